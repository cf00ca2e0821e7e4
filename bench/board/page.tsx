// The page the pipeline board benchmark loads: `?mode=board` renders `PipelineBoard` with `n`
// cards on one job (a recruiting funnel: most cards in the first statuses); `?mode=naive` renders
// the same cards as plain divs in the same twelve scrolling columns (the floor): every card
// mounted, no drag and drop, no focus management, no virtualisation. `window.frames` records frame
// intervals between `start()` and `stop()`; `window.keyToPaint` the time from each keydown to the
// next painted frame.

import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  PipelineBoard,
  type PipelineCard,
  pipelineColumns,
} from '../../packages/candidate-table/src/react/PipelineBoard/PipelineBoard';
import { ThemeRoot } from '../../packages/ui/src/index';

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'board';
const n = Number(params.get('n') ?? 2000);

/** Share of the job's candidates per column, in §3 order (a funnel). */
const weights = [30, 15, 10, 8, 8, 4, 3, 6, 6, 4, 5, 1];
const total = weights.reduce((a, b) => a + b, 0);
const cards: PipelineCard[] = [];
for (let i = 0, column = 0, filled = 0; i < n; i++) {
  while (column < weights.length - 1 && filled >= ((weights[column] as number) / total) * n) {
    column++;
    filled = 0;
  }
  filled++;
  cards.push({
    id: i + 1,
    name: `Candidate ${String(i + 1).padStart(4, '0')}`,
    status: pipelineColumns[column] as string,
    detail: `Recruiter ${(i % 7) + 1} · ${(i % 12) + 1} yrs`,
  });
}

const bench = window as unknown as {
  renderMs?: number;
  frames: { start(): void; stop(): number[] };
  keyToPaint: number[];
};
let recording: number[] | null = null;
bench.frames = {
  start() {
    const intervals: number[] = [];
    recording = intervals;
    let last = performance.now();
    const tick = () => {
      if (recording !== intervals) return;
      const now = performance.now();
      intervals.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  },
  stop() {
    const intervals = recording ?? [];
    recording = null;
    return intervals.slice(1);
  },
};
bench.keyToPaint = [];
window.addEventListener(
  'keydown',
  (e) => {
    const t = e.timeStamp;
    requestAnimationFrame(() => setTimeout(() => bench.keyToPaint.push(performance.now() - t)));
  },
  true,
);

/** The floor: the same cards as plain divs in twelve scrolling columns. */
function Naive() {
  const byStatus = new Map<string, PipelineCard[]>(pipelineColumns.map((s) => [s, []]));
  for (const card of cards) byStatus.get(card.status)?.push(card);
  return (
    <div style={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '184px', gap: 8 }}>
      {pipelineColumns.map((status) => (
        <section key={status} style={{ border: '1px solid #ccc', borderRadius: 8 }}>
          <h3 style={{ margin: 0, padding: 8, fontSize: 14 }}>
            {status} {byStatus.get(status)?.length}
          </h3>
          <div data-bench-scroll="" style={{ maxHeight: '70vh', overflowY: 'auto', padding: 4 }}>
            {byStatus.get(status)?.map((card) => (
              <div key={card.id} style={{ padding: 8, margin: 4, border: '1px solid #ddd' }}>
                <div>{card.name}</div>
                <div style={{ fontSize: 12, color: '#555' }}>{card.detail}</div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The board with a host that applies each move at once, as a saved move would. */
function Board() {
  const [shown, setShown] = useState(cards);
  return (
    <PipelineBoard
      cards={shown}
      label="Pipeline of the bench job"
      onMove={async (move) =>
        setShown((cs) => cs.map((c) => (c.id === move.cardId ? { ...c, status: move.to } : c)))
      }
    />
  );
}

const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeRoot theme="light">
    <div style={{ background: 'var(--hrp-color-background)', padding: 8 }}>
      {mode === 'naive' ? <Naive /> : <Board />}
    </div>
  </ThemeRoot>,
);
requestAnimationFrame(() => {
  setTimeout(() => {
    bench.renderMs = performance.now() - start;
  });
});
