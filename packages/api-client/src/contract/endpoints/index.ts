import type * as z from 'zod';
import { aiEndpoints } from './ai';
import { authEndpoints } from './auth';
import { candidatesEndpoints } from './candidates';
import { careersEndpoints } from './careers';
import { chatEndpoints } from './chat';
import { clientsEndpoints } from './clients';
import { dashboardEndpoints } from './dashboard';
import { jobsEndpoints } from './jobs';
import { liveFeedEndpoints } from './liveFeed';
import { meetingsEndpoints } from './meetings';
import { peerReviewEndpoints } from './peerReview';
import { securityEndpoints } from './security';
import { sopEndpoints } from './sop';
import { supportEndpoints } from './support';
import { systemEndpoints } from './system';
import { targetsEndpoints } from './targets';
import { usersEndpoints } from './users';
import { vendorsEndpoints } from './vendors';

/**
 * Every endpoint of SPEC §7 (paths spelled exactly as there, typos included:
 * `/download_resumess`, `/assign_candidate_new_recuriter`), plus ours (`origin: 'ours'`): logout,
 * session, health, ready, public careers, peer-review assignment, user status, client list. One file per area declares
 * each endpoint once (`endpoints/<area>.ts`, see `defineArea`); this object joins them. The
 * server registers a route per entry and validates with its schemas; the SDK types its calls from
 * it; the authorization matrix test reads `access`, `roles`, `peerReviewerOnly`, `objectAccess`.
 *
 * Conventions: every success body has `status: 'success'`; mutations add `message` and the
 * affected entity under its name; errors are `{ status: 'error', message }` with 400 (validation,
 * with `issues`), 401 (no/expired session), 403 (role or `self` rule), 404 (unknown or not
 * visible), 409 (duplicate, already decided), 413 (too large), 415 (file bytes not what the name
 * says), 429 (rate limited, SPEC §8 text), 5xx. Uploads are base64 in JSON bodies (no multipart).
 *
 * @example
 * ```ts
 * const def = endpoints.editCandidate;
 * def.method; // 'POST'
 * def.path; // '/edit_candidate/:id'
 * def.body.parse(json);
 * ```
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...candidatesEndpoints,
  ...peerReviewEndpoints,
  ...jobsEndpoints,
  ...clientsEndpoints,
  ...vendorsEndpoints,
  ...careersEndpoints,
  ...meetingsEndpoints,
  ...usersEndpoints,
  ...targetsEndpoints,
  ...supportEndpoints,
  ...chatEndpoints,
  ...liveFeedEndpoints,
  ...securityEndpoints,
  ...aiEndpoints,
  ...sopEndpoints,
  ...dashboardEndpoints,
} as const;

// ─── Derived types and helpers ─────────────────────────────────────────────────────────────

/** The registry's type. @example `type Defs = Endpoints['addCandidate'];` */
export type Endpoints = typeof endpoints;
/** A key of the registry. @example `const k: EndpointKey = 'addCandidate';` */
export type EndpointKey = keyof Endpoints;

type SchemaInput<D, Field extends string> =
  D extends Record<Field, infer S extends z.ZodType> ? z.input<S> : undefined;
type SchemaOutput<D, Field extends string> =
  D extends Record<Field, infer S extends z.ZodType> ? z.output<S> : undefined;

/** Path params as the caller gives them (strings of the URL). @example `type P = EndpointParams<'editCandidate'>; // { id: string }` */
export type EndpointParams<K extends EndpointKey> = SchemaInput<Endpoints[K], 'params'>;
/** Path params after parsing (numeric ids as numbers). @example `type P = EndpointParsedParams<'editCandidate'>; // { id: number }` */
export type EndpointParsedParams<K extends EndpointKey> = SchemaOutput<Endpoints[K], 'params'>;
/** Query as the caller gives it. @example `type Q = EndpointQuery<'getZoomMeetings'>;` */
export type EndpointQuery<K extends EndpointKey> = SchemaInput<Endpoints[K], 'query'>;
/** Body as the caller sends it (defaults optional). @example `type B = EndpointBody<'addCandidate'>;` */
export type EndpointBody<K extends EndpointKey> = SchemaInput<Endpoints[K], 'body'>;
/** Body after server-side parsing (defaults filled, strings trimmed). @example `type B = EndpointParsedBody<'addCandidate'>;` */
export type EndpointParsedBody<K extends EndpointKey> = SchemaOutput<Endpoints[K], 'body'>;
/**
 * Success answer: the parsed `response` for JSON and event streams (one event), `Blob` for files.
 *
 * @example
 * ```ts
 * type R = EndpointResponse<'candidateDashboard'>; // { status: 'success'; candidates: …; total: number; … }
 * ```
 */
export type EndpointResponse<K extends EndpointKey> = Endpoints[K] extends { responseType: 'file' }
  ? Blob
  : SchemaOutput<Endpoints[K], 'response'>;

/**
 * Every endpoint as `[key, definition]`, in registry order.
 *
 * @example
 * ```ts
 * for (const [key, def] of endpointEntries) app.route({ method: def.method, url: def.path });
 * ```
 */
export const endpointEntries = Object.entries(endpoints) as ReadonlyArray<
  { [K in EndpointKey]: readonly [K, Endpoints[K]] }[EndpointKey]
>;
