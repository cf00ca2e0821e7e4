import { orgStageStatuses } from '@hrportal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * "Reached a stage in a period", the one definition the targets' progress, the analytics report
 * and the organisation figures count with (issues 18 and 21), over `candidate_status_events`
 * (migrations 0021 and 0023).
 *
 * An event is the candidate's **first reach** of a stage ({@link orgStageStatuses}) when its status
 * is one of the stage's and no earlier event of the candidate (by `at`, then `id`) is: each
 * candidate reaches each stage at most once, ever, so a period counts the first reaches that fall
 * in it — moving back and forth inside or across periods is never counted twice, and adjacent
 * periods add up to the longer one. The recruiter credited is the event's `owner_id` (the
 * candidate's owner when it got there). The "none earlier" probe reads
 * `candidate_status_events_candidate_idx (candidate_id, status, at)`.
 */
export type Stage = keyof typeof orgStageStatuses;
export const stages = Object.keys(orgStageStatuses) as Stage[];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The statuses of a stage as a SQL list, e.g. `e.status in (${stageStatuses('joins')})`. */
export const stageStatuses = (stage: Stage): SQL => list(orgStageStatuses[stage]);

/** Whether event `e` is its candidate's first reach of `stage`. */
export const firstReach = (stage: Stage): SQL =>
  sql`(e.status in (${stageStatuses(stage)}) and not exists (
      select 1 from candidate_status_events b
      where b.candidate_id = e.candidate_id and b.status in (${stageStatuses(stage)})
        and (b.at, b.id) < (e.at, e.id)))`;

/** `e.status` is in some stage: only such events can be a first reach (narrows the scan). */
export const reachesAnyStage: SQL = sql`e.status in (${list([
  ...new Set(Object.values(orgStageStatuses).flat()),
])})`;

/** One boolean column per stage, named after it, over the event alias `e`. */
export const firstReachColumns: SQL = sql.join(
  stages.map((stage) => sql`${firstReach(stage)} as ${sql.identifier(stage)}`),
  sql`, `,
);

/** One count per stage, named after it, over rows carrying {@link firstReachColumns}. */
export const firstReachCounts: SQL = sql.join(
  stages.map(
    (stage) =>
      sql`count(*) filter (where ${sql.identifier(stage)})::int as ${sql.identifier(stage)}`,
  ),
  sql`, `,
);

/** Counts of first reaches per stage, as numbers (0 when the row is missing). */
export type StageCounts = Record<Stage, number>;
export const stageCountsOf = (
  row: Partial<Record<Stage, number | null>> | undefined,
): StageCounts => Object.fromEntries(stages.map((s) => [s, Number(row?.[s] ?? 0)])) as StageCounts;

/** The instants `[start, end)` of a period on `e.at`. */
export const eventsIn = (start: string, end: string): SQL =>
  sql`e.at >= ${start}::timestamptz and e.at < ${end}::timestamptz`;

/** The stage columns by name (to carry {@link firstReachColumns} through a subquery). */
export const stageColumns: SQL = sql.join(
  stages.map((stage) => sql.identifier(stage)),
  sql`, `,
);
