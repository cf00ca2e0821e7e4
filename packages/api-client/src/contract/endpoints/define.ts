import type * as z from 'zod';
import { base64Length, jsonBodyMaxBytes, resumeMaxBytes } from '../constants';
import type { LiveEventType, Role } from '../vocabularies';

/*
 * What every area file uses to declare its endpoints. zod-free at runtime (schemas are types
 * here), so `wire.ts` and `paths.ts` can import its types without pulling zod into a browser.
 */

// ─── Definition types ──────────────────────────────────────────────────────────────────────

/** HTTP methods the API uses. @example `const m: HttpMethod = 'POST';` */
export type HttpMethod = 'GET' | 'POST';

/**
 * `public`: no token needed (login, signup, OTP, reset, public careers, health). `authenticated`:
 * a valid bearer token (`Authorization: Bearer <session_token>`), else 401.
 *
 * @example
 * ```ts
 * const a: EndpointAccess = 'public';
 * ```
 */
export type EndpointAccess = 'public' | 'authenticated';

/**
 * How a success is answered: `json` (the `response` schema), `file` (bytes with
 * `Content-Disposition: attachment; filename=…` and `X-Content-Type-Options: nosniff`; see `file`),
 * `event-stream` (server-sent events of `response`).
 *
 * @example
 * ```ts
 * const t: EndpointResponseType = 'file';
 * ```
 */
export type EndpointResponseType = 'json' | 'file' | 'event-stream';

/**
 * Areas of the API (SPEC §7 headings; `system`, `careers` and `peerReview` ours). The SDK's
 * resource namespaces follow them.
 *
 * @example
 * ```ts
 * endpointAreas.includes('meetings'); // true
 * ```
 */
export const endpointAreas = [
  'system',
  'auth',
  'candidates',
  'peerReview',
  'jobs',
  'clients',
  'vendors',
  'careers',
  'meetings',
  'users',
  'targets',
  'support',
  'chat',
  'liveFeed',
  'security',
  'ai',
  'sop',
  'dashboard',
] as const;
/** One of {@link endpointAreas}. @example `const a: EndpointArea = 'jobs';` */
export type EndpointArea = (typeof endpointAreas)[number];

/**
 * Object-level access rules, checked after the role (issue 4). Managers and leadership pass the
 * `own-*`/`assigned-*` rules; `self` binds everyone.
 *
 * @example
 * ```ts
 * objectAccessRules['own-candidate'];
 * ```
 */
export const objectAccessRules = {
  self: 'The user id in the path, query or body must be the caller (403 otherwise), whatever the role.',
  'self-or-manager':
    'The user id in the path, query or body must be the caller, unless the caller is a manager or leadership.',
  'own-candidate':
    'A recruiter may read and change only candidates they own (candidate.user_id = caller); 404 for others.',
  'assigned-job':
    'A recruiter may read only jobs whose `recruiter` list holds their username; 404 for others.',
  'assigned-review':
    'A reviewer may see and decide only peer reviews assigned to them; 404 for others.',
  'reviewed-profile':
    "The peer reviewer a profile is assigned to may also read it: the candidate's resume, additional files and file list, and its job's description.",
  'own-meeting': 'A recruiter may change only meetings they created; managers and leadership any.',
  'group-member': 'Only members of the group may read it.',
  filtered:
    'Lists answer only what the caller may see (a recruiter: own candidates, assigned jobs) instead of 403.',
} as const;
/** One object-level rule. @example `const r: ObjectAccessRule = 'self';` */
export type ObjectAccessRule = keyof typeof objectAccessRules;

/**
 * A file answer: possible `Content-Type`s and the download name pattern (SPEC §9).
 *
 * @example
 * ```ts
 * const f: FileDownloadSpec = { contentTypes: ['application/zip'], fileName: 'resumes_{YYYY-MM-DD}.zip' };
 * ```
 */
export interface FileDownloadSpec {
  readonly contentTypes: readonly string[];
  readonly fileName: string;
}

/**
 * A base64 JSON upload (we do not use multipart): which body fields carry files, the size cap per
 * file (decoded), how many files, and which kinds are accepted (checked by magic bytes).
 *
 * @example
 * ```ts
 * const u: UploadSpec = { fields: ['resume'], maxFileBytes: resumeMaxBytes, maxFiles: 1, accept: 'document' };
 * ```
 */
