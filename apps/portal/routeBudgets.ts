import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** apps/portal/route-budgets.json: gzip KB of JavaScript per route (issue 24). */
interface RouteBudgets {
  /** The entry chunk and everything it imports statically: what /login loads. */
  loginKb: number;
  /** A signed-in screen's own JavaScript: its chunk and its static imports beyond login + frame. */
  screenKb: number;
  /** Screens allowed more than `screenKb`, each with its reason. */
  exceptions: Record<string, { kb: number; why: string }>;
}

/** What the build measured; written to `dist/.vite/route-sizes.json` for `pnpm bench`. */
export interface RouteSizes {
  loginKb: number;
  /** What every signed-in page loads beyond /login: the app chunk (router, provider, SDK) and the frame. */
  frameKb: number;
  screens: Record<string, number>;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Fails the portal build when the login route or a signed-in screen outgrows its budget (a
 * screen's own JavaScript: beyond /login, the app chunk and the frame, which every signed-in page
 * loads first): the sizes come from the chunk graph (gzip level 9, as `pnpm bench:portal`
 * measures), so an import that drags a screen's modules into the entry shows up in the next
 * build, not in a later audit.
 */
export function routeBudgets(budgetFile: string): Plugin {
  return {
    name: 'hrportal:route-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as RouteBudgets;
      const chunks = new Map<string, { code: string; imports: string[]; facade: string }>();
      for (const [file, out] of Object.entries(bundle))
        if (out.type === 'chunk')
          chunks.set(file, {
            code: out.code,
            imports: out.imports,
            facade: out.facadeModuleId ?? '',
          });
      const gz = new Map<string, number>();
      const size = (files: Iterable<string>) => {
        let total = 0;
        for (const file of files) {
          let bytes = gz.get(file);
          if (bytes === undefined) {
            bytes = gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length;
            gz.set(file, bytes);
          }
          total += bytes;
        }
        return total;
      };
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const find = (test: (facade: string) => boolean) =>
        [...chunks].filter(([, c]) => test(c.facade)).map(([file]) => file);
      const entry = Object.entries(bundle).find(
        ([, out]) => out.type === 'chunk' && out.isEntry,
      )?.[0];
      const appFile = find((f) => f.endsWith('/src/PortalApp.tsx'))[0];
      const frameFile = find((f) => f.endsWith('/src/Frame.tsx'))[0];
      if (!entry || !appFile || !frameFile)
        return this.error('route budgets: no entry, app or frame chunk');
      const login = closure(entry, new Set());
      // Every signed-in page loads the app (router, provider, SDK; main.tsx) and the frame.
      const frame = closure(frameFile, closure(appFile, new Set(login)));
      const sizes: RouteSizes = {
        loginKb: kb(size(login)),
        frameKb: kb(size(frame) - size(login)),
        screens: {},
      };
      const over: string[] = [];
      if (sizes.loginKb > budgets.loginKb)
        over.push(`/login loads ${sizes.loginKb} KB gz of JavaScript (budget ${budgets.loginKb})`);
      for (const file of find((f) => f.includes('/src/features/'))) {
        const facade = chunks.get(file)?.facade ?? '';
        const name = facade.slice(facade.indexOf('/src/features/') + 1);
        const own = [...closure(file, new Set(frame))].filter((f) => !frame.has(f));
        const screenKb = kb(size(own));
        sizes.screens[name] = screenKb;
        const limit = budgets.exceptions[name]?.kb ?? budgets.screenKb;
        if (screenKb > limit)
          over.push(`${name}: ${screenKb} KB gz of its own JavaScript (budget ${limit})`);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-sizes.json',
        source: `${JSON.stringify(sizes, null, 2)}\n`,
      });
      if (over.length)
        this.error(
          `route budgets (apps/portal/route-budgets.json) exceeded:\n  ${over.join('\n  ')}\n` +
            'Load what the route does not show at once lazily (see apps/portal/CONTEXT.md).',
        );
    },
  };
}
