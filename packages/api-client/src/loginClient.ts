import type { ClientOptions } from './createClient';
import { createHttpClient, type HttpRoutes } from './http/httpClient';
import { type LoginInput, loginWithRole } from './resources/auth';
import type { CallOptions } from './resources/context';
import {
  createMemoryStorage,
  createSessionStore,
  type Session,
  type SessionStore,
} from './session/sessionStore';

/** Options of {@link createLoginClient}: those of `createClient` that a sign-in uses. */
export type LoginClientOptions = Pick<
  ClientOptions,
  'baseUrl' | 'storage' | 'fetch' | 'encodePassword' | 'retry' | 'onRetry'
>;

/** What {@link createLoginClient} gives: the session store and the role login. */
export interface LoginClient {
  /** The stored session (read it, subscribe to it): the same keys `createClient` reads. */
  readonly session: SessionStore;
  /** Signs in and stores the session, exactly as `client.auth.login` (same calls, same errors). */
  login(input: LoginInput, options?: CallOptions): Promise<Session>;
}

// The three role logins of the wire (`wireRoutes`), and no other row: the full table is every
// endpoint's method and path, which a sign-in page does not need. The type keeps them equal.
const routes = {
  loginManagement: ['POST', '/login/management', 0],
  loginRecruiter: ['POST', '/login/recruiter', 0],
  loginLeadership: ['POST', '/login/leadership', 0],
} as const satisfies HttpRoutes;

/**
 * A client that only signs in: the session store and `login` of {@link createClient}, on the same
 * transport (SPEC §9 retries and timeout, the same `HrPortalError`s and §5 wording), without the
 * other namespaces, caches and the route table — for a sign-in page that must load little. A
 * `createClient` on the same `storage` afterwards finds the session this one stored.
 *
 * @example
 * ```ts
 * const auth = createLoginClient({ baseUrl: '/api', storage: window.localStorage });
 * if (!auth.session.get()) await auth.login({ role: 'recruiter', username: 'asha', password });
 * ```
 */
export function createLoginClient(options: LoginClientOptions): LoginClient {
  if (!options?.baseUrl) throw new TypeError('createLoginClient: baseUrl is required');
  const session = createSessionStore(options.storage ?? createMemoryStorage());
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    routes,
    session,
    fetch: options.fetch,
    retry: options.retry,
    onRetry: options.onRetry,
  });
  const ctx = { http, session, encodePassword: options.encodePassword };
  return { session, login: (input, callOptions) => loginWithRole(ctx, input, callOptions) };
}
