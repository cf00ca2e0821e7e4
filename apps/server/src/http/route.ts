import { isDeepStrictEqual } from 'node:util';
import { findUnsafeText, inputError } from '@hrportal/api-client/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { runAs } from '../audit/context';
import { type Account, accountRateLimitName } from '../auth/accounts';
import { type AccessRole, bearerToken, hasRole } from '../auth/guards';
import { type RateLimiter, rateLimitKey } from '../auth/rateLimit';
import type { AuthSession } from '../auth/sessions';
import type { ServerServices } from '../services';
import { forbidden, HttpError, unauthorized } from './errors';
import { compileIdentityCheck } from './identityCheck';
import { statusMessages } from './messages';
import { installUploadParser, type UploadFields } from './uploadBody';

/** A zod schema as the adapter uses it (structural, so the contract's zod version is the one). */
interface Schema<T = unknown> {
  safeParse(
    input: unknown,
    params?: { error?: typeof inputError },
  ):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/** The parsed type of a schema: zod's output type, else what a structural schema yields. */
type Infer<S> = S extends { _zod: { output: infer T } }
  ? T
  : S extends Schema<infer T>
    ? T
    : undefined;

/**
 * What the adapter reads from a contract endpoint entry (`endpoints.x` of
 * `@hrportal/api-client/contract`, an `EndpointDef`); structural, so tests can pass their own.
 */
export interface EndpointLike {
  readonly method: 'GET' | 'POST';
  readonly path: `/${string}`;
  readonly access: 'public' | 'authenticated';
  readonly roles?: readonly ('manager' | 'recruiter' | 'leadership')[];
  readonly peerReviewerOnly?: boolean;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly response?: Schema;
  readonly responseType: 'json' | 'file' | 'event-stream';
  readonly bodyLimitBytes?: number;
  readonly rateLimited?: boolean;
  /** Base64 file fields of the JSON body: decoded as the body streams in (`http/uploadBody.ts`). */
  readonly upload?: UploadFields;
}

/** The validated input a handler receives. */
export interface RouteInput<E extends EndpointLike> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** The caller's session; present on every `authenticated` endpoint. */
  session: E['access'] extends 'authenticated' ? AuthSession : AuthSession | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  services: ServerServices;
  /**
   * For endpoints registered with `confirmsSession`: call with the `auth` version a statement of
   * the handler read (`authVersionField()`, in the same snapshot as its data), before answering.
   * When it is not the version the remembered session was read under (or undefined: the
   * statement returned no row), the session is read again: 401 if it is over; the same user as
   * before, and the handler goes on; else the adapter runs the handler once more with the new
   * one. A no-op elsewhere.
   */
  confirmSession: (authVersion: number | undefined) => Promise<void>;
  /**
   * On rate-limited endpoints: the account the body's `username` (else `email`) names, as the
   * rate limit read it to key its count (`null`: none); a login uses it rather than read it again
   * (issue 24). `undefined` elsewhere.
   */
  account: Account | null | undefined;
}

/** Thrown by `confirmSession`: the remembered session may be out of date. */
class StaleSession extends Error {}

/**
 * Returned by a handler that answered itself (a file download, an event stream): the adapter then
 * sends nothing more.
 *
 * @example
 * sendFile(reply, file);
 * return replySent;
 */
export const replySent: unique symbol = Symbol('replySent');

/** What a handler returns: the response body (checked against `response`), or {@link replySent}. */
export type RouteResult<E extends EndpointLike> = E['response'] extends Schema
  ? Infer<E['response']> | typeof replySent
  : unknown;

/** Options of {@link registerEndpoint}. */
export interface RegisterOptions {
  /** Which limiter counts calls (rate-limited endpoints; keyed by IP + `username`/`email` of the body). */
  rateLimit?: 'login' | 'otp';
  /** A limit on every call from one client address, whatever name it uses (logins, sign-ups). */
  ipRateLimit?: 'loginPerIp' | 'signupPerIp';
  /**
   * The handler confirms the session itself (issue 24): it is taken from this instance's memory
   * (no statement of its own) and the handler calls `confirmSession` with the `auth` version its
   * own statement read. Only for read-only handlers: a stale session re-runs the handler.
   */
  confirmsSession?: boolean;
}

