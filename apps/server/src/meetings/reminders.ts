import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import { meetingReminders, meetings, users } from '../db/schema';
import type { ServerServices } from '../services';

/** Attendees are reminded this long before a meeting starts (issue 20). */
const meetingReminderLeadMs = 15 * 60_000;

/**
 * Sends the reminders that are due: every meeting starting within the next 15 minutes that has
 * not been reminded at this start instant gets one live-feed notice to its organiser and to every
 * attendee or cc with an account here. Claiming a reminder is an insert that does nothing on
 * conflict, so several instances sweeping at once send each reminder once. Answers how many
 * meetings were reminded.
 */
export async function sendDueReminders(services: ServerServices): Promise<number> {
  const { db } = services;
  const now = services.now();
  const until = new Date(now.getTime() + meetingReminderLeadMs);
  const claimed = await db
    .insert(meetingReminders)
    .select(
      db
        .select({
          meetingId: meetings.id,
          startsAt: meetings.startsAt,
          sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
        })
        .from(meetings)
        .where(and(gt(meetings.startsAt, now), lte(meetings.startsAt, until))),
    )
    .onConflictDoNothing()
    .returning({ meetingId: meetingReminders.meetingId });
  if (claimed.length === 0) return 0;
  const rows = await db
    .select()
    .from(meetings)
    .where(
      inArray(
        meetings.id,
        claimed.map((c) => c.meetingId),
      ),
    );
  const addresses = [
    ...new Set(
      rows.flatMap((r) => [...r.attendees, ...r.ccRecipients]).map((a) => a.toLowerCase()),
    ),
  ];
  const accounts =
    addresses.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, addresses));
  const idOf = new Map(accounts.map((a) => [a.email?.toLowerCase() ?? '', a.id]));
  for (const row of rows) {
    const minutes = Math.max(1, Math.round((row.startsAt.getTime() - now.getTime()) / 60_000));
    const people = [...row.attendees, ...row.ccRecipients]
      .map((a) => idOf.get(a.toLowerCase()))
      .filter((id): id is number => id !== undefined);
    await services.liveFeed.publish({
      type: 'system_message',
      payload: {
        message: `Starts in ${minutes} min: ${row.title}`,
        eventType: 'meeting_reminder',
      },
      audience: { userIds: [...new Set([row.organizerId, ...people])] },
    });
  }
  return rows.length;
}
