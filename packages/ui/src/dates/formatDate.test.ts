import { describe, expect, it } from 'vitest';
import { formatDate, parseDisplayDate } from './formatDate';

describe('formatDate', () => {
  it('writes day-month-year with dashes', () => {
    expect(formatDate(new Date(2026, 2, 5, 15, 30))).toBe('05-03-2026');
    expect(formatDate(new Date(2026, 11, 31).getTime())).toBe('31-12-2026');
  });

  it('never shifts a bare calendar day', () => {
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
  });

  it('reads an instant in the given time zone', () => {
    expect(formatDate('2026-03-04T20:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe('05-03-2026');
    expect(formatDate('2026-03-04T20:00:00Z', { timeZone: 'UTC' })).toBe('04-03-2026');
  });

  it('gives an empty string for missing or unreadable input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it('reads dd/mm/yyyy and dd-mm-yyyy as local midnight', () => {
    expect(parseDisplayDate('05/03/2026')).toEqual(new Date(2026, 2, 5));
    expect(parseDisplayDate(' 5-3-2026 ')).toEqual(new Date(2026, 2, 5));
  });

  it('rejects impossible days and other shapes', () => {
    expect(parseDisplayDate('31/02/2026')).toBeNull();
    expect(parseDisplayDate('2026-03-05')).toBeNull();
    expect(parseDisplayDate('05/13/2026')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('round-trips with formatDate', () => {
    const date = parseDisplayDate('29/02/2028');
    expect(date && formatDate(date)).toBe('29-02-2028');
  });
});
