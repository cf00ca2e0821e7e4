import {
  requestTimeoutMs,
  retryBackoffFactor,
  retryBaseDelayMs,
  retryLimit,
} from '../contract/constants';
import type { EndpointKey } from '../contract/endpoints';
import { buildPath } from '../contract/paths';
import type { wireRoutes } from '../contract/wire';
import { networkFailure, neverSent, runtimeOffline } from '../errors/failure';
import { HrPortalError, requestOf } from '../errors/HrPortalError';
import { sdkMessages as messages } from '../errors/sdkMessages';
import type { SessionStore } from '../session/sessionStore';

/**
 * Retry and timeout of the transport (SPEC §9: 3 retries, 1 s doubling, 30 s per attempt; never
 * on 4xx). Every field is optional; absent fields keep the defaults.
 *
 * @example
 * ```ts
 * createClient({ baseUrl, retry: { limit: 0, timeoutMs: 5_000 } });
 * ```
 */
export interface RetryOptions {
  /** Retries after the first attempt. @default 3 */
  limit?: number;
  /** Delay before the first retry; doubles each retry. @default 1000 */
  baseDelayMs?: number;
  /** Timeout of each attempt. @default 30_000 */
  timeoutMs?: number;
}

/**
 * One retry about to happen, as `onRetry` of `createClient` sees it: which call, which retry, how
 * long until it, and the failure that caused it.
 *
 * @example
 * ```ts
 * createClient({ baseUrl, onRetry: (r) => console.warn(`${r.method} ${r.url}: retry ${r.attempt} in ${r.delayMs} ms (${r.error.message})`) });
 * ```
 */
export interface RetryInfo {
  method: string;
  url: string;
  /** This retry's number: 1 for the first retry. */
  attempt: number;
  /** Wait before it. */
  delayMs: number;
  /** Why: the failure of the attempt before (network, timeout or 5xx). */
  error: HrPortalError;
}

/** What request validation needs of a zod schema (structural, so the transport imports no zod). */
interface SafeParser {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
  };
}

/**
 * The contract's schemas, loaded on demand for request validation: `() =>
 * import('@hrportal/api-client/contract')`. @example `createClient({ baseUrl, validate: () => import('@hrportal/api-client/contract') })`
 */
export type ValidationSchemas = () => Promise<{
  endpoints: {
    readonly [key: string]: {
      readonly method: string;
      params?: SafeParser;
      query?: SafeParser;
      body?: SafeParser;
    };
  };
}>;

/** Query values the transport puts in the URL (`undefined` is left out). @internal */
export type QueryValue = string | number | boolean | undefined | null;

/** One call's inputs. @internal */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** A 401 only rejects: no `onUnauthorized` (logout of an already expired session). */
  quietUnauthorized?: boolean;
}

/** A downloaded file. @example `const { blob, fileName } = await client.files.resume(7);` */
export interface DownloadedFile {
  /** The bytes. */
  blob: Blob;
  /** The SPEC §9 file name (from `Content-Disposition` when the server sends one). */
  fileName: string;
  /** The `Content-Type` of the answer (`''` when none). */
  contentType: string;
}

/** Method, path, token flag and idempotent mark of an endpoint (a row of `wireRoutes`). @internal */
export type HttpRoute = (typeof wireRoutes)[EndpointKey];

/** The endpoints a transport can call: `wireRoutes`, or the few rows a small client needs. @internal */
export type HttpRoutes = { readonly [K in EndpointKey]?: (typeof wireRoutes)[K] };

/** Options of {@link createHttpClient}. @internal */
export interface HttpClientOptions {
  baseUrl: string;
  /**
   * The route table, passed in rather than imported so a client of a few calls (the login
   * client) does not bundle every endpoint's row: `createClient` gives `wireRoutes`.
   */
  routes: HttpRoutes;
  session: SessionStore;
  fetch?: typeof globalThis.fetch | undefined;
  retry?: RetryOptions | undefined;
  onUnauthorized?: ((error: HrPortalError) => void) | undefined;
  onRetry?: ((retry: RetryInfo) => void) | undefined;
  validate?: ValidationSchemas | undefined;
}

/**
 * The transport every namespace uses: `fetch` with the §9 retry policy (one loop for every
 * attempt), the bearer token on every
 * call, `HrPortalError` for every failure, and the 401 rule (clear the session, tell the host).
 *
 * @internal
 */
