import { type ThemeName, ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../../.storybook/documents';
import { PipelineBoard, type PipelineCard, type PipelineMove } from './PipelineBoard';

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

/** Dark theme. */
export const Dark: Story = { args: { theme: 'dark' } };
