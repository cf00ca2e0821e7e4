import type { EndpointKey, EndpointResponse } from '../contract/endpoints';
import { type UserType, userTypeForRole } from '../contract/vocabularies';
import type { HttpClient, QueryValue } from '../http/httpClient';
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

/**
 * Method factories for the common call shapes, so ~100 methods stay one line each (and small in
 * a browser bundle). The answer type comes from the namespace interface the method is assigned to.
 *
 * @internal
 */
export function callers(http: HttpClient) {
  return {
    /** `(options?) => call` */
    plain:
      <T>(key: EndpointKey) =>
      (options?: CallOptions): Promise<T> =>
        http.json<T>(key, withSignal(options)),
    /** `(body, options?) => call` */
    body:
      <T>(key: EndpointKey) =>
      (body: unknown, options?: CallOptions): Promise<T> =>
        http.json<T>(key, { body, ...withSignal(options) }),
    /** `(query?, options?) => call` */
    query:
      <T>(key: EndpointKey) =>
      (query?: object, options?: CallOptions): Promise<T> =>
        http.json<T>(key, { query: query as Record<string, QueryValue>, ...withSignal(options) }),
    /** `(pathParam, options?) => call` */
    param:
      <T>(key: EndpointKey, name: string) =>
      (value: string | number, options?: CallOptions): Promise<T> =>
        http.json<T>(key, { params: { [name]: value }, ...withSignal(options) }),
    /** `(pathParam, body, options?) => call` */
    paramBody:
      <T>(key: EndpointKey, name: string) =>
      (value: string | number, body: unknown, options?: CallOptions): Promise<T> =>
        http.json<T>(key, { params: { [name]: value }, body, ...withSignal(options) }),
  };
}

/** Wraps a method so that its success clears caches first. @internal */
export const clearing =
  <A extends unknown[], T>(run: (...args: A) => Promise<T>, clear: () => void) =>
  async (...args: A): Promise<T> => {
    const result = await run(...args);
    clear();
    return result;
  };

/** The request fields that say who is calling; the SDK takes them from the session. */
export type CallerField = 'user_id' | 'user_type' | 'user_name';

/**
 * A request body without the caller's own `user_id` / `user_type` / `user_name`: the SDK fills
 * them from the signed-in session (the wire keeps them, SPEC §3). Passing them still works and
 * wins, for a legacy backend or an admin acting on someone else's behalf where the route allows it.
 *
 * @example
 * ```ts
 * const request: CallerFilled<EndpointBody<'candidateDashboard'>> = { page_no: 1 };
 * ```
 */
export type CallerFilled<T> = Omit<T, CallerField> &
  Partial<Pick<T, Extract<keyof T, CallerField>>>;

/**
 * The caller fields of the signed-in session (none when signed out: the server answers 401);
 * `only` keeps those an endpoint has, so the wire stays what it was.
 *
 * @internal
 */
export function callerFields(
  session: ResourceContext['session'],
  only: readonly CallerField[] = ['user_id', 'user_type', 'user_name'],
): { user_id?: number; user_type?: UserType; user_name?: string } {
  const current = session.get();
  if (!current) return {};
  const all = {
    user_id: current.userId,
    user_type: userTypeForRole[current.userRole],
    user_name: current.userName,
  };
  return Object.fromEntries(only.map((field) => [field, all[field]]));
}

/**
 * `(body?, options?) => call` with the caller's `only` fields filled from the session (a given
 * value wins). @internal
 */
export const withCaller =
  <T>(ctx: ResourceContext, key: EndpointKey, only: readonly CallerField[]) =>
  (body: object = {}, options?: CallOptions): Promise<T> =>
    ctx.http.json<T>(key, {
      body: { ...callerFields(ctx.session, only), ...body },
      ...withSignal(options),
    });

/** `(pathParam, body?, options?) => call` with the caller's `only` fields filled. @internal */
export const paramWithCaller =
  <T>(ctx: ResourceContext, key: EndpointKey, name: string, only: readonly CallerField[]) =>
  (value: string | number, body: object = {}, options?: CallOptions): Promise<T> =>
    ctx.http.json<T>(key, {
      params: { [name]: value },
      body: { ...callerFields(ctx.session, only), ...body },
      ...withSignal(options),
    });