export interface HttpClient {
  /** Calls a JSON endpoint and resolves with its parsed success body. */
  json<T = unknown>(key: EndpointKey, input?: CallInput): Promise<T>;
  /**
   * Calls a file endpoint. `name` gets the answer's content type and the server's
   * `Content-Disposition` name (if any) and returns the file name to report.
   */
  file(
    key: EndpointKey,
    input: CallInput,
    name: (contentType: string, serverName: string | undefined) => string,
  ): Promise<DownloadedFile>;
  /** Absolute URL of an endpoint. */
  url(key: EndpointKey, params?: Record<string, string | number>): string;
  /** The `fetch` in use (the live feed streams with it). */
  readonly fetch: typeof globalThis.fetch;
  /** Effective base URL without a trailing slash. */
  readonly baseUrl: string;
}

const retriedStatuses = [500, 502, 503, 504];
/**
 * Statuses after which a gateway may already have handed the request to the server: a request
 * that is not idempotent is not resent after them (nor after a timeout).
 */
const ambiguousStatuses = [502, 503, 504];

/** The outcome of one attempt: the answer, or the failure and whether another attempt may follow. */
type Outcome = { response: Response } | { failure: HrPortalError; retryable: boolean };

/** The non-request fields of an error, to build a copy. */
const fields = (error: HrPortalError) => ({
  status: error.status,
  kind: error.kind,
  message: error.message,
  userMessage: error.userMessage,
  body: error.body,
  cause: error.cause,
});

