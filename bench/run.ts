/**
 * `pnpm bench` (issue 24): every benchmark of `bench/` in one run, each against its floor
 * baseline (measured in the same process, alternating round by round), then every package's
 * gzip size against its budget (`pnpm bundle-size`'s data) and the portal's route sizes; writes
 * bench/RESULTS.md with the machine (cores, memory, Node, load average), the date and the commit.
 *
 *   pnpm bench [--smoke] [--only tables,sdk,...] [--out bench/RESULTS.md]
 *
 * Each benchmark's run (figures, sizes, output, date, commit, machine) is kept in
 * bench/results.json, and RESULTS.md is written from it: `--only realtime,portal` replaces those
 * two runs and keeps every other benchmark's earlier one (the whole suite takes an hour; a change
 * to one part is read again in minutes). `--out` writes only this run, and leaves results.json.
 *
 * `--smoke` (run by `pnpm test`): one short round of each at small sizes, so none rots; its
 * results go to a temporary file unless `--out` names one. Ratios are reported, never asserted:
 * the run fails only when a benchmark itself fails (crashes, wrong answer).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Figure, Sizes } from './harness';

const root = path.dirname(import.meta.dirname);
const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
  },
});
const smoke = args.smoke ?? false;

interface Bench {
  id: string;
  title: string;
  script: string;
  full: string[];
  smoke: string[];
  /** Needs a build first (run once, before the benchmark). */
  before?: string[];
  /** Not in the smoke run: too large for it, and another entry's smoke runs the same script. */
  fullOnly?: true;
}

/** Every benchmark, with the arguments of a full run and of one short smoke round. */
const benches: Bench[] = [
  {
    id: 'tables',
    title: 'Table engine in Node: vs plain arrays and TanStack row models',
    script: 'bench/tables/node.ts',
    full: [],
    smoke: ['--smoke'],
  },
  {
    id: 'tables-browser',
    title: 'Tables in Chromium: filter + sort vs plain arrays, TanStack, AG Grid; scroll frames',
    script: 'bench/tables/browser/run.ts',
    full: [],
    smoke: ['3000', '--smoke'],
  },
  {
    id: 'sdk',
    title: 'SDK call vs raw fetch',
    script: 'bench/sdk/overhead.mjs',
    full: [],
    smoke: ['300'],
    before: ['pnpm', '--filter', '@hrportal/api-client', 'build'],
  },
  {
    id: 'chat',
    title: 'Chat widget in Chromium vs plain DOM rows',
    script: 'bench/chat/run.ts',
    full: [],
    smoke: ['300', '--smoke'],
  },
  {
    id: 'realtime',
    title:
      'Chat round trip vs bare relay and store floor; chat throughput vs one insert per message; live-feed fan-out vs bare SSE',
    script: 'bench/realtime/run.ts',
    full: [],
    smoke: [
      '--messages=30',
      '--window=4',
      '--users=50',
      '--per-user=2',
      '--clients=20',
      '--events=2',
    ],
  },
  {
    id: 'server',
    title: 'Candidate list vs the database floor (PostgreSQL, PGlite), load phase',
    script: 'bench/server/dashboard.ts',
    full: [],
    smoke: ['--candidates', '500', '--seconds', '1', '--driver', 'pglite', '--load-seconds', '1'],
  },
  {
    id: 'server-1m',
    title: 'Candidate list vs the database floor at 1,000,000 candidates (seed kept between runs)',
    script: 'bench/server/dashboard.ts',
    full: [
      '--candidates',
      '1000000',
      '--keep-database',
      'hrp_bench_1m',
      '--seconds',
      '5',
      '--load-seconds',
      '10',
    ],
    smoke: [],
    fullOnly: true,
  },
  {
    id: 'bulk-status',
    title: 'Bulk status change vs single requests',
    script: 'bench/server/bulkStatus.ts',
    full: [],
    smoke: ['--candidates', '20', '--driver', 'pglite'],
  },
  {
    id: 'org',
    title: 'Organisation figures vs an index-range count',
    script: 'bench/server/org.ts',
    full: [],
    smoke: ['--candidates', '300', '--jobs', '20', '--runs', '3', '--driver', 'pglite'],
  },
  {
    id: 'job-funnels',
    title: 'Job funnels vs the same SQL read directly',
    script: 'bench/server/jobFunnels.ts',
    full: [],
    smoke: ['--candidates', '300', '--jobs', '20', '--requests', '3', '--driver', 'pglite'],
  },
  {
    id: 'analytics',
    title: 'Analytics report vs the same SQL statements read directly',
    script: 'bench/server/analytics.ts',
    full: [],
    smoke: ['--candidates', '300', '--jobs', '20', '--runs', '3', '--driver', 'pglite'],
  },
  {
    id: 'uploads',
    title: 'Upload memory: server RSS rise vs a bare node:http reader',
    script: 'bench/server/uploads.ts',
    full: [],
    smoke: ['--concurrent', '2', '--rounds', '1'],
  },
  {
    id: 'ai',
    title: 'Assistant upload to Ready (2-page PDF) vs unpdf in-process',
    script: 'bench/ai/upload.ts',
    full: [],
    smoke: ['--smoke'],
  },
  {
    id: 'meetings',
    title: 'Meetings calendar in Chromium vs plain placed divs',
    script: 'bench/meetings/run.ts',
    full: [],
    smoke: ['200'],
  },
  {
    id: 'board',
    title:
      'Pipeline board in Chromium (2,000 cards): first render vs plain divs; pointer and keyboard drag (checked to land) and scroll frames vs the idle clock',
    script: 'bench/board/run.ts',
    full: [],
    smoke: ['--smoke'],
  },
  {
    id: 'portal',
    title:
      'Portal: initial JS per route, Lighthouse, interaction latency on the repository, pnpm start on a fresh clone',
    script: 'bench/portal/run.ts',
    full: ['--no-start'],
    smoke: ['--no-start', '--no-lighthouse'],
    // It serves the portal from the built reference server (it builds the portal itself).
    before: ['pnpm', '--filter', '@hrportal/server', 'build'],
  },
];

