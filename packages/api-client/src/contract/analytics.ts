import * as z from 'zod';
import { messages } from './messages';
import { PipelineFigures, StatusCounts } from './org';
import { Id, IsoDate, SuccessStatus } from './primitives';

const count = z.number().int().nonnegative();
const days = z.number().nonnegative();

/**
 * Period presets of the analytics report, each ending on the server's today (UTC): the last 1,
 * 7 and 30 days of SPEC §9, this and last calendar month, the last 90 and 365 days.
 *
 * @example
 * ```ts
 * analyticsPresets.includes('this_month'); // true
 * ```
 */
export const analyticsPresets = [
  '1d',
  '7d',
  '30d',
  'this_month',
  'last_month',
  '90d',
  '365d',
] as const;
/** One of {@link analyticsPresets}. @example `const p: AnalyticsPreset = '30d';` */
export type AnalyticsPreset = (typeof analyticsPresets)[number];

/**
 * Whose candidates the report counts: a recruiter their own, a manager their team (the
 * recruiters they set weekly or monthly targets for, as `/org/managers` counts it), leadership
 * the organisation. Asking for a wider scope than the role has is a 403.
 *
 * @example
 * ```ts
 * analyticsScopes[2]; // 'organisation'
 * ```
 */
export const analyticsScopes = ['own', 'team', 'organisation'] as const;
/** One of {@link analyticsScopes}. @example `const s: AnalyticsScope = 'team';` */
export type AnalyticsScope = (typeof analyticsScopes)[number];

/**
 * Query of `GET /analytics/report`: a preset (default `30d`) or a custom range with both `from`
 * and `to` (inclusive days, UTC; SPEC §5: one without the other is `Please select both start and
 * end dates`), the trend's bucket (default: week up to 92 days, else month) and the scope
 * (default the role's own).
 *
 * @example
 * ```ts
 * AnalyticsQuery.parse({ from: '2026-05-01', to: '2026-05-31', granularity: 'week' });
 * ```
 */
export const AnalyticsQuery = z
  .object({
    preset: z.enum(analyticsPresets).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    granularity: z.enum(['week', 'month']).optional(),
    scope: z.enum(analyticsScopes).optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: messages.selectBothDates,
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  });
/** The report's query. @example `const q: AnalyticsQuery = { preset: 'this_month' };` */
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

/**
 * One bucket of the trend: candidates added in it and stages first reached in it.
 *
 * @example
 * ```ts
 * TrendPoint.parse({ period_start: '2026-05-04', added: 9, submissions: 4, interviews: 2, offers: 1, joins: 0 });
 * ```
 */
export const TrendPoint = PipelineFigures.extend({ period_start: IsoDate });
/** A trend bucket. @example `const p: TrendPoint = report.trend[0];` */
export type TrendPoint = z.infer<typeof TrendPoint>;

/**
 * A row of a breakdown (by recruiter, client or source): its key, label and pipeline figures.
 *
 * @example
 * ```ts
 * BreakdownRow.parse({ key: '3', label: 'Asha', added: 9, submissions: 4, interviews: 2, offers: 1, joins: 0 });
 * ```
 */
export const BreakdownRow = PipelineFigures.extend({ key: z.string(), label: z.string() });
/** A breakdown row. @example `function rate(r: BreakdownRow) { return r.joins / (r.added || 1); }` */
export type BreakdownRow = z.infer<typeof BreakdownRow>;

/**
 * SPEC §3 vendor roll-up of the candidates a vendor supplied in the period: offer, joined
 * (Onboarded), interview (Internal + Client Interview), screening (Internal + Client Screening),
 * rejected (Dropped), total.
 *
 * @example
 * ```ts
 * VendorRollup.parse({ vendor_id: 1, name: 'TalentBridge', offer: 1, joined: 0, interview: 2, screening: 3, rejected: 1, total: 9 });
 * ```
 */
export const VendorRollup = z.object({
  vendor_id: Id,
  name: z.string(),
  offer: count,
  joined: count,
  interview: count,
  screening: count,
  rejected: count,
  total: count,
});
/** A vendor roll-up. @example `const v: VendorRollup = report.vendors[0];` */
export type VendorRollup = z.infer<typeof VendorRollup>;

/**
 * Time spent in one status by candidates who left it during the period, from the server's status
 * history (the stay starts when the candidate entered the status, or was added with it).
 *
 * @example
 * ```ts
 * StageTime.parse({ status: 'Client Screening', moves: 12, average_days: 4.2, median_days: 3 });
 * ```
 */
