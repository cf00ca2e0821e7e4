/**
 * Portal figures (issue 8), each beside a baseline measured in the same run:
 *
 * 1. Initial JS (gzip) of the login route and of a signed-in dashboard, from the built portal's
 *    module graph (Vite manifest: the entry chunk and its static imports, then the dashboard
 *    screen's chunk and its static imports), against a bare React 19 page built the same way.
 *    Cross-checked in Chromium: the JS the browser actually fetched for each.
 * 2. Lighthouse 12 (npm `lighthouse`, Debian Chromium through chrome-launcher) performance and
 *    accessibility, mobile and desktop presets, for /login and a signed-in /manager/dashboard
 *    served by the built reference server, against the bare React page.
 * 2b. Interaction latency (Event Timing, the measure of INP) of 12 interactions on the candidate
 *    repository with the CPU slowed 4×, against a click on the bare page (bench/portal/interactions.ts).
 * 3. Time from `pnpm start` in a fresh clone of the committed branch (after `pnpm install
 *    --offline`) to a login page a person can use (form visible in Chromium), against a second
 *    `pnpm start` in the same clone.
 *
 *   pnpm bench:portal [--no-start] [--no-lighthouse]
 *   pnpm bench:portal --routes [...]   only Lighthouse mobile on the signed-in routes, N rounds
 *                                      (bench/portal/routes.ts: a 100,000-candidate database,
 *                                      a baseline build alternated round by round, diagnostics)
 *   pnpm bench:portal --inp-only [...] only the interaction latency (2b), this build against a
 *                                      baseline build alternated round by round (bench/portal/inp.ts)
 *   pnpm bench:portal --inp-trace [...] the browser's CPU per interaction and pipeline stage, from
 *                                      traces, builds alternated (bench/portal/inpTrace.ts)
 *
 * Needs `pnpm build:portal` first (parts 1 and 2 use apps/server/dist and build the portal
 * themselves).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { build, type Manifest } from 'vite';
import type { RouteSizes } from '../../apps/portal/routeBudgets';
import { freePort, repoRoot, startPortalServer, startProcess } from '../../e2e/server';
import { chromiumLaunchOptions, chromiumPath } from '../../scripts/chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { report, reportSizes } from '../harness';
import { measureInteractions } from './interactions';
import { signedInAudit, signIn } from './signIn';

if (process.argv.includes('--routes')) {
  await import('./routes');
  process.exit(process.exitCode ?? 0);
}
if (process.argv.includes('--inp-trace')) {
  await import('./inpTrace');
  process.exit(process.exitCode ?? 0);
}
if (process.argv.includes('--inp-only')) {
  await import('./inp');
  process.exit(process.exitCode ?? 0);
}

const skipStart = process.argv.includes('--no-start');
const skipLighthouse = process.argv.includes('--no-lighthouse');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `hrp-bench-${name}-`));

// ---------------------------------------------------------------------------------------------
// 1. Initial JS from the module graph

/** Builds `root` (an index.html app) with a manifest; returns the output dir and the manifest. */
async function buildWithManifest(root: string, configFile: string | false) {
  const outDir = tmp('build');
  await build({
    root,
    configFile,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return { outDir, manifest };
}

/** The chunk files a manifest entry loads before it runs: itself and its static imports, deep. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipOf(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    if (file.endsWith('.js'))
      total += gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  }
  return total;
}

const entryKey = (manifest: Manifest) =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';

const portal = await buildWithManifest(
  path.join(repoRoot, 'apps/portal'),
  path.join(repoRoot, 'apps/portal/vite.config.ts'),
);
const bare = await buildWithManifest(path.join(import.meta.dirname, 'baseline'), false);
const loginFiles = staticClosure(portal.manifest, entryKey(portal.manifest));
// A signed-in dashboard: the login set, the frame chunk and the dashboard screen chunk.
const dashboardFiles = staticClosure(
  portal.manifest,
  'src/screens/DashboardScreen.tsx',
  staticClosure(portal.manifest, 'src/Frame.tsx', new Set(loginFiles)),
);
const chatKey = Object.keys(portal.manifest).find((key) => key.includes('chat/src/index.ts'));
const chatFiles = chatKey
  ? [...staticClosure(portal.manifest, chatKey, new Set(dashboardFiles))].filter(
      (file) => !dashboardFiles.has(file),
    )
  : [];
const bareJs = gzipOf(bare.outDir, staticClosure(bare.manifest, entryKey(bare.manifest)));
const loginJs = gzipOf(portal.outDir, loginFiles);
const dashboardJs = gzipOf(portal.outDir, dashboardFiles);
const chatJs = gzipOf(portal.outDir, chatFiles);

console.log('Initial JS, gzip level 9, from the built module graph');
console.log(`  bare React 19 page (baseline)   ${kb(bareJs).padStart(9)}  1.00×`);
console.log(
  `  /login                          ${kb(loginJs).padStart(9)}  ${ratio(loginJs, bareJs)}  (${loginFiles.size} chunks)`,
);
console.log(
  `  /manager/dashboard              ${kb(dashboardJs).padStart(9)}  ${ratio(dashboardJs, bareJs)}  (+${kb(dashboardJs - loginJs)} over login)`,
);
console.log(
  `  + In-App Chat, after the frame  ${kb(chatJs).padStart(9)}  (own chunks: ${chatFiles.length})`,
);
for (const [what, bytes] of [
  ['/login', loginJs],
  ['/manager/dashboard', dashboardJs],
] as const)
  report({
    bench: 'portal',
    name: `initial JS of ${what} (gzip, module graph)`,
    subject: what,
    baseline: 'bare React 19 page',
    subjectMedian: bytes / 1024,
    baselineMedian: bareJs / 1024,
    unit: 'KB',
    ratio: bytes / bareJs,
    spread: [bytes / bareJs, bytes / bareJs],
    rounds: 1,
    ...(what === '/login' ? { target: '≤ 120 KB' } : {}),
  });

// The build's own route sizes (apps/portal/routeBudgets.ts, which fails the build over budget).
const routeSizes = JSON.parse(
  readFileSync(path.join(portal.outDir, '.vite/route-sizes.json'), 'utf8'),
) as RouteSizes;
const routeBudgets = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/portal/route-budgets.json'), 'utf8'),
) as { loginKb: number; screenKb: number; exceptions: Record<string, { kb: number }> };
const screens = Object.entries(routeSizes.screens).sort((a, b) => b[1] - a[1]);
console.log(
  `\nRoute JS (gzip; a screen's own: its chunks beyond login + frame ${routeSizes.frameKb} KB), largest first:`,
);
for (const [name, size] of screens) console.log(`  ${name.padEnd(62)} ${size.toFixed(1)} KB`);
reportSizes({
  title: 'Portal routes (gzip KB of JavaScript; a screen: beyond login + frame)',
  sizes: [
    {
      name: '/login (entry and its static imports)',
      kb: routeSizes.loginKb,
      budgetKb: routeBudgets.loginKb,
    },
    { name: 'the signed-in frame', kb: routeSizes.frameKb },
    ...screens.map(([name, size]) => ({
      name,
      kb: size,
      budgetKb: routeBudgets.exceptions[name]?.kb ?? routeBudgets.screenKb,
    })),
  ],
});

// ---------------------------------------------------------------------------------------------
// 2. The same in Chromium, and Lighthouse

/** gzip bytes of every script the page fetched while `run` ran. */
async function fetchedJs(page: Page, run: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
  };
  page.on('response', onResponse);
  await run();
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

// The server serves the very build measured above.
const server = await startPortalServer('bench', { PORTAL_DIR: portal.outDir });
const bareSite = await serveStatic(bare.outDir);
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  const page = await context.newPage();
  const loginFetched = await fetchedJs(page, async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
  await signIn(page, server.url);
  const dashboardFetched = await fetchedJs(page, async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /^In-App Chat/ }).waitFor();
  });
  await browser.close();
  console.log(
    '\nJS Chromium fetched (gzip level 9 of each decoded body, to compare with the graph)',
  );
  console.log(`  /login until the form shows                     ${kb(loginFetched)}`);
  console.log(`  /manager/dashboard reloaded, chat toggle shown  ${kb(dashboardFetched)}`);

  if (!skipLighthouse) {
    const chrome = await launchChrome({
      chromePath: chromiumPath,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
      ],
    });
    try {
      const audit = async (url: string, preset: 'mobile' | 'desktop') => {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...signedInAudit,
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const misses = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => a.id);
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        return {
          performance: score('performance'),
          accessibility: score('accessibility'),
          misses,
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
        };
      };
      const presets = ['mobile', 'desktop'] as const;
      const baseline = new Map<string, Awaited<ReturnType<typeof audit>>>();
      const line = (
        preset: string,
        what: string,
        r: Awaited<ReturnType<typeof audit>>,
        base?: Awaited<ReturnType<typeof audit>>,
      ) =>
        console.log(
          `  ${preset.padEnd(7)} ${what.padEnd(27)} ${r.performance} / ${r.accessibility}  LCP ${r.lcp} ms, TBT ${r.tbt} ms${base ? `; LCP ${ratio(r.lcp, base.lcp)}, performance ${ratio(r.performance, base.performance)} of the baseline` : ''}${r.misses.length ? `; accessibility misses: ${r.misses.join(', ')}` : ''}`,
        );
      console.log('\nLighthouse 12.2.3 (Debian Chromium), performance / accessibility');
      for (const preset of presets) {
        const base = await audit(`${bareSite.url}/`, preset);
        baseline.set(preset, base);
        line(preset, 'bare React page (baseline)', base);
        line(preset, '/login', await audit(`${server.url}/login`, preset), base);
      }
      // Sign in once in Lighthouse's own browser; the dashboard runs keep that storage.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const signInPage = await (cdp.contexts()[0] ?? (await cdp.newContext())).newPage();
      await signIn(signInPage, server.url);
      await signInPage.close();
      for (const preset of presets)
        for (const signedIn of ['/manager/dashboard', '/manager/candidate'])
          line(
            preset,
            signedIn,
            await audit(`${server.url}${signedIn}`, preset),
            baseline.get(preset),
          );
      await cdp.close();
    } finally {
      chrome.kill();
    }
  }
  // 2b. Interaction latency on the candidate repository, against a click on the bare page.
  await measureInteractions({
    portalUrl: server.url,
    bareUrl: bareSite.url,
    rounds: skipLighthouse ? 1 : 3,
    data: 'demo data',
  });
} finally {
  await bareSite.close();
  await server.stop();
  rmSync(portal.outDir, { recursive: true, force: true });
  rmSync(bare.outDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// 3. `pnpm start` on a fresh clone

if (!skipStart) {
  const clone = tmp('clone');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone]);
    let t = performance.now();
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--offline', '--silent'], {
      cwd: clone,
      stdio: 'ignore',
    });
    const installMs = performance.now() - t;
    const browser = await chromium.launch(chromiumLaunchOptions);
    const startOnce = async () => {
      const port = await freePort();
      const started = performance.now();
      const app = await startProcess('pnpm', ['start'], {
        cwd: clone,
        readyUrl: `http://127.0.0.1:${port}/login`,
        env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        timeoutMs: 300_000,
      });
      const answered = performance.now() - started;
      const page = await browser.newPage();
      await page.goto(`${app.url}/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
      const usable = performance.now() - started;
      await page.close();
      await app.stop();
      return { answered, usable };
    };
    t = performance.now();
    const fresh = await startOnce();
    const again = await startOnce();
    await browser.close();
    console.log(
      `\npnpm start in a fresh clone (pnpm install --offline first: ${seconds(installMs)})`,
    );
    console.log(
      `  fresh (builds, creates, migrates and seeds .data/)  login answers ${seconds(fresh.answered)}, usable ${seconds(fresh.usable)}`,
    );
    console.log(
      `  second start, same clone (baseline)                login answers ${seconds(again.answered)}, usable ${seconds(again.usable)}  → fresh is ${ratio(fresh.usable, again.usable)}`,
    );
    console.log(
      `  fresh clone to usable login, install included: ${seconds(installMs + fresh.usable)}`,
    );
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}
