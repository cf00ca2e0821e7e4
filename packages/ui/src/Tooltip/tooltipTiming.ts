/**
 * Tooltip timing of SPEC §9: a tooltip opens after `delay` of hovering; once one has closed,
 * another opens at once if hovered within `skipDelay` (moving along a toolbar). `delay: 0` opens
 * at once always (the chat shell).
 */
export const tooltipDelays = { delay: 700, skipDelay: 300 } as const;

/**
 * How long to wait before opening a tooltip on hover.
 *
 * @example
 * tooltipOpenDelay({ now: 1000, lastClosedAt: 900, delay: 700, skipDelay: 300 }); // 0
 */
export function tooltipOpenDelay({
  now,
  lastClosedAt,
  delay,
  skipDelay,
}: {
  now: number;
  lastClosedAt: number;
  delay: number;
  skipDelay: number;
}): number {
  if (delay <= 0) return 0;
  return now - lastClosedAt < skipDelay ? 0 : delay;
}