const only = args.only?.split(',');
const unknown = only?.filter((id) => !benches.some((b) => b.id === id)) ?? [];
if (unknown.length) {
  console.error(
    `bench: no benchmark named ${unknown.join(', ')} (${benches.map((b) => b.id).join(', ')})`,
  );
  process.exit(2);
}
const chosen = benches.filter((b) => (!only || only.includes(b.id)) && !(smoke && b.fullOnly));
const work = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-'));
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
const git = (...a: string[]) => spawnSync('git', a, { cwd: root, encoding: 'utf8' }).stdout.trim();
const commit = `${git('rev-parse', '--short', 'HEAD') || 'unknown'}${git('status', '--porcelain') ? ' + uncommitted changes' : ''}`;
const cpu = os.cpus();
const machine = `${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`;

/**
 * One benchmark's run, as bench/results.json keeps it. RESULTS.md is written from these records:
 * a run of some benchmarks (`--only`) replaces theirs and keeps the others' earlier runs, each with
 * its own date, commit and machine.
 */
interface RunRecord {
  id: string;
  title: string;
  status: string;
  seconds: number;
  loadBefore: string;
  date: string;
  commit: string;
  machine: string;
  figures: Figure[];
  sizes: Sizes[];
  output: string;
}

/** Runs one benchmark in its own Node process, echoing and keeping its output. */
function runOne(bench: Bench): Promise<RunRecord> {
  const loadBefore = load();
  const date = new Date().toISOString();
  if (bench.before) {
    const [cmd, ...rest] = bench.before;
    spawnSync(cmd as string, rest, { cwd: root, stdio: 'ignore' });
  }
  // Its own results file: what it reports is its own, whatever `bench` its figures name.
  const resultsFile = path.join(work, `${bench.id}.jsonl`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=@hrportal/source',
        '--import',
        'tsx',
        bench.script,
        ...(smoke ? bench.smoke : bench.full),
      ],
      {
        cwd: root,
        env: { ...process.env, HRP_BENCH_RESULTS: resultsFile, HRP_BENCH_ID: bench.id },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (!smoke) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const records = existsSync(resultsFile)
        ? readFileSync(resultsFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Figure | Sizes)
        : [];
      resolve({
        id: bench.id,
        title: bench.title,
        status: code === 0 ? 'ok' : `failed (${code ?? 'signal'})`,
        seconds: (performance.now() - started) / 1000,
        loadBefore,
        date,
        commit,
        machine,
        figures: records.filter((r): r is Figure => !('sizes' in r)),
        sizes: records.filter((r): r is Sizes => 'sizes' in r),
        output: output.trim(),
      });
    });
  });
}

