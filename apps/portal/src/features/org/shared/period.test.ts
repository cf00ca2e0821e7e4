import { describe, expect, it } from 'vitest';
import { periodRange, progressText } from './period';

describe('periodRange', () => {
  const now = new Date(2026, 2, 31, 15);
  it('ends today and counts today as a day', () => {
    expect(periodRange('7', now)).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(periodRange('30', now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(periodRange('365', now).from).toBe('2025-04-01');
  });
  it('starts this month on its first day', () => {
    expect(periodRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });
});

describe('progressText', () => {
  it('says achieved of asked with a rounded share, or that there is no target', () => {
    expect(progressText({ target: 12, achieved: 9 })).toBe('9 / 12 (75%)');
    expect(progressText({ target: 0, achieved: 2 })).toBe('2 / 0');
    expect(progressText(null)).toBe('No target');
  });
});
