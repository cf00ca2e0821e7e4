import { randomUUID } from 'node:crypto';
import { endpoints, serverMessages } from '@hrportal/api-client/contract';
import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/database';
import { candidates, jobs, type MeetingKind, meetings, users } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { meetingInvite } from '../meetings/invite';
import {
  type MeetingProvider,
  ProviderError,
  type ProviderMeeting,
} from '../meetings/providers/index';
import {
  defaultCallMs,
  meetingEnd as endOf,
  inviteMeetingOf,
  involving,
  type MeetingRow,
  sequenceOf,
} from '../meetings/rows';
import { firstFreeSlots, wallClock, zonedInstant } from '../meetings/time';
import { sendFile } from '../uploads/files';
import type { RoutePlugin } from './plugin';

/** `a@x.com, b@y.com` → trimmed addresses. */
const emails = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The provider's id of a meeting it created (absent for pasted links and no-link meetings). */
const providerIdOf = (row: MeetingRow) =>
  typeof row.raw.provider_id === 'string' ? row.raw.provider_id : undefined;

/** The candidate and job a meeting is about, as a body names them (ids; `null`: none). */
interface AboutBody {
  candidate_id: number | null;
  job_id: number | null;
}

/** The checked links: the columns and the record fields (name and role as they were when saved). */
interface About {
  columns: { candidateId: number | null; jobId: number | null };
  record: {
    candidate_id: number | null;
    candidate_name: string | null;
    job_id: number | null;
    job_title: string | null;
  };
}

interface ScheduledBody extends AboutBody {
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
  join_url: string;
}

interface CallBody extends AboutBody {
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

/** The columns a scheduled meeting's create and update both write from its body. */
const scheduledColumns = (body: ScheduledBody, link: MeetingLink) => ({
  title: body.subject,
  startsAt: zonedInstant(body.start_date, body.start_time, body.time_zone),
  endsAt: zonedInstant(body.end_date ?? body.start_date, body.end_time, body.time_zone),
  timeZone: body.time_zone,
  attendees: emails(body.attendees),
  ccRecipients: emails(body.cc_recipients),
  description: body.description || null,
  joinUrl: link.join_url || null,
  recruiterEmail: body.recruiter_email,
});

/** What a provider is told: the same instants and people the row stores. */
const providerMeeting = (body: ScheduledBody, organizerEmail: string): ProviderMeeting => {
  const columns = scheduledColumns(body, pastedLink(body));
  return {
    title: columns.title,
    description: body.description,
    start: columns.startsAt,
    end: columns.endsAt,
    timeZone: body.time_zone,
    attendees: columns.attendees,
    optional: columns.ccRecipients.filter((cc) => !columns.attendees.includes(cc)),
    organizerEmail,
  };
};

/** A provider's failure as the answer the organiser sees (nothing was stored or changed). */
async function atProvider<T>(provider: MeetingProvider, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'timeout') {
      throw new HttpError(504, serverMessages.meetingProviderTimeout(provider.name));
    }
    if (error.kind === 'busy') {
      throw new HttpError(503, serverMessages.meetingProviderBusy(provider.name));
    }
    // 422, not 502: the SDK retries 5xx answers, and a refusal would only be refused again.
    throw new HttpError(422, serverMessages.meetingProviderRefused(provider.name, error.message));
  }
}

/** The columns a call or in-person event's create and update both write from its body. */
const callColumns = (kind: 'call' | 'inperson', body: CallBody) => ({
  title: kind === 'call' ? `Call with ${body.name}` : body.name,
  startsAt: zonedInstant(body.date, body.time, body.time_zone),
  endsAt: body.end_time ? zonedInstant(body.date, body.end_time, body.time_zone) : null,
  timeZone: body.time_zone,
  attendees: emails(body.email),
  ccRecipients: emails(body.cc_recipients),
  description: body.purpose || null,
  location: body.location || null,
  recruiterEmail: body.user_email,
});

/**
 * Where a scheduled meeting's link comes from: the provider that created the meeting (its id and
 * real join link), else the link the organiser pasted, or none yet — never an invented one.
 */
interface MeetingLink {
  join_url: string;
  link_state: 'none' | 'pasted' | 'provider';
  provider_id?: string;
}

