import type { Meeting } from '@hrportal/api-client';
import {
  type CalendarDate,
  endOfMonth,
  parseDateTime,
  startOfMonth,
  startOfWeek,
  toCalendarDate,
  toTimeZone,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';

/** The five kinds, in legend order. */
export const meetingKinds = ['teams', 'zoom', 'googlemeet', 'call', 'inperson'] as const;
/** One meeting kind. */
export type MeetingKind = (typeof meetingKinds)[number];

/** Label and colours of each kind (colours pass 4.5:1 with white text, light and dark). */
export const kindStyles: Record<MeetingKind, { label: string; color: string }> = {
  teams: { label: 'Teams', color: '#4f52b2' },
  zoom: { label: 'Zoom', color: '#1a5fd0' },
  googlemeet: { label: 'Google Meet', color: '#137333' },
  call: { label: 'Call', color: '#a14400' },
  inperson: { label: 'In person', color: '#8a2b87' },
};

/** Kinds that meet online (a join link, or honestly none yet). */
export const onlineKinds: readonly MeetingKind[] = ['teams', 'zoom', 'googlemeet'];

/** A meeting placed on the timeline: instants in its own zone, plus what the calendar shows. */
export interface CalendarEvent {
  /** Unique across kinds: `{kind}:{id}`. */
  key: string;
  meeting: Meeting;
  kind: MeetingKind;
  /** Start and end in the meeting's own zone (`meeting.timezone`, default UTC). */
  start: ZonedDateTime;
  end: ZonedDateTime;
  /** Lasts 24 hours or more: shown in the all-day row of week/day views. */
  allDay: boolean;
  /** Organiser's name when the calendar shows everyone's meetings. */
  organizer?: string;
  /** Lower-cased title and attendees, for search. */
  haystack: string;
}

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/**
 * A normalised meeting on the timeline. The wall-clock date and times are read in the meeting's
 * own zone (`toZoned`, the zone rules of `@internationalized/date`); a Teams `end_date` makes it
 * multi-day; a missing end is 30 minutes; an end before the start ends the next day.
 *
 * @example
 * ```ts
 * const event = toCalendarEvent(normalizeMeeting('zoom', raw));
 * ```
 */
export function toCalendarEvent(meeting: Meeting, organizer?: string): CalendarEvent {
  const zone = validZone(meeting.timezone || 'UTC');
  const start = toZoned(parseDateTime(`${meeting.date}T${meeting.startTime}`), zone);
  const raw = (meeting.meetingData ?? {}) as { end_date?: unknown };
  const endDate =
    typeof raw.end_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.end_date)
      ? raw.end_date
      : meeting.date;
  let end = meeting.endTime
    ? toZoned(parseDateTime(`${endDate}T${meeting.endTime}`), zone)
    : start.add({ minutes: 30 });
  if (end.compare(start) <= 0) {
    end =
      endDate === meeting.date && meeting.endTime
        ? end.add({ days: 1 })
        : start.add({ minutes: 30 });
  }
  const kind = meeting.type as MeetingKind;
  return {
    key: `${kind}:${meeting.id}`,
    meeting,
    kind,
    start,
    end,
    allDay: end.compare(start.add({ hours: 24 })) >= 0,
    ...(organizer ? { organizer } : {}),
    haystack: [meeting.title, ...meeting.attendees, ...meeting.attendeesOptional, organizer ?? '']
      .join(' ')
      .toLowerCase(),
  };
}

/** What the viewer filters by. */
export interface EventFilter {
  kinds: ReadonlySet<MeetingKind>;
  search: string;
}

/** Events of the shown kinds whose title or attendees contain the search text. */
export function filterEvents(events: readonly CalendarEvent[], filter: EventFilter) {
  const needle = filter.search.trim().toLowerCase();
  return events.filter(
    (event) => filter.kinds.has(event.kind) && (needle === '' || event.haystack.includes(needle)),
  );
}

/** An event seen from the viewer's zone. */
export interface ViewedEvent {
  event: CalendarEvent;
  start: ZonedDateTime;
  end: ZonedDateTime;
}

/** Converts events to the viewer's zone, sorted by start instant then longest first. */
export function viewIn(events: readonly CalendarEvent[], zone: string): ViewedEvent[] {
  return events
    .map((event) => ({
      event,
      start: toTimeZone(event.start, zone),
      end: toTimeZone(event.end, zone),
    }))
    .sort((a, b) => a.start.compare(b.start) || b.end.compare(a.end));
}

/**
 * Viewed events by local day (`YYYY-MM-DD` in the viewer's zone). An event that crosses midnight
 * is listed on every day it touches.
 */
