/**
 * Lighthouse 12 mobile on the signed-in routes (and /login when named) (issue 24), quickly: no bare page,
 * no desktop preset, no fresh clone — the built portal served by the built reference server,
 * signed in once as the demo manager, each route audited `--rounds` times; prints every run and
 * the medians, with the load average before and after.
 *
 *   pnpm bench:portal --routes [--rounds 3] [--route /manager/candidate ...]
 *     [--database-url postgres://…]   a database seeded beforehand, e.g. with 100,000 candidates:
 *                                     DATABASE_URL=… pnpm seed --candidates 100000
 *     [--portal-dir DIR]              a built portal to serve (default: builds this one)
 *     [--baseline-portal DIR]         a second built portal (e.g. main's), audited in alternating
 *                                     order round by round against the same database
 *     [--route /login]                the login page, audited signed out in a second Chromium
 *                                     (a fresh profile never signed in)
 *     [--diagnose]                    Lighthouse's own diagnostics per run: LCP element, main-thread
 *                                     breakdown, long tasks, the longest request chain
 *     [--cache cold|warm]             cold (default): every run a first visit, the HTTP cache
 *                                     cleared as Lighthouse does; warm: every run finds the
 *                                     route's files cached (a returning user), nothing cleared
 *     [--inp]                         then the repository's interaction latency against a click on
 *                                     the bare React page (bench/portal/interactions.ts), this side
 *
 * Needs `pnpm --filter @hrportal/server build` (apps/server/dist) first. INP needs an interaction,
 * which a navigation audit has none of: TBT is its lab proxy here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { repoRoot, startPortalServer } from '../../e2e/server';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { median } from '../harness';
import { measureInteractions, serveBarePage } from './interactions';
import { signedInAudit, signIn } from './signIn';

const { values } = parseArgs({
  options: {
    routes: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    'database-url': { type: 'string' },
    'portal-dir': { type: 'string' },
    'baseline-portal': { type: 'string' },
    diagnose: { type: 'boolean', default: false },
    inp: { type: 'boolean', default: false },
    cache: { type: 'string', default: 'cold' },
  },
  allowPositionals: false,
});
const rounds = Number(values.rounds);
if (values.cache !== 'cold' && values.cache !== 'warm')
  throw new Error(`--cache must be cold or warm, got "${values.cache}"`);
const warm = values.cache === 'warm';
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds must be a positive integer, got "${values.rounds}"`);
const routes = values.route ?? ['/manager/dashboard', '/manager/candidate'];
const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  misses: string[];
}

let builtDir: string | undefined;
let portalDir = values['portal-dir'];
if (!portalDir) {
  builtDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-routes-'));
  await build({
    root: path.join(repoRoot, 'apps/portal'),
    configFile: path.join(repoRoot, 'apps/portal/vite.config.ts'),
    logLevel: 'error',
    build: { outDir: builtDir, emptyOutDir: true },
  });
  portalDir = builtDir;
}
const sides = [
  { name: 'this', dir: portalDir },
  ...(values['baseline-portal'] ? [{ name: 'baseline', dir: values['baseline-portal'] }] : []),
];
const env = (dir: string) => ({
  PORTAL_DIR: dir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: '0' } : {}),
});
const servers = await Promise.all(
  sides.map((side) => startPortalServer(`routes-${side.name}`, env(side.dir), 300_000)),
);

type Details = { items?: Record<string, unknown>[]; chains?: Record<string, Chain> };
type Chain = {
  request: { url: string; endTime: number; transferSize: number };
  children?: Record<string, Chain>;
};

/** The longest chain of Lighthouse's critical-request-chains audit, as "file (end ms)" steps. */
function longestChain(chains: Record<string, Chain> | undefined, start = 0): string[] {
  let best: string[] = [];
  let bestEnd = -1;
  const walk = (chain: Chain, trail: string[]) => {
    const step = `${new URL(chain.request.url).pathname.replace(/^.*\//, '') || '/'} ${Math.round((chain.request.endTime - start) * 1000)} ms`;
    const next = [...trail, step];
    const children = Object.values(chain.children ?? {});
    if (children.length === 0 && chain.request.endTime > bestEnd) {
      bestEnd = chain.request.endTime;
      best = next;
    }
    for (const child of children) walk(child, next);
  };
  const roots = Object.values(chains ?? {});
  const first = roots[0]?.request.endTime;
  for (const root of roots) walk(root, []);
  return first === undefined ? [] : best;
}

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags });
// /login signed out: a browser of its own that never signs in (a signed-in one is sent home).
const signedOut = routes.includes('/login')
  ? await launchChrome({ chromePath: chromiumPath, chromeFlags })
  : undefined;
