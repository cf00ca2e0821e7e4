import { randomBytes } from 'node:crypto';
import { endpoints, serverMessages } from '@hrportal/api-client/contract';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { hashToken } from '../auth/sessions';
import { calendarFeeds, meetings, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { meetingFeed } from '../meetings/invite';
import { inviteMeetingOf, involving, meetingEnd } from '../meetings/rows';
import { sendFile } from '../uploads/files';
import type { RoutePlugin } from './plugin';

/** The feed covers meetings from this long ago … */
const feedPastMs = 30 * 86_400_000;
/** … to this far ahead. */
const feedAheadMs = 180 * 86_400_000;

/**
 * Calendar subscriptions (issue 20): each user may have one secret `.ics` address that Outlook,
 * Google Calendar or Apple Calendar poll without signing in. The secret (32 random bytes,
 * base64url) is shown once when made and stored only as its SHA-256; making a new one ends the
 * old one, revoking deletes it. The feed lists what the calendar screen shows the user as "mine":
 * meetings they organise, attend or are copied on.
 */
export const calendarFeedRoutes: RoutePlugin = async (api, { services }) => {
  const { db } = services;

  const state = (row: typeof calendarFeeds.$inferSelect | undefined, url?: string) => ({
    status: 'success' as const,
    active: row !== undefined,
    created_at: row?.createdAt.toISOString() ?? null,
    last_fetched_at: row?.lastFetchedAt?.toISOString() ?? null,
    ...(url ? { url } : {}),
  });

  registerEndpoint(api, services, endpoints.calendarFeed, async ({ session }) => {
    const [row] = await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, session.user.id));
    return state(row);
  });

  registerEndpoint(api, services, endpoints.createCalendarFeed, async ({ session, request }) => {
    const token = randomBytes(32).toString('base64url');
    const values = {
      userId: session.user.id,
      tokenHash: hashToken(token),
      createdAt: services.now(),
    };
    const [row] = await db.transaction((tx) =>
      tx
        .insert(calendarFeeds)
        .values(values)
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash: values.tokenHash, createdAt: values.createdAt, lastFetchedAt: null },
        })
        .returning(),
    );
    const base = `${request.protocol}://${request.host}${services.config.apiBasePath}`;
    return state(row, `${base}/calendar_feed/${token}.ics`);
  });

  registerEndpoint(api, services, endpoints.revokeCalendarFeed, async ({ session }) => {
    await db.transaction((tx) =>
      tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, session.user.id)),
    );
    return state(undefined);
  });

  registerEndpoint(api, services, endpoints.calendarFeedIcs, async ({ params, reply }) => {
    const token = params.token.replace(/\.ics$/, '');
    const [owner] = await db
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        email: users.email,
        active: users.isActive,
      })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.tokenHash, hashToken(token)));
    // An unknown, replaced or revoked address, or a deactivated account: nothing to see.
    if (!owner || owner.active === false)
      throw new HttpError(404, serverMessages.calendarFeedNotFound);
    const now = services.now();
    const rows = await db
      .select({ row: meetings, organizerName: users.name, organizerEmail: users.email })
      .from(meetings)
      .leftJoin(users, eq(users.id, meetings.organizerId))
      .where(
        and(
          lt(meetings.startsAt, new Date(now.getTime() + feedAheadMs)),
          sql`${meetingEnd} > ${new Date(now.getTime() - feedPastMs).toISOString()}`,
          or(
            eq(meetings.organizerId, owner.id),
            owner.email ? involving([owner.email]) : undefined,
          ),
        ),
      )
      .orderBy(asc(meetings.startsAt), asc(meetings.id))
      .limit(5000);
    await db
      .update(calendarFeeds)
      .set({ lastFetchedAt: now })
      .where(
        and(
          eq(calendarFeeds.userId, owner.id),
          or(
            sql`${calendarFeeds.lastFetchedAt} is null`,
            lt(calendarFeeds.lastFetchedAt, new Date(now.getTime() - 60_000)),
          ),
        ),
      );
    const ics = meetingFeed(
      rows.map(({ row, organizerName, organizerEmail }) =>
        inviteMeetingOf(
          row,
          {
            name: organizerName ?? 'HR Portal',
            email: organizerEmail ?? row.recruiterEmail ?? 'no-reply@hrportal.local',
          },
          row.updatedAt,
        ),
      ),
      `HR Portal — ${owner.name}`,
    );
    sendFile(reply, {
      bytes: Buffer.from(ics, 'utf8'),
      filename: `hrportal_${owner.username}.ics`,
      mime: 'text/calendar; charset=utf-8',
      disposition: 'inline',
    });
    return replySent;
  });
};
