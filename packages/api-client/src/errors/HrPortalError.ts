import { type CatalogueStatus, connectivityMessages, statusMessages } from '../contract/messages';
import { sdkMessages } from './sdkMessages';

/**
 * What went wrong with a call: `offline` (the runtime reports no connection), `network` (no answer:
 * refused, reset, DNS), `timeout` (no answer in time), `http` (the server answered with an error
 * status, or with a body that is not the JSON expected).
 *
 * @example
 * ```ts
 * const kind: HrPortalErrorKind = 'timeout';
 * ```
 */
export type HrPortalErrorKind = 'offline' | 'network' | 'timeout' | 'http';

/** Fields of a new {@link HrPortalError}. @example `new HrPortalError({ status: 0, kind: 'network', message: 'fetch failed' })` */
export interface HrPortalErrorInit {
  /** HTTP status; `0` when there was no answer. */
  status: number;
  /** Failure class. */
  kind: HrPortalErrorKind;
  /** Technical message: the server's `message` / `error` / `error_message`, else `HTTP error! status: {code}`. */
  message: string;
  /** Text for the user (SPEC §8 catalogue); defaults from `kind` and `status`. */
  userMessage?: string;
  /** The parsed error body, when the server sent JSON. */
  body?: unknown;
  /** The underlying error (a `TypeError` from fetch, with the system error as its `cause`). */
  cause?: unknown;
  /** The HTTP method of the failed call (`GET`, `POST`, …). */
  method?: string | undefined;
  /** The full URL of the failed call. */
  url?: string | undefined;
  /** The system error code when there was no answer (`ECONNREFUSED`, `ENOTFOUND`, …). */
  code?: string | undefined;
  /** Attempts made, retries included. */
  attempts?: number | undefined;
  /** A likely reason the runtime did not give (a browser's CORS refusal). */
  hint?: string | undefined;
}

/**
 * The one error every SDK call rejects with (SPEC §7, §8). `message` is what the server said (or
 * `HTTP error! status: {code}`); `userMessage` is the catalogue text to show; `status` is `0` when
 * there was no answer (`offline`, `network`, `timeout`).
 *
 * @example
 * ```ts
 * try {
 *   await client.candidates.list(request);
 * } catch (error) {
 *   if (isHrPortalError(error) && error.kind === 'offline') toast(error.userMessage);
 * }
 * ```
 */
export class HrPortalError extends Error {
  override readonly name = 'HrPortalError';
  /** HTTP status, `0` without an answer. */
  readonly status: number;
  /** Failure class. */
  readonly kind: HrPortalErrorKind;
  /** SPEC §8 text for the user. */
  readonly userMessage: string;
  /** Parsed JSON error body, if any. */
  readonly body: unknown;
  /** Method of the failed call (`GET`, `POST`, …); `undefined` for failures before a request. */
  readonly method: string | undefined;
  /** Full URL of the failed call: `error.url` says which server and path (a 404's path, a down host). */
  readonly url: string | undefined;
  /** System error code without an answer: `ECONNREFUSED` (server down), `ENOTFOUND` (DNS), … */
  readonly code: string | undefined;
  /** Attempts made when the call was retried (see `onRetry` of `createClient`); else `undefined`. */
  readonly attempts: number | undefined;
  /** A likely reason the runtime did not give: a browser's CORS refusal (`ALLOWED_ORIGINS`). */
  readonly hint: string | undefined;

  constructor(init: HrPortalErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
    this.code = init.code;
    this.attempts = init.attempts;
    this.hint = init.hint;
    this.userMessage =
      init.userMessage ??
      (init.kind === 'http' ? messageForStatus(init.status) : connectivityMessages[init.kind]);
  }
}

/**
 * Whether `error` is an {@link HrPortalError} (also across bundle copies, by name and shape).
 *
 * @example
 * ```ts
 * if (isHrPortalError(error)) console.log(error.status);
 * ```
 */
export function isHrPortalError(error: unknown): error is HrPortalError {
  return (
    error instanceof HrPortalError ||
    (error instanceof Error &&
      error.name === 'HrPortalError' &&
      typeof (error as Partial<HrPortalError>).status === 'number' &&
      typeof (error as Partial<HrPortalError>).kind === 'string')
  );
}

/**
 * The SPEC §8 text for an HTTP status, with `"{context}: "` in front when a context is given.
 * Statuses outside the catalogue get the nearest class text (other 4xx: the 400 text; other 5xx:
 * the 500 text); anything else `'An unknown error occurred'`.
 *
 * @example
 * ```ts
 * messageForStatus(404); // 'The requested resource was not found.'
 * messageForStatus(403, 'Delete candidate'); // 'Delete candidate: Access denied. You do not …'
 * ```
 */
export function messageForStatus(status: number, context?: string): string {
  const text =
    status in statusMessages
      ? statusMessages[status as CatalogueStatus]
      : status >= 500 && status < 600
        ? statusMessages[500]
        : status >= 400 && status < 500
          ? statusMessages[400]
          : sdkMessages.unknownError;
  return context ? `${context}: ${text}` : text;
}

/**
 * Wraps an async call so an HTTP failure carries a call-specific `userMessage` (the §8 templates:
 * `'Failed to assign weekly target: 400 …'`, `'API Error: 500'`); connectivity failures and
 * 401 keep the catalogue text. Everything else about the error is kept.
 *
 * @internal
 */
export function withUserMessage<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  userMessage: (error: HrPortalError) => string,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await call(...args);
    } catch (error) {
      // A 401 keeps its sign-in message: the session ended, whatever the call was.
      if (error instanceof HrPortalError && error.kind === 'http' && error.status !== 401) {
        throw new HrPortalError({
          ...requestOf(error),
          status: error.status,
          kind: error.kind,
          message: error.message,
          userMessage: userMessage(error),
          body: error.body,
          cause: error,
        });
      }
      throw error;
    }
  };
}

/**
 * The request fields of an error (method, URL, code, attempts, hint), to carry into an error
 * that wraps it.
 *
 * @internal
 */
export function requestOf(
  error: HrPortalError,
): Pick<HrPortalErrorInit, 'method' | 'url' | 'code' | 'attempts' | 'hint'> {
  return {
    method: error.method,
    url: error.url,
    code: error.code,
    attempts: error.attempts,
    hint: error.hint,
  };
}
