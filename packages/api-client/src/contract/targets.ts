import * as z from 'zod';
import { TargetPeriod } from './enums';
import { orgStageStatuses } from './org';
import { Id, IsoDate, IsoDateTime, mutationResponse, optionalText, typeError } from './primitives';

const count = z
  .number({ error: typeError('Expected a number') })
  .int()
  .nonnegative()
  .max(100_000);

/**
 * A recruiter's weekly or monthly target (ours: SPEC names the calls, not the shape).
 *
 * - `period_start` / `period_end` are inclusive dates: a week runs Monday–Sunday, a month from its
 *   first to its last day (the server computes `period_end` from `period_start`).
 * - `target_*` are what the manager asked for; `achieved_*` are stored counts the recruiter (or a
 *   manager) records with `POST /recruiter_targets/update`. The server does not derive them.
 * - Submissions = candidates submitted to clients; interviews = client interviews held; offers;
 *   joinings = candidates onboarded.
 *
 * @example
 * ```ts
 * RecruiterTarget.parse(row);
 * ```
 */
export const RecruiterTarget = z.object({
  id: Id,
  period: TargetPeriod,
  recruiter_id: Id,
  recruiter_name: z.string(),
  manager_id: Id,
  manager_name: z.string(),
  period_start: IsoDate,
  period_end: IsoDate,
  /** Candidates to add in the period (issue 21; 0 = no target for this metric). */
  target_candidates: count,
  target_submissions: count,
  target_interviews: count,
  target_offers: count,
  target_joinings: count,
  achieved_submissions: count,
  achieved_interviews: count,
  achieved_offers: count,
  achieved_joinings: count,
  notes: z.string(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
/** A weekly or monthly target. @example `function pct(t: RecruiterTarget) { return t.achieved_offers / (t.target_offers || 1); }` */
export type RecruiterTarget = z.infer<typeof RecruiterTarget>;

/** A weekly target (`period: 'weekly'`). @example `const t: WeeklyTarget = row;` */
export const WeeklyTarget = RecruiterTarget.extend({ period: z.literal('weekly') });
/** A weekly target. @example `function w(t: WeeklyTarget) { return t.period_start; }` */
export type WeeklyTarget = z.infer<typeof WeeklyTarget>;
/** A monthly target (`period: 'monthly'`). @example `const t: MonthlyTarget = row;` */
export const MonthlyTarget = RecruiterTarget.extend({ period: z.literal('monthly') });
/** A monthly target. @example `function m(t: MonthlyTarget) { return t.period_start; }` */
export type MonthlyTarget = z.infer<typeof MonthlyTarget>;

const targetCounts = {
  target_candidates: count.default(0),
  target_submissions: count.default(0),
  target_interviews: count.default(0),
  target_offers: count.default(0),
  target_joinings: count.default(0),
  notes: optionalText(2000),
};

/**
 * Body of `POST /assign_weekly_target`: `period_start` must be a Monday (`period_end` = Sunday).
 * One weekly target per recruiter and week (409 otherwise). `manager_id` defaults to the caller.
 *
 * @example
 * ```ts
 * AssignWeeklyTargetRequest.parse({ recruiter_id: 5, period_start: '2025-03-31', target_submissions: 10, target_interviews: 4, target_offers: 1, target_joinings: 1 });
 * ```
 */
export const AssignWeeklyTargetRequest = z.object({
  recruiter_id: Id,
  manager_id: Id.optional(),
  period_start: IsoDate.refine((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1, {
    error: 'A weekly target starts on a Monday',
  }),
  ...targetCounts,
});
/** Body of assign weekly target. @example `const b: AssignWeeklyTargetRequest = { recruiter_id: 1, period_start: '2025-03-31' };` */
export type AssignWeeklyTargetRequest = z.input<typeof AssignWeeklyTargetRequest>;

/**
 * Body of `POST /assign_monthly_target`: `period_start` must be the first of a month.
 *
 * @example
 * ```ts
 * AssignMonthlyTargetRequest.parse({ recruiter_id: 5, period_start: '2025-04-01', target_submissions: 40 });
 * ```
 */
export const AssignMonthlyTargetRequest = z.object({
  recruiter_id: Id,
  manager_id: Id.optional(),
  period_start: IsoDate.refine((date) => date.endsWith('-01'), {
    error: 'A monthly target starts on the first day of a month',
  }),
  ...targetCounts,
});
/** Body of assign monthly target. @example `const b: AssignMonthlyTargetRequest = { recruiter_id: 1, period_start: '2025-04-01' };` */
export type AssignMonthlyTargetRequest = z.input<typeof AssignMonthlyTargetRequest>;

/**
 * Body of `POST /edit_weekly_target/{id}` and `/edit_monthly_target/{id}`: target counts and notes
 * (the period and recruiter of a target do not change; assign a new one instead).
 *
 * @example
 * ```ts
 * EditTargetRequest.parse({ target_offers: 2 });
 * ```
 */
export const EditTargetRequest = z
  .object({
    target_candidates: count,
    target_submissions: count,
    target_interviews: count,
    target_offers: count,
    target_joinings: count,
    notes: z.string().trim().max(2000),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to change',
  });
/** Body of edit target. @example `const b: EditTargetRequest = { notes: 'stretch' };` */
export type EditTargetRequest = z.infer<typeof EditTargetRequest>;

/**
 * Body of `POST /recruiter_targets/update`: record achieved counts on one target (its recruiter, or
 * a manager/leadership).
 *
 * @example
 * ```ts
 * UpdateTargetProgressRequest.parse({ target_id: 8, period: 'weekly', achieved_submissions: 6 });
 * ```
 */
export const UpdateTargetProgressRequest = z
  .object({
    target_id: Id,
    period: TargetPeriod,
    achieved_submissions: count.optional(),
    achieved_interviews: count.optional(),
    achieved_offers: count.optional(),
    achieved_joinings: count.optional(),
  })
  .refine(
    (body) =>
      [
        body.achieved_submissions,
        body.achieved_interviews,
        body.achieved_offers,
        body.achieved_joinings,
      ].some((value) => value !== undefined),
    { error: 'Nothing to change' },
  );
/** Body of target progress. @example `const b: UpdateTargetProgressRequest = { target_id: 1, period: 'monthly', achieved_offers: 1 };` */
export type UpdateTargetProgressRequest = z.infer<typeof UpdateTargetProgressRequest>;

/**
 * Query of `GET /recruiter_targets/get`: the current week's and month's targets of a recruiter
 * (default the caller; managers and leadership may name any `recruiter_id`). Optional `date`
 * (default today) picks the week and month.
 *
 * @example
 * ```ts
 * CurrentTargetsQuery.parse({ recruiter_id: '5' });
 * ```
 */
export const CurrentTargetsQuery = z.object({
  recruiter_id: z.coerce.number().int().positive().optional(),
  date: IsoDate.optional(),
});
/** Query of current targets. @example `const q: CurrentTargetsQuery = {};` */
export type CurrentTargetsQuery = z.infer<typeof CurrentTargetsQuery>;

/**
 * Answer of `GET /recruiter_targets/get` (the session's `recruiterTargets`): `null` where no
 * target is set for the period.
 *
 * @example
 * ```ts
 * const { weekly, monthly } = CurrentTargetsResponse.parse(body);
 * ```
 */
export const CurrentTargetsResponse = z.object({
  status: z.literal('success'),
  weekly: WeeklyTarget.nullable(),
  monthly: MonthlyTarget.nullable(),
});
/** Current targets. @example `function w(r: CurrentTargetsResponse) { return r.weekly; }` */
export type CurrentTargetsResponse = z.infer<typeof CurrentTargetsResponse>;

/**
 * Answer of the weekly-target lists (`/weekly_targets/{managerId}`,
 * `/recruiter_weekly_targets/{recruiterId}`), newest period first.
 *
 * @example
 * ```ts
 * WeeklyTargetsResponse.parse({ status: 'success', targets: [] });
 * ```
 */
export const WeeklyTargetsResponse = z.object({
  status: z.literal('success'),
  targets: z.array(WeeklyTarget),
});
/** Weekly targets. @example `function n(r: WeeklyTargetsResponse) { return r.targets.length; }` */
export type WeeklyTargetsResponse = z.infer<typeof WeeklyTargetsResponse>;

/**
 * Answer of the monthly-target lists (`/get_monthly_targets/{managerId}`,
 * `/recruiter_monthly_targets/{recruiterId}`), newest period first.
 *
 * @example
 * ```ts
 * MonthlyTargetsResponse.parse({ status: 'success', targets: [] });
 * ```
 */
export const MonthlyTargetsResponse = z.object({
  status: z.literal('success'),
  targets: z.array(MonthlyTarget),
});
/** Monthly targets. @example `function n(r: MonthlyTargetsResponse) { return r.targets.length; }` */
export type MonthlyTargetsResponse = z.infer<typeof MonthlyTargetsResponse>;

/**
 * The §3 statuses that mean a candidate reached each counted stage (the organisation figures'
 * {@link orgStageStatuses}).
 *
 * @example
 * ```ts
 * targetMetricStatuses.joinings; // ['Onboarded']
 * ```
 */
export const targetMetricStatuses = {
  submissions: orgStageStatuses.submissions,
  interviews: orgStageStatuses.interviews,
  offers: orgStageStatuses.offers,
  joinings: orgStageStatuses.joins,
} as const;

/**
 * Counted figures of one recruiter and period, per `targetMetrics` (`vocabularies.ts`).
 *
 * @example
 * ```ts
 * TargetActuals.parse({ candidates: 3, submissions: 2, interviews: 1, offers: 0, joinings: 0 });
 * ```
 */
export const TargetActuals = z.object({
  candidates: z.number().int().nonnegative(),
  submissions: z.number().int().nonnegative(),
  interviews: z.number().int().nonnegative(),
  offers: z.number().int().nonnegative(),
  joinings: z.number().int().nonnegative(),
});
/** Counted figures. @example `function total(a: TargetActuals) { return a.offers + a.joinings; }` */
export type TargetActuals = z.infer<typeof TargetActuals>;

/**
 * Query of `GET /target_progress`: the week or month holding `date` (default today) and the
 * `periods - 1` before it (history, 1–26, default 1), for one recruiter or (managers) all.
 *
 * @example
 * ```ts
 * TargetProgressQuery.parse({ period: 'weekly', periods: '8' });
 * ```
 */
export const TargetProgressQuery = z.object({
  period: TargetPeriod,
  date: IsoDate.optional(),
  recruiter_id: z.coerce.number().int().positive().optional(),
  periods: z.coerce.number().int().min(1).max(26).default(1),
});
/** Query of target progress. @example `const q: TargetProgressQuery = { period: 'monthly' };` */
export type TargetProgressQuery = z.input<typeof TargetProgressQuery>;

/**
 * One recruiter in one period: their target (`null` when none is set) and what the server counted.
 *
 * @example
 * ```ts
 * function pct(r: TargetProgressRow) { return r.actual.offers / (r.target?.target_offers || 1); }
 * ```
 */
export const TargetProgressRow = z.object({
  recruiter_id: Id,
  recruiter_name: z.string(),
  target: RecruiterTarget.nullable(),
  actual: TargetActuals,
});
/** A progress row. @example `const r: TargetProgressRow = period.rows[0];` */
export type TargetProgressRow = z.infer<typeof TargetProgressRow>;

/**
 * Answer of `GET /target_progress`: newest period first; each lists every recruiter asked for
 * (a recruiter: only themselves), by name.
 *
 * @example
 * ```ts
 * const [current] = TargetProgressResponse.parse(body).periods;
 * ```
 */
export const TargetProgressResponse = z.object({
  status: z.literal('success'),
  periods: z.array(
    z.object({
      period: TargetPeriod,
      period_start: IsoDate,
      period_end: IsoDate,
      rows: z.array(TargetProgressRow),
    }),
  ),
});
/** Target progress. @example `function now(r: TargetProgressResponse) { return r.periods[0]; }` */
export type TargetProgressResponse = z.infer<typeof TargetProgressResponse>;

const periodStart = z
  .object({ period: TargetPeriod, period_start: IsoDate })
  .refine(
    (b) =>
      b.period === 'weekly'
        ? new Date(`${b.period_start}T00:00:00Z`).getUTCDay() === 1
        : b.period_start.endsWith('-01'),
    {
      error: 'A weekly target starts on a Monday, a monthly one on the first day of a month',
      path: ['period_start'],
    },
  );

/**
 * Body of `POST /bulk_assign_targets`: the same counts for several recruiters and one period. A
 * recruiter who already has a target for it gets these counts (an edit), the others a new one.
 *
 * @example
 * ```ts
 * BulkAssignTargetsRequest.parse({ period: 'weekly', period_start: '2026-06-01', recruiter_ids: [4, 5], target_submissions: 8 });
 * ```
 */
export const BulkAssignTargetsRequest = z
  .object({
    period: TargetPeriod,
    period_start: IsoDate,
    recruiter_ids: z.array(Id).min(1, { error: 'Choose at least one recruiter' }).max(500),
    ...targetCounts,
    notes: optionalText(2000),
  })
  .and(periodStart);
/** Body of bulk assign. @example `const b: BulkAssignTargetsRequest = { period: 'monthly', period_start: '2026-06-01', recruiter_ids: [4] };` */
export type BulkAssignTargetsRequest = z.input<typeof BulkAssignTargetsRequest>;

/**
 * Body of `POST /copy_targets`: each recruiter's target of the period before `period_start`,
 * copied into it (every recruiter with one, or only `recruiter_ids`). A recruiter who already
 * has a target for the period keeps it (listed in `skipped`).
 *
 * @example
 * ```ts
 * CopyTargetsRequest.parse({ period: 'weekly', period_start: '2026-06-08' });
 * ```
 */
export const CopyTargetsRequest = z
  .object({
    period: TargetPeriod,
    period_start: IsoDate,
    recruiter_ids: z.array(Id).max(500).optional(),
  })
  .and(periodStart);
/** Body of copy targets. @example `const b: CopyTargetsRequest = { period: 'weekly', period_start: '2026-06-08' };` */
export type CopyTargetsRequest = z.input<typeof CopyTargetsRequest>;

/**
 * Answer of bulk assign and copy: the targets written and the recruiters left alone, with why.
 *
 * @example
 * ```ts
 * function n(r: BulkTargetsResponse) { return r.targets.length; }
 * ```
 */
export const BulkTargetsResponse = mutationResponse({
  targets: z.array(RecruiterTarget),
  skipped: z.array(z.object({ recruiter_id: Id, reason: z.string() })),
});
/** Bulk answer. @example `const r: BulkTargetsResponse = answer;` */
export type BulkTargetsResponse = z.infer<typeof BulkTargetsResponse>;
