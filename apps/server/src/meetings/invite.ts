import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { Temporal } from 'temporal-polyfill';

/** What an invitation says about one meeting. */
export interface InviteMeeting {
  /** Stable across edits: `{externalId}@hrportal` is the UID every update and cancel reuses. */
  uid: string;
  title: string;
  description: string;
  location: string;
  joinUrl: string;
  start: Date;
  end: Date;
  timeZone: string;
  sequence: number;
  /** DTSTAMP: when this version of the invitation was made (the server clock). */
  stamp: Date;
  organizer: { name: string; email: string };
  attendees: string[];
  optional: string[];
}

/**
 * An RFC 5545 calendar with one VEVENT in the meeting's own zone (VTIMEZONE included, DTSTART and
 * DTEND carry TZID), the organiser, required attendees and optional (cc) ones. `REQUEST` for a new
 * or changed meeting, `CANCEL` (STATUS:CANCELLED) for a deleted one; SEQUENCE is the caller's.
 *
 * @example
 * ```ts
 * const ics = meetingInvite(meeting, 'REQUEST');
 * ```
 */
export function meetingInvite(meeting: InviteMeeting, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = newCalendar(
    method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  addEvent(calendar, meeting, method === 'CANCEL');
  return calendar.toString();
}

/**
 * A subscription feed (METHOD:PUBLISH): every meeting as the same VEVENT its invitation carries
 * (same UID and SEQUENCE, so a calendar client that got the invitation sees one event), named for
 * its owner, with a refresh hint of 15 minutes.
 *
 * @example
 * ```ts
 * const ics = meetingFeed([meeting], 'HR Portal — Asha Rao');
 * ```
 */
export function meetingFeed(meetings: InviteMeeting[], name: string): string {
  const calendar = newCalendar(ICalCalendarMethod.PUBLISH);
  calendar.name(name);
  calendar.ttl(15 * 60);
  for (const meeting of meetings) addEvent(calendar, meeting, false);
  return calendar.toString();
}

function newCalendar(method: ICalCalendarMethod): ICalCalendar {
  const calendar = ical({
    prodId: { company: 'HR Portal', product: 'Meetings', language: 'EN' },
    method,
  });
  // name null: VTIMEZONE blocks are generated for each event's zone, DTSTAMP stays UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  return calendar;
}

/** One VEVENT in the meeting's own zone (DTSTART/DTEND with TZID), organiser and attendees. */
function addEvent(calendar: ICalCalendar, meeting: InviteMeeting, cancelled: boolean): void {
  const zoned = (instant: Date) =>
    Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(meeting.timeZone);
  const description = [meeting.description, meeting.joinUrl ? `Join: ${meeting.joinUrl}` : '']
    .filter(Boolean)
    .join('\n\n');
  const event = calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    stamp: meeting.stamp,
    start: zoned(meeting.start),
    end: zoned(meeting.end),
    timezone: meeting.timeZone,
    summary: meeting.title,
    description: description || null,
    location: meeting.location || meeting.joinUrl || null,
    url: meeting.joinUrl || null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: meeting.organizer,
  });
  for (const email of meeting.attendees) {
    event.createAttendee({ email, rsvp: true, role: ICalAttendeeRole.REQ });
  }
  for (const email of meeting.optional) {
    event.createAttendee({ email, rsvp: true, role: ICalAttendeeRole.OPT });
  }
}