export const StageTime = z.object({
  status: z.string(),
  moves: count,
  average_days: days,
  median_days: days,
});
/** Time in a stage. @example `const s: StageTime = report.time_in_stage[0];` */
export type StageTime = z.infer<typeof StageTime>;

/**
 * Jobs whose first join (the first time a candidate of the scope entered `Onboarded`, from the
 * status history) fell in the period, and the days from the job's creation to it.
 *
 * @example
 * ```ts
 * TimeToFill.parse({ jobs: 3, average_days: 21.5, median_days: 19 });
 * ```
 */
export const TimeToFill = z.object({
  jobs: count,
  average_days: days.nullable(),
  median_days: days.nullable(),
});
/** Time to fill. @example `const t: TimeToFill = report.time_to_fill;` */
export type TimeToFill = z.infer<typeof TimeToFill>;

const targetMetrics = z.object({
  submissions: count,
  interviews: count,
  offers: count,
  joinings: count,
});

/**
 * A recruiter's weekly or monthly targets that start in the period, summed: what was asked and
 * what was recorded as achieved (`/recruiter_targets/update`).
 *
 * @example
 * ```ts
 * function pct(t: TargetAttainment) { return t.achieved.offers / (t.target.offers || 1); }
 * ```
 */
export const TargetAttainment = z.object({
  recruiter_id: Id,
  name: z.string(),
  period: z.enum(['weekly', 'monthly']),
  /** How many weeks or months with a target start in the period. */
  periods: count,
  target: targetMetrics,
  achieved: targetMetrics,
});
/** Target attainment. @example `const t: TargetAttainment = report.targets[0];` */
export type TargetAttainment = z.infer<typeof TargetAttainment>;

/**
 * A peer reviewer's throughput in the period (reviews of the scope's candidates).
 *
 * @example
 * ```ts
 * ReviewerThroughput.parse({ reviewer_id: 4, name: 'Ravi', assigned: 5, approved: 3, rejected: 1, pending: 1 });
 * ```
 */
export const ReviewerThroughput = z.object({
  reviewer_id: Id,
  name: z.string(),
  /** Reviews assigned in the period. */
  assigned: count,
  /** Decided in the period, by outcome. */
  approved: count,
  rejected: count,
  /** Assigned in the period and still `PR-Pending`. */
  pending: count,
});
/** A reviewer's throughput. @example `const r: ReviewerThroughput = report.peer_review.reviewers[0];` */
export type ReviewerThroughput = z.infer<typeof ReviewerThroughput>;

/**
 * Peer review in the period: the totals of {@link ReviewerThroughput} and the median hours from
 * assignment to decision of the reviews decided in it (`null` when none).
 *
 * @example
 * ```ts
 * function share(p: PeerReviewSummary) { return p.approved / (p.approved + p.rejected || 1); }
 * ```
 */
export const PeerReviewSummary = z.object({
  assigned: count,
  approved: count,
  rejected: count,
  pending: count,
  median_hours: z.number().nonnegative().nullable(),
  reviewers: z.array(ReviewerThroughput),
});
/** Peer-review summary. @example `const p: PeerReviewSummary = report.peer_review;` */
export type PeerReviewSummary = z.infer<typeof PeerReviewSummary>;

const range = z.object({ from: IsoDate, to: IsoDate });

/**
 * `GET /analytics/report`: the period's figures of the caller's scope, all SQL aggregates. `added`
 * counts the candidates added in the period; submissions, interviews, offers and joins count the
 * stages first reached in the period (`orgStageStatuses`: the same figures as the targets'
 * progress and the organisation figures), per recruiter credited, client, source and trend
 * bucket — client and source being the candidate's current ones, as for `added`; `by_status` is where the period's added candidates stand now (what the candidate lists
 * filter by). `previous` is the period of the same length just before, for comparison.
 *
 * @example
 * ```ts
 * AnalyticsReport.parse(json).funnel.joins;
 * ```
 */
export const AnalyticsReport = z.object({
  status: SuccessStatus,
  scope: z.enum(analyticsScopes),
  ...range.shape,
  granularity: z.enum(['week', 'month']),
  previous: range.extend({ funnel: PipelineFigures, by_status: StatusCounts }),
  funnel: PipelineFigures,
  by_status: StatusCounts,
  trend: z.array(TrendPoint),
  recruiters: z.array(BreakdownRow),
  clients: z.array(BreakdownRow),
  sources: z.array(BreakdownRow),
  vendors: z.array(VendorRollup),
  time_in_stage: z.array(StageTime),
  time_to_fill: TimeToFill,
  targets: z.array(TargetAttainment),
  peer_review: PeerReviewSummary,
});
/** The analytics report. @example `function joins(r: AnalyticsReport) { return r.funnel.joins; }` */
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;
