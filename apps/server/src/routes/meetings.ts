import { createHash, randomUUID } from 'node:crypto';
import { endpoints, serverMessages } from '@hrportal/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/database';
import { type MeetingKind, meetings } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';

type MeetingRow = typeof meetings.$inferSelect;

/** `a@x.com, b@y.com` → trimmed addresses. */
const emails = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A deterministic provider-style join link (no provider is called; SPEC §3 shapes only). */
function joinUrl(kind: MeetingKind, externalId: string): string {
  const hash = createHash('sha256').update(externalId).digest('hex');
  if (kind === 'zoom')
    return `https://zoom.us/j/${BigInt(`0x${hash.slice(0, 12)}`)
      .toString()
      .slice(0, 11)}`;
  if (kind === 'googlemeet') {
    const letters = [...hash.slice(0, 10)].map((c) =>
      String.fromCharCode(97 + (Number.parseInt(c, 16) % 26)),
    );
    return `https://meet.google.com/${letters.slice(0, 3).join('')}-${letters.slice(3, 7).join('')}-${letters.slice(7, 10).join('')}`;
  }
  return `https://teams.microsoft.com/l/meetup-join/${encodeURIComponent(externalId)}`;
}

/** The instant of a wall-clock date and time (stored for ordering; the record keeps its zone). */
const instant = (date: string, time: string) => new Date(`${date}T${time.slice(0, 5)}:00Z`);

interface ScheduledBody {
  subject: string;
  start_date: string;
  start_time: string;
  end_time: string;
  end_date?: string | undefined;
  attendees: string;
  cc_recipients: string;
  description: string;
  time_zone: string;
  recruiter_email: string;
}

interface CallBody {
  name: string;
  purpose: string;
  date: string;
  time: string;
  end_time: string | null;
  email: string;
  location: string;
  cc_recipients: string;
  user_email: string;
  time_zone: string;
}

/** The wire record of a scheduled (Teams, Zoom, Google Meet) meeting. */
function scheduledRecord(
  kind: MeetingKind,
  externalId: string,
  body: ScheduledBody,
  row?: MeetingRow,
) {
  const common = {
    meeting_id: externalId,
    subject: body.subject,
    start_date: body.start_date,
    start_time: body.start_time.slice(0, 5),
    end_time: body.end_time.slice(0, 5),
    attendees: emails(body.attendees).join(', '),
    cc_recipients: emails(body.cc_recipients).join(', '),
    description: body.description,
    time_zone: body.time_zone,
    recruiter_email: body.recruiter_email,
    join_url: joinUrl(kind, externalId),
    ...(row ? ownership(row) : {}),
  };
  if (kind === 'teams') return { ...common, end_date: body.end_date ?? body.start_date };
  if (kind === 'googlemeet') return { ...common, id: externalId, summary: body.subject };
  return common;
}

