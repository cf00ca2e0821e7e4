import { type ThemeName, ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../../.storybook/documents';
import {
  PipelineBoard,
  type PipelineCard,
  type PipelineMove,
  pipelineColumns,
} from './PipelineBoard';

const people: PipelineCard[] = [
  { id: 1, name: 'Ravi Kumar', status: 'Internal Screening', detail: 'Rahul Verma · 4 yrs' },
  { id: 2, name: 'Anita Desai', status: 'Internal Screening', detail: 'Rahul Verma · 6 yrs' },
  { id: 3, name: 'Vikram Singh', status: 'Internal Interview', detail: 'Kiran Sharma · 3 yrs' },
  { id: 4, name: 'Meera Pillai', status: 'Client Interview', detail: 'Kiran Sharma · 8 yrs' },
  { id: 5, name: 'Arjun Nair', status: 'Offer', detail: 'Rahul Verma · 5 yrs' },
  { id: 6, name: 'Sara Thomas', status: 'Onboarded', detail: 'Rahul Verma · 7 yrs' },
  { id: 7, name: 'Dev Patel', status: 'Dropped', detail: 'Kiran Sharma · 2 yrs' },
];

interface HarnessProps {
  cards: PipelineCard[];
  /** Called with every move; a rejection fails it. */
  save: (move: PipelineMove) => Promise<void>;
  theme?: ThemeName;
}

/** A host that keeps the cards and applies each saved move, as a server answer would. */
function Harness({ cards: initial, save, theme = 'light' }: HarnessProps) {
  const [cards, setCards] = useState(initial);
  return (
    <ThemeRoot theme={theme}>
      {/* The page behind a host's board: the theme's background, so dark text sits on dark. */}
      <div style={{ background: 'var(--hrp-color-background)', padding: '8px' }}>
        <button
          type="button"
          onClick={() =>
            setCards((cs) => cs.map((c) => (c.id === 4 ? { ...c, status: 'Offer' } : c)))
          }
        >
          Someone else moves Meera to Offer
        </button>
        <PipelineBoard
          cards={cards}
          label="Pipeline of Senior Java Developer"
          onMove={async (move) => {
            await save(move);
            setCards((cs) => cs.map((c) => (c.id === move.cardId ? { ...c, status: move.to } : c)));
          }}
        />
      </div>
    </ThemeRoot>
  );
}

const meta = {
  title: 'Tables/PipelineBoard',
  ...documents(PipelineBoard, Harness, { layout: 'padded' }),
  args: { cards: people, save: fn(async () => {}) },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvas: HTMLElement, status: string) =>
  within(canvas).getByRole('grid', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
const namesIn = (canvas: HTMLElement, status: string) =>
  within(column(canvas, status))
    .queryAllByRole('row')
    .map((row) => row.textContent ?? '');

/** The status of the column holding the focus (a drop target while dragging), or ''. */
function focusedColumn(): string {
  const grid = document.activeElement?.closest('[role="grid"]');
  return (grid?.getAttribute('aria-label') ?? '').replace(/ \(\d+\)$/, '');
}

/**
 * Moves `name` to `status` by keyboard only: Enter on the card's handle starts the drag on a drop
 * target, Tab goes from column to column, Enter drops. Returns the columns visited.
 */
async function keyboardMove(canvas: HTMLElement, name: string, status: string): Promise<string[]> {
  within(canvas)
    .getByRole('button', { name: `Move ${name}` })
    .focus();
  await userEvent.keyboard('{Enter}');
  const visited: string[] = [];
  await waitFor(() => expect(focusedColumn()).not.toBe(''));
  for (let i = 0; i < 24 && focusedColumn() !== status; i++) {
    visited.push(focusedColumn());
    await userEvent.keyboard('{Tab}');
  }
  await expect(focusedColumn()).toBe(status);
  await userEvent.keyboard('{Enter}');
  return visited;
}

/**
 * Moves `name` to `status` the way a mouse does: the browser's own drag events (dragstart on the
 * card, dragenter/dragover/drop on the point in the middle of the target column — whatever card or
 * gap is there — and dragend), with one DataTransfer carried through, as Chromium sends them.
 */
async function pointerDrag(
  canvas: HTMLElement,
  name: string,
  from: string,
  status: string,
): Promise<void> {
  // The source column in view (a column scrolled out of the window mounts no cards).
  column(canvas, from).scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const row = await within(column(canvas, from)).findByRole('row', { name });
  const list = column(canvas, status);
  const dataTransfer = new DataTransfer();
  // A DataTransfer made by script keeps effectAllowed 'none' whatever the card sets in dragstart
  // (a real drag keeps what it set): both effects as plain fields, as the browser has them.
  const effects: Record<string, string> = { effectAllowed: 'all', dropEffect: 'none' };
  for (const key of Object.keys(effects))
    Object.defineProperty(dataTransfer, key, {
      get: () => effects[key],
      set: (value: string) => {
        effects[key] = value;
      },
    });
  const box = row.getBoundingClientRect();
  const send = (target: Element, type: string, x: number, y: number) =>
    target.dispatchEvent(
      new DragEvent(type, {
        bubbles: true,
        cancelable: true,
        dataTransfer,
        clientX: x,
        clientY: y,
      }),
    );
  send(row, 'dragstart', box.x + 10, box.y + 10);
  await waitFor(() => expect(row).toHaveAttribute('data-dragging'));
  const area = list.getBoundingClientRect();
  const x = area.x + area.width / 2;
  const y = area.y + Math.min(area.height / 2, 120);
  const over = document.elementFromPoint(x, y) ?? list;
  send(over, 'dragenter', x, y);
  send(over, 'dragover', x, y);
  await waitFor(() => expect(list).toHaveAttribute('data-drop-target'));
  send(over, 'dragover', x, y + 1);
  send(over, 'drop', x, y + 1);
  send(row, 'dragend', x, y + 1);
}

const countOf = (canvas: HTMLElement, status: string) =>
  Number(/\((\d+)\)$/.exec(column(canvas, status).getAttribute('aria-label') ?? '')?.[1]);

/** Twelve columns in SPEC §3 order, each with its count; empty columns say so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grids = within(canvasElement).getAllByRole('grid');
    await expect(grids.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Internal Screening (2)',
      'Internal Interview (1)',
      'Peer Review (0)',
      'Client Screening (0)',
      'Client Interview (1)',
      'Interview Reschedule (0)',
      'Interview No-show (0)',
      'Offer (1)',
      'Onboarded (1)',
      'On Hold (0)',
      'Dropped (1)',
      'Duplicate Profile (0)',
    ]);
    await expect(
      within(column(canvasElement, 'Peer Review')).getByText('No candidates'),
    ).toBeVisible();
  },
};

/** Keyboard: Enter on a card's handle, Tab to the next column, Enter drops; then Undo. */
export const KeyboardMoveAndUndo: Story = {
  args: { save: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Comment for the next move (optional)'), 'Strong screen');
    await keyboardMove(canvasElement, 'Vikram Singh', 'Peer Review');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        cardId: 3,
        name: 'Vikram Singh',
        from: 'Internal Interview',
        to: 'Peer Review',
        comment: 'Strong screen',
        isUndo: false,
      }),
    );
    await waitFor(() => expect(namesIn(canvasElement, 'Peer Review')[0]).toContain('Vikram Singh'));
    await expect(c.getByRole('status')).toHaveTextContent(
      'Moved Vikram Singh from Internal Interview to Peer Review',
    );
    await expect(c.getByLabelText('Comment for the next move (optional)')).toHaveValue('');

    await userEvent.click(c.getByRole('button', { name: 'Undo: Vikram Singh to Peer Review' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenLastCalledWith({
        cardId: 3,
        name: 'Vikram Singh',
        from: 'Peer Review',
        to: 'Internal Interview',
        isUndo: true,
      }),
    );
    await waitFor(() =>
      expect(namesIn(canvasElement, 'Internal Interview')[0]).toContain('Vikram Singh'),
    );
    await expect(c.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

/** A refused move puts the card back and says why. */
export const RefusedMove: Story = {
  tags: ['!visual'],
  args: { save: fn(async () => Promise.reject(new Error('Not your candidate'))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await keyboardMove(canvasElement, 'Ravi Kumar', 'Peer Review');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(
        expect.objectContaining({ cardId: 1, to: 'Peer Review', isUndo: false }),
      ),
    );
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('Not your candidate'));
    await expect(namesIn(canvasElement, 'Internal Screening').join()).toContain('Ravi Kumar');
    await expect(c.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

/** A move made elsewhere (the live feed updating `cards`) shows at once. */
export const LiveMoveFromElsewhere: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Someone else moves Meera to Offer' }));
    await waitFor(() => expect(namesIn(canvasElement, 'Offer').join()).toContain('Meera Pillai'));
    await expect(column(canvasElement, 'Client Interview')).toHaveAccessibleName(
      'Client Interview (0)',
    );
  },
};

/** Mouse: a card dragged onto another column (over its cards) moves there, comment and all. */
export const PointerDrag: Story = {
  tags: ['!visual'],
  args: { save: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Comment for the next move (optional)'), 'Good call');
    await pointerDrag(canvasElement, 'Ravi Kumar', 'Internal Screening', 'Offer');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        cardId: 1,
        name: 'Ravi Kumar',
        from: 'Internal Screening',
        to: 'Offer',
        comment: 'Good call',
        isUndo: false,
      }),
    );
    await waitFor(() => expect(countOf(canvasElement, 'Offer')).toBe(2));
    await expect(countOf(canvasElement, 'Internal Screening')).toBe(1);
    await expect(c.getByRole('status')).toHaveTextContent(
      'Moved Ravi Kumar from Internal Screening to Offer',
    );
    // Onto an empty column too.
    await pointerDrag(canvasElement, 'Anita Desai', 'Internal Screening', 'Peer Review');
    await waitFor(() => expect(countOf(canvasElement, 'Peer Review')).toBe(1));
    await expect(countOf(canvasElement, 'Internal Screening')).toBe(0);
  },
};

/** Dark theme. */
export const Dark: Story = { args: { theme: 'dark' } };

/**
 * 2,000 cards on one job, a funnel (most in the first statuses): each column counts all its
 * cards in its header and its grid's name, but mounts only those in view. */
const manyCards: PipelineCard[] = Array.from({ length: 2000 }, (_, i) => ({
  id: 100 + i,
  name: `Candidate ${String(i + 1).padStart(4, '0')}`,
  // 1,000 in Internal Screening, then 500, 250, ... halving down the statuses.
  status: pipelineColumns[Math.min(11, Math.floor(Math.log2(2000 / (2000 - i))))] as string,
  detail: `Recruiter ${(i % 7) + 1} · ${(i % 12) + 1} yrs`,
}));
/**
 * 2,000 cards: only the cards in view are in the page; End (keyboard) reaches the last card of
 * the 1,000 in Internal Screening, which moves by keyboard to another column, both counts follow.
 * Then the column is scrolled deep and, at once, a card there is under the pointer (not the
 * scroller) and drags by mouse to another column.
 */
export const TwoThousandCards: Story = {
  name: '2,000 cards',
  args: { cards: manyCards, save: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const screening = column(canvasElement, 'Internal Screening');
    await expect(screening).toHaveAccessibleName('Internal Screening (1000)');
    await expect(
      within(screening.closest('section') as HTMLElement).getByRole('heading'),
    ).toHaveTextContent('Internal Screening1000');
    const counts = pipelineColumns.map((status) => countOf(canvasElement, status));
    await expect(counts.reduce((a, b) => a + b, 0)).toBe(2000);
    // Virtualised: a screenful of cards per column, not 2,000.
    const mounted = within(canvasElement).getAllByRole('row').length;
    await expect(mounted).toBeGreaterThan(12);
    await expect(mounted).toBeLessThan(400);

    // Keyboard: the first card, then End: the last card scrolls into view, focused.
    within(screening).getAllByRole('row')[0]?.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Candidate 1000'));
    // Focus can land a frame before the column's scroll position is written.
    await waitFor(() => expect(screening.scrollTop).toBeGreaterThan(1000));

    await keyboardMove(canvasElement, 'Candidate 1000', 'Offer');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(
        expect.objectContaining({ cardId: 1099, from: 'Internal Screening', to: 'Offer' }),
      ),
    );
    await waitFor(() => expect(countOf(canvasElement, 'Internal Screening')).toBe(999));
    await expect(countOf(canvasElement, 'Offer')).toBe((counts[7] ?? 0) + 1);
    await expect(c.getByRole('status')).toHaveTextContent(
      'Moved Candidate 1000 from Internal Screening to Offer',
    );
    await expect(namesIn(canvasElement, 'Offer').join()).toContain('Candidate 1000');

    // The board back to its first column and that column scrolled deep: in the next painted
    // frame its cards take the pointer (react-aria's scroller would ignore it for 300 ms).
    screening.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    screening.scrollTop = 30_000;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const area = screening.getBoundingClientRect();
    const under = document
      .elementFromPoint(area.x + area.width / 2, area.y + 40)
      ?.closest('[role="row"]');
    await expect(under?.closest('[role="grid"]')).toBe(screening);
    const name = under?.getAttribute('aria-label') ?? '';
    await expect(Number(name.replace('Candidate ', ''))).toBeGreaterThan(400);
    await pointerDrag(canvasElement, name, 'Internal Screening', 'Client Interview');
    await waitFor(() => expect(countOf(canvasElement, 'Internal Screening')).toBe(998));
    await expect(countOf(canvasElement, 'Client Interview')).toBe((counts[4] ?? 0) + 1);
  },
};
