import {
  type AnalyticsQuery,
  type AnalyticsScope,
  assignableCandidateStatuses,
} from '@hrportal/api-client/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/database';
import { analyticsPeriod, analyticsReport, scopeCondition } from '../src/routes/analytics';
import { Prng } from '../src/seed/prng';
import { describeServer } from './fixture';

/**
 * Issue 21: the report counts the period's candidates by joining each trend bucket's instant range
 * (`countsByRange`), no longer by computing every candidate's bucket per row. Candidates added on
 * either side of midnight, of a Monday and of the first of a month (to the millisecond), some by
 * a clock that jumps back, with clients and sources that differ only by spaces, then moved through
 * random statuses: the report must equal, field for field, the one from the earlier per-row
 * statement (`'truncated'`) for every scope and many periods, and count what the table holds; so
 * must the one read from the roll-ups (`'rollups'`, whose edge months cut at these midnights).
 */
const now = new Date('2026-05-20T09:00:00Z');
const moves = assignableCandidateStatuses.filter(
  (s) => s !== 'Peer Review' && s !== 'Duplicate Profile' && !s.startsWith('PR-'),
);
/** 2026-06-01 00:00 UTC (a Monday and the first of a month), the next Monday, July the first. */
const edges = ['2026-06-01T00:00:00.000Z', '2026-06-08T00:00:00.000Z', '2026-07-01T00:00:00.000Z'];
/** Instants added at around an edge, in this order: the clock goes back and forth over it. */
const around = (t: number) => [t - 1, t, t + 1, t + 1, t, t - 1, t - 3_600_000, t + 1, t - 1];
const clients = ['Acme', ' Acme ', 'Acme  ', '', 'Globex'];
const sources = ['Referral', ' Referral', '', null];

