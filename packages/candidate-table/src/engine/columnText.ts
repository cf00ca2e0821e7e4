import type { CellValue } from './types';

/**
 * The lower-cased text of one column, in the smaller of two shapes:
 * - `values`: few distinct texts (clients, statuses, skills lists) — each distinct text once, and a
 *   2-byte code per row. A chip is tested once per distinct text, not once per row.
 * - `blob`: free text (names, emails) — every row's text in one string, `\0`-separated, with the
 *   offset where each row starts. A chip is one `indexOf` scan over the blob. About one byte per
 *   character instead of a string object per row.
 */
export type ColumnText =
  | { readonly kind: 'values'; readonly values: readonly string[]; readonly codes: Uint16Array }
  | { readonly kind: 'blob'; readonly text: string; readonly starts: Int32Array };

const SEP = '\u0000';
const maxCodes = 0xffff;

function rawText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Builds the column's text: `values` when at most half the rows (and 65,535) are distinct. */
export function buildColumnText<T>(rows: readonly T[], read: (row: T) => CellValue): ColumnText {
  const n = rows.length;
  const limit = Math.min(maxCodes, Math.floor(n / 2));
  const codeOf = new Map<string, number>();
  const codes = new Uint16Array(n);
  let i = 0;
  for (; i < n; i++) {
    const raw = rawText(read(rows[i] as T));
    let code = codeOf.get(raw);
    if (code === undefined) {
      if (codeOf.size >= limit) break;
      code = codeOf.size;
      codeOf.set(raw, code);
    }
    codes[i] = code;
  }
  if (i === n) {
    const values = new Array<string>(codeOf.size);
    for (const [raw, code] of codeOf) values[code] = raw.toLowerCase();
    return { kind: 'values', values, codes };
  }
  const parts = new Array<string>(n);
  const starts = new Int32Array(n + 1);
  let offset = 0;
  for (let r = 0; r < n; r++) {
    // A \0 inside a cell would end it early: it is not text anyone searches for.
    const lower = rawText(read(rows[r] as T))
      .toLowerCase()
      .replaceAll(SEP, ' ');
    parts[r] = lower;
    starts[r] = offset;
    offset += lower.length + 1;
  }
  starts[n] = offset;
  return { kind: 'blob', text: parts.join(SEP), starts };
}

/** The lower-cased text of row `row`. */
export function cellText(column: ColumnText, row: number): string {
  if (column.kind === 'values') return column.values[column.codes[row] as number] as string;
  return column.text.slice(column.starts[row], (column.starts[row + 1] as number) - 1);
}

/**
 * Marks (sets to 1) in `hits` every row whose text contains `needle` (lower-case), or equals it
 * when `exact`. Rows already marked stay marked, so calls for several needles OR together.
 */
export function markMatches(
  column: ColumnText,
  needle: string,
  exact: boolean,
  hits: Uint8Array,
): void {
  if (needle.includes(SEP)) return;
  if (column.kind === 'values') {
    const { values, codes } = column;
    const hit = new Uint8Array(values.length);
    let any = false;
    for (let c = 0; c < values.length; c++) {
      const value = values[c] as string;
      if (exact ? value === needle : value.includes(needle)) {
        hit[c] = 1;
        any = true;
      }
    }
    if (!any) return;
    for (let r = 0; r < codes.length; r++) if (hit[codes[r] as number]) hits[r] = 1;
    return;
  }
  const { text, starts } = column;
  const n = starts.length - 1;
  if (exact) {
    for (let r = 0; r < n; r++) {
      const start = starts[r] as number;
      if ((starts[r + 1] as number) - 1 - start === needle.length && text.startsWith(needle, start))
        hits[r] = 1;
    }
    return;
  }
  // One scan of the blob: each match marks its row, then the search resumes at the next row.
  let row = 0;
  let at = text.indexOf(needle);
  while (at !== -1) {
    while ((starts[row + 1] as number) <= at) row++;
    hits[row] = 1;
    if (row + 1 >= n) break;
    at = text.indexOf(needle, starts[row + 1]);
  }
}
