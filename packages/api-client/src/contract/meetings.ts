import * as z from 'zod';
import {
  ClockTime,
  Email,
  EmailList,
  Id,
  IsoDate,
  IsoDateTime,
  MeetingId,
  optionalText,
  requiredText,
} from './primitives';

/**
 * `cc_recipients` as the raw meeting shapes carry it: a comma-separated string or a list of
 * entries (SPEC §3: "may be a string or a list of entries containing '@'"). Our server sends the
 * string form.
 *
 * @example
 * ```ts
 * CcRecipients.parse(['a@x.com', 'b@y.com']);
 * ```
 */
export const CcRecipients = z.union([z.string(), z.array(z.string())]);
/** Raw cc recipients. @example `const cc: CcRecipients = 'a@x.com';` */
export type CcRecipients = z.infer<typeof CcRecipients>;

/**
 * IANA time zone name (`Asia/Kolkata`, `UTC`); checked by the runtime's `Intl`.
 *
 * @example
 * ```ts
 * TimeZone.parse('Asia/Kolkata');
 * ```
 */
export const TimeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  );

/** Our additions on every stored meeting (always sent by our server): owner, creation and change times. */
const ownership = {
  created_by: Id.optional(),
  created_at: IsoDateTime.optional(),
  updated_at: IsoDateTime.optional(),
};

// ── Issue 20 (meetings calendar) additions: begin ──────────────────────────────────────────

/**
 * Where a scheduled meeting's online link stands (ours, on every Teams, Zoom and Google Meet
 * record): `none` — no provider is configured and nobody pasted a link yet ("No online link yet";
 * `join_url` is empty); `pasted` — the organiser pasted it; `provider` — created at the provider.
 * Our server never invents a link.
 *
 * @example
 * ```ts
 * MeetingLinkState.parse('none');
 * ```
 */
export const MeetingLinkState = z.enum(['none', 'pasted', 'provider']);
/** A link state. @example `const s: MeetingLinkState = 'pasted';` */
export type MeetingLinkState = z.infer<typeof MeetingLinkState>;

/**
 * A join link the organiser pastes (https only), or `''` for none.
 *
 * @example
 * ```ts
 * PastedJoinUrl.parse('https://zoom.us/j/123');
 * ```
 */
export const PastedJoinUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
    error: 'The join link must be an https:// address',
  });

/**
 * Ours on every stored meeting record: the link state, the invitation's SEQUENCE, and the
 * candidate and job the meeting is about (ids, with their name and role as they were when the
 * meeting was saved; `null` when none, or when that candidate or job was deleted since).
 */
const inviteFields = {
  link_state: MeetingLinkState.optional(),
  sequence: z.number().int().nonnegative().optional(),
  candidate_id: Id.nullable().optional(),
  candidate_name: z.string().nullable().optional(),
  job_id: Id.nullable().optional(),
  job_title: z.string().nullable().optional(),
};

/**
 * Ours on every create and edit body: the candidate and the job the meeting is about (picked from
 * our data; `null` or left out: none). An id that names no candidate or job is refused with 422.
 */
const aboutFields = {
  candidate_id: Id.nullable().default(null),
  job_id: Id.nullable().default(null),
};

/** The five kinds as the calendar reads name them. */
const CalendarKind = z.enum(['teams', 'call', 'zoom', 'googlemeet', 'inperson']);

/**
 * Query of `GET /calendar_meetings`: meetings overlapping `from`..`to` (inclusive dates, UTC
 * instants of the meetings' own zones). `scope: 'everyone'` is for managers and leadership (403
 * otherwise); `mine` (default) is what the caller organises or attends.
 *
 * @example
 * ```ts
 * CalendarMeetingsQuery.parse({ from: '2026-06-01', to: '2026-06-30', scope: 'everyone' });
 * ```
 */
export const CalendarMeetingsQuery = z.object({
  from: IsoDate,
  to: IsoDate,
  scope: z.enum(['mine', 'everyone']).default('mine'),
});
/** Calendar query. @example `const q: CalendarMeetingsQuery = { from: '2026-06-01', to: '2026-06-30' };` */
export type CalendarMeetingsQuery = z.input<typeof CalendarMeetingsQuery>;