const pastedLink = (body: ScheduledBody): MeetingLink => ({
  join_url: body.join_url,
  link_state: body.join_url ? 'pasted' : 'none',
});

/** The wire record of a scheduled (Teams, Zoom, Google Meet) meeting. */
function scheduledRecord(
  kind: MeetingKind,
  externalId: string,
  body: ScheduledBody,
  sequence: number,
  link: MeetingLink,
  about: About,
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
    ...link,
    sequence,
    ...about.record,
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
function callRecord(
  kind: MeetingKind,
  id: number,
  body: CallBody,
  sequence: number,
  about: About,
  row?: MeetingRow,
) {
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
    sequence,
    ...about.record,
    ...(row ? ownership(row) : {}),
  };
}

/**
 * The links a record shows: a candidate or job deleted since the meeting was saved is gone from
 * the columns (`on delete set null`), so its stored name goes too.
 */
const links = (row: MeetingRow) => ({
  candidate_id: row.candidateId,
  candidate_name: row.candidateId === null ? null : (row.raw.candidate_name ?? null),
  job_id: row.jobId,
  job_title: row.jobId === null ? null : (row.raw.job_title ?? null),
});

/** The stored record of a row, with its ownership fields and links current. */
const record = (row: MeetingRow) =>
  (row.kind === 'call' || row.kind === 'inperson'
    ? { ...row.raw, id: row.id, ...links(row), ...ownership(row) }
    : {
        ...row.raw,
        meeting_id: row.externalId ?? String(row.id),
        ...links(row),
        ...ownership(row),
      }) as never;

