/**
 * Pipeline board benchmark (issue 18), in Debian's Chromium: a job with 2,000 cards on the
 * `PipelineBoard` vs the same cards as plain divs in twelve scrolling columns (the floor), same page
 * build, same run, alternating which goes first round by round. Prints the DOM element count,
 * first render (board vs plain divs), and the p95 frame interval while dragging a card by pointer
 * (the handle pressed with the mouse, moved across four columns, released), while moving cards by
 * keyboard (Enter on its handle, Tab across columns, Enter drops) and while scrolling the fullest
 * column, each against the page's idle frame clock (frames with nothing to do), plus the keyboard's
 * key-to-painted-frame p95. Chromium runs unpaced (no vsync, no frame-rate limit), so a frame
 * interval is that frame's own cost.
 *
 * Every drag is checked: the source column's count must go down by one and the destination's up
 * by one (and the card be in it). A drag that does not land fails the run — it is a wrong answer,
 * not a figure.
 *
 *   pnpm bench:board [cards=2000] [--smoke]
 */
import type { Page } from 'playwright-core';
import { percentile as pct, serveBenchPage } from '../browserPage';
import { median, reportMedians, smoke } from '../harness';

const n = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? (smoke ? 200 : 2000));
const rounds = smoke ? 1 : 3;
const timeout = smoke ? 30_000 : 180_000;
const bench = await serveBenchPage(import.meta.dirname, { unpaced: true });

type BenchWindow = {
  renderMs?: number;
  frames: { start(): void; stop(): number[] };
  keyToPaint: number[];
};

/** Frame intervals while `act` runs. */
async function framesDuring(page: Page, act: () => Promise<unknown>): Promise<number[]> {
  await page.evaluate(() => (window as unknown as BenchWindow).frames.start());
  await act();
  return page.evaluate(() => (window as unknown as BenchWindow).frames.stop());
}

/** Each column's count, read from its grid's name ("Offer (120)"), in board order. */
const counts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="grid"]')].map((grid) => {
      const [, status = '', count = '0'] =
        /^(.*) \((\d+)\)$/.exec(grid.getAttribute('aria-label') ?? '') ?? [];
      return { status, count: Number(count) };
    }),
  );

/** The column (grid) holding `name`'s card, or '' when it is not mounted. */
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

/**
 * Waits for `name`'s move from column `from` to column `to` (indexes) to land: `from` one card
 * fewer, `to` one more, every other column as it was. Throws (fails the run) when it does not.
 */
async function expectLanded(
  page: Page,
  how: string,
  name: string,
  before: { status: string; count: number }[],
  from: number,
  to: number,
) {
  const want = before.map((c, i) => c.count + (i === from ? -1 : 0) + (i === to ? 1 : 0));
  const deadline = Date.now() + 10_000;
  let now = before;
  while (Date.now() < deadline) {
    now = await counts(page);
    if (now.every((c, i) => c.count === want[i])) break;
    await page.waitForTimeout(100);
  }
  const where = await columnOf(page, name);
  const status = before[to]?.status ?? '';
  if (!now.every((c, i) => c.count === want[i]) || (where !== '' && where !== status))
    throw new Error(
      `board: the ${how} drag of ${name} from ${before[from]?.status} to ${status} did not land ` +
        `(counts ${before.map((c) => c.count).join(',')} → ${now.map((c) => c.count).join(',')}; card in "${where}")`,
    );
}

async function load(mode: 'board' | 'naive') {
  const page = await bench.newPage({ width: 1280, height: 900 });
  await page.goto(`${bench.url}?mode=${mode}&n=${n}`);
  await page.waitForFunction(
    () => (window as unknown as BenchWindow).renderMs !== undefined,
    null,
    { timeout },
  );
  const renderMs = await page.evaluate(() => (window as unknown as BenchWindow).renderMs as number);
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  const idle = await framesDuring(page, () => page.waitForTimeout(smoke ? 300 : 1500));
  return { page, renderMs, nodes, idle };
}

