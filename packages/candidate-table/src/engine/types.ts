/** A value a column yields for one row. Dates are epoch milliseconds or `Date`. */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * How the engine reads one column of a row.
 *
 * @example
 * ```ts
 * const name: EngineColumn<Row> = { id: 'name', value: (r) => r.name, searchable: true };
 * ```
 */
export interface EngineColumn<T> {
  id: string;
  value: (row: T) => CellValue;
  /** Chips may target this column, and any-column chips search it. Default `false`. */
  searchable?: boolean;
  /** Compare as a date (epoch ms); used by date filters. Default `false`. */
  date?: boolean;
  /**
   * How a chip on this column matches: `substring` (case-insensitive) or `exact` (the whole
   * cell text, case-insensitive — booleans as `true`/`false`, SPEC §5). Any-column chips always
   * match by substring. Default `substring`.
   */
  match?: 'substring' | 'exact';
}

/** A search chip: `column` null searches every searchable column. */
export interface Chip {
  column: string | null;
  value: string;
}

/** Sort state; `null` means unsorted (original order). */
export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

/** Custom date range, `YYYY-MM-DD` local days, both ends inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

/** The list query a table shows (SPEC §3 "Filtering"). */
export interface QueryState {
  chips: Chip[];
  /** Last N days preset (1, 7, 30) or null for All Time. */
  presetDays: number | null;
  range: DateRange | null;
  sort: SortState | null;
  /** 1-based page. */
  page: number;
  pageSize: number;
}
