import {
  type ActivityWeek,
  type ClientRecruiter,
  clientActivityWeeks,
  endpoints,
  type ManagerFigures,
  messages,
  type OrgJobRow,
  orgStageStatuses,
  type PipelineFigures,
  type RecruiterFigures,
  type StatusCounts,
  serverMessages,
  type TargetProgress,
} from '@hrportal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { type Database, queryRows } from '../db/database';
import {
  eventsIn,
  firstReach,
  firstReachColumns,
  firstReachCounts,
  reachesAnyStage,
} from '../db/stageReached';
import { HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';

const DAY = 86_400_000;

/** The days a period query names, as timestamps: `[from 00:00, to + 1 day 00:00)` in UTC. */
interface Period {
  from: string;
  to: string;
  start: string;
  end: string;
  /** Monday of the week and first day of the month that hold `to` (the targets shown). */
  week: string;
  month: string;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function periodOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Period {
  const to = query.to ?? isoDay(now.getTime());
  const toMs = Date.parse(`${to}T00:00:00Z`);
  const from = query.from ?? isoDay(toMs - 29 * DAY);
  if (from > to) throw new HttpError(400, 'The start date must be on or before the end date');
  const weekday = (new Date(toMs).getUTCDay() + 6) % 7; // Monday 0
  return {
    from,
    to,
    start: `${from}T00:00:00Z`,
    end: new Date(toMs + DAY).toISOString(),
    week: isoDay(toMs - weekday * DAY),
    month: `${to.slice(0, 7)}-01`,
  };
}

const quoted = (list: readonly string[]) => list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',');
/**
 * Per recruiter `u` in a period: candidates added (`candidates_owner_date_idx`) and the stages first
 * reached by their events (`db/stageReached.ts`, as the targets and analytics count; over
 * `candidate_status_events_owner_at_idx`), as laterals `f` (added) and `s` (stages).
 */
const periodFigures = (recruiter: SQL, period: Period) => sql`left join lateral (
        select count(*)::int as added from candidates c
        where c.user_id = ${recruiter} and c.date_created >= ${period.start}::timestamptz
          and c.date_created < ${period.end}::timestamptz
      ) f on true
      left join lateral (
        select ${firstReachCounts} from (
          select ${firstReachColumns} from candidate_status_events e
          where e.owner_id = ${recruiter} and ${eventsIn(period.start, period.end)} and ${reachesAnyStage}
        ) e
      ) s on true`;

type FigureRow = {
  added: number | null;
  submissions: number | null;
  interviews: number | null;
  offers: number | null;
  joins: number | null;
};
const figuresOf = (r: FigureRow): PipelineFigures => ({
  added: Number(r.added ?? 0),
  submissions: Number(r.submissions ?? 0),
  interviews: Number(r.interviews ?? 0),
  offers: Number(r.offers ?? 0),
  joins: Number(r.joins ?? 0),
});

type TargetRow = {
  w_start: string | null;
  w_target: number | null;
  w_achieved: number | null;
  m_start: string | null;
  m_target: number | null;
  m_achieved: number | null;
};
const progress = (start: string | null, target: number | null, achieved: number | null) =>
  start === null
    ? null
    : ({
        period_start: start,
        target: Number(target ?? 0),
        achieved: Number(achieved ?? 0),
      } satisfies TargetProgress);

const targetSum = (t: string) =>
  sql.raw(`(${t}.submissions + ${t}.interviews + ${t}.offers + ${t}.joinings)`);
const achievedSum = (t: string) =>
  sql.raw(
    `(${t}.achieved_submissions + ${t}.achieved_interviews + ${t}.achieved_offers + ${t}.achieved_joinings)`,
  );

/**
 * Recruiters' figures in a period: {@link periodFigures} per recruiter, pending reviews over
 * `peer_reviews_reviewer_idx`, targets by their unique (recruiter, week/month) indexes.
 */
async function recruiterFigures(
  db: Database,
  period: Period,
  only?: number,
): Promise<RecruiterFigures[]> {
  const rows = await queryRows<
    FigureRow &
      TargetRow & {
        id: number;
        name: string;
        username: string;
        is_active: boolean;
        is_peer_reviewer: boolean;
        pending: number;
      }
  >(
    db,
    sql`select u.id, u.name, u.username, u.is_active, u.is_peer_reviewer,
        f.added, s.submissions, s.interviews, s.offers, s.joins, p.pending,
        w.week_start::text as w_start, ${targetSum('w')} as w_target, ${achievedSum('w')} as w_achieved,
        m.month::text as m_start, ${targetSum('m')} as m_target, ${achievedSum('m')} as m_achieved
      from users u
      ${periodFigures(sql`u.id`, period)}
      left join lateral (
        select count(*)::int as pending from peer_reviews pr
        where pr.reviewer_id = u.id and pr.status = 'PR-Pending'
      ) p on true
      left join weekly_targets w on w.recruiter_id = u.id and w.week_start = ${period.week}::date
      left join monthly_targets m on m.recruiter_id = u.id and m.month = ${period.month}::date
      where u.user_type = 'recruiter' ${only === undefined ? sql`` : sql`and u.id = ${only}`}
      order by lower(u.name), u.id`,
  );
  return rows.map((r) => ({
    recruiter_id: r.id,
    name: r.name,
    username: r.username,
    is_active: r.is_active,
    is_peer_reviewer: r.is_peer_reviewer,
    figures: figuresOf(r),
    pending_reviews: Number(r.pending ?? 0),
    weekly: progress(r.w_start, r.w_target, r.w_achieved),
    monthly: progress(r.m_start, r.m_target, r.m_achieved),
  }));
}

type JobCountRow = {
  id: number;
  role: string;
  client: string;
  job_status: 'Active' | 'Closed' | 'Hold';
  date_created: string;
  no_of_positions: number;
  n: number | null;
  offers: number | null;
  joins: number | null;
};
const jobRowOf = (r: JobCountRow): OrgJobRow => ({
  id: r.id,
  role: r.role,
  client: r.client,
  job_status: r.job_status,
  date_created: r.date_created,
  no_of_positions: r.no_of_positions,
  candidates: Number(r.n ?? 0),
  offers: Number(r.offers ?? 0),
  joins: Number(r.joins ?? 0),
});
const offerJoinCounts = sql.raw(
  `count(*) filter (where c.status in (${quoted(orgStageStatuses.offers)}))::int as offers,
   count(*) filter (where c.status in (${quoted(orgStageStatuses.joins)}))::int as joins`,
);
const jobFields = sql.raw(
  `j.id, j.role, j.client, j.job_status, to_char(j.date_created at time zone 'UTC', 'YYYY-MM-DD') as date_created, j.no_of_positions`,
);

const statusCountsOf = (rows: { status: string; n: number }[]): StatusCounts =>
  Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));