try {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = cdp.contexts()[0] ?? (await cdp.newContext());
  for (const server of servers) {
    const page = await context.newPage();
    await signIn(page, server.url);
    // Warm: each route loaded once, so every run finds all of its files in the HTTP cache.
    if (warm)
      for (const route of routes.filter((r) => r !== '/login')) {
        await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
        await page.waitForTimeout(3000);
      }
    await page.close();
  }

  const audit = async (url: string, tries = 3): Promise<Run> => {
    const login = new URL(url).pathname === '/login';
    const result = await lighthouse(url, {
      port: login && signedOut ? signedOut.port : chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(warm ? { disableStorageReset: true } : signedInAudit),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    // A failed trace (NO_NAVSTART and the like under load) is run again, not counted as 0.
    if (lhr.runtimeError && tries > 1) {
      console.log(`    ${lhr.runtimeError.code}: run again`);
      return audit(url, tries - 1);
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const details = (id: string) => lhr.audits[id]?.details as Details | undefined;
    if (values.diagnose) {
      const file = path.join(
        os.tmpdir(),
        `hrp-lhr-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`,
      );
      writeFileSync(file, JSON.stringify(lhr));
      console.log(`    report: ${file}`);
      const lcpElement = details('largest-contentful-paint-element')?.items?.[0] as
        | { items?: { node?: { snippet?: string } }[] }
        | undefined;
      console.log(`    LCP element: ${lcpElement?.items?.[0]?.node?.snippet ?? '?'}`);
      const phases = (details('largest-contentful-paint-element')?.items?.[1] as Details)?.items;
      if (phases)
        console.log(
          `    LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(Number(p.timing))}`).join(', ')}`,
        );
      const breakdown = details('mainthread-work-breakdown')?.items ?? [];
      console.log(
        `    main thread: ${breakdown.map((b) => `${b.groupLabel} ${Math.round(Number(b.duration))}`).join(', ')}`,
      );
      const bootup = details('bootup-time')?.items ?? [];
      console.log(
        `    scripts: ${bootup
          .slice(0, 6)
          .map(
            (b) =>
              `${String(b.url).replace(/^.*\//, '')} ${Math.round(Number(b.scripting))}+${Math.round(Number(b.scriptParseCompile))}`,
          )
          .join(', ')}`,
      );
      const tasks = details('long-tasks')?.items ?? [];
      console.log(
        `    long tasks: ${tasks
          .slice(0, 8)
          .map(
            (t) =>
              `${String(t.url).replace(/^.*\//, '') || '?'} @${Math.round(Number(t.startTime))} ${Math.round(Number(t.duration))} ms`,
          )
          .join(', ')}`,
      );
      console.log(
        `    longest request chain: ${longestChain(details('critical-request-chains')?.chains).join(' → ')}`,
      );
      const requests = details('network-requests')?.items ?? [];
      console.log(
        `    requests: ${requests.length}, ${(requests.reduce((s, r) => s + Number(r.transferSize ?? 0), 0) / 1024).toFixed(0)} KB transferred`,
      );
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: Math.round(value('largest-contentful-paint')),
      tbt: Math.round(value('total-blocking-time')),
      fcp: Math.round(value('first-contentful-paint')),
      cls: value('cumulative-layout-shift'),
      misses: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
        )
        .map((a) => a.id),
    };
  };

  const show = (r: Run) =>
    `${r.performance} / ${r.accessibility}  FCP ${r.fcp} ms, LCP ${r.lcp} ms, TBT ${r.tbt} ms, CLS ${r.cls.toFixed(3)}${r.misses.length ? `; accessibility misses: ${r.misses.join(', ')}` : ''}`;
  const runs = new Map<string, Run[]>();
  console.log(
    `Lighthouse 12 mobile, signed-in routes, ${rounds} rounds, ${values.cache} cache; load ${load()}`,
  );
  for (let round = 0; round < rounds; round++) {
    // Alternate which side goes first, so neither always runs on the warmer or quieter side.
    const order = round % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const route of routes)
      for (const i of order) {
        const side = sides[i] as (typeof sides)[number];
        const server = servers[i] as (typeof servers)[number];
        console.log(`  round ${round + 1} ${side.name.padEnd(8)} ${route} (load ${load()})`);
        const run = await audit(`${server.url}${route}`);
        console.log(`    ${show(run)}`);
        const key = `${side.name} ${route}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
      }
  }
  console.log(`\nMedians of ${rounds} (load ${load()}):`);
  for (const [key, list] of runs) {
    const m = (pick: (r: Run) => number) => median(list.map(pick));
    console.log(
      `  ${key.padEnd(30)} ${m((r) => r.performance)} / ${m((r) => r.accessibility)}  LCP ${m((r) => r.lcp)} ms, TBT ${m((r) => r.tbt)} ms, FCP ${m((r) => r.fcp)} ms, CLS ${m((r) => r.cls).toFixed(3)}  (performance ${list.map((r) => r.performance).join('/')})`,
    );
  }
  await cdp.close();
  if (values.inp) {
    const bareSite = await serveBarePage();
    try {
      await measureInteractions({
        portalUrl: (servers[0] as (typeof servers)[number]).url,
        bareUrl: bareSite.url,
        rounds,
        data: databaseUrl ? 'the given database' : 'demo data',
      });
    } finally {
      await bareSite.close();
    }
  }
} finally {
  chrome.kill();
  signedOut?.kill();
  await Promise.all(servers.map((server) => server.stop()));
  if (builtDir) rmSync(builtDir, { recursive: true, force: true });
}
