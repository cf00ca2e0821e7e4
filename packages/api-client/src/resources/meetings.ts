import { meetingsCacheTtlMs } from '../contract/constants';
import type { EndpointBody, EndpointQuery } from '../contract/endpoints';
import type { MeetingKind } from '../contract/vocabularies';
import type { DownloadedFile } from '../http/httpClient';
import { TtlCache } from '../http/ttlCache';
import { type Meeting, normalizeMeeting } from '../mappers/meeting';
import {
  type CachedCallOptions,
  type CallOptions,
  callers,
  clearing,
  type Answer as R,
  type ResourceContext,
  withSignal,
} from './context';

/**
 * `client.meetings`: Teams, call, in-person, Zoom and Google Meet meetings (SPEC §7 "Meetings").
 * Lists come back normalised ({@link Meeting}) and are cached 2 minutes ({@link meetingsCacheTtlMs});
 * an empty list is never served from the cache. Every change clears the caches.
 *
 * @example
 * ```ts
 * const upcoming = [...await client.meetings.teams(3), ...await client.meetings.zoom(3)];
 * ```
 */
export interface MeetingsApi {
  /** A user's Teams meetings (`POST /get_all_meetings`). */
  teams(recruiterId: number, options?: CachedCallOptions): Promise<Meeting[]>;
  /** A user's calls and in-person meetings (`GET /get_all_call_events/{userId}`). */
  calls(userId: number, options?: CachedCallOptions): Promise<Meeting[]>;
  /** Zoom meetings, optionally of one user (`GET /get_zoom_meetings`). */
  zoom(userId?: number, options?: CachedCallOptions): Promise<Meeting[]>;
  /** A user's Google Meet meetings (`GET /get_all_google_meetings/{recruiterId}`). */
  googleMeet(recruiterId: number, options?: CachedCallOptions): Promise<Meeting[]>;
  /** Schedules a call. */
  createCall(body: EndpointBody<'createCallEvent'>, options?: CallOptions): R<'createCallEvent'>;
  /** Schedules an in-person meeting. */
  createInPerson(
    body: EndpointBody<'createInPersonEvent'>,
    options?: CallOptions,
  ): R<'createInPersonEvent'>;
  /** Schedules a Teams meeting (`/create_event`). */
  createTeams(
    body: EndpointBody<'createTeamsMeeting'>,
    options?: CallOptions,
  ): R<'createTeamsMeeting'>;
  /** Schedules a Zoom meeting. */
  createZoom(
    body: EndpointBody<'createZoomMeeting'>,
    options?: CallOptions,
  ): R<'createZoomMeeting'>;
  /** Schedules a Google Meet meeting. */
  createGoogleMeet(
    body: EndpointBody<'createGoogleMeet'>,
    options?: CallOptions,
  ): R<'createGoogleMeet'>;
  /** Replaces a Teams meeting (`/update_event`). */
  updateTeams(
    body: EndpointBody<'updateTeamsMeeting'>,
    options?: CallOptions,
  ): R<'updateTeamsMeeting'>;
  /** Deletes a Teams meeting (`/delete_event`). */
  deleteTeams(
    body: EndpointBody<'deleteTeamsMeeting'>,
    options?: CallOptions,
  ): R<'deleteTeamsMeeting'>;
  /** Replaces a Google Meet meeting. */
  editGoogleMeet(
    meetingId: string,
    body: EndpointBody<'editGoogleMeet'>,
    options?: CallOptions,
  ): R<'editGoogleMeet'>;
  /** Deletes a Google Meet meeting. */
  deleteGoogleMeet(meetingId: string, options?: CallOptions): R<'deleteGoogleMeeting'>;
  /** Replaces a Zoom meeting (id in the body). */
  editZoom(body: EndpointBody<'editZoomMeeting'>, options?: CallOptions): R<'editZoomMeeting'>;
  /** Deletes a Zoom meeting. */
  deleteZoom(meetingId: string, options?: CallOptions): R<'deleteZoomMeeting'>;
  /** Replaces a call event. */
  editCall(
    id: number,
    body: EndpointBody<'editCallEvent'>,
    options?: CallOptions,
  ): R<'editCallEvent'>;
  /** Deletes a call event. */
  deleteCall(id: number, options?: CallOptions): R<'deleteCallEvent'>;
  /** Replaces an in-person event. */
  editInPerson(
    id: number,
    body: EndpointBody<'editInPersonEvent'>,
    options?: CallOptions,
  ): R<'editInPersonEvent'>;
  /** Deletes an in-person event. */
  deleteInPerson(id: number, options?: CallOptions): R<'deleteInPersonEvent'>;
  /** Drops every cached list. */
  invalidate(): void;
  // ── Issue 20 (meetings calendar) additions: begin ──
  /**
   * Meetings of all five kinds overlapping a date range (`GET /calendar_meetings`), each as its
   * kind's raw record: read them with `normalizeMeeting(entry.kind, entry.record)`. Not cached.
   */
  calendar(query: EndpointQuery<'calendarMeetings'>, options?: CallOptions): R<'calendarMeetings'>;
  /** The attendees' meetings overlapping a slot and the first free slots. */
  conflicts(body: EndpointBody<'meetingConflicts'>, options?: CallOptions): R<'meetingConflicts'>;
  /** A meeting's `.ics` invitation (`meeting_{id}.ics`). */
  invite(meetingId: string, options?: CallOptions): Promise<DownloadedFile>;
  /** Whether I have a calendar subscription address (`GET /calendar_feed`). */
  calendarFeed(options?: CallOptions): R<'calendarFeed'>;
  /**
   * A new calendar subscription address (`url`, shown only now) for Outlook or Google Calendar;
   * the previous address stops working.
   */
  createCalendarFeed(options?: CallOptions): R<'createCalendarFeed'>;
  /** Ends my calendar subscription address. */
  revokeCalendarFeed(options?: CallOptions): R<'revokeCalendarFeed'>;
  /**
   * The subscription feed itself (what Outlook or Google Calendar fetch), by the secret of its
   * address: the last path segment of `createCalendarFeed().url`. No sign-in needed.
   */
  calendarFeedFile(token: string, options?: CallOptions): Promise<DownloadedFile>;
  // ── Issue 20 (meetings calendar) additions: end ──
}

