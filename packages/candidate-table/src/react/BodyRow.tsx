import { formatDate, RowCheckbox } from '@hrportal/ui';
import { memo, type ReactNode } from 'react';
import type { CellValue } from '../engine/types';
import type { DataTableColumn } from './DataTable';
import * as styles from './dataTable.css';

/** Width of the selection column, so the first data column knows where to stick. */
export const selectColumnWidth = 28;

/** Rows drawn beyond each edge of the scroller: the body renders in the scroll event, in sync. */
export const overscan = 3;

/** The text a cut cell shows whole on hover and focus. */
function hoverText(value: CellValue): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return undefined;
  const text = value instanceof Date ? undefined : String(value);
  return text && text.length > 8 ? text : undefined;
}

/** A cell's whole text on hover and focus: the column's `title`, else a long value's text. */
function cellTitle<T>(c: DataTableColumn<T>, row: T): string | undefined {
  return c.date ? undefined : c.title ? c.title(row) : hoverText(c.value(row));
}

/**
 * Which of a row's cells may be cut at the table's density (bit `k` for column `k`): a row
 * compares this number, not the density's `fits`, so switching density re-renders only the rows
 * whose cut cells change (issue 24: the switch re-drew every row).
 */
function cutCells<T>(
  row: T,
  columns: readonly DataTableColumn<T>[],
  fits: readonly number[],
): number {
  let mask = 0;
  for (let k = 0; k < columns.length; k++) {
    const title = cellTitle(columns[k] as DataTableColumn<T>, row);
    if (title !== undefined && title.length > (fits[k] ?? 0)) mask += 2 ** k;
  }
  return mask;
}

function defaultCell(value: CellValue, date: boolean): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  // formatDate reads a bare `YYYY-MM-DD` as that calendar day in every time zone.
  if (date) return typeof value === 'boolean' ? '' : formatDate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

interface BodyRowProps<T> {
  id: string;
  row: T;
  /** 1-based position among all the table's rows, the header row being 1. */
  rowIndex: number;
  selected: boolean;
  selectable: boolean;
  columns: readonly DataTableColumn<T>[];
  /** The cells that may be cut ({@link cutCells}). */
  cut: number;
  rowActions: ((row: T) => ReactNode) | undefined;
  onToggle: (id: string, on: boolean) => void;
  /**
   * Drawn in a scroll jump (see VirtualBody): the row is gone by the next frame, so its selection
   * and actions cells keep their size (`actionsWidth`, measured from a whole row; the selection
   * column has a fixed width) but not their controls.
   */
  light: boolean;
  actionsWidth: number;
  height: number;
}

/**
 * One body row; memoized so scrolling renders only the rows that enter the window. Its controls
 * are the kit's native row controls (no react-aria hooks per row: see `RowControls`).
 */
const BodyRow = memo(function BodyRow<T>({
  id,
  row,
  rowIndex,
  selected,
  selectable,
  columns,
  cut: cutMask,
  rowActions,
  onToggle,
  light,
  actionsWidth,
  height,
}: BodyRowProps<T>) {
  return (
    <tr
      data-row=""
      aria-rowindex={rowIndex}
      className={selected ? styles.selectedRow : undefined}
      aria-selected={selectable ? selected : undefined}
      style={light ? { height } : undefined}
    >
      {selectable && light ? (
        <td className={`${styles.td} ${styles.stickyStart}`} data-light="" />
      ) : selectable ? (
        <td className={`${styles.td} ${styles.stickyStart}`}>
          <RowCheckbox
            aria-label={`Select row ${id}`}
            isSelected={selected}
            onChange={(on) => onToggle(id, on)}
          />
        </td>
      ) : null}
      {columns.map((c, k) => {
        const value = c.value(row);
        const title = cellTitle(c, row);
        // A cell that may be cut takes keyboard focus and then shows its whole text (`data-cut`).
        const cut = Math.floor(cutMask / 2 ** k) % 2 === 1;
        return (
          <td
            key={c.id}
            className={k === 0 ? `${styles.td} ${styles.stickyStart}` : styles.td}
            style={k === 0 && selectable ? { left: selectColumnWidth } : undefined}
            title={title}
            tabIndex={cut ? 0 : undefined}
            data-cut={cut || undefined}
          >
            {c.cell ? c.cell(row) : defaultCell(value, c.date ?? false)}
          </td>
        );
      })}
      {rowActions ? (
        light ? (
          <td
            className={`${styles.td} ${styles.stickyEnd}`}
            style={{ width: actionsWidth, minWidth: actionsWidth, boxSizing: 'border-box' }}
            data-light=""
          />
        ) : (
          <td className={`${styles.td} ${styles.stickyEnd}`} data-actions="">
            {rowActions(row)}
          </td>
        )
      ) : null}
    </tr>
  );
}) as <T>(props: BodyRowProps<T>) => ReactNode;

