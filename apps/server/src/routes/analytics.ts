import {
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsScope,
  type BreakdownRow,
  candidateStatuses,
  endpoints,
  type StatusCounts,
  type TargetAttainment,
  type VendorRollup,
} from '@hrportal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import { type Executor, queryRows } from '../db/database';
import {
  addStageCounts,
  eventsIn,
  firstReach,
  firstReachColumns,
  firstReachCounts,
  firstReachSums,
  reachesAnyStage,
  type Stage,
  stageColumns,
  stageCountsOf,
} from '../db/stageReached';
import { forbidden } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The first day of the month after `day`'s (`YYYY-MM-DD`). */
const nextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return isoDay(Date.UTC(y, m, 1));
};

/** A resolved report period: inclusive days, their instants `[start, end)`, the one before. */
export interface AnalyticsPeriod {
  from: string;
  to: string;
  start: string;
  end: string;
  previousFrom: string;
  previousTo: string;
  previousStart: string;
  granularity: 'week' | 'month';
}

/**
 * The period of a query on `now`'s UTC day: a preset (default `30d`) or the custom range; the
 * previous period is as many days just before. Trend buckets are weeks up to 92 days, else months.
 */
export function analyticsPeriod(
  query: Pick<AnalyticsQuery, 'preset' | 'from' | 'to' | 'granularity'>,
  now: Date,
): AnalyticsPeriod {
  const today = isoDay(now.getTime());
  let from: string;
  let to = today;
  if (query.from && query.to) {
    from = query.from;
    to = query.to;
  } else {
    const preset = query.preset ?? '30d';
    if (preset === 'this_month') from = `${today.slice(0, 7)}-01`;
    else if (preset === 'last_month') {
      const firstThis = dayMs(`${today.slice(0, 7)}-01`);
      to = isoDay(firstThis - DAY);
      from = `${to.slice(0, 7)}-01`;
    } else from = isoDay(dayMs(today) - (Number.parseInt(preset, 10) - 1) * DAY);
  }
  const length = Math.round((dayMs(to) - dayMs(from)) / DAY) + 1;
  const previousTo = isoDay(dayMs(from) - DAY);
  const previousFrom = isoDay(dayMs(from) - length * DAY);
  return {
    from,
    to,
    start: `${from}T00:00:00.000Z`,
    end: new Date(dayMs(to) + DAY).toISOString(),
    previousFrom,
    previousTo,
    previousStart: `${previousFrom}T00:00:00.000Z`,
    granularity: query.granularity ?? (length <= 92 ? 'week' : 'month'),
  };
}

/** Scopes each user type may ask for, the first its default. */
const allowedScopes: Record<SessionUser['userType'], readonly AnalyticsScope[]> = {
  recruiter: ['own'],
  management: ['team', 'own'],
  leadership: ['organisation', 'team', 'own'],
};

/** The caller's scope: the asked one when the role has it (else 403), or the role's default. */
function analyticsScope(user: SessionUser, asked: AnalyticsScope | undefined) {
  const allowed = allowedScopes[user.userType] ?? ['own'];
  if (asked !== undefined && !allowed.includes(asked)) throw forbidden();
  return asked ?? (allowed[0] as AnalyticsScope);
}

/**
 * The condition on a recruiter id column for a scope: own = the caller, team = the recruiters the
 * caller set a weekly or monthly target for (the team of `/org/managers`), organisation = all.
 */
export function scopeCondition(scope: AnalyticsScope, userId: number, column: SQL): SQL {
  if (scope === 'own') return sql`${column} = ${userId}`;
  if (scope === 'team') {
    return sql`${column} = any(array(select recruiter_id from weekly_targets where manager_id = ${userId}
      union select recruiter_id from monthly_targets where manager_id = ${userId}))`;
  }
  return sql`true`;
}

/**
 * How the period's candidates (by status) and their stages first reached are counted: `rollups`
 * (what the route runs, on both drivers) reads their whole days and months from the roll-up
 * tables and only the partial months at the period's edges from the rows: the organisation's
 * from migration 0026's ({@link countsFromRollups}, {@link reachedFromRollups}), a team's or
 * recruiter's from those keyed by recruiter (migration 0027, {@link ownerCountsFromRollups},
 * {@link ownerReachedFromRollups}); `split` (what PostgreSQL ran before h21-team) sends one plain
 * GROUP BY per set ({@link countSets}, {@link reachSets}) at once, so both cores work; `sets`
 * (what PGlite ran before the roll-ups: it runs statements one after another) one statement of
 * those grouping sets each; `truncated` (the earlier statements, kept as the reference a test
 * compares with) groups by a set per breakdown and computes every row's bucket with `date_trunc`.
 */
export type CountsStatement = 'rollups' | 'split' | 'sets' | 'truncated';

/**
 * What the route runs, on either driver (the benchmark's floor runs the same): the roll-ups.
 * On PostgreSQL they replaced `split` too (paired on one 100,000-candidate seed, 30 rounds, load
 * 10–13: the year 326 → 115 ms p50 for the organisation, 165 → 84 for a team; 30 days level):
 * the triggers keep them on both drivers anyway (apps/server CONTEXT.md, h21-team).
 */
export const routeCountsStatement: CountsStatement = 'rollups';

/** `{a,b,…}`: a PostgreSQL array literal of values holding no comma, quote, brace or space. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

/** The count rows' columns beside status, in the order of their `grouping()` bits (high first). */
const countColumns = ['bucket', 'user_id', 'client', 'source', 'vendor_id'] as const;
type CountColumn = (typeof countColumns)[number];

/**
 * What the period's candidates are counted by beside status: trend buckets and recruiters, clients
 * (as stored), sources (as stored) and vendors. Three sets, not one per breakdown: each set is a
 * hash lookup per candidate (~14 ms at 100,000), and these keep few groups (~2,200, ~360 and
 * ~160 in the seed) that the route adds up per breakdown.
 */
const countSets: readonly (readonly CountColumn[])[] = [
  ['bucket', 'user_id'],
  ['client'],
  ['source', 'vendor_id'],
];

/**
 * The sets {@link countsFromRollups} answers: each roll-up's own (trend buckets from the day
 * roll-up; recruiters, clients, source × vendor from the month roll-ups and the edges).
 */
const rollupSets: readonly (readonly CountColumn[])[] = [
  ['bucket'],
  ['user_id'],
  ['client'],
  ['source', 'vendor_id'],
];

/**
 * The sets {@link ownerCountsFromRollups} answers for a team or one recruiter: the per-recruiter
 * roll-ups of migration 0027 keep a client's and a source's total and a vendor's per status, so
 * source and vendor are sets of their own. Only the bucket and vendor sets carry statuses (the
 * breakdowns by recruiter, client and source show totals); the others' `status` is null.
 */
