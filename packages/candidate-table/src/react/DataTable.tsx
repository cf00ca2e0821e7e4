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
import { usePaintedFirst } from './afterPaint';
import { BodyRows, rowsInView, selectColumnWidth, type TableBodyProps } from './BodyRow';
import * as styles from './dataTable.css';
import { VirtualBody, type VirtualCore } from './VirtualBody';

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

/** TanStack Virtual's core once its chunk has loaded (shared by every table of the page). */
let virtualCore: VirtualCore | undefined;
let virtualCoreLoad: Promise<VirtualCore> | undefined;
/** Loads the virtualizer once; a failed load is tried again by the next table that needs it. */
const loadVirtualCore = () => {
  virtualCoreLoad ??= import('./virtualCore').then(
    ({ Virtualizer, elementScroll, observeElementOffset, observeElementRect }) => {
      virtualCore = { Virtualizer, elementScroll, observeElementOffset, observeElementRect };
      return virtualCore;
    },
    (error: unknown) => {
      virtualCoreLoad = undefined;
      throw error;
    },
  );
  return virtualCoreLoad;
};

/** A row's height before one is measured (px). */
const estimatedRowHeight = 41;

/**
 * The body rows. A page of up to `virtualizeAbove` rows draws them all. A longer one is drawn by
 * `VirtualBody` on TanStack Virtual's core (`virtualCore.ts`, its own chunk, loaded the first time
 * a page needs it); until the core arrives — typically within a frame — the body draws the rows in
 * view at the scroller's offset (the first `virtualizeAbove` before the scroller is measured) with
 * spacers for the rest, so the first paint, the row count and the scrollbar are already those of
 * the virtualized body.
 */
