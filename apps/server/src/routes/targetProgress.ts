import { endpoints, type RecruiterTarget, type TargetActuals } from '@hrportal/api-client/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { type Executor, queryRows } from '../db/database';
import { monthlyTargets, users, weeklyTargets } from '../db/schema';
import { firstReachColumns, firstReachCounts, reachesAnyStage } from '../db/stageReached';
import { forbidden } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';
import { creditedManager, loadTargets, monthOf, type Period, tables, weekOf } from './targets';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The start of the period holding `day`, and of the next one. */
function bounds(period: Period, day: string): { start: string; next: string } {
  if (period === 'weekly') {
    const start = weekOf(day).start;
    return { start, next: iso(ms(start) + 7 * DAY) };
  }
  const start = monthOf(day).start;
  return { start, next: iso(ms(monthOf(day).end) + DAY) };
}

/** The period holding `day` and the `count - 1` before it, newest first. */
function periodsBack(period: Period, day: string, count: number) {
  const out: { start: string; next: string; end: string }[] = [];
  let cursor = day;
  for (let i = 0; i < count; i++) {
    const b = bounds(period, cursor);
    out.push({ ...b, end: iso(ms(b.next) - DAY) });
    cursor = iso(ms(b.start) - DAY);
  }
  return out;
}

type ActualRow = TargetActuals & { start: string; rid: number; name: string };

/**
 * What each recruiter achieved in each period, counted in SQL (issue 21; the metrics are the
 * contract's `targetMetrics`): candidates added by `candidates_owner_date_idx`, stages first
 * reached (`db/stageReached.ts`, shared with the analytics and organisation figures) by
 * `candidate_status_events_owner_at_idx`. One statement for every recruiter and period.
 */
async function countActuals(
  db: Executor,
  starts: { start: string; next: string }[],
  recruiterId: number | undefined,
): Promise<ActualRow[]> {
  const p = sql.join(
    starts.map(
      (s) =>
        sql`(${s.start}::date, ${`${s.start}T00:00:00Z`}::timestamptz, ${`${s.next}T00:00:00Z`}::timestamptz)`,
    ),
    sql`, `,
  );
  const who: SQL = recruiterId === undefined ? sql`` : sql`and u.id = ${recruiterId}`;
  return queryRows<ActualRow>(
    db,
    sql`with p(start, t0, t1) as (values ${p}),
      r as (select u.id, u.name from users u where u.user_type = 'recruiter' ${who}),
      added as (
        select p.start, c.user_id as rid, count(*)::int as n
        from p join candidates c on c.date_created >= p.t0 and c.date_created < p.t1
        where c.user_id in (select id from r)
        group by p.start, c.user_id
      ),
      ev as (
        select p.start, e.owner_id as rid, ${firstReachColumns}
        from p join candidate_status_events e on e.at >= p.t0 and e.at < p.t1
        where e.owner_id in (select id from r) and ${reachesAnyStage}
      ),
      counted as (select start, rid, ${firstReachCounts} from ev group by start, rid)
      select p.start::text as start, r.id as rid, r.name,
        coalesce(a.n, 0) as candidates, coalesce(k.submissions, 0) as submissions,
        coalesce(k.interviews, 0) as interviews, coalesce(k.offers, 0) as offers,
        coalesce(k.joins, 0) as joinings
      from p cross join r
      left join added a on a.start = p.start and a.rid = r.id
      left join counted k on k.start = p.start and k.rid = r.id
      order by p.start desc, lower(r.name), r.id`,
  );
}

/** A recruiter sees only themselves; managers and leadership anyone (default everyone). */
function scope(user: SessionUser, recruiterId: number | undefined): number | undefined {
  if (isManagerLike(user)) return recruiterId;
  if (recruiterId !== undefined && recruiterId !== user.id) throw forbidden();
  return user.id;
}

const previousStart = (period: Period, start: string) =>
  period === 'weekly' ? iso(ms(start) - 7 * DAY) : monthOf(iso(ms(start) - DAY)).start;

const counts = (t: RecruiterTarget) => ({
  candidatesAdded: t.target_candidates,
  submissions: t.target_submissions,
  interviews: t.target_interviews,
  offers: t.target_offers,
  joinings: t.target_joinings,
});

/**
 * Issue 21: counted progress against targets (`GET /target_progress`), one target for many
 * recruiters (`/bulk_assign_targets`) and last period's targets copied (`/copy_targets`). Writes
 * publish the §4 target events to the recruiter and management, as single assigns do.
 */