const ownerRollupSets: readonly (readonly CountColumn[])[] = [
  ['bucket'],
  ['user_id'],
  ['client'],
  ['source'],
  ['vendor_id'],
];

/** The stages-reached rows' columns, in the order of their `grouping()` bits (high first). */
const reachColumns = ['bucket', 'user_id', 'client', 'source'] as const;
type ReachColumn = (typeof reachColumns)[number];

/**
 * What the period's first reaches are counted by: trend buckets and recruiters, clients and
 * sources (as stored); the funnel's totals are the buckets' sum.
 */
const reachSets: readonly (readonly ReachColumn[])[] = [
  ['bucket', 'user_id'],
  ['client', 'source'],
];

/** The sets {@link reachedFromRollups} answers (each roll-up's own). */
const reachRollupSets: readonly (readonly ReachColumn[])[] = [
  ['bucket'],
  ['user_id'],
  ['client', 'source'],
];

/** The sets {@link ownerReachedFromRollups} answers (client and source apart, as its roll-ups). */
const ownerReachRollupSets: readonly (readonly ReachColumn[])[] = [
  ['bucket'],
  ['user_id'],
  ['client'],
  ['source'],
];

/** `grouping(columns…)` of a set: 1 bits for the columns not in it, the first column highest. */
const groupingOf = (columns: readonly string[], set: readonly string[]) =>
  columns.reduce(
    (g, column, i) => (set.includes(column) ? g : g | (1 << (columns.length - 1 - i))),
    0,
  );

/** What {@link groupedByRange} groups: a table's rows of the period in scope. */
interface RangeSource {
  /** The `from` item, aliased. */
  from: SQL;
  /** Its instant column, that the period and the trend buckets are ranges of. */
  at: string;
  /** Its condition beside the period (the scope). */
  where: SQL;
  /** Grouped by in every set (may be none). */
  always: readonly string[];
  /** The groupable columns but the bucket: name, expression, SQL type (for the null it is when not grouped). */
  columns: readonly (readonly [string, string, 'text' | 'int'])[];
  /** The aggregates selected. */
  aggregates: SQL;
}

/**
 * `source`'s rows of the period grouped by `sets` of its columns and `bucket` (the trend bucket);
 * `g` says which set a row is of (as `grouping()` would), the other columns are null. One set per
 * statement is a plain GROUP BY; several are grouping sets of one scan. The bucket is an instant
 * range (clipped to the period) joined to the rows: one index range scan per bucket, and a bucket
 * is a column of ~a dozen values, so every set is hashed. With the bucket computed per row
 * (`date_trunc`) the planner could not tell how many buckets there are and sorted the whole period
 * for it (an on-disk sort at 365 days).
 */
function groupedByRange(
  p: AnalyticsPeriod,
  source: RangeSource,
  sets: readonly (readonly string[])[],
): SQL {
  const expression = new Map<string, string>([
    ['bucket', 'b.bucket'],
    ...source.columns.map(([name, column]) => [name, column] as const),
  ]);
  const names = ['bucket', ...source.columns.map(([name]) => name)];
  const type = (name: string) => source.columns.find(([n]) => n === name)?.[2] ?? 'text';
  const grouped = new Set(sets.flat());
  const selected = names.map((name) =>
    sql.raw(
      grouped.has(name) ? `${expression.get(name)} as ${name}` : `null::${type(name)} as ${name}`,
    ),
  );
  const keys = (set: readonly string[]) =>
    sql.raw([...source.always, ...set.map((name) => expression.get(name))].join(', '));
  const only = sets.length === 1 ? sets[0] : undefined;
  const g = only
    ? sql.raw(String(groupingOf(names, only)))
    : sql.raw(`grouping(${names.map((name) => expression.get(name)).join(', ')})::int`);
  const at = sql.raw(source.at);
  let from = source.from;
  if (grouped.has('bucket')) {
    const list = buckets(p);
    const startMs = dayMs(p.from);
    const endMs = dayMs(p.to) + DAY;
    const iso = (ms: number) => new Date(ms).toISOString();
    const lows = list.map((key) => iso(Math.max(dayMs(key), startMs)));
    const highs = list.map((_, i) =>
      iso(i + 1 < list.length ? dayMs(list[i + 1] as string) : endMs),
    );
    from = sql`unnest(${arrayLiteral(lows)}::timestamptz[], ${arrayLiteral(highs)}::timestamptz[],
        ${arrayLiteral(list)}::text[]) as b(lo, hi, bucket)
      join ${source.from} on ${at} >= b.lo and ${at} < b.hi`;
  }
  return sql`select ${sql.join([...source.always.map((name) => sql.raw(name)), ...selected], sql`, `)},
      ${g} as g, ${source.aggregates}
    from ${from}
    where ${at} >= ${p.start}::timestamptz and ${at} < ${p.end}::timestamptz and ${source.where}
    group by ${
      only
        ? keys(only)
        : sql`grouping sets (${sql.join(
            sets.map((set) => sql`(${keys(set)})`),
            sql`, `,
          )})`
    }`;
}

/**
 * The counts with each candidate's bucket, client and source computed per row, a set per breakdown:
 * the statement before the bucket ranges, less its all-statuses set (the route sums the buckets).
 */
function countsByTruncation(p: AnalyticsPeriod, inScope: (column: string) => SQL): SQL {
  return sql`select s.status, to_char(s.bucket, 'YYYY-MM-DD') as bucket, s.user_id, s.client,
      s.source, s.vendor_id, grouping(s.bucket, s.user_id, s.client, s.source, s.vendor_id)::int as g,
      count(*)::int as n
    from (
      select c.status, c.user_id, c.vendor_id,
        coalesce(nullif(trim(c.client), ''), 'No client') as client,
        coalesce(nullif(trim(c.source), ''), 'Not recorded') as source,
        date_trunc(${p.granularity}, c.date_created at time zone 'UTC') as bucket
      from candidates c
      where c.date_created >= ${p.start}::timestamptz and c.date_created < ${p.end}::timestamptz
        and ${inScope('c.user_id')}
    ) s
    group by grouping sets ((s.status, s.bucket), (s.status, s.user_id), (s.status, s.client),
      (s.status, s.source), (s.status, s.vendor_id))`;
}

/**
 * How a period is read from the roll-ups: its days (`inPeriod`) and their trend bucket (`bucket`)
 * for the day roll-ups; its whole months `[first, last)`, if any, for the month roll-ups
 * (`inMonths`); the days outside them (`edges`: before `first` and from `last`, the period cut at
 * the month it crosses when it holds no whole month) as instant ranges of the rows themselves,
 * each within one month (its first day beside it: the edge's bucket when buckets are months).
 */
