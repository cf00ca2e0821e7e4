'use client';
import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** A row to render: its index in the list, its key and its top offset in pixels. */
interface WindowRow {
  index: number;
  key: string;
  start: number;
}

/** Options of {@link useMessageWindow}. */
export interface MessageWindowOptions {
  /** One stable key per message, oldest first. */
  keys: readonly string[];
  /** The scrolling element. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Height assumed for a row not measured yet. @default 64 */
  estimate?: number;
  /** Extra pixels rendered above and below the viewport. @default 480 */
  overscan?: number;
  /** Distance from the bottom, in pixels, that still counts as "at the newest message". @default 48 */
  bottomSlack?: number;
}

/** The first index whose row ends below `y` (`starts` holds n + 1 running offsets). */
function rowAt(starts: Float64Array, y: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((starts[mid + 1] as number) <= y) low = mid + 1;
    else high = mid;
  }
  return Math.max(0, low);
}

/**
 * The chat log's own windowing (10,000 messages render like 20), built for a chat rather than
 * general lists, in about 1 KB: rows of any height, measured as they mount and whenever they
 * resize; opens at the newest message and stays there while the reader is at the bottom (new
 * messages, late measurements); otherwise keeps the first visible row still when rows above it
 * change size or older history is prepended.
 */
export function useMessageWindow({
  keys,
  scrollRef,
  estimate = 64,
  overscan = 480,
  bottomSlack = 48,
}: MessageWindowOptions) {
  const sizes = useRef(new Map<string, number>()).current;
  const [version, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, height: 0 });
  const dirty = useRef(false);
  const pinned = useRef(true);
  const anchor = useRef<{ key: string; start: number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-reads the measured sizes
  const starts = useMemo(() => {
    const offsets = new Float64Array(keys.length + 1);
    for (let i = 0; i < keys.length; i++)
      offsets[i + 1] = (offsets[i] as number) + (sizes.get(keys[i] as string) ?? estimate);
    return offsets;
  }, [keys, version, estimate, sizes]);
  const indexOf = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const total = starts[keys.length] as number;
  const live = useRef({ starts, keys });
  live.current = { starts, keys };

  const record = useCallback(
    (element: HTMLElement) => {
      const key = element.dataset.key;
      const height = element.offsetHeight;
      if (key === undefined || height === 0 || sizes.get(key) === height) return false;
      sizes.set(key, height);
      dirty.current = true;
      return true;
    },
    [sizes],
  );

  const readView = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const { starts: s, keys: k } = live.current;
    const top = element.scrollTop;
    pinned.current = element.scrollHeight - top - element.clientHeight < bottomSlack;
    const index = rowAt(s, top);
    anchor.current = k.length > 0 ? { key: k[index] as string, start: s[index] as number } : null;
    setView((v) =>
      v.top === top && v.height === element.clientHeight
        ? v
        : { top, height: element.clientHeight },
    );
  }, [scrollRef, bottomSlack]);

  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            if (target === scrollRef.current) changed = true;
            else if (record(target)) changed = true;
          }
          if (changed) {
            dirty.current = false;
            setVersion((v) => v + 1);
          }
        }),
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  const observedScroller = useRef<HTMLElement | null>(null);

  // After every render: measurements taken while mounting rows re-render before paint; then the
  // scroll position follows the bottom, or keeps the anchor row where the reader saw it.
  useLayoutEffect(() => {
    if (dirty.current) {
      dirty.current = false;
      setVersion((v) => v + 1);
      return;
    }
    const element = scrollRef.current;
    if (!element) return;
    if (observedScroller.current !== element) {
      observedScroller.current = element;
      observer?.observe(element);
    }
    if (pinned.current) element.scrollTop = element.scrollHeight;
    else if (anchor.current) {
      // Shift by exactly what moved the anchor row (rows above it measured, history prepended);
      // never back to an older position, which would undo the reader's own scrolling.
      const index = indexOf.get(anchor.current.key);
      const moved = index === undefined ? 0 : (starts[index] as number) - anchor.current.start;
      if (Math.abs(moved) >= 1) {
        element.scrollTop += moved;
        anchor.current.start += moved;
      }
    }
    const top = element.scrollTop;
    const height = element.clientHeight;
    if (top !== view.top || height !== view.height) setView({ top, height });
  });

  const measure = useCallback(
    (element: HTMLElement) => {
      record(element);
      observer?.observe(element);
      return () => observer?.unobserve(element);
    },
    [observer, record],
  );

  const height = view.height || 800;
  const top = pinned.current ? Math.max(0, total - height) : view.top;
  const rows: WindowRow[] = [];
  if (keys.length > 0) {
    const last = rowAt(starts, top + height + overscan);
    for (let index = rowAt(starts, Math.max(0, top - overscan)); index <= last; index++)
      rows.push({ index, key: keys[index] as string, start: starts[index] as number });
  }

  return {
    rows,
    totalSize: total,
    /** Ref for each rendered row (`data-key` set): measures it now and on every resize. */
    measure,
    /** Call from the scroller's `onScroll`. */
    onScroll: readView,
    /** Whether the view follows the newest message. */
    isAtBottom: () => pinned.current,
  };
}
