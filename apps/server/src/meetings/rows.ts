import { or, type SQL, sql } from 'drizzle-orm';
import { meetings, users } from '../db/schema';
import type { InviteMeeting } from './invite';

/** A stored meeting of any kind. */
export type MeetingRow = typeof meetings.$inferSelect;

/** A call without an end time lasts 30 minutes (as the SDK shows it). */
export const defaultCallMs = 30 * 60 * 1000;

/** Our additions on a stored record: the invitation's SEQUENCE (bumped by every change). */
export const sequenceOf = (row: MeetingRow | undefined) =>
  row && typeof row.raw.sequence === 'number' ? row.raw.sequence : -1;

/** A meeting's end instant in SQL (a call without one lasts 30 minutes). */
export const meetingEnd = sql`coalesce(${meetings.endsAt}, ${meetings.startsAt} + interval '30 minutes')`;

/** Meetings a set of addresses organises, attends or is copied on (case-insensitive). */
export const involving = (addresses: string[]): SQL | undefined => {
  if (addresses.length === 0) return sql`false`;
  const list = sql.join(
    addresses.map((a) => sql`${a.toLowerCase()}`),
    sql`, `,
  );
  return or(
    sql`exists (select 1 from unnest(${meetings.attendees}) a where lower(a) in (${list}))`,
    sql`exists (select 1 from unnest(${meetings.ccRecipients}) c where lower(c) in (${list}))`,
    sql`exists (select 1 from ${users} u where u.id = ${meetings.organizerId} and lower(u.email) in (${list}))`,
  );
};

/**
 * What an invitation or a feed says about a stored meeting: the UID every update reuses, its
 * SEQUENCE (one above for a cancellation), the link, people and instants.
 */
export function inviteMeetingOf(
  row: MeetingRow,
  organizer: { name: string; email: string },
  stamp: Date,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): InviteMeeting {
  const raw = row.raw as { join_url?: unknown };
  return {
    uid: `${row.externalId ?? `${row.kind}_${row.id}`}@hrportal`,
    title: row.title,
    description: row.description ?? '',
    location: row.location ?? '',
    joinUrl: typeof raw.join_url === 'string' ? raw.join_url : '',
    start: row.startsAt,
    end: row.endsAt ?? new Date(row.startsAt.getTime() + defaultCallMs),
    timeZone: row.timeZone,
    sequence: Math.max(0, sequenceOf(row)) + (method === 'CANCEL' ? 1 : 0),
    stamp,
    organizer,
    attendees: row.attendees,
    optional: row.ccRecipients.filter((cc) => !row.attendees.includes(cc)),
  };
}
