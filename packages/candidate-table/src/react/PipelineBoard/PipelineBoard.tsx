'use client';
import { assignableCandidateStatuses } from '@hrportal/api-client/contract';
import { Button, FormError, TextField } from '@hrportal/ui';
import { type ReactElement, useCallback, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  type DropItem,
  GridList,
  GridListItem,
  isTextDropItem,
  ListLayout,
  useDragAndDrop,
  Virtualizer,
} from 'react-aria-components';
import * as styles from './PipelineBoard.css';

/**
 * The board's default columns: the candidate pipeline statuses of SPEC §3, in its order.
 *
 * @example
 * pipelineColumns[0]; // 'Internal Screening'
 */
export const pipelineColumns = assignableCandidateStatuses.slice(0, 12);

/** One card: a candidate in a status. */
export interface PipelineCard {
  id: number;
  name: string;
  /** The column it sits in (a card whose status is not a column is not shown). */
  status: string;
  /** A second line (e.g. recruiter · experience). */
  detail?: string;
}

/** A move the user made (or its undo). */
export interface PipelineMove {
  cardId: number;
  name: string;
  from: string;
  to: string;
  /** The comment typed for this move (trimmed), if any. */
  comment?: string;
  /** True when this move undoes the previous one. */
  isUndo: boolean;
}

/** Props of {@link PipelineBoard}. */
export interface PipelineBoardProps {
  cards: readonly PipelineCard[];
  /** @default pipelineColumns */
  columns?: readonly string[];
  /**
   * Saves a move. The board shows the card in its new column while this runs and puts it back if
   * it rejects (the rejection's message is shown).
   */
  onMove: (move: PipelineMove) => Promise<void>;
  /** Accessible name of the board. @default 'Pipeline' */
  label?: string;
  /** Offer a comment field whose text goes with the next move. @default true */
  allowComment?: boolean;
}

const dragType = 'application/x-hrportal-candidate';

async function idsOf(items: DropItem[]): Promise<number[]> {
  const texts = await Promise.all(
    items.filter(isTextDropItem).map((item) => item.getText(dragType).catch(() => '')),
  );
  return texts.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

interface ColumnProps {
  status: string;
  cards: readonly PipelineCard[];
  onDropIds: (ids: number[], to: string) => void;
}

/**
 * Each column is virtualised (react-aria's `Virtualizer` + `ListLayout`): only the cards in view
 * (and the focused or dragged one) are mounted, so a job of 2,000 candidates renders and drags as
 * one of a few dozen. Cards have one fixed height (name and detail on one line each, cut with an
 * ellipsis, the whole text in `title`): the layout needs no measuring.
 */
const layoutOptions = { rowHeight: 60, gap: 4, padding: 4 };
/** Past react-aria's 50 ms focus-after-drop window (see `onRootDrop`). */
const dropSettleMs = 60;

function Column({ status, cards, onDropIds }: ColumnProps) {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({
        [dragType]: String(key),
        'text/plain': cards.find((c) => c.id === Number(key))?.name ?? String(key),
      })),
    acceptedDragTypes: [dragType],
    // The whole column is the one drop target (no positions between cards: the pipeline has no
    // order within a status), so a keyboard user tabs from column to column, and a card dropped
    // anywhere over a column — on a card, between two, below the last, scrolled to any depth —
    // lands in it (react-aria falls back to the root when a card refuses the drop).
    getDropOperation: (target) => (target.type === 'root' ? 'move' : 'cancel'),
    onRootDrop: async (e) => {
      const ids = await idsOf(e.items);
      // The move lands once react-aria's own drop bookkeeping is over. For 50 ms after a drop
      // (useDroppableCollection) it re-focuses the column on every commit whose collection differs
      // from the one before the drop; a card inserted inside that window made each of those
      // commits set focus state again, and now and then React stopped the loop with "Maximum
      // update depth exceeded" and the board unmounted (seen dropping onto an empty column).
      await new Promise((settled) => setTimeout(settled, dropSettleMs));
      onDropIds(ids, status);
    },
  });
  const headingId = `pipeline-${status.replace(/\W+/g, '-')}`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.columnHeader}>
        <span>{status}</span>
        <span className={styles.count}>{cards.length}</span>
      </h3>
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
        <GridList
          aria-label={`${status} (${cards.length})`}
          items={cards}
          dragAndDropHooks={dragAndDropHooks}
          className={styles.list}
          renderEmptyState={() => <div className={styles.empty}>No candidates</div>}
        >
          {(card) => (
            <GridListItem id={card.id} textValue={card.name} className={styles.card}>
              <AriaButton slot="drag" className={styles.handle} aria-label={`Move ${card.name}`}>
                ⠿
              </AriaButton>
              <div className={styles.cardText}>
                <div className={styles.cardName} title={card.name}>
                  {card.name}
                </div>
                {card.detail ? (
                  <div className={styles.cardDetail} title={card.detail}>
                    {card.detail}
                  </div>
                ) : null}
              </div>
            </GridListItem>
          )}
        </GridList>
      </Virtualizer>
    </section>
  );
}

