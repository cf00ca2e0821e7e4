/**
 * The browser's share of the repository's interactions (issue 24): per interaction, the renderer
 * main thread's CPU time by pipeline stage (trace events' `tdur`: thread time, steadier than wall
 * time on a loaded machine), style + layout + pre-paint + paint + layerize + commit, and the
 * script run in event handlers and callbacks. Built portals side by side, each in a fresh
 * context signed in as the demo manager at 412 px, alternated round by round; each interaction
 * repeated `--repeat` times per round and traced alone (its 900 ms after included, unless `--window`).
 *
 *   pnpm bench:portal --inp-trace --sides main=/tmp/main-dist,this=apps/portal/dist
 *     [--rounds 2] [--repeat 4] [--rate 1]   (--rate: CPU throttling, 4 as Lighthouse mobile)
 *     [--window]   only what runs inside the interaction's Event Timing window (input to the next
 *                  paint, from the trace's `EventTiming` events: what INP counts), not the 900 ms
 *                  after; adds the window's own length ("win", wall time while tracing)
 *     [--only "other tab,first tab"]   trace these interactions only (the others still run)
 *
 * Needs `pnpm --filter @hrportal/server build`.
 */

import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { repoRoot, startPortalServer } from '../../e2e/server';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { openRepository, repositoryInteractions } from './interactions';

const { values } = parseArgs({
  options: {
    'inp-trace': { type: 'boolean', default: false },
    sides: { type: 'string', default: 'this=apps/portal/dist' },
    rounds: { type: 'string', default: '2' },
    repeat: { type: 'string', default: '4' },
    rate: { type: 'string', default: '1' },
    window: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
  allowPositionals: false,
});
const sides = values.sides.split(',').map((pair) => {
  const [name = '', dir = ''] = pair.split('=');
  return { name, dir: path.resolve(repoRoot, dir) };
});
const repeat = Number(values.repeat);
const rate = Number(values.rate);
const rounds = Number(values.rounds);
/** The browser's rendering stages, in pipeline order. */
const pipeline = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
const stages = [...pipeline, 'FunctionCall', 'EventDispatch'];
/** The interactions traced (`--only`), or all. */
const traced = values.only?.split(',');
const acts = Array.from({ length: repeat }, () => repositoryInteractions).flat();
const servers = await Promise.all(
  sides.map((s) => startPortalServer(`trace-${s.name}`, { PORTAL_DIR: s.dir })),
);
const browser = await chromium.launch(chromiumLaunchOptions);
// side → act → stage → values
const totals = sides.map(() => new Map<string, Map<string, number[]>>());
type Ev = {
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { interactionId?: number; duration?: number } };
};
/** From the first interaction's input to the last one's next paint (trace µs), or everything. */
const interactionWindow = (events: Ev[]): [number, number] => {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const e of events) {
    const data = e.args?.data;
    if (e.name !== 'EventTiming' || e.ph !== 'b' || !data?.interactionId) continue;
    from = Math.min(from, e.ts);
    to = Math.max(to, e.ts + (data.duration ?? 0) * 1000);
  }
  return values.window && from < to ? [from, to] : [0, Number.POSITIVE_INFINITY];
};
for (let r = 0; r < rounds; r++)
  for (const k of r % 2 ? [...sides.keys()].reverse() : [...sides.keys()]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const url = (servers[k] as { url: string }).url;
    await openRepository(page, url, 1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (const [name, act] of acts) {
      if (traced && !traced.includes(name)) {
        await act(page);
        await page.waitForTimeout(900);
        continue;
      }
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await act(page);
      await page.waitForTimeout(900);
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as Ev[];
      const byThread = new Map<string, number>();
      for (const e of events)
        if (e.name === 'Paint' || e.name === 'Layout')
          byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
      const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
      const sums = new Map<string, number>(stages.map((s) => [s, 0]));
      const [from, to] = interactionWindow(events);
      if (values.window) sums.set('window', Number.isFinite(to) ? (to - from) / 1000 : 0);
      for (const e of events)
        if (
          `${e.pid}:${e.tid}` === main &&
          e.ph === 'X' &&
          stages.includes(e.name) &&
          e.ts >= from &&
          e.ts < to
        )
          sums.set(e.name, (sums.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      const side = totals[k] as Map<string, Map<string, number[]>>;
      const per = side.get(name) ?? new Map<string, number[]>();
      for (const [s, v] of sums) per.set(s, [...(per.get(s) ?? []), v]);
      side.set(name, per);
    }
    await context.close();
  }
const med = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1] ?? 0;
console.log(
  `renderer main-thread CPU (ms, trace tdur, CPU ${rate}×), median of ${rounds}×${repeat}; style+layout+prepaint+paint+layerize+commit | JS (FunctionCall+EventDispatch)`,
);
for (const [name] of repositoryInteractions)
  if (!traced || traced.includes(name))
    console.log(
      name.padEnd(18),
      sides
        .map((s, k) => {
          const per = totals[k]?.get(name) ?? new Map<string, number[]>();
          const pipe = pipeline.map((st) => med(per.get(st) ?? []));
          const js = med(per.get('FunctionCall') ?? []) + med(per.get('EventDispatch') ?? []);
          const total = pipe.reduce((a, b) => a + b, 0);
          const win = values.window
            ? ` win ${med(per.get('window') ?? [])
                .toFixed(0)
                .padStart(3)}`
            : '';
          return `${s.name}: ${total.toFixed(1).padStart(5)} [${pipe.map((x) => x.toFixed(1)).join('/')}] js ${js.toFixed(0).padStart(3)}${win}`;
        })
        .join('  '),
    );
await browser.close();
await Promise.all(servers.map((s) => s.stop()));
