/**
 * What the three meeting-provider adapters share: one HTTP call with a time limit, the
 * provider's error answer turned into a {@link ProviderError}, and an OAuth access token kept
 * until shortly before it expires.
 */

/** Which provider failed and how; routes turn it into a clear 502/503/504 answer. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: 'timeout' | 'busy' | 'refused' | 'not_found',
    detail: string,
    /** The provider's HTTP status; 0 when it did not answer. */
    readonly status = 0,
  ) {
    super(detail);
    this.name = 'ProviderError';
  }
}

/** Every provider call gives up after this long (issue 20: the §8 message within 10 s). */
const providerTimeoutMs = 8_000;

/** The provider's own words from an error body: Graph/Google `{error:{message}}`, Zoom `{message}`, OAuth `error_description`. */
function errorDetail(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown; error_description?: unknown };
    if (typeof b.error_description === 'string') return b.error_description;
    if (b.error && typeof b.error === 'object') {
      const message = (b.error as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    }
    if (typeof b.message === 'string') return b.message;
    if (typeof b.error === 'string') return b.error;
  }
  return `HTTP ${status}`;
}

/**
 * One call to a provider: JSON in and out, `timeoutMs` at most. 429 and 5xx are `busy`, 404 and
 * 410 `not_found`, any other non-2xx `refused` (with the provider's message); an empty 204 answers
 * `undefined`.
 */
async function providerCall<T>(
  provider: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string | URLSearchParams },
  timeoutMs = providerTimeoutMs,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError(provider, 'timeout', 'no answer in time');
    }
    throw new ProviderError(provider, 'busy', `unreachable (${(error as Error).message})`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (response.ok) return body as T;
  const detail = errorDetail(body, response.status);
  if (response.status === 429 || response.status >= 500) {
    throw new ProviderError(provider, 'busy', detail, response.status);
  }
  if (response.status === 404 || response.status === 410) {
    throw new ProviderError(provider, 'not_found', detail, response.status);
  }
  throw new ProviderError(provider, 'refused', detail, response.status);
}

/** An OAuth token endpoint's answer. */
interface TokenAnswer {
  access_token: string;
  expires_in?: number;
}

/**
 * An OAuth access token fetched by `fetchToken` and reused until a minute before it expires;
 * concurrent callers share one token request. `forget()` drops it (after a 401).
 */
function tokenCache(fetchToken: () => Promise<TokenAnswer>, now: () => number = Date.now) {
  let current: { token: string; until: number } | undefined;
  let pending: Promise<string> | undefined;
  return {
    async get(): Promise<string> {
      if (current && current.until > now()) return current.token;
      pending ??= fetchToken()
        .then((answer) => {
          const lifetimeS = answer.expires_in ?? 3600;
          current = { token: answer.access_token, until: now() + (lifetimeS - 60) * 1000 };
          return answer.access_token;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    forget() {
      current = undefined;
    },
  };
}

/** A call with a bearer token; on a 401-refusal the token is fetched again once. */
async function withToken<T>(
  tokens: ReturnType<typeof tokenCache>,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await tokens.get());
  } catch (error) {
    if (error instanceof ProviderError && error.status === 401) {
      tokens.forget();
      return call(await tokens.get());
    }
    throw error;
  }
}

/** One unauthenticated provider request (token endpoints), with the adapter's time limit. */
type ProviderSend = <T>(url: string, init: Parameters<typeof providerCall>[2]) => Promise<T>;

/**
 * A provider's API client: `json(method, url, body)` sends JSON with a cached bearer token from
 * `fetchToken` (fetched again once after a 401), every call limited to `timeoutMs`.
 */
export function providerClient(
  provider: string,
  timeoutMs: number | undefined,
  fetchToken: (send: ProviderSend) => Promise<TokenAnswer>,
) {
  const send: ProviderSend = (url, init) => providerCall(provider, url, init, timeoutMs);
  const tokens = tokenCache(() => fetchToken(send));
  return {
    json: <T>(method: string, url: string, body?: unknown) =>
      withToken(tokens, (token) =>
        send<T>(url, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
  };
}

/** A meeting already deleted at the provider is what a delete wanted. */
export function goneIsDeleted(error: unknown): void {
  if (!(error instanceof ProviderError) || error.kind !== 'not_found') throw error;
}
