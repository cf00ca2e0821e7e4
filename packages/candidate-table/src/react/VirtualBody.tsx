import type { Virtualizer } from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BodyRows, overscan, rowsInView, type TableBodyProps } from './BodyRow';

/** TanStack Virtual's core, loaded on demand (`virtualCore.ts`). */
export type VirtualCore = typeof import('./virtualCore');

/**
 * TanStack Virtual's `useVirtualizer` for an element scroller, on the core handed in: the same
 * binding as `@tanstack/react-virtual`'s (one instance per body, options set on every render, a
 * re-render on each change of range or scrolling state — synchronous, in the scroll event, when
 * the core asks for it), less its direct DOM updates, which the table does not use.
 */
function useVirtualizer(
  core: VirtualCore,
  options: {
    count: number;
    getScrollElement: () => HTMLDivElement | null;
    estimateSize: () => number;
    initialOffset: () => number;
  },
): Virtualizer<HTMLDivElement, Element> {
  const rerender = useReducer((n: number) => n + 1, 0)[1];
  const resolved = {
    observeElementRect: core.observeElementRect,
    observeElementOffset: core.observeElementOffset,
    scrollToFn: core.elementScroll,
    overscan,
    ...options,
    onChange: (_: unknown, sync: boolean) => {
      if (sync) flushSync(rerender);
      else rerender();
    },
  };
  const [instance] = useState(() => new core.Virtualizer<HTMLDivElement, Element>(resolved));
  instance.setOptions(resolved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted once, as react-virtual does
  useLayoutEffect(() => instance._didMount(), []);
  useLayoutEffect(() => instance._willUpdate());
  return instance;
}

/**
 * The body of a page of more than `virtualizeAbove` rows: only the rows in view (and `overscan`
 * more) are drawn. Holds the virtualizer itself, so scrolling re-renders only this and the rows
 * entering the window, never the toolbar or the footer. Rows are one line each: the first one
 * drawn is measured once and its height stands for all.
 */
export function VirtualBody<T>(
  props: TableBodyProps<T> & { core: VirtualCore; initialRowHeight: number },
) {
  const { rows, scrollElement } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [rowHeight, setRowHeight] = useState(props.initialRowHeight);
  const virtualizer = useVirtualizer(props.core, {
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    // The core scrolls its element to this offset when it first sees it: where the reader already
    // is, should they have scrolled while the core was loading (TanStack's default is the top).
    initialOffset: () => scrollElement?.scrollTop ?? 0,
  });
  const measured = useRef(false);
  const [actionsWidth, setActionsWidth] = useState(0);
  useLayoutEffect(() => {
    if (measured.current) return;
    const first = bodyRef.current?.querySelector('tr[data-row]');
    if (!first) return;
    measured.current = true;
    const height = first.getBoundingClientRect().height;
    if (height > 0 && Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
    const actions = first.querySelector('td[data-actions]');
    if (actions) setActionsWidth(actions.getBoundingClientRect().width);
  });
  // A scroll jump: the window moved by more than the scroller's height since the last render, so
  // no row drawn now is on screen a frame later (a fling, a scrollbar drag, 2,000 px a frame). Its
  // rows skip their row-action controls (the cell keeps its size); when scrolling stops (the
  // virtualizer's isScrolling), the rows in view render whole. Slower scrolls draw whole rows.
  const lastOffset = useRef(0);
  const offsetNow = virtualizer.scrollOffset ?? 0;
  const viewport = scrollElement?.clientHeight ?? 0;
  const jump =
    actionsWidth > 0 &&
    virtualizer.isScrolling &&
    viewport > 0 &&
    Math.abs(offsetNow - lastOffset.current) > viewport;
  useLayoutEffect(() => {
    lastOffset.current = offsetNow;
  });
  // A new row height invalidates the virtualizer's positions.
  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return (
    <BodyRows
      props={props}
      bodyRef={bodyRef}
      window={{
        // Before the virtualizer has measured its scroller there are no items yet.
        ...(first && last
          ? {
              start: first.index,
              rows: rows.slice(first.index, last.index + 1),
              padTop: first.start,
              padBottom: virtualizer.getTotalSize() - last.end,
            }
          : rowsInView(rows, scrollElement, rowHeight, props.virtualizeAbove)),
        light: jump,
        actionsWidth,
        rowHeight,
      }}
    />
  );
}
