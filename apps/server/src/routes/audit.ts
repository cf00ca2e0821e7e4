import { type ActiveSession, type AuditEntry, endpoints } from '@hrportal/api-client/contract';
import { and, count, desc, eq, gt, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { auditLog, sessions, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { type RouteInput, registerEndpoint, replySent } from '../http/route';
import { sendFile } from '../uploads/files';
import { likePattern } from './candidates';
import type { RoutePlugin } from './plugin';

type AuditQuery = RouteInput<typeof endpoints.auditLog>['query'];

/** Most rows one CSV export carries (newest first); narrow the filters for older ones. */
const auditCsvMaxRows = 10_000;

/** A `from`/`to` filter as an instant; a bare date `to` is the end of that day (UTC). */
function instant(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  }
  return new Date(value);
}

function conditions(query: AuditQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.user_id !== undefined) where.push(eq(auditLog.actorId, query.user_id));
  if (query.user_name) where.push(sql`lower(${users.username}) = ${query.user_name.toLowerCase()}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(
      or(
        sql`lower(${users.username}) like ${pattern}`,
        sql`lower(${auditLog.tableName}) like ${pattern}`,
        sql`lower(${auditLog.recordId}) like ${pattern}`,
      ),
    );
  }
  if (query.record_type) where.push(eq(auditLog.tableName, query.record_type));
  if (query.record_id) where.push(eq(auditLog.recordId, query.record_id));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.at, instant(query.from, false)));
  if (query.to) where.push(lte(auditLog.at, instant(query.to, true)));
  return and(...where);
}

/** CSV field: quoted when needed; a leading `= + - @` is defused (spreadsheet formula injection). */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Leadership's security reads (issue 16): the audit trail (filtered, paged, CSV) and the active
 * sessions with revoke. The trail itself is written by the database (`audit_row()` trigger).
 */
export const auditRoutes: RoutePlugin = async (api, { services }) => {
  const { db } = services;

  async function entries(query: AuditQuery, limit: number, offset: number): Promise<AuditEntry[]> {
    const rows = await db
      .select({ entry: auditLog, actorName: users.username })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(conditions(query))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ entry, actorName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor_id: entry.actorId,
      actor_name: actorName ?? '',
      ip: entry.ip ?? '',
      action: entry.action,
      record_type: entry.tableName,
      record_id: entry.recordId ?? '',
      changes: entry.changes,
    }));
  }

  registerEndpoint(api, services, endpoints.auditLog, async ({ query }) => {
    const [total] = await db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(conditions(query));
    const page = await entries(query, query.page_size, (query.page_no - 1) * query.page_size);
    return { status: 'success' as const, entries: page, total: Number(total?.n ?? 0) };
  });

  registerEndpoint(api, services, endpoints.auditLogCsv, async ({ query, reply }) => {
    const rows = await entries(query, auditCsvMaxRows, 0);
    const header = [
      'id',
      'at',
      'actor_id',
      'actor_name',
      'ip',
      'action',
      'record_type',
      'record_id',
      'changes',
    ];
    const lines = [header.join(',')];
    for (const row of rows) {
      lines.push(
        [
          row.id,
          row.at,
          row.actor_id,
          row.actor_name,
          row.ip,
          row.action,
          row.record_type,
          row.record_id,
          JSON.stringify(row.changes),
        ]
          .map(csvField)
          .join(','),
      );
    }
    sendFile(reply, {
      bytes: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
      filename: `audit-log_${services.now().toISOString().slice(0, 10)}.csv`,
      mime: 'text/csv; charset=utf-8',
    });
    return replySent;
  });

  registerEndpoint(api, services, endpoints.activeSessions, async ({ query, session }) => {
    const now = services.now().getTime();
    const { absoluteMs } = services.config.session;
    const { idleMs } = services.settings;
    const rows = await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        username: users.username,
        name: users.name,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          isNull(sessions.revokedAt),
          eq(users.isActive, true),
          gt(sessions.lastSeenAt, new Date(now - idleMs)),
          gt(sessions.createdAt, new Date(now - absoluteMs)),
          query.user_id === undefined ? undefined : eq(sessions.userId, query.user_id),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(1000);
    const list: ActiveSession[] = rows.map((row) => ({
      session_id: row.id,
      user_id: row.userId,
      user_name: row.username,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      ip: row.ip ?? '',
      user_agent: row.userAgent ?? '',
      current: row.id === session.sessionId,
    }));
    return { status: 'success' as const, sessions: list };
  });

  registerEndpoint(api, services, endpoints.revokeSession, async ({ body }) => {
    const revoked = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: sessions.userId, revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.id, body.session_id));
      if (!row || row.revokedAt) throw new HttpError(404, 'Session not found or already ended');
      await services.sessions.revoke(body.session_id, tx);
      return row;
    });
    // Open chat sockets and live-feed streams re-check their tokens and close this one.
    services.bus.emit('sessions_revoked', { userId: revoked.userId });
    return { status: 'success' as const, message: 'Session revoked' };
  });
};
