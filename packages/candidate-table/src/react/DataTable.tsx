import { useHrPortalStorage } from '@hrportal/react';
import {
  Button,
  Checkbox,
  type ChipField,
  ChipSearch,
  DateFilter,
  type DateFilterValue,
  DialogTrigger,
  EmptyState,
  formatDate,
  LoadingOverlay,
  PageSizeSelect,
  Pagination,
  Popover,
  RowCheckbox,
  RowMenuProvider,
  type SearchChip,
  Skeleton,
  SortableHeader,
  Switch,
} from '@hrportal/ui';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { footerText, initialQuery, pageWindow, queryReducer } from '../engine/query';
import { createRowIndex } from '../engine/rowIndex';
import { runQuery } from '../engine/run';
import type { CellValue, EngineColumn, QueryState } from '../engine/types';
import * as styles from './dataTable.css';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The value filtering and sorting use (dates as epoch ms, `Date` or ISO text). */
  value: (row: T) => CellValue;
  /** What the cell shows; by default the value (dates day-month-year). */
  cell?: (row: T) => ReactNode;
  /**
   * The whole text of a cell, shown on hover (`title`) and, when the cell is cut, on keyboard
   * focus — for a cell that shows something else than its value's text, e.g. a person's full name
   * with the username the value holds.
   * @default the value's text, when it is longer than a few characters
   */
  title?: (row: T) => string | undefined;
  /** Chips may target it and any-column chips search it. @default false */
  searchable?: boolean;
  /** A date column. @default false */
  date?: boolean;
  /** How a chip on this column matches (see the engine's `EngineColumn.match`). @default 'substring' */
  match?: 'substring' | 'exact';
  /** @default true */
  sortable?: boolean;
  /** Hidden until the user shows it. @default false */
  hidden?: boolean;
  /**
   * Width in px at compact density. When every visible column has one, the table lays out at
   * exactly those widths (stretched to fill a wider box), one line per row, longer values cut with
   * an ellipsis and shown whole on hover.
   */
  width?: number;
}

/** Row heights a reader can choose (compact by default); remembered per browser. */
export type TableDensity = 'compact' | 'comfortable';

/** Where the chosen density is remembered (under the provider's storage prefix). */
const densityStorageKey = 'tableDensity';

/** Width of the selection column, so the first data column knows where to stick. */
const selectColumnWidth = 28;
/** Comfortable rows are this much wider per column than compact ones. */
const comfortableExtra = 16;
/** A compact cell's padding left and right (`dataTable.css.ts`). */
const compactPaddingInline = 4;

/** The rows of one server page (server-paged mode). */
export interface ServerPage<T> {
  rows: readonly T[];
  total: number;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** Footer noun: `Showing X to Y of Z {noun}`. */
  noun: string;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Every row, held in memory: the table filters, sorts and pages them. */
  rows?: readonly T[];
  /** Server-paged mode: this page's rows and the total; the query goes to `onQueryChange`. */
  serverPage?: ServerPage<T>;
  onQueryChange?: (query: QueryState) => void;
  /**
   * In-memory mode: every row the current chips and dates match, in the current sort order (all
   * pages), after each change — what a "CSV of what is shown" export takes.
   */
  onResultChange?: (rows: readonly T[]) => void;
  /** The date column the date filter applies to; without it there is no date filter. */
  dateColumn?: string;
  isLoading?: boolean;
  /** A refetch is running: the `Loading data...` overlay. */
  isFetching?: boolean;
  /** A load error's message (shown as `Error: {message}`). */
  error?: string | null;
  /** @default 'No rows found' */
  emptyText?: string;
  /** @default 'Loading data...' */
  loadingText?: string;
  /** Row checkboxes with select all (on the page). */
  selectable?: boolean;
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  /** Buttons or menus of a row, in a last `Actions` column. */
  rowActions?: (row: T) => ReactNode;
  /** Extra controls beside the search (bulk actions). */
  toolbar?: ReactNode;
  /** Chip suggestions per value and column. @default 7 */
  maxSuggestions?: number;
  /** Page sizes offered. @default [10, 20, 50] */
  pageSizes?: readonly number[];
  initialQuery?: Partial<QueryState>;
  /** Clock for the date presets. @default Date.now */
  now?: () => number;
  /** Rows are virtualized once a page shows more than this many. @default 50 */
  virtualizeAbove?: number;
  /** Width in px of the Actions column (with column widths, so the table fits its box). */
  actionsWidth?: number;
  /** Row density; by default the reader's last choice, else compact. */
  density?: TableDensity;
  onDensityChange?: (density: TableDensity) => void;
}

