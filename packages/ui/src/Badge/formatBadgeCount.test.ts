import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './formatBadgeCount';

describe('formatBadgeCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps above 99 at 99+', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });

  it('honours a custom cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });

  it('treats negative, fractional and non-finite input safely', () => {
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(4.7)).toBe('4');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
  });
});
