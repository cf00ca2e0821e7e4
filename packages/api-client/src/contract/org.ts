import * as z from 'zod';
import { JobStatus } from './enums';
import { ClientWithSummary } from './jobs';
import { Id, IsoDate, PageNo, PageSize, SuccessStatus } from './primitives';

const count = z.number().int().nonnegative();

/**
 * Pipeline stages, in SPEC §3 order: the statuses that count as having reached each. Entering
 * any of a stage's statuses reaches it (a jump to `Offer` is also a submission and an interview).
 * Period figures (analytics, targets, organisation figures, incentives) count a candidate's
 * **first reach** of a stage in the server's status history — once, ever, in the period it
 * happened, credited to the recruiter who owned the candidate then; moving back and forth is not
 * counted again. `On Hold`, `Dropped`, `Duplicate Profile` and the peer-review statuses reach no
 * stage.
 *
 * @example
 * ```ts
 * orgStageStatuses.offers; // ['Offer', 'Onboarded']
 * ```
 */
export const orgStageStatuses = {
  submissions: [
    'Client Screening',
    'Client Interview',
    'Interview Reschedule',
    'Interview No-show',
    'Offer',
    'Onboarded',
  ],
  interviews: [
    'Client Interview',
    'Interview Reschedule',
    'Interview No-show',
    'Offer',
    'Onboarded',
  ],
  offers: ['Offer', 'Onboarded'],
  joins: ['Onboarded'],
} as const;

/**
 * Query of the period figures: candidates added from `from` to `to` (inclusive days, UTC).
 * Without them the last 30 days up to the server's today. `from` after `to` is a 400.
 *
 * @example
 * ```ts
 * OrgPeriodQuery.parse({ from: '2026-05-01', to: '2026-05-31' });
 * ```
 */
export const OrgPeriodQuery = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  });
/** Query of a period. @example `const q: OrgPeriodQuery = { from: '2026-05-01' };` */
export type OrgPeriodQuery = z.input<typeof OrgPeriodQuery>;

/**
 * Query of a recruiter's detail: the period, and the page of their assigned jobs (newest first;
 * `jobs_page` from 1, `jobs_page_size` 1–100, default 20) — a recruiter on hundreds of jobs is
 * read a page at a time.
 *
 * @example
 * ```ts
 * RecruiterDetailQuery.parse({ from: '2026-05-01', to: '2026-05-31', jobs_page: '2' });
 * ```
 */
export const RecruiterDetailQuery = z
  .object({
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    // Query strings: numbers arrive as text.
    jobs_page: z.coerce.number().pipe(PageNo).default(1),
    jobs_page_size: z.coerce.number().pipe(PageSize).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  });
/** Query of a recruiter's detail. @example `const q: RecruiterDetailQuery = { jobs_page: 2 };` */
export type RecruiterDetailQuery = z.input<typeof RecruiterDetailQuery>;

/**
 * A period's figures: candidates added in it (`date_created`) and stages first reached in it
 * ({@link orgStageStatuses}, from the status history; a candidate added earlier counts when it
 * reaches a stage in the period, and the same figures are what the targets and analytics count).
 *
 * @example
 * ```ts
 * PipelineFigures.parse({ added: 10, submissions: 4, interviews: 2, offers: 1, joins: 0 });
 * ```
 */
export const PipelineFigures = z.object({
  added: count,
  submissions: count,
  interviews: count,
  offers: count,
  joins: count,
});
/** Pipeline figures. @example `function rate(f: PipelineFigures) { return f.joins / (f.added || 1); }` */
export type PipelineFigures = z.infer<typeof PipelineFigures>;

/**
 * A weekly or monthly target's asked and achieved counts (from the targets tables: the week or
 * month that holds the period's last day). Summed over a team for a manager.
 *
 * @example
 * ```ts
 * TargetProgress.parse({ period_start: '2026-05-25', target: 12, achieved: 9 });
 * ```
 */
export const TargetProgress = z.object({
  period_start: IsoDate,
  /** Submissions + interviews + offers + joinings asked for. */
  target: count,
  /** The same four, achieved (as recorded with `/recruiter_targets/update`). */
  achieved: count,
});
/** Target progress. @example `function pct(t: TargetProgress) { return t.achieved / (t.target || 1); }` */
export type TargetProgress = z.infer<typeof TargetProgress>;

/**
 * One recruiter's figures in a period.
 *
 * @example
 * ```ts
 * function line(r: RecruiterFigures) { return `${r.name}: ${r.figures.added}`; }
 * ```
 */
export const RecruiterFigures = z.object({
  recruiter_id: Id,
  name: z.string(),
  username: z.string(),
  is_active: z.boolean(),
  is_peer_reviewer: z.boolean(),
  figures: PipelineFigures,
  /** Peer reviews assigned to them still `PR-Pending`. */
  pending_reviews: count,
  weekly: TargetProgress.nullable(),
  monthly: TargetProgress.nullable(),
});
/** A recruiter's figures. @example `const r: RecruiterFigures = answer.recruiters[0];` */
export type RecruiterFigures = z.infer<typeof RecruiterFigures>;

const period = { from: IsoDate, to: IsoDate };

/**
 * `GET /org/recruiters`: every recruiter account (a recruiter: only themselves) with their figures.
 *
 * @example
 * ```ts
 * RecruiterFiguresResponse.parse(json).recruiters.length;
 * ```
 */
export const RecruiterFiguresResponse = z.object({
  status: SuccessStatus,
  ...period,
  recruiters: z.array(RecruiterFigures),
});
/** Recruiters' figures. @example `function n(r: RecruiterFiguresResponse) { return r.recruiters.length; }` */
export type RecruiterFiguresResponse = z.infer<typeof RecruiterFiguresResponse>;

