import type { CellValue, Chip, DateRange, EngineColumn, SortState } from './types';

const SEP = '\u0000';

function toText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).toLowerCase();
}

function toTime(value: CellValue): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(String(value));
}

/**
 * Precomputed, column-major view of rows: lower-cased text of the searchable columns (and one
 * joined string per row for any-column chips), epoch times of date columns, and lazily built
 * sort ranks. Filtering and sorting then touch only flat arrays, never the row objects.
 *
 * @example
 * ```ts
 * const index = createRowIndex(rows, columns);
 * const ids = filterRows(index, { chips: [{ column: 'name', value: 'ann' }] });
 * ```
 */
export interface RowIndex<T> {
  readonly rows: readonly T[];
  readonly columns: readonly EngineColumn<T>[];
  readonly size: number;
  text(columnId: string): string[];
  anyText(): string[];
  times(columnId: string): Float64Array;
  /** Rank of each row in ascending order of the column (ties share a rank). */
  ranks(columnId: string): Int32Array;
}

export function createRowIndex<T>(
  rows: readonly T[],
  columns: readonly EngineColumn<T>[],
): RowIndex<T> {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const texts = new Map<string, string[]>();
  const timeCache = new Map<string, Float64Array>();
  const rankCache = new Map<string, Int32Array>();
  let any: string[] | null = null;
  const column = (id: string): EngineColumn<T> => {
    const found = byId.get(id);
    if (!found) throw new Error(`Unknown column '${id}'`);
    return found;
  };
  const text = (id: string): string[] => {
    let out = texts.get(id);
    if (!out) {
      const col = column(id);
      out = new Array<string>(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = toText(col.value(rows[i] as T));
      texts.set(id, out);
    }
    return out;
  };
  const times = (id: string): Float64Array => {
    let out = timeCache.get(id);
    if (!out) {
      const col = column(id);
      out = new Float64Array(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = toTime(col.value(rows[i] as T));
      timeCache.set(id, out);
    }
    return out;
  };
  const ranks = (id: string): Int32Array => {
    let out = rankCache.get(id);
    if (out) return out;
    const col = column(id);
    const n = rows.length;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    out = new Int32Array(n);
    if (col.date) {
      const t = times(id);
      // NaN (no date) sorts last.
      const key = (i: number) => {
        const v = t[i] as number;
        return Number.isNaN(v) ? Number.POSITIVE_INFINITY : v;
      };
      order.sort((a, b) => key(a) - key(b));
      let rank = 0;
      for (let k = 0; k < n; k++) {
        if (k > 0 && key(order[k] as number) !== key(order[k - 1] as number)) rank++;
        out[order[k] as number] = rank;
      }
    } else {
      const raw = new Array<CellValue>(n);
      let numeric = true;
      for (let i = 0; i < n; i++) {
        const v = col.value(rows[i] as T);
        raw[i] = v;
        if (v !== null && v !== undefined && typeof v !== 'number') numeric = false;
      }
      if (numeric) {
        const key = (i: number) => (raw[i] as number | null) ?? Number.POSITIVE_INFINITY;
        order.sort((a, b) => key(a) - key(b));
        let rank = 0;
        for (let k = 0; k < n; k++) {
          if (k > 0 && key(order[k] as number) !== key(order[k - 1] as number)) rank++;
          out[order[k] as number] = rank;
        }
      } else {
        const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
        const s = raw.map((v) => (v === null || v === undefined ? '' : String(v)));
        // Sort distinct values once (far fewer than rows in real lists), then rank rows by them.
        const distinct = [...new Set(s)].sort(collator.compare);
        const rankOf = new Map<string, number>();
        let rank = -1;
        let prev: string | null = null;
        for (const v of distinct) {
          if (prev === null || collator.compare(prev, v) !== 0) rank++;
          rankOf.set(v, rank);
          prev = v;
        }
        for (let i = 0; i < n; i++) out[i] = rankOf.get(s[i] as string) as number;
      }
    }
    rankCache.set(id, out);
    return out;
  };
  const anyText = (): string[] => {
    if (!any) {
      const searchable = columns.filter((c) => c.searchable).map((c) => text(c.id));
      any = new Array<string>(rows.length);
      for (let i = 0; i < rows.length; i++) {
        let joined = '';
        for (const col of searchable) joined += (col[i] as string) + SEP;
        any[i] = joined;
      }
    }
    return any;
  };
  return { rows, columns, size: rows.length, text, anyText, times, ranks };
}

/** Start of the local day of `day` (`YYYY-MM-DD`) in epoch ms. */
function localDayStart(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Invalid date '${day}', expected YYYY-MM-DD`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/**
 * The time window `[start, end)` in epoch ms of a date filter: last `presetDays` days before
 * `now`, or the custom range from the start of `from` to the end of `to` (inclusive end).
 *
 * @example
 * ```ts
 * dateWindow({ presetDays: 7, range: null }, now); // { start: now - 7 days, end: +Infinity }
 * ```
 */
export function dateWindow(
  filter: { presetDays: number | null; range: DateRange | null },
  now: number | Date,
): { start: number; end: number } | null {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (filter.presetDays !== null) {
    return { start: nowMs - filter.presetDays * 86_400_000, end: Number.POSITIVE_INFINITY };
  }
  if (filter.range) {
    const start = localDayStart(filter.range.from);
    const to = localDayStart(filter.range.to);
    const endDate = new Date(to);
    endDate.setDate(endDate.getDate() + 1);
    return { start, end: endDate.getTime() };
  }
  return null;
}

/** What to filter by: chips, and a date window on a date column. */
export interface FilterInput {
  chips?: readonly Chip[];
  dateColumn?: string;
  presetDays?: number | null;
  range?: DateRange | null;
  now?: number | Date;
}

/**
 * Indexes of the rows matching every filter, in original order. Chips: same column OR,
 * different columns AND, any-column chips (column null) each form their own AND group over all
 * searchable columns; case-insensitive substring (whole text for `match: 'exact'` columns).
 * Empty chip values are ignored.
 *
 * @example
 * ```ts
 * filterRows(index, { chips: [{ column: 'client', value: 'acme' }, { column: 'client', value: 'globex' }] });
 * ```
 */
export function filterRows<T>(index: RowIndex<T>, input: FilterInput): Int32Array {
  const groups = new Map<string, string[]>();
  const anyNeedles: string[] = [];
  for (const chip of input.chips ?? []) {
    const needle = chip.value.trim().toLowerCase();
    if (!needle) continue;
    if (chip.column === null) anyNeedles.push(needle);
    else {
      const list = groups.get(chip.column) ?? [];
      list.push(needle);
      groups.set(chip.column, list);
    }
  }
  const tests: { data: string[]; needles: string[]; exact: boolean }[] = [];
  for (const [col, needles] of groups) {
    const exact = index.columns.find((c) => c.id === col)?.match === 'exact';
    tests.push({ data: index.text(col), needles, exact });
  }
  const anyData = anyNeedles.length ? index.anyText() : null;
  const window =
    input.dateColumn !== undefined
      ? dateWindow(
          { presetDays: input.presetDays ?? null, range: input.range ?? null },
          input.now ?? Date.now(),
        )
      : null;
  const times = window && input.dateColumn ? index.times(input.dateColumn) : null;
  const n = index.size;
  const out = new Int32Array(n);
  let count = 0;
  outer: for (let i = 0; i < n; i++) {
    if (times && window) {
      const t = times[i] as number;
      if (!(t >= window.start && t < window.end)) continue;
    }
    for (const test of tests) {
      const cell = test.data[i] as string;
      let hit = false;
      for (const needle of test.needles) {
        if (test.exact ? cell === needle : cell.includes(needle)) {
          hit = true;
          break;
        }
      }
      if (!hit) continue outer;
    }
    if (anyData) {
      const cell = anyData[i] as string;
      for (const needle of anyNeedles) if (!cell.includes(needle)) continue outer;
    }
    out[count++] = i;
  }
  return out.subarray(0, count);
}

/**
 * Sorts row indexes by a column (stable; ties keep original order). Returns a new array.
 *
 * @example
 * ```ts
 * sortRows(index, ids, { column: 'name', direction: 'desc' });
 * ```
 */
export function sortRows<T>(
  index: RowIndex<T>,
  ids: Int32Array,
  sort: SortState | null,
): Int32Array {
  const out = Int32Array.from(ids);
  if (!sort) return out;
  const ranks = index.ranks(sort.column);
  const n = out.length;
  // Pack (rank, original index) into one float64 key so the sort is a numeric typed-array sort.
  const size = index.size;
  const keys = new Float64Array(n);
  const sign = sort.direction === 'asc' ? 1 : -1;
  for (let k = 0; k < n; k++) {
    const i = out[k] as number;
    keys[k] = sign * (ranks[i] as number) * size + i;
  }
  keys.sort();
  for (let k = 0; k < n; k++) {
    const key = keys[k] as number;
    out[k] = ((key % size) + size) % size;
  }
  return out;
}
