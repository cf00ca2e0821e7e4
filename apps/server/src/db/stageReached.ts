import { orgStageStatuses } from '@hrportal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * "Reached a stage in a period", the one definition the targets' progress, the analytics report,
 * the organisation figures and the incentives count with (issues 18 and 21), over
 * `candidate_status_events` (migrations 0021 and 0024).
 *
 * An event is the candidate's **first reach** of a stage ({@link orgStageStatuses}) when its status
 * is one of the stage's and no earlier event of the candidate (by `at`, then `id`) is: each
 * candidate reaches each stage at most once, ever, so a period counts the first reaches that fall
 * in it — moving back and forth inside or across periods is never counted twice, and adjacent
 * periods add up to the longer one. The recruiter credited is the event's `owner_id` (the
 * candidate's owner when it got there).
 *
 * The status events trigger stores the answer when it writes an event: bit `2^i` of `reached` for
 * the i-th stage (migration 0024, from `candidate_stage_statuses`, which a test keeps equal to the
 * contract and whose bits it checks against the definition above after random writes). Counting is
 * then a range scan of `candidate_status_events_reached_idx` (or `_owner_at_idx` per recruiter).
 */
export type Stage = keyof typeof orgStageStatuses;
const stages = Object.keys(orgStageStatuses) as Stage[];

/** The bit of a stage in `candidate_status_events.reached`. */
const stageBit = (stage: Stage) => 1 << stages.indexOf(stage);

/** Whether event `e` is its candidate's first reach of `stage`. */
export const firstReach = (stage: Stage): SQL =>
  sql`(e.reached & ${sql.raw(String(stageBit(stage)))}) <> 0`;

/** Event `e` first reaches some stage (the partial index's condition). */
export const reachesAnyStage: SQL = sql`e.reached <> 0`;

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

/**
 * One count per stage, named after it, over first-reach roll-up rows `e` (`reached` bits, `n`
 * events: migration 0026's `candidate_reach_*_counts`).
 */
export const firstReachSums: SQL = sql.join(
  stages.map(
    (stage) =>
      sql`coalesce(sum(e.n) filter (where ${firstReach(stage)}), 0)::int as ${sql.identifier(stage)}`,
  ),
  sql`, `,
);

/** Counts of first reaches per stage, as numbers (0 when the row is missing). */
export const stageCountsOf = (row: Partial<Record<Stage, number | null>> | undefined) =>
  Object.fromEntries(stages.map((s) => [s, Number(row?.[s] ?? 0)])) as Record<Stage, number>;

/** The instants `[start, end)` of a period on `e.at`. */
export const eventsIn = (start: string, end: string): SQL =>
  sql`e.at >= ${start}::timestamptz and e.at < ${end}::timestamptz`;

/** The stage columns by name (to carry {@link firstReachColumns} through a subquery). */
export const stageColumns: SQL = sql.join(
  stages.map((stage) => sql.identifier(stage)),
  sql`, `,
);

/** Two rows' counts per stage added up. */
export const addStageCounts = (
  a: Partial<Record<Stage, number | null>>,
  b: Partial<Record<Stage, number | null>>,
) =>
  Object.fromEntries(stages.map((s) => [s, Number(a[s] ?? 0) + Number(b[s] ?? 0)])) as Record<
    Stage,
    number
  >;
