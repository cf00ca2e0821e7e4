import { isHrPortalError } from '@hrportal/api-client';
import {
  type RecruiterTarget,
  type TargetActuals,
  type TargetMetric,
  targetMetrics,
} from '@hrportal/api-client/contract';
import { failureText } from '../../common/errors';

/** How each counted metric is named on screen. */
export const metricLabels: Record<TargetMetric, string> = {
  candidates: 'Candidates added',
  submissions: 'Submissions',
  interviews: 'Interviews',
  offers: 'Offers',
  joinings: 'Joins',
};

/** The target's number for a metric (`target_candidates`, …). */
export const targetOf = (target: RecruiterTarget | null, metric: TargetMetric): number =>
  target ? target[`target_${metric}`] : 0;

/** Every metric's target number (0 where no target is set). */
export const targetNumbers = (target: RecruiterTarget | null): TargetActuals =>
  Object.fromEntries(targetMetrics.map((m) => [m, targetOf(target, m)])) as TargetActuals;

/** Target numbers as a form holds them (text, so a field may be empty while typed). */
export type TargetNumbers = Record<TargetMetric, string>;

export const noNumbers: TargetNumbers = {
  candidates: '',
  submissions: '',
  interviews: '',
  offers: '',
  joinings: '',
};

export const numbersOf = (target: RecruiterTarget | null): TargetNumbers =>
  Object.fromEntries(
    targetMetrics.map((m) => [m, target ? String(targetOf(target, m)) : '']),
  ) as TargetNumbers;

/** The first problem with the typed numbers, or null: whole numbers 0–100,000, at least one set. */
export function numbersProblem(numbers: TargetNumbers): string | null {
  for (const m of targetMetrics) {
    const text = numbers[m].trim();
    if (text === '') continue;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > 100_000)
      return `${metricLabels[m]}: enter a whole number from 0 to 100,000`;
  }
  return targetMetrics.some((m) => Number(numbers[m] || 0) > 0) ? null : 'Set at least one target';
}

/** The typed numbers as the contract's `target_*` fields (empty = 0). */
export const targetFields = (numbers: TargetNumbers) => ({
  target_candidates: Number(numbers.candidates || 0),
  target_submissions: Number(numbers.submissions || 0),
  target_interviews: Number(numbers.interviews || 0),
  target_offers: Number(numbers.offers || 0),
  target_joinings: Number(numbers.joinings || 0),
});

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The first day of the week (Monday) or month holding `day`. */
function periodStart(period: 'weekly' | 'monthly', day: string): string {
  if (period === 'monthly') return `${day.slice(0, 7)}-01`;
  const d = new Date(at(day));
  return iso(at(day) - ((d.getUTCDay() + 6) % 7) * DAY);
}

/** A day in the period `steps` periods away from the one holding `day`. */
export function shiftPeriod(period: 'weekly' | 'monthly', day: string, steps: number): string {
  const start = periodStart(period, day);
  if (period === 'weekly') return iso(at(start) + steps * 7 * DAY);
  const d = new Date(at(start));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + steps, 1));
}

// Made on first use, not when the dashboard's chunk is evaluated: a cold Intl.DateTimeFormat is
// main-thread time before the screen paints (issue 24).
let short: Intl.DateTimeFormat | undefined;
let monthName: Intl.DateTimeFormat | undefined;

/** "1 Jun – 7 Jun 2026" for a week, "June 2026" for a month. */
export function periodName(period: 'weekly' | 'monthly', start: string, end: string): string {
  if (period === 'monthly') {
    monthName ??= new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return monthName.format(at(start));
  }
  short ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${short.format(at(start))} – ${short.format(at(end))} ${end.slice(0, 4)}`;
}

/** Today as `YYYY-MM-DD` (UTC, as the server counts). */
export const today = () => new Date().toISOString().slice(0, 10);

/** SPEC §8: a failed target call reads `Failed to assign/edit/get weekly/monthly target: {status} {text}`. */
export function targetFailure(error: unknown): string {
  return isHrPortalError(error) && error.kind === 'http' ? error.userMessage : failureText(error);
}
