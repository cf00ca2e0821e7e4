import * as z from 'zod';
import * as meetings from '../meetings';
import { Id, IdParam, MeetingId, mutationResponse } from '../primitives';
import { defineArea } from './define';
import { idParams, meetingIdParams, recruiterIdParams, userIdParams } from './params';

/**
 * Meetings of the five kinds: Teams, Zoom, Google Meet, calls, in person (SPEC §7 "Meetings").
 *
 * @example
 * ```ts
 * meetingsEndpoints.createCallEvent.path; // '/call_event'
 * ```
 */
export const meetingsEndpoints = defineArea('meetings', {
  /** Schedule a call. */
  createCallEvent: {
    method: 'POST',
    path: '/call_event',
    summary: 'Schedule a call',
    body: meetings.CallEventRequest,
    response: mutationResponse({ meeting: meetings.CallEvent }),
  },
  /** Schedule an in-person meeting. */
  createInPersonEvent: {
    method: 'POST',
    path: '/in_person_event',
    summary: 'Schedule an in-person meeting',
    body: meetings.InPersonEventRequest,
    response: mutationResponse({ meeting: meetings.CallEvent }),
  },
  /** Schedule a Teams meeting. */
  createTeamsMeeting: {
    method: 'POST',
    path: '/create_event',
    summary: 'Schedule a Teams meeting',
    body: meetings.CreateTeamsMeetingRequest,
    response: mutationResponse({ meeting: meetings.TeamsMeeting }),
  },
  /** Schedule a Zoom meeting. */
  createZoomMeeting: {
    method: 'POST',
    path: '/schedule_zoom_meeting',
    summary: 'Schedule a Zoom meeting',
    body: meetings.CreateZoomMeetingRequest,
    response: mutationResponse({ meeting: meetings.ZoomMeeting }),
  },
  /** Schedule a Google Meet meeting. */
  createGoogleMeet: {
    method: 'POST',
    path: '/create_google_meet',
    summary: 'Schedule a Google Meet meeting',
    body: meetings.GoogleMeetRequest,
    response: mutationResponse({ meeting: meetings.GoogleMeetMeeting }),
  },
  /** A user's Teams meetings. */
  getAllMeetings: {
    method: 'POST',
    idempotent: true,
    path: '/get_all_meetings',
    summary: "A user's Teams meetings",
    objectAccess: ['self-or-manager'],
    body: meetings.AllMeetingsRequest,
    response: meetings.TeamsMeetingsResponse,
  },
  /** Replace a Teams meeting. */
  updateTeamsMeeting: {
    method: 'POST',
    path: '/update_event',
    summary: 'Update a Teams meeting',
    objectAccess: ['own-meeting'],
    body: meetings.UpdateTeamsMeetingRequest,
    response: mutationResponse({ meeting: meetings.TeamsMeeting }),
  },
  /** Delete a Teams meeting. */
  deleteTeamsMeeting: {
    method: 'POST',
    path: '/delete_event',
    summary: 'Delete a Teams meeting',
    objectAccess: ['own-meeting'],
    body: meetings.DeleteMeetingRequest,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a Google Meet meeting. */
  editGoogleMeet: {
    method: 'POST',
    path: '/edit_google_meet/:meetingId',
    summary: 'Edit a Google Meet meeting',
    objectAccess: ['own-meeting'],
    params: meetingIdParams,
    body: meetings.GoogleMeetRequest,
    response: mutationResponse({ meeting: meetings.GoogleMeetMeeting }),
  },
  /** Delete a Google Meet meeting. */
  deleteGoogleMeeting: {
    method: 'POST',
    path: '/delete_google_meeting/:meetingId',
    summary: 'Delete a Google Meet meeting',
    objectAccess: ['own-meeting'],
    params: meetingIdParams,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a Zoom meeting (id in the body). */
  editZoomMeeting: {
    method: 'POST',
    path: '/edit_zoom_meeting',
    summary: 'Edit a Zoom meeting',
    objectAccess: ['own-meeting'],
    body: meetings.EditZoomMeetingRequest,
    response: mutationResponse({ meeting: meetings.ZoomMeeting }),
  },
  /** Delete a Zoom meeting. */
  deleteZoomMeeting: {
    method: 'POST',
    path: '/delete_zoom_meeting/:meetingId',
    summary: 'Delete a Zoom meeting',
    objectAccess: ['own-meeting'],
    params: meetingIdParams,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a call event. */
  editCallEvent: {
    method: 'POST',
    path: '/edit_call_event/:id',
    summary: 'Edit a call',
    objectAccess: ['own-meeting'],
    params: idParams,
    body: meetings.CallEventRequest,
    response: mutationResponse({ meeting: meetings.CallEvent }),
  },
  /** Delete a call event. */
  deleteCallEvent: {
    method: 'POST',
    path: '/delete_call_event/:id',
    summary: 'Delete a call',
    objectAccess: ['own-meeting'],
    params: idParams,
    response: mutationResponse({ meeting_id: Id }),
  },
  /** Replace an in-person event (path param spelled `call_id` as in §7). */
  editInPersonEvent: {
    method: 'POST',
    path: '/edit_in_person_event/:call_id',
    summary: 'Edit an in-person meeting',
    objectAccess: ['own-meeting'],
    params: z.object({ call_id: IdParam }),
    body: meetings.InPersonEventRequest,
    response: mutationResponse({ meeting: meetings.CallEvent }),
  },
  /** Delete an in-person event. */
  deleteInPersonEvent: {
    method: 'POST',
    path: '/delete_in_person_event/:id',
    summary: 'Delete an in-person meeting',
    objectAccess: ['own-meeting'],
    params: idParams,
    response: mutationResponse({ meeting_id: Id }),
  },
  /** A user's calls and in-person meetings. */
  getAllCallEvents: {
    method: 'GET',
    path: '/get_all_call_events/:userId',
    summary: "A user's calls and in-person meetings",
    objectAccess: ['self-or-manager'],
    params: userIdParams,
    response: meetings.CallEventsResponse,
  },
  /** Zoom meetings (optional `user_id` query). */
  getZoomMeetings: {
    method: 'GET',
    path: '/get_zoom_meetings',
    summary: 'Zoom meetings',
    objectAccess: ['self-or-manager'],
    query: meetings.ZoomMeetingsQuery,
    response: meetings.ZoomMeetingsResponse,
  },
  /** A user's Google Meet meetings. */
  getAllGoogleMeetings: {
    method: 'GET',
    path: '/get_all_google_meetings/:recruiterId',
    summary: "A user's Google Meet meetings",
    objectAccess: ['self-or-manager'],
    params: recruiterIdParams,
    response: meetings.GoogleMeetingsResponse,
  },
  // ── Issue 20 (meetings calendar) additions: begin ──
  /** Meetings of all five kinds overlapping a date range: the caller's, or everyone's (management). */
  calendarMeetings: {
    method: 'GET',
    path: '/calendar_meetings',
    summary: 'Meetings of all kinds in a date range (mine, or everyone for management)',
    origin: 'ours',
    objectAccess: ['filtered'],
    query: meetings.CalendarMeetingsQuery,
    response: meetings.CalendarMeetingsResponse,
  },
  /** The attendees' meetings overlapping a slot, and the first slots free for all of them. */
  meetingConflicts: {
    method: 'POST',
    idempotent: true,
    path: '/meeting_conflicts',
    summary: "Attendees' meetings in a slot and the first free slots",
    origin: 'ours',
    body: meetings.MeetingConflictsRequest,
    response: meetings.MeetingConflictsResponse,
  },
  /** A meeting's RFC 5545 invitation (`.ics`, METHOD:REQUEST, current SEQUENCE). */
  meetingInvite: {
    method: 'GET',
    path: '/meeting_invite/:meetingId',
    summary: "A meeting's iCalendar invitation",
    origin: 'ours',
    objectAccess: ['filtered'],
    responseType: 'file',
    file: { contentTypes: ['text/calendar'], fileName: 'meeting_{meetingId}.ics' },
    params: meetingIdParams,
  },
  /** Whether the caller has a calendar subscription address (`.ics` feed). */
  calendarFeed: {
    method: 'GET',
    path: '/calendar_feed',
    summary: 'My calendar subscription: active or not',
    origin: 'ours',
    response: meetings.CalendarFeedResponse,
  },
  /** A new calendar subscription address for the caller; the previous one stops working. */
  createCalendarFeed: {
    method: 'POST',
    path: '/calendar_feed',
    summary: 'Make a new calendar subscription address (the old one stops working)',
    origin: 'ours',
    response: meetings.CalendarFeedResponse,
  },
  /** Ends the caller's calendar subscription address. */
  revokeCalendarFeed: {
    method: 'POST',
    path: '/calendar_feed/revoke',
    summary: 'End my calendar subscription address',
    origin: 'ours',
    response: meetings.CalendarFeedResponse,
  },
  /**
   * The subscription feed itself (public: the secret in the address is the credential, as
   * Outlook and Google Calendar fetch it without signing in): the owner's meetings from 30 days
   * ago to 180 days ahead, METHOD:PUBLISH.
   */
  calendarFeedIcs: {
    method: 'GET',
    path: '/calendar_feed/:token',
    summary: 'Calendar subscription feed (.ics)',
    origin: 'ours',
    access: 'public',
    responseType: 'file',
    file: { contentTypes: ['text/calendar'], fileName: 'hrportal_{username}.ics' },
    params: meetings.CalendarFeedParams,
  },
  // ── Issue 20 (meetings calendar) additions: end ──
});
