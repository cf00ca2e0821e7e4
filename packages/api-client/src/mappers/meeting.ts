import { inPersonMeetingTypeVariants, type MeetingKind } from '../contract/vocabularies';

/**
 * A meeting of any provider in one shape (SPEC §3 "Meeting (normalised)"). `startTime` and
 * `endTime` are `HH:MM`; `attendees` and `attendeesOptional` are lists of addresses;
 * `meetingData` is the raw record as received.
 *
 * @example
 * ```ts
 * const meetings: Meeting[] = await client.meetings.zoom();
 * ```
 */
export interface Meeting {
  id: string;
  type: MeetingKind;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  attendees: string[];
  attendeesOptional: string[];
  description: string;
  timezone: string;
  platform: string;
  joinUrl: string;
  recruiterEmail: string;
  meetingData: unknown;
}

/** Platform label of each meeting kind. @example `meetingPlatforms.zoom; // 'Zoom'` */
export const meetingPlatforms = {
  teams: 'Microsoft Teams',
  call: 'Phone call',
  zoom: 'Zoom',
  googlemeet: 'Google Meet',
  inperson: 'In person',
} as const satisfies Record<MeetingKind, string>;

const defaultTitles = {
  teams: 'Teams Meeting',
  call: 'Call',
  zoom: 'Zoom Meeting',
  googlemeet: 'Google Meet Meeting',
  inperson: 'In-Person Meeting',
} as const satisfies Record<MeetingKind, string>;

type Raw = Record<string, unknown>;

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** `HH:MM` from `HH:MM[:SS]`; throws on anything else (the record is then a fallback). */
function clock(value: unknown, field: string): string {
  const text = str(value);
  if (!/^\d{1,2}:\d{2}/.test(text)) throw new TypeError(`${field} is not a time`);
  const [h = '', m = ''] = text.split(':');
  return `${h.padStart(2, '0')}:${m.slice(0, 2)}`;
}

function optionalClock(value: unknown): string {
  return str(value) === '' ? '' : clock(value, 'end time');
}

function date(value: unknown, field: string): string {
  const text = str(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) throw new TypeError(`${field} is not a date`);
  return text.slice(0, 10);
}

/** Comma-split, trimmed, empty entries dropped. */
function splitList(value: unknown): string[] {
  return str(value)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `cc_recipients` as a comma string or a list; from a list only entries with an `@` count. */
function ccList(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.map((entry) => str(entry)).filter((entry) => entry.includes('@'));
  }
  return splitList(value);
}

/** Whether a call-event record is an in-person meeting (SPEC §3). */
export function isInPersonRecord(raw: Raw): boolean {
  const type = str(raw.meeting_type).toLowerCase();
  return (
    (inPersonMeetingTypeVariants as readonly string[]).includes(type) || str(raw.location) !== ''
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The fallback for an unreadable record: now (UTC) to one hour later. */
function fallback(kind: MeetingKind, raw: unknown): Meeting {
  const now = new Date();
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const record = raw !== null && typeof raw === 'object' ? (raw as Raw) : {};
  const id = str(record.meeting_id) || str(record.id) || `fallback-${now.getTime()}`;
  return {
    id,
    type: kind,
    date: now.toISOString().slice(0, 10),
    startTime: `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}`,
    endTime: `${pad(later.getUTCHours())}:${pad(later.getUTCMinutes())}`,
    title: str(record.subject) || str(record.summary) || defaultTitles[kind],
    attendees: [],
    attendeesOptional: [],
    description: '',
    timezone: 'UTC',
    platform: meetingPlatforms[kind],
    joinUrl: '',
    recruiterEmail: '',
    meetingData: raw,
  };
}

/**
 * Normalises a raw meeting record of one provider (SPEC §3):
 *
 * - `teams`: `meeting_id`, `subject`, `start_date`/`start_time`, `end_time`, comma `attendees`,
 *   `cc_recipients`, `time_zone`, `description`, `recruiter_email`.
 * - `call`: `id`, title `'Call with {name}'`, `purpose` as description, `date`/`time`, `email` as
 *   attendees, `user_email` as recruiter. A record with an in-person `meeting_type` variant or a
 *   non-empty `location` becomes `inperson`, titled by its `name`.
 * - `inperson`: as `call`, always in person, titled by `name`.
 * - `zoom`: `meeting_id` or `id`, `subject`, `join_url`.
 * - `googlemeet`: `id` or `meeting_id`, `subject` or `summary` (default `'Google Meet Meeting'`),
 *   `start_time` cut to its first 5 characters.
 *
 * Times become `HH:MM`; `timezone` defaults to `UTC`; `cc_recipients` may be a comma string or a
 * list (list entries need an `@`). A record that cannot be read (no object, no date or start time)
 * becomes a fallback meeting from now (UTC) to one hour later, keeping any id and subject.
 *
 * @example
 * ```ts
 * normalizeMeeting('zoom', { meeting_id: 'z1', subject: 'Sync', start_date: '2025-03-01', start_time: '09:30:00', end_time: '10:00', attendees: 'a@x.com, b@x.com', cc_recipients: '', description: '', join_url: 'https://zoom.us/j/1' });
 * // { id: 'z1', type: 'zoom', startTime: '09:30', attendees: ['a@x.com', 'b@x.com'], … }
 * ```
 */
export function normalizeMeeting(kind: MeetingKind, raw: unknown): Meeting {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fallback(kind, raw);
  const r = raw as Raw;
  try {
    const common = {
      attendeesOptional: ccList(r.cc_recipients),
      timezone: str(r.time_zone) || 'UTC',
      meetingData: raw,
    };
    switch (kind) {
      case 'call':
      case 'inperson': {
        const inPerson = kind === 'inperson' || isInPersonRecord(r);
        const name = str(r.name);
        const type: MeetingKind = inPerson ? 'inperson' : 'call';
        return {
          ...common,
          id: str(r.id),
          type,
          date: date(r.date, 'date'),
          startTime: clock(r.time, 'time'),
          endTime: optionalClock(r.end_time),
          title: inPerson ? name || defaultTitles.inperson : `Call with ${name}`,
          attendees: splitList(r.email),
          description: str(r.purpose),
          platform: inPerson && str(r.location) ? str(r.location) : meetingPlatforms[type],
          joinUrl: '',
          recruiterEmail: str(r.user_email),
        };
      }
      case 'teams':
      case 'zoom':
      case 'googlemeet': {
        const id =
          kind === 'googlemeet' ? str(r.id) || str(r.meeting_id) : str(r.meeting_id) || str(r.id);
        if (id === '') throw new TypeError('meeting without an id');
        const title =
          kind === 'googlemeet'
            ? str(r.subject) || str(r.summary) || defaultTitles.googlemeet
            : str(r.subject) || defaultTitles[kind];
        return {
          ...common,
          id,
          type: kind,
          date: date(r.start_date, 'start date'),
          startTime: clock(
            kind === 'googlemeet' ? str(r.start_time).slice(0, 5) : r.start_time,
            'start time',
          ),
          endTime: optionalClock(r.end_time),
          title,
          attendees: splitList(r.attendees),
          description: str(r.description),
          platform: meetingPlatforms[kind],
          joinUrl: str(r.join_url),
          recruiterEmail: str(r.recruiter_email),
        };
      }
      default:
        return fallback(kind, raw);
    }
  } catch {
    return fallback(kind, raw);
  }
}