/** A recruiter's candidates added in the period by status, and their assigned jobs with counts. */
async function recruiterDetail(
  db: Database,
  id: number,
  period: Period,
  page: { no: number; size: number },
) {
  const byStatus = await queryRows<{ status: string; n: number }>(
    db,
    sql`select c.status, count(*)::int as n from candidates c
      where c.user_id = ${id} and c.date_created >= ${period.start}::timestamptz
        and c.date_created < ${period.end}::timestamptz
      group by c.status`,
  );
  const jobs = await queryRows<JobCountRow>(
    db,
    sql`select ${jobFields}, c.n, c.offers, c.joins
      from job_recruiters jr join jobs j on j.id = jr.job_id
      left join (
        select c.job_id, count(*)::int as n, ${offerJoinCounts} from candidates c
        where c.user_id = ${id} and c.job_id is not null group by c.job_id
      ) c on c.job_id = j.id
      where jr.user_id = ${id}
      order by j.date_created desc, j.id desc
      limit ${page.size} offset ${(page.no - 1) * page.size}`,
  );
  // The page's candidate counts are grouped over the recruiter's candidates once; the total is
  // the assignments alone (job_recruiters_user_idx).
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_recruiters where user_id = ${id}`,
  );
  return {
    by_status: statusCountsOf(byStatus),
    jobs: jobs.map(jobRowOf),
    jobs_total: Number(total?.n ?? 0),
    jobs_page: page.no,
    jobs_page_size: page.size,
  };
}

/**
 * One client's detail. Scope: every job of the client (by name, `jobs_client_idx`) and the
 * candidates on them (`candidates_sort_job_id_idx`); a recruiter: only their assigned jobs and
 * their own candidates.
 */
async function clientDetail(db: Database, clientId: number, user: SessionUser, now: Date) {
  const [client] = await queryRows<{
    id: number;
    name: string;
    contact_person: string | null;
    email: string | null;
    phone: string | null;
    created_by: string | null;
    date_created: string;
  }>(
    db,
    sql`select cl.id, cl.name, cl.contact_person, cl.email, cl.phone, u.name as created_by,
        to_char(cl.created_at at time zone 'UTC', 'YYYY-MM-DD') as date_created
      from clients cl left join users u on u.id = cl.created_by where cl.id = ${clientId}`,
  );
  if (!client) throw new HttpError(404, serverMessages.clientNotFound);
  const recruiter = !isManagerLike(user);
  const scopeJobs: SQL = sql`select j.id from jobs j where lower(j.client) = lower(${client.name})
    ${recruiter ? sql`and exists (select 1 from job_recruiters jr where jr.job_id = j.id and jr.user_id = ${user.id})` : sql``}`;
  const scopeCandidates: SQL = sql`c.job_id in (${scopeJobs})
    ${recruiter ? sql`and c.user_id = ${user.id}` : sql``}`;

  const jobs = await queryRows<JobCountRow>(
    db,
    sql`select ${jobFields}, c.n, c.offers, c.joins
      from jobs j
      left join (
        select c.job_id, count(*)::int as n, ${offerJoinCounts} from candidates c
        where ${scopeCandidates} group by c.job_id
      ) c on c.job_id = j.id
      where j.id in (${scopeJobs})
      order by j.date_created desc, j.id desc`,
  );
  if (recruiter && jobs.length === 0) throw new HttpError(404, serverMessages.clientNotFound);
  const byStatus = await queryRows<{ status: string; n: number }>(
    db,
    sql`select c.status, count(*)::int as n from candidates c where ${scopeCandidates} group by c.status`,
  );
  const recruiters = await queryRows<{ id: number; name: string; jobs: number; n: number }>(
    db,
    sql`select u.id, u.name, count(distinct jr.job_id)::int as jobs,
        (select count(*)::int from candidates c where ${scopeCandidates} and c.user_id = u.id) as n
      from job_recruiters jr join users u on u.id = jr.user_id
      where jr.job_id in (${scopeJobs}) ${recruiter ? sql`and u.id = ${user.id}` : sql``}
      group by u.id, u.name order by lower(u.name), u.id`,
  );
  // The last 12 weeks, Monday-started in UTC, oldest first; weeks with nothing are 0.
  const today = Date.parse(`${isoDay(now.getTime())}T00:00:00Z`);
  const weekday = (new Date(today).getUTCDay() + 6) % 7;
  const firstWeek = today - (weekday + 7 * (clientActivityWeeks - 1)) * DAY;
  // Added: candidates created that week; offers: first reaches of the offer stage that week
  // (`db/stageReached.ts`, as the targets and analytics count).
  const since = new Date(firstWeek).toISOString();
  const week = (column: string) =>
    sql.raw(`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);
  const [addedRows, offerRows] = await Promise.all([
    queryRows<{ week: string; n: number }>(
      db,
      sql`select ${week('c.date_created')} as week, count(*)::int as n from candidates c
        where ${scopeCandidates} and c.date_created >= ${since}::timestamptz group by 1`,
    ),
    queryRows<{ week: string; n: number }>(
      db,
      sql`select ${week('e.at')} as week, count(*)::int as n
        from candidate_status_events e join candidates c on c.id = e.candidate_id
        where ${scopeCandidates} and e.at >= ${since}::timestamptz and ${firstReach('offers')}
        group by 1`,
    ),
  ]);
  const weekly = (rows: { week: string; n: number }[]) =>
    new Map(rows.map((r) => [r.week, Number(r.n)]));
  const added = weekly(addedRows);
  const offers = weekly(offerRows);
  const activity: ActivityWeek[] = Array.from({ length: clientActivityWeeks }, (_, i) => {
    const start = isoDay(firstWeek + i * 7 * DAY);
    return { week_start: start, added: added.get(start) ?? 0, offers: offers.get(start) ?? 0 };
  });

  const summary = { active: 0, closed: 0, on_hold: 0 };
  for (const j of jobs) {
    if (j.job_status === 'Active') summary.active++;
    else if (j.job_status === 'Closed') summary.closed++;
    else summary.on_hold++;
  }
  return {
    client: {
      id: client.id,
      name: client.name,
      contact_person: client.contact_person ?? '',
      email: client.email ?? '',
      phone: client.phone ?? '',
      location: '',
      created_by: client.created_by ?? '',
      date_created: client.date_created,
      ...summary,
      total: jobs.length,
      // SPEC §3: Active if any active job, else Hold if any on hold, else Closed.
      summary_status: (summary.active ? 'Active' : summary.on_hold ? 'Hold' : 'Closed') as
        | 'Active'
        | 'Hold'
        | 'Closed',
    },
    jobs: jobs.map(jobRowOf),
    by_status: statusCountsOf(byStatus),
    recruiters: recruiters.map(
      (r): ClientRecruiter => ({
        recruiter_id: r.id,
        name: r.name,
        jobs: Number(r.jobs),
        candidates: Number(r.n ?? 0),
      }),
    ),
    activity,
  };
}