/**
 * One meeting in a calendar answer: its kind and its raw record in that kind's shape (read it with
 * the SDK's `normalizeMeeting(kind, record)`), plus the organiser's name.
 *
 * @example
 * ```ts
 * CalendarEntry.parse({ kind: 'zoom', record: { meeting_id: 'zoom_1' }, organizer: 'Asha' });
 * ```
 */
export const CalendarEntry = z.object({
  kind: CalendarKind,
  record: z.record(z.string(), z.unknown()),
  organizer: z.string(),
});
/** A calendar entry. @example `function k(e: CalendarEntry) { return e.kind; }` */
export type CalendarEntry = z.infer<typeof CalendarEntry>;

/**
 * Answer of `GET /calendar_meetings` (at most 5,000, ordered by start instant).
 *
 * @example
 * ```ts
 * const { meetings } = CalendarMeetingsResponse.parse(body);
 * ```
 */
export const CalendarMeetingsResponse = z.object({
  status: z.literal('success'),
  meetings: z.array(CalendarEntry),
});
/** Calendar answer. @example `function n(r: CalendarMeetingsResponse) { return r.meetings.length; }` */
export type CalendarMeetingsResponse = z.infer<typeof CalendarMeetingsResponse>;

/**
 * Body of `POST /meeting_conflicts`: a slot in its own zone and the people in it. `exclude` is the
 * meeting being edited (its `meeting_id`, or `call_{id}` / `inperson_{id}`).
 *
 * @example
 * ```ts
 * MeetingConflictsRequest.parse({ attendees: 'ravi@example.com', date: '2026-06-10', start_time: '10:00', end_time: '11:00', time_zone: 'Asia/Kolkata' });
 * ```
 */
export const MeetingConflictsRequest = z.object({
  attendees: EmailList,
  date: IsoDate,
  start_time: ClockTime,
  end_time: ClockTime,
  time_zone: TimeZone.default('UTC'),
  exclude: z.string().max(200).optional(),
});
/** Conflicts body. @example `const b: MeetingConflictsRequest = { attendees: 'a@x.com', date: '2026-06-10', start_time: '10:00', end_time: '11:00' };` */
export type MeetingConflictsRequest = z.input<typeof MeetingConflictsRequest>;

/**
 * Answer of `POST /meeting_conflicts`: each overlapping meeting with the attendees it holds, and up
 * to 3 free slots of the same length (working hours 09:00–18:00 on weekdays in the meeting's zone,
 * within 14 days) as `YYYY-MM-DD`, `HH:MM` in that zone.
 *
 * @example
 * ```ts
 * const { conflicts, free_slots } = MeetingConflictsResponse.parse(body);
 * ```
 */
export const MeetingConflictsResponse = z.object({
  status: z.literal('success'),
  conflicts: z.array(CalendarEntry.extend({ attendees: z.array(z.string()) })),
  free_slots: z.array(z.object({ date: IsoDate, start_time: ClockTime, end_time: ClockTime })),
});
/** Conflicts answer. @example `function n(r: MeetingConflictsResponse) { return r.conflicts.length; }` */
export type MeetingConflictsResponse = z.infer<typeof MeetingConflictsResponse>;

/**
 * Answer of `GET /calendar_feed` and `POST /calendar_feed`: whether the caller has a calendar
 * subscription address. `url` is only sent by `POST` (which makes a new address and ends the old
 * one): the server keeps a hash of its secret, so it cannot show the address again.
 *
 * @example
 * ```ts
 * CalendarFeedResponse.parse({ status: 'success', active: true, created_at: '2026-06-01T09:00:00Z', last_fetched_at: null });
 * ```
 */
export const CalendarFeedResponse = z.object({
  status: z.literal('success'),
  active: z.boolean(),
  created_at: IsoDateTime.nullable(),
  last_fetched_at: IsoDateTime.nullable(),
  url: z.string().optional(),
});
/** Calendar subscription state. @example `const r: CalendarFeedResponse = { status: 'success', active: false, created_at: null, last_fetched_at: null };` */
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;

/**
 * `:token` of `GET /calendar_feed/{token}`: the address's secret, with or without `.ics`.
 *
 * @example
 * ```ts
 * CalendarFeedParams.parse({ token: 'k3J…43 characters….ics' });
 * ```
 */
export const CalendarFeedParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, { error: 'This calendar address is not valid' }),
});

// ── Issue 20 (meetings calendar) additions: end ────────────────────────────────────────────

