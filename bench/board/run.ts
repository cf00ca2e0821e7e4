/**
 * Pipeline board benchmark (issue 18), in Debian's Chromium: a job with 2,000 cards on the
 * `PipelineBoard` vs the same cards as plain divs in twelve scrolling columns (the floor), same page
 * build, same run, alternating which goes first round by round. Prints first render (board vs
 * plain divs), and the p95 frame interval while scrolling the fullest column, while dragging a card
 * by keyboard (Enter on its handle, Tab across columns, Enter drops) and by pointer (the handle
 * dragged across the board and dropped), each against the page's idle frame clock (frames with
 * nothing to do), plus the keyboard's key-to-painted-frame p95. Chromium runs unpaced (no vsync, no
 * frame-rate limit), so a frame interval is that frame's own cost.
 *
 *   pnpm bench:board [cards=2000] [--smoke]
 */
import type { Page } from 'playwright-core';
import { percentile as pct, serveBenchPage } from '../browserPage';
import { median, reportMedians, smoke } from '../harness';

const n = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? (smoke ? 200 : 2000));
const rounds = smoke ? 1 : 3;
const bench = await serveBenchPage(import.meta.dirname, { unpaced: true });

type BenchWindow = {
  renderMs?: number;
  frames: { start(): void; stop(): number[] };
  keyToPaint: number[];
};

/** Frame intervals while `act` runs (or for `idleMs` with nothing to do). */
async function framesDuring(page: Page, act: () => Promise<unknown>): Promise<number[]> {
  await page.evaluate(() => (window as unknown as BenchWindow).frames.start());
  await act();
  return page.evaluate(() => (window as unknown as BenchWindow).frames.stop());
}

/** The grid (column) holding `name`'s card, or '' when it is not mounted. */
const columnOf = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      [...document.querySelectorAll('[role="row"]')]
        .find((row) => row.textContent?.includes(name))
        ?.closest('[role="grid"]')
        ?.getAttribute('aria-label')
        ?.replace(/ \(\d+\)$/, '') ?? '',
    name,
  );

async function load(mode: 'board' | 'naive') {
  const page = await bench.newPage({ width: 1280, height: 900 });
  await page.goto(`${bench.url}?mode=${mode}&n=${n}`);
  await page.waitForFunction(
    () => (window as unknown as BenchWindow).renderMs !== undefined,
    null,
    {
      timeout: smoke ? 20_000 : 120_000,
    },
  );
  const renderMs = await page.evaluate(() => (window as unknown as BenchWindow).renderMs as number);
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  const idle = await framesDuring(page, () => page.waitForTimeout(smoke ? 300 : 1500));
  // The fullest column (the first), top to bottom at 120 px a frame.
  const scroll = await page.evaluate(
    (mode) =>
      new Promise<number[]>((resolve) => {
        const element = document.querySelector<HTMLElement>(
          mode === 'board' ? '[role="grid"]' : '[data-bench-scroll]',
        ) as HTMLElement;
        element.scrollTop = 0;
        const intervals: number[] = [];
        let last = performance.now();
        const tick = () => {
          const now = performance.now();
          intervals.push(now - last);
          last = now;
          const end = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
          if ((end && intervals.length > 10) || intervals.length > 600)
            return resolve(intervals.slice(2));
          element.scrollTop += 120;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    mode,
  );
  await page.evaluate(() => {
    (document.querySelector('[role="grid"], [data-bench-scroll]') as HTMLElement).scrollTop = 0;
  });
  return { page, renderMs, nodes, idle, scroll };
}

/** Waits until `name`'s card shows in another column than `from` (the move was made). */
const leaves = (page: Page, name: string, from: string, timeout = smoke ? 20_000 : 120_000) =>
  page.waitForFunction(
    ([name, from]) =>
      [...document.querySelectorAll('[role="row"]')]
        .find((row) => row.textContent?.includes(name as string))
        ?.closest('[role="grid"]')
        ?.getAttribute('aria-label')
        ?.startsWith(from as string) === false,
    [name, from],
    { timeout },
  );

/** Keyboard moves: Enter on a card's handle, Tab across five columns, Enter drops. */
async function keyboardDrag(page: Page, names: string[]) {
  let landed = 0;
  await page.evaluate(() => {
    (window as unknown as BenchWindow).keyToPaint = [];
  });
  const frames = await framesDuring(page, async () => {
    for (const name of names) {
      const from = await columnOf(page, name);
      await page.getByRole('button', { name: `Move ${name}` }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.closest('[role="grid"]'));
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      // The drop ends the drag; the move lands once its save resolves (counted: a drop that
      // does not land is a wrong answer to report, not a wait to time out on).
      await page.waitForFunction(() => !document.querySelector('[data-dragging]'), null, {
        timeout: smoke ? 20_000 : 120_000,
      });
      landed += await leaves(page, name, from, 5_000).then(
        () => 1,
        () => 0,
      );
    }
  });
  const keys = await page.evaluate(() => (window as unknown as BenchWindow).keyToPaint);
  return { frames, keys, landed };
}

/** A pointer drag: the handle pressed, moved across four columns in 60 steps, dropped. */
async function pointerDrag(page: Page, name: string) {
  const from = await columnOf(page, name);
  // The keyboard moves left the page and the board scrolled to their drop: back to the start.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll('*'))
      if (element.scrollLeft) element.scrollLeft = 0;
  });
  const handle = await page.getByRole('button', { name: `Move ${name}` }).boundingBox();
  const target = await page.getByRole('grid').nth(4).boundingBox();
  if (!handle || !target) throw new Error('board: no handle or target column on screen');
  const frames = await framesDuring(page, async () => {
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + 80, { steps: 60 });
    await page.mouse.up();
    await leaves(page, name, from);
  });
  return frames;
}