function rollupRanges(p: AnalyticsPeriod) {
  const end = isoDay(dayMs(p.to) + DAY);
  const first = p.from.endsWith('-01') ? p.from : nextMonth(p.from);
  const last = `${end.slice(0, 7)}-01`;
  const months = first < last;
  const days = [
    [p.from, isoDay(Math.min(dayMs(first), dayMs(end)))],
    [isoDay(Math.max(dayMs(last), dayMs(first))), end],
  ] as const;
  const instant = (day: string) => `${day}T00:00:00.000Z`;
  return {
    // A day's bucket key: the Monday or first of the month of its week or month (`buckets`). The
    // day rows are few (~12 a day), so computed per row; a join to the buckets' ranges was
    // planned as a nested loop over the whole table (69 ms on PGlite at 90 days).
    bucket: (alias: string) =>
      sql`to_char(date_trunc(${p.granularity}, ${sql.raw(alias)}.day::timestamp), 'YYYY-MM-DD')`,
    inPeriod: (alias: string) =>
      sql.raw(
        `${alias}.day >= '${p.from}'::date and ${alias}.day < '${end}'::date and ${alias}.n <> 0`,
      ),
    months,
    inMonths: (alias: string) =>
      sql.raw(
        `${alias}.month >= '${first}'::date and ${alias}.month < '${last}'::date and ${alias}.n <> 0`,
      ),
    edges: days
      .filter(([from, to]) => from < to)
      .map(([from, to]) => [instant(from), instant(to), `${from.slice(0, 7)}-01`] as const),
  };
}

/**
 * The organisation's candidates of the period by status and {@link rollupSets}, as the rows of
 * `countSets` would add up to (`g` as `grouping()` of {@link countColumns}), from the roll-ups of
 * migration 0026 (`candidate_*_counts`, kept exact by the candidates' triggers): trend buckets
 * from the day × status roll-up (a period is whole UTC days, so no edge), recruiters, clients and
 * source × vendor from the month roll-ups for the period's whole months, and from `candidates`
 * for the days before its first whole month and after its last (the period itself when it holds
 * no whole month). A year's roll-up rows are a few thousand, against ~100,000 candidates hashed
 * three ways. Rows of 0 (keys whose candidates all left) are skipped; the roll-ups store an absent
 * owner or vendor as 0, read back as null (a client or source as '', which `breakdownKey` names as
 * it names null).
 */