const startedAt = new Date();
const runs: RunRecord[] = [];
for (const bench of chosen) {
  console.log(`▶ ${bench.id}: ${bench.title} (load average ${load()})`);
  const run = await runOne(bench);
  runs.push(run);
  console.log(
    `${run.status === 'ok' ? '✓' : '✗'} ${bench.id} ${run.seconds.toFixed(0)} s${run.status === 'ok' ? '' : `\n${run.output.slice(-3000)}`}`,
  );
}

// Package sizes against their budgets: `pnpm bundle-size`'s own script, as JSON.
const bundleFile = path.join(work, 'bundle.json');
const bundleRun = spawnSync(process.execPath, ['scripts/bundle-size.mjs'], {
  cwd: root,
  env: { ...process.env, HRP_BUNDLE_JSON: bundleFile },
  encoding: 'utf8',
});
const bundles = existsSync(bundleFile)
  ? (JSON.parse(readFileSync(bundleFile, 'utf8')) as {
      name: string;
      gzipKb: number;
      budgetKb: number;
      leaks: string[];
    }[])
  : [];

// A full run to the default file keeps bench/results.json: the runs of benchmarks not run now
// stay (in the order of `benches`), each with its own date, commit and machine.
const defaultOut = !smoke && !args.out;
const resultsJson = path.join(root, 'bench/results.json');
const kept: RunRecord[] =
  defaultOut && existsSync(resultsJson)
    ? (JSON.parse(readFileSync(resultsJson, 'utf8')) as { runs: RunRecord[] }).runs.filter(
        (r) => !runs.some((now) => now.id === r.id),
      )
    : [];
const order = (id: string) => {
  const i = benches.findIndex((b) => b.id === id);
  return i < 0 ? benches.length : i;
};
const all = [...kept, ...runs].sort((a, b) => order(a.id) - order(b.id));

const fmt = (x: number) =>
  Number.isFinite(x) ? (Math.abs(x) >= 100 ? x.toFixed(0) : x.toPrecision(3)) : '—';
