import { describe, expect, it } from 'vitest';
import { tooltipDelays, tooltipOpenDelay } from './tooltipTiming';

describe('tooltipOpenDelay', () => {
  const { delay, skipDelay } = tooltipDelays;

  it('defaults to 700 ms with a 300 ms skip window (SPEC §9)', () => {
    expect(tooltipDelays).toEqual({ delay: 700, skipDelay: 300 });
  });

  it('waits the full delay when no tooltip closed recently', () => {
    expect(tooltipOpenDelay({ now: 10_000, lastClosedAt: -Infinity, delay, skipDelay })).toBe(700);
    expect(tooltipOpenDelay({ now: 10_000, lastClosedAt: 9_700, delay, skipDelay })).toBe(700);
  });

  it('opens at once inside the skip window', () => {
    expect(tooltipOpenDelay({ now: 10_000, lastClosedAt: 9_701, delay, skipDelay })).toBe(0);
  });

  it('opens at once when the delay is 0, whatever the skip window', () => {
    expect(tooltipOpenDelay({ now: 10_000, lastClosedAt: 0, delay: 0, skipDelay: 0 })).toBe(0);
  });
});