/**
 * Meetings of all five kinds (SPEC §3, §7 "Meetings"): Teams, call, in-person, Zoom and Google
 * Meet — stored in our database with each kind's own wire record, so every endpoint answers in its
 * kind's shape. Times are instants of the wall clock in the meeting's own zone. No provider adapter
 * is configured, so no link is ever invented: a scheduled meeting carries the link its organiser
 * pasted (`link_state: 'pasted'`) or none yet (`'none'`). Every change mails an RFC 5545
 * invitation (REQUEST, or CANCEL) with a bumped SEQUENCE to the attendees. An organiser
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

  /**
   * The candidate and job a body names, checked (422 when either does not exist; a recruiter may
   * name only their own candidates — another's is "not found" too, so no name leaks).
   */
  async function aboutOf(body: AboutBody, user: SessionUser): Promise<About> {
    let candidateName: string | null = null;
    let jobTitle: string | null = null;
    if (body.candidate_id !== null) {
      const [found] = await db
        .select({ name: candidates.name, owner: candidates.userId })
        .from(candidates)
        .where(eq(candidates.id, body.candidate_id))
        .limit(1);
      if (!found || (!isManagerLike(user) && found.owner !== user.id)) {
        throw new HttpError(422, serverMessages.candidateNotFound);
      }
      candidateName = found.name;
    }
    if (body.job_id !== null) {
      const [found] = await db
        .select({ role: jobs.role, client: jobs.client })
        .from(jobs)
        .where(eq(jobs.id, body.job_id))
        .limit(1);
      if (!found) throw new HttpError(422, serverMessages.jobNotFound);
      jobTitle = `${found.role} · ${found.client}`;
    }
    return {
      columns: { candidateId: body.candidate_id, jobId: body.job_id },
      record: {
        candidate_id: body.candidate_id,
        candidate_name: candidateName,
        job_id: body.job_id,
        job_title: jobTitle,
      },
    };
  }

  /**
   * Tells every calendar showing the meeting that it changed (`meeting_changed`; the portal
   * refetches its meeting lists): the organiser's sessions, the users invited (by address) and
   * management and leadership, whose "Everyone's meetings" show it.
   */
  async function announce(user: SessionUser, row: MeetingRow, message: string) {
    const people = [
      ...new Set([...row.attendees, ...row.ccRecipients].map((a) => a.toLowerCase())),
    ];
    const invited =
      people.length === 0
        ? []
        : await db
            .select({ id: users.id })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, people));
    await services.liveFeed.publish({
      type: 'system_message',
      payload: { message, eventType: 'meeting_changed', updatedBy: user.name },
      audience: {
        userTypes: ['management', 'leadership'],
        userIds: [...new Set([user.id, row.organizerId, ...invited.map((u) => u.id)])],
      },
    });
  }

  const assertOwn = (user: SessionUser, row: MeetingRow) => {
    if (!isManagerLike(user) && row.organizerId !== user.id) throw forbidden();
  };
  const assertSelf = (user: SessionUser, userId: number) => {
    if (!isManagerLike(user) && user.id !== userId) throw forbidden();
  };

  async function organizerOf(row: MeetingRow) {
    const [owner] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.organizerId))
      .limit(1);
    return {
      name: owner?.name ?? 'HR Portal',
      email: owner?.email ?? row.recruiterEmail ?? 'no-reply@hrportal.local',
    };
  }

  /** The RFC 5545 text of a meeting (REQUEST at its current SEQUENCE, or CANCEL one above it). */
  async function inviteOf(row: MeetingRow, method: 'REQUEST' | 'CANCEL') {
    return meetingInvite(
      inviteMeetingOf(row, await organizerOf(row), services.now(), method),
      method,
    );
  }

  /**
   * Mails the invitation through the server's mail path (outbox, SMTP when configured) to every
   * attendee and cc; after an edit, people no longer invited get the cancellation.
   */
  async function sendInvites(
    row: MeetingRow,
    method: 'REQUEST' | 'CANCEL',
    user: SessionUser,
    previous?: MeetingRow,
  ) {
    const people = (r: MeetingRow) => [...new Set([...r.attendees, ...r.ccRecipients])];
    const invited = people(row);
    const dropped = previous ? people(previous).filter((p) => !invited.includes(p)) : [];
    const start = wallClock(row.startsAt, row.timeZone);
    const when = `${start.date} ${start.time} (${row.timeZone})`;
    const raw = row.raw as { join_url?: unknown };
    const link = typeof raw.join_url === 'string' && raw.join_url ? raw.join_url : '';
    const where = row.location ? `Where: ${row.location}` : link ? `Join: ${link}` : '';
    const send = async (to: string[], how: 'REQUEST' | 'CANCEL', source: MeetingRow) => {
      if (to.length === 0) return;
      const content = await inviteOf(source, how);
      const subject =
        how === 'CANCEL'
          ? `Cancelled: ${source.title}`
          : previous
            ? `Updated invitation: ${source.title}`
            : `Invitation: ${source.title}`;
      const text = [
        how === 'CANCEL'
          ? `${user.name} cancelled "${source.title}".`
          : `${user.name} invited you to "${source.title}".`,
        `When: ${when}`,
        where,
        'The calendar invitation (invite.ics) is attached.',
      ]
        .filter(Boolean)
        .join('\n');
      for (const address of to) {
        await services.mailer.send({
          to: address,
          subject,
          text,
          icalEvent: { method: how, content },
        });
      }
    };
    await send(invited, method, row);
    if (previous) await send(dropped, 'CANCEL', previous);
  }

  /** The adapter creating `kind`'s meetings, when its credentials are configured. */
  const providerFor = (kind: MeetingKind) =>
    kind === 'teams' || kind === 'zoom' || kind === 'googlemeet'
      ? services.meetingProviders[kind]
      : undefined;
  const organizerEmail = (user: SessionUser, body: ScheduledBody) =>
    user.email || body.recruiter_email;

  async function createScheduled(kind: MeetingKind, body: ScheduledBody, user: SessionUser) {
    const externalId = `${kind}_${randomUUID()}`;
    const provider = providerFor(kind);
    const about = await aboutOf(body, user);
    let link = pastedLink(body);
    if (provider) {
      const made = await atProvider(provider, () =>
        provider.create(providerMeeting(body, organizerEmail(user, body))),
      );
      link = { join_url: made.joinUrl, link_state: 'provider', provider_id: made.id };
    }
    const now = services.now();
    const [row] = await db.transaction((tx) =>
      tx
        .insert(meetings)
        .values({
          kind,
          externalId,
          organizerId: user.id,
          ...scheduledColumns(body, link),
          ...about.columns,
          raw: scheduledRecord(kind, externalId, body, 0, link, about),
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    if (!row) throw new Error('meeting insert returned no row');
    await announce(user, row, `Meeting scheduled: ${row.title}`);
    await sendInvites(row, 'REQUEST', user);
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
    const about = await aboutOf(body, user);
    const provider = providerFor(kind);
    const providerId = providerIdOf(current);
    let link = pastedLink(body);
    if (provider && providerId) {
      // The provider's meeting changes first: if it refuses, our copy stays as it was.
      const changed = await atProvider(provider, () =>
        provider.update(providerId, providerMeeting(body, organizerEmail(user, body))),
      );
      link = {
        join_url: changed.joinUrl ?? current.joinUrl ?? '',
        link_state: 'provider',
        provider_id: providerId,
      };
    }
    const [row] = await db.transaction((tx) =>
      tx
        .update(meetings)
        .set({
          ...scheduledColumns(body, link),
          ...about.columns,
          raw: scheduledRecord(kind, externalId, body, sequenceOf(current) + 1, link, about),
          updatedAt: services.now(),
        })
        .where(eq(meetings.id, current.id))
        .returning(),
    );
    if (!row) throw new HttpError(404, serverMessages.meetingNotFound);
    await announce(user, row, `Meeting updated: ${row.title}`);
    await sendInvites(row, 'REQUEST', user, current);
    return {
      status: 'success' as const,
      message: serverMessages.meetingUpdated,
      meeting: record(row),
    };
  }

  async function removeByExternalId(kind: MeetingKind, externalId: string, user: SessionUser) {
    const current = await load(db, kind, { externalId });
    assertOwn(user, current);
    const provider = providerFor(kind);
    const providerId = providerIdOf(current);
    if (provider && providerId) {
      const organizer = await organizerOf(current);
      await atProvider(provider, () => provider.remove(providerId, organizer.email));
    }
    await db.transaction((tx) => tx.delete(meetings).where(eq(meetings.id, current.id)));
    await announce(user, current, `Meeting cancelled: ${current.title}`);
    await sendInvites(current, 'CANCEL', user);
    return {
      status: 'success' as const,
      message: serverMessages.meetingDeleted,
      meeting_id: externalId,
    };
  }

  async function createCall(kind: 'call' | 'inperson', body: CallBody, user: SessionUser) {
    const now = services.now();
    const about = await aboutOf(body, user);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(meetings)
        .values({
          kind,
          organizerId: user.id,
          ...callColumns(kind, body),
          ...about.columns,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('meeting insert returned no row');
      const [stored] = await tx
        .update(meetings)
        .set({ raw: callRecord(kind, row.id, body, 0, about), externalId: `${kind}_${row.id}` })
        .where(eq(meetings.id, row.id))
        .returning();
      if (!stored) throw new Error('meeting vanished inside its transaction');
      return {
        row: stored,
        status: 'success' as const,
        message: serverMessages.meetingCreated,
        meeting: record(stored),
      };
    });
    await announce(user, created.row, `Meeting scheduled: ${body.name}`);
    await sendInvites(created.row, 'REQUEST', user);
    const { row: _row, ...answer } = created;
    return answer;
  }

  async function updateCall(
    kind: 'call' | 'inperson',
    id: number,
    body: CallBody,
    user: SessionUser,
  ) {
    const current = await load(db, kind, { id });
    assertOwn(user, current);
    const about = await aboutOf(body, user);
    const [row] = await db.transaction((tx) =>
      tx
        .update(meetings)
        .set({
          ...callColumns(kind, body),
          ...about.columns,
          raw: callRecord(kind, id, body, sequenceOf(current) + 1, about),
          updatedAt: services.now(),
        })
        .where(eq(meetings.id, id))
        .returning(),
    );
    if (!row) throw new HttpError(404, serverMessages.meetingNotFound);
    await announce(user, row, `Meeting updated: ${row.title}`);
    await sendInvites(row, 'REQUEST', user, current);
    return {
      status: 'success' as const,
      message: serverMessages.meetingUpdated,
      meeting: record(row),
    };
  }

  async function removeCall(kind: 'call' | 'inperson', id: number, user: SessionUser) {
    const current = await load(db, kind, { id });
    assertOwn(user, current);
    await db.transaction((tx) => tx.delete(meetings).where(eq(meetings.id, id)));
    await announce(user, current, `Meeting cancelled: ${current.title}`);
    await sendInvites(current, 'CANCEL', user);
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

  // ── Issue 20: the calendar (one list of every kind), conflicts, invitations ──

  const entry = (row: MeetingRow & { organizerName: string | null }) => ({
    kind: row.kind,
    record: record(row) as Record<string, unknown>,
    organizer: row.organizerName ?? '',
  });
  const selectWithOrganizer = () =>
    db
      .select({ row: meetings, organizerName: users.name })
      .from(meetings)
      .leftJoin(users, eq(users.id, meetings.organizerId));

  registerEndpoint(api, services, endpoints.calendarMeetings, async ({ query, session }) => {
    const user = session.user;
    if (query.scope === 'everyone' && !isManagerLike(user)) throw forbidden();
    // A day wider on each side: every viewer zone (UTC−12 … UTC+14) sees its edge days whole.
    const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - 86_400_000);
    const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 2 * 86_400_000);
    const mine = or(
      eq(meetings.organizerId, user.id),
      user.email ? involving([user.email]) : undefined,
    );
    const rows = await selectWithOrganizer()
      .where(
        and(
          lt(meetings.startsAt, to),
          sql`${endOf} > ${from.toISOString()}`,
          query.scope === 'everyone' ? undefined : mine,
        ),
      )
      .orderBy(asc(meetings.startsAt), asc(meetings.id))
      .limit(5000);
    return {
      status: 'success' as const,
      meetings: rows.map(({ row, organizerName }) => entry({ ...row, organizerName })),
    };
  });

  registerEndpoint(api, services, endpoints.meetingConflicts, async ({ body }) => {
    const people = [...new Set(emails(body.attendees).map((a) => a.toLowerCase()))];
    const start = zonedInstant(body.date, body.start_time, body.time_zone);
    let end = zonedInstant(body.date, body.end_time, body.time_zone);
    if (end <= start) end = new Date(start.getTime() + defaultCallMs);
    const horizon = new Date(start.getTime() + 15 * 86_400_000);
    const rows = await selectWithOrganizer()
      .where(
        and(
          lt(meetings.startsAt, horizon),
          sql`${endOf} > ${start.toISOString()}`,
          involving(people),
          body.exclude ? ne(meetings.externalId, body.exclude) : undefined,
        ),
      )
      .orderBy(asc(meetings.startsAt))
      .limit(2000);
    const busy = rows.map(({ row }) => ({
      start: row.startsAt.getTime(),
      end: (row.endsAt ?? new Date(row.startsAt.getTime() + defaultCallMs)).getTime(),
    }));
    const conflicts = rows
      .filter((_, i) => {
        const b = busy[i];
        return b !== undefined && b.start < end.getTime() && b.end > start.getTime();
      })
      .map(({ row, organizerName }) => ({
        ...entry({ ...row, organizerName }),
        attendees: [...row.attendees, ...row.ccRecipients].filter((a) =>
          people.includes(a.toLowerCase()),
        ),
      }));
    const slots = firstFreeSlots(busy, start, end.getTime() - start.getTime(), body.time_zone);
    return {
      status: 'success' as const,
      conflicts,
      free_slots: slots.map((slot) => {
        const from = wallClock(new Date(slot.start), body.time_zone);
        return {
          date: from.date,
          start_time: from.time,
          end_time: wallClock(new Date(slot.end), body.time_zone).time,
        };
      }),
    };
  });

  registerEndpoint(api, services, endpoints.meetingInvite, async ({ params, session, reply }) => {
    const [row] = await db.select().from(meetings).where(eq(meetings.externalId, params.meetingId));
    if (!row) throw new HttpError(404, serverMessages.meetingNotFound);
    const user = session.user;
    const email = user.email?.toLowerCase() ?? '';
    const invited = [...row.attendees, ...row.ccRecipients].some((a) => a.toLowerCase() === email);
    if (!isManagerLike(user) && row.organizerId !== user.id && !invited) {
      throw new HttpError(404, serverMessages.meetingNotFound);
    }
    const ics = await inviteOf(row, 'REQUEST');
    sendFile(reply, {
      bytes: Buffer.from(ics, 'utf8'),
      filename: `meeting_${params.meetingId}.ics`,
      mime: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    return replySent;
  });
};
