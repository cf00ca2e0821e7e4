/**
 * The text of a count badge: the number up to `max`, then `{max}+` (SPEC §9: unread badges cap at
 * `99+`). Negative or fractional counts are floored at 0.
 *
 * @example
 * formatBadgeCount(7); // '7'
 * formatBadgeCount(120); // '99+'
 */
export function formatBadgeCount(count: number, max = 99): string {
  const value = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return value > max ? `${max}+` : String(value);
}
