import * as z from 'zod';
import { dataResponse, Id, IsoDate, IsoDateTime, maxDatabaseId } from './primitives';

/**
 * What happened to an audited record: created, changed or removed.
 *
 * @example
 * ```ts
 * AuditAction.parse('update');
 * ```
 */
export const AuditAction = z.enum(['insert', 'update', 'delete'], {
  error: 'Action must be one of insert, update, delete',
});
/** One audit action. @example `const a: AuditAction = 'update';` */
export type AuditAction = z.infer<typeof AuditAction>;

/**
 * One entry of the audit trail (issue 16): who (`actor_id`, `actor_name`; `null`/`''` for an
 * anonymous call or the system), what record (`record_type` = table, `record_id`), which fields
 * from → to (`changes[field] = [from, to]`; files as their byte count, secret hashes as an
 * 8-character fingerprint), when (`at`) and from which IP. Written in the same transaction as the
 * change; never edited.
 *
 * @example
 * ```ts
 * AuditEntry.parse({ id: 1, at: '2026-06-01T09:00:00.000Z', actor_id: 3, actor_name: 'manager', ip: '10.0.0.1', action: 'update', record_type: 'users', record_id: '7', changes: { is_active: [true, false] } });
 * ```
 */
export const AuditEntry = z.object({
  id: z.number().int().positive(),
  at: IsoDateTime,
  actor_id: Id.nullable(),
  actor_name: z.string(),
  ip: z.string(),
  action: AuditAction,
  record_type: z.string(),
  record_id: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
/** An audit entry. @example `const e: AuditEntry = AuditEntry.parse(row);` */
export type AuditEntry = z.infer<typeof AuditEntry>;

const optionalQueryId = z.coerce
  .number({ error: 'Expected a numeric id' })
  .int({ error: 'Expected a numeric id' })
  .positive({ error: 'Expected a numeric id' })
  .max(maxDatabaseId, { error: 'Id is out of range' })
  .optional();
const instantOrDate = z.union([IsoDateTime, IsoDate], {
  error: 'Expected a date (YYYY-MM-DD) or an ISO 8601 date-time',
});

/**
 * Filters of `GET /audit_log` and `GET /audit_log/csv` (leadership): by acting user (`user_id`,
 * or `user_name` = the username, any case), record type (table name) and id, action, period
 * (`from` inclusive, `to` inclusive; a bare date `to` means the end of that day, UTC), and
 * `search` (any case, part of the username, record type or record id: the security page's
 * any-column chip). Newest first; `page_size` up to 500 (the CSV: up to 10,000 rows).
 *
 * @example
 * ```ts
 * AuditLogQuery.parse({ user_id: '3', action: 'update', from: '2026-06-01' });
 * ```
 */
export const AuditLogQuery = z.object({
  user_id: optionalQueryId,
  user_name: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  record_type: z.string().trim().max(100).optional(),
  record_id: z.string().trim().max(100).optional(),
  action: AuditAction.optional(),
  from: instantOrDate.optional(),
  to: instantOrDate.optional(),
  page_no: z.coerce.number().int().min(1, { error: 'Page number starts at 1' }).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: 'Page size must be a positive number' })
    .max(500, { error: 'Page size must be at most 500' })
    .default(50),
});
/** Audit filters as sent. @example `const q: AuditLogQuery = { action: 'delete' };` */
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

/** A page of the audit trail. @example `AuditLogResponse.parse({ status: 'success', entries: [], total: 0 });` */
export const AuditLogResponse = dataResponse({
  entries: z.array(AuditEntry),
  total: z.number().int().nonnegative(),
});
/** A page of the audit trail. @example `const r: AuditLogResponse = { status: 'success', entries: [], total: 0 };` */
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;

/**
 * A signed-in session (not revoked, not expired): whose, since when, last activity, from where.
 * `current` marks the caller's own session.
 *
 * @example
 * ```ts
 * ActiveSession.parse({ session_id: 4, user_id: 3, user_name: 'manager', name: 'Meera', created_at: '2026-06-01T09:00:00Z', last_seen_at: '2026-06-01T09:10:00Z', ip: '10.0.0.1', user_agent: 'Firefox', current: false });
 * ```
 */
export const ActiveSession = z.object({
  session_id: Id,
  user_id: Id,
  user_name: z.string(),
  name: z.string(),
  created_at: IsoDateTime,
  last_seen_at: IsoDateTime,
  ip: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});
/** An active session. @example `const s: ActiveSession = ActiveSession.parse(row);` */
export type ActiveSession = z.infer<typeof ActiveSession>;

/** Query of `GET /active_sessions`: one user's, or everyone's. @example `ActiveSessionsQuery.parse({ user_id: '3' });` */
export const ActiveSessionsQuery = z.object({ user_id: optionalQueryId });
/** Query of active sessions. @example `const q: ActiveSessionsQuery = { user_id: 3 };` */
export type ActiveSessionsQuery = z.input<typeof ActiveSessionsQuery>;

/** Active sessions, newest activity first. @example `ActiveSessionsResponse.parse({ status: 'success', sessions: [] });` */
export const ActiveSessionsResponse = dataResponse({ sessions: z.array(ActiveSession) });
/** Active sessions. @example `const r: ActiveSessionsResponse = { status: 'success', sessions: [] };` */
export type ActiveSessionsResponse = z.infer<typeof ActiveSessionsResponse>;

/** Body of `POST /revoke_session`. @example `RevokeSessionRequest.parse({ session_id: 4 });` */
export const RevokeSessionRequest = z.object({ session_id: Id });
/** Body of revoke session. @example `const b: RevokeSessionRequest = { session_id: 4 };` */
export type RevokeSessionRequest = z.infer<typeof RevokeSessionRequest>;