const roleMap = {
  manager: 'management',
  recruiter: 'recruiter',
  leadership: 'leadership',
} as const;

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

/** One problem with a request's input: where (`body.name`, dotted) and what, in words for people. */
interface InputProblem {
  path: string;
  message: string;
}

/**
 * The input rules of every HTTP route and chat event, in one place: text the database cannot
 * store (NUL, unpaired surrogates) is refused first, anywhere in `input`; then `schema` (when
 * there is one) parses it, and a failure is worded by the contract's error map, which words every
 * rule without a message of its own for people.
 *
 * @example
 * const checked = checkInput(endpoint.body, request.body ?? {});
 * if (!checked.success) throw new HttpError(400, checked.issues[0]?.message, {}, checked.issues);
 */
export function checkInput<T>(
  schema: Schema<T> | undefined,
  input: unknown,
): { success: true; data: T } | { success: false; issues: InputProblem[] } {
  const unsafe = findUnsafeText(input);
  if (unsafe) return { success: false, issues: [unsafe] };
  if (!schema) return { success: true, data: input as T };
  // The error map only words the issues of a failed parse, yet zod 4 parses ~3× slower with one
  // (the chat payload: 3.5 against 1.2 µs hot, 22 against 11 µs run cold; issue 24, fifth pass).
  // Valid input (nearly all) is parsed without it; invalid input again with it, for the words.
  const plain = schema.safeParse(input);
  if (plain.success) return plain;
  const result = schema.safeParse(input, { error: inputError });
  if (result.success) return result;
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: issue.message,
    })),
  };
}

/** Parses one part of the request; a failure is a 400 naming the first problem. */
function parsePart<S extends Schema | undefined>(schema: S, input: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const checked = checkInput(schema, input ?? {});
  if (checked.success) return checked.data as Infer<S>;
  throw new HttpError(400, checked.issues[0]?.message || statusMessages[400], {}, checked.issues);
}

/**
 * Registers a route from a contract endpoint entry — the one way every API route is added:
 * validates params, query and body with the entry's schemas (400 with the schema's message and
 * the list of issues), enforces `access` (401) and `roles`/`peerReviewerOnly` (403), applies the
 * body limit and rate limit, runs the handler, and checks the answer against `response` (a
 * mismatch is our bug: logged, 500).
 *
 * @example
 * registerEndpoint(api, services, endpoints.logout, async ({ session }) => {
 *   await services.sessions.revoke(session.sessionId);
 *   return { status: 'success', message: 'Logged out successfully' };
 * });
 */