export function byDay(events: readonly ViewedEvent[]): Map<string, ViewedEvent[]> {
  const days = new Map<string, ViewedEvent[]>();
  for (const viewed of events) {
    let day = toCalendarDate(viewed.start);
    // The last day is the end's date, unless the end is exactly midnight.
    const endsAtMidnight = viewed.end.hour === 0 && viewed.end.minute === 0;
    const last = endsAtMidnight
      ? toCalendarDate(viewed.end).subtract({ days: 1 })
      : toCalendarDate(viewed.end);
    for (let guard = 0; guard < 62 && day.compare(last) <= 0; guard++) {
      const key = day.toString();
      const list = days.get(key);
      if (list) list.push(viewed);
      else days.set(key, [viewed]);
      day = day.add({ days: 1 });
    }
  }
  return days;
}

/** The 6 × 7 days of a month grid (weeks start on the locale's first day). */
export function monthGrid(anchor: CalendarDate, locale: string): CalendarDate[] {
  const first = startOfWeek(startOfMonth(anchor), locale);
  return Array.from({ length: 42 }, (_, i) => first.add({ days: i }));
}

/** The 7 days of the week holding `anchor`. */
export function weekDays(anchor: CalendarDate, locale: string): CalendarDate[] {
  const first = startOfWeek(anchor, locale);
  return Array.from({ length: 7 }, (_, i) => first.add({ days: i }));
}

/** The views. */
export const calendarViews = ['month', 'week', 'day', 'agenda'] as const;
/** One view. */
export type CalendarView = (typeof calendarViews)[number];

/** First and last day a view shows (the agenda shows the anchor's month). */
export function visibleRange(
  view: CalendarView,
  anchor: CalendarDate,
  locale: string,
): { from: CalendarDate; to: CalendarDate } {
  if (view === 'month') {
    const grid = monthGrid(anchor, locale);
    return { from: grid[0] ?? anchor, to: grid[41] ?? anchor };
  }
  if (view === 'week') {
    const days = weekDays(anchor, locale);
    return { from: days[0] ?? anchor, to: days[6] ?? anchor };
  }
  if (view === 'day') return { from: anchor, to: anchor };
  return { from: startOfMonth(anchor), to: endOfMonth(anchor) };
}

/** Where an event sits in a day column. */
export interface Placed {
  viewed: ViewedEvent;
  /** Minutes from the day's midnight, clipped to the day. */
  top: number;
  bottom: number;
  column: number;
  columns: number;
}

/**
 * Side-by-side layout of a day's timed events: events that overlap share a cluster and each takes
 * the first free column; every event of a cluster knows the cluster's column count.
 *
 * @example
 * ```ts
 * layoutDay(dayEvents, day).map((p) => [p.column, p.columns]);
 * ```
 */
export function layoutDay(events: readonly ViewedEvent[], day: CalendarDate): Placed[] {
  const dayKey = day.toString();
  const placed: Placed[] = [];
  let cluster: Placed[] = [];
  let columnsEnd: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    const columns = columnsEnd.length;
    for (const p of cluster) p.columns = columns;
    cluster = [];
    columnsEnd = [];
  };
  for (const viewed of events) {
    if (viewed.event.allDay) continue;
    const top =
      toCalendarDate(viewed.start).toString() < dayKey
        ? 0
        : viewed.start.hour * 60 + viewed.start.minute;
    const endDay = toCalendarDate(viewed.end).toString();
    const bottom = endDay > dayKey ? 24 * 60 : viewed.end.hour * 60 + viewed.end.minute;
    const safeBottom = Math.max(bottom, top + 15);
    if (top >= clusterEnd) close();
    let column = columnsEnd.findIndex((end) => end <= top);
    if (column === -1) {
      column = columnsEnd.length;
      columnsEnd.push(safeBottom);
    } else columnsEnd[column] = safeBottom;
    clusterEnd = Math.max(clusterEnd, safeBottom);
    const p: Placed = { viewed, top, bottom: safeBottom, column, columns: 1 };
    cluster.push(p);
    placed.push(p);
  }
  close();
  return placed;
}

/**
 * Where a meeting lands when moved `days` days and `minutes` minutes, in the viewer's zone. The
 * days are counted in the meeting's own zone, so its time of day there stays put (a 10:00 London
 * meeting moved a week is 10:00 London, even when the viewer's zone changed its clocks between);
 * the minutes are then added as elapsed time.
 *
 * @example
 * ```ts
 * const { start, end } = shiftViewed(viewed, 7, 0); // the same time next week
 * ```
 */
export function shiftViewed(
  viewed: ViewedEvent,
  days: number,
  minutes: number,
): { start: ZonedDateTime; end: ZonedDateTime } {
  const zone = viewed.start.timeZone;
  const shift = (own: ZonedDateTime) =>
    toTimeZone(days === 0 ? own : own.add({ days }), zone).add({ minutes });
  return { start: shift(viewed.event.start), end: shift(viewed.event.end) };
}
