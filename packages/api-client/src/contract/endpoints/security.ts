import {
  ActiveSessionsQuery,
  ActiveSessionsResponse,
  AuditLogQuery,
  AuditLogResponse,
  RevokeSessionRequest,
} from '../audit';
import { MessageResponse } from '../primitives';
import { OrgSettings, OrgSettingsResponse } from '../settings';
import { defineArea } from './define';

/**
 * Leadership's security page (ours, issue 16): the audit trail — every mutation with who, which
 * record, fields from → to, when and from which IP, written by the server in the change's own
 * transaction — and the signed-in sessions with revoke. Leadership only.
 *
 * @example
 * ```ts
 * securityEndpoints.auditLog.path; // '/audit_log'
 * ```
 */
export const securityEndpoints = defineArea('security', {
  /** The audit trail, filtered (user, record, action, period) and paged, newest first. */
  auditLog: {
    method: 'GET',
    path: '/audit_log',
    summary: 'Audit trail: who changed which record, fields from → to, when, from which IP',
    origin: 'ours',
    roles: ['leadership'],
    query: AuditLogQuery,
    response: AuditLogResponse,
  },
  /** The filtered audit trail as CSV (up to 10,000 rows, newest first). */
  auditLogCsv: {
    method: 'GET',
    path: '/audit_log/csv',
    summary: 'Audit trail as CSV',
    origin: 'ours',
    roles: ['leadership'],
    responseType: 'file',
    file: { contentTypes: ['text/csv'], fileName: 'audit-log_{YYYY-MM-DD}.csv' },
    query: AuditLogQuery,
  },
  /** Signed-in sessions (not revoked, not expired), of one user or all. */
  activeSessions: {
    method: 'GET',
    path: '/active_sessions',
    summary: 'Active sessions per user',
    origin: 'ours',
    roles: ['leadership'],
    query: ActiveSessionsQuery,
    response: ActiveSessionsResponse,
  },
  /** Ends one session at once (its sockets and streams close). */
  revokeSession: {
    method: 'POST',
    path: '/revoke_session',
    summary: 'Revoke a session',
    origin: 'ours',
    roles: ['leadership'],
    body: RevokeSessionRequest,
    response: MessageResponse,
  },
  /** The organisation settings in force (session timeout, embedding origins). */
  orgSettings: {
    method: 'GET',
    path: '/org_settings',
    summary: 'Organisation settings: session timeout and embedding origins',
    origin: 'ours',
    roles: ['leadership'],
    response: OrgSettingsResponse,
  },
  /**
   * Changes the organisation settings: the session timeout applies to every session's next
   * request; the origins to CORS and the CSP at once. Audited.
   */
  saveOrgSettings: {
    method: 'POST',
    path: '/org_settings',
    summary: 'Change the organisation settings',
    origin: 'ours',
    roles: ['leadership'],
    body: OrgSettings,
    response: OrgSettingsResponse,
  },
});