/**
 * A Teams meeting, raw server shape (SPEC §3 "Raw Teams"). `attendees` is a comma list.
 * Ours: `join_url` (empty when no provider is configured), ownership fields.
 *
 * @example
 * ```ts
 * TeamsMeeting.parse(row);
 * ```
 */
export const TeamsMeeting = z.object({
  meeting_id: MeetingId,
  subject: z.string(),
  start_date: IsoDate,
  start_time: ClockTime,
  end_date: IsoDate,
  end_time: ClockTime,
  attendees: z.string(),
  cc_recipients: CcRecipients,
  time_zone: z.string(),
  description: z.string(),
  recruiter_email: z.string(),
  join_url: z.string().optional(),
  ...ownership,
  ...inviteFields,
});
/** A raw Teams meeting. @example `function t(m: TeamsMeeting) { return m.subject; }` */
export type TeamsMeeting = z.infer<typeof TeamsMeeting>;

/**
 * A call event, raw server shape (SPEC §3 "Raw call event"). `email` is the person called,
 * `user_email` the organiser. In-person meetings are stored as call events with a `meeting_type`
 * from `inPersonMeetingTypeVariants` and a `location`; our server writes `meeting_type` `call` or
 * `in_person`. `end_time` (ours) is `null` for a call of unspecified length (the SDK shows 30 min).
 *
 * @example
 * ```ts
 * CallEvent.parse(row);
 * ```
 */
export const CallEvent = z.object({
  id: Id,
  name: z.string(),
  purpose: z.string(),
  date: IsoDate,
  time: ClockTime,
  end_time: ClockTime.nullable().optional(),
  email: z.string(),
  location: z.string(),
  cc_recipients: CcRecipients,
  user_email: z.string(),
  meeting_type: z.string().optional(),
  time_zone: z.string().optional(),
  ...ownership,
  ...inviteFields,
});
/** A raw call or in-person event. @example `function t(c: CallEvent) { return c.name; }` */
export type CallEvent = z.infer<typeof CallEvent>;

/**
 * A Zoom meeting, raw server shape (SPEC §3 "Raw Zoom": `meeting_id or id`). Our server sends both.
 *
 * @example
 * ```ts
 * ZoomMeeting.parse(row);
 * ```
 */
export const ZoomMeeting = z
  .object({
    meeting_id: MeetingId.optional(),
    id: z.union([MeetingId, z.number()]).optional(),
    subject: z.string(),
    start_date: IsoDate,
    start_time: ClockTime,
    end_time: ClockTime,
    attendees: z.string(),
    cc_recipients: CcRecipients,
    description: z.string(),
    join_url: z.string(),
    time_zone: z.string().optional(),
    recruiter_email: z.string().optional(),
    ...ownership,
    ...inviteFields,
  })
  .refine((m) => m.meeting_id !== undefined || m.id !== undefined, {
    error: 'A Zoom meeting needs meeting_id or id',
  });
/** A raw Zoom meeting. @example `function t(m: ZoomMeeting) { return m.subject; }` */
export type ZoomMeeting = z.infer<typeof ZoomMeeting>;

/**
 * A Google Meet meeting, raw server shape (SPEC §3 "Raw Google Meet": `id or meeting_id`,
 * `subject or summary` — default title 'Google Meet Meeting'; `start_time` may carry seconds, the
 * SDK keeps the first 5 characters). Our server sends `id`, `meeting_id` and `subject`.
 *
 * @example
 * ```ts
 * GoogleMeetMeeting.parse(row);
 * ```
 */
export const GoogleMeetMeeting = z
  .object({
    id: MeetingId.optional(),
    meeting_id: MeetingId.optional(),
    subject: z.string().optional(),
    summary: z.string().optional(),
    start_date: IsoDate,
    start_time: ClockTime,
    end_time: ClockTime,
    attendees: z.string(),
    cc_recipients: CcRecipients,
    description: z.string(),
    time_zone: z.string(),
    join_url: z.string(),
    recruiter_email: z.string(),
    ...ownership,
    ...inviteFields,
  })
  .refine((m) => m.id !== undefined || m.meeting_id !== undefined, {
    error: 'A Google Meet meeting needs id or meeting_id',
  });
/** A raw Google Meet meeting. @example `function t(m: GoogleMeetMeeting) { return m.subject ?? m.summary; }` */
export type GoogleMeetMeeting = z.infer<typeof GoogleMeetMeeting>;