/**
 * Managers with their teams' figures. A team: the recruiters with a weekly or monthly target set
 * by the manager. Each member's figures in the period are read once ({@link periodFigures}), then
 * summed per manager.
 */
async function managerFigures(db: Database, period: Period): Promise<ManagerFigures[]> {
  const rows = await queryRows<
    FigureRow &
      TargetRow & {
        id: number;
        name: string;
        username: string;
        is_active: boolean;
        team_size: number;
        jobs_active: number | null;
        jobs_hold: number | null;
        jobs_closed: number | null;
      }
  >(
    db,
    sql`with team as (
        select manager_id, recruiter_id from weekly_targets where manager_id is not null
        union
        select manager_id, recruiter_id from monthly_targets where manager_id is not null
      ), member as (
        select distinct recruiter_id from team
      ), rf as (
        select m.recruiter_id, f.added, s.submissions, s.interviews, s.offers, s.joins
        from member m
        ${periodFigures(sql`m.recruiter_id`, period)}
      ), tf as (
        select t.manager_id, count(*)::int as team_size, sum(rf.added)::int as added,
          sum(rf.submissions)::int as submissions, sum(rf.interviews)::int as interviews,
          sum(rf.offers)::int as offers, sum(rf.joins)::int as joins
        from team t join rf on rf.recruiter_id = t.recruiter_id group by t.manager_id
      ), jb as (
        select created_by,
          count(*) filter (where job_status = 'Active')::int as a,
          count(*) filter (where job_status = 'Hold')::int as h,
          count(*) filter (where job_status = 'Closed')::int as c
        from jobs where created_by is not null group by created_by
      ), wk as (
        select manager_id, sum(${targetSum('w')})::int as t, sum(${achievedSum('w')})::int as a
        from weekly_targets w where w.week_start = ${period.week}::date group by manager_id
      ), mo as (
        select manager_id, sum(${targetSum('m')})::int as t, sum(${achievedSum('m')})::int as a
        from monthly_targets m where m.month = ${period.month}::date group by manager_id
      )
      select u.id, u.name, u.username, u.is_active, coalesce(tf.team_size, 0) as team_size,
        tf.added, tf.submissions, tf.interviews, tf.offers, tf.joins,
        jb.a as jobs_active, jb.h as jobs_hold, jb.c as jobs_closed,
        case when wk.manager_id is null then null else ${period.week} end as w_start,
        wk.t as w_target, wk.a as w_achieved,
        case when mo.manager_id is null then null else ${period.month} end as m_start,
        mo.t as m_target, mo.a as m_achieved
      from users u
      left join tf on tf.manager_id = u.id
      left join jb on jb.created_by = u.id
      left join wk on wk.manager_id = u.id
      left join mo on mo.manager_id = u.id
      where u.user_type = 'management'
      order by lower(u.name), u.id`,
  );
  return rows.map((r) => ({
    manager_id: r.id,
    name: r.name,
    username: r.username,
    is_active: r.is_active,
    team_size: Number(r.team_size),
    jobs_active: Number(r.jobs_active ?? 0),
    jobs_hold: Number(r.jobs_hold ?? 0),
    jobs_closed: Number(r.jobs_closed ?? 0),
    figures: figuresOf(r),
    weekly: progress(r.w_start, r.w_target, r.w_achieved),
    monthly: progress(r.m_start, r.m_target, r.m_achieved),
  }));
}