describeServer(
  'analytics counts by bucket range equal the per-row buckets (issue 21)',
  { seed: { now, candidates: 150, jobs: 8 } },
  (it) => {
    it('answers every scope and period exactly as the per-row statement', async ({ database }) => {
      const db = database.handle.db;
      const random = new Prng(2121);
      const ids: number[] = [];
      let n = 0;
      const owners = await queryRows<{ id: number }>(
        db,
        sql`select id from users where username in ('recruiter', 'recruiter3') order by id`,
      );
      const vendors = await queryRows<{ id: number }>(db, sql`select id from vendors order by id`);
      const reviewers = await queryRows<{ id: number }>(
        db,
        sql`select id from users where is_peer_reviewer order by id`,
      );
      // Written as the routes write them (the status-events triggers date an event by the row's
      // data_updated_date), straight in SQL: a session would not survive the clock going back.
      for (const edge of edges.map(Date.parse)) {
        for (const at of around(edge)) {
          n++;
          const vendor = random.chance(0.4)
            ? (vendors[random.int(0, vendors.length - 1)]?.id ?? null)
            : null;
          const [row] = await queryRows<{ id: number; status: string }>(
            db,
            sql`insert into candidates (name, user_id, vendor_id, client, source, status, date_created, data_updated_date)
              values (${`Edge ${n}`}, ${owners[random.int(0, owners.length - 1)]?.id ?? null}, ${vendor},
                ${clients[random.int(0, clients.length - 1)] ?? null}, ${sources[random.int(0, sources.length - 1)] ?? null},
                ${moves[random.int(0, moves.length - 1)] as string}, ${new Date(at).toISOString()}::timestamptz, ${new Date(at).toISOString()}::timestamptz)
              returning id, status`,
          );
          if (!row) throw new Error('not added');
          ids.push(row.id);
          // A peer review or two, assigned and decided on either side of the edge (reviews are
          // counted by when they were assigned and decided, the median over those decided).
          for (let k = random.int(0, 2); k > 0; k--) {
            const created = at + random.int(-36, 36) * 3_600_000 + random.int(-1, 1);
            const status = ['PR-Pending', 'PR-Approved', 'PR-Rejected'][random.int(0, 2)] as string;
            const decided =
              status === 'PR-Pending' ? null : new Date(created + random.int(1, 60) * 1_800_000);
            await db.execute(
              sql`insert into peer_reviews (candidate_id, reviewer_id, status, created_at, decided_at)
                values (${row.id}, ${reviewers[random.int(0, reviewers.length - 1)]?.id as number},
                  ${status}, ${new Date(created).toISOString()}::timestamptz, ${decided?.toISOString() ?? null}::timestamptz)`,
            );
          }
          // Some change hands after their reviews: a team's reviews are its candidates' now.
          if (random.chance(0.3)) {
            await db.execute(
              sql`update candidates set user_id = ${owners[random.int(0, owners.length - 1)]?.id ?? null}
                where id = ${row.id}`,
            );
          }
          // A few status changes, some with the clock behind the add.
          for (let k = random.int(0, 3); k > 0; k--) {
            const status = moves[random.int(0, moves.length - 1)] as string;
            const changed = new Date(at + random.int(-90, 90) * 60_000).toISOString();
            await db.execute(
              sql`update candidates set status = ${status}, data_updated_date = ${changed}::timestamptz
                where id = ${row.id} and status <> ${status}`,
            );
          }
        }
      }
      const [added] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from candidates where id in (${sql.join(ids, sql`, `)})
          and date_created >= '2026-06-01T00:00:00Z' and date_created < '2026-06-02T00:00:00Z'`,
      );
      expect(added?.n).toBeGreaterThan(0);

      const people = await queryRows<{ id: number; username: string }>(
        db,
        sql`select id, username from users where username in ('leadership', 'manager', 'recruiter')`,
      );
      const idOf = (u: string) => people.find((p) => p.username === u)?.id as number;
      const scopes: [AnalyticsScope, number][] = [
        ['organisation', idOf('leadership')],
        ['team', idOf('manager')],
        ['own', idOf('recruiter')],
      ];
      const queries: Pick<AnalyticsQuery, 'preset' | 'from' | 'to' | 'granularity'>[] = [
        { preset: '30d' },
        { preset: '90d' },
        { preset: '365d' },
        { preset: 'this_month' },
        { preset: 'last_month' },
        { from: '2026-06-01', to: '2026-06-01' },
        { from: '2026-05-31', to: '2026-05-31' },
        { from: '2026-05-31', to: '2026-06-08', granularity: 'week' },
        { from: '2026-06-02', to: '2026-07-01', granularity: 'month' },
        { from: '2026-06-03', to: '2026-06-30', granularity: 'week' },
        { from: '2025-08-15', to: '2026-07-14', granularity: 'week' },
      ];
      let jobsFilled = 0;
      let reviewsCounted = 0;
      for (const today of [
        '2026-06-01T00:00:00Z',
        '2026-06-08T12:00:00Z',
        '2026-07-01T23:59:59Z',
      ]) {
        for (const query of queries) {
          const period = analyticsPeriod(query, new Date(today));
          for (const [scope, userId] of scopes) {
            const label = `${today} ${JSON.stringify(query)} ${scope}`;
            const ours = await analyticsReport(db, period, scope, userId, 'split');
            const reference = await analyticsReport(db, period, scope, userId, 'truncated');
            expect(ours, label).toEqual(reference);
            expect(await analyticsReport(db, period, scope, userId, 'sets'), label).toEqual(
              reference,
            );
            // The roll-ups of migration 0026 (the organisation's; others as `sets`).
            expect(await analyticsReport(db, period, scope, userId, 'rollups'), label).toEqual(
              reference,
            );
            // …and the table's own count of the period's candidates in scope.
            const [row] = await queryRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from candidates c
                where c.date_created >= ${period.start}::timestamptz and c.date_created < ${period.end}::timestamptz
                  and (${scope} <> 'own' or c.user_id = ${userId})
                  and (${scope} <> 'team' or c.user_id in (
                    select recruiter_id from weekly_targets where manager_id = ${userId}
                    union select recruiter_id from monthly_targets where manager_id = ${userId}))`,
            );
            expect(ours.funnel.added, label).toBe(row?.n);
            // Time to fill's jobs (read through the first joins' partial index, migration 0027):
            // the jobs whose first join in scope, over every event, falls in the period.
            const inScope = scopeCondition(scope, userId, sql.raw('e.owner_id'));
            const [filled] = await queryRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from (
                  select e.job_id, min(e.at) as first from candidate_status_events e
                  where e.reached & 8 = 8 and e.job_id is not null and ${inScope}
                  group by e.job_id) f
                where f.first >= ${period.start}::timestamptz and f.first < ${period.end}::timestamptz`,
            );
            expect(ours.time_to_fill.jobs, `${label} time to fill`).toBe(filled?.n);
            // Peer review: assigned in the period, and the median hours to a decision in it, over
            // the reviews of the scope's candidates (percentile_cont: between the middle two).
            const reviewed = await queryRows<{ created: boolean; hours: number | null }>(
              db,
              sql`select pr.created_at >= ${period.start}::timestamptz and pr.created_at < ${period.end}::timestamptz as created,
                  case when pr.decided_at >= ${period.start}::timestamptz and pr.decided_at < ${period.end}::timestamptz
                    then extract(epoch from pr.decided_at - pr.created_at)::float8 / 3600 end as hours
                from peer_reviews pr join candidates c on c.id = pr.candidate_id
                where ${scopeCondition(scope, userId, sql.raw('c.user_id'))}`,
            );
            expect(ours.peer_review.assigned, `${label} reviews`).toBe(
              reviewed.filter((r) => r.created).length,
            );
            const hours = reviewed.flatMap((r) => (r.hours === null ? [] : [r.hours]));
            hours.sort((a, b) => a - b);
            const mid = (hours.length - 1) / 2;
            const median = hours.length
              ? ((hours[Math.floor(mid)] as number) + (hours[Math.ceil(mid)] as number)) / 2
              : null;
            if (median === null) expect(ours.peer_review.median_hours, label).toBeNull();
            else expect(ours.peer_review.median_hours, label).toBeCloseTo(median, 6);
            reviewsCounted += hours.length;
            jobsFilled += ours.time_to_fill.jobs;
          }
        }
      }
      expect(jobsFilled, 'some periods have jobs filled').toBeGreaterThan(0);
      expect(reviewsCounted, 'some periods have reviews decided').toBeGreaterThan(0);
    });
  },
);
