import { type CalendarDate, parseDate, type ZonedDateTime } from '@internationalized/date';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type CalendarEvent, shiftViewed, type ViewedEvent } from '../model/calendar';

/** What a view needs to let a meeting be dragged (or moved with the keyboard). */
export interface MoveProps {
  /** Whether the viewer may change this meeting (organiser, management). */
  canMove?: (event: CalendarEvent) => boolean;
  /** A meeting dropped at new instants (snapped to 15 minutes, or whole days in the month). */
  onMove?: (event: CalendarEvent, start: ZonedDateTime, end: ZonedDateTime) => void;
}

/** A move in progress: the meeting, how (whole or its end), and by how much. */
interface Draft {
  viewed: ViewedEvent;
  mode: 'move' | 'resize';
  minutes: number;
  days: number;
  /** Keyboard drafts are announced (Enter saves); pointer drafts drop on release. */
  via: 'pointer' | 'keyboard';
}

/** Minutes of the grid a drag snaps to. */
export const snapMinutes = 15;

/**
 * Where a draft puts its meeting (the viewer's zone): its end moved, or shifted whole — the days
 * in the meeting's own zone (its time of day there stays), then the minutes.
 */
function draftRange(draft: Draft): { start: ZonedDateTime; end: ZonedDateTime } {
  const { viewed, mode, minutes, days } = draft;
  if (mode === 'resize') {
    const end = viewed.end.add({ minutes });
    const shortest = viewed.start.add({ minutes: snapMinutes });
    return { start: viewed.start, end: end.compare(shortest) < 0 ? shortest : end };
  }
  return shiftViewed(viewed, days, minutes);
}

/** The change of minutes that puts `from` (minutes of its day) plus `raw` on the 15-minute grid. */
export const snapped = (from: number, raw: number) =>
  Math.round((from + raw) / snapMinutes) * snapMinutes - from;

/** Minutes since midnight of an instant in its zone. */
export const minutesOf = (at: ZonedDateTime) => at.hour * 60 + at.minute;

const modifierKeys = new Set(['Alt', 'Shift', 'Control', 'Meta', 'AltGraph']);

/** A pointer pressed on a meeting: where, on which day's cell or column, and how. */
interface PressedPointer {
  id: number;
  x: number;
  y: number;
  mode: 'move' | 'resize';
  viewed: ViewedEvent;
  /** The day of the cell or column the meeting was pressed in (`data-date`). */
  origin: CalendarDate | null;
  active: boolean;
}

/** How a view turns pointer travel and Alt+arrows into a draft. */
interface MoveGeometry {
  /** The day under a point, or null when none (or the view has one day). */
  dayAt: (x: number, y: number) => CalendarDate | null;
  /** Minutes moved by a pointer `dy` pixels down (0 in a view of whole days). */
  minutesFor: (pressed: PressedPointer, dy: number) => number;
  /** Alt+key → [minutes, days]; Alt+Shift+Up/Down change the end when `resize` is on. */
  steps: Record<string, [number, number]>;
  resize: boolean;
}

/**
 * The one code path of moving a meeting in every view: pointer drag with capture and a 4 px
 * threshold (a finger on the body scrolls; a `data-handle` inside resizes), Alt+arrow keyboard
 * drafts that Enter saves and Escape cancels, the draft state a view paints as a ghost, and the
 * focus back on the meeting after a keyboard save.
 */
