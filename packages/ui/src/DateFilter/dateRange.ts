/** Date filter presets (SPEC §2, §9: 1, 7 and 30 days) and the custom range. */
export const datePresets = ['all', 'last24Hours', 'last7Days', 'last30Days', 'custom'] as const;
/** A date filter preset. */
export type DatePreset = (typeof datePresets)[number];

/** The visible name of each preset (SPEC §2 wording). */
export const datePresetLabels: Record<DatePreset, string> = {
  all: 'All Time',
  last24Hours: 'Last 24 Hours',
  last7Days: 'Last 7 Days',
  last30Days: 'Last 30 Days',
  custom: 'Custom Range',
};

/** A date filter's value; custom days are ISO `YYYY-MM-DD` (the inputs show `dd/mm/yyyy`). */
export type DateFilterValue =
  | { preset: Exclude<DatePreset, 'custom'> }
  | { preset: 'custom'; start: string; end: string };

/** An inclusive instant range; `null` wherever "all time" is meant. */
export interface DateRange {
  from: Date;
  to: Date;
}

/** The message for a custom range missing a date (SPEC §2). */
export const missingDatesMessage = 'Please select both start and end dates';
/** The message for a custom range that ends before it starts. */
export const reversedDatesMessage = 'Start date must be on or before end date';

const DAY_MS = 24 * 60 * 60 * 1000;
const presetDays = { last24Hours: 1, last7Days: 7, last30Days: 30 } as const;

function localDay(iso: string, endOfDay: boolean): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = endOfDay
    ? new Date(year, month - 1, day, 23, 59, 59, 999)
    : new Date(year, month - 1, day);
  return date.getDate() === day ? date : null;
}

/**
 * Checks a custom range: both days present and in order. Returns the message to show, or `null`.
 *
 * @example
 * validateCustomRange('2026-03-01', ''); // 'Please select both start and end dates'
 */
export function validateCustomRange(start: string, end: string): string | null {
  const from = localDay(start, false);
  const to = localDay(end, true);
  if (!from || !to) return missingDatesMessage;
  return from > to ? reversedDatesMessage : null;
}

/**
 * The instants a filter value covers, relative to `now`: presets reach back 1, 7 or 30 days;
 * a custom range runs from the start day's midnight to the *end* of the end day (inclusive end,
 * SPEC §2). `all`, and any invalid custom range, give `null` (no filtering).
 *
 * @example
 * dateRangeFor({ preset: 'last7Days' }, new Date('2026-03-08T12:00:00Z'));
 * // { from: 2026-03-01T12:00:00Z, to: 2026-03-08T12:00:00Z }
 */
export function dateRangeFor(value: DateFilterValue, now: Date): DateRange | null {
  if (value.preset === 'all') return null;
  if (value.preset === 'custom') {
    if (validateCustomRange(value.start, value.end)) return null;
    return { from: localDay(value.start, false) as Date, to: localDay(value.end, true) as Date };
  }
  return { from: new Date(now.getTime() - presetDays[value.preset] * DAY_MS), to: now };
}

/**
 * Whether a date falls in a range (both ends inclusive); everything is in a `null` range, and an
 * unreadable date is in none.
 *
 * @example
 * isInDateRange(candidate.appliedDate, dateRangeFor(filter, new Date()));
 */
export function isInDateRange(
  date: Date | string | number | null | undefined,
  range: DateRange | null,
): boolean {
  if (!range) return true;
  if (date === null || date === undefined || date === '') return false;
  const time = (date instanceof Date ? date : new Date(date)).getTime();
  if (Number.isNaN(time)) return false;
  return time >= range.from.getTime() && time <= range.to.getTime();
}