/** The same array as `previous` when it holds the same cards in the same order. */
function same(previous: readonly PipelineCard[] | undefined, next: PipelineCard[]) {
  return previous?.length === next.length && previous.every((card, i) => card === next[i])
    ? previous
    : next;
}

/**
 * A candidate pipeline board: one column per status (SPEC §3 order by default), cards moved by
 * drag and drop with a pointer or the keyboard (react-aria: focus a card, Enter on its handle,
 * Tab to the column, Enter to drop; Escape cancels). Each move calls `onMove` with the optional
 * comment typed above the board; the card shows in its new column at once and goes back if the
 * save fails. "Undo" reverses the last move (another `onMove`, `isUndo: true`). A polite live
 * region says what happened. Cards that change elsewhere arrive through `cards` (live).
 *
 * @example
 * <PipelineBoard cards={cards} onMove={async (m) => save(m.cardId, m.to, m.comment)} />
 */
export function PipelineBoard({
  cards,
  columns = pipelineColumns,
  onMove,
  label = 'Pipeline',
  allowComment = true,
}: PipelineBoardProps) {
  // Moves still being saved: the card shows in its target column until `cards` catches up.
  const [pending, setPending] = useState<ReadonlyMap<number, string>>(new Map());
  const [comment, setComment] = useState('');
  const [last, setLast] = useState<PipelineMove | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');

  // Each column's cards; a column whose cards did not change keeps its array (and skips its render).
  const previous = useRef(new Map<string, readonly PipelineCard[]>());
  const byColumn = useMemo(() => {
    const map = new Map<string, PipelineCard[]>(columns.map((c) => [c, []]));
    for (const card of cards) {
      const status = pending.get(card.id) ?? card.status;
      map.get(status)?.push(status === card.status ? card : { ...card, status });
    }
    const kept = new Map<string, readonly PipelineCard[]>();
    for (const [status, list] of map) kept.set(status, same(previous.current.get(status), list));
    previous.current = kept;
    return kept;
  }, [cards, columns, pending]);

  const move = async (next: PipelineMove) => {
    setError('');
    setPending((p) => new Map(p).set(next.cardId, next.to));
    try {
      await onMove(next);
      setLast(next.isUndo ? null : next);
      setAnnouncement(
        next.isUndo
          ? `Undone: ${next.name} is back in ${next.to}`
          : `Moved ${next.name} from ${next.from} to ${next.to}`,
      );
      if (!next.isUndo) setComment('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setAnnouncement('');
    } finally {
      setPending((p) => {
        const copy = new Map(p);
        copy.delete(next.cardId);
        return copy;
      });
    }
  };

  // Stable across renders: reads the latest cards, pending moves and comment.
  const latest = useRef({ cards, pending, comment, move });
  latest.current = { cards, pending, comment, move };
  const onDropIds = useCallback((ids: number[], to: string) => {
    const { cards: now, pending: moving, comment: text, move: save } = latest.current;
    for (const id of ids) {
      const card = now.find((c) => c.id === id);
      const from = moving.get(id) ?? card?.status;
      if (!card || !from || from === to) continue;
      const trimmed = text.trim();
      void save({
        cardId: id,
        name: card.name,
        from,
        to,
        isUndo: false,
        ...(trimmed ? { comment: trimmed } : {}),
      });
    }
  }, []);

  // A column whose cards did not change keeps its element, which React does not re-render: a
  // move, a live move or a keystroke in the comment renders one or two columns, not twelve. (Not
  // `memo(Column)`: a top-level call the bundler keeps — the minifier drops `@__PURE__` — would
  // carry react-aria's drag and drop into every import of the package, the engine alone too.)
  const rendered = useRef(
    new Map<string, { cards: readonly PipelineCard[]; element: ReactElement }>(),
  );
  const columnElements = useMemo(
    () =>
      columns.map((status) => {
        const list = byColumn.get(status) ?? [];
        const kept = rendered.current.get(status);
        if (kept?.cards === list) return kept.element;
        const element = <Column key={status} status={status} cards={list} onDropIds={onDropIds} />;
        rendered.current.set(status, { cards: list, element });
        return element;
      }),
    [byColumn, columns, onDropIds],
  );

  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.toolbar}>
        {allowComment ? (
          <div className={styles.commentField}>
            <TextField
              label="Comment for the next move (optional)"
              value={comment}
              onChange={setComment}
              maxLength={2000}
            />
          </div>
        ) : null}
        <Button
          tone="neutral"
          isDisabled={!last || pending.size > 0}
          onPress={() =>
            last &&
            move({
              cardId: last.cardId,
              name: last.name,
              from: last.to,
              to: last.from,
              isUndo: true,
            })
          }
        >
          {last ? `Undo: ${last.name} to ${last.to}` : 'Undo'}
        </Button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {announcement}
      </p>
      <FormError message={error} />
      <div className={styles.columns}>{columnElements}</div>
    </section>
  );
}
