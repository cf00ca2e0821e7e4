import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { AuthSession, SessionStore, SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The valid session of an authenticated request (set by {@link createAuthenticate}). */
    auth?: AuthSession;
  }
}

/**
 * Who may call a route: the three account types, plus `reviewer` (any user flagged as peer
 * reviewer). Leadership may do everything management may (SPEC §6).
 */
export type AccessRole = 'management' | 'leadership' | 'recruiter' | 'reviewer';

/** The bearer token of a request, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * A preHandler that requires a valid session: reads `Authorization: Bearer <token>`, resolves and
 * slides the session, and sets `request.auth`; otherwise 401 with the §8 message. `remembered`:
 * the session as this instance last read it (`SessionStore.resolveRemembered`), for routes that
 * confirm its `authVersion` in a statement of their own (`registerEndpoint`'s `confirmsSession`).
 *
 * @example
 * app.get('/api/me', { preHandler: authenticate }, async (request) => request.auth!.user);
 */
export function createAuthenticate(
  sessions: SessionStore,
  options: { remembered?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const session = options.remembered
      ? await sessions.resolveRemembered(token)
      : await sessions.resolve(token);
    if (!session) throw unauthorized();
    request.auth = session;
  };
}

/** True when `user` holds one of `roles` (leadership counts as management). */
export function hasRole(user: SessionUser, roles: readonly AccessRole[]): boolean {
  for (const role of roles) {
    if (role === 'reviewer' && user.isPeerReviewer) return true;
    if (role === user.userType) return true;
    if (role === 'management' && user.userType === 'leadership') return true;
  }
  return false;
}

/** True for management and leadership: they see and change everything. */
export function isManagerLike(user: SessionUser): boolean {
  return user.userType === 'management' || user.userType === 'leadership';
}

/** The session of an authenticated request; 401 when the route forgot `authenticate`. */
export function requireSession(request: FastifyRequest): AuthSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * A preHandler (after `authenticate`) that allows only `roles`; 403 with the §8 message otherwise.
 *
 * @example
 * app.post('/api/disable_user', { preHandler: [authenticate, requireRole('management')] }, handler);
 */
export function requireRole(...roles: AccessRole[]): preHandlerAsyncHookHandler {
  return async function roleGuard(request: FastifyRequest) {
    const { user } = requireSession(request);
    if (!hasRole(user, roles)) throw forbidden();
  };
}

/**
 * Object-level check: management and leadership pass; anyone else only when they own the object
 * (`ownerId` is their user id). Throws 403 otherwise.
 *
 * @example
 * assertOwnerOrManager(request.auth!.user, candidate.userId);
 */
export function assertOwnerOrManager(user: SessionUser, ownerId: number | null | undefined): void {
  if (isManagerLike(user)) return;
  if (ownerId !== null && ownerId !== undefined && ownerId === user.id) return;
  throw forbidden();
}