function ownership(row: MeetingRow) {
  return {
    created_by: row.organizerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The wire record of a call or in-person event. */
function callRecord(kind: MeetingKind, id: number, body: CallBody, row?: MeetingRow) {
  return {
    id,
    name: body.name,
    purpose: body.purpose,
    date: body.date,
    time: body.time.slice(0, 5),
    end_time: body.end_time ? body.end_time.slice(0, 5) : null,
    email: body.email,
    location: body.location,
    cc_recipients: emails(body.cc_recipients).join(', '),
    user_email: body.user_email,
    meeting_type: kind === 'inperson' ? 'in_person' : 'call',
    time_zone: body.time_zone,
    ...(row ? ownership(row) : {}),
  };
}

/** The stored record of a row, with its ownership fields current. */
const record = (row: MeetingRow) =>
  (row.kind === 'call' || row.kind === 'inperson'
    ? { ...row.raw, id: row.id, ...ownership(row) }
    : { ...row.raw, meeting_id: row.externalId ?? String(row.id), ...ownership(row) }) as never;

/**
 * Meetings of all five kinds (SPEC §3, §7 "Meetings"): Teams, call, in-person, Zoom and Google
 * Meet — stored in our database with each kind's own wire record, so every endpoint answers in its
 * kind's shape. No provider is called: join links are deterministic per meeting. An organiser
 * changes and deletes their own meetings; managers and leadership anyone's. Lists are per user
 * (a recruiter may list only their own).
 */
export const meetingRoutes: RoutePlugin = async (api, { services }) => {
  const { db } = services;

  async function load(
    executor: Executor,
    kind: MeetingKind | MeetingKind[],
    key: { externalId?: string; id?: number },
  ) {
    const kinds = Array.isArray(kind) ? kind : [kind];
    const rows = await executor
      .select()
      .from(meetings)
      .where(
        and(
          key.externalId !== undefined ? eq(meetings.externalId, key.externalId) : undefined,
          key.id !== undefined ? eq(meetings.id, key.id) : undefined,
        ),
      );
    const row = rows.find((r) => kinds.includes(r.kind));
    if (!row) throw new HttpError(404, serverMessages.meetingNotFound);
    return row;
  }

  /** Tells the organiser's other sessions (and management) that the calendar changed. */
  const announce = (user: SessionUser, message: string) =>
    services.liveFeed.publish({
      type: 'system_message',
      payload: { message, eventType: 'meeting_changed', updatedBy: user.name },
      audience: { userIds: [user.id] },
    });

  const assertOwn = (user: SessionUser, row: MeetingRow) => {
    if (!isManagerLike(user) && row.organizerId !== user.id) throw forbidden();
  };
  const assertSelf = (user: SessionUser, userId: number) => {
    if (!isManagerLike(user) && user.id !== userId) throw forbidden();
  };

  async function createScheduled(kind: MeetingKind, body: ScheduledBody, user: SessionUser) {
    const externalId = `${kind}_${randomUUID()}`;
    const now = services.now();
    const [row] = await db
      .insert(meetings)
      .values({
        kind,
        externalId,
        organizerId: user.id,
        title: body.subject,
        startsAt: instant(body.start_date, body.start_time),
        endsAt: instant(body.end_date ?? body.start_date, body.end_time),
        timeZone: body.time_zone,
        attendees: emails(body.attendees),
        ccRecipients: emails(body.cc_recipients),
        description: body.description || null,
        joinUrl: joinUrl(kind, externalId),
        recruiterEmail: body.recruiter_email,
        raw: scheduledRecord(kind, externalId, body),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('meeting insert returned no row');
    await announce(user, `Meeting scheduled: ${row.title}`);
    return {
      status: 'success' as const,
      message: serverMessages.meetingCreated,
      meeting: record(row),
    };
  }

  async function updateScheduled(
    kind: MeetingKind,
    externalId: string,
    body: ScheduledBody,
    user: SessionUser,
  ) {
    const current = await load(db, kind, { externalId });
    assertOwn(user, current);
    const [row] = await db
      .update(meetings)
      .set({
        title: body.subject,
        startsAt: instant(body.start_date, body.start_time),
        endsAt: instant(body.end_date ?? body.start_date, body.end_time),
        timeZone: body.time_zone,
        attendees: emails(body.attendees),
        ccRecipients: emails(body.cc_recipients),
        description: body.description || null,
        recruiterEmail: body.recruiter_email,
        raw: scheduledRecord(kind, externalId, body),
        updatedAt: services.now(),
      })
      .where(eq(meetings.id, current.id))
      .returning();
    if (!row) throw new HttpError(404, serverMessages.meetingNotFound);
    await announce(user, `Meeting updated: ${row.title}`);
    return {
      status: 'success' as const,
      message: serverMessages.meetingUpdated,
      meeting: record(row),
    };
  }

  async function removeByExternalId(kind: MeetingKind, externalId: string, user: SessionUser) {
    const current = await load(db, kind, { externalId });
    assertOwn(user, current);
    await db.delete(meetings).where(eq(meetings.id, current.id));
    await announce(user, `Meeting cancelled: ${current.title}`);
    return {
      status: 'success' as const,
      message: serverMessages.meetingDeleted,
      meeting_id: externalId,
    };
  }

  async function createCall(kind: 'call' | 'inperson', body: CallBody, user: SessionUser) {
    const now = services.now();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(meetings)
        .values({
          kind,
          organizerId: user.id,
          title: kind === 'call' ? `Call with ${body.name}` : body.name,
          startsAt: instant(body.date, body.time),
          endsAt: body.end_time ? instant(body.date, body.end_time) : null,
          timeZone: body.time_zone,
          attendees: emails(body.email),
          ccRecipients: emails(body.cc_recipients),
          description: body.purpose || null,
          location: body.location || null,
          recruiterEmail: body.user_email,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('meeting insert returned no row');
      const [stored] = await tx
        .update(meetings)
        .set({ raw: callRecord(kind, row.id, body), externalId: `${kind}_${row.id}` })
        .where(eq(meetings.id, row.id))
        .returning();
      if (!stored) throw new Error('meeting vanished inside its transaction');
      return {
        status: 'success' as const,
        message: serverMessages.meetingCreated,
        meeting: record(stored),
      };
    });
    await announce(user, `Meeting scheduled: ${body.name}`);
    return created;
  }

  async function updateCall(
    kind: 'call' | 'inperson',
    id: number,
    body: CallBody,
    user: SessionUser,
  ) {
    const current = await load(db, kind, { id });
    assertOwn(user, current);
    const [row] = await db
      .update(meetings)
      .set({
        title: kind === 'call' ? `Call with ${body.name}` : body.name,
        startsAt: instant(body.date, body.time),
        endsAt: body.end_time ? instant(body.date, body.end_time) : null,
        timeZone: body.time_zone,
        attendees: emails(body.email),
        ccRecipients: emails(body.cc_recipients),
        description: body.purpose || null,
        location: body.location || null,
        recruiterEmail: body.user_email,
        raw: callRecord(kind, id, body),
        updatedAt: services.now(),
      })
      .where(eq(meetings.id, id))
      .returning();
    if (!row) throw new HttpError(404, serverMessages.meetingNotFound);
    await announce(user, `Meeting updated: ${row.title}`);
    return {
      status: 'success' as const,
      message: serverMessages.meetingUpdated,
      meeting: record(row),
    };
  }

  async function removeCall(kind: 'call' | 'inperson', id: number, user: SessionUser) {
    const current = await load(db, kind, { id });
    assertOwn(user, current);
    await db.delete(meetings).where(eq(meetings.id, id));
    await announce(user, `Meeting cancelled: ${current.title}`);
    return { status: 'success' as const, message: serverMessages.meetingDeleted, meeting_id: id };
  }

  const listOf = async (kinds: MeetingKind[], userId: number) => {
    const rows = await db
      .select()
      .from(meetings)
      .where(eq(meetings.organizerId, userId))
      .orderBy(asc(meetings.startsAt), asc(meetings.id))
      .limit(2000);
    return rows.filter((r) => kinds.includes(r.kind)).map(record);
  };

  registerEndpoint(api, services, endpoints.createTeamsMeeting, ({ body, session }) =>
    createScheduled('teams', body, session.user),
  );
  registerEndpoint(api, services, endpoints.createZoomMeeting, ({ body, session }) =>
    createScheduled('zoom', body, session.user),
  );
  registerEndpoint(api, services, endpoints.createGoogleMeet, ({ body, session }) =>
    createScheduled('googlemeet', body, session.user),
  );
  registerEndpoint(api, services, endpoints.updateTeamsMeeting, ({ body, session }) =>
    updateScheduled('teams', body.meeting_id, body, session.user),
  );
  registerEndpoint(api, services, endpoints.editZoomMeeting, ({ body, session }) =>
    updateScheduled('zoom', body.meeting_id, body, session.user),
  );
  registerEndpoint(api, services, endpoints.editGoogleMeet, ({ params, body, session }) =>
    updateScheduled('googlemeet', params.meetingId, body, session.user),
  );
  registerEndpoint(api, services, endpoints.deleteTeamsMeeting, ({ body, session }) =>
    removeByExternalId('teams', body.meeting_id, session.user),
  );
  registerEndpoint(api, services, endpoints.deleteZoomMeeting, ({ params, session }) =>
    removeByExternalId('zoom', params.meetingId, session.user),
  );
  registerEndpoint(api, services, endpoints.deleteGoogleMeeting, ({ params, session }) =>
    removeByExternalId('googlemeet', params.meetingId, session.user),
  );

  registerEndpoint(api, services, endpoints.createCallEvent, ({ body, session }) =>
    createCall('call', body, session.user),
  );
  registerEndpoint(api, services, endpoints.createInPersonEvent, ({ body, session }) =>
    createCall('inperson', body, session.user),
  );
  registerEndpoint(api, services, endpoints.editCallEvent, ({ params, body, session }) =>
    updateCall('call', params.id, body, session.user),
  );
  registerEndpoint(api, services, endpoints.editInPersonEvent, ({ params, body, session }) =>
    updateCall('inperson', params.call_id, body, session.user),
  );
  registerEndpoint(api, services, endpoints.deleteCallEvent, ({ params, session }) =>
    removeCall('call', params.id, session.user),
  );
  registerEndpoint(api, services, endpoints.deleteInPersonEvent, ({ params, session }) =>
    removeCall('inperson', params.id, session.user),
  );

  registerEndpoint(api, services, endpoints.getAllMeetings, async ({ body, session }) => {
    assertSelf(session.user, body.recruiter_id);
    return { status: 'success' as const, meetings: await listOf(['teams'], body.recruiter_id) };
  });
  registerEndpoint(api, services, endpoints.getAllCallEvents, async ({ params, session }) => {
    assertSelf(session.user, params.userId);
    return {
      status: 'success' as const,
      call_events: await listOf(['call', 'inperson'], params.userId),
    };
  });
  registerEndpoint(api, services, endpoints.getZoomMeetings, async ({ query, session }) => {
    const userId = query.user_id ?? session.user.id;
    assertSelf(session.user, userId);
    return { status: 'success' as const, zoom_meetings: await listOf(['zoom'], userId) };
  });
  registerEndpoint(api, services, endpoints.getAllGoogleMeetings, async ({ params, session }) => {
    assertSelf(session.user, params.recruiterId);
    return {
      status: 'success' as const,
      google_meet_meetings: await listOf(['googlemeet'], params.recruiterId),
    };
  });
};
