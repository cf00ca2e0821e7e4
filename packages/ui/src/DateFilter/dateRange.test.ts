import { describe, expect, it } from 'vitest';
import {
  dateRangeFor,
  isInDateRange,
  missingDatesMessage,
  reversedDatesMessage,
  validateCustomRange,
} from './dateRange';

const now = new Date(2026, 2, 8, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('dateRangeFor', () => {
  it('gives no range for All Time', () => {
    expect(dateRangeFor({ preset: 'all' }, now)).toBeNull();
  });

  it('reaches back 1, 7 and 30 days from now', () => {
    expect(dateRangeFor({ preset: 'last24Hours' }, now)).toEqual({
      from: new Date(now.getTime() - DAY),
      to: now,
    });
    expect(dateRangeFor({ preset: 'last7Days' }, now)?.from).toEqual(
      new Date(now.getTime() - 7 * DAY),
    );
    expect(dateRangeFor({ preset: 'last30Days' }, now)?.from).toEqual(
      new Date(now.getTime() - 30 * DAY),
    );
  });

  it('makes a custom range inclusive of the whole end day', () => {
    const range = dateRangeFor({ preset: 'custom', start: '2026-03-01', end: '2026-03-05' }, now);
    expect(range).toEqual({
      from: new Date(2026, 2, 1, 0, 0, 0, 0),
      to: new Date(2026, 2, 5, 23, 59, 59, 999),
    });
    expect(isInDateRange(new Date(2026, 2, 5, 22, 15), range)).toBe(true);
    expect(isInDateRange(new Date(2026, 2, 6, 0, 0), range)).toBe(false);
    expect(isInDateRange(new Date(2026, 1, 28, 23, 59), range)).toBe(false);
  });

  it('gives no range for an incomplete custom range', () => {
    expect(dateRangeFor({ preset: 'custom', start: '2026-03-01', end: '' }, now)).toBeNull();
  });
});

describe('validateCustomRange', () => {
  it('needs both dates (SPEC §2 wording)', () => {
    expect(validateCustomRange('', '2026-03-05')).toBe(missingDatesMessage);
    expect(validateCustomRange('2026-03-01', '')).toBe(missingDatesMessage);
    expect(missingDatesMessage).toBe('Please select both start and end dates');
  });

  it('needs them in order, a single day being fine', () => {
    expect(validateCustomRange('2026-03-06', '2026-03-05')).toBe(reversedDatesMessage);
    expect(validateCustomRange('2026-03-05', '2026-03-05')).toBeNull();
  });

  it('rejects impossible days', () => {
    expect(validateCustomRange('2026-02-30', '2026-03-05')).toBe(missingDatesMessage);
  });
});

describe('isInDateRange', () => {
  it('keeps everything when there is no range and nothing unreadable when there is', () => {
    expect(isInDateRange('garbage', null)).toBe(true);
    const range = dateRangeFor({ preset: 'last7Days' }, now);
    expect(isInDateRange('garbage', range)).toBe(false);
    expect(isInDateRange(null, range)).toBe(false);
    expect(isInDateRange(now.toISOString(), range)).toBe(true);
  });
});
