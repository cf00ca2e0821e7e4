import type { EndpointBody, EndpointQuery } from '../contract/endpoints';
import type { DownloadedFile, QueryValue } from '../http/httpClient';
import {
  type CallOptions,
  callers,
  type Answer as R,
  type ResourceContext,
  withSignal,
} from './context';

/**
 * `client.security`: leadership's audit trail and sessions (issue 16) — who changed which record,
 * fields from → to, when and from which IP; the signed-in sessions per user, and revoking one;
 * the organisation settings (session timeout, embedding origins).
 *
 * @example
 * ```ts
 * const { entries, total } = await client.security.auditLog({ action: 'update', from: '2026-06-01' });
 * const { sessions } = await client.security.sessions({ user_id: 3 });
 * await client.security.revokeSession(sessions[0].session_id);
 * await client.security.saveSettings({ session_idle_minutes: 15, embed_origins: [] });
 * ```
 */
export interface SecurityApi {
  /** A page of the audit trail (`GET /audit_log`). */
  auditLog(query?: EndpointQuery<'auditLog'>, options?: CallOptions): R<'auditLog'>;
  /** The filtered audit trail as CSV, up to 10,000 rows (`GET /audit_log/csv`). */
  auditLogCsv(query?: EndpointQuery<'auditLogCsv'>, options?: CallOptions): Promise<DownloadedFile>;
  /** Signed-in sessions, of one user or all (`GET /active_sessions`). */
  sessions(query?: EndpointQuery<'activeSessions'>, options?: CallOptions): R<'activeSessions'>;
  /** Ends one session at once (`POST /revoke_session`). */
  revokeSession(sessionId: number, options?: CallOptions): R<'revokeSession'>;
  /** The organisation settings in force (`GET /org_settings`). */
  settings(options?: CallOptions): R<'orgSettings'>;
  /** Changes the session timeout and the embedding origins (`POST /org_settings`). */
  saveSettings(body: EndpointBody<'saveOrgSettings'>, options?: CallOptions): R<'saveOrgSettings'>;
}

/** @internal */
export function createSecurityApi({ http }: ResourceContext): SecurityApi {
  const c = callers(http);
  return {
    auditLog: c.query('auditLog'),
    auditLogCsv: (query, options) =>
      http.file(
        'auditLogCsv',
        { query: query as Record<string, QueryValue> | undefined, ...withSignal(options) },
        (_type, server) => server ?? 'audit-log.csv',
      ),
    sessions: c.query('activeSessions'),
    revokeSession: (sessionId, options) =>
      http.json('revokeSession', { body: { session_id: sessionId }, ...withSignal(options) }),
    settings: c.plain('orgSettings'),
    saveSettings: c.body('saveOrgSettings'),
  };
}