const figures = {
  board: [] as Awaited<ReturnType<typeof load>>[],
  naive: [] as Awaited<ReturnType<typeof load>>[],
  keyFrames: [] as number[][],
  keys: [] as number[][],
  landed: [] as number[],
  pointerFrames: [] as number[][],
};
for (let round = 0; round < rounds; round++) {
  for (const mode of round % 2 ? (['naive', 'board'] as const) : (['board', 'naive'] as const)) {
    const result = await load(mode);
    figures[mode].push(result);
    if (mode === 'board') {
      // A fresh page each round: the same first four cards of the fullest column, in view.
      const names = ['Candidate 0001', 'Candidate 0002', 'Candidate 0003'];
      // The pointer drag first, on the page as loaded (the keyboard moves scroll the board).
      figures.pointerFrames.push(await pointerDrag(result.page, 'Candidate 0004'));
      const keyboard = await keyboardDrag(result.page, names);
      figures.keyFrames.push(keyboard.frames);
      figures.keys.push(keyboard.keys);
      figures.landed.push(keyboard.landed);
    }
    await result.page.close();
  }
  // Each round as it ends (a full run is long on a loaded machine).
  const b = figures.board[round];
  const d = figures.naive[round];
  if (b && d)
    console.log(
      `  round ${round + 1}: first render ${b.renderMs.toFixed(0)} vs plain ${d.renderMs.toFixed(0)} ms; p95 frames: idle ${pct(b.idle, 95).toFixed(1)}, scroll ${pct(b.scroll, 95).toFixed(1)} (plain ${pct(d.scroll, 95).toFixed(1)}), keyboard drag ${pct(figures.keyFrames[round] ?? [], 95).toFixed(1)}, key to paint ${pct(figures.keys[round] ?? [], 95).toFixed(1)}, pointer drag ${pct(figures.pointerFrames[round] ?? [], 95).toFixed(1)} ms`,
    );
}
await bench.close();

const f = (x: number) => x.toFixed(1);
const p95 = (xs: number[]) => pct(xs, 95);
console.log(`pipeline board, ${n.toLocaleString('en')} cards on one job (Chromium unpaced)`);
console.log(
  `  DOM elements: board ${figures.board.map((b) => b.nodes).join(', ')}; plain divs ${figures.naive.map((b) => b.nodes).join(', ')}`,
);
console.log(`  keyboard moves that landed: ${figures.landed.map((l) => `${l}/3`).join(', ')}`);
const idle = figures.board.map((b) => p95(b.idle));
const perRound = (subject: number[], baseline: number[]) =>
  subject.map((s, i) => ({ subject: s, baseline: baseline[i] as number }));
const figure = (name: string, subject: string, baseline: string, s: number[], b: number[]) =>
  reportMedians({
    bench: 'board',
    name: `${name}, ${n.toLocaleString('en')} cards`,
    subject,
    baseline,
    subjectMedian: median(s),
    baselineMedian: median(b),
    perRound: perRound(s, b),
    note: `idle frame clock p95 ${idle.map(f).join(', ')} ms`,
  });
figure(
  'first render',
  'PipelineBoard',
  'plain divs',
  figures.board.map((b) => b.renderMs),
  figures.naive.map((b) => b.renderMs),
);
figure(
  'column scroll p95 frame (120 px/frame, unpaced)',
  'PipelineBoard',
  'idle frame clock',
  figures.board.map((b) => p95(b.scroll)),
  idle,
);
figure(
  'column scroll p95 frame (120 px/frame, unpaced)',
  'plain divs',
  'idle frame clock',
  figures.naive.map((b) => p95(b.scroll)),
  figures.naive.map((b) => p95(b.idle)),
);
figure(
  'keyboard drag p95 frame (Enter, 5 × Tab, Enter; 3 moves)',
  'PipelineBoard',
  'idle frame clock',
  figures.keyFrames.map(p95),
  idle,
);
figure(
  'keyboard drag: key to painted frame p95',
  'PipelineBoard',
  'idle frame clock',
  figures.keys.map(p95),
  idle,
);
figure(
  'pointer drag p95 frame (60 moves across 4 columns, drop)',
  'PipelineBoard',
  'idle frame clock',
  figures.pointerFrames.map(p95),
  idle,
);