const presetOf = (days: number | null): DateFilterValue =>
  days === 1
    ? { preset: 'last24Hours' }
    : days === 7
      ? { preset: 'last7Days' }
      : days === 30
        ? { preset: 'last30Days' }
        : { preset: 'all' };

/** The text a cut cell shows whole on hover and focus. */
function hoverText(value: CellValue): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return undefined;
  const text = value instanceof Date ? undefined : String(value);
  return text && text.length > 8 ? text : undefined;
}

function defaultCell(value: CellValue, date: boolean): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  // formatDate reads a bare `YYYY-MM-DD` as that calendar day in every time zone.
  if (date) return typeof value === 'boolean' ? '' : formatDate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const noRows: never[] = [];

/**
 * How many characters a column's cells show uncut, estimated from its width at a density
 * (generous per character, so a cell that may be cut counts as cut); without a width, unlimited
 * (an auto-sized column grows to its text).
 */
function charsThatFit(width: number | undefined, density: TableDensity): number {
  if (width === undefined) return Number.POSITIVE_INFINITY;
  return density === 'compact'
    ? Math.floor((width - 2 * compactPaddingInline) / 7.2)
    : Math.floor((width + comfortableExtra - 24) / 8.4);
}

interface BodyRowProps<T> {
  id: string;
  row: T;
  /** 1-based position among all the table's rows, the header row being 1. */
  rowIndex: number;
  selected: boolean;
  selectable: boolean;
  columns: readonly DataTableColumn<T>[];
  /** Per column, the characters its cells show uncut ({@link charsThatFit}). */
  fits: readonly number[];
  rowActions: ((row: T) => ReactNode) | undefined;
  onToggle: (id: string, on: boolean) => void;
  /**
   * Drawn in a scroll jump (see TableBody): the row is gone by the next frame, so its selection
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
  fits,
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
        const title = c.date ? undefined : c.title ? c.title(row) : hoverText(value);
        // A cell that may be cut takes keyboard focus and then shows its whole text (`data-cut`).
        const cut = title !== undefined && title.length > (fits[k] ?? 0);
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

interface TableBodyProps<T> {
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

/** Rows drawn beyond each edge of the scroller: the body renders in the scroll event, in sync. */
const overscan = 3;

/**
 * The body rows. Holds the virtualizer itself, so scrolling re-renders only this and the rows
 * entering the window, never the toolbar or the footer. Rows are one line each: the first one
 * drawn is measured once and its height stands for all.
 */
function TableBody<T>({
  rows,
  offset,
  getRowId,
  scrollElement,
  virtualizeAbove,
  columnCount,
  selectedIds,
  selectable,
  columns,
  fits,
  rowActions,
  onToggle,
}: TableBodyProps<T>) {
  const virtual = rows.length > virtualizeAbove;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [rowHeight, setRowHeight] = useState(41);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan,
  });
  const measured = useRef(false);
  const [actionsWidth, setActionsWidth] = useState(0);
  useLayoutEffect(() => {
    if (!virtual || measured.current) return;
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
    virtual &&
    actionsWidth > 0 &&
    virtualizer.isScrolling &&
    viewport > 0 &&
    Math.abs(offsetNow - lastOffset.current) > viewport;
  useLayoutEffect(() => {
    lastOffset.current = offsetNow;
  });
  // A new row height invalidates the virtualizer's positions.
  useLayoutEffect(() => {
    if (virtual && rowHeight > 0) virtualizer.measure();
  }, [virtual, virtualizer, rowHeight]);
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const first = items?.[0];
  const last = items?.[items.length - 1];
  // Before the scroller is measured there are no items yet: start with one screenful.
  const start = first?.index ?? 0;
  const end = last
    ? last.index + 1
    : virtual
      ? Math.min(rows.length, virtualizeAbove)
      : rows.length;
  const padTop = first?.start ?? 0;
  const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const windowRows = virtual ? rows.slice(start, end) : rows;
  return (
    <tbody ref={bodyRef}>
      {padTop > 0 ? (
        <tr>
          <td style={{ height: padTop, padding: 0, border: 0 }} colSpan={columnCount} />
        </tr>
      ) : null}
      {windowRows.map((row, k) => {
        const id = getRowId(row);
        return (
          <BodyRow
            key={id}
            id={id}
            row={row}
            rowIndex={offset + (virtual ? start : 0) + k + 2}
            selected={selectedIds?.has(id) ?? false}
            selectable={selectable}
            columns={columns}
            fits={fits}
            rowActions={rowActions}
            onToggle={onToggle}
            light={jump}
            actionsWidth={actionsWidth}
            height={rowHeight}
          />
        );
      })}
      {padBottom > 0 ? (
        <tr>
          <td style={{ height: padBottom, padding: 0, border: 0 }} colSpan={columnCount} />
        </tr>
      ) : null}
    </tbody>
  );
}

/**
 * The one table engine of the product (SPEC §2 "Generic list pieces", §3 "Filtering"): sorting
 * (ascending → descending → none), chips (same column OR, different columns AND, any-column
 * chips), date presets and a custom range, paging 10/20/50 with the §2 footer, column
 * visibility, row selection, loading skeleton and overlay, empty and error states, sticky header,
 * 1200 px minimum width with horizontal scroll. In-memory rows go through the indexed engine;
 * server-paged data takes the same props plus `serverPage` and `onQueryChange`. Pages of more
 * than `virtualizeAbove` rows are virtualized.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    noun,
    columns,
    getRowId,
    rows,
    serverPage,
    onQueryChange,
    onResultChange,
    dateColumn,
    isLoading = false,
    isFetching = false,
    error = null,
    emptyText = 'No rows found',
    loadingText = 'Loading data...',
    selectable = false,
    selectedIds,
    onSelectionChange,
    rowActions,
    toolbar,
    maxSuggestions = 7,
    pageSizes,
    now = Date.now,
    virtualizeAbove = 50,
    actionsWidth,
  } = props;
  const storage = useHrPortalStorage();
  const [ownDensity, setOwnDensity] = useState<TableDensity>(() => {
    try {
      return storage.getItem(densityStorageKey) === 'comfortable' ? 'comfortable' : 'compact';
    } catch {
      return 'compact';
    }
  });
  const density = props.density ?? ownDensity;
  const setDensity = (next: TableDensity) => {
    setOwnDensity(next);
    try {
      storage.setItem(densityStorageKey, next);
    } catch {
      // Not remembered where storage is refused; the choice still holds on this page.
    }
    props.onDensityChange?.(next);
  };
  const [query, dispatch] = useReducer(queryReducer, { ...initialQuery, ...props.initialQuery });
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.id, false])),
  );

  const engineColumns = useMemo<EngineColumn<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        value: c.value,
        searchable: c.searchable ?? false,
        date: c.date ?? false,
        match: c.match ?? 'substring',
      })),
    [columns],
  );
  const index = useMemo(
    () => (rows ? createRowIndex(rows, engineColumns) : null),
    [rows, engineColumns],
  );
  // The clock is read when the query runs; a new `now` function alone does not re-run it.
  const clock = useRef(now);
  clock.current = now;
  const local = useMemo(
    () =>
      index
        ? runQuery(index, query, { ...(dateColumn ? { dateColumn } : {}), now: clock.current() })
        : null,
    [index, query, dateColumn],
  );
  const serverMode = !rows;
  useEffect(() => {
    if (serverMode) onQueryChange?.(query);
  }, [serverMode, onQueryChange, query]);
  useEffect(() => {
    if (!local || !index || !onResultChange) return;
    onResultChange(Array.from(local.ids, (i) => index.rows[i] as T));
  }, [local, index, onResultChange]);

  const total = local ? local.total : (serverPage?.total ?? 0);
  const win = local ?? pageWindow(total, query.page, query.pageSize);
  const pageRows = useMemo(
    () => (local ? local.pageRows : [...(serverPage?.rows ?? [])]),
    [local, serverPage],
  );

  const chipFields = useMemo<ChipField<T>[]>(
    () =>
      columns
        .filter((c) => c.searchable)
        .map((c) => ({ id: c.id, label: c.header, value: (row: T) => c.value(row) })),
    [columns],
  );

  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      enableHiding: true,
    }));
    if (rowActions) defs.push({ id: '__actions', header: 'Actions', enableHiding: false });
    return defs;
  }, [columns, rowActions]);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const table = useReactTable({
    // TanStack holds the column model (headers, visibility); the engine owns the rows.
    data: noRows as T[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: setVisibility,
  });

  // Select all (SPEC §4): every matching row held in memory; the page's rows when server-paged.
  const selectableIds = useMemo(() => {
    if (!selectable) return [];
    if (!local) return pageRows.map(getRowId);
    const ids: string[] = new Array(local.ids.length);
    for (let k = 0; k < local.ids.length; k++) {
      ids[k] = getRowId(index?.rows[local.ids[k] as number] as T);
    }
    return ids;
  }, [selectable, local, index, pageRows, getRowId]);
  const [allSelected, someSelected] = useMemo(() => {
    let selectedCount = 0;
    for (const id of selectableIds) if (selectedIds?.has(id)) selectedCount++;
    return [selectableIds.length > 0 && selectedCount === selectableIds.length, selectedCount > 0];
  }, [selectableIds, selectedIds]);
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selectedIds ?? []);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectionChange?.(next);
  };

  const visibleColumns = useMemo(
    () => columns.filter((c) => visibility[c.id] !== false),
    [columns, visibility],
  );
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  const toggleOne = useCallback((id: string, on: boolean) => toggleRef.current([id], on), []);
  const columnCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0);
  // Fixed layout when every visible column has a width: the table is as wide as its columns
  // (its minimum, scrolling sideways below that) and stretches to fill a wider box.
  const fixed = visibleColumns.length > 0 && visibleColumns.every((c) => c.width !== undefined);
  const extra = density === 'comfortable' ? comfortableExtra : 0;
  const fits = useMemo(
    () => visibleColumns.map((c) => charsThatFit(fixed ? c.width : undefined, density)),
    [visibleColumns, fixed, density],
  );
  const minWidth = fixed
    ? visibleColumns.reduce((sum, c) => sum + (c.width ?? 0) + extra, 0) +
      (selectable ? selectColumnWidth : 0) +
      (rowActions ? (actionsWidth ?? 160) : 0)
    : undefined;

  const body = (() => {
    // The §2 skeleton: 8 rows × 6 columns whatever the table's width.
    if (isLoading) return <Skeleton label={loadingText} />;
    if (error) return <EmptyState title={`Error: ${error}`} />;
    if (total === 0) return <EmptyState title={emptyText} />;
    return null;
  })();

  const virtual = pageRows.length > virtualizeAbove;
  return (
    <RowMenuProvider>
      <div className={styles.root}>
        <div className={styles.toolbar}>
          <div className={styles.grow}>
            <ChipSearch
              fields={chipFields}
              rows={(rows ?? pageRows) as T[]}
              chips={query.chips as SearchChip[]}
              maxSuggestions={maxSuggestions}
              onApply={(chips) => dispatch({ type: 'applyChips', chips })}
              onClear={() => dispatch({ type: 'clear' })}
            />
          </div>
          {dateColumn ? (
            <DateFilter
              value={
                query.range
                  ? { preset: 'custom', start: query.range.from, end: query.range.to }
                  : presetOf(query.presetDays)
              }
              onChange={(value) => {
                if (value.preset === 'custom')
                  dispatch({ type: 'setRange', range: { from: value.start, to: value.end } });
                else
                  dispatch({
                    type: 'setPreset',
                    days:
                      value.preset === 'last24Hours'
                        ? 1
                        : value.preset === 'last7Days'
                          ? 7
                          : value.preset === 'last30Days'
                            ? 30
                            : null,
                  });
              }}
            />
          ) : null}
          <div className={styles.unlabeled}>
            <DialogTrigger>
              <Button>Columns</Button>
              <Popover title="Columns">
                <div className={styles.columnList}>
                  {table
                    .getAllLeafColumns()
                    .filter((c) => c.getCanHide())
                    .map((column) => (
                      <Checkbox
                        key={column.id}
                        isSelected={column.getIsVisible()}
                        onChange={(on) => column.toggleVisibility(on)}
                      >
                        {String(column.columnDef.header)}
                      </Checkbox>
                    ))}
                </div>
              </Popover>
            </DialogTrigger>
            <Switch
              isSelected={density === 'compact'}
              onChange={(on) => setDensity(on ? 'compact' : 'comfortable')}
            >
              Compact rows
            </Switch>
            {toolbar}
          </div>
        </div>
        {body ?? (
          <div
            ref={setScrollElement}
            className={virtual ? styles.virtualScroller : styles.scroller}
            aria-busy={isFetching || undefined}
            // A table wider than its box scrolls here: keyboard users reach it too (axe
            // scrollable-region-focusable; a table without row actions has nothing else to focus).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
            tabIndex={0}
          >
            {isFetching ? <LoadingOverlay label="Loading data..." /> : null}
            <table
              className={fixed ? `${styles.table} ${styles.fixedTable}` : styles.table}
              data-density={density}
              data-selectable={selectable || undefined}
              data-actions={rowActions ? true : undefined}
              style={minWidth ? { minWidth } : undefined}
              aria-label={label}
              aria-rowcount={total + 1}
            >
              {fixed ? (
                <colgroup>
                  {selectable ? <col style={{ width: selectColumnWidth }} /> : null}
                  {visibleColumns.map((c) => (
                    <col key={c.id} style={{ width: (c.width ?? 0) + extra }} />
                  ))}
                  {rowActions ? <col style={{ width: actionsWidth ?? 160 }} /> : null}
                </colgroup>
              ) : null}
              <thead>
                <tr>
                  {selectable ? (
                    <th className={`${styles.th} ${styles.stickyStart}`} scope="col">
                      <RowCheckbox
                        aria-label={local ? 'Select all rows' : 'Select all rows on this page'}
                        isSelected={allSelected}
                        isIndeterminate={someSelected && !allSelected}
                        onChange={(on) => toggle(selectableIds, on)}
                      />
                    </th>
                  ) : null}
                  {table.getHeaderGroups()[0]?.headers.map((header) => {
                    const column = columns.find((c) => c.id === header.id);
                    const sortable = column && column.sortable !== false;
                    const direction =
                      query.sort?.column === header.id
                        ? query.sort.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined;
                    if (sortable)
                      return (
                        <SortableHeader
                          key={header.id}
                          label={column.header}
                          direction={direction}
                          onSortChange={(next) =>
                            dispatch({
                              type: 'setSort',
                              sort: next
                                ? {
                                    column: header.id,
                                    direction: next === 'ascending' ? 'asc' : 'desc',
                                  }
                                : null,
                            })
                          }
                        />
                      );
                    return (
                      <th key={header.id} className={styles.th} scope="col">
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <TableBody
                rows={pageRows}
                offset={win.start}
                getRowId={getRowId}
                scrollElement={scrollElement}
                virtualizeAbove={virtualizeAbove}
                columnCount={columnCount}
                selectedIds={selectedIds}
                selectable={selectable}
                columns={visibleColumns}
                fits={fits}
                rowActions={rowActions}
                onToggle={toggleOne}
              />
            </table>
          </div>
        )}
        <div className={styles.footer}>
          <p className={styles.status} role="status">
            {/* No count until the first page arrives: the skeleton says it is loading. */}
            {isLoading ? null : footerText(win.start, win.end, total, noun)}
          </p>
          <PageSizeSelect
            value={query.pageSize}
            onChange={(pageSize) => dispatch({ type: 'setPageSize', pageSize })}
            {...(pageSizes ? { options: pageSizes } : {})}
          />
          <Pagination
            // One page may hold several tables: each pager is named by its table.
            label={`${label} pagination`}
            page={win.page}
            pageCount={win.pageCount}
            onPageChange={(page) => dispatch({ type: 'setPage', page })}
          />
        </div>
      </div>
    </RowMenuProvider>
  );
}

/** Buttons of a row's Actions cell, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
