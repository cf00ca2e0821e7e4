import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { insertAudited, updateAudited } from '../audit/context';
import type { Database, Executor } from '../db/database';
import { setRecent } from '../db/recentMap';
import { sessions, type UserType, users } from '../db/schema';

/** Session lifetime rules. */
export interface SessionPolicy {
  /** Inactivity after which a session expires (sliding). */
  idleMs: number;
  /** Age after which a session expires whatever its activity. */
  absoluteMs: number;
  /** `last_seen_at` is written at most this often per session (throttles writes). */
  touchEveryMs: number;
}

/** The signed-in user a valid session belongs to. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  userType: UserType;
  isVerified: boolean;
  isActive: boolean;
  isPeerReviewer: boolean;
}

/** A valid session and its user, attached to an authenticated request. */
export interface AuthSession {
  sessionId: number;
  createdAt: Date;
  lastSeenAt: Date;
  user: SessionUser;
  /**
   * The `auth` version (migration 0028) the session and user rows were read under; a session
   * from {@link SessionStore.resolveRemembered} is the committed one only while that is unchanged.
   */
  authVersion: number;
}

/**
 * The committed `auth` version as a select field (an uncorrelated subquery, read once per
 * statement): bumped by every revocation and every change of a user's type, state, flags or names.
 */
export function authVersionField(): SQL.Aliased<number> {
  // -1 without the row (never a version: nothing is confirmed against it).
  return sql`coalesce((select version from table_versions where name = 'auth'), -1)`
    .mapWith(Number)
    .as('auth_version');
}

/** SHA-256 of a token, hex: what the database stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit random token, base64url (43 characters). */
function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session and user of a token hash: every authenticated request runs it, so it is built
 * once and prepared by name (on PostgreSQL each connection parses and plans it once; the
 * revocation check stays a read of the committed row, every request).
 */
function prepareLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      authVersion: authVersionField(),
      user: {
        id: users.id,
        username: users.username,
        name: users.name,
        email: users.email,
        userType: users.userType,
        isVerified: users.isVerified,
        isActive: users.isActive,
        isPeerReviewer: users.isPeerReviewer,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('hrp_session_resolve');
}

/**
 * Creates, resolves and revokes sessions. Tokens are 256-bit random; only their SHA-256 is
 * stored. A session is valid while not revoked, seen within `idleMs`, and younger than
 * `absoluteMs`; each use slides `last_seen_at` (written at most every `touchEveryMs`).
 */