export const targetProgressRoutes: RoutePlugin = async (api, { services }) => {
  const { db, liveFeed } = services;
  const today = () => services.now().toISOString().slice(0, 10);

  registerEndpoint(api, services, endpoints.targetProgress, async ({ query, session }) => {
    const recruiterId = scope(session.user, query.recruiter_id);
    const periods = periodsBack(query.period, query.date ?? today(), query.periods);
    const [actuals, targets] = await Promise.all([
      countActuals(db, periods, recruiterId),
      loadTargets(db, query.period, {
        starts: periods.map((p) => p.start),
        ...(recruiterId === undefined ? {} : { recruiterId }),
      }),
    ]);
    const byKey = new Map(targets.map((t) => [`${t.period_start}|${t.recruiter_id}`, t]));
    return {
      status: 'success' as const,
      periods: periods.map((p) => ({
        period: query.period,
        period_start: p.start,
        period_end: p.end,
        rows: actuals
          .filter((a) => a.start === p.start)
          .map(({ start, rid, name, ...actual }) => ({
            recruiter_id: rid,
            recruiter_name: name,
            target: byKey.get(`${start}|${rid}`) ?? null,
            actual,
          })),
      })),
    } as never;
  });

  /** Insert or update one recruiter's target inside a bulk write; publishes its event. */
  const write = async (
    tx: Executor,
    publish: Parameters<Parameters<typeof liveFeed.transaction>[0]>[1],
    user: SessionUser,
    period: Period,
    start: string,
    recruiterId: number,
    values: ReturnType<typeof counts> & { notes: string | null },
    existing: RecruiterTarget | undefined,
  ) => {
    const t = tables[period];
    let id = existing?.id;
    if (id !== undefined) {
      await tx
        .update(t)
        .set({
          ...values,
          ...(user.userType === 'management' ? { managerId: user.id } : {}),
          updatedAt: services.now(),
        })
        .where(eq(t.id, id));
    } else {
      const row = {
        ...values,
        recruiterId,
        managerId: await creditedManager(tx, user, undefined),
        createdAt: services.now(),
        updatedAt: services.now(),
      };
      const [inserted] = await (period === 'weekly'
        ? tx
            .insert(weeklyTargets)
            .values({ ...row, weekStart: start })
            .returning({ id: t.id })
        : tx
            .insert(monthlyTargets)
            .values({ ...row, month: start })
            .returning({ id: t.id }));
      id = inserted?.id;
    }
    if (id === undefined) throw new Error('target write returned no row');
    const kind = existing ? 'updated' : 'assigned';
    await publish({
      type: `${period}_target_${kind}` as const,
      payload: { targetId: id, recruiterId, period, updatedBy: user.name },
      audience: { userTypes: ['management', 'leadership'], userIds: [recruiterId] },
    });
    return id;
  };

  registerEndpoint(api, services, endpoints.bulkAssignTargets, async ({ body, session }) => {
    const { period, period_start: start } = body;
    const result = await liveFeed.transaction(async (tx, publish) => {
      const ids = [...new Set(body.recruiter_ids)];
      const recruiters = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.userType, 'recruiter')));
      const known = new Set(recruiters.map((r) => r.id));
      const existing = await loadTargets(tx, period, { starts: [start], recruiterIds: ids });
      const written: number[] = [];
      for (const recruiterId of ids.filter((id) => known.has(id))) {
        written.push(
          await write(
            tx,
            publish,
            session.user,
            period,
            start,
            recruiterId,
            {
              candidatesAdded: body.target_candidates,
              submissions: body.target_submissions,
              interviews: body.target_interviews,
              offers: body.target_offers,
              joinings: body.target_joinings,
              notes: body.notes || null,
            },
            existing.find((t) => t.recruiter_id === recruiterId),
          ),
        );
      }
      return {
        targets: written.length ? await loadTargets(tx, period, { starts: [start] }) : [],
        written,
        skipped: ids
          .filter((id) => !known.has(id))
          .map((id) => ({ recruiter_id: id, reason: 'Targets are set for recruiters only' })),
      };
    });
    return {
      status: 'success' as const,
      message: `Targets saved for ${result.written.length} recruiter${result.written.length === 1 ? '' : 's'}`,
      targets: result.targets.filter((t) => result.written.includes(t.id)),
      skipped: result.skipped,
    };
  });

  registerEndpoint(api, services, endpoints.copyTargets, async ({ body, session }) => {
    const { period, period_start: start } = body;
    const from = previousStart(period, start);
    const only = body.recruiter_ids ? [...new Set(body.recruiter_ids)] : undefined;
    const result = await liveFeed.transaction(async (tx, publish) => {
      const filter = only ? { recruiterIds: only } : {};
      const previous = await loadTargets(tx, period, { starts: [from], ...filter });
      const current = await loadTargets(tx, period, { starts: [start], ...filter });
      const has = new Set(current.map((t) => t.recruiter_id));
      const written: number[] = [];
      const skipped: { recruiter_id: number; reason: string }[] = [];
      for (const old of previous) {
        if (has.has(old.recruiter_id)) {
          skipped.push({
            recruiter_id: old.recruiter_id,
            reason: 'Already has a target for this period',
          });
          continue;
        }
        written.push(
          await write(
            tx,
            publish,
            session.user,
            period,
            start,
            old.recruiter_id,
            { ...counts(old), notes: old.notes || null },
            undefined,
          ),
        );
      }
      for (const id of only ?? []) {
        if (!previous.some((t) => t.recruiter_id === id)) {
          skipped.push({ recruiter_id: id, reason: 'No target in the previous period' });
        }
      }
      const targets = written.length ? await loadTargets(tx, period, { starts: [start] }) : [];
      return { targets: targets.filter((t) => written.includes(t.id)), skipped };
    });
    return {
      status: 'success' as const,
      message: `Copied ${result.targets.length} target${result.targets.length === 1 ? '' : 's'} from ${from}`,
      ...result,
    };
  });
};