/**
 * The organisation's figures (issue 18): recruiters and their period figures, one recruiter's
 * pipeline, a client's detail, managers with their teams. Read-only, computed in SQL.
 */
export const orgRoutes: RoutePlugin = async (api, { services }) => {
  const { db } = services;

  registerEndpoint(api, services, endpoints.recruiterFigures, async ({ query, session }) => {
    const period = periodOf(query, services.now());
    const { user } = session;
    const recruiters = await recruiterFigures(
      db,
      period,
      isManagerLike(user) ? undefined : user.id,
    );
    return { status: 'success' as const, from: period.from, to: period.to, recruiters };
  });

  registerEndpoint(api, services, endpoints.recruiterDetail, async ({ params, query, session }) => {
    const { user } = session;
    if (!isManagerLike(user) && params.recruiterId !== user.id) {
      throw new HttpError(403, serverMessages.forbidden);
    }
    const period = periodOf(query, services.now());
    const [recruiter] = await recruiterFigures(db, period, params.recruiterId);
    if (!recruiter) throw new HttpError(404, messages.userNotFound);
    const detail = await recruiterDetail(db, params.recruiterId, period, {
      no: query.jobs_page,
      size: query.jobs_page_size,
    });
    return {
      status: 'success' as const,
      from: period.from,
      to: period.to,
      recruiter,
      ...detail,
    };
  });

  registerEndpoint(api, services, endpoints.clientDetail, async ({ params, session }) => ({
    status: 'success' as const,
    ...(await clientDetail(db, params.clientId, session.user, services.now())),
  }));

  registerEndpoint(api, services, endpoints.managerFigures, async ({ query }) => {
    const period = periodOf(query, services.now());
    return {
      status: 'success' as const,
      from: period.from,
      to: period.to,
      managers: await managerFigures(db, period),
    };
  });
};
