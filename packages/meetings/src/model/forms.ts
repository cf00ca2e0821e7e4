import type { HrPortalClient, Meeting } from '@hrportal/api-client';
import { messages } from '@hrportal/api-client';
import { parseTime, toTimeZone, type ZonedDateTime } from '@internationalized/date';
import type { MeetingKind } from './calendar';

/** A candidate or job a meeting is about: its id and what the picker shows. */
export interface LinkChoice {
  id: number;
  label: string;
}

/** Every field any kind's form has (SPEC §3); a kind shows the ones {@link formFields} lists. */
export interface MeetingFormValues {
  kind: MeetingKind;
  /** Teams/Zoom/Google Meet: subject. Call/in person: the person's or meeting's name. */
  title: string;
  /** Call and in person: purpose. */
  purpose: string;
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** Comma list: attendees (Teams/Zoom/Meet) or the email of the person called (call/in person). */
  attendees: string;
  cc: string;
  timeZone: string;
  description: string;
  location: string;
  /** A join link the organiser pasted (online kinds). */
  joinUrl: string;
  /** The candidate the meeting is about (picked from our data), or none. */
  candidate: LinkChoice | null;
  /** The job the meeting is about, or none. */
  job: LinkChoice | null;
}

/** The form's text inputs (every key but the pickers'). */
export type TextFieldKey = Exclude<keyof MeetingFormValues, 'candidate' | 'job'>;

type FieldList = ReadonlyArray<[TextFieldKey, string]>;

/** Zoom and Google Meet: one day, subject and attendees, an optional join link. */
const scheduledFields: FieldList = [
  ['title', 'Subject'],
  ['date', 'Date'],
  ['startTime', 'Start time'],
  ['endTime', 'End time'],
  ['attendees', 'Attendees'],
  ['cc', 'Cc'],
  ['timeZone', 'Time zone'],
  ['description', 'Description'],
  ['joinUrl', 'Join link'],
];

/** Call and in person: a person's name and purpose, one email, a location. */
const personalFields: FieldList = [
  ['title', 'Name'],
  ['purpose', 'Purpose'],
  ['date', 'Date'],
  ['startTime', 'Time'],
  ['endTime', 'End time'],
  ['attendees', 'Email'],
  ['location', 'Location'],
  ['cc', 'Cc'],
  ['timeZone', 'Time zone'],
];

/** Which inputs each kind's form shows, in order, with their labels. */
export const formFields: Record<MeetingKind, FieldList> = {
  teams: [
    ['title', 'Subject'],
    ['date', 'Start date'],
    ['startTime', 'Start time'],
    ['endDate', 'End date'],
    ['endTime', 'End time'],
    ['attendees', 'Attendees'],
    ['cc', 'Cc'],
    ['timeZone', 'Time zone'],
    ['description', 'Description'],
    ['joinUrl', 'Join link'],
  ],
  zoom: scheduledFields,
  googlemeet: scheduledFields,
  call: personalFields,
  inperson: personalFields,
};

