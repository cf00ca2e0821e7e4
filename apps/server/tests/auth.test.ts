import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assertOwnerOrManager, hasRole, requireRole, requireSession } from '../src/auth/guards';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../src/auth/password';
import { hashToken, SessionStore } from '../src/auth/sessions';
import { sessions, users } from '../src/db/schema';
import { serverTest } from './fixture';
import { manualClock, type TestServer, userOf } from './helpers';

const MINUTE = 60_000;

const policy = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE, touchEveryMs: MINUTE };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo@1234');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Demo@1234', stored)).toBe(true);
    expect(await verifyPassword('demo@1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('returns false, never throws, for malformed or foreign hashes', async () => {
    for (const stored of [
      '',
      'plain',
      '$2b$10$abcdefghijklmnopqrstuv',
      'scrypt$x$8$1$aa$bb',
      'scrypt$1099511627776$8$1$aa$bb',
      'scrypt$16384$8$1$aa$',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
    expect(await verifyPassword('anything', await dummyPasswordHash())).toBe(false);
  });
});

// The server fixture of the sessions block (vitest wants file-scoped fixtures made at the top).
const clock = manualClock();
const base = serverTest({
  config: { now: clock.now, session: policy },
  prepare: async ({ handle: { db } }) => {
    const hash = await hashPassword('Demo@1234');
    await db.insert(users).values([
      {
        username: 'rita',
        name: 'Rita Recruiter',
        userType: 'recruiter',
        passwordHash: hash,
        isVerified: true,
      },
      {
        username: 'mark',
        name: 'Mark Manager',
        userType: 'management',
        passwordHash: hash,
        isVerified: true,
      },
      {
        username: 'lena',
        name: 'Lena Lead',
        userType: 'leadership',
        passwordHash: hash,
        isVerified: true,
      },
      {
        username: 'pete',
        name: 'Pete Peer',
        userType: 'recruiter',
        passwordHash: hash,
        isVerified: true,
        isPeerReviewer: true,
      },
    ]);
  },
  serverOptions: {
    beforeListen: ({ app, services }) => {
      app.get('/api/__test/me', { preHandler: services.authenticate }, async (request) => ({
        status: 'success',
        user: requireSession(request).user.username,
      }));
      app.get(
        '/api/__test/managers-only',
        { preHandler: [services.authenticate, requireRole('management')] },
        async () => ({ status: 'success' }),
      );
      app.get(
        '/api/__test/reviewers-only',
        { preHandler: [services.authenticate, requireRole('reviewer')] },
        async () => ({ status: 'success' }),
      );
    },
  },
});
/** The file's session store and the ids of the recruiter and the manager it signs in. */
const sessionTest = base.extend<{ store: SessionStore; recruiterId: number; managerId: number }>({
  store: [
    async ({ database }, use) => use(new SessionStore(database.handle.db, policy, clock.now)),
    { scope: 'file' },
  ],
  recruiterId: [
    async ({ database }, use) => use((await userOf(database, 'rita')).id),
    { scope: 'file' },
  ],
  managerId: [
    async ({ database }, use) => use((await userOf(database, 'mark')).id),
    { scope: 'file' },
  ],
});

