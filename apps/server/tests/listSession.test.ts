// Issue 24: the paged list takes the session from the server's memory and confirms it with the
// `auth` version its page statement reads (migration 0028). Every change that can end a session or
// change its user — made through the server or by hand in the database — must still be seen by
// the very next list request.
import { eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { hashToken } from '../src/auth/sessions';
import { queryRows } from '../src/db/database';
import { sessions, users } from '../src/db/schema';
import { describeServer } from './fixture';
import { manualClock, type TestServer } from './helpers';

const clock = manualClock();

/** The raw wire list request (page 1, no filter) of `token` as user `userId`. */
async function list(server: TestServer, token: string, userId: number, userType = 'management') {
  const response = await fetch(`${server.api}/redisdashboard`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ user_id: userId, user_type: userType, user_name: 'x', page_no: 1 }),
  });
  const body = (await response.json()) as { total?: number; candidates?: unknown[] };
  return { status: response.status, body };
}

/** A fresh session of `username` (password Demo@1234) and its user id. */
async function signIn(server: TestServer, username: string, role: string) {
  const response = await fetch(`${server.api}/login/${role}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.0.${username.length}` },
    body: JSON.stringify({ username, password: 'Demo@1234', role: 'manager' }),
  });
  const answer = (await response.json()) as { session_token: string; user_id: number };
  expect(response.status).toBe(200);
  return { token: answer.session_token, userId: Number(answer.user_id) };
}