/**
 * An in-person meeting, raw: a {@link CallEvent} whose `location` is set (SPEC §3). Same schema;
 * the alias names intent.
 *
 * @example
 * ```ts
 * InPersonEvent.parse(row);
 * ```
 *
 * @alias
 */
export const InPersonEvent = CallEvent;
/** A raw in-person event. @example `function where(e: InPersonEvent) { return e.location; }` */
export type InPersonEvent = CallEvent;

const startBeforeEnd = (m: {
  start_date?: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
}) => {
  // Malformed times already fail their own checks; compare only well-formed ones.
  if (!ClockTime.safeParse(m.start_time).success || !ClockTime.safeParse(m.end_time).success) {
    return true;
  }
  if (!m.start_time || !m.end_time) return true;
  const start = `${m.start_date ?? ''}T${m.start_time.slice(0, 5)}`;
  const end = `${m.end_date ?? m.start_date ?? ''}T${m.end_time.slice(0, 5)}`;
  return end > start;
};

const scheduledFields = {
  subject: requiredText('Subject', 300),
  start_date: IsoDate,
  start_time: ClockTime,
  end_time: ClockTime,
  attendees: EmailList,
  cc_recipients: EmailList.default(''),
  description: optionalText(10_000),
  time_zone: TimeZone.default('UTC'),
  recruiter_email: Email,
  /** Issue 20: a join link pasted by the organiser (empty: none yet). */
  join_url: PastedJoinUrl.default(''),
  ...aboutFields,
};

/**
 * Body of `POST /create_event` (a Teams meeting). `end_date` defaults to `start_date`; the end must
 * be after the start (`serverMessages.endBeforeStart`). `attendees` and `cc_recipients` are comma
 * lists of addresses; `time_zone` an IANA name (default `UTC`).
 *
 * @example
 * ```ts
 * CreateTeamsMeetingRequest.parse({ subject: 'Interview: Ravi', start_date: '2025-04-02', start_time: '10:00', end_time: '10:30', attendees: 'ravi@example.com', recruiter_email: 'asha@example.com' });
 * ```
 */
export const CreateTeamsMeetingRequest = z
  .object({ ...scheduledFields, end_date: IsoDate.optional() })
  .refine(startBeforeEnd, { error: 'End time must be after start time', path: ['end_time'] });
/** Body of create Teams meeting. @example `const b: CreateTeamsMeetingRequest = { subject: 's', start_date: '2025-04-02', start_time: '10:00', end_time: '11:00', attendees: '', recruiter_email: 'a@x.com' };` */
export type CreateTeamsMeetingRequest = z.input<typeof CreateTeamsMeetingRequest>;

/**
 * Body of `POST /update_event`: a Teams meeting by `meeting_id`, every field replaced (SPEC §4:
 * subject, dates, times, attendees, cc, time zone, description, recruiter email).
 *
 * @example
 * ```ts
 * UpdateTeamsMeetingRequest.parse({ meeting_id: 'teams_1', ...fields });
 * ```
 */
export const UpdateTeamsMeetingRequest = z
  .object({ meeting_id: MeetingId, ...scheduledFields, end_date: IsoDate.optional() })
  .refine(startBeforeEnd, { error: 'End time must be after start time', path: ['end_time'] });
/** Body of update Teams meeting. @example `const b: UpdateTeamsMeetingRequest = { meeting_id: 't', ...fields };` */
export type UpdateTeamsMeetingRequest = z.input<typeof UpdateTeamsMeetingRequest>;

/**
 * Body of `POST /delete_event` (SPEC §3 "delete meeting {meeting_id}").
 *
 * @example
 * ```ts
 * DeleteMeetingRequest.parse({ meeting_id: 'teams_1' });
 * ```
 */
export const DeleteMeetingRequest = z.object({ meeting_id: MeetingId });
/** Body of delete Teams meeting. @example `const b: DeleteMeetingRequest = { meeting_id: 't' };` */
export type DeleteMeetingRequest = z.infer<typeof DeleteMeetingRequest>;

/**
 * Body of `POST /get_all_meetings` (SPEC §3 "all meetings {recruiter_id}"): the Teams meetings of
 * that user (a recruiter may ask only for themself).
 *
 * @example
 * ```ts
 * AllMeetingsRequest.parse({ recruiter_id: 3 });
 * ```
 */