/** The fullest column (the first) scrolled top to bottom at 120 px a frame (at most 600 frames). */
async function scrollColumn(page: Page, mode: 'board' | 'naive') {
  const selector = mode === 'board' ? '[role="grid"]' : '[data-bench-scroll]';
  const intervals = await framesDuring(page, () =>
    page.evaluate(
      (selector) =>
        new Promise<void>((resolve) => {
          const element = document.querySelector(selector) as HTMLElement;
          element.scrollTop = 0;
          let frames = 0;
          const step = () => {
            const end = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
            if ((end && frames > 10) || frames++ > 600) return resolve();
            element.scrollTop += 120;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      selector,
    ),
  );
  await page.evaluate(() => {
    (document.querySelector('[role="grid"], [data-bench-scroll]') as HTMLElement).scrollTop = 0;
  });
  return intervals;
}

/**
 * A real pointer drag (playwright's mouse: Chromium's own drag and drop): `name`'s handle pressed,
 * moved in 60 steps to the middle of the fifth column (four columns over), released.
 */
async function pointerDrag(page: Page, name: string) {
  const before = await counts(page);
  const from = 0;
  const to = 4;
  // Positions as painted: a scroll event (and the columns' re-render on it) comes with the next
  // frame, so coordinates read sooner can be the previous frame's.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const handle = await page.getByRole('button', { name: `Move ${name}` }).boundingBox();
  const target = await page.getByRole('grid').nth(to).boundingBox();
  if (!handle || !target) throw new Error('board: no handle or target column on screen');
  // The pointer goes down on the card itself (its row), or the drag is the bench's mistake.
  const hit = await page.evaluate(
    ([x, y]) =>
      document.elementFromPoint(x as number, y as number)?.closest('[role="row"]')?.textContent ??
      '',
    [handle.x + handle.width / 2, handle.y + handle.height / 2],
  );
  if (!hit.includes(name)) throw new Error(`board: the pointer is not on ${name}'s card (${hit})`);
  const frames = await framesDuring(page, async () => {
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, {
      steps: 60,
    });
    await page.mouse.up();
    await expectLanded(page, 'pointer', name, before, from, to);
  });
  return frames;
}

/** Keyboard moves: Enter on a card's handle, Tab across five columns, Enter drops. */
async function keyboardDrag(page: Page, names: string[]) {
  await page.evaluate(() => {
    (window as unknown as BenchWindow).keyToPaint = [];
  });
  const frames = await framesDuring(page, async () => {
    for (const name of names) {
      const before = await counts(page);
      const from = 0;
      await page.getByRole('button', { name: `Move ${name}` }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.closest('[role="grid"]'), null, {
        timeout,
      });
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      // The column the drop goes to: the grid holding the focus.
      const to = await page.evaluate(() =>
        [...document.querySelectorAll('[role="grid"]')].indexOf(
          document.activeElement?.closest('[role="grid"]') as Element,
        ),
      );
      if (to <= from) throw new Error(`board: keyboard drag of ${name} is on column ${to}`);
      await page.keyboard.press('Enter');
      await expectLanded(page, 'keyboard', name, before, from, to);
    }
  });
  const keys = await page.evaluate(() => (window as unknown as BenchWindow).keyToPaint);
  return { frames, keys };
}

type Loaded = Awaited<ReturnType<typeof load>> & { scroll: number[] };
const figures = {
  board: [] as Loaded[],
  naive: [] as Loaded[],
  keyFrames: [] as number[][],
  keys: [] as number[][],
  pointerFrames: [] as number[][],
};
for (let round = 0; round < rounds; round++) {
  for (const mode of round % 2 ? (['naive', 'board'] as const) : (['board', 'naive'] as const)) {
    const loaded = await load(mode);
    const scroll = await scrollColumn(loaded.page, mode);
    figures[mode].push({ ...loaded, scroll });
    if (mode === 'board') {
      // A fresh page each round: the same cards of the fullest column, at its top. Keyboard
      // first (a pointer drop leaves its column's focus on the next card, where a scripted focus
      // of another handle would go), then every scroll back to the start for the pointer drag.
      const keyboard = await keyboardDrag(loaded.page, ['Candidate 0001', 'Candidate 0002']);
      figures.keyFrames.push(keyboard.frames);
      figures.keys.push(keyboard.keys);
      await loaded.page.evaluate(() => {
        window.scrollTo(0, 0);
        for (const element of document.querySelectorAll('*')) {
          element.scrollLeft = 0;
          element.scrollTop = 0;
        }
      });
      figures.pointerFrames.push(await pointerDrag(loaded.page, 'Candidate 0004'));
    }
    await loaded.page.close();
  }
  const b = figures.board[round];
  const d = figures.naive[round];
  if (b && d)
    console.log(
      `  round ${round + 1}: first render ${b.renderMs.toFixed(0)} vs plain ${d.renderMs.toFixed(0)} ms; p95 frames: idle ${pct(b.idle, 95).toFixed(1)}, pointer drag ${pct(figures.pointerFrames[round] ?? [], 95).toFixed(1)} (landed), keyboard drag ${pct(figures.keyFrames[round] ?? [], 95).toFixed(1)} (landed), key to paint ${pct(figures.keys[round] ?? [], 95).toFixed(1)}, scroll ${pct(b.scroll, 95).toFixed(1)} (plain ${pct(d.scroll, 95).toFixed(1)}) ms`,
    );
}
await bench.close();

const f = (x: number) => x.toFixed(1);
const p95 = (xs: number[]) => pct(xs, 95);
console.log(`pipeline board, ${n.toLocaleString('en')} cards on one job (Chromium unpaced)`);
console.log(
  `  DOM elements: board ${figures.board.map((b) => b.nodes).join(', ')}; plain divs ${figures.naive.map((b) => b.nodes).join(', ')}`,
);
console.log(
  `  drags that landed: pointer ${rounds}/${rounds}, keyboard ${2 * rounds}/${2 * rounds} (a miss fails the run)`,
);
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
    note: `idle frame clock p95 ${idle.map(f).join(', ')} ms; DOM elements ${figures.board.map((b) => b.nodes).join(', ')}`,
  });
figure(
  'first render',
  'PipelineBoard',
  'plain divs',
  figures.board.map((b) => b.renderMs),
  figures.naive.map((b) => b.renderMs),
);
figure(
  'pointer drag p95 frame (mouse down, 60 moves across 4 columns, up; landed)',
  'PipelineBoard',
  'idle frame clock',
  figures.pointerFrames.map(p95),
  idle,
);
figure(
  'keyboard move p95 frame (Enter, 5 × Tab, Enter; 2 moves, landed)',
  'PipelineBoard',
  'idle frame clock',
  figures.keyFrames.map(p95),
  idle,
);
figure(
  'keyboard move: key to painted frame p95',
  'PipelineBoard',
  'idle frame clock',
  figures.keys.map(p95),
  idle,
);
figure(
  'column scroll p95 frame (120 px/frame)',
  'PipelineBoard',
  'idle frame clock',
  figures.board.map((b) => p95(b.scroll)),
  idle,
);
figure(
  'column scroll p95 frame (120 px/frame)',
  'plain divs',
  'idle frame clock',
  figures.naive.map((b) => p95(b.scroll)),
  figures.naive.map((b) => p95(b.idle)),
);