const emailPattern = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** Trimmed, non-empty entries of a comma list. */
export const splitEmails = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Form values of an existing meeting (edit), read from its normalised form and raw record. */
export function valuesFromMeeting(meeting: Meeting): MeetingFormValues {
  const raw = (meeting.meetingData ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const kind = meeting.type as MeetingKind;
  const personal = kind === 'call' || kind === 'inperson';
  const link = (id: string, label: string, fallback: string): LinkChoice | null =>
    typeof raw[id] === 'number' ? { id: raw[id] as number, label: text(label) || fallback } : null;
  return {
    kind,
    title: personal ? text('name') : meeting.title,
    purpose: personal ? meeting.description : '',
    date: meeting.date,
    startTime: meeting.startTime,
    endDate: text('end_date') || meeting.date,
    endTime: meeting.endTime,
    attendees: meeting.attendees.join(', '),
    cc: meeting.attendeesOptional.join(', '),
    timeZone: meeting.timezone || 'UTC',
    description: personal ? '' : meeting.description,
    location: text('location'),
    joinUrl: meeting.joinUrl,
    candidate: link('candidate_id', 'candidate_name', `Candidate #${String(raw.candidate_id)}`),
    job: link('job_id', 'job_title', `Job #${String(raw.job_id)}`),
  };
}

/** `YYYY-MM-DD` and `HH:MM` of an instant in a zone. */
const wall = (at: ZonedDateTime, zone: string) => {
  const local = toTimeZone(at, zone);
  return {
    date: local.toString().slice(0, 10),
    time: `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`,
  };
};

/**
 * The form values of a meeting moved or resized to `start`–`end` (any zone): every other field as
 * it was, the new wall clock read in the meeting's own zone — what the edit endpoint is sent.
 *
 * @example
 * ```ts
 * movedValues(event.meeting, event.start.add({ minutes: 30 }), event.end.add({ minutes: 30 }));
 * ```
 */
export function movedValues(
  meeting: Meeting,
  start: ZonedDateTime,
  end: ZonedDateTime,
): MeetingFormValues {
  const values = valuesFromMeeting(meeting);
  const from = wall(start, values.timeZone);
  const to = wall(end, values.timeZone);
  return {
    ...values,
    date: from.date,
    startTime: from.time,
    endDate: to.date,
    endTime: to.time,
  };
}

/** Empty form values of a kind on a date (`HH:MM` start, one hour long). */
export function emptyValues(
  kind: MeetingKind,
  date: string,
  startTime: string,
  timeZone: string,
): MeetingFormValues {
  const start = parseTime(startTime);
  // An hour later, or 23:59 when that would cross midnight.
  const end = start.hour === 23 ? start.set({ minute: 59 }) : start.add({ hours: 1 });
  return {
    kind,
    title: '',
    purpose: '',
    date,
    startTime,
    endDate: date,
    endTime: end.toString().slice(0, 5),
    attendees: '',
    cc: '',
    timeZone,
    description: '',
    location: '',
    joinUrl: '',
    candidate: null,
    job: null,
  };
}

/** Field → message, empty when the form may be sent. Mirrors the server's rules. */
export function validateForm(values: MeetingFormValues): Partial<Record<TextFieldKey, string>> {
  const errors: Partial<Record<TextFieldKey, string>> = {};
  const personal = values.kind === 'call' || values.kind === 'inperson';
  if (!values.title.trim()) errors.title = personal ? 'Name is required' : 'Subject is required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = 'Expected a date as YYYY-MM-DD';
  if (!/^\d{2}:\d{2}$/.test(values.startTime))
    errors.startTime = 'Expected a time as HH:MM (24-hour)';
  const endRequired = !personal;
  if ((endRequired || values.endTime) && !/^\d{2}:\d{2}$/.test(values.endTime)) {
    errors.endTime = 'Expected a time as HH:MM (24-hour)';
  } else if (values.endTime) {
    const start = `${values.date}T${values.startTime}`;
    const end = `${values.kind === 'teams' ? values.endDate || values.date : values.date}T${values.endTime}`;
    if (end <= start) errors.endTime = 'End time must be after start time';
  }
  const badEmail = (list: string) => splitEmails(list).find((e) => !emailPattern.test(e));
  const badAttendee = badEmail(values.attendees);
  if (badAttendee) errors.attendees = `Not an email address: ${badAttendee}`;
  if (personal && splitEmails(values.attendees).length > 1) {
    errors.attendees = 'Enter one email address';
  }
  const badCc = badEmail(values.cc);
  if (badCc) errors.cc = `Not an email address: ${badCc}`;
  if (values.kind === 'inperson' && !values.location.trim())
    errors.location = 'Location is required';
  if (values.joinUrl && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(values.joinUrl.trim())) {
    errors.joinUrl = 'The join link must be an https:// address';
  }
  return errors;
}

/** The §8 message a failed change of a kind shows (with the server's reason after a colon). */
export function failureMessage(kind: MeetingKind, action: 'create' | 'update' | 'delete'): string {
  if (action === 'update') {
    if (kind === 'teams') return messages.updateTeamsMeetingFailed;
    if (kind === 'inperson') return messages.updateInPersonEventFailed;
    if (kind === 'googlemeet') return messages.editGoogleMeetFailed;
    if (kind === 'zoom') return messages.editZoomMeetingFailed;
    return messages.editCallEventFailed;
  }
  if (action === 'delete') {
    if (kind === 'teams') return messages.deleteTeamsMeetingFailed;
    if (kind === 'googlemeet') return messages.deleteGoogleMeetFailed;
    if (kind === 'zoom') return messages.deleteZoomMeetingFailed;
  }
  return messages.unknownError;
}

/** The §8 message of a failed list read per SDK source. */
export const fetchFailureMessages = {
  teams: messages.fetchTeamsMeetingsFailed,
  calls: messages.fetchCallEventsFailed,
  zoom: messages.fetchZoomMeetingsFailed,
  googlemeet: messages.fetchGoogleMeetFailed,
} as const;

type Api = HrPortalClient['meetings'];

/**
 * The SDK call that creates (no `id`) or replaces a meeting of a kind from form values, with the
 * organiser's email as `recruiter_email` / `user_email`.
 */
export function saveCall(
  values: MeetingFormValues,
  organizerEmail: string,
  id?: string,
): (api: Api) => Promise<{ meeting: unknown }> {
  const cc = splitEmails(values.cc).join(', ');
  const about = { candidate_id: values.candidate?.id ?? null, job_id: values.job?.id ?? null };
  const attendees = splitEmails(values.attendees).join(', ');
  const scheduled = {
    subject: values.title.trim(),
    start_date: values.date,
    start_time: values.startTime,
    end_time: values.endTime,
    attendees,
    cc_recipients: cc,
    description: values.description,
    time_zone: values.timeZone,
    recruiter_email: organizerEmail,
    join_url: values.joinUrl.trim(),
    ...about,
  };
  const personal = {
    name: values.title.trim(),
    purpose: values.purpose,
    date: values.date,
    time: values.startTime,
    end_time: values.endTime || null,
    email: attendees,
    location: values.location,
    cc_recipients: cc,
    user_email: organizerEmail,
    time_zone: values.timeZone,
    ...about,
  };
  switch (values.kind) {
    case 'teams': {
      const body = { ...scheduled, end_date: values.endDate || values.date };
      return (api) => (id ? api.updateTeams({ ...body, meeting_id: id }) : api.createTeams(body));
    }
    case 'zoom':
      return (api) =>
        id ? api.editZoom({ ...scheduled, meeting_id: id }) : api.createZoom(scheduled);
    case 'googlemeet':
      return (api) => (id ? api.editGoogleMeet(id, scheduled) : api.createGoogleMeet(scheduled));
    case 'call':
      return (api) => (id ? api.editCall(Number(id), personal) : api.createCall(personal));
    case 'inperson':
      return (api) => (id ? api.editInPerson(Number(id), personal) : api.createInPerson(personal));
  }
}

/** The SDK call that deletes a meeting. */
export function deleteCall(meeting: Meeting): (api: Api) => Promise<unknown> {
  const kind = meeting.type as MeetingKind;
  switch (kind) {
    case 'teams':
      return (api) => api.deleteTeams({ meeting_id: meeting.id });
    case 'zoom':
      return (api) => api.deleteZoom(meeting.id);
    case 'googlemeet':
      return (api) => api.deleteGoogleMeet(meeting.id);
    case 'call':
      return (api) => api.deleteCall(Number(meeting.id));
    case 'inperson':
      return (api) => api.deleteInPerson(Number(meeting.id));
  }
}

/** The id the server knows a meeting by for invites and conflict exclusion. */
export const serverMeetingId = (meeting: Meeting) =>
  meeting.type === 'call' || meeting.type === 'inperson'
    ? `${meeting.type}_${meeting.id}`
    : meeting.id;