function TableBody<T>(props: TableBodyProps<T>) {
  const { rows, virtualizeAbove, scrollElement } = props;
  const virtual = rows.length > virtualizeAbove;
  const [core, setCore] = useState(() => virtualCore);
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const pending = virtual && !core;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    loadVirtualCore().then(
      (loaded) => live && setCore(loaded),
      () => {
        // Offline or a stale deployment: the rows in view stay drawn; the next table tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [pending]);
  useLayoutEffect(() => {
    if (!pending) return;
    const height = bodyRef.current?.querySelector('tr[data-row]')?.getBoundingClientRect().height;
    if (height && Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
  });
  if (virtual && core) return <VirtualBody {...props} core={core} initialRowHeight={rowHeight} />;
  return (
    <BodyRows
      props={props}
      bodyRef={bodyRef}
      window={{
        ...(virtual
          ? rowsInView(rows, scrollElement, rowHeight, virtualizeAbove)
          : { start: 0, rows, padTop: 0, padBottom: 0 }),
        light: false,
        actionsWidth: 0,
        rowHeight,
      }}
    />
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
  // The switch flips in the click's own frame; the table takes the density a frame later, so that
  // frame is not held back by restyling, laying out and painting every cell (issue 24: ~130 ms of
  // the switch's latency at a 4× slowed CPU was the table's).
  const tableDensity = usePaintedFirst(density);
  const onDensityChange = useRef(props.onDensityChange);
  onDensityChange.current = props.onDensityChange;
  const setDensity = useCallback(
    (next: TableDensity) => {
      setOwnDensity(next);
      try {
        storage.setItem(densityStorageKey, next);
      } catch {
        // Not remembered where storage is refused; the choice still holds on this page.
      }
      onDensityChange.current?.(next);
    },
    [storage],
  );
  const [query, dispatch] = useReducer(queryReducer, { ...initialQuery, ...props.initialQuery });
  // Column visibility: a column's id → false while hidden (the Columns chooser).
  const [visibility, setVisibility] = useState<Record<string, boolean>>(() =>
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
  // On the server page's rows, not the page object a host may build anew each render.
  const serverRows = serverPage?.rows;
  const pageRows = useMemo(
    () => (local ? local.pageRows : [...(serverRows ?? [])]),
    [local, serverRows],
  );

  const chipFields = useMemo<ChipField<T>[]>(
    () =>
      columns
        .filter((c) => c.searchable)
        .map((c) => ({ id: c.id, label: c.header, value: (row: T) => c.value(row) })),
    [columns],
  );

  // The scroller of a virtualized page (state, so the virtualizer sees it arrive); null otherwise.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

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
  const columnCount = visibleColumns.length + (rowActions ? 1 : 0) + (selectable ? 1 : 0);
  // Fixed layout when every visible column has a width: the table is as wide as its columns
  // (its minimum, scrolling sideways below that) and stretches to fill a wider box.
  const fixed = visibleColumns.length > 0 && visibleColumns.every((c) => c.width !== undefined);
  const extra = tableDensity === 'comfortable' ? comfortableExtra : 0;
  const fits = useMemo(
    () => visibleColumns.map((c) => charsThatFit(fixed ? c.width : undefined, tableDensity)),
    [visibleColumns, fixed, tableDensity],
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

  // The toolbar, headers and footer are memoized elements: a row selected, the density switched
  // or a page arriving re-renders only what reads it, not every react-aria control of the table
  // (issue 24: a selection re-rendered them all, ~130 ms at a 4× slowed CPU).
  const searchRows = (rows ?? pageRows) as T[];
  const search = useMemo(
    () => (
      <div className={styles.grow}>
        <ChipSearch
          fields={chipFields}
          rows={searchRows}
          chips={query.chips as SearchChip[]}
          maxSuggestions={maxSuggestions}
          onApply={(chips) => dispatch({ type: 'applyChips', chips })}
          onClear={() => dispatch({ type: 'clear' })}
        />
      </div>
    ),
    [chipFields, searchRows, query.chips, maxSuggestions],
  );
  const { range, presetDays } = query;
  const dateFilter = useMemo(
    () =>
      dateColumn ? (
        <DateFilter
          value={
            range ? { preset: 'custom', start: range.from, end: range.to } : presetOf(presetDays)
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
      ) : null,
    [dateColumn, range, presetDays],
  );
  const columnChooser = useMemo(
    () => (
      <DialogTrigger>
        <Button>Columns</Button>
        <Popover title="Columns">
          <div className={styles.columnList}>
            {columns.map((column) => (
              <Checkbox
                key={column.id}
                isSelected={visibility[column.id] !== false}
                onChange={(on) => setVisibility((all) => ({ ...all, [column.id]: on }))}
              >
                {column.header}
              </Checkbox>
            ))}
          </div>
        </Popover>
      </DialogTrigger>
    ),
    [columns, visibility],
  );
  const densitySwitch = useMemo(
    () => (
      <Switch
        isSelected={density === 'compact'}
        onChange={(on) => setDensity(on ? 'compact' : 'comfortable')}
      >
        Compact rows
      </Switch>
    ),
    [density, setDensity],
  );
  const sort = query.sort;
  const headers = useMemo(
    () =>
      visibleColumns.map((column) => {
        const direction =
          sort?.column === column.id
            ? sort.direction === 'asc'
              ? 'ascending'
              : 'descending'
            : undefined;
        if (column.sortable !== false)
          return (
            <SortableHeader
              key={column.id}
              label={column.header}
              direction={direction}
              onSortChange={(next) =>
                dispatch({
                  type: 'setSort',
                  sort: next
                    ? {
                        column: column.id,
                        direction: next === 'ascending' ? 'asc' : 'desc',
                      }
                    : null,
                })
              }
            />
          );
        return (
          <th key={column.id} className={styles.th} scope="col">
            {column.header}
          </th>
        );
      }),
    [visibleColumns, sort],
  );
  const { start: winStart, end: winEnd, page: winPage, pageCount } = win;
  const pageSize = query.pageSize;
  const footer = useMemo(
    () => (
      <div className={styles.footer}>
        <p className={styles.status} role="status">
          {/* No count until the first page arrives: the skeleton says it is loading. */}
          {isLoading ? null : footerText(winStart, winEnd, total, noun)}
        </p>
        <PageSizeSelect
          value={pageSize}
          onChange={(next) => dispatch({ type: 'setPageSize', pageSize: next })}
          {...(pageSizes ? { options: pageSizes } : {})}
        />
        <Pagination
          // One page may hold several tables: each pager is named by its table.
          label={`${label} pagination`}
          page={winPage}
          pageCount={pageCount}
          onPageChange={(page) => dispatch({ type: 'setPage', page })}
        />
      </div>
    ),
    [isLoading, winStart, winEnd, total, noun, pageSize, pageSizes, label, winPage, pageCount],
  );

  const virtual = pageRows.length > virtualizeAbove;
  return (
    <RowMenuProvider>
      <div className={styles.root}>
        <div className={styles.toolbar}>
          {search}
          {dateFilter}
          <div className={styles.unlabeled}>
            {columnChooser}
            {densitySwitch}
            {toolbar}
          </div>
        </div>
        {body ?? (
          <div
            // Only a virtualized page reads the scroller: a short page taking it into state would
            // draw the whole table again in the commit that first shows its rows (issue 24).
            ref={virtual ? setScrollElement : undefined}
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
              data-density={tableDensity}
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
                  {headers}
                  {rowActions ? (
                    <th className={styles.th} scope="col">
                      Actions
                    </th>
                  ) : null}
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
        {footer}
      </div>
    </RowMenuProvider>
  );
}

/**
 * Buttons of a row's Actions cell, side by side: they sit in the cell itself, which keeps them on
 * one line (no wrapper element per row: issue 24).
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
