import * as z from 'zod';
import { maxPageSize, passwordMinLength } from './constants';
import { serverMessages } from './messages';

/**
 * A zod error map that gives `message` only for a missing value or a value of the wrong type,
 * leaving the other issues (too small, bad format, …) to their own messages.
 *
 * @example
 * ```ts
 * z.number({ error: typeError('Expected a number') }).min(0); // -1 → zod's "too small" message
 * ```
 */
export function typeError(message: string) {
  return (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined);
}

/** Largest id a database `serial` column holds (PostgreSQL `integer`): larger ids are a 400, not a 500. */
export const maxDatabaseId = 2_147_483_647;

/**
 * The 400 message for text a request may not carry: PostgreSQL cannot store U+0000 in text, and an
 * unpaired UTF-16 surrogate is not text at all (it cannot be encoded as UTF-8).
 */
export const unsafeTextMessage =
  'Text must not contain NUL characters (U+0000) or unpaired surrogate code units.';

// Code units, not code points (no `u` flag): a lone high or low surrogate, or NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string (value or object key, at any depth) of a decoded request that holds NUL or an
 * unpaired surrogate, as `{ path, message }`; `undefined` when all text is clean. The server runs
 * it once over every request's params, query and body before any schema (every route, one place).
 *
 * @example
 * ```ts
 * findUnsafeText({ name: 'a\u0000b' }); // { path: 'name', message: unsafeTextMessage }
 * ```
 */
export function findUnsafeText(
  value: unknown,
  path: readonly (string | number)[] = [],
): { path: string; message: string } | undefined {
  const at = unsafeAt(value);
  return at ? { path: [...path, ...at].join('.'), message: unsafeTextMessage } : undefined;
}

type WellFormed = { isWellFormed?: (this: string) => boolean };
/** `String.prototype.isWellFormed` (ES2024: Node 20, current browsers), else undefined. */
const isWellFormed = (String.prototype as WellFormed).isWellFormed;
/** Whether `text` holds NUL or an unpaired surrogate (the regex where `isWellFormed` is missing). */
const unsafeString: (text: string) => boolean = isWellFormed
  ? (text) => text.includes('\u0000') || !isWellFormed.call(text)
  : (text) => UNSAFE_TEXT.test(text);

/**
 * The path (innermost last) of the first unsafe string in `value`, or undefined. The path is
 * built only for a finding: a clean request (nearly all) allocates nothing (issue 24: it runs on
 * every chat message).
 */
function unsafeAt(value: unknown): (string | number)[] | undefined {
  if (typeof value === 'string') return unsafeString(value) ? [] : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeAt(value[i]);
      if (found) return [i, ...found];
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (unsafeString(key)) return [key];
    const found = unsafeAt((value as Record<string, unknown>)[key]);
    if (found) return [key, ...found];
  }
  return undefined;
}

/** The parts of a zod issue {@link inputError} reads (structural: any zod 4 issue fits). */
export interface InputIssue {
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
  readonly input?: unknown;
  readonly origin?: string;
  readonly expected?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly format?: string;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly divisor?: number | bigint;
}

/** `old_password` → `Old password`, `meetingId` → `Meeting id`; the field a user reads. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string' || key === '') return 'This value';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typeNouns: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const sizeUnits: Record<string, [one: string, many: string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

function bound(origin: string | undefined, n: number | bigint): string {
  const unit = origin ? sizeUnits[origin] : undefined;
  return unit ? `${n} ${Number(n) === 1 ? unit[0] : unit[1]}` : String(n);
}

/**
 * The contract's error map: a sentence a person can act on for any issue whose schema or check
 * carries no message of its own ("Old password is required", "Skills must be at most 2000
 * characters"), so zod's developer text ("Too small: expected string to have >=1 characters") never
 * reaches a screen. Pass it to every parse of user input: `schema.safeParse(input, { error: inputError })`
 * (the reference server does). A schema's own message still wins; this is only the fallback.
 *
 * @example
 * ```ts
 * z.object({ old_password: z.string().min(1) }).safeParse({ old_password: '' }, { error: inputError });
 * // issue message: 'Old password is required'
 * ```
 */
