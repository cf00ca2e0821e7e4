import { Temporal } from 'temporal-polyfill';

/**
 * Wall-clock date and time in a meeting's own IANA zone → that instant (Temporal does the zone
 * rules; a time skipped by a DST change moves forward, an ambiguous one takes the earlier instant —
 * `compatible`, as RFC 5545 §3.3.5 asks).
 *
 * @example
 * ```ts
 * zonedInstant('2026-03-30', '10:00', 'Europe/London'); // 2026-03-30T09:00:00.000Z (BST)
 * ```
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  return new Date(zonedDateTime(date, time, zone).epochMilliseconds);
}

/** The Temporal zoned date-time of a wall clock in a zone (what the invite writes). */
function zonedDateTime(date: string, time: string, zone: string): Temporal.ZonedDateTime {
  return Temporal.PlainDateTime.from(`${date}T${time.slice(0, 5)}`).toZonedDateTime(zone, {
    disambiguation: 'compatible',
  });
}

/** An instant seen in a zone: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(zone);
  return {
    date: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

export interface Interval {
  start: number;
  end: number;
}

/**
 * The first `count` slots of `durationMs` from `from` on, on weekdays between 09:00 and 18:00 in
 * `zone`, on a 30-minute grid, that overlap none of `busy`, within `days` days.
 *
 * @example
 * ```ts
 * firstFreeSlots([{ start, end }], new Date(), 3_600_000, 'Asia/Kolkata');
 * ```
 */
export function firstFreeSlots(
  busy: Interval[],
  from: Date,
  durationMs: number,
  zone: string,
  { count = 3, days = 14 } = {},
): Interval[] {
  const slots: Interval[] = [];
  let day = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO(zone);
  const step = 30 * 60 * 1000;
  for (let d = 0; d < days && slots.length < count; d++) {
    const date = day.toPlainDate();
    day = day.add({ days: 1 });
    if (date.dayOfWeek > 5) continue;
    const open = date.toZonedDateTime({ timeZone: zone, plainTime: '09:00' }).epochMilliseconds;
    const close = date.toZonedDateTime({ timeZone: zone, plainTime: '18:00' }).epochMilliseconds;
    let start = Math.max(open, Math.ceil(from.getTime() / step) * step);
    for (; start + durationMs <= close && slots.length < count; start += step) {
      const end = start + durationMs;
      if (!busy.some((b) => b.start < end && b.end > start)) slots.push({ start, end });
    }
  }
  return slots;
}
