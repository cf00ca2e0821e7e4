import type { DataTableColumn } from '@hrportal/candidate-table';

/** One CSV cell: quoted when it holds a comma, quote or line break (RFC 4180). */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: prefix a quote (OWASP advice).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The rows as CSV with the table's visible columns (header line first, CRLF line ends).
 *
 * @example
 * toCsv(columns, rows); // 'Client,Status\r\nAcme,Active\r\n'
 */
export function toCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): string {
  const shown = columns.filter((c) => !c.hidden);
  const lines = [shown.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(shown.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a `.csv` download (UTF-8 with a BOM, so spreadsheets read names right). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // SPEC §9: blob links are revoked after 1 s.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