export class SessionStore {
  /** {@link prepareLookup} on this store's database. */
  private readonly lookup: ReturnType<typeof prepareLookup>;
  /** Sessions read from the database, by token hash (least recently used dropped first). */
  private readonly remembered = new Map<string, AuthSession>();
  private readonly maxRemembered = 10_000;
  /** Reads in flight by {@link confirm}, by token hash. */
  private readonly reading = new Map<string, Promise<AuthSession | undefined>>();

  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date,
  ) {
    this.lookup = prepareLookup(db);
  }

  /**
   * Starts a session for `userId`; returns the bearer token (shown once, never stored). Without
   * `executor`, the session row and its audit row (author: the current actor of `runAs`) are
   * written by one statement, its own transaction ({@link insertAudited}; a login's, issue 24);
   * in a transaction, as part of it.
   */
  async create(
    userId: number,
    meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
    executor?: Executor,
  ): Promise<{ token: string; sessionId: number }> {
    const token = newSessionToken();
    const at = this.now();
    const values = {
      tokenHash: hashToken(token),
      userId,
      createdAt: at,
      lastSeenAt: at,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    };
    const returning = { id: sessions.id };
    const [row] = executor
      ? await executor.insert(sessions).values(values).returning(returning)
      : [await insertAudited(this.db, sessions, values, returning)];
    if (!row) throw new Error('session insert returned no row');
    return { token, sessionId: row.id };
  }

  /**
   * The session for a bearer token, slid forward, or undefined when the token is unknown,
   * revoked, idle too long, past the absolute cap, or its user is inactive. `touch: false` checks
   * without sliding: background checks (a stream's heartbeat, a socket's presence poll) must not
   * keep an idle session alive.
   */
  async resolve(
    token: string,
    options: { touch?: boolean } = {},
  ): Promise<AuthSession | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const [row] = await this.lookup.execute({ tokenHash });
    const now = this.now().getTime();
    if (!row || !this.live({ ...row, isActive: row.user.isActive }, now)) {
      this.remembered.delete(tokenHash);
      return undefined;
    }
    let lastSeenAt = row.lastSeenAt;
    if (options.touch !== false && now - lastSeenAt.getTime() >= this.policy.touchEveryMs) {
      lastSeenAt = new Date(now);
      await this.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, row.sessionId));
    }
    const session: AuthSession = {
      sessionId: row.sessionId,
      createdAt: row.createdAt,
      lastSeenAt,
      user: row.user,
      authVersion: row.authVersion,
    };
    setRecent(this.remembered, tokenHash, session, this.maxRemembered);
    return session;
  }

  /**
   * The session for a bearer token as this instance last read it, when that copy is still usable
   * at this moment (not idle, not too old) and needs no slide; else {@link resolve}. The copy is
   * the committed session only while the `auth` version is still `authVersion`: a caller must
   * read {@link authVersionField} in a statement of its own (the paged list reads it in its page
   * statement) and call {@link resolve} when it differs. Revocation stays immediate: a revoked
   * session or a changed user bumps the version in the revoking transaction.
   */
  async resolveRemembered(token: string): Promise<AuthSession | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const session = this.remembered.get(hashToken(token));
    if (session && this.usable(session)) return session;
    return this.resolve(token);
  }

  /**
   * The committed session for `token` as of a snapshot that read the `auth` version
   * `authVersion`, or undefined when it is over there (revoked, expired, user inactive). The copy
   * this instance remembers serves when it was read at that version or a later one: every change
   * that can end a session or change its user bumps the version, so a copy read at `authVersion`
   * or after already shows all of them. Else it is read again, once for all the requests of one
   * token that ask at the same time (a logout anywhere bumps the version, and every list request
   * in flight for a token then asks; issue 24: 0.44 extra statements per list request under 100
   * connections while logins came and went).
   */
  async confirm(token: string, authVersion: number): Promise<AuthSession | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const kept = this.remembered.get(tokenHash);
    if (kept && kept.authVersion >= authVersion && this.usable(kept)) return kept;
    let reading = this.reading.get(tokenHash);
    if (!reading) {
      reading = this.resolve(token).finally(() => this.reading.delete(tokenHash));
      this.reading.set(tokenHash, reading);
    }
    const session = await reading;
    // A read that began before the caller's snapshot may predate the change it saw: read again.
    if (session && session.authVersion < authVersion) return this.resolve(token);
    return session;
  }

  /** Whether a remembered copy may serve now: not idle, not too old, no slide due. */
  private usable(session: AuthSession): boolean {
    const now = this.now().getTime();
    return (
      now - session.lastSeenAt.getTime() < this.policy.touchEveryMs &&
      this.live({ ...session, revokedAt: null, isActive: session.user.isActive }, now)
    );
  }

  /** Whether a stored session is usable at `now` (not revoked, idle or too old; its user active). */
  private live(
    row: { revokedAt: Date | null; lastSeenAt: Date; createdAt: Date; isActive: boolean },
    now: number,
  ): boolean {
    return (
      !row.revokedAt &&
      now - row.lastSeenAt.getTime() < this.policy.idleMs &&
      now - row.createdAt.getTime() < this.policy.absoluteMs &&
      row.isActive
    );
  }

  /**
   * Which of `tokens` still belong to a usable session, in one query per 1,000 (the live-feed
   * heartbeat checks every open stream of an instance at once). Never slides a session.
   */
  async validTokens(tokens: Iterable<string>): Promise<Set<string>> {
    const byHash = new Map<string, string>();
    for (const token of tokens) if (TOKEN_SHAPE.test(token)) byHash.set(hashToken(token), token);
    const hashes = [...byHash.keys()];
    const valid = new Set<string>();
    const now = this.now().getTime();
    for (let i = 0; i < hashes.length; i += 1000) {
      const rows = await this.db
        .select({
          tokenHash: sessions.tokenHash,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          revokedAt: sessions.revokedAt,
          isActive: users.isActive,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(inArray(sessions.tokenHash, hashes.slice(i, i + 1000)));
      for (const row of rows) {
        const token = byHash.get(row.tokenHash);
        if (token && this.live(row, now)) valid.add(token);
      }
    }
    return valid;
  }

  /** When `session` ends unless it is used again: the earlier of its idle and absolute expiry. */
  expiresAt(session: Pick<AuthSession, 'createdAt' | 'lastSeenAt'>): number {
    return Math.min(
      session.lastSeenAt.getTime() + this.policy.idleMs,
      session.createdAt.getTime() + this.policy.absoluteMs,
    );
  }

  /**
   * Revokes one session (logout). Without `executor`, the change and its audit row (author: the
   * current actor of `runAs`) are one statement ({@link updateAudited}); in a transaction, part of
   * it.
   */
  async revoke(sessionId: number, executor?: Executor): Promise<void> {
    const values = { revokedAt: this.now() };
    const where = and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)) as SQL;
    if (executor) await executor.update(sessions).set(values).where(where);
    else await updateAudited(this.db, sessions, values, where);
  }

  /**
   * Revokes every open session of a user (password change, deactivation), except
   * `exceptSessionId` when given (the session that changed the password); returns the count.
   */
  async revokeAllForUser(
    userId: number,
    executor: Executor = this.db,
    exceptSessionId?: number,
  ): Promise<number> {
    const revoked = await executor
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
        ),
      )
      .returning({ id: sessions.id });
    return revoked.length;
  }
}
