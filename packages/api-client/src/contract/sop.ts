import * as z from 'zod';
import { Id, IdParam, IsoDate, IsoDateTime, mutationResponse } from './primitives';

/**
 * Kinds of SOP & incentives documents (issue 21): standard operating procedures and incentive
 * plans.
 *
 * @example
 * ```ts
 * sopDocumentKinds.includes('incentive'); // true
 * ```
 */
export const sopDocumentKinds = ['sop', 'incentive'] as const;
/** Zod enum of {@link sopDocumentKinds}. @example `SopDocumentKind.parse('sop')` */
export const SopDocumentKind = z.enum(sopDocumentKinds, {
  error: 'Kind must be sop or incentive',
});
/** One document kind. @example `const k: SopDocumentKind = 'incentive';` */
export type SopDocumentKind = z.infer<typeof SopDocumentKind>;

const money = z
  .number({ error: 'Expected an amount' })
  .nonnegative({ error: 'Amounts cannot be negative' })
  .max(10_000_000, { error: 'Amounts are at most 10,000,000' });

/**
 * An incentive plan the calculator applies to a recruiter's joins in a period (issue 21):
 * `per_join` for every join, unless its client has a `client_rates` entry; plus the `bonus` of
 * the highest `thresholds` entry whose `min_joins` the recruiter reached (one bonus, not the sum).
 * A join is a candidate that first reached `Onboarded` in the period (the targets' `joinings`).
 *
 * @example
 * ```ts
 * IncentivePlan.parse({ currency: 'INR', per_join: 5000, client_rates: [{ client: 'Acme', per_join: 8000 }], thresholds: [{ min_joins: 5, bonus: 10000 }] });
 * ```
 */
export const IncentivePlan = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'Currency is a 3-letter code such as INR' })
    .default('INR'),
  per_join: money.default(0),
  client_rates: z
    .array(
      z.object({
        client: z.string().trim().min(1, { error: 'Name the client' }).max(200),
        per_join: money,
      }),
    )
    .max(200)
    .default([])
    .refine((rates) => new Set(rates.map((r) => r.client.toLowerCase())).size === rates.length, {
      error: 'Each client has one rate',
    }),
  thresholds: z
    .array(
      z.object({
        min_joins: z.number().int().min(1, { error: 'A threshold is at least 1 join' }).max(1000),
        bonus: money,
      }),
    )
    .max(20)
    .default([]),
});
/** An incentive plan. @example `const p: IncentivePlan = { currency: 'INR', per_join: 5000, client_rates: [], thresholds: [] };` */
export type IncentivePlan = z.infer<typeof IncentivePlan>;

/**
 * A SOP or incentive-plan document: its Markdown `body` (rendered sanitised), the `plan` of an
 * incentive document, and who saved the current `version` when.
 *
 * @example
 * ```ts
 * function label(d: SopDocument) { return `${d.title} (v${d.version})`; }
 * ```
 */
