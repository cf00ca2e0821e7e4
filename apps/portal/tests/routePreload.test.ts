import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreload, screenModules } from '../routePreload';

const source = readFileSync(new URL('../src/screens.tsx', import.meta.url), 'utf8');

describe('screenModules (the start-up preload of a signed-in reload)', () => {
  const modules = screenModules(source);

  it('finds the module of a route through a shared const and an inline lazy()', () => {
    expect(modules.get('/manager/dashboard')).toBe('./features/dashboard/DashboardScreen');
    expect(modules.get('/manager/candidate')).toBe('./features/candidates/CandidatesScreen');
    expect(modules.get('/manager/edit-job/:jobId')).toBe('./features/jobs/form/JobFormScreen');
  });

  it('maps every route of SCREENS whose screen is a plain lazy() import', () => {
    const routes = [...source.matchAll(/^\s*'(\/[^']*)':/gm)].map((m) => m[1]);
    const unmapped = routes.filter((route) => route && !modules.has(route));
    // Only the public pages built another way (login eager, the account-request trio) are left.
    for (const route of unmapped) expect(route).not.toMatch(/^\/(manager|recruiter|leadership)\//);
  });
});

describe('routePreload (the generated start-up module)', () => {
  // A bundle of the shape the portal's build gives: entry, app, frame, the dashboard's screen,
  // each with a dependency of its own and CSS.
  const chunk = (fileName: string, source: string | null, imports: string[], css: string[] = []) =>
    ({
      type: 'chunk',
      fileName,
      isEntry: source === 'main',
      facadeModuleId: source ? `/repo/apps/portal/src/${source}.tsx` : null,
      imports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    }) as unknown as Rollup.OutputChunk;
  const bundle = (): Rollup.OutputBundle => {
    const chunks = [
      chunk('assets/index.js', 'main', []),
      chunk('assets/PortalApp.js', 'PortalApp', ['assets/index.js', 'assets/provider.js']),
      chunk('assets/provider.js', null, [], ['assets/provider.css']),
      chunk('assets/Frame.js', 'Frame', ['assets/menu.js'], ['assets/Frame.css']),
      chunk('assets/menu.js', null, [], ['assets/menu.css']),
      chunk('assets/Dashboard.js', 'features/dashboard/DashboardScreen', ['assets/cards.js']),
      chunk('assets/cards.js', null, [], ['assets/cards.css']),
    ];
    return {
      'index.html': { type: 'asset', source: '<html><head></head></html>' },
      ...Object.fromEntries(chunks.map((c) => [c.fileName, c])),
    } as unknown as Rollup.OutputBundle;
  };

  function generate(): string {
    const plugin = routePreload(fileURLToPath(new URL('../src/screens.tsx', import.meta.url)));
    (plugin.configResolved as (c: unknown) => void)({ base: '/' });
    let source = '';
    const context = {
      emitFile: (file: { source: string }) => {
        source = file.source;
      },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(
      context,
      {},
      bundle(),
    );
    return source;
  }

  function run(source: string, path: string) {
    const appended: string[] = [];
    const idle: Array<(deadline: { timeRemaining: () => number }) => void> = [];
    const onLoad: Array<() => void> = [];
    const fake = {
      localStorage: { getItem: (key: string) => (key === 'authToken' ? 't' : null) },
      location: { pathname: path },
      document: {
        readyState: 'interactive',
        createElement: () => ({}),
        head: { appendChild: (link: { href: string; rel: string }) => appended.push(link.href) },
      },
      window: {
        requestIdleCallback: (run: (typeof idle)[number]) => idle.push(run),
        addEventListener: (type: string, run: () => void) => type === 'load' && onLoad.push(run),
      },
    };
    new Function(...Object.keys(fake), source)(...Object.values(fake));
    const drain = () => {
      while (idle.length > 0) idle.shift()?.({ timeRemaining: () => 50 });
    };
    const load = () => {
      for (const run of onLoad.splice(0)) run();
    };
    return { appended, drain, load };
  }

  it('asks for the app, frame and screen chunks before the first paint, the rest when idle after load', () => {
    const { appended, drain, load } = run(generate(), '/manager/dashboard');
    // Only the three chunks the reload cannot start without, not their ≈ 60 dependencies.
    expect(appended).toEqual(['/assets/PortalApp.js', '/assets/Frame.js', '/assets/Dashboard.js']);
    // Idle before the load event (the entry still on its way) asks for nothing more.
    drain();
    expect(appended).toHaveLength(3);
    load();
    drain();
    expect([...appended].sort()).toEqual(
      [
        '/assets/PortalApp.js',
        '/assets/provider.js',
        '/assets/provider.css',
        '/assets/Frame.js',
        '/assets/menu.js',
        '/assets/Frame.css',
        '/assets/menu.css',
        '/assets/Dashboard.js',
        '/assets/cards.js',
        '/assets/cards.css',
      ].sort(),
    );
  });

  it('does nothing on a route it does not know', () => {
    const { appended, drain, load } = run(generate(), '/nowhere');
    load();
    drain();
    expect(appended).toEqual([]);
  });
});
