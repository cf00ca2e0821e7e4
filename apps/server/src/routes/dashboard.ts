import { endpoints, targetMetricStatuses } from '@hrportal/api-client/contract';
import { count, desc, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import { queryRows } from '../db/database';
import { candidates, liveEvents } from '../db/schema';
import type { LiveFeedEvent } from '../events/liveFeed';
import { registerEndpoint } from '../http/route';
import { candidateFilterCondition } from './candidates';
import { canSee, toWireEvent } from './events';
import { assignedTo } from './jobs';
import type { RoutePlugin } from './plugin';
import { weekOf } from './targets';

/** Statuses a candidate is done with: never "stuck". */
const finalStatuses = ['Onboarded', 'Dropped', 'Duplicate Profile'];
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * `GET /my_tasks` (issue 21): the dashboards' "what needs me now". Stuck candidates by
 * `candidates_sort_data_updated_date_idx` (oldest change first); idle jobs by
 * `jobs_status_date_idx` with a probe of this week's status events per job; the newest live
 * events the caller may see (the same audience rule as the stream); the caller's candidates by
 * status under the unfiltered list's own condition (one grouped scan instead of a list request
 * per status: the dashboard's first paint waited on 13 of them); the caller's jobs by status (one
 * grouped count instead of the dashboard loading every job, 351 KB with the demo data).
 */
export const dashboardRoutes: RoutePlugin = async (api, { services }) => {
  const { db } = services;

  registerEndpoint(api, services, endpoints.myTasks, async ({ query, session }) => {
    const { user } = session;
    const everyone = isManagerLike(user);
    const now = services.now();
    const cutoff = new Date(now.getTime() - query.stuck_days * 86_400_000).toISOString();
    const monday = `${weekOf(now.toISOString().slice(0, 10)).start}T00:00:00Z`;
    const mine = everyone ? sql`` : sql`and c.user_id = ${user.id}`;
    const unfiltered = candidateFilterCondition(
      { filters: [], date_preset: 'all', date_field: 'date_created' },
      user,
      now,
    );
    const [stuck, stuckTotal, idle, idleTotal, reviews, recent, byStatus, jobCounts] =
      await Promise.all([
        queryRows<{
          id: number;
          name: string;
          status: string;
          client: string | null;
          days: number;
        }>(
          db,
          sql`select c.id, c.name, c.status, c.client,
            floor(extract(epoch from (${now.toISOString()}::timestamptz - c.data_updated_date)) / 86400)::int as days
          from candidates c
          where c.data_updated_date < ${cutoff}::timestamptz and c.status not in (${list(finalStatuses)}) ${mine}
          order by c.data_updated_date asc, c.id asc limit 10`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from candidates c
          where c.data_updated_date < ${cutoff}::timestamptz and c.status not in (${list(finalStatuses)}) ${mine}`,
        ),
        queryRows<{ id: number; client: string; role: string; recruiter: string | null }>(
          db,
          sql`${idleJobs(everyone, user.id, monday)} order by j.date_created asc, j.id asc limit 10`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (${idleJobs(everyone, user.id, monday)}) x`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from peer_reviews
          where reviewer_id = ${user.id} and status = 'PR-Pending'`,
        ),
        db.select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(300),
        db
          .select({ status: candidates.status, n: count() })
          .from(candidates)
          .where(unfiltered)
          .groupBy(candidates.status),
        // The jobs `GET /view_all_jobs` would list (a recruiter's: assigned to them), by status.
        queryRows<{ status: string; n: number }>(
          db,
          sql`select j.job_status as status, count(*)::int as n from jobs j
          ${everyone ? sql`` : sql`where ${assignedTo(user.id, sql`j.id`)}`}
          group by j.job_status`,
        ),
      ]);
    const jobsWith = (status: string) => jobCounts.find((row) => row.status === status)?.n ?? 0;
    const activity = (recent as unknown as LiveFeedEvent[])
      .filter((e) => canSee(user, e))
      .slice(0, 15)
      .map(toWireEvent);
    return {
      status: 'success' as const,
      stuck_days: query.stuck_days,
      pending_reviews: reviews[0]?.n ?? 0,
      stuck: {
        total: stuckTotal[0]?.n ?? 0,
        candidates: stuck.map((c) => ({ ...c, client: c.client ?? '' })),
      },
      idle_jobs: {
        total: idleTotal[0]?.n ?? 0,
        jobs: idle.map((j) => ({ ...j, recruiter: j.recruiter ?? '' })),
      },
      activity,
      candidates: {
        total: byStatus.reduce((sum, row) => sum + row.n, 0),
        by_status: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
      },
      jobs: { active: jobsWith('Active'), hold: jobsWith('Hold'), closed: jobsWith('Closed') },
    };
  });
};

/** Active jobs (a recruiter's: assigned to them) where no candidate reached a client stage since Monday. */
function idleJobs(everyone: boolean, userId: number, monday: string) {
  return sql`select j.id, j.client, j.role, j.recruiter from jobs j
    where j.job_status = 'Active'
      ${everyone ? sql`` : sql`and ${assignedTo(userId, sql`j.id`)}`}
      and not exists (
        select 1 from candidates c join candidate_status_events e on e.candidate_id = c.id
        where c.job_id = j.id and e.at >= ${monday}::timestamptz
          and e.status in (${list(targetMetricStatuses.submissions)}))`;
}
