// The audit trail of issue 16: every mutation written by the database in the same transaction as
// the change (who, what record, fields from → to, when, IP), append-only; leadership reads it
// (filters, CSV) and lists and revokes sessions.
import { createChatSocket } from '@hrportal/api-client/chat-socket';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertAudited, runAs, updateAudited } from '../src/audit/context';
import { hashToken } from '../src/auth/sessions';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/database';
import { sessions } from '../src/db/schema';
import { describeServer } from './fixture';
import { nextEvent, type TestServer, tokenOf, userIdOf } from './helpers';
import { recordFigure } from './reliabilityReport';

interface Entry {
  actor_id: number | null;
  actor_name: string;
  ip: string;
  action: string;
  record_type: string;
  record_id: string;
  changes: Record<string, [unknown, unknown]>;
}

/** A raw wire call as `token` from the address `ip` (the server trusts `X-Forwarded-For`). */
async function call(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: unknown,
  ip = '10.6.0.9',
) {
  const response = await fetch(`${server.api}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'X-Forwarded-For': ip,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    text,
    body: (type.includes('json') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/**
 * Runs `work` on one connection of the test database (a pool of one on PostgreSQL, PGlite's only
 * one), so a statement after another runs where the first ran.
 */
async function onOneConnection(
  database: { handle: DatabaseHandle; location: Parameters<typeof openDatabase>[0] },
  driver: string,
  work: (db: DatabaseHandle['db']) => Promise<void>,
): Promise<void> {
  const single =
    driver === 'postgres'
      ? await openDatabase({ ...database.location, poolSize: 1 })
      : database.handle;
  try {
    await work(single.db);
  } finally {
    if (single !== database.handle) await single.close();
  }
}

/** Runs `work` while the database refuses to write an audit row from `ip` (a trigger raising). */
async function withAuditRefusedFrom(
  db: DatabaseHandle['db'],
  ip: string,
  work: () => Promise<void>,
): Promise<void> {
  await db.execute(sql`
    create function pg_temp_refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused'; end $$`);
  await db.execute(
    sql.raw(`
    create trigger refuse_audit before insert on audit_log for each row
    when (new.ip = '${ip.replace(/[^0-9.]/g, '')}') execute function pg_temp_refuse_audit()`),
  );
  try {
    await work();
  } finally {
    await db.execute(sql`drop trigger refuse_audit on audit_log`);
    await db.execute(sql`drop function pg_temp_refuse_audit()`);
  }
}

/** The connection holds no audit actor: the one-statement writes leave no setting behind. */
async function expectNoActorLeft(db: DatabaseHandle['db']): Promise<void> {
  const [after] = await queryRows<{ actor: string | null; ip: string | null }>(
    db,
    sql`select current_setting('hrportal.actor_id', true) as actor, current_setting('hrportal.ip', true) as ip`,
  );
  expect(after?.actor ?? '').toBe('');
  expect(after?.ip ?? '').toBe('');
}

describeServer(
  'audit trail (issue 16)',
  {
    seed: { now: new Date('2026-06-01T09:00:00Z'), candidates: 5, jobs: 2 },
    config: { trustProxy: true },
    logins: { manager: 'management', leadership: 'leadership', recruiter: 'recruiter' },
  },
  (it, driver) => {
    it('the seed writes no audit rows; a change writes who, what, from → to and the IP', async ({
      database,
      server,
      sessions: { tokens, ids },
    }) => {
      const seeded = await queryRows<{ n: number }>(
        database.handle.db,
        sql`select count(*)::int as n from audit_log where table_name <> 'sessions'`,
      );
      expect(seeded[0]?.n).toBe(0);
      const changed = await call(
        server,
        'POST',
        '/update_peer_reviewer_status',
        tokens.manager,
        { user_id: ids.recruiter, status: true },
        '10.6.1.2',
      );
      expect(changed.status).toBe(200);
      const trail = await call(
        server,
        'GET',
        `/audit_log?record_type=users&record_id=${ids.recruiter}&action=update`,
        tokens.leadership,
      );
      expect(trail.status).toBe(200);
      const [entry] = trail.body.entries as Entry[];
      expect(entry).toMatchObject({
        actor_id: ids.manager,
        actor_name: 'manager',
        ip: '10.6.1.2',
        action: 'update',
        record_type: 'users',
        record_id: String(ids.recruiter),
      });
      expect(entry?.changes.is_peer_reviewer).toEqual([false, true]);
      expect(Object.keys(entry?.changes ?? {})).not.toContain('password_hash');
    });

    it('a refused change leaves no audit row (same transaction)', async ({
      server,
      sessions: { tokens, ids },
    }) => {
      const before = await call(server, 'GET', '/audit_log?record_type=users', tokens.leadership);
      const refused = await call(server, 'POST', '/deactivate_user', tokens.manager, {
        user_id: ids.leadership,
        user_name: 'x',
        user_status: false,
        deactivated_name: 'x',
      });
      expect(refused.status).toBe(403);
      const after = await call(server, 'GET', '/audit_log?record_type=users', tokens.leadership);
      expect(after.body.total).toBe(before.body.total);
    });

    it('records inserts and deletes with the acting user, never file bytes or password hashes', async ({
      database,
      server,
      sessions: { tokens, ids },
    }) => {
      const resumeBase64 = 'JVBERi0xLjQKJcfsj6IK';
      const added = await call(server, 'POST', '/add_candidate', tokens.recruiter, {
        name: 'Audit Person',
        email: 'audit.person@example.com',
        mobile: '9845077777',
        resume: resumeBase64,
        resume_filename: 'cv.pdf',
      });
      expect(added.status).toBe(200);
      const id = (added.body.candidate as { id: number }).id;
      const trail = await call(
        server,
        'GET',
        `/audit_log?record_type=candidates&record_id=${id}`,
        tokens.leadership,
      );
      const [insert] = trail.body.entries as Entry[];
      expect(insert).toMatchObject({ action: 'insert', actor_id: ids.recruiter });
      expect(insert?.changes.name).toEqual([null, 'Audit Person']);
      // A file is its byte count, never its bytes (the résumé lives in candidate_resumes).
      const resume = await call(
        server,
        'GET',
        `/audit_log?record_type=candidate_resumes&record_id=${encodeURIComponent(`candidate_id=${id}`)}`,
        tokens.leadership,
      );
      const [resumeInsert] = resume.body.entries as Entry[];
      expect(resumeInsert).toMatchObject({ action: 'insert', actor_id: ids.recruiter });
      expect(resumeInsert?.changes.bytes?.[1]).toBe(Buffer.from(resumeBase64, 'base64').length);
      const byUser = await call(
        server,
        'GET',
        `/audit_log?user_id=${ids.recruiter}`,
        tokens.leadership,
      );
      expect((byUser.body.entries as Entry[]).every((e) => e.actor_id === ids.recruiter)).toBe(
        true,
      );
      const hashes = await queryRows<{ n: number }>(
        database.handle.db,
        sql`select count(*)::int as n from audit_log where changes::text like '%scrypt$%'`,
      );
      expect(hashes[0]?.n).toBe(0);
      // The list's count-cache bookkeeping (table_versions, bumped by every candidate write) is not a change.
      const bookkeeping = await queryRows<{ n: number }>(
        database.handle.db,
        sql`select count(*)::int as n from audit_log where table_name = 'table_versions'`,
      );
      expect(bookkeeping[0]?.n).toBe(0);
    });

    it('is append-only: UPDATE, DELETE and TRUNCATE are refused', async ({ database }) => {
      for (const statement of [
        sql`update audit_log set ip = 'forged'`,
        sql`delete from audit_log`,
        sql`truncate audit_log`,
      ]) {
        await expect(database.handle.db.execute(statement)).rejects.toThrow();
      }
    });

    it('filters by period, exports CSV, and is leadership-only', async ({
      server,
      sessions: { tokens },
    }) => {
      const future = await call(server, 'GET', '/audit_log?from=2999-01-01', tokens.leadership);
      expect(future.body.total).toBe(0);
      const csv = await call(server, 'GET', '/audit_log/csv?record_type=users', tokens.leadership);
      expect(csv.status).toBe(200);
      expect(csv.type).toContain('text/csv');
      expect(csv.text.split('\r\n')[0]).toBe(
        'id,at,actor_id,actor_name,ip,action,record_type,record_id,changes',
      );
      expect(csv.text).toContain('is_peer_reviewer');
      expect((await call(server, 'GET', '/audit_log', tokens.manager)).status).toBe(403);
      expect((await call(server, 'GET', '/audit_log/csv', tokens.recruiter)).status).toBe(403);
      expect((await call(server, 'GET', '/audit_log?action=drop', tokens.leadership)).status).toBe(
        400,
      );
    });

    it('lists active sessions per user and revokes one: its token stops working at once', async ({
      server,
      sessions: { tokens, ids },
    }) => {
      const listed = await call(
        server,
        'GET',
        `/active_sessions?user_id=${ids.recruiter}`,
        tokens.leadership,
      );
      expect(listed.status).toBe(200);
      const sessions = listed.body.sessions as {
        session_id: number;
        user_name: string;
        ip: string;
      }[];
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((s) => s.user_name === 'recruiter')).toBe(true);
      const target = sessions[0]?.session_id;
      const revoked = await call(server, 'POST', '/revoke_session', tokens.leadership, {
        session_id: target,
      });
      expect(revoked.status).toBe(200);
      expect((await call(server, 'GET', '/session', tokens.recruiter)).status).toBe(401);
      const again = await call(server, 'POST', '/revoke_session', tokens.leadership, {
        session_id: target,
      });
      expect(again.status).toBe(404);
      const trail = await call(
        server,
        'GET',
        `/audit_log?record_type=sessions&record_id=${target}&action=update`,
        tokens.leadership,
      );
      const [entry] = trail.body.entries as Entry[];
      expect(entry?.actor_id).toBe(ids.leadership);
      expect(entry?.changes.revoked_at?.[0]).toBeNull();
      recordFigure('audit trail', `revoke recorded with actor [${driver}]`, entry ? 'yes' : 'no');
    });

    it('audits a chat change from the client address behind a trusted proxy, as HTTP routes do', async ({
      server,
      team: { manager, recruiter },
      sessions: { tokens },
    }) => {
      const chat = createChatSocket(manager, {
        url: server.url,
        socketOptions: {
          transports: ['websocket'],
          reconnection: false,
          extraHeaders: { 'X-Forwarded-For': '10.6.7.8, 10.0.0.1' },
        },
      });
      try {
        await nextEvent(chat.socket, 'connected');
        const created = await new Promise<{ ok: boolean; group?: { group_id: number } }>(
          (resolve) =>
            chat.socket.emit(
              'create_group',
              {
                session_token: tokenOf(manager),
                group_name: 'Proxy audit',
                member_ids: [userIdOf(recruiter)],
              },
              resolve as never,
            ),
        );
        expect(created.ok).toBe(true);
        const trail = await call(
          server,
          'GET',
          `/audit_log?record_type=chat_groups&record_id=${created.group?.group_id}`,
          tokens.leadership,
        );
        const [entry] = trail.body.entries as Entry[];
        expect(entry).toMatchObject({ action: 'insert', ip: '10.6.7.8' });
      } finally {
        chat.close();
      }
    });

    it('a login writes its session and audit row in one statement: its IP, no author, nothing on failure (issue 24)', async ({
      database,
      server,
    }) => {
      const login = (ip: string) =>
        call(
          server,
          'POST',
          '/login/management',
          undefined,
          {
            username: 'manager',
            password: 'Demo@1234',
            role: 'manager',
          },
          ip,
        );
      const signedIn = await login('10.6.2.4');
      expect(signedIn.status).toBe(200);
      const [session] = await database.handle.db
        .select({ id: sessions.id, ip: sessions.ip, userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(String(signedIn.body.session_token))));
      expect(session).toMatchObject({ ip: '10.6.2.4', userId: signedIn.body.user_id });
      const rows = await queryRows<{ actor_id: number | null; ip: string | null; user_id: number }>(
        database.handle.db,
        sql`select actor_id, ip, (changes -> 'user_id' ->> 1)::int as user_id from audit_log
            where table_name = 'sessions' and action = 'insert' and record_id = ${String(session?.id)}`,
      );
      // A login is anonymous (SPEC: no session yet): no author, the client's address.
      expect(rows).toEqual([{ actor_id: null, ip: '10.6.2.4', user_id: signedIn.body.user_id }]);

      // The audit row cannot be written: the session is not written either.
      await withAuditRefusedFrom(database.handle.db, '10.6.6.6', async () => {
        const refused = await login('10.6.6.6');
        expect(refused.status).toBe(500);
        expect(refused.body.session_token).toBeUndefined();
      });
      const left = await queryRows<{ sessions: number; audit: number }>(
        database.handle.db,
        sql`select (select count(*)::int from sessions where ip = '10.6.6.6') as sessions,
                   (select count(*)::int from audit_log where ip = '10.6.6.6') as audit`,
      );
      expect(left).toEqual([{ sessions: 0, audit: 0 }]);
    });

    it('a logout revokes its session and writes the audit row in one statement: its author and IP, nothing on failure (issue 24)', async ({
      database,
      server,
    }) => {
      const signIn = async (ip: string) => {
        const answer = await call(
          server,
          'POST',
          '/login/management',
          undefined,
          { username: 'manager', password: 'Demo@1234', role: 'manager' },
          ip,
        );
        expect(answer.status).toBe(200);
        const token = String(answer.body.session_token);
        const [row] = await database.handle.db
          .select({ id: sessions.id, revokedAt: sessions.revokedAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        return { token, id: Number(row?.id), userId: Number(answer.body.user_id) };
      };
      const session = await signIn('10.6.8.1');
      // No transaction (BEGIN, set_config, the update, COMMIT): the one statement names the actor.
      const { db } = server.server.services;
      const opened = { count: 0 };
      const transaction = db.transaction;
      db.transaction = ((...args: Parameters<typeof transaction>) => {
        opened.count += 1;
        return transaction.apply(db, args);
      }) as typeof transaction;
      try {
        const out = await call(server, 'POST', '/logout', session.token, undefined, '10.6.8.2');
        expect(out.status).toBe(200);
      } finally {
        db.transaction = transaction;
      }
      expect(opened.count).toBe(0);
      expect((await call(server, 'GET', '/session', session.token)).status).toBe(401);
      const rows = await queryRows<{
        actor_id: number | null;
        ip: string | null;
        revoked: boolean;
      }>(
        database.handle.db,
        sql`select actor_id, ip, (changes -> 'revoked_at' ->> 1) is not null as revoked from audit_log
            where table_name = 'sessions' and action = 'update' and record_id = ${String(session.id)}`,
      );
      // The user logging out is the author, from the address they logged out from.
      expect(rows).toEqual([{ actor_id: session.userId, ip: '10.6.8.2', revoked: true }]);

      // The audit row cannot be written: the session stays open (one statement, all or nothing).
      const kept = await signIn('10.6.8.3');
      await withAuditRefusedFrom(database.handle.db, '10.6.8.6', async () => {
        const refused = await call(server, 'POST', '/logout', kept.token, undefined, '10.6.8.6');
        expect(refused.status).toBe(500);
      });
      const [still] = await database.handle.db
        .select({ revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.id, kept.id));
      expect(still?.revokedAt).toBeNull();
      expect((await call(server, 'GET', '/session', kept.token)).status).toBe(200);
    });

    it('updateAudited names the actor for its own statement only and counts the rows it changed', async ({
      database,
      sessions: { ids },
    }) => {
      await onOneConnection(database, driver, async (db) => {
        const at = new Date('2026-06-01T09:00:00Z');
        const row = await insertAudited(
          db,
          sessions,
          {
            tokenHash: hashToken('update-audited'),
            userId: Number(ids.manager),
            createdAt: at,
            lastSeenAt: at,
          },
          { id: sessions.id },
        );
        const revoke = () =>
          runAs({ userId: Number(ids.manager), ip: '10.6.8.9' }, () =>
            updateAudited(
              db,
              sessions,
              { revokedAt: new Date('2026-06-01T10:00:00Z') },
              and(eq(sessions.id, row.id), isNull(sessions.revokedAt)) as SQL,
            ),
          );
        expect(await revoke()).toBe(1);
        // Already revoked: nothing changes, nothing is audited again.
        expect(await revoke()).toBe(0);
        await expectNoActorLeft(db);
        const entries = await queryRows<{ actor_id: number | null; ip: string | null }>(
          db,
          sql`select actor_id, ip from audit_log
              where table_name = 'sessions' and action = 'update' and record_id = ${String(row.id)}`,
        );
        expect(entries).toEqual([{ actor_id: ids.manager, ip: '10.6.8.9' }]);
      });
    });

    it('insertAudited names the actor for its own statement only: the connection keeps no setting', async ({
      database,
      sessions: { ids },
    }) => {
      await onOneConnection(database, driver, async (db) => {
        const at = new Date('2026-06-01T09:00:00Z');
        const row = await runAs({ userId: Number(ids.manager), ip: '10.6.3.3' }, () =>
          insertAudited(
            db,
            sessions,
            {
              tokenHash: hashToken('insert-audited'),
              userId: Number(ids.manager),
              createdAt: at,
              lastSeenAt: at,
            },
            { id: sessions.id, createdAt: sessions.createdAt },
          ),
        );
        expect(row.createdAt).toEqual(at);
        await expectNoActorLeft(db);
        const [entry] = await queryRows<{ actor_id: number | null; ip: string | null }>(
          db,
          sql`select actor_id, ip from audit_log
              where table_name = 'sessions' and action = 'insert' and record_id = ${String(row.id)}`,
        );
        expect(entry).toEqual({ actor_id: ids.manager, ip: '10.6.3.3' });
      });
    });
  },
);