export const SopDocument = z.object({
  id: Id,
  kind: SopDocumentKind,
  title: z.string(),
  body: z.string(),
  plan: IncentivePlan.nullable(),
  version: z.number().int().positive(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  updated_by_name: z.string(),
});
/** A document. @example `const d: SopDocument = answer.documents[0];` */
export type SopDocument = z.infer<typeof SopDocument>;

/** Answer of `GET /sop_documents`. @example `SopDocumentsResponse.parse({ status: 'success', documents: [] })` */
export const SopDocumentsResponse = z.object({
  status: z.literal('success'),
  documents: z.array(SopDocument),
});
/** Documents. @example `function n(r: SopDocumentsResponse) { return r.documents.length; }` */
export type SopDocumentsResponse = z.infer<typeof SopDocumentsResponse>;

const title = z.string().trim().min(1, { error: 'Give the document a title' }).max(200);
const body = z.string().max(100_000, { error: 'A document is at most 100,000 characters' });

/**
 * Body of `POST /sop_documents` (managers): a new document; an incentive document needs a plan.
 *
 * @example
 * ```ts
 * CreateSopDocumentRequest.parse({ kind: 'sop', title: 'Screening calls', body: '# Steps' });
 * ```
 */
export const CreateSopDocumentRequest = z
  .object({ kind: SopDocumentKind, title, body, plan: IncentivePlan.optional() })
  .refine((b) => b.kind !== 'incentive' || b.plan !== undefined, {
    error: 'An incentive document needs a plan',
    path: ['plan'],
  });
/** Body of create. @example `const b: CreateSopDocumentRequest = { kind: 'sop', title: 'T', body: '' };` */
export type CreateSopDocumentRequest = z.input<typeof CreateSopDocumentRequest>;

/**
 * Body of `POST /sop_documents/{id}` (managers): the changed fields and the `base_version` the
 * editor started from — 409 when someone saved a newer version meanwhile.
 *
 * @example
 * ```ts
 * EditSopDocumentRequest.parse({ base_version: 2, body: '# Steps\n1. Call' });
 * ```
 */
export const EditSopDocumentRequest = z
  .object({
    base_version: z.number().int().positive(),
    title: title.optional(),
    body: body.optional(),
    plan: IncentivePlan.optional(),
  })
  .refine((b) => b.title !== undefined || b.body !== undefined || b.plan !== undefined, {
    error: 'Nothing to change',
  });
/** Body of edit. @example `const b: EditSopDocumentRequest = { base_version: 1, title: 'New' };` */
export type EditSopDocumentRequest = z.input<typeof EditSopDocumentRequest>;

/** Answer of create and edit. @example `function v(r: SopDocumentSaved) { return r.document.version; }` */
export const SopDocumentSaved = mutationResponse({ document: SopDocument });
/** Saved document. @example `const r: SopDocumentSaved = answer;` */
export type SopDocumentSaved = z.infer<typeof SopDocumentSaved>;

/**
 * One saved version: which fields it changed (`created` for the first), who and when; the full
 * text with `GET /sop_documents/{id}/versions/{version}`.
 *
 * @example
 * ```ts
 * function line(v: SopVersionSummary) { return `v${v.version} by ${v.changed_by_name}`; }
 * ```
 */
export const SopVersionSummary = z.object({
  version: z.number().int().positive(),
  changes: z.array(z.enum(['created', 'title', 'body', 'plan'])),
  changed_at: IsoDateTime,
  changed_by_name: z.string(),
});
/** A version summary. @example `const v: SopVersionSummary = answer.versions[0];` */
export type SopVersionSummary = z.infer<typeof SopVersionSummary>;

/** Answer of `GET /sop_documents/{id}/versions`, newest first. @example `SopVersionsResponse.parse(body)` */
export const SopVersionsResponse = z.object({
  status: z.literal('success'),
  versions: z.array(SopVersionSummary),
});
/** Versions. @example `function n(r: SopVersionsResponse) { return r.versions.length; }` */
export type SopVersionsResponse = z.infer<typeof SopVersionsResponse>;

/** Answer of `GET /sop_documents/{id}/versions/{version}`. @example `SopVersionResponse.parse(body)` */
export const SopVersionResponse = z.object({
  status: z.literal('success'),
  version: SopVersionSummary.extend({
    title: z.string(),
    body: z.string(),
    plan: IncentivePlan.nullable(),
  }),
});
/** One version. @example `function t(r: SopVersionResponse) { return r.version.title; }` */
export type SopVersionResponse = z.infer<typeof SopVersionResponse>;

/** `:id/:version` of a version path. @internal */
export const sopVersionParams = z.object({ id: IdParam, version: IdParam });

/**
 * Query of `GET /incentives/calculate`: the period (inclusive days; default this month up to
 * today) and optionally one recruiter (a recruiter always gets only themselves).
 *
 * @example
 * ```ts
 * IncentiveQuery.parse({ from: '2026-06-01', to: '2026-06-30' });
 * ```
 */
export const IncentiveQuery = z
  .object({
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    recruiter_id: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The start date must be on or before the end date',
    path: ['from'],
  });
/** Query of the calculator. @example `const q: IncentiveQuery = {};` */
export type IncentiveQuery = z.input<typeof IncentiveQuery>;

/**
 * What one recruiter earned under the published plan: joins per client with the rate applied,
 * the threshold bonus reached, and the total.
 *
 * @example
 * ```ts
 * function line(r: IncentiveRow) { return `${r.recruiter_name}: ${r.total}`; }
 * ```
 */
export const IncentiveRow = z.object({
  recruiter_id: Id,
  recruiter_name: z.string(),
  joins: z.number().int().nonnegative(),
  by_client: z.array(
    z.object({
      client: z.string(),
      joins: z.number().int().nonnegative(),
      rate: z.number().nonnegative(),
      amount: z.number().nonnegative(),
    }),
  ),
  bonus: z.number().nonnegative(),
  total: z.number().nonnegative(),
});
/** A calculator row. @example `const r: IncentiveRow = answer.rows[0];` */
export type IncentiveRow = z.infer<typeof IncentiveRow>;

/**
 * Answer of `GET /incentives/calculate`: the published plan (the newest saved incentive
 * document; `null` when there is none, and then no rows) and each recruiter's earnings.
 *
 * @example
 * ```ts
 * const { plan, rows } = IncentiveResponse.parse(body);
 * ```
 */
export const IncentiveResponse = z.object({
  status: z.literal('success'),
  from: IsoDate,
  to: IsoDate,
  plan: z
    .object({ document_id: Id, title: z.string(), version: z.number().int(), plan: IncentivePlan })
    .nullable(),
  rows: z.array(IncentiveRow),
});
/** Calculator answer. @example `function sum(r: IncentiveResponse) { return r.rows.reduce((s, x) => s + x.total, 0); }` */
export type IncentiveResponse = z.infer<typeof IncentiveResponse>;
