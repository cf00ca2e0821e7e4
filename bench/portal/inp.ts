/**
 * The repository's interaction latency alone (issue 24), this build against another one: no
 * module graph, no Lighthouse, no fresh clone. Two built portals, each served by the built
 * reference server with its own demo database, measured in alternating order round by round (a
 * fresh Chromium per side and round: bench/portal/interactions.ts), with the load average.
 *
 *   pnpm bench:portal --inp-only [--rounds 5] [--portal-dir DIR] [--baseline-portal DIR]
 *
 * `--portal-dir` defaults to apps/portal/dist (`cd apps/portal && pnpm build` first); without
 * `--baseline-portal` only this side runs. Needs `pnpm --filter @hrportal/server build`.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, startPortalServer } from '../../e2e/server';
import { median } from '../harness';
import { type InteractionRun, runInteractions, serveBarePage } from './interactions';

const { values } = parseArgs({
  options: {
    'inp-only': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
    'portal-dir': { type: 'string' },
    'baseline-portal': { type: 'string' },
  },
  allowPositionals: false,
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds must be a positive integer, got "${values.rounds}"`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const sides = [
  { name: 'this', dir: values['portal-dir'] ?? path.join(repoRoot, 'apps/portal/dist') },
  ...(values['baseline-portal'] ? [{ name: 'baseline', dir: values['baseline-portal'] }] : []),
];
const bareSite = await serveBarePage();
const servers = await Promise.all(
  sides.map((side) => startPortalServer(`inp-${side.name}`, { PORTAL_DIR: side.dir })),
);
const runs = sides.map(() => [] as InteractionRun[]);
try {
  console.log(`load average before: ${load()}`);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const k of order) {
      const run = await runInteractions({
        portalUrl: (servers[k] as { url: string }).url,
        bareUrl: bareSite.url,
        rounds: 1,
      });
      runs[k]?.push(run);
      const worst = Math.max(...[...run.perInteraction.values()].map((v) => v[0] ?? 0));
      console.log(
        `round ${round + 1} ${sides[k]?.name.padEnd(8)} worst ${worst.toFixed(0)} ms, floor ${run.perRound[0]?.baseline.toFixed(0)} ms, load ${load()}`,
      );
    }
  }
  console.log(`load average after: ${load()}`);
  console.log(
    `\nMedian latency (Event Timing) over ${rounds} rounds, /manager/candidate (demo data), 412 px, CPU 4×`,
  );
  const names = [...(runs[0]?.[0]?.perInteraction.keys() ?? [])];
  const column = (k: number, name: string) =>
    median(runs[k]?.flatMap((r) => r.perInteraction.get(name) ?? []) ?? []);
  console.log(`  ${''.padEnd(24)} ${sides.map((s) => s.name.padStart(9)).join(' ')}`);
  for (const name of names)
    console.log(
      `  ${name.padEnd(24)} ${sides.map((_, k) => `${column(k, name).toFixed(0)} ms`.padStart(9)).join(' ')}`,
    );
  const worst = (k: number) => median(runs[k]?.map((r) => r.perRound[0]?.subject ?? 0) ?? []);
  const floor = (k: number) => median(runs[k]?.map((r) => r.perRound[0]?.baseline ?? 0) ?? []);
  console.log(
    `  ${'worst of a round (INP)'.padEnd(24)} ${sides.map((_, k) => `${worst(k).toFixed(0)} ms`.padStart(9)).join(' ')}`,
  );
  console.log(
    `  ${'floor (bare page click)'.padEnd(24)} ${sides.map((_, k) => `${floor(k).toFixed(0)} ms`.padStart(9)).join(' ')}`,
  );
  console.log(
    `  ${'DOM elements per row'.padEnd(24)} ${sides.map((_, k) => String(runs[k]?.[0]?.elements.row).padStart(9)).join(' ')}`,
  );
  console.log(
    `  ${'DOM elements, page'.padEnd(24)} ${sides.map((_, k) => String(runs[k]?.[0]?.elements.page).padStart(9)).join(' ')}`,
  );
} finally {
  await bareSite.close();
  await Promise.all(servers.map((s) => s.stop()));
}
