import { wireRoutes } from './contract/wire';
import type { HrPortalError } from './errors/HrPortalError';
import {
  createHttpClient,
  type HttpClient,
  type RetryInfo,
  type RetryOptions,
  type ValidationSchemas,
} from './http/httpClient';
import { createLiveFeed, type LiveFeed, type LiveFeedOptions } from './realtime/liveFeed';
import { type AiApi, createAiApi } from './resources/ai';
import { type AuthApi, createAuthApi } from './resources/auth';
import { type CandidatesApi, createCandidatesApi } from './resources/candidates';
import type { ResourceContext } from './resources/context';
import { createFilesApi, type FilesApi } from './resources/files';
import { createJobsApi, type JobsApi } from './resources/jobs';
import { createMeetingsApi, type MeetingsApi } from './resources/meetings';
import {
  type CareersApi,
  type ChatApi,
  type ClientsApi,
  createCareersApi,
  createChatApi,
  createClientsApi,
  createDashboardApi,
  createSopApi,
  createSupportApi,
  createSystemApi,
  createTargetsApi,
  createVendorsApi,
  type DashboardApi,
  type SopApi,
  type SupportApi,
  type SystemApi,
  type TargetsApi,
  type VendorsApi,
} from './resources/misc';
import { createPeerReviewApi, type PeerReviewApi } from './resources/peerReview';
import { createSecurityApi, type SecurityApi } from './resources/security';
import { createUsersApi, type UsersApi } from './resources/users';
import {
  createMemoryStorage,
  createSessionStore,
  type KeyValueStorage,
  type SessionStore,
} from './session/sessionStore';

/**
 * Options of {@link createClient}.
 *
 * @example
 * ```ts
 * const options: ClientOptions = { baseUrl: 'https://hr.example.com/api', storage: localStorage };
 * ```
 */
export interface ClientOptions {
  /**
   * The API base URL, paths of SPEC §7 are appended to it: `https://host/api` for our reference
   * server (`apiBasePath`), the host root for a legacy backend.
   */
  baseUrl: string;
  /** Where the session is kept. @default an in-memory storage */
  storage?: KeyValueStorage;
  /** The `fetch` to use (tests, proxies, custom agents). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Transforms the password before a login is sent. The password goes as typed by default (TLS
   * protects it); a legacy backend that expects a client-side encoding plugs it in here — no
   * secret is built into the SDK.
   */
  encodePassword?: (password: string) => string | Promise<string>;
  /** Called after a 401 on an authenticated call, once the session has been cleared. */
  onUnauthorized?: (error: HrPortalError) => void;
  /** Retry and timeout overrides (SPEC §9 defaults: 3 retries, 1 s doubling, 30 s). */
  retry?: RetryOptions;
  /**
   * Called before each retry with the call, the retry's number, the wait and the failure that
   * caused it — so a service can log a server that is down instead of waiting in silence.
   */
  onRetry?: (retry: RetryInfo) => void;
  /**
   * Check every request against the contract's zod schemas before sending it; a bad one rejects
   * with a 400 `HrPortalError` naming the fields, without a round trip. Give the loader, so zod
   * and the schemas load only when validation is asked for (the SDK itself imports no zod):
   * `validate: () => import('@hrportal/api-client/contract')`.
   */
  validate?: ValidationSchemas;
}

/**
 * The HR Portal API client: one namespace per area of SPEC §7, each method typed from the wire
 * contract, plus the session store.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl: 'http://localhost:8080/api' });
 * await client.auth.login({ role: 'recruiter', username: 'asha', password: 'Demo@1234' });
 * const page = await client.candidates.list({ page_no: 1 }); // who is asking comes from the session
 * ```
 */
export interface HrPortalClient {
  /** The stored session (read it, subscribe to it). */
  readonly session: SessionStore;
  /** Sign-in, sign-up, passwords. */
  readonly auth: AuthApi;
  /** Candidate table, records, analysis, assignment. */
  readonly candidates: CandidatesApi;
  /** Job posts. */
  readonly jobs: JobsApi;
  /** Directory and account administration. */
  readonly users: UsersApi;
  /** Peer review. */
  readonly peerReview: PeerReviewApi;
  /** Client companies. */
  readonly clients: ClientsApi;
  /** Vendor dashboard and notifications. */
  readonly vendors: VendorsApi;
  /** Careers board and registrations. */
  readonly careers: CareersApi;
  /** Teams, call, in-person, Zoom and Google Meet meetings. */
  readonly meetings: MeetingsApi;
  /** Weekly and monthly targets. */
  readonly targets: TargetsApi;
  /** SOP & incentives documents and the incentive calculator (issue 21). */
  readonly sop: SopApi;
  /** What needs the signed-in user now: the dashboards (issue 21). */
  readonly dashboard: DashboardApi;
  /** Issue reports. */
  readonly support: SupportApi;
  /** Audit trail and sessions (leadership). */
  readonly security: SecurityApi;
  /** Downloads (Blob + SPEC §9 file name). */
  readonly files: FilesApi;
  /** Chat over HTTP (the socket is `@hrportal/api-client/chat-socket`). */
  readonly chat: ChatApi;
  /** Health, readiness, recent live events. */
  readonly system: SystemApi;
  /** The AI assistant: documents, the §7 functions, streamed answers (keys stay on the server). */
  readonly ai: AiApi;
  /**
   * The live feed of a user (server-sent events over fetch, bearer token, reconnects). Call
   * `connect()` on the result.
   */
  liveFeed(userId: number, options?: LiveFeedOptions): LiveFeed;
  /** The transport (used by the realtime entry points). @internal */
  readonly http: HttpClient;
}

/**
 * Creates an {@link HrPortalClient}. Runs in Node 20+ and browsers; nothing is sent until a
 * method is called.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl: 'https://hr.example.com/api', storage: window.localStorage,
 *   onUnauthorized: () => router.navigate('/login') });
 * ```
 */
export function createClient(options: ClientOptions): HrPortalClient {
  if (!options?.baseUrl) throw new TypeError('createClient: baseUrl is required');
  const session = createSessionStore(options.storage ?? createMemoryStorage());
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    routes: wireRoutes,
    session,
    fetch: options.fetch,
    retry: options.retry,
    onRetry: options.onRetry,
    validate: options.validate,
    onUnauthorized: options.onUnauthorized,
  });
  const ctx: ResourceContext = { http, session, encodePassword: options.encodePassword };
  return {
    session,
    http,
    auth: createAuthApi(ctx),
    candidates: createCandidatesApi(ctx),
    jobs: createJobsApi(ctx),
    users: createUsersApi(ctx),
    peerReview: createPeerReviewApi(ctx),
    clients: createClientsApi(ctx),
    vendors: createVendorsApi(ctx),
    careers: createCareersApi(ctx),
    meetings: createMeetingsApi(ctx),
    targets: createTargetsApi(ctx),
    sop: createSopApi(ctx),
    dashboard: createDashboardApi(ctx),
    support: createSupportApi(ctx),
    security: createSecurityApi(ctx),
    files: createFilesApi(ctx),
    chat: createChatApi(ctx),
    system: createSystemApi(ctx),
    ai: createAiApi(ctx),
    liveFeed: (userId, feedOptions) => createLiveFeed(http, session, userId, feedOptions),
  };
}
