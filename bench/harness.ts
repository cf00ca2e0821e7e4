/**
 * The shared shape of a benchmark figure (issue 24): a subject against its baseline, measured in
 * the same process in alternating rounds (baseline first on even rounds, subject first on odd
 * ones, so neither always runs on the warmer or the quieter side), reported as both medians, the
 * ratio and its spread over the rounds. `pnpm bench` collects every figure into bench/RESULTS.md;
 * a benchmark run on its own prints them. Ratios are reported, never asserted.
 */
import { appendFileSync } from 'node:fs';

/** One figure of `pnpm bench`. */
export interface Figure {
  /** Which benchmark (`tables`, `sdk`, `server`, ...). */
  bench: string;
  /** What was measured, e.g. "chip filter + sort, 100,000 rows". */
  name: string;
  subject: string;
  baseline: string;
  /** Medians over all samples of each side, in `unit`. */
  subjectMedian: number;
  baselineMedian: number;
  unit: string;
  /** subjectMedian / baselineMedian (for a rate, baseline / subject: above 1 is worse). */
  ratio: number;
  /** Lowest and highest of the per-round ratios. */
  spread: [number, number];
  rounds: number;
  /** A target, as text ("≤ 1.5×"), when the issue set one. */
  target?: string;
  note?: string;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Prints a figure and, under `pnpm bench`, appends it to the run's results file. */
export function report(figure: Figure): Figure {
  const f = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toPrecision(3));
  console.log(
    `  ${figure.name}: ${figure.subject} ${f(figure.subjectMedian)} ${figure.unit} vs ${figure.baseline} ${f(figure.baselineMedian)} ${figure.unit} → ${figure.ratio.toFixed(2)}× (rounds ${figure.spread[0].toFixed(2)}–${figure.spread[1].toFixed(2)}×, ${figure.rounds} rounds)${figure.target ? `, target ${figure.target}` : ''}`,
  );
  const file = process.env.HRP_BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
  return figure;
}

/**
 * Reports a figure a benchmark measured its own way (its own rounds, or one pass of each side):
 * ratio = subject / baseline (for a rate, `rate: true`, baseline / subject: above 1 is worse
 * either way); spread over `perRound` (each round's subject and baseline) when it has rounds,
 * else the one ratio (1 round).
 */
export function reportMedians(
  options: Omit<Figure, 'unit' | 'ratio' | 'spread' | 'rounds'> & {
    unit?: string;
    rate?: boolean;
    perRound?: readonly { subject: number; baseline: number }[];
  },
): Figure {
  const { rate, perRound: rounds = [], unit = 'ms', ...figure } = options;
  const of = (subject: number, baseline: number) =>
    rate ? baseline / subject : subject / baseline;
  const ratio = of(figure.subjectMedian, figure.baselineMedian);
  const perRound = rounds.map((r) => of(r.subject, r.baseline));
  return report({
    ...figure,
    unit,
    ratio,
    spread: perRound.length ? [Math.min(...perRound), Math.max(...perRound)] : [ratio, ratio],
    rounds: perRound.length || 1,
  });
}

/** One side of {@link alternate}: a label and one timed sample (ms), or a sample it times itself. */
export interface Side {
  label: string;
  /** Runs once; returns its own measurement, or nothing to be timed with performance.now(). */
  run: () => unknown | Promise<unknown>;
}

/**
 * Runs `subject` and `baseline` `samples` times each per round, for `rounds` rounds, alternating
 * which goes first; each sample is the run's duration in ms, or the number it returned.
 */
export async function alternate(options: {
  bench: string;
  name: string;
  subject: Side;
  baseline: Side;
  rounds: number;
  samples?: number;
  warmup?: number;
  target?: string;
  note?: string;
  unit?: string;
}): Promise<Figure> {
  const { rounds, samples = 5, warmup = 1 } = options;
  const sample = async (side: Side) => {
    const start = performance.now();
    const value = await side.run();
    const elapsed = performance.now() - start;
    return typeof value === 'number' && options.unit !== undefined ? value : elapsed;
  };
  for (let i = 0; i < warmup; i++) {
    await sample(options.baseline);
    await sample(options.subject);
  }
  const all = { subject: [] as number[], baseline: [] as number[] };
  const perRound: { subject: number; baseline: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const order =
      round % 2 === 0 ? (['baseline', 'subject'] as const) : (['subject', 'baseline'] as const);
    const mine = { subject: [] as number[], baseline: [] as number[] };
    for (const which of order)
      for (let i = 0; i < samples; i++) mine[which].push(await sample(options[which]));
    all.subject.push(...mine.subject);
    all.baseline.push(...mine.baseline);
    perRound.push({ subject: median(mine.subject), baseline: median(mine.baseline) });
  }
  return reportMedians({
    bench: options.bench,
    name: options.name,
    subject: options.subject.label,
    baseline: options.baseline.label,
    subjectMedian: median(all.subject),
    baselineMedian: median(all.baseline),
    perRound,
    ...(options.unit ? { unit: options.unit } : {}),
    ...(options.target ? { target: options.target } : {}),
    ...(options.note ? { note: options.note } : {}),
  });
}

/** `--smoke` on the command line: one short round of everything (what `pnpm test` runs). */
export const smoke = process.argv.includes('--smoke');

/** A table of sizes (gzip KB) for bench/RESULTS.md, e.g. the portal's routes. */
export interface Sizes {
  title: string;
  sizes: { name: string; kb: number; budgetKb?: number }[];
}

/** Under `pnpm bench`, adds a size table to the run's results. */
export function reportSizes(table: Sizes): void {
  const file = process.env.HRP_BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(table)}\n`);
}
