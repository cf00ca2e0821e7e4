import { buildColumnText, type ColumnText, markMatches } from './columnText';
import { rankNumbers, rankTexts } from './sortRanks';
import type { CellValue, Chip, DateRange, EngineColumn, SortState } from './types';

/** Text sorts case-insensitively with numbers by value (`Candidate 9` before `Candidate 10`). */
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function toTime(value: CellValue): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = String(value);
  // A bare day is that calendar day where the user is (as it is shown), not midnight UTC.
  return isoDay.test(text) ? localDayStart(text) : Date.parse(text);
}

/**
 * Precomputed, column-major view of rows, each part built on first use and only for the columns
 * a query touches: lower-cased text of a column a chip targets, epoch times of a date column,
 * sort ranks of a sorted column. Filtering and sorting then read flat arrays, never the rows.
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
  /** Lower-cased text of the column's cells (see {@link ColumnText}). */
  text(columnId: string): ColumnText;
  /** Epoch ms of each row's cell (NaN without a date). */
  times(columnId: string): Float64Array;
  /** Rank of each row in ascending order of the column (ties share a rank). */
  ranks(columnId: string): Int32Array;
}

/**
 * Indexes `rows` for {@link filterRows} and {@link sortRows}. Nothing is computed up front: each
 * column's text, times or ranks are built the first time a query needs them, then kept (build one
 * index per rows array and reuse it across queries).
 *
 * @example
 * ```ts
 * const index = createRowIndex(candidates, [{ id: 'name', value: (c) => c.name, searchable: true }]);
 * ```
 */
export function createRowIndex<T>(
  rows: readonly T[],
  columns: readonly EngineColumn<T>[],
): RowIndex<T> {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const texts = new Map<string, ColumnText>();
  const timeCache = new Map<string, Float64Array>();
  const rankCache = new Map<string, Int32Array>();
  const column = (id: string): EngineColumn<T> => {
    const found = byId.get(id);
    if (!found) throw new Error(`Unknown column '${id}'`);
    return found;
  };
  const text = (id: string): ColumnText => {
    let out = texts.get(id);
    if (!out) {
      out = buildColumnText(rows, column(id).value);
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
    if (col.date) out = rankNumbers(times(id));
    else {
      const n = rows.length;
      const raw = new Array<CellValue>(n);
      let numeric = true;
      for (let i = 0; i < n; i++) {
        const v = col.value(rows[i] as T);
        raw[i] = v;
        if (v !== null && v !== undefined && typeof v !== 'number') numeric = false;
      }
      out = numeric
        ? rankNumbers(Float64Array.from(raw, (v) => (typeof v === 'number' ? v : Number.NaN)))
        : rankTexts(
            raw.map((v) => (v === null || v === undefined ? '' : String(v))),
            collator,
          );
    }
    rankCache.set(id, out);
    return out;
  };
  return { rows, columns, size: rows.length, text, times, ranks };
}

/** Start of the local day of `day` (`YYYY-MM-DD`) in epoch ms. */
function localDayStart(day: string): number {
  const match = isoDay.exec(day);
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
 * different columns AND; any-column chips (column null) are one more such group — a row passes
 * when one of them is found in one of its searchable columns (as the kit's `matchesChips` and
 * the server's `any` filter do). Case-insensitive substring (the whole text for `match: 'exact'`
 * columns). Empty chip values are ignored.
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
  const n = index.size;
  // Each chip group marks its rows in a mask (ORing its chips); a row passes every group.
  const masks: Uint8Array[] = [];
  for (const [col, needles] of groups) {
    const exact = index.columns.find((c) => c.id === col)?.match === 'exact';
    const text = index.text(col);
    const hits = new Uint8Array(n);
    for (const needle of needles) markMatches(text, needle, exact, hits);
    masks.push(hits);
  }
  if (anyNeedles.length) {
    // Any-column chips: one more group, over every searchable column, always by substring.
    const hits = new Uint8Array(n);
    for (const c of index.columns) {
      if (!c.searchable) continue;
      const text = index.text(c.id);
      for (const needle of anyNeedles) markMatches(text, needle, false, hits);
    }
    masks.push(hits);
  }
  const window =
    input.dateColumn !== undefined
      ? dateWindow(
          { presetDays: input.presetDays ?? null, range: input.range ?? null },
          input.now ?? Date.now(),
        )
      : null;
  const times = window && input.dateColumn ? index.times(input.dateColumn) : null;
  const out = new Int32Array(n);
  let count = 0;
  outer: for (let i = 0; i < n; i++) {
    for (const mask of masks) if (!mask[i]) continue outer;
    if (times && window) {
      const t = times[i] as number;
      if (!(t >= window.start && t < window.end)) continue;
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