export function inputError(issue: InputIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} must be ${typeNouns[issue.expected ?? ''] ?? 'a valid value'}`;
    case 'too_small':
      if (issue.minimum === undefined) return `${label} is too short`;
      if (Number(issue.minimum) <= 1 && (issue.origin === 'string' || issue.origin === 'array')) {
        return `${label} is required`;
      }
      return `${label} must be at least ${bound(issue.origin, issue.minimum)}`;
    case 'too_big':
      if (issue.maximum === undefined) return `${label} is too long`;
      return `${label} must be at most ${bound(issue.origin, issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${label} must be a valid email address`
        : `${label} is not in the expected format`;
    case 'invalid_value': {
      const values = issue.values ?? [];
      return values.length > 0 && values.length <= 8
        ? `${label} must be one of: ${values.map(String).join(', ')}`
        : `${label} is not an allowed value`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${(issue.keys?.length ?? 0) === 1 ? '' : 's'}: ${(issue.keys ?? []).join(', ')}`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * A database id: a positive integer. Every entity id of our server is one, except the provider-style
 * ids of Teams, Zoom and Google Meet meetings ({@link MeetingId}).
 *
 * @example
 * ```ts
 * Id.parse(42); // 42
 * ```
 */
export const Id = z
  .number({ error: typeError('Expected a numeric id') })
  .int()
  .positive()
  .max(maxDatabaseId, { error: 'Id is out of range' });
/** A positive integer id. @example `const id: Id = 7;` */
export type Id = z.infer<typeof Id>;

/**
 * An id in a path segment or query string: digits only, parsed to a number (`'42'` → `42`).
 *
 * @example
 * ```ts
 * IdParam.parse('42'); // 42
 * ```
 */
export const IdParam = z
  .string({ error: typeError('Expected a numeric id') })
  .regex(/^[1-9]\d{0,14}$/, { error: 'Expected a numeric id' })
  .transform(Number)
  .refine((id) => id <= maxDatabaseId, { error: 'Id is out of range' });

/**
 * Provider-style meeting id (Teams, Zoom, Google Meet): an opaque non-empty string. Our server
 * makes them `teams_…`, `zoom_…`, `gmeet_…`; a provider adapter stores the provider's id.
 *
 * @example
 * ```ts
 * MeetingId.parse('zoom_8f2a'); // 'zoom_8f2a'
 * ```
 */
export const MeetingId = z
  .string({ error: typeError('Meeting id is required') })
  .trim()
  .min(1, { error: 'Meeting id is required' })
  .max(200, { error: 'Meeting id must be at most 200 characters' });
/** A provider-style meeting id. @example `const id: MeetingId = 'teams_1';` */
export type MeetingId = z.infer<typeof MeetingId>;

/**
 * A calendar date `YYYY-MM-DD` (ISO 8601, no time zone).
 *
 * @example
 * ```ts
 * IsoDate.parse('2025-03-31');
 * ```
 */
export const IsoDate = z.iso.date({ error: 'Expected a date as YYYY-MM-DD' });
/** A `YYYY-MM-DD` date. @example `const d: IsoDate = '2025-03-31';` */
export type IsoDate = z.infer<typeof IsoDate>;

/**
 * An instant as ISO 8601 with a zone offset or `Z` (`2025-03-31T09:30:00.000Z`).
 *
 * @example
 * ```ts
 * IsoDateTime.parse(new Date().toISOString());
 * ```
 */
export const IsoDateTime = z.iso.datetime({
  offset: true,
  error: 'Expected an ISO 8601 date-time with a time zone',
});
/** An ISO 8601 instant. @example `const t: IsoDateTime = '2025-03-31T09:30:00Z';` */
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/**
 * A wall-clock time `HH:MM` or `HH:MM:SS` (24-hour). Meetings use it with their `time_zone`.
 *
 * @example
 * ```ts
 * ClockTime.parse('09:30');
 * ```
 */
export const ClockTime = z
  .string({ error: typeError('Expected a time as HH:MM (24-hour)') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Expected a time as HH:MM (24-hour)' });
/** A `HH:MM[:SS]` time. @example `const t: ClockTime = '14:00';` */
export type ClockTime = z.infer<typeof ClockTime>;

/**
 * An e-mail address (trimmed).
 *
 * @example
 * ```ts
 * Email.parse(' asha@example.com '); // 'asha@example.com'
 * ```
 */
export const Email = z
  .string({ error: typeError('Email is required') })
  .trim()
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Expected a valid email address' }));

/**
 * A comma-separated list of e-mail addresses as the meeting shapes carry them (`attendees`,
 * `cc_recipients`): `'a@x.com, b@y.com'`. Empty string = nobody. Each entry must be an address.
 *
 * @example
 * ```ts
 * EmailList.parse('a@x.com, b@y.com');
 * ```
 */
export const EmailList = z
  .string({ error: typeError('Expected a comma-separated list of email addresses') })
  .max(10_000, { error: 'The address list must be at most 10000 characters' })
  .refine(
    (value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => z.email().safeParse(part).success),
    { error: 'Expected a comma-separated list of email addresses' },
  );

/**
 * A required text field: trimmed, at least one character, at most `max` characters.
 *
 * @example
 * ```ts
 * const Name = requiredText('Name', 200);
 * Name.parse('  '); // throws 'Name is required'
 * ```
 */
export function requiredText(label: string, max = 500) {
  return z
    .string({ error: typeError(`${label} is required`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/**
 * An optional free-text field as the wire carries it: a string, `''` when not given. Text fields
 * of entities are never `null`; ids, numbers and dates are `null` when absent.
 *
 * @example
 * ```ts
 * const Remarks = optionalText(2000);
 * Remarks.parse(undefined); // ''
 * ```
 */
export function optionalText(max = 500, label?: string) {
  // Without a label, {@link inputError} names the field from its key when the parse reports it.
  const text = label ? z.string({ error: typeError(`${label} must be text`) }) : z.string();
  return text
    .trim()
    .max(max, label ? { error: `${label} must be at most ${max} characters` } : undefined)
    .default('');
}

/**
 * A password as typed (the SDK sends it as typed over TLS; `encodePassword` may transform it for a
 * legacy backend). New passwords need {@link passwordMinLength} characters.
 *
 * @example
 * ```ts
 * NewPassword.parse('Demo@1234');
 * ```
 */
export const NewPassword = z
  .string({ error: typeError('Password is required') })
  .min(passwordMinLength, { error: serverMessages.passwordTooShort })
  .max(200, { error: 'Password must be at most 200 characters' });

/**
 * Base64 file content without a `data:` URL prefix, at most `maxBytes` decoded bytes. Sizes are
 * checked on the encoded length; the server also checks the decoded bytes' magic numbers.
 *
 * @example
 * ```ts
 * const Resume = base64File(10 * 1024 * 1024, 'Resume');
 * Resume.parse('JVBERi0xLjQK');
 * ```
 */
export function base64File(maxBytes: number, label = 'File') {
  const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return z
    .string({ error: typeError(`${label} is required`) })
    .min(1, { error: `${label} is required` })
    .refine((value) => !value.startsWith('data:'), {
      error: `${label} must be base64 content without a data: URL prefix`,
      abort: true,
    })
    .max(Math.ceil(maxBytes / 3) * 4, { error: `${label} size must be less than ${maxMb}MB` })
    .pipe(z.base64({ error: `${label} must be base64-encoded` }));
}

/**
 * A file name as sent with base64 uploads: a base name (no path separators), 1–255 characters.
 *
 * @example
 * ```ts
 * FileName.parse('resume.pdf');
 * ```
 */
export const FileName = z
  .string({ error: typeError('File name is required') })
  .trim()
  .min(1, { error: 'File name is required' })
  .max(255, { error: 'File name must be at most 255 characters' })
  .refine((name) => !/[\\/\0]/.test(name), { error: 'File name must not contain a path' });

/**
 * A page number (from 1).
 *
 * @example
 * ```ts
 * PageNo.parse(1);
 * ```
 */
export const PageNo = z
  .number({ error: typeError('Page number must be a number') })
  .int({ error: 'Page number must be a whole number' })
  .min(1, { error: 'Page number starts at 1' });

/**
 * A page size: a positive integer up to {@link maxPageSize} (§5 "Page size must be a positive number").
 *
 * @example
 * ```ts
 * PageSize.parse(50);
 * ```
 */
export const PageSize = z
  .number({ error: typeError('Page size must be a positive number') })
  .int({ error: 'Page size must be a positive number' })
  .min(1, { error: 'Page size must be a positive number' })
  .max(maxPageSize, { error: `Page size must be at most ${maxPageSize}` });

/**
 * The `status` of every successful response.
 *
 * @example
 * ```ts
 * SuccessStatus.parse('success');
 * ```
 */
export const SuccessStatus = z.literal('success');

/**
 * The body of every error response: `{ status: 'error', message }`. `message` is what the SDK
 * surfaces (SPEC §7: the server's `message`, else `error`, else `error_message`). `issues` lists
 * validation problems (`path` in dotted form) on 400 answers from our server. `code` is a stable
 * machine-readable reason where one helps (e.g. `duplicate_candidate`, `session_expired`).
 *
 * @example
 * ```ts
 * ErrorResponse.parse({ status: 'error', message: 'User not found' });
 * ```
 */
export const ErrorResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
/** An error answer. @example `const e: ErrorResponse = { status: 'error', message: 'Login failed' };` */
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * The plain success answer of a mutation: `{ status: 'success', message }`.
 *
 * @example
 * ```ts
 * MessageResponse.parse({ status: 'success', message: 'Job deleted successfully' });
 * ```
 */
export const MessageResponse = z.object({ status: SuccessStatus, message: z.string() });
/** `{ status: 'success', message }`. @example `const r: MessageResponse = { status: 'success', message: 'ok' };` */
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * Builds a success response schema: `{ status: 'success', message, ...shape }`. Mutations put the
 * affected entity under its name (`candidate`, `job`, `meeting`, …), never spread at the top level
 * (a candidate's own `status` would clash with `'success'`).
 *
 * @example
 * ```ts
 * const AddCandidateResponse = mutationResponse({ candidate: Candidate });
 * ```
 */
export function mutationResponse<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ status: SuccessStatus, message: z.string(), ...shape });
}

/**
 * Builds a success response schema of a read: `{ status: 'success', ...shape }`.
 *
 * @example
 * ```ts
 * const ListJobs = dataResponse({ jobs: z.array(Job) });
 * ```
 */
export function dataResponse<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ status: SuccessStatus, ...shape });
}

/**
 * Health answer of `GET /health` (liveness) and `GET /ready` (readiness: database reachable,
 * migrations applied). `ready` answers 503 with the same shape and `status: 'error'` while not ready.
 *
 * @example
 * ```ts
 * HealthResponse.parse({ status: 'success', version: '1.0.0', uptime_s: 12, checks: { database: 'ok' } });
 * ```
 */
export const HealthResponse = z.object({
  status: SuccessStatus,
  version: z.string(),
  uptime_s: z.number().nonnegative(),
  checks: z.record(z.string(), z.enum(['ok', 'fail'])).optional(),
});
/** Health answer. @example `const h: HealthResponse = { status: 'success', version: '1.0.0', uptime_s: 1 };` */
export type HealthResponse = z.infer<typeof HealthResponse>;
