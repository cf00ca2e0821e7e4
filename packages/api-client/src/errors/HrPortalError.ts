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
  /** The underlying error (ky's `HTTPError`, `TimeoutError`, a `TypeError` from fetch). */
  cause?: unknown;
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

  constructor(init: HrPortalErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
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
