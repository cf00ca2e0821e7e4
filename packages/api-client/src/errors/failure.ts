/**
 * What a failed `fetch` can tell about itself: the system error code and message under undici's
 * `TypeError: fetch failed` (`connect ECONNREFUSED 127.0.0.1:9`, `getaddrinfo ENOTFOUND host`), and
 * — in a browser, where every failure is the same `TypeError: Failed to fetch` — whether it looks
 * like a CORS refusal. Zod-free, DOM-free (globals are feature-detected).
 *
 * @internal
 */
import { HrPortalError } from './HrPortalError';

/** Codes that mean the request never reached a server: resending it is always safe. */
const notSentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** The innermost error of a `cause` chain (and its `code`), at most 5 deep. */
function innermost(error: unknown): { message: string; code: string | undefined } {
  let current = error;
  let code: string | undefined;
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const own = (current as { code?: unknown }).code;
    if (typeof own === 'string') code = own;
    const errors = (current as { errors?: unknown }).errors;
    // Happy eyeballs: an AggregateError of one failure per address; the first says enough.
    const next = current.cause ?? (Array.isArray(errors) ? errors[0] : undefined);
    if (current.message) message = current.message;
    current = next;
  }
  return { message, code };
}

/** The system error code of a failed fetch (`ECONNREFUSED`, `ENOTFOUND`, …), if the runtime gives one. */
export function failureCode(error: unknown): string | undefined {
  return innermost(error).code;
}

/** Whether a failure with this code surely never reached the server (so a POST may be resent). */
export function neverSent(code: string | undefined): boolean {
  return code !== undefined && notSentCodes.has(code);
}

/** `fetch failed: connect ECONNREFUSED 127.0.0.1:9` — the outer message and the root cause. */
export function failureText(error: unknown): string {
  const outer = error instanceof Error ? error.message : String(error);
  const { message } = innermost(error);
  return message && message !== outer ? `${outer}: ${message}` : outer;
}

/**
 * In a browser page calling another origin, a fetch that fails without a reason is most often
 * CORS: the server is up but does not list the page's origin. Returns the hint, or `undefined`
 * outside a browser, for same-origin calls, and when the runtime named a system error.
 */
export function corsHint(url: string, error: unknown): string | undefined {
  const location = (globalThis as { location?: { origin?: unknown } }).location;
  const origin = typeof location?.origin === 'string' ? location.origin : undefined;
  if (!origin || origin === 'null' || failureCode(error) !== undefined) return undefined;
  let target: string;
  try {
    target = new URL(url, origin).origin;
  } catch {
    return undefined;
  }
  if (target === origin) return undefined;
  return `the browser gives no reason; if ${target} is up, this page's origin ${origin} may be missing from the server's ALLOWED_ORIGINS (CORS)`;
}

/** Whether the runtime says it is offline (browsers; Node 21+ always says online). @internal */
export function runtimeOffline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine === false;
}

/**
 * A call that got no answer, as an {@link HrPortalError} whose message names the call and the
 * system error: `GET http://127.0.0.1:9/api/jobs failed: fetch failed: connect ECONNREFUSED …`.
 *
 * @internal
 */
export function networkFailure(error: unknown, method: string, url: string): HrPortalError {
  const offline = runtimeOffline();
  const hint = offline ? undefined : corsHint(url, error);
  return new HrPortalError({
    status: 0,
    kind: offline ? 'offline' : 'network',
    message: `${method} ${url} failed: ${failureText(error)}${hint ? ` — ${hint}` : ''}`,
    cause: error,
    method,
    url,
    code: failureCode(error),
    hint,
  });
}
