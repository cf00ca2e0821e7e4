import type { CandidateListItem } from '@hrportal/api-client';
import type { DataTableColumn } from './DataTable';

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; `"` doubled. */
function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: prefix it with a quote mark.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The candidates as CSV: the ID, then every column's header and text, CRLF line ends, a byte
 * order mark so spreadsheet programs read UTF-8 names correctly.
 *
 * @example
 * candidatesCsv(rows, candidateColumns); // '\uFEFFID,Applied,…\r\n1001,…'
 */
export function candidatesCsv(
  rows: readonly CandidateListItem[],
  columns: readonly DataTableColumn<CandidateListItem>[],
): string {
  const lines = [
    ['ID', ...columns.map((c) => c.header)].map(field).join(','),
    ...rows.map((row) => [row.id, ...columns.map((c) => c.value(row))].map(field).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
