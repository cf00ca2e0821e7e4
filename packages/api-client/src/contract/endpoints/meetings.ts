import * as z from 'zod';
import {
  AllMeetingsRequest,
  CallEvent,
  CallEventRequest,
  CallEventsResponse,
  CreateTeamsMeetingRequest,
  CreateZoomMeetingRequest,
  DeleteMeetingRequest,
  EditZoomMeetingRequest,
  GoogleMeetingsResponse,
  GoogleMeetMeeting,
  GoogleMeetRequest,
  InPersonEventRequest,
  TeamsMeeting,
  TeamsMeetingsResponse,
  UpdateTeamsMeetingRequest,
  ZoomMeeting,
  ZoomMeetingsQuery,
  ZoomMeetingsResponse,
} from '../meetings';
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
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    body: CallEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Schedule an in-person meeting. */
  createInPersonEvent: {
    method: 'POST',
    path: '/in_person_event',
    summary: 'Schedule an in-person meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    body: InPersonEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Schedule a Teams meeting. */
  createTeamsMeeting: {
    method: 'POST',
    path: '/create_event',
    summary: 'Schedule a Teams meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    body: CreateTeamsMeetingRequest,
    response: mutationResponse({ meeting: TeamsMeeting }),
  },
  /** Schedule a Zoom meeting. */
  createZoomMeeting: {
    method: 'POST',
    path: '/schedule_zoom_meeting',
    summary: 'Schedule a Zoom meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    body: CreateZoomMeetingRequest,
    response: mutationResponse({ meeting: ZoomMeeting }),
  },
  /** Schedule a Google Meet meeting. */
  createGoogleMeet: {
    method: 'POST',
    path: '/create_google_meet',
    summary: 'Schedule a Google Meet meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    body: GoogleMeetRequest,
    response: mutationResponse({ meeting: GoogleMeetMeeting }),
  },
  /** A user's Teams meetings. */
  getAllMeetings: {
    method: 'POST',
    path: '/get_all_meetings',
    summary: "A user's Teams meetings",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    body: AllMeetingsRequest,
    response: TeamsMeetingsResponse,
  },
  /** Replace a Teams meeting. */
  updateTeamsMeeting: {
    method: 'POST',
    path: '/update_event',
    summary: 'Update a Teams meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    body: UpdateTeamsMeetingRequest,
    response: mutationResponse({ meeting: TeamsMeeting }),
  },
  /** Delete a Teams meeting. */
  deleteTeamsMeeting: {
    method: 'POST',
    path: '/delete_event',
    summary: 'Delete a Teams meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    body: DeleteMeetingRequest,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a Google Meet meeting. */
  editGoogleMeet: {
    method: 'POST',
    path: '/edit_google_meet/:meetingId',
    summary: 'Edit a Google Meet meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    params: meetingIdParams,
    body: GoogleMeetRequest,
    response: mutationResponse({ meeting: GoogleMeetMeeting }),
  },
  /** Delete a Google Meet meeting. */
  deleteGoogleMeeting: {
    method: 'POST',
    path: '/delete_google_meeting/:meetingId',
    summary: 'Delete a Google Meet meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    params: meetingIdParams,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a Zoom meeting (id in the body). */
  editZoomMeeting: {
    method: 'POST',
    path: '/edit_zoom_meeting',
    summary: 'Edit a Zoom meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    body: EditZoomMeetingRequest,
    response: mutationResponse({ meeting: ZoomMeeting }),
  },
  /** Delete a Zoom meeting. */
  deleteZoomMeeting: {
    method: 'POST',
    path: '/delete_zoom_meeting/:meetingId',
    summary: 'Delete a Zoom meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    params: meetingIdParams,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a call event. */
  editCallEvent: {
    method: 'POST',
    path: '/edit_call_event/:id',
    summary: 'Edit a call',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    params: idParams,
    body: CallEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Delete a call event. */
  deleteCallEvent: {
    method: 'POST',
    path: '/delete_call_event/:id',
    summary: 'Delete a call',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    params: idParams,
    response: mutationResponse({ meeting_id: Id }),
  },
  /** Replace an in-person event (path param spelled `call_id` as in §7). */
  editInPersonEvent: {
    method: 'POST',
    path: '/edit_in_person_event/:call_id',
    summary: 'Edit an in-person meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    params: z.object({ call_id: IdParam }),
    body: InPersonEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Delete an in-person event. */
  deleteInPersonEvent: {
    method: 'POST',
    path: '/delete_in_person_event/:id',
    summary: 'Delete an in-person meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
    params: idParams,
    response: mutationResponse({ meeting_id: Id }),
  },
  /** A user's calls and in-person meetings. */
  getAllCallEvents: {
    method: 'GET',
    path: '/get_all_call_events/:userId',
    summary: "A user's calls and in-person meetings",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    params: userIdParams,
    response: CallEventsResponse,
  },
  /** Zoom meetings (optional `user_id` query). */
  getZoomMeetings: {
    method: 'GET',
    path: '/get_zoom_meetings',
    summary: 'Zoom meetings',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    query: ZoomMeetingsQuery,
    response: ZoomMeetingsResponse,
  },
  /** A user's Google Meet meetings. */
  getAllGoogleMeetings: {
    method: 'GET',
    path: '/get_all_google_meetings/:recruiterId',
    summary: "A user's Google Meet meetings",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    params: recruiterIdParams,
    response: GoogleMeetingsResponse,
  },
});