// The first test that asks for the server waits for the database and server set-up too.
describe('sessions and the authenticate guard', { timeout: 120_000 }, () => {
  const it = sessionTest;
  const me = (server: TestServer, token?: string, scheme = 'Bearer') =>
    fetch(`${server.api}/__test/me`, {
      headers: token ? { authorization: `${scheme} ${token}` } : {},
    });

  it('issues 256-bit tokens and stores only their SHA-256', async ({
    database,
    store,
    recruiterId,
  }) => {
    const { token, sessionId } = await store.create(recruiterId);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await database.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
  });

  it('accepts a valid bearer token and rejects missing, malformed and unknown ones with 401', async ({
    server,
    store,
    recruiterId,
  }) => {
    const { token } = await store.create(recruiterId);
    const ok = await me(server, token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'success', user: 'rita' });
    for (const response of [
      await me(server),
      await me(server, 'not-a-token'),
      await me(server, 'A'.repeat(43)),
      await me(server, token, 'Basic'),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Authentication failed. Please log in again.',
      });
    }
  });

  it('slides: activity within 30 minutes keeps the session alive', async ({
    server,
    store,
    recruiterId,
  }) => {
    const { token } = await store.create(recruiterId);
    for (let i = 0; i < 4; i++) {
      clock.advance(25 * MINUTE);
      expect((await me(server, token)).status).toBe(200);
    }
  });

  it('expires after 30 minutes of inactivity', async ({ server, store, recruiterId }) => {
    const { token } = await store.create(recruiterId);
    clock.advance(30 * MINUTE - 1000);
    expect((await me(server, token)).status).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await me(server, token)).status).toBe(401);
  });

  it('expires at the 12-hour cap however active', async ({ server, store, recruiterId }) => {
    const { token } = await store.create(recruiterId);
    for (let elapsed = 0; elapsed < 12 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await me(server, token)).status).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await me(server, token)).status).toBe(401);
  });

  it('throttles last_seen writes to once a minute', async ({
    database,
    server,
    store,
    recruiterId,
  }) => {
    const { token, sessionId } = await store.create(recruiterId);
    const lastSeen = async () =>
      (
        await database.handle.db.select().from(sessions).where(eq(sessions.id, sessionId))
      )[0]!.lastSeenAt.getTime();
    const created = await lastSeen();
    clock.advance(30_000);
    await me(server, token);
    expect(await lastSeen()).toBe(created);
    clock.advance(31_000);
    await me(server, token);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });

  it('revokes one session (logout) and all of a user’s sessions but one (password change)', async ({
    server,
    store,
    recruiterId,
  }) => {
    const a = await store.create(recruiterId);
    const b = await store.create(recruiterId);
    const c = await store.create(recruiterId);
    await store.revoke(a.sessionId);
    expect((await me(server, a.token)).status).toBe(401);
    expect((await me(server, b.token)).status).toBe(200);
    const revoked = await store.revokeAllForUser(recruiterId, undefined, c.sessionId);
    expect(revoked).toBeGreaterThanOrEqual(1);
    expect((await me(server, b.token)).status).toBe(401);
    expect((await me(server, c.token)).status).toBe(200);
  });

  it('ends the sessions of a deactivated user', async ({ database, server, store }) => {
    const { db } = database.handle;
    const [temp] = await db
      .insert(users)
      .values({
        username: 'temp',
        name: 'Temp',
        userType: 'recruiter',
        passwordHash: 'x',
        isVerified: true,
      })
      .returning();
    const { token } = await store.create(temp!.id);
    expect((await me(server, token)).status).toBe(200);
    await db.update(users).set({ isActive: false }).where(eq(users.id, temp!.id));
    expect((await me(server, token)).status).toBe(401);
  });

  it('guards roles with 403 and the §8 message; leadership passes management routes', async ({
    database,
    server,
    store,
    recruiterId,
    managerId,
  }) => {
    const byUser = async (userId: number, route: string) => {
      const { token } = await store.create(userId);
      return fetch(`${server.api}/__test/${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    };
    const denied = await byUser(recruiterId, 'managers-only');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      status: 'error',
      message: 'Access denied. You do not have permission to perform this action.',
    });
    expect((await byUser(managerId, 'managers-only')).status).toBe(200);
    expect((await byUser((await userOf(database, 'lena')).id, 'managers-only')).status).toBe(200);
    expect((await byUser((await userOf(database, 'pete')).id, 'reviewers-only')).status).toBe(200);
    expect((await byUser(recruiterId, 'reviewers-only')).status).toBe(403);
    expect((await byUser(managerId, 'reviewers-only')).status).toBe(403);
  });

  it('checks object ownership', () => {
    const base = {
      username: 'u',
      name: 'U',
      email: null,
      isVerified: true,
      isActive: true,
      isPeerReviewer: false,
    };
    const recruiter = { ...base, id: 7, userType: 'recruiter' as const };
    const manager = { ...base, id: 8, userType: 'management' as const };
    expect(() => assertOwnerOrManager(recruiter, 7)).not.toThrow();
    expect(() => assertOwnerOrManager(recruiter, 9)).toThrow(/Access denied/);
    expect(() => assertOwnerOrManager(recruiter, null)).toThrow(/Access denied/);
    expect(() => assertOwnerOrManager(manager, 9)).not.toThrow();
    expect(hasRole(recruiter, ['management'])).toBe(false);
    expect(hasRole({ ...manager, userType: 'leadership' }, ['management'])).toBe(true);
  });

  it('hashes off the event loop: a request is answered while 20 logins hash', async ({
    server,
  }) => {
    let hashesDone = 0;
    const hashing = Array.from({ length: 20 }, () =>
      hashPassword('Demo@1234').then(() => {
        hashesDone += 1;
      }),
    );
    const health = await fetch(`${server.api}/health`);
    const doneWhenAnswered = hashesDone;
    expect(health.status).toBe(200);
    await Promise.all(hashing);
    expect(hashesDone).toBe(20);
    // The request was answered while most of the hashing was still to do.
    expect(doneWhenAnswered).toBeLessThan(10);
  });
});