/**
 * Candidates by current status (every status present; absent ones are 0).
 *
 * @example
 * ```ts
 * StatusCounts.parse({ Offer: 2, Dropped: 1 });
 * ```
 */
export const StatusCounts = z.record(z.string(), count);
/** Counts by status. @example `const offers = (c: StatusCounts) => c.Offer ?? 0;` */
export type StatusCounts = z.infer<typeof StatusCounts>;

/**
 * A job with the candidates on it (of the caller's scope) and how far they got.
 *
 * @example
 * ```ts
 * OrgJobRow.parse({ id: 1, role: 'Dev', client: 'Acme', job_status: 'Active', date_created: '2026-05-01', no_of_positions: 2, candidates: 5, offers: 1, joins: 0 });
 * ```
 */
export const OrgJobRow = z.object({
  id: Id,
  role: z.string(),
  client: z.string(),
  job_status: JobStatus,
  date_created: IsoDate,
  no_of_positions: count,
  candidates: count,
  offers: count,
  joins: count,
});
/** A job row with counts. @example `function open(j: OrgJobRow) { return j.no_of_positions - j.joins; }` */
export type OrgJobRow = z.infer<typeof OrgJobRow>;

/**
 * `GET /org/recruiters/:recruiterId`: one recruiter's figures in the period, their candidates
 * added in the period by current status, and their assigned jobs with their candidates on each.
 *
 * @example
 * ```ts
 * RecruiterDetailResponse.parse(json).jobs;
 * ```
 */
export const RecruiterDetailResponse = z.object({
  status: SuccessStatus,
  ...period,
  recruiter: RecruiterFigures,
  by_status: StatusCounts,
  /** One page of the recruiter's assigned jobs (newest first). */
  jobs: z.array(OrgJobRow),
  /** How many jobs the recruiter is assigned to (every page). */
  jobs_total: count,
  jobs_page: z.number().int().positive(),
  jobs_page_size: z.number().int().positive(),
});
/** A recruiter's detail. @example `function n(r: RecruiterDetailResponse) { return r.jobs.length; }` */
export type RecruiterDetailResponse = z.infer<typeof RecruiterDetailResponse>;

/**
 * One week of a client's activity: candidates added on its jobs that week (Monday start, UTC)
 * and candidates on its jobs that first reached the offer stage that week.
 *
 * @example
 * ```ts
 * ActivityWeek.parse({ week_start: '2026-05-25', added: 7, offers: 1 });
 * ```
 */
export const ActivityWeek = z.object({ week_start: IsoDate, added: count, offers: count });
/** One week. @example `const w: ActivityWeek = detail.activity[0];` */
export type ActivityWeek = z.infer<typeof ActivityWeek>;

/**
 * A recruiter working on a client: assigned to some of its jobs, with their candidates there.
 *
 * @example
 * ```ts
 * ClientRecruiter.parse({ recruiter_id: 3, name: 'Asha', jobs: 2, candidates: 9 });
 * ```
 */
export const ClientRecruiter = z.object({
  recruiter_id: Id,
  name: z.string(),
  jobs: count,
  candidates: count,
});
/** A client's recruiter. @example `function n(r: ClientRecruiter) { return r.name; }` */
export type ClientRecruiter = z.infer<typeof ClientRecruiter>;

/** Weeks of activity a client detail answers (the last 12, oldest first). @example `clientActivityWeeks; // 12` */
export const clientActivityWeeks = 12;

/**
 * `GET /org/clients/:clientId`: the client with its §3 summary, its jobs with counts, its
 * candidates by status, the recruiters working on it and its weekly activity. A recruiter sees a
 * client only through the jobs assigned to them (else 404) and only their own candidates.
 *
 * @example
 * ```ts
 * ClientDetailResponse.parse(json).activity.length; // 12
 * ```
 */
export const ClientDetailResponse = z.object({
  status: SuccessStatus,
  client: ClientWithSummary,
  jobs: z.array(OrgJobRow),
  by_status: StatusCounts,
  recruiters: z.array(ClientRecruiter),
  activity: z.array(ActivityWeek),
});
/** A client's detail. @example `function n(c: ClientDetailResponse) { return c.jobs.length; }` */
export type ClientDetailResponse = z.infer<typeof ClientDetailResponse>;

/**
 * One manager with their team's figures. The team: recruiters with a weekly or monthly target
 * set by this manager (a recruiter targeted by two managers is in both teams). Jobs: jobs the
 * manager posted, by status.
 *
 * @example
 * ```ts
 * function size(m: ManagerFigures) { return m.team_size; }
 * ```
 */
export const ManagerFigures = z.object({
  manager_id: Id,
  name: z.string(),
  username: z.string(),
  is_active: z.boolean(),
  team_size: count,
  jobs_active: count,
  jobs_hold: count,
  jobs_closed: count,
  figures: PipelineFigures,
  weekly: TargetProgress.nullable(),
  monthly: TargetProgress.nullable(),
});
/** A manager's figures. @example `const m: ManagerFigures = answer.managers[0];` */
export type ManagerFigures = z.infer<typeof ManagerFigures>;

/**
 * `GET /org/managers` (leadership): every management account with their team's figures.
 *
 * @example
 * ```ts
 * ManagerFiguresResponse.parse(json).managers;
 * ```
 */
export const ManagerFiguresResponse = z.object({
  status: SuccessStatus,
  ...period,
  managers: z.array(ManagerFigures),
});
/** Managers' figures. @example `function n(r: ManagerFiguresResponse) { return r.managers.length; }` */
export type ManagerFiguresResponse = z.infer<typeof ManagerFiguresResponse>;