export interface UploadSpec {
  readonly fields: readonly string[];
  readonly maxFileBytes: number;
  readonly maxFiles: number;
  readonly accept: 'document' | 'image';
}

/**
 * One endpoint of the API, declared once in its area's file (`endpoints/<area>.ts`): method, path,
 * access and object rules, file and upload rules, and its zod schemas. Paths are relative to the
 * API base (`apiBasePath` on our server) and use `:name` placeholders. `params` / `query` validate
 * the strings of the URL (numeric ids become numbers); `body` the JSON body; `response` the
 * success body (an error is always {@link ErrorResponse}-shaped with a 4xx/5xx status). `roles`
 * absent = every signed-in role. `bodyLimitBytes` absent = `jsonBodyMaxBytes` (1 MB).
 * `liveEvents`: the live-feed event types a success publishes. `area` comes from the file.
 *
 * @example
 * ```ts
 * const def: EndpointDef = endpoints.loginManagement;
 * ```
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly area: EndpointArea;
  readonly summary: string;
  readonly origin: 'spec' | 'ours';
  readonly access: EndpointAccess;
  readonly roles?: readonly Role[];
  readonly peerReviewerOnly?: boolean;
  readonly objectAccess?: readonly ObjectAccessRule[];
  readonly responseType: EndpointResponseType;
  readonly file?: FileDownloadSpec;
  readonly upload?: UploadSpec;
  readonly bodyLimitBytes?: number;
  readonly rateLimited?: boolean;
  readonly liveEvents?: readonly LiveEventType[];
  /**
   * A POST that only reads (or is harmless to resend): the SDK retries it after a timeout or a
   * 502/503/504 like a GET. Other POSTs are resent only when they surely never reached the
   * server (connection refused, DNS) or after a 500.
   */
  readonly idempotent?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

// ─── Shared pieces ─────────────────────────────────────────────────────────────────────────

export const managers = ['manager', 'leadership'] as const satisfies readonly Role[];
export const uploadLimit = (maxFileBytes: number, files: number) =>
  base64Length(maxFileBytes) * files + jsonBodyMaxBytes;

export const documentUpload = (
  fields: readonly string[],
  maxFiles = 1,
  maxFileBytes = resumeMaxBytes,
) => ({ fields, maxFileBytes, maxFiles, accept: 'document' }) as const satisfies UploadSpec;

/** What an entry leaves out when it is the common case: a §7 route, signed in, answering JSON. */
const endpointDefaults = { origin: 'spec', access: 'authenticated', responseType: 'json' } as const;
type Defaults = typeof endpointDefaults;

/** An entry as an area file writes it: {@link EndpointDef} without `area`, defaults optional. */
type DeclaredEndpoint = Omit<EndpointDef, 'area' | keyof Defaults> &
  Partial<Pick<EndpointDef, keyof Defaults>>;

/** The entry with its area and the defaults it left out, every literal kept. */
type FilledEndpoint<D, A extends EndpointArea> = Omit<D, keyof Defaults> & {
  readonly [F in keyof Defaults]: D extends { readonly [P in F]: infer V } ? V : Defaults[F];
} & { readonly area: A };

/**
 * Declares the endpoints of one area: each entry is written once, with its TSDoc, and gets
 * `area` from here. What an entry leaves out is the common case: `origin: 'spec'`,
 * `access: 'authenticated'`, `responseType: 'json'`. The type parameter keeps every literal
 * (method, path, roles, schemas) so the SDK, the server and the OpenAPI document type from it.
 *
 * @example
 * ```ts
 * export const systemEndpoints = defineArea('system', { health: { method: 'GET', path: '/health', … } });
 * ```
 */
export function defineArea<
  const A extends EndpointArea,
  const T extends Record<string, DeclaredEndpoint>,
>(area: A, defs: T): { readonly [K in keyof T]: FilledEndpoint<T[K], A> } {
  const out: Record<string, EndpointDef> = {};
  for (const [key, def] of Object.entries(defs)) out[key] = { ...endpointDefaults, ...def, area };
  return out as { readonly [K in keyof T]: FilledEndpoint<T[K], A> };
}
