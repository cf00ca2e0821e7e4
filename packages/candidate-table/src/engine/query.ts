import type { Chip, DateRange, QueryState, SortState } from './types';

/** Page sizes of every list (SPEC §2). */
export const pageSizes = [10, 20, 50] as const;

/** Default query: no chips, All Time, unsorted, page 1 of 10 rows. */
export const initialQuery: QueryState = {
  chips: [],
  presetDays: null,
  range: null,
  sort: null,
  page: 1,
  pageSize: 10,
};

/** Changes a table's query can take (SPEC §3 "Filtering"). */
export type QueryAction =
  | { type: 'applyChips'; chips: Chip[] }
  | { type: 'setPreset'; days: number | null }
  | { type: 'setRange'; range: DateRange }
  | { type: 'clear' }
  | { type: 'sort'; column: string }
  | { type: 'setSort'; sort: SortState | null }
  | { type: 'setPage'; page: number }
  | { type: 'setPageSize'; pageSize: number };

/** Next sort of a header click: ascending → descending → none (SPEC §2). */
export function cycleSort(current: SortState | null, column: string): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return null;
}

/**
 * The query-state reducer: applying chips clears date filters and resets to page 1; a date
 * filter clears chips and the other date filter; a page size change resets to page 1.
 *
 * @example
 * ```ts
 * const [query, dispatch] = useReducer(queryReducer, initialQuery);
 * dispatch({ type: 'setPreset', days: 7 });
 * ```
 */
export function queryReducer(state: QueryState, action: QueryAction): QueryState {
  switch (action.type) {
    case 'applyChips':
      return { ...state, chips: action.chips, presetDays: null, range: null, page: 1 };
    case 'setPreset':
      return { ...state, chips: [], presetDays: action.days, range: null, page: 1 };
    case 'setRange':
      return { ...state, chips: [], presetDays: null, range: action.range, page: 1 };
    case 'clear':
      return { ...state, chips: [], presetDays: null, range: null, page: 1 };
    case 'sort':
      return { ...state, sort: cycleSort(state.sort, action.column) };
    case 'setSort':
      return { ...state, sort: action.sort };
    case 'setPage':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'setPageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
  }
}

/**
 * Which rows a page shows: 0-based `start` (inclusive) and `end` (exclusive), the page clamped
 * into `1..pageCount`.
 *
 * @example
 * ```ts
 * pageWindow(95, 10, 10); // { page: 10, pageCount: 10, start: 90, end: 95 }
 * ```
 */
export function pageWindow(
  total: number,
  page: number,
  pageSize: number,
): { page: number; pageCount: number; start: number; end: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min((current - 1) * pageSize, total);
  return { page: current, pageCount, start, end: Math.min(start + pageSize, total) };
}

/**
 * Footer text `Showing X to Y of Z {noun}` (SPEC §2); `Showing 0 to 0 of 0 {noun}` when empty.
 *
 * @example
 * ```ts
 * footerText(90, 95, 95, 'profiles'); // 'Showing 91 to 95 of 95 profiles'
 * ```
 */
export function footerText(start: number, end: number, total: number, noun: string): string {
  const from = total === 0 ? 0 : start + 1;
  return `Showing ${from} to ${end} of ${total} ${noun}`;
}
