const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const displayDay = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** IANA time zone to read the day in (e.g. `Asia/Kolkata`). @default the runtime's zone */
  timeZone?: string;
}

/**
 * A date as day-month-year with dashes (SPEC §2), e.g. `05-03-2026`. Accepts a `Date`, a
 * timestamp or a string; a bare `YYYY-MM-DD` string is a calendar day and is never shifted by
 * time zones. Missing or unreadable input gives `''`, never `Invalid Date`.
 *
 * @example
 * formatDate('2026-03-05'); // '05-03-2026'
 * formatDate('2026-03-04T20:00:00Z', { timeZone: 'Asia/Kolkata' }); // '05-03-2026'
 */
export function formatDate(
  input: Date | string | number | null | undefined,
  { timeZone }: FormatDateOptions = {},
): string {
  if (input === null || input === undefined || input === '') return '';
  if (typeof input === 'string') {
    const day = isoDay.exec(input.trim());
    if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  if (!timeZone) return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/**
 * Reads a day typed as `dd/mm/yyyy` (or `dd-mm-yyyy`) for table filters (SPEC §5). Returns local
 * midnight of that day, or `null` when the text is not a real calendar day (`31/02/2026`).
 *
 * @example
 * parseDisplayDate('05/03/2026'); // Date for 5 March 2026, 00:00 local
 */
export function parseDisplayDate(text: string): Date | null {
  const match = displayDay.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}