export const AllMeetingsRequest = z.object({ recruiter_id: Id });
/** Body of all meetings. @example `const b: AllMeetingsRequest = { recruiter_id: 1 };` */
export type AllMeetingsRequest = z.infer<typeof AllMeetingsRequest>;

const callFields = {
  name: requiredText('Name', 200),
  purpose: optionalText(1000),
  date: IsoDate,
  time: ClockTime,
  end_time: ClockTime.nullable().default(null),
  email: z.union([Email, z.literal('')]).default(''),
  location: optionalText(500),
  cc_recipients: EmailList.default(''),
  user_email: Email,
  time_zone: TimeZone.default('UTC'),
  ...aboutFields,
};

const callEndAfterStart = (m: { time?: string; end_time?: string | null }) =>
  !m.time ||
  !m.end_time ||
  !ClockTime.safeParse(m.time).success ||
  !ClockTime.safeParse(m.end_time).success ||
  m.end_time.slice(0, 5) > m.time.slice(0, 5);

/**
 * Body of `POST /call_event` and `POST /edit_call_event/{id}` (every field replaced: name, purpose,
 * date, time, email, location, cc — SPEC §4).
 *
 * @example
 * ```ts
 * CallEventRequest.parse({ name: 'Ravi Kumar', purpose: 'Screening', date: '2025-04-02', time: '15:00', email: 'ravi@example.com', user_email: 'asha@example.com' });
 * ```
 */
export const CallEventRequest = z
  .object(callFields)
  .refine(callEndAfterStart, { error: 'End time must be after start time', path: ['end_time'] });
/** Body of a call event. @example `const b: CallEventRequest = { name: 'n', date: '2025-04-02', time: '10:00', user_email: 'a@x.com' };` */
export type CallEventRequest = z.input<typeof CallEventRequest>;

/**
 * Body of `POST /in_person_event` and `POST /edit_in_person_event/{call_id}`: a call event whose
 * `location` is required; stored with `meeting_type: 'in_person'`.
 *
 * @example
 * ```ts
 * InPersonEventRequest.parse({ name: 'Ravi Kumar', purpose: 'Final round', date: '2025-04-02', time: '15:00', end_time: '16:00', location: 'Pune office', user_email: 'asha@example.com' });
 * ```
 */
export const InPersonEventRequest = z
  .object({ ...callFields, location: requiredText('Location', 500) })
  .refine(callEndAfterStart, { error: 'End time must be after start time', path: ['end_time'] });
/** Body of an in-person event. @example `const b: InPersonEventRequest = { name: 'n', date: '2025-04-02', time: '10:00', location: 'HQ', user_email: 'a@x.com' };` */
export type InPersonEventRequest = z.input<typeof InPersonEventRequest>;

/**
 * Body of `POST /schedule_zoom_meeting`.
 *
 * @example
 * ```ts
 * CreateZoomMeetingRequest.parse({ subject: 'Tech round', start_date: '2025-04-02', start_time: '11:00', end_time: '12:00', attendees: 'ravi@example.com', recruiter_email: 'asha@example.com' });
 * ```
 */
export const CreateZoomMeetingRequest = z
  .object(scheduledFields)
  .refine(startBeforeEnd, { error: 'End time must be after start time', path: ['end_time'] });
/** Body of create Zoom meeting. @example `const b: CreateZoomMeetingRequest = { ...fields };` */
export type CreateZoomMeetingRequest = z.input<typeof CreateZoomMeetingRequest>;

/**
 * Body of `POST /edit_zoom_meeting`: a Zoom meeting by `meeting_id`, every field replaced.
 *
 * @example
 * ```ts
 * EditZoomMeetingRequest.parse({ meeting_id: 'zoom_1', ...fields });
 * ```
 */
export const EditZoomMeetingRequest = z
  .object({ meeting_id: MeetingId, ...scheduledFields })
  .refine(startBeforeEnd, { error: 'End time must be after start time', path: ['end_time'] });
/** Body of edit Zoom meeting. @example `const b: EditZoomMeetingRequest = { meeting_id: 'z', ...fields };` */
export type EditZoomMeetingRequest = z.input<typeof EditZoomMeetingRequest>;