/** The server's own words from an error body (SPEC §7: `message`, `error` or `error_message`). */
function serverMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const field of ['message', 'error', 'error_message']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Waits `ms`, or rejects with the caller's abort reason. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `filename*=UTF-8''…` or `filename="…"` from a `Content-Disposition` header. */
function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/** @internal */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const limit = options.retry?.limit ?? retryLimit;
  const baseDelay = options.retry?.baseDelayMs ?? retryBaseDelayMs;
  const timeout = options.retry?.timeoutMs ?? requestTimeoutMs;
  const { session, routes } = options;
  const routeOf = (key: EndpointKey): HttpRoute => {
    const route = routes[key];
    if (!route) throw new TypeError(`${key} is not an endpoint of this client`);
    return route;
  };

  /** An error answer as HrPortalError; a 401 on an authenticated route ends the session. */
  async function fromResponse(
    response: Response,
    key: EndpointKey,
    request: { method: string; url: string },
    quiet = false,
  ): Promise<HrPortalError> {
    const { status } = response;
    const text = await response.text().catch(() => '');
    const body = parseJson(text);
    const failure = new HrPortalError({
      status,
      kind: 'http',
      message: serverMessage(body) ?? messages.httpError(status),
      body,
      ...request,
    });
    if (status === 401 && routeOf(key)[2] === 1) {
      session.clear();
      if (!quiet) options.onUnauthorized?.(failure);
    }
    return failure;
  }

  const timeoutError = (cause: unknown, method: string, url: string) =>
    new HrPortalError({
      status: 0,
      kind: 'timeout',
      message: `${method} ${url} timed out after ${timeout} ms`,
      cause,
      method,
      url,
    });

  /** The last failure, with how many attempts were made (in the message when more than one). */
  function afterAttempts(failure: HrPortalError, attempts: number): HrPortalError {
    if (attempts === 1) return failure;
    const message =
      failure.kind === 'http' ? failure.message : `${failure.message} (${attempts} attempts)`;
    return new HrPortalError({ ...requestOf(failure), ...fields(failure), message, attempts });
  }

  /**
   * One attempt: `fetch(url, init)` with our own timeout. Resolves with the answer or with the
   * failure and whether it may be retried: network errors, timeouts and 500/502/503/504 for an
   * idempotent call; for one that is not (a POST that changes something), only failures that
   * surely never reached the server (connection refused, DNS) and a 500 (the server's own error,
   * rolled back). A caller's abort rejects with their reason.
   */
  async function attempt(
    key: EndpointKey,
    url: string,
    method: string,
    input: CallInput,
    idempotent: boolean,
  ): Promise<Outcome> {
    const headers: Record<string, string> = {};
    const token = session.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const onCallerAbort = () => controller.abort(input.signal?.reason);
    input.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      if (input.signal?.aborted) throw input.signal.reason;
      const response = await fetchImpl(url, {
        method,
        headers,
        signal: controller.signal,
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      });
      if (response.ok) return { response };
      const { status } = response;
      const failure = await fromResponse(response, key, { method, url }, input.quietUnauthorized);
      const retryable =
        retriedStatuses.includes(status) && (idempotent || !ambiguousStatuses.includes(status));
      return { failure, retryable };
    } catch (error) {
      // The caller cancelled: hand their abort back unchanged.
      if (input.signal?.aborted) throw input.signal.reason ?? error;
      if (timedOut) return { failure: timeoutError(error, method, url), retryable: idempotent };
      const failure = networkFailure(error, method, url);
      // A browser names no cause: keep retrying there as before; Node tells a refused connection.
      const retryable = idempotent || failure.code === undefined || neverSent(failure.code);
      return { failure, retryable };
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  let schemas: ReturnType<ValidationSchemas> | undefined;
  /**
   * With `validate`, checks a request against the contract before it goes (the schemas load on
   * the first call); a bad one fails here as the server would answer it: a 400 naming the fields.
   */
  async function validate(key: EndpointKey, input: CallInput, method: string, url: string) {
    if (!options.validate) return;
    schemas ??= options.validate();
    const def = (await schemas).endpoints[key];
    const strings = (values: Record<string, unknown> | undefined) =>
      values &&
      Object.fromEntries(
        Object.entries(values)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([name, value]) => [name, String(value)]),
      );
    const issues = [
      [def?.params, strings(input.params)],
      [def?.query, strings(input.query) ?? {}],
      [def?.body, input.body],
    ].flatMap(([schema, value]) => {
      const result = (schema as SafeParser | undefined)?.safeParse(value);
      return result && !result.success ? (result.error?.issues ?? []) : [];
    });
    if (issues.length === 0) return;
    const message = issues
      .map((issue) => `${issue.path.map(String).join('.') || 'request'}: ${issue.message}`)
      .join('; ');
    throw new HrPortalError({
      status: 400,
      kind: 'http',
      message,
      body: { status: 'error', message, issues },
      method,
      url,
    });
  }

  async function send(key: EndpointKey, input: CallInput): Promise<Response> {
    if (runtimeOffline()) {
      throw new HrPortalError({ status: 0, kind: 'offline', message: 'The runtime is offline' });
    }
    const [method, template, , idempotentPost] = routeOf(key);
    const idempotent = method !== 'POST' || idempotentPost === 1;
    const path = buildPath(template, input.params);
    let query = '';
    if (input.query) {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(input.query)) {
        if (value !== undefined && value !== null) search.append(name, String(value));
      }
      const text = search.toString();
      if (text) query = `?${text}`;
    }
    const url = `${baseUrl}${path}${query}`;
    // Awaited only when there is something to check: an `await` of nothing is a turn of the
    // microtask queue on every call.
    if (options.validate) await validate(key, input, method, url);
    // SPEC §9: `limit` retries after the first attempt, waiting the base delay, then 2×, 4×, …
    for (let tried = 0; ; tried += 1) {
      const outcome = await attempt(key, url, method, input, idempotent);
      if ('response' in outcome) return outcome.response;
      if (!outcome.retryable || tried >= limit) throw afterAttempts(outcome.failure, tried + 1);
      const delayMs = baseDelay * retryBackoffFactor ** tried;
      options.onRetry?.({ method, url, attempt: tried + 1, delayMs, error: outcome.failure });
      await wait(delayMs, input.signal);
    }
  }

  return {
    baseUrl,
    fetch: fetchImpl,
    url: (key, params) => `${baseUrl}${buildPath(routeOf(key)[1], params)}`,
    async json<T>(key: EndpointKey, input: CallInput = {}): Promise<T> {
      const response = await send(key, input);
      const text = await response.text();
      const body = parseJson(text);
      if (body === undefined || typeof body !== 'object' || body === null) {
        throw new HrPortalError({
          status: response.status,
          kind: 'http',
          message: messages.invalidResponseFormat,
          userMessage: messages.invalidResponseFormat,
          method: routeOf(key)[0],
          url: response.url || undefined,
        });
      }
      if ((body as { status?: unknown }).status === 'error') {
        // A legacy backend may answer an error with 200 and `status: 'error'`.
        throw new HrPortalError({
          status: response.status,
          kind: 'http',
          message: serverMessage(body) ?? messages.unknownError,
          userMessage: messages.unknownError,
          body,
          method: routeOf(key)[0],
          url: response.url || undefined,
        });
      }
      return body as T;
    },
    async file(key, input, name) {
      const response = await send(key, input);
      const blob = await response.blob();
      const contentType = response.headers.get('Content-Type') ?? '';
      const serverName = dispositionFileName(response.headers.get('Content-Disposition'));
      return { blob, fileName: name(contentType, serverName), contentType };
    },
  };
}
