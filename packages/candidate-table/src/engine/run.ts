import { pageWindow } from './query';
import { filterRows, type RowIndex, sortRows } from './rowIndex';
import type { QueryState } from './types';

/** One query's answer: the visible page's rows and the figures for the footer and pager. */
export interface QueryResult<T> {
  /** Row indexes of all matches, sorted. */
  ids: Int32Array;
  pageRows: T[];
  total: number;
  page: number;
  pageCount: number;
  start: number;
  end: number;
}

/**
 * Filters, sorts and pages rows held in memory.
 *
 * @example
 * ```ts
 * const result = runQuery(index, query, { dateColumn: 'appliedDate', now });
 * ```
 */
export function runQuery<T>(
  index: RowIndex<T>,
  query: QueryState,
  options: { dateColumn?: string; now?: number | Date } = {},
): QueryResult<T> {
  const filterInput = {
    chips: query.chips,
    presetDays: query.presetDays,
    range: query.range,
    ...(options.dateColumn !== undefined ? { dateColumn: options.dateColumn } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
  };
  const ids = sortRows(index, filterRows(index, filterInput), query.sort);
  const win = pageWindow(ids.length, query.page, query.pageSize);
  const pageRows: T[] = [];
  for (let k = win.start; k < win.end; k++) pageRows.push(index.rows[ids[k] as number] as T);
  return { ids, pageRows, total: ids.length, ...win };
}