describeServer(
  'the paged list confirms a remembered session in its own statement',
  {
    seed: { now: new Date('2026-06-01T09:00:00Z'), candidates: 120, jobs: 10 },
    config: { now: clock.now },
  },
  (it) => {
    it('reads no session statement while the remembered one is confirmed', async ({ server }) => {
      const { token, userId } = await signIn(server, 'manager', 'management');
      const resolve = vi.spyOn(server.server.services.sessions, 'resolve');
      try {
        expect((await list(server, token, userId)).status).toBe(200);
        const first = resolve.mock.calls.length;
        for (let i = 0; i < 3; i++) expect((await list(server, token, userId)).status).toBe(200);
        expect(resolve.mock.calls.length).toBe(first);
        // Any other route still reads the session every time.
        await fetch(`${server.api}/session`, { headers: { Authorization: `Bearer ${token}` } });
        expect(resolve.mock.calls.length).toBe(first + 1);
      } finally {
        resolve.mockRestore();
      }
    });

    it('a session revoked by hand in the database is refused by the next list request', async ({
      server,
      database,
    }) => {
      const { token, userId } = await signIn(server, 'manager', 'management');
      expect((await list(server, token, userId)).status).toBe(200);
      await database.handle.db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((await list(server, token, userId)).status).toBe(401);
    });

    it('a session deleted by hand is refused by the next list request', async ({
      server,
      database,
    }) => {
      const { token, userId } = await signIn(server, 'manager', 'management');
      expect((await list(server, token, userId)).status).toBe(200);
      await database.handle.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      expect((await list(server, token, userId)).status).toBe(401);
    });

    it('logout on the wire and revocation through the store end the list at once', async ({
      server,
    }) => {
      const a = await signIn(server, 'manager', 'management');
      expect((await list(server, a.token, a.userId)).status).toBe(200);
      const out = await fetch(`${server.api}/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.token}` },
        body: '{}',
      });
      expect(out.status).toBe(200);
      expect((await list(server, a.token, a.userId)).status).toBe(401);

      const b = await signIn(server, 'manager', 'management');
      expect((await list(server, b.token, b.userId)).status).toBe(200);
      const [row] = await queryRows<{ id: number }>(
        server.server.database.db,
        sql`select id from sessions where token_hash = ${hashToken(b.token)}`,
      );
      await server.server.services.sessions.revoke(Number(row?.id));
      expect((await list(server, b.token, b.userId)).status).toBe(401);
    });

    it('a user changed by hand is answered as they are now: deactivated 401, demoted sees their own', async ({
      server,
      database,
    }) => {
      const { db } = database.handle;
      const [own] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from candidates where user_id = (select id from users where username = 'recruiter')`,
      );
      expect(own?.n).toBeGreaterThan(0);
      // A recruiter account, first made a manager by hand: it lists everyone's candidates.
      await db.update(users).set({ userType: 'management' }).where(eq(users.username, 'recruiter'));
      const { token, userId } = await signIn(server, 'recruiter', 'management');
      const asManager = await list(server, token, userId);
      expect(asManager.status).toBe(200);
      expect(asManager.body.total).toBe(120);
      // Demoted by hand: the next request lists only its own candidates (the page read as a
      // manager is not answered), and the remembered user is the new one after it.
      await db.update(users).set({ userType: 'recruiter' }).where(eq(users.id, userId));
      for (let i = 0; i < 2; i++) {
        const asRecruiter = await list(server, token, userId, 'recruiter');
        expect(asRecruiter.status).toBe(200);
        expect(asRecruiter.body.total).toBe(own?.n);
      }
      await db.update(users).set({ isActive: false }).where(eq(users.id, userId));
      expect((await list(server, token, userId, 'recruiter')).status).toBe(401);
      await db.update(users).set({ isActive: true }).where(eq(users.id, userId));
    });

    it('still slides the session and expires it when idle', async ({ server, database }) => {
      const { token, userId } = await signIn(server, 'manager', 'management');
      expect((await list(server, token, userId)).status).toBe(200);
      const lastSeen = async () =>
        (
          await database.handle.db
            .select({ at: sessions.lastSeenAt })
            .from(sessions)
            .where(eq(sessions.tokenHash, hashToken(token)))
        )[0]?.at.getTime();
      clock.advance(61_000);
      expect((await list(server, token, userId)).status).toBe(200);
      expect(await lastSeen()).toBe(clock.now().getTime());
      clock.advance(31 * 60_000);
      expect((await list(server, token, userId)).status).toBe(401);
    });

    it('logins and slides leave the auth version alone (remembered sessions stay confirmed)', async ({
      server,
      database,
    }) => {
      const version = async () =>
        (
          await queryRows<{ version: number }>(
            database.handle.db,
            sql`select version::int as version from table_versions where name = 'auth'`,
          )
        )[0]?.version;
      const before = await version();
      expect(before).toBeTypeOf('number');
      const { token, userId } = await signIn(server, 'manager', 'management');
      clock.advance(61_000);
      expect((await list(server, token, userId)).status).toBe(200);
      expect(await version()).toBe(before);
      await database.handle.db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(await version()).toBe((before ?? 0) + 1);
    });

    it("another session's logout costs the list one session read per token, not one per request in flight", async ({
      server,
    }) => {
      const { token, userId } = await signIn(server, 'manager', 'management');
      expect((await list(server, token, userId)).status).toBe(200);
      const other = await signIn(server, 'manager', 'management');
      const resolve = vi.spyOn(server.server.services.sessions, 'resolve');
      try {
        // Bumps the auth version: every list request in flight for `token` finds its copy old.
        const out = await fetch(`${server.api}/logout`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${other.token}` },
        });
        expect(out.status).toBe(200);
        const before = resolve.mock.calls.length;
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => list(server, token, userId)),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
        // Read again, but not by each of the 8 (the copy read since, or one shared read).
        const reads = resolve.mock.calls.length - before;
        expect(reads).toBeGreaterThanOrEqual(1);
        expect(reads).toBeLessThanOrEqual(2);
        expect((await list(server, token, userId)).status).toBe(200);
        expect(resolve.mock.calls.length - before).toBe(reads);
        // The logged-out session itself is still refused.
        expect((await list(server, other.token, other.userId)).status).toBe(401);
      } finally {
        resolve.mockRestore();
      }
    });
  },
);
