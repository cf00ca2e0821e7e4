/**
 * Meetings calendar benchmark (issue 20), in Debian's Chromium: 2,000 meetings in a month and in
 * one week, the calendar widget vs the same meetings as plain placed divs (the floor), same page
 * build, same run. Prints first render, the time of a view switch (Month → Week → Day → Agenda,
 * click to the next painted frame, p95 over rounds), and the p95 frame time while scrolling the
 * week grid, with the ratios to the floor and the idle frame clock. Chromium runs unpaced (no
 * vsync, no frame-rate limit), so a frame interval is that frame's own cost.
 *
 *   pnpm bench:meetings [meetings=2000]
 */
import { percentile as pct, serveBenchPage } from '../browserPage';
import { reportMedians } from '../harness';

const n = Number(process.argv[2] ?? 2000);
const bench = await serveBenchPage(import.meta.dirname, { unpaced: true });

async function measure(mode: 'widget' | 'naive', spread: 'month' | 'week') {
  const page = await bench.newPage();
  await page.goto(`${bench.url}?mode=${mode}&n=${n}&spread=${spread}`);
  await page.waitForFunction(() => (window as { renderMs?: number }).renderMs !== undefined, null, {
    timeout: 120_000,
  });
  const renderMs = await page.evaluate(() => (window as unknown as { renderMs: number }).renderMs);
  // View switches: click a view button, wait for the frame that shows it.
  const switches = await page.evaluate(async () => {
    const times: number[] = [];
    const order = ['Week', 'Day', 'Agenda', 'Month'];
    for (let round = 0; round < 5; round++) {
      for (const label of order) {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === label,
        );
        const t = performance.now();
        button?.click();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        times.push(performance.now() - t);
      }
    }
    return times;
  });
  // Scroll the week grid top to bottom, 120 px a frame; then idle frames (the page's clock).
  await page.evaluate(() =>
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Week')?.click(),
  );
  const frameIntervals = (step: number) =>
    page.evaluate(
      (step) =>
        new Promise<number[]>((resolve) => {
          const element =
            document.querySelector<HTMLElement>('[data-bench-scroll]') ??
            (document.querySelector('[role="group"][data-date]')?.parentElement as HTMLElement);
          element.scrollTop = 0;
          const intervals: number[] = [];
          let last = performance.now();
          const tick = () => {
            const now = performance.now();
            intervals.push(now - last);
            last = now;
            const end = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
            const done = step ? end && intervals.length > 10 : intervals.length >= 302;
            if (done || intervals.length > 3000) return resolve(intervals.slice(2));
            element.scrollTop += step;
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      step,
    );
  const scroll = await frameIntervals(120);
  const idle = await frameIntervals(0);
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  await page.close();
  return {
    renderMs,
    switchP95: pct(switches, 95),
    switchP50: pct(switches, 50),
    scrollP95: pct(scroll, 95),
    idleP95: pct(idle, 95),
    nodes,
  };
}

const f = (x: number) => x.toFixed(1);
const r = (a: number, b: number) => (a / b).toFixed(2);
console.log(
  `meetings calendar, ${n.toLocaleString('en')} meetings (Chromium unpaced, production build)`,
);
for (const spread of ['month', 'week'] as const) {
  const widget = await measure('widget', spread);
  const naive = await measure('naive', spread);
  console.log(`in a ${spread}:`);
  console.log(
    `  first render: widget ${f(widget.renderMs)} ms, plain divs ${f(naive.renderMs)} ms → ratio ${r(widget.renderMs, naive.renderMs)}`,
  );
  console.log(
    `  view switch (click to painted frame): widget p95 ${f(widget.switchP95)} ms, median ${f(widget.switchP50)} ms; plain divs p95 ${f(naive.switchP95)} ms, median ${f(naive.switchP50)} ms → p95 ratio ${r(widget.switchP95, naive.switchP95)}`,
  );
  console.log(
    `  week grid scroll p95 frame: widget ${f(widget.scrollP95)} ms, plain divs ${f(naive.scrollP95)} ms → ratio ${r(widget.scrollP95, naive.scrollP95)} (target ≤ 16.7 ms)`,
  );
  console.log(
    `  idle frame clock p95: widget page ${f(widget.idleP95)} ms, plain divs page ${f(naive.idleP95)} ms; DOM nodes: widget ${widget.nodes.toLocaleString('en')}, plain divs ${naive.nodes.toLocaleString('en')}`,
  );
  const figure = (name: string, subject: number, baseline: number, target?: string) =>
    reportMedians({
      note: `idle frame clock p95 ${f(widget.idleP95)} ms`,
      bench: 'meetings',
      name: `${name}, ${n.toLocaleString('en')} meetings in a ${spread}`,
      subject: 'calendar widget',
      baseline: 'plain placed divs',
      subjectMedian: subject,
      baselineMedian: baseline,
      ...(target ? { target } : {}),
    });
  figure('first render', widget.renderMs, naive.renderMs);
  figure('view switch p95 (click to painted frame)', widget.switchP95, naive.switchP95);
  figure(
    'week grid scroll p95 frame (unpaced)',
    widget.scrollP95,
    naive.scrollP95,
    'widget ≤ 16.7 ms',
  );
}
await bench.close();