export function registerEndpoint<E extends EndpointLike>(
  app: FastifyInstance,
  services: ServerServices,
  endpoint: E,
  handler: NoInfer<(input: RouteInput<E>) => Promise<RouteResult<E>>>,
  options: RegisterOptions = {},
): void {
  // onRequest, not preHandler: the session and the role are checked before the body is read, so an
  // anonymous client cannot make the server buffer (and parse) an upload-sized body.
  const onRequest: onRequestAsyncHookHandler[] = [];
  const confirms = endpoint.access === 'authenticated' && options.confirmsSession === true;
  const roles: AccessRole[] = (endpoint.roles ?? []).map((role) => roleMap[role]);
  const checkRoles = (request: FastifyRequest) => {
    const user = request.auth?.user;
    if (!user) throw new HttpError(401);
    if (roles.length && !hasRole(user, roles)) throw forbidden();
    if (endpoint.peerReviewerOnly && !user.isPeerReviewer) throw forbidden();
  };
  if (endpoint.access === 'authenticated') {
    onRequest.push(
      (confirms
        ? services.authenticateRemembered
        : services.authenticate) as unknown as onRequestAsyncHookHandler,
    );
    if (roles.length || endpoint.peerReviewerOnly) {
      onRequest.push(async (request) => checkRoles(request));
    }
  }
  const limiter: RateLimiter | undefined =
    endpoint.rateLimited || options.rateLimit
      ? services.rateLimits[options.rateLimit ?? 'login']
      : undefined;

  const ipLimiter = options.ipRateLimit ? services.rateLimits[options.ipRateLimit] : undefined;
  // The response check, compiled once (issue 24): zod's parse copies every field of the answer.
  const sameAnswer = endpoint.response ? compileIdentityCheck(endpoint.response) : undefined;

  const route = (target: FastifyInstance) =>
    target.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.bodyLimitBytes ? { bodyLimit: endpoint.bodyLimitBytes } : {}),
      onRequest,
      handler: async (request, reply) => {
        const params = parsePart(endpoint.params, request.params);
        const query = parsePart(endpoint.query, request.query);
        const body = parsePart(endpoint.body, request.body);
        if (ipLimiter) await ipLimiter.consume(request.ip);
        let account: Account | null | undefined;
        if (limiter) {
          const who = request.body as { username?: unknown; email?: unknown } | undefined;
          const name =
            typeof who?.username === 'string'
              ? who.username
              : typeof who?.email === 'string'
                ? who.email
                : '';
          account = (name.trim() ? await services.findAccount(name) : undefined) ?? null;
          await limiter.consume(
            rateLimitKey(request.ip, accountRateLimitName(account ?? undefined, name)),
          );
        }
        // Set once the session was read from the database after the remembered one proved stale.
        let confirmed = !confirms;
        const confirmSession = async (authVersion: number | undefined) => {
          const remembered = request.auth;
          if (
            confirmed ||
            (authVersion !== undefined &&
              authVersion >= 0 &&
              authVersion === remembered?.authVersion)
          )
            return;
          // Read as every other route reads it: revoked, expired or its user inactive → 401.
          // The copy this instance read since, or one read shared by the token's requests.
          const token = bearerToken(request);
          const session = !token
            ? undefined
            : authVersion !== undefined && authVersion >= 0
              ? await services.sessions.confirm(token, authVersion)
              : await services.sessions.resolve(token);
          if (!session) throw unauthorized();
          confirmed = true;
          request.auth = session;
          if (!isDeepStrictEqual(session.user, remembered?.user)) throw new StaleSession();
        };
        const run = () =>
          runAs({ userId: request.auth?.user.id ?? null, ip: request.ip }, () =>
            handler({
              params,
              query,
              body,
              session: request.auth as RouteInput<E>['session'],
              request,
              reply,
              services,
              confirmSession,
              account,
            } as RouteInput<E>),
          );
        let result: Awaited<ReturnType<typeof run>>;
        try {
          result = await run();
        } catch (error) {
          if (!(error instanceof StaleSession)) throw error;
          // The remembered session's user changed (type, flags, names): answer as that user is now.
          checkRoles(request);
          result = await run();
        }
        if (result === replySent) return reply;
        if (endpoint.response) {
          // An answer zod would pass unchanged goes out as it is; any doubt is zod's to judge.
          if (sameAnswer?.(result)) return result;
          const checked = endpoint.response.safeParse(result);
          if (!checked.success) {
            request.log.error(
              { issues: checked.error.issues, path: endpoint.path },
              'response does not match the contract',
            );
            throw new Error(`response of ${endpoint.path} does not match the contract`);
          }
          return checked.data;
        }
        return result;
      },
    });
  // An upload route gets the streaming body parser in a context of its own (every other route
  // keeps Fastify's JSON parser).
  const upload = endpoint.upload;
  if (upload) {
    app.register(async (child) => {
      installUploadParser(child, upload);
      route(child);
    });
  } else route(app);
}