export function useMeetingMove(
  props: MoveProps,
  container: RefObject<HTMLElement | null>,
  geometry: MoveGeometry,
  /** Called after a keyboard draft is saved (the month moves its focused day along). */
  onKeyboardCommit?: (range: { start: ZonedDateTime; end: ZonedDateTime }) => void,
) {
  const [draft, setDraftState] = useState<Draft | null>(null);
  const draftRef = useRef<Draft | null>(null);
  const setDraft = (next: Draft | null) => {
    draftRef.current = next;
    setDraftState(next);
  };
  const pointer = useRef<PressedPointer | null>(null);
  const dragged = useRef(false);
  const refocus = useRef<string | null>(null);
  const hintId = useId();
  useEffect(() => {
    const key = refocus.current;
    if (draft || !key) return;
    refocus.current = null;
    container.current
      ?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)
      ?.focus({ preventScroll: true });
  });
  const movable = (viewed: ViewedEvent) =>
    Boolean(props.onMove) && !viewed.event.allDay && (props.canMove?.(viewed.event) ?? true);
  const commit = () => {
    const current = draftRef.current;
    setDraft(null);
    if (!current || (current.minutes === 0 && current.days === 0)) return;
    const range = draftRange(current);
    props.onMove?.(current.viewed.event, range.start, range.end);
    if (current.via === 'keyboard') onKeyboardCommit?.(range);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLElement>) => {
    const p = pointer.current;
    if (!p || p.id !== event.pointerId) return;
    const dx = event.clientX - p.x;
    const dy = event.clientY - p.y;
    if (!p.active && Math.hypot(dx, dy) < 4) return;
    p.active = true;
    let days = 0;
    if (p.mode === 'move' && p.origin) {
      const under = geometry.dayAt(event.clientX, event.clientY);
      if (under) days = under.compare(p.origin);
    }
    const next: Draft = {
      viewed: p.viewed,
      mode: p.mode,
      minutes: geometry.minutesFor(p, dy),
      days,
      via: 'pointer',
    };
    const last = draftRef.current;
    if (!last || last.minutes !== next.minutes || last.days !== next.days) setDraft(next);
  };
  const endPointer = (event: React.PointerEvent<HTMLElement>, cancelled: boolean) => {
    const p = pointer.current;
    if (!p || p.id !== event.pointerId) return;
    pointer.current = null;
    if (!p.active) return;
    dragged.current = true;
    if (cancelled) setDraft(null);
    else commit();
  };
  /** Spread on a meeting's button: its pointer drag, when the viewer may move it. */
  const pointerHandlers = (viewed: ViewedEvent) =>
    movable(viewed)
      ? {
          onPointerDown: (event: React.PointerEvent<HTMLElement>) => {
            if (event.button !== 0 || pointer.current) return;
            const onHandle =
              geometry.resize && (event.target as HTMLElement).dataset.handle !== undefined;
            // A finger on the body scrolls; the bottom handle resizes.
            if (event.pointerType === 'touch' && !onHandle) return;
            const day = event.currentTarget.closest<HTMLElement>('[data-date]')?.dataset.date;
            pointer.current = {
              id: event.pointerId,
              x: event.clientX,
              y: event.clientY,
              mode: onHandle ? 'resize' : 'move',
              viewed,
              origin: day ? parseDate(day) : null,
              active: false,
            };
            dragged.current = false;
            try {
              event.currentTarget.setPointerCapture(event.pointerId);
            } catch {
              // A pointer the browser does not track (synthetic): moves still reach the button.
            }
          },
          onPointerMove,
          onPointerUp: (event: React.PointerEvent<HTMLElement>) => endPointer(event, false),
          onPointerCancel: (event: React.PointerEvent<HTMLElement>) => endPointer(event, true),
          onLostPointerCapture: (event: React.PointerEvent<HTMLElement>) => endPointer(event, true),
        }
      : {};
  /** Whether this click ends a drag (then it is not an "open"); reading it resets it. */
  const endsDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };
  /**
   * A view's key handler calls this first: Alt+arrows on a meeting make or extend a keyboard
   * draft, Enter saves it, Escape drops it, and any other key drops it. True when handled.
   */
  const onMoveKey = (
    event: KeyboardEvent<HTMLElement>,
    byKey: (key: string) => ViewedEvent | undefined,
  ) => {
    // Pressing Alt or Shift again between steps keeps a keyboard move going.
    if (modifierKeys.has(event.key)) return true;
    const target = event.target as HTMLElement;
    const key = target.dataset.key;
    const viewed = key !== undefined ? byKey(key) : undefined;
    if (viewed && movable(viewed) && moveKey(event, viewed)) return true;
    if (draftRef.current && pointer.current === null) setDraft(null);
    return false;
  };
  const moveKey = (event: KeyboardEvent<HTMLElement>, viewed: ViewedEvent) => {
    const key = viewed.event.key;
    const current = draftRef.current?.viewed.event.key === key ? draftRef.current : null;
    if (current && (event.key === 'Enter' || event.key === 'Escape')) {
      event.preventDefault();
      event.stopPropagation();
      refocus.current = key;
      if (event.key === 'Enter') commit();
      else setDraft(null);
      return true;
    }
    if (!event.altKey) return false;
    const delta = geometry.steps[event.key];
    if (!delta) return false;
    event.preventDefault();
    const resize = geometry.resize && event.shiftKey && delta[1] === 0;
    const base: Draft =
      current && current.mode === (resize ? 'resize' : 'move')
        ? current
        : { viewed, mode: resize ? 'resize' : 'move', minutes: 0, days: 0, via: 'keyboard' };
    const from = minutesOf(resize ? viewed.end : viewed.start);
    setDraft({
      ...base,
      minutes: delta[0] === 0 ? base.minutes : snapped(from, base.minutes + delta[0]),
      days: base.days + delta[1],
    });
    return true;
  };
  return {
    draft,
    ghost: draft ? { ...draftRange(draft), viewed: draft.viewed } : null,
    movable,
    pointerHandlers,
    endsDrag,
    onMoveKey,
    hintId,
  };
}