/** What the table body gets from {@link DataTable}, virtualized or not. */
export interface TableBodyProps<T> {
  rows: readonly T[];
  /** Position of `rows[0]` among all matches (0-based): the page's first row. */
  offset: number;
  getRowId: (row: T) => string;
  /** The scrolling element, once mounted (state, so the virtualizer sees it arrive). */
  scrollElement: HTMLDivElement | null;
  virtualizeAbove: number;
  columnCount: number;
  selectedIds: ReadonlySet<string> | undefined;
  selectable: boolean;
  columns: readonly DataTableColumn<T>[];
  fits: readonly number[];
  rowActions: ((row: T) => ReactNode) | undefined;
  onToggle: (id: string, on: boolean) => void;
}

/** Where the window of rows sits: its first row, its rows, and the empty space around it. */
export interface RowWindow<T> {
  /** Position of `rows[0]` in the page (0-based). */
  start: number;
  rows: readonly T[];
  padTop: number;
  padBottom: number;
  /** A scroll jump: rows drawn without their controls (see VirtualBody). */
  light: boolean;
  actionsWidth: number;
  rowHeight: number;
}

/**
 * The rows in view at the scroller's offset (and `overscan` more each side), at one row height,
 * with spacers for the rest: what a long page draws before the virtualizer knows its window (its
 * core still loading, or its scroller not yet measured), so the scrollbar is the whole page's and
 * a scroll made meanwhile holds. Before the scroller is mounted: the first `virtualizeAbove` rows.
 */
export function rowsInView<T>(
  rows: readonly T[],
  scrollElement: HTMLElement | null,
  rowHeight: number,
  virtualizeAbove: number,
): Pick<RowWindow<T>, 'start' | 'rows' | 'padTop' | 'padBottom'> {
  const viewport = scrollElement?.clientHeight ?? 0;
  const top = scrollElement?.scrollTop ?? 0;
  const start = viewport ? Math.max(0, Math.floor(top / rowHeight) - overscan) : 0;
  const end = viewport
    ? Math.min(rows.length, Math.ceil((top + viewport) / rowHeight) + overscan)
    : Math.min(rows.length, virtualizeAbove);
  return {
    start,
    rows: rows.slice(start, end),
    padTop: start * rowHeight,
    padBottom: (rows.length - end) * rowHeight,
  };
}

/** The `<tbody>` of a window of rows, with spacer rows standing for the rows not drawn. */
export function BodyRows<T>({
  props,
  window: w,
  bodyRef,
}: {
  props: TableBodyProps<T>;
  window: RowWindow<T>;
  bodyRef?: React.Ref<HTMLTableSectionElement>;
}) {
  const { offset, getRowId, columnCount, selectedIds, selectable, columns, fits, rowActions } =
    props;
  return (
    <tbody ref={bodyRef}>
      {w.padTop > 0 ? (
        <tr>
          <td style={{ height: w.padTop, padding: 0, border: 0 }} colSpan={columnCount} />
        </tr>
      ) : null}
      {w.rows.map((row, k) => {
        const id = getRowId(row);
        return (
          <BodyRow
            key={id}
            id={id}
            row={row}
            rowIndex={offset + w.start + k + 2}
            selected={selectedIds?.has(id) ?? false}
            selectable={selectable}
            columns={columns}
            cut={cutCells(row, columns, fits)}
            rowActions={rowActions}
            onToggle={props.onToggle}
            light={w.light}
            actionsWidth={w.actionsWidth}
            height={w.rowHeight}
          />
        );
      })}
      {w.padBottom > 0 ? (
        <tr>
          <td style={{ height: w.padBottom, padding: 0, border: 0 }} colSpan={columnCount} />
        </tr>
      ) : null}
    </tbody>
  );
}
