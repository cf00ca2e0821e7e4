import type { EndpointKey, EndpointResponse } from '../contract/endpoints';
import type { HttpClient } from '../http/httpClient';
import type { SessionStore } from '../session/sessionStore';

/** What every namespace factory gets. @internal */
export interface ResourceContext {
  http: HttpClient;
  session: SessionStore;
  /** Client-level option: transforms a password before login (legacy backends). */
  encodePassword?: ((password: string) => string | Promise<string>) | undefined;
}

/** Per-call options every method accepts. @example `client.jobs.list({}, { signal })` */
export interface CallOptions {
  /** Cancels the call. */
  signal?: AbortSignal;
}

/** Options of cached reads. @example `client.candidates.list(request, { force: true })` */
export interface CachedCallOptions extends CallOptions {
  /** Skip the cache and refetch (the answer refreshes the cache). @default false */
  force?: boolean;
}

/** `{ signal }` only when there is one (exactOptionalPropertyTypes). @internal */
export const withSignal = (options?: CallOptions) =>
  options?.signal ? { signal: options.signal } : {};

/** The promised success body of an endpoint. @internal */
export type Answer<K extends EndpointKey> = Promise<EndpointResponse<K>>;