function countsFromRollups(p: AnalyticsPeriod): SQL {
  const g = (set: readonly CountColumn[]) => sql.raw(String(groupingOf(countColumns, set)));
  const r = rollupRanges(p);
  const parts: SQL[] = [
    sql`select d.status, ${r.bucket('d')} as bucket, null::int as user_id, null::text as client,
        null::text as source, null::int as vendor_id, ${g(['bucket'])} as g, sum(d.n)::int as n
      from candidate_day_counts d where ${r.inPeriod('d')}
      group by 1, 2`,
  ];
  if (r.months) {
    const inMonths = r.inMonths;
    parts.push(
      sql`select o.status, null, nullif(o.user_id, 0), null, null, null, ${g(['user_id'])},
          sum(o.n)::int
        from candidate_month_owner_counts o where ${inMonths('o')} group by o.status, o.user_id`,
      sql`select k.status, null, null, k.client, null, null, ${g(['client'])}, sum(k.n)::int
        from candidate_month_client_counts k where ${inMonths('k')} group by k.status, k.client`,
      sql`select s.status, null, null, null, s.source, nullif(s.vendor_id, 0),
          ${g(['source', 'vendor_id'])}, sum(s.n)::int
        from candidate_month_source_counts s where ${inMonths('s')}
        group by s.status, s.source, s.vendor_id`,
    );
  }
  if (r.edges.length > 0) {
    // The bucket is never grouped here: its bit (the highest of five) is always set.
    const bucketBit = sql.raw(String(1 << (countColumns.length - 1)));
    parts.push(
      sql`select c.status, null, c.user_id, c.client, c.source, c.vendor_id,
          (${bucketBit} | grouping(c.user_id, c.client, c.source, c.vendor_id))::int, count(*)::int
        from (${sql.join(
          r.edges.map(
            ([from, to]) => sql`select c.status, c.user_id, c.client, c.source, c.vendor_id
              from candidates c
              where c.date_created >= ${from}::timestamptz and c.date_created < ${to}::timestamptz`,
          ),
          sql` union all `,
        )}) c
        group by grouping sets ((c.status, c.user_id), (c.status, c.client),
          (c.status, c.source, c.vendor_id))`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * The organisation's first reaches of the period by {@link reachRollupSets}, as
 * {@link countsFromRollups} counts its candidates: buckets from the day × `reached` roll-up,
 * recruiters and client × source from the month roll-ups and, for the edge days, from the events
 * that reach a stage (`candidate_status_events_reached_idx`). Each stage's count is the sum of
 * the rows whose `reached` bits hold it ({@link firstReachSums}).
 */
function reachedFromRollups(p: AnalyticsPeriod): SQL {
  const g = (set: readonly ReachColumn[]) => sql.raw(String(groupingOf(reachColumns, set)));
  const r = rollupRanges(p);
  const parts: SQL[] = [
    sql`select ${r.bucket('e')} as bucket, null::int as user_id, null::text as client,
        null::text as source, ${g(['bucket'])} as g, ${firstReachSums}
      from candidate_reach_day_counts e where ${r.inPeriod('e')}
      group by 1`,
  ];
  if (r.months) {
    parts.push(
      sql`select null, nullif(e.owner_id, 0), null, null, ${g(['user_id'])}, ${firstReachSums}
        from candidate_reach_month_owner_counts e where ${r.inMonths('e')} group by e.owner_id`,
      sql`select null, null, e.client, e.source, ${g(['client', 'source'])}, ${firstReachSums}
        from candidate_reach_month_client_counts e where ${r.inMonths('e')}
        group by e.client, e.source`,
    );
  }
  if (r.edges.length > 0) {
    // The bucket is never grouped here: its bit (the highest of four) is always set.
    const bucketBit = sql.raw(String(1 << (reachColumns.length - 1)));
    parts.push(
      sql`select null, e.owner_id, e.client, e.source,
          (${bucketBit} | grouping(e.owner_id, e.client, e.source))::int, ${firstReachCounts}
        from (${sql.join(
          r.edges.map(
            ([from, to]) => sql`select ${firstReachColumns}, e.owner_id, e.client, e.source
              from candidate_status_events e where ${eventsIn(from, to)} and ${reachesAnyStage}`,
          ),
          sql` union all `,
        )}) e
        group by grouping sets ((e.owner_id), (e.client, e.source))`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * A team's or one recruiter's candidates of the period by status and {@link ownerRollupSets}, as
 * {@link countsFromRollups} counts the organisation's, from the roll-ups keyed by recruiter:
 * recruiters (and month buckets) from `candidate_month_owner_counts`, clients, sources and
 * vendors from migration 0027's `candidate_owner_month_*_counts`, each filtered by `inScope` on
 * its owner, for the period's whole months, and from the scope's `candidates` for the edge days.
 * Week buckets do not fall on months: `weekBuckets` counts them from the rows (one set).
 */
function ownerCountsFromRollups(
  p: AnalyticsPeriod,
  inScope: (column: string) => SQL,
  weekBuckets: SQL,
): SQL {
  const g = (set: readonly CountColumn[]) => sql.raw(String(groupingOf(countColumns, set)));
  const r = rollupRanges(p);
  const byMonth = p.granularity === 'month';
  const whole = (alias: string) => sql`${r.inMonths(alias)} and ${inScope(`${alias}.user_id`)}`;
  // Every part names its columns (the first part names the union's) and casts its nulls (a union
  // of untyped nulls is text, which an int does not match).
  const parts: SQL[] = byMonth ? [] : [weekBuckets];
  if (r.months) {
    if (byMonth) {
      parts.push(
        sql`select o.status, to_char(o.month, 'YYYY-MM-DD') as bucket, null::int as user_id,
            null::text as client, null::text as source, null::int as vendor_id, ${g(['bucket'])} as g,
            sum(o.n)::int as n
          from candidate_month_owner_counts o where ${whole('o')} group by o.status, o.month`,
      );
    }
    parts.push(
      sql`select null::text as status, null::text as bucket, o.user_id, null::text as client,
          null::text as source, null::int as vendor_id, ${g(['user_id'])} as g, sum(o.n)::int as n
        from candidate_month_owner_counts o where ${whole('o')} group by o.user_id`,
      sql`select null::text, null::text, null::int, k.client, null::text, null::int, ${g(['client'])},
          sum(k.n)::int
        from candidate_owner_month_client_counts k where ${whole('k')} group by k.client`,
      sql`select null::text, null::text, null::int, null::text, s.source, null::int, ${g(['source'])},
          sum(s.n)::int
        from candidate_owner_month_source_counts s where ${whole('s')} group by s.source`,
      sql`select v.status, null::text, null::int, null::text, null::text, v.vendor_id,
          ${g(['vendor_id'])}, sum(v.n)::int
        from candidate_owner_month_vendor_counts v where ${whole('v')} and v.vendor_id <> 0
        group by v.status, v.vendor_id`,
    );
  }
  if (r.edges.length > 0) {
    // Each edge lies in one month, its bucket when buckets are months (else the bucket's bit,
    // the highest of five, is set: week buckets are counted apart).
    const bucket = byMonth ? sql`c.bucket` : sql`null::text`;
    const grouping = byMonth
      ? sql`grouping(c.bucket, c.user_id, c.client, c.source, c.vendor_id)`
      : sql`${sql.raw(String(1 << (countColumns.length - 1)))} | grouping(c.user_id, c.client, c.source, c.vendor_id)`;
    parts.push(
      sql`select c.status, ${bucket} as bucket, c.user_id, c.client, c.source, c.vendor_id,
          (${grouping})::int as g, count(*)::int as n
        from (${sql.join(
          r.edges.map(
            ([from, to, month]) => sql`select c.status, c.user_id, c.client, c.source, c.vendor_id,
                ${month}::text as bucket
              from candidates c
              where c.date_created >= ${from}::timestamptz and c.date_created < ${to}::timestamptz
                and ${inScope('c.user_id')}`,
          ),
          sql` union all `,
        )}) c
        group by grouping sets (${byMonth ? sql`(c.status, c.bucket), ` : sql``}(c.user_id),
          (c.client), (c.source), (c.status, c.vendor_id))`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * A team's or one recruiter's first reaches of the period by {@link ownerReachRollupSets}, as
 * {@link ownerCountsFromRollups} counts its candidates: recruiters (and month buckets) from
 * `candidate_reach_month_owner_counts`, clients and sources from migration 0027's
 * `candidate_reach_owner_month_*_counts`, the edge days from the scope's events that reach a
 * stage; week buckets from the events (`weekBuckets`).
 */
function ownerReachedFromRollups(
  p: AnalyticsPeriod,
  inScope: (column: string) => SQL,
  weekBuckets: SQL,
): SQL {
  const g = (set: readonly ReachColumn[]) => sql.raw(String(groupingOf(reachColumns, set)));
  const r = rollupRanges(p);
  const byMonth = p.granularity === 'month';
  const whole = (alias: string) => sql`${r.inMonths(alias)} and ${inScope(`${alias}.owner_id`)}`;
  const parts: SQL[] = byMonth ? [] : [weekBuckets];
  if (r.months) {
    if (byMonth) {
      parts.push(
        sql`select to_char(e.month, 'YYYY-MM-DD') as bucket, null::int as user_id, null::text as client,
            null::text as source, ${g(['bucket'])} as g, ${firstReachSums}
          from candidate_reach_month_owner_counts e where ${whole('e')} group by e.month`,
      );
    }
    parts.push(
      sql`select null::text as bucket, e.owner_id as user_id, null::text as client, null::text as source,
          ${g(['user_id'])} as g, ${firstReachSums}
        from candidate_reach_month_owner_counts e where ${whole('e')} group by e.owner_id`,
      sql`select null::text, null::int, e.client, null::text, ${g(['client'])}, ${firstReachSums}
        from candidate_reach_owner_month_client_counts e where ${whole('e')} group by e.client`,
      sql`select null::text, null::int, null::text, e.source, ${g(['source'])}, ${firstReachSums}
        from candidate_reach_owner_month_source_counts e where ${whole('e')} group by e.source`,
    );
  }
  if (r.edges.length > 0) {
    const bucket = byMonth ? sql`e.bucket` : sql`null::text`;
    const grouping = byMonth
      ? sql`grouping(e.bucket, e.owner_id, e.client, e.source)`
      : sql`${sql.raw(String(1 << (reachColumns.length - 1)))} | grouping(e.owner_id, e.client, e.source)`;
    parts.push(
      sql`select ${bucket} as bucket, e.owner_id as user_id, e.client, e.source, (${grouping})::int as g,
          ${firstReachCounts}
        from (${sql.join(
          r.edges.map(
            ([from, to, month]) => sql`select ${firstReachColumns}, e.owner_id, e.client, e.source,
                ${month}::text as bucket
              from candidate_status_events e
              where ${eventsIn(from, to)} and ${reachesAnyStage} and ${inScope('e.owner_id')}`,
          ),
          sql` union all `,
        )}) e
        group by grouping sets (${byMonth ? sql`(e.bucket), ` : sql``}(e.owner_id), (e.client),
          (e.source))`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/** `column` within the period's instants `[start, end)`. */
const inPeriodOf = (p: AnalyticsPeriod, column: string) =>
  sql`${sql.raw(column)} >= ${p.start}::timestamptz and ${sql.raw(column)} < ${p.end}::timestamptz`;

/** A review's counts of the period (over `pr`): assigned, approved, rejected, still pending. */
const reviewCounts = (p: AnalyticsPeriod) =>
  sql`count(*) filter (where ${inPeriodOf(p, 'pr.created_at')})::int as assigned,
    count(*) filter (where ${inPeriodOf(p, 'pr.decided_at')} and pr.status = 'PR-Approved')::int as approved,
    count(*) filter (where ${inPeriodOf(p, 'pr.decided_at')} and pr.status = 'PR-Rejected')::int as rejected,
    count(*) filter (where ${inPeriodOf(p, 'pr.created_at')} and pr.status = 'PR-Pending')::int as pending`;

/** Median hours from assignment to decision of the reviews (`pr`) decided in the period. */
const reviewMedianHours = (p: AnalyticsPeriod) =>
  sql`(percentile_cont(0.5) within group (order by extract(epoch from pr.decided_at - pr.created_at))
    filter (where ${inPeriodOf(p, 'pr.decided_at')}))::float8 / 3600`;

/**
 * Median hours from assignment to decision of the reviews (`pr`) decided in the period, as
 * {@link reviewMedianHours} computes it, bit for bit, from one sort of the intervals themselves
 * (a numeric `extract(epoch …)` per review and its sort were most of the statement on PGlite):
 * `percentile_cont` takes the values at rows ⌊m⌋ and ⌈m⌉ (m = 1 + (n − 1) / 2) and returns
 * `lo + (hi − lo) × (m − ⌊m⌋)` in float8; `percentile_disc(f)` is row ⌈f·n⌉, so 0.5 is the lower
 * (or only) middle and 0.5 + 10⁻⁹ the upper (exact up to n = 5·10⁸). Both are the same intervals'
 * epochs as float8; intervals of timestamptz differences order as their epochs (no months).
 */
const reviewMedianFromIntervals = sql`(select m.lo + (m.hi - m.lo) * 0.5 from (
      select extract(epoch from t.middle[1])::float8 as lo, extract(epoch from t.middle[2])::float8 as hi
    ) m) / 3600`;

/**
 * Reviews of the scope's candidates assigned or decided in the period, per reviewer (counts) and
 * in all (counts and the median hours, the only median the report shows): the reviewers' rows
 * hashed and the users joined to those few rows; the median from one sort of the decided
 * reviews' intervals ({@link reviewMedianFromIntervals}). Every review has its candidate (not
 * null, a cascading key) and its reviewer (likewise): the organisation's are read without the
 * join to candidates; a team's or recruiter's are those whose candidate's id is among the scope's
 * candidates (a hash of their ids from the owner index, not a probe per review).
 */
function reviews(p: AnalyticsPeriod, scope: AnalyticsScope, inScope: (column: string) => SQL): SQL {
  const inPeriod = sql`((${inPeriodOf(p, 'pr.created_at')}) or (${inPeriodOf(p, 'pr.decided_at')}))`;
  // A team's or recruiter's reviews are selected once (its candidates' ids hashed once), then
  // read by both branches; the organisation's are read twice (cheaper than a CTE's tuplestore).
  const scoped =
    scope === 'organisation'
      ? { with: sql``, from: sql`peer_reviews pr where ${inPeriod}` }
      : {
          with: sql`with pr as materialized (
              select pr.reviewer_id, pr.status, pr.created_at, pr.decided_at from peer_reviews pr
              where ${inPeriod}
                and pr.candidate_id in (select c.id from candidates c where ${inScope('c.user_id')}))
            `,
          from: sql`pr`,
        };
  return sql`${scoped.with}select r.reviewer_id, u.name, lower(u.name) as sort_name, r.assigned,
      r.approved, r.rejected, r.pending, null::float8 as median_hours
    from (select pr.reviewer_id, ${reviewCounts(p)} from ${scoped.from} group by pr.reviewer_id) r
    join users u on u.id = r.reviewer_id
    union all
    select null, null, null, t.assigned, t.approved, t.rejected, t.pending,
      ${reviewMedianFromIntervals}
    from (
      select ${reviewCounts(p)},
        percentile_disc(array[0.5, 0.500000001]) within group (order by pr.decided_at - pr.created_at)
          filter (where ${inPeriodOf(p, 'pr.decided_at')}) as middle
      from ${scoped.from}
    ) t
    order by sort_name, reviewer_id`;
}

/**
 * The reviews statement before h21-stmts (the reference `truncated` keeps): grouping sets of
 * reviewer and all, each reviewer's median sorted too (unused), the users joined to every review.
 */
function reviewsByGroupingSets(
  p: AnalyticsPeriod,
  scope: AnalyticsScope,
  inScope: (column: string) => SQL,
): SQL {
  return sql`select pr.reviewer_id, min(u.name) as name, ${reviewCounts(p)}, ${reviewMedianHours(p)} as median_hours
    from peer_reviews pr
    join users u on u.id = pr.reviewer_id
    where ((${inPeriodOf(p, 'pr.created_at')}) or (${inPeriodOf(p, 'pr.decided_at')}))
      ${scope === 'organisation' ? sql`` : sql`and exists (select 1 from candidates c where c.id = pr.candidate_id and ${inScope('c.user_id')})`}
    group by grouping sets ((pr.reviewer_id), ())
    order by min(lower(u.name)), pr.reviewer_id`;
}

/**
 * Time to fill's average days: the exact (numeric) mean of the seconds, made float8 once. A
 * float8 `avg` of the days summed them in the plan's row order, so two plans of the same rows
 * could differ in the last digit (h21-team saw it; h21-stmts' plan did).
 */
const fillAverage = sql`(avg(t.s) / 86400)::float8`;

/** Time to fill's days from each filled job's creation to `f.filled_at`, over `filled` (`f`). */
const fillDays = (filled: SQL): SQL =>
  sql`select count(*)::int as jobs, ${fillAverage} as average_days,
      percentile_cont(0.5) within group (order by t.s::float8 / 86400)::float8 as median_days
    from (
      select greatest(extract(epoch from f.filled_at - j.date_created), 0) as s
      from (${filled}) f join jobs j on j.id = f.job_id
    ) t`;

/**
 * Jobs whose first join of the scope (its candidates' first reaches of the join stage) is in the
 * period, and the days from each job's creation to it: every first join before the period's end
 * by job, kept where the job's first is in the period — one range of
 * candidate_status_events_job_joined_idx (the first joins only, migration 0027: its predicate is
 * these conditions as written, not `reached <> 0`), no second look for the jobs filled before.
 */
function timeToFill(p: AnalyticsPeriod, inScope: (column: string) => SQL): SQL {
  return fillDays(sql`select e.job_id, min(e.at) as filled_at from candidate_status_events e
    where e.at < ${p.end}::timestamptz and ${firstReach('joins')} and e.job_id is not null
      and ${inScope('e.owner_id')}
    group by e.job_id
    having min(e.at) >= ${p.start}::timestamptz`);
}

/**
 * Time to fill before h21-stmts (the reference `truncated` keeps, but for {@link fillAverage}), and
 * the route's for periods under 31 days: the period's first joins by job, less the jobs with one
 * before (an anti join that read every earlier first join again at 365 days).
 */
function timeToFillByAntiJoin(p: AnalyticsPeriod, inScope: (column: string) => SQL): SQL {
  return fillDays(sql`select f.job_id, f.filled_at from (
      select e.job_id, min(e.at) as filled_at from candidate_status_events e
      where ${eventsIn(p.start, p.end)} and ${firstReach('joins')} and e.job_id is not null
        and ${inScope('e.owner_id')}
      group by e.job_id
    ) f
    where not exists (
      select 1 from candidate_status_events e
      where e.job_id = f.job_id and e.at < ${p.start}::timestamptz and ${firstReach('joins')}
        and ${inScope('e.owner_id')})`);
}

/**
 * The report's SQL, one statement per section (the route runs them at once; the benchmark runs
 * the same statements through the bare driver as its floor).
 */
export function analyticsStatements(
  p: AnalyticsPeriod,
  scope: AnalyticsScope,
  userId: number,
  counts: CountsStatement = 'split',
) {
  const inScope = (column: string) => scopeCondition(scope, userId, sql.raw(column));
  /** Events of `[start, end)` in scope that may be a first reach, with {@link firstReachColumns}. */
  const reachedIn = (start: string, end: string) =>
    sql`select ${firstReachColumns}, e.owner_id, e.at, e.job_id, e.client, e.source
      from candidate_status_events e
      where ${eventsIn(start, end)} and ${reachesAnyStage} and ${inScope('e.owner_id')}`;
  return {
    // The period's candidates by status and `countSets`, and their stages first reached
    // (`db/stageReached.ts`, as the targets and organisation figures count) by `reachSets`: the
    // recruiter credited, client and source are the candidate's, carried on its events, so the
    // events are read alone (an index-only range scan of candidate_status_events_reached_idx per
    // bucket). Client and source are grouped as stored and named by `breakdownKey` in the route.
    // Split, one statement per set, run at once with the others (PostgreSQL); else one statement
    // of grouping sets each (PGlite runs statements one after another); `truncated` is the
    // earlier pair (per-row buckets, a set per breakdown) that a test compares with.
    ...(() => {
      if (counts === 'truncated') {
        return {
          counts: [countsByTruncation(p, inScope)],
          reached: [
            sql`select to_char(s.bucket, 'YYYY-MM-DD') as bucket, s.user_id, s.client, s.source,
                grouping(s.bucket, s.user_id, s.client, s.source)::int as g, ${firstReachCounts}
              from (
                select ${stageColumns}, e.owner_id as user_id, e.client, e.source,
                  date_trunc(${p.granularity}, e.at at time zone 'UTC') as bucket
                from (${reachedIn(p.start, p.end)}) e
              ) s
              group by grouping sets ((), (s.bucket), (s.user_id), (s.client), (s.source))`,
          ],
        };
      }
      const candidates: RangeSource = {
        from: sql`candidates c`,
        at: 'c.date_created',
        where: inScope('c.user_id'),
        always: ['c.status'],
        columns: [
          ['user_id', 'c.user_id', 'int'],
          ['client', 'c.client', 'text'],
          ['source', 'c.source', 'text'],
          ['vendor_id', 'c.vendor_id', 'int'],
        ],
        aggregates: sql`count(*)::int as n`,
      };
      const events: RangeSource = {
        from: sql`(select ${firstReachColumns}, e.owner_id, e.at, e.client, e.source
          from candidate_status_events e where ${reachesAnyStage} and ${inScope('e.owner_id')}) e`,
        at: 'e.at',
        where: sql`true`,
        always: [],
        columns: [
          ['user_id', 'e.owner_id', 'int'],
          ['client', 'e.client', 'text'],
          ['source', 'e.source', 'text'],
        ],
        aggregates: firstReachCounts,
      };
      const statements = (source: RangeSource, sets: readonly (readonly string[])[]) =>
        counts === 'split'
          ? sets.map((set) => groupedByRange(p, source, [set]))
          : [groupedByRange(p, source, sets)];
      return {
        counts:
          counts !== 'rollups'
            ? statements(candidates, countSets)
            : scope === 'organisation'
              ? [countsFromRollups(p)]
              : [ownerCountsFromRollups(p, inScope, groupedByRange(p, candidates, [['bucket']]))],
        reached:
          counts !== 'rollups'
            ? statements(events, reachSets)
            : scope === 'organisation'
              ? [reachedFromRollups(p)]
              : [ownerReachedFromRollups(p, inScope, groupedByRange(p, events, [['bucket']]))],
      };
    })(),
    // The previous period's stages first reached (whole days: the day roll-up, with `rollups`,
    // the organisation's; a team's or recruiter's from its events).
    previousReached:
      counts === 'rollups' && scope === 'organisation'
        ? sql`select ${firstReachSums} from candidate_reach_day_counts e
            where e.day >= ${p.previousFrom}::date and e.day < ${p.from}::date and e.n <> 0`
        : sql`select ${firstReachCounts} from (${reachedIn(p.previousStart, p.start)}) e`,
    // The previous period's counts by status (whole days: the day roll-up, with `rollups`, the
    // organisation's; a team's or recruiter's from its candidates).
    previous:
      counts === 'rollups' && scope === 'organisation'
        ? sql`select d.status, sum(d.n)::int as n from candidate_day_counts d
            where d.day >= ${p.previousFrom}::date and d.day < ${p.from}::date and d.n <> 0
            group by d.status`
        : sql`select c.status, count(*)::int as n from candidates c
            where c.date_created >= ${p.previousStart}::timestamptz and c.date_created < ${p.start}::timestamptz
              and ${inScope('c.user_id')}
            group by c.status`,
    // Stays that ended in the period: each status change, from when the status it left was
    // entered (both on the event row; candidate_status_events_stays_idx).
    stageTimes: sql`select m.status, count(*)::int as moves, avg(m.d)::float8 as average_days,
        percentile_cont(0.5) within group (order by m.d)::float8 as median_days
      from (
        select e.previous_status as status,
          greatest(extract(epoch from e.at - coalesce(e.previous_at, e.at)), 0)::float8 / 86400 as d
        from candidate_status_events e
        where ${eventsIn(p.start, p.end)} and e.previous_status is not null and ${inScope('e.owner_id')}
      ) m
      group by m.status`,
    // Short periods keep the anti join (few first joins to look behind: this_month 2.3 vs 4.3 ms
    // on PGlite); from 90 days the one range pays (365d 12.5 → 9.0 ms); 30 days are level.
    timeToFill:
      counts === 'truncated' || dayMs(p.to) - dayMs(p.from) < 31 * DAY
        ? timeToFillByAntiJoin(p, inScope)
        : timeToFill(p, inScope),
    // Weekly and monthly targets overlapping the period, summed per recruiter.
    targets: sql`select t.recruiter_id, u.name, t.period, count(*)::int as periods,
        sum(t.submissions)::int as submissions, sum(t.interviews)::int as interviews,
        sum(t.offers)::int as offers, sum(t.joinings)::int as joinings,
        sum(t.achieved_submissions)::int as a_submissions, sum(t.achieved_interviews)::int as a_interviews,
        sum(t.achieved_offers)::int as a_offers, sum(t.achieved_joinings)::int as a_joinings
      from (
        select 'weekly' as period, w.recruiter_id, w.submissions, w.interviews, w.offers, w.joinings,
          w.achieved_submissions, w.achieved_interviews, w.achieved_offers, w.achieved_joinings
        from weekly_targets w
        where w.week_start <= ${p.to}::date and w.week_start > ${p.from}::date - 7
        union all
        select 'monthly', m.recruiter_id, m.submissions, m.interviews, m.offers, m.joinings,
          m.achieved_submissions, m.achieved_interviews, m.achieved_offers, m.achieved_joinings
        from monthly_targets m
        where m.month <= ${p.to}::date and m.month > ${p.from}::date - interval '1 month'
      ) t join users u on u.id = t.recruiter_id
      where ${inScope('t.recruiter_id')}
      group by t.recruiter_id, u.name, t.period
      order by lower(u.name), t.recruiter_id, t.period desc`,
    reviews:
      counts === 'truncated'
        ? reviewsByGroupingSets(p, scope, inScope)
        : reviews(p, scope, inScope),
  };
}

type CountRow = {
  status: string;
  bucket: string | null;
  user_id: number | null;
  client: string | null;
  source: string | null;
  vendor_id: number | null;
  g: number;
  n: number;
};

type ReachedRow = Partial<Record<Stage, number>> & {
  bucket: string | null;
  user_id: number | null;
  client: string | null;
  source: string | null;
  g: number;
};

const total = (c: StatusCounts | undefined) =>
  Object.values(c ?? {}).reduce((n, v) => n + Number(v), 0);

/** Added (from the period's candidates) and stages first reached (from their events). */
const figures = (added: StatusCounts | undefined, reached: ReachedRow | undefined) => ({
  added: total(added),
  ...stageCountsOf(reached),
});

/**
 * A client or source as the report names it, from the value stored: what
 * `coalesce(nullif(trim(x), ''), empty)` names it (PostgreSQL's `trim` strips spaces only).
 */
const breakdownKey = (value: string | null, empty: string) =>
  value?.replace(/^ +| +$/g, '') || empty;

/** Status counts grouped by a key, in first-seen order. */
function groupBy(rows: readonly CountRow[], key: (r: CountRow) => string) {
  const groups = new Map<string, StatusCounts>();
  for (const r of rows) {
    const k = key(r);
    const counts = groups.get(k) ?? {};
    counts[r.status] = (counts[r.status] ?? 0) + Number(r.n);
    groups.set(k, counts);
  }
  return groups;
}

/** Breakdown rows of every key added to or reaching a stage, most added first, then by label. */
function breakdown(
  groups: Map<string, StatusCounts>,
  reached: Map<string, ReachedRow>,
  label: (key: string) => string,
) {
  return [...new Set([...groups.keys(), ...reached.keys()])]
    .map(
      (key): BreakdownRow => ({
        key,
        label: label(key),
        ...figures(groups.get(key), reached.get(key)),
      }),
    )
    .sort(
      (a, b) =>
        b.added - a.added || b.submissions - a.submissions || a.label.localeCompare(b.label),
    );
}

/** Buckets (Monday weeks or months, UTC) from the one holding `from` to the one holding `to`. */
function buckets(p: AnalyticsPeriod): string[] {
  const list: string[] = [];
  if (p.granularity === 'month') {
    for (let month = `${p.from.slice(0, 7)}-01`; month <= p.to; month = nextMonth(month))
      list.push(month);
    return list;
  }
  const fromMs = dayMs(p.from);
  let week = fromMs - ((new Date(fromMs).getUTCDay() + 6) % 7) * DAY;
  for (; week <= dayMs(p.to); week += 7 * DAY) list.push(isoDay(week));
  return list;
}

const vendorRollup = (id: string, name: string, c: StatusCounts): VendorRollup => {
  const n = (s: string) => c[s] ?? 0;
  return {
    vendor_id: Number(id),
    name,
    offer: n('Offer'),
    joined: n('Onboarded'),
    interview: n('Internal Interview') + n('Client Interview'),
    screening: n('Internal Screening') + n('Client Screening'),
    rejected: n('Dropped'),
    total: Object.values(c).reduce((a, b) => a + b, 0),
  };
};

const statusOrder = new Map<string, number>(candidateStatuses.map((s, i) => [s, i]));
const byStatusOrder = (a: string, b: string) =>
  (statusOrder.get(a) ?? 99) - (statusOrder.get(b) ?? 99) || a.localeCompare(b);
const ordered = (c: StatusCounts): StatusCounts =>
  Object.fromEntries(Object.entries(c).sort(([a], [b]) => byStatusOrder(a, b)));

/**
 * The sets a statement kind answers for a scope, counts and stages reached (each row's `g` is its
 * set's `grouping()`); `undefined` for `truncated`, whose sets are one breakdown column each.
 */
function setsFor(countsBy: CountsStatement, scope: AnalyticsScope) {
  if (countsBy === 'truncated') return undefined;
  if (countsBy !== 'rollups') return { counts: countSets, reached: reachSets };
  return scope === 'organisation'
    ? { counts: rollupSets, reached: reachRollupSets }
    : { counts: ownerRollupSets, reached: ownerReachRollupSets };
}

/** Runs the report's statements and shapes the answer. */
export async function analyticsReport(
  db: Executor,
  p: AnalyticsPeriod,
  scope: AnalyticsScope,
  userId: number,
  countsBy: CountsStatement,
): Promise<Omit<AnalyticsReport, 'status'>> {
  const q = analyticsStatements(p, scope, userId, countsBy);
  const [
    countLists,
    reachedLists,
    previousReached,
    previousRows,
    stageTimes,
    fill,
    targets,
    reviews,
  ] = await Promise.all([
    Promise.all(q.counts.map((statement) => queryRows<CountRow>(db, statement))),
    Promise.all(q.reached.map((statement) => queryRows<ReachedRow>(db, statement))),
    queryRows<ReachedRow>(db, q.previousReached),
    queryRows<{ status: string; n: number }>(db, q.previous),
    queryRows<{ status: string; moves: number; average_days: number; median_days: number }>(
      db,
      q.stageTimes,
    ),
    queryRows<{ jobs: number; average_days: number | null; median_days: number | null }>(
      db,
      q.timeToFill,
    ),
    queryRows<Record<string, number> & { recruiter_id: number; name: string; period: string }>(
      db,
      q.targets,
    ),
    queryRows<{
      reviewer_id: number | null;
      name: string | null;
      assigned: number;
      approved: number;
      rejected: number;
      pending: number;
      median_hours: number | null;
    }>(db, q.reviews),
  ]);
  const counts = countLists.flat();
  const reachedRows = reachedLists.flat();
  // The rows of the set grouped by `column` (the reference's sets are one column each); a key's
  // rows are added up.
  const sets = setsFor(countsBy, scope);
  const rowsBy = (column: CountColumn) => {
    const set = sets ? (sets.counts.find((s) => s.includes(column)) ?? []) : [column];
    return counts.filter((r) => r.g === groupingOf(countColumns, set));
  };
  const trendGroups = groupBy(rowsBy('bucket'), (r) => r.bucket ?? '');
  // Every candidate of the period is in one bucket: the buckets add up to the period.
  const current = groupBy(rowsBy('bucket'), () => '').get('') ?? {};
  const previous: StatusCounts = Object.fromEntries(
    previousRows.map((r) => [r.status, Number(r.n)]),
  );
  const recruiterGroups = groupBy(rowsBy('user_id'), (r) => String(r.user_id ?? 0));
  // The stages reached by `column`'s key (null: in all, the buckets' sum, or the reference's ()
  // set), rows whose keys name alike (client/source as stored) added up.
  const reachedBy = (column: ReachColumn | null, key: (r: ReachedRow) => string) => {
    const set = sets
      ? (sets.reached.find((s) => s.includes(column ?? 'bucket')) ?? [])
      : column === null
        ? []
        : [column];
    const byKey = new Map<string, ReachedRow>();
    for (const r of reachedRows) {
      if (r.g !== groupingOf(reachColumns, set)) continue;
      const k = key(r);
      const had = byKey.get(k);
      byKey.set(k, had ? { ...r, ...addStageCounts(had, r) } : r);
    }
    return byKey;
  };
  const reachedByRecruiter = reachedBy('user_id', (r) => String(r.user_id ?? 0));
  const vendorGroups = groupBy(
    rowsBy('vendor_id').filter((r) => r.vendor_id !== null),
    (r) => String(r.vendor_id),
  );
  const ids = [...new Set([...recruiterGroups.keys(), ...reachedByRecruiter.keys()])]
    .map(Number)
    .filter((id) => id > 0);
  const vendorIds = [...vendorGroups.keys()].map(Number);
  const [people, vendors] = await Promise.all([
    ids.length
      ? queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from users where id in (${sql.join(ids, sql`, `)})`,
        )
      : [],
    vendorIds.length
      ? queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from vendors where id in (${sql.join(vendorIds, sql`, `)})`,
        )
      : [],
  ]);
  const personName = new Map(people.map((u) => [String(u.id), u.name]));
  const vendorName = new Map(vendors.map((v) => [String(v.id), v.name]));
  const totals = reviews.find((r) => r.reviewer_id === null);
  return {
    scope,
    from: p.from,
    to: p.to,
    granularity: p.granularity,
    previous: {
      from: p.previousFrom,
      to: p.previousTo,
      funnel: figures(previous, previousReached[0]),
      by_status: ordered(previous),
    },
    funnel: figures(current, reachedBy(null, () => '').get('')),
    by_status: ordered(current),
    trend: (() => {
      const reachedByBucket = reachedBy('bucket', (r) => r.bucket ?? '');
      return buckets(p).map((start) => ({
        period_start: start,
        ...figures(trendGroups.get(start), reachedByBucket.get(start)),
      }));
    })(),
    recruiters: breakdown(
      recruiterGroups,
      reachedByRecruiter,
      (k) => personName.get(k) ?? 'No recruiter',
    ),
    clients: breakdown(
      groupBy(rowsBy('client'), (r) => breakdownKey(r.client, 'No client')),
      reachedBy('client', (r) => breakdownKey(r.client, 'No client')),
      (k) => k,
    ),
    sources: breakdown(
      groupBy(rowsBy('source'), (r) => breakdownKey(r.source, 'Not recorded')),
      reachedBy('source', (r) => breakdownKey(r.source, 'Not recorded')),
      (k) => k,
    ),
    vendors: [...vendorGroups]
      .map(([id, c]) => vendorRollup(id, vendorName.get(id) ?? `Vendor ${id}`, c))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    time_in_stage: stageTimes
      .map((s) => ({
        status: s.status,
        moves: Number(s.moves),
        average_days: Number(s.average_days ?? 0),
        median_days: Number(s.median_days ?? 0),
      }))
      .sort((a, b) => byStatusOrder(a.status, b.status)),
    time_to_fill: {
      jobs: Number(fill[0]?.jobs ?? 0),
      average_days: fill[0]?.average_days == null ? null : Number(fill[0].average_days),
      median_days: fill[0]?.median_days == null ? null : Number(fill[0].median_days),
    },
    targets: targets.map(
      (t): TargetAttainment => ({
        recruiter_id: t.recruiter_id,
        name: t.name,
        period: t.period === 'weekly' ? 'weekly' : 'monthly',
        periods: Number(t.periods),
        target: {
          submissions: Number(t.submissions ?? 0),
          interviews: Number(t.interviews ?? 0),
          offers: Number(t.offers ?? 0),
          joinings: Number(t.joinings ?? 0),
        },
        achieved: {
          submissions: Number(t.a_submissions ?? 0),
          interviews: Number(t.a_interviews ?? 0),
          offers: Number(t.a_offers ?? 0),
          joinings: Number(t.a_joinings ?? 0),
        },
      }),
    ),
    peer_review: {
      assigned: Number(totals?.assigned ?? 0),
      approved: Number(totals?.approved ?? 0),
      rejected: Number(totals?.rejected ?? 0),
      pending: Number(totals?.pending ?? 0),
      median_hours: totals?.median_hours == null ? null : Number(totals.median_hours),
      reviewers: reviews
        .filter((r) => r.reviewer_id !== null)
        .map((r) => ({
          reviewer_id: r.reviewer_id as number,
          name: r.name ?? '',
          assigned: Number(r.assigned),
          approved: Number(r.approved),
          rejected: Number(r.rejected),
          pending: Number(r.pending),
        })),
    },
  };
}

/**
 * Analytics and reports (issue 21): `GET /analytics/report`, SQL aggregates over the period's
 * candidates in the caller's scope. Read-only.
 */
export const analyticsRoutes: RoutePlugin = async (api, { services }) => {
  registerEndpoint(api, services, endpoints.analyticsReport, async ({ query, session }) => {
    const scope = analyticsScope(session.user, query.scope);
    const period = analyticsPeriod(query, services.now());
    return {
      status: 'success' as const,
      ...(await analyticsReport(services.db, period, scope, session.user.id, routeCountsStatement)),
    };
  });
};
