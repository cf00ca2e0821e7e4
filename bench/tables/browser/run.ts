/**
 * Tables benchmark in Debian's Chromium (issue 7), production build, one run:
 * - a chip filter (client AND skills) and a sort through the table's engine vs the same done with
 *   plain array code in the same page (target ≤ 1.5×) and vs TanStack Table's default row models
 *   (target ≥ 5× faster);
 * - time to first render of the DataTable with all rows in memory;
 * - p95 frame time scrolling a virtualized page of every row from top to bottom (target 16.7 ms);
 * - JS heap the table adds, against the raw rows (target ≤ 2×).
 *
 *   pnpm bench:tables-browser [rows=100000] [--million]
 */
import { serveBenchPage } from '../../browserPage';

const sizes = [
  Number(process.argv[2] ?? 100_000),
  ...(process.argv.includes('--million') ? [1_000_000] : []),
];

const bench = await serveBenchPage(import.meta.dirname);
const url = bench.url;
const f = (x: number) => x.toFixed(1);

for (const n of sizes) {
  const page = await bench.newPage({ width: 1400, height: 900 });
  await page.goto(`${url}?n=${n}`);
  await page.waitForFunction(() => (window as { ready?: boolean }).ready === true, null, {
    timeout: 300_000,
  });
  const q = await page.evaluate(() =>
    (window as unknown as { measureQueries: () => Record<string, number> }).measureQueries(),
  );
  const pageSize = n <= 200_000 ? n : 50;
  const mount = await page.evaluate(
    (size) =>
      (
        window as unknown as { mountTable: (s: number) => Promise<Record<string, number>> }
      ).mountTable(size),
    pageSize,
  );
  const rawMb = await page.evaluate(() => (window as unknown as { rawMb: number }).rawMb);
  console.log(`${n.toLocaleString('en')} rows (${f(rawMb)} MB of raw rows), ${q.matches} matches`);
  console.log(`  index build (once per rows array): ${f(q.indexMs ?? 0)} ms`);
  console.log(
    `  chip filter + sort: table engine ${f(q.engineMs ?? 0)} ms, plain array code ${f(q.plainMs ?? 0)} ms → ratio ${((q.engineMs ?? 0) / (q.plainMs ?? 1)).toFixed(2)} (target ≤ 1.5)`,
  );
  console.log(
    Number.isNaN(q.tanstackMs)
      ? '  vs TanStack default row models: skipped above 200,000 rows (they would not fit in the tab)'
      : `  vs TanStack default row models ${f(q.tanstackMs ?? 0)} ms → ours ${((q.tanstackMs ?? 0) / (q.engineMs ?? 1)).toFixed(1)}× faster (target ≥ 5)`,
  );
  console.log(
    `  first render (page of ${pageSize.toLocaleString('en')}, index included): ${f(mount.renderMs ?? 0)} ms`,
  );
  console.log(
    `  heap added by the table: ${((mount.heapRatio ?? 0) + 1).toFixed(2)}× the raw rows in total (target ≤ 2)`,
  );
  if (pageSize === n) {
    for (const step of [500, 2000]) {
      await page.evaluate(() => {
        const scroller = document.querySelector('table')?.parentElement;
        if (scroller) scroller.scrollTop = 0;
      });
      const scroll = await page.evaluate(
        (px) =>
          (window as unknown as { scroll: (px: number) => Promise<Record<string, number>> }).scroll(
            px,
          ),
        step,
      );
      const idle = await page.evaluate(
        (frames) =>
          (
            window as unknown as { idleFrames: (n: number) => Promise<Record<string, number>> }
          ).idleFrames(frames),
        Math.max(60, Math.min(600, scroll.frames ?? 60)),
      );
      console.log(
        `  scroll top to bottom, ${step} px per frame: p95 frame ${f(scroll.p95 ?? 0)} ms over ${scroll.frames} frames (target ≤ 16.7); idle frame clock p95 ${f(idle.p95 ?? 0)} ms → ratio ${((scroll.p95 ?? 0) / (idle.p95 || 1)).toFixed(2)}`,
      );
    }
  }
  await page.close();
}
await bench.close();