/**
 * Body of `POST /create_google_meet` and `POST /edit_google_meet/{meetingId}` (every field
 * replaced). `subject` is stored as both `subject` and `summary`.
 *
 * @example
 * ```ts
 * GoogleMeetRequest.parse({ subject: 'HR round', start_date: '2025-04-02', start_time: '09:00', end_time: '09:30', attendees: 'ravi@example.com', time_zone: 'Asia/Kolkata', recruiter_email: 'asha@example.com' });
 * ```
 */
export const GoogleMeetRequest = z
  .object(scheduledFields)
  .refine(startBeforeEnd, { error: 'End time must be after start time', path: ['end_time'] });
/** Body of a Google Meet create or edit. @example `const b: GoogleMeetRequest = { ...fields };` */
export type GoogleMeetRequest = z.input<typeof GoogleMeetRequest>;

/**
 * Answer of `POST /get_all_meetings` (SPEC §7: `meetings`).
 *
 * @example
 * ```ts
 * const { meetings } = TeamsMeetingsResponse.parse(body);
 * ```
 */
export const TeamsMeetingsResponse = z.object({
  status: z.literal('success'),
  meetings: z.array(TeamsMeeting),
});
/** Teams meetings answer. @example `function n(r: TeamsMeetingsResponse) { return r.meetings.length; }` */
export type TeamsMeetingsResponse = z.infer<typeof TeamsMeetingsResponse>;

/**
 * Answer of `GET /get_all_call_events/{userId}` (SPEC §7: `call_events`), in-person events included
 * (tell them apart by `meeting_type` / `location`).
 *
 * @example
 * ```ts
 * const { call_events } = CallEventsResponse.parse(body);
 * ```
 */
export const CallEventsResponse = z.object({
  status: z.literal('success'),
  call_events: z.array(CallEvent),
});
/** Call events answer. @example `function n(r: CallEventsResponse) { return r.call_events.length; }` */
export type CallEventsResponse = z.infer<typeof CallEventsResponse>;

/**
 * Answer of `GET /get_zoom_meetings` (SPEC §7: `zoom_meetings or meetings`). Our server sends
 * `zoom_meetings`.
 *
 * @example
 * ```ts
 * const r = ZoomMeetingsResponse.parse(body);
 * const list = 'zoom_meetings' in r ? r.zoom_meetings : r.meetings;
 * ```
 */
export const ZoomMeetingsResponse = z.union([
  z.object({ status: z.literal('success'), zoom_meetings: z.array(ZoomMeeting) }),
  z.object({ status: z.literal('success').optional(), meetings: z.array(ZoomMeeting) }),
]);
/** Zoom meetings answer. @example `function list(r: ZoomMeetingsResponse) { return 'zoom_meetings' in r ? r.zoom_meetings : r.meetings; }` */
export type ZoomMeetingsResponse = z.infer<typeof ZoomMeetingsResponse>;

/**
 * Query of `GET /get_zoom_meetings` (SPEC §7: "optional user_id query"); without it, the caller's
 * meetings (managers and leadership: everyone's).
 *
 * @example
 * ```ts
 * ZoomMeetingsQuery.parse({ user_id: '3' }); // { user_id: 3 }
 * ```
 */
export const ZoomMeetingsQuery = z.object({
  user_id: z.coerce.number().int().positive().optional(),
});
/** Query of Zoom meetings. @example `const q: ZoomMeetingsQuery = { user_id: 3 };` */
export type ZoomMeetingsQuery = z.infer<typeof ZoomMeetingsQuery>;

/**
 * Answer of `GET /get_all_google_meetings/{recruiterId}` (SPEC §7: `google_meet_meetings or
 * meetings`). Our server sends `google_meet_meetings`.
 *
 * @example
 * ```ts
 * const r = GoogleMeetingsResponse.parse(body);
 * const list = 'google_meet_meetings' in r ? r.google_meet_meetings : r.meetings;
 * ```
 */
export const GoogleMeetingsResponse = z.union([
  z.object({ status: z.literal('success'), google_meet_meetings: z.array(GoogleMeetMeeting) }),
  z.object({ status: z.literal('success').optional(), meetings: z.array(GoogleMeetMeeting) }),
]);
/** Google Meet answer. @example `function list(r: GoogleMeetingsResponse) { return 'google_meet_meetings' in r ? r.google_meet_meetings : r.meetings; }` */
export type GoogleMeetingsResponse = z.infer<typeof GoogleMeetingsResponse>;