const md: string[] = [
  `# Benchmark results${smoke ? ' (smoke: one short round each, small sizes)' : ''}`,
  '',
  `Written by \`pnpm bench${smoke ? ' --smoke' : ''}\` (bench/run.ts) from ${defaultOut ? '`bench/results.json`' : 'this run'}. Every figure is a subject against its baseline measured in the same process, alternating round by round; ratio = subject median / baseline median (above 1: slower than the baseline); spread = lowest–highest per-round ratio. Ratios are reported, never asserted.`,
  '',
  `- this run: ${startedAt.toISOString()}; commit ${commit} (${git('rev-parse', '--abbrev-ref', 'HEAD')}); ${runs.map((r) => r.id).join(', ') || 'no benchmark'}${kept.length ? `; the other benchmarks keep their earlier runs (date, commit and machine of each in "Runs")` : ''}`,
  `- machine: ${machine}, ${os.platform()} ${os.release()}`,
  `- load average (1, 5, 15 min) at the start: ${runs[0]?.loadBefore ?? load()}; at the end: ${load()} — the machine is shared: read ratios, not absolute times`,
  '',
  '## Figures',
  '',
  '| benchmark | what | subject | median | baseline | median | ratio | spread | rounds | target |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...all.flatMap((r) =>
    r.figures.map(
      (f) =>
        `| ${f.bench} | ${f.name} | ${f.subject} | ${fmt(f.subjectMedian)} ${f.unit} | ${f.baseline} | ${fmt(f.baselineMedian)} ${f.unit} | **${f.ratio.toFixed(2)}×** | ${f.spread[0].toFixed(2)}–${f.spread[1].toFixed(2)}× | ${f.rounds} | ${f.target ?? ''} |`,
    ),
  ),
  '',
  '## Runs',
  '',
  '| benchmark | status | date | commit | machine | seconds | load average before | lines with a ratio in its own output |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...all.map((r) => {
    const ratios = r.output
      .split('\n')
      .filter((l) => /ratio|×/.test(l) && !l.startsWith('|'))
      .slice(0, 12)
      .map((l) => l.trim().replace(/\|/g, '\\|'))
      .join('<br>');
    return `| ${r.id} | ${r.status} | ${r.date.slice(0, 16).replace('T', ' ')} | ${r.commit} | ${r.machine} | ${r.seconds.toFixed(0)} | ${r.loadBefore} | ${ratios} |`;
  }),
  '',
  '## Package sizes (gzip, `pnpm bundle-size`, this run)',
  '',
  '| package entry | gzip KB | budget KB | used |',
  '| --- | --- | --- | --- |',
  ...bundles.map(
    (b) =>
      `| ${b.name} | ${b.gzipKb.toFixed(2)} | ${b.budgetKb} | ${Math.round((100 * b.gzipKb) / b.budgetKb)} %${b.leaks.length ? ` (pulls in ${b.leaks.join(', ')})` : ''} |`,
  ),
  bundleRun.status === 0 ? '' : '\n**bundle-size failed** (over budget or a leak: see above)\n',
  ...all.flatMap((r) =>
    r.sizes.flatMap((s) => [
      `## ${s.title}`,
      '',
      '| what | gzip KB | budget KB |',
      '| --- | --- | --- |',
      ...s.sizes.map((row) => `| ${row.name} | ${row.kb.toFixed(1)} | ${row.budgetKb ?? ''} |`),
      '',
    ]),
  ),
  '## Full output',
  '',
  ...all.flatMap((r) => [
    `<details><summary>${r.id}: ${r.title} (${r.seconds.toFixed(0)} s, ${r.date.slice(0, 10)}, ${r.commit})</summary>`,
    '',
    '```text',
    r.output,
    '```',
    '',
    '</details>',
    '',
  ]),
];
const out =
  args.out ?? (smoke ? path.join(work, 'RESULTS.md') : path.join(root, 'bench/RESULTS.md'));
writeFileSync(out, `${md.join('\n')}\n`);
if (defaultOut) writeFileSync(resultsJson, `${JSON.stringify({ runs: all }, null, 1)}\n`);
const figures = runs.flatMap((r) => r.figures);
console.log(
  `\n${figures.length} figures from ${runs.length} benchmarks → ${path.relative(root, out) || out}${kept.length ? ` (with ${kept.length} earlier runs from bench/results.json)` : ''}`,
);
for (const f of figures)
  console.log(
    `  ${f.bench}: ${f.name}: ${f.subject} / ${f.baseline} ${f.ratio.toFixed(2)}× (${f.spread[0].toFixed(2)}–${f.spread[1].toFixed(2)})`,
  );
const failed = runs.filter((r) => r.status !== 'ok');
rmSync(work, { recursive: true, force: true });
if (failed.length) {
  console.error(`bench: ${failed.map((r) => r.id).join(', ')} failed`);
  process.exit(1);
}