const listOf = (answer: Record<string, unknown>, ...fields: string[]): unknown[] => {
  for (const field of fields) {
    const value = answer[field];
    if (Array.isArray(value)) return value;
  }
  return [];
};

/** @internal */
export function createMeetingsApi(ctx: ResourceContext): MeetingsApi {
  const cache = new TtlCache<Meeting[]>(meetingsCacheTtlMs, (list) => list.length > 0);
  const { http } = ctx;
  const c = callers(http);
  const clear = () => cache.clear();
  const list = (
    key: string,
    kind: MeetingKind,
    load: () => Promise<Record<string, unknown>>,
    fields: string[],
    options?: CachedCallOptions,
  ) =>
    cache.through(
      key,
      async () => listOf(await load(), ...fields).map((raw) => normalizeMeeting(kind, raw)),
      options?.force,
    );
  return {
    teams: (recruiterId, options) =>
      list(
        `teams:${recruiterId}`,
        'teams',
        () =>
          http.json('getAllMeetings', {
            body: { recruiter_id: recruiterId },
            ...withSignal(options),
          }),
        ['meetings'],
        options,
      ),
    calls: (userId, options) =>
      list(
        `calls:${userId}`,
        'call',
        () => http.json('getAllCallEvents', { params: { userId }, ...withSignal(options) }),
        ['call_events'],
        options,
      ),
    zoom: (userId, options) =>
      list(
        `zoom:${userId ?? ''}`,
        'zoom',
        () =>
          http.json('getZoomMeetings', {
            query: userId === undefined ? undefined : { user_id: userId },
            ...withSignal(options),
          }),
        ['zoom_meetings', 'meetings'],
        options,
      ),
    googleMeet: (recruiterId, options) =>
      list(
        `googlemeet:${recruiterId}`,
        'googlemeet',
        () =>
          http.json('getAllGoogleMeetings', { params: { recruiterId }, ...withSignal(options) }),
        ['google_meet_meetings', 'meetings'],
        options,
      ),
    createCall: clearing(c.body('createCallEvent'), clear),
    createInPerson: clearing(c.body('createInPersonEvent'), clear),
    createTeams: clearing(c.body('createTeamsMeeting'), clear),
    createZoom: clearing(c.body('createZoomMeeting'), clear),
    createGoogleMeet: clearing(c.body('createGoogleMeet'), clear),
    updateTeams: clearing(c.body('updateTeamsMeeting'), clear),
    deleteTeams: clearing(c.body('deleteTeamsMeeting'), clear),
    editGoogleMeet: clearing(c.paramBody('editGoogleMeet', 'meetingId'), clear),
    deleteGoogleMeet: clearing(c.param('deleteGoogleMeeting', 'meetingId'), clear),
    editZoom: clearing(c.body('editZoomMeeting'), clear),
    deleteZoom: clearing(c.param('deleteZoomMeeting', 'meetingId'), clear),
    editCall: clearing(c.paramBody('editCallEvent', 'id'), clear),
    deleteCall: clearing(c.param('deleteCallEvent', 'id'), clear),
    editInPerson: clearing(c.paramBody('editInPersonEvent', 'call_id'), clear),
    deleteInPerson: clearing(c.param('deleteInPersonEvent', 'id'), clear),
    invalidate: clear,
    calendar: c.query('calendarMeetings'),
    conflicts: c.body('meetingConflicts'),
    invite: (meetingId, options) =>
      http.file(
        'meetingInvite',
        { params: { meetingId }, ...withSignal(options) },
        () => `meeting_${meetingId}.ics`,
      ),
    calendarFeed: c.plain('calendarFeed'),
    createCalendarFeed: c.plain('createCalendarFeed'),
    revokeCalendarFeed: c.plain('revokeCalendarFeed'),
    calendarFeedFile: (token, options) =>
      http.file(
        'calendarFeedIcs',
        { params: { token }, ...withSignal(options) },
        () => 'hrportal_calendar.ics',
      ),
  };
}
