import { endpoints, type RecruiterTarget, serverMessages } from '@hrportal/api-client/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { type Executor, isUniqueViolation } from '../db/database';
import { monthlyTargets, users, weeklyTargets } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { type RouteInput, registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';

export type Period = 'weekly' | 'monthly';
export const tables = { weekly: weeklyTargets, monthly: monthlyTargets } as const;
const recruiterUser = alias(users, 'recruiter_user');
const managerUser = alias(users, 'manager_user');

/** The Monday of an ISO day's week, and its Sunday. */
export function weekOf(day: string): { start: string; end: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

/** The first and last day of an ISO day's month. */
export function monthOf(day: string): { start: string; end: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** Targets of one period with the recruiter's and manager's names, newest period first. */
export async function loadTargets(
  executor: Executor,
  period: Period,
  where: {
    id?: number;
    recruiterId?: number;
    managerId?: number;
    start?: string;
    starts?: string[];
    recruiterIds?: number[];
  },
): Promise<RecruiterTarget[]> {
  const t = tables[period];
  const startColumn = period === 'weekly' ? weeklyTargets.weekStart : monthlyTargets.month;
  const rows = await executor
    .select({
      t,
      start: startColumn,
      recruiterName: recruiterUser.name,
      managerName: managerUser.name,
    })
    .from(t)
    .innerJoin(recruiterUser, eq(recruiterUser.id, t.recruiterId))
    .leftJoin(managerUser, eq(managerUser.id, t.managerId))
    .where(
      and(
        where.id === undefined ? undefined : eq(t.id, where.id),
        where.recruiterId === undefined ? undefined : eq(t.recruiterId, where.recruiterId),
        where.managerId === undefined ? undefined : eq(t.managerId, where.managerId),
        where.start === undefined ? undefined : eq(startColumn, where.start),
        where.starts === undefined ? undefined : inArray(startColumn, where.starts),
        where.recruiterIds === undefined ? undefined : inArray(t.recruiterId, where.recruiterIds),
      ),
    )
    .orderBy(desc(startColumn), desc(t.id))
    .limit(1000);
  return rows.map(({ t: row, start, recruiterName, managerName }) => ({
    id: row.id,
    period,
    recruiter_id: row.recruiterId,
    recruiter_name: recruiterName,
    manager_id: row.managerId ?? 0,
    manager_name: managerName ?? '',
    period_start: start,
    period_end: period === 'weekly' ? weekOf(start).end : monthOf(start).end,
    target_candidates: row.candidatesAdded,
    target_submissions: row.submissions,
    target_interviews: row.interviews,
    target_offers: row.offers,
    target_joinings: row.joinings,
    achieved_submissions: row.achievedSubmissions,
    achieved_interviews: row.achievedInterviews,
    achieved_offers: row.achievedOffers,
    achieved_joinings: row.achievedJoinings,
    notes: row.notes ?? '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * Who a target write is credited to: a manager's own writes are theirs, whatever `manager_id`
 * says; leadership may credit any manager or leadership account (default themself).
 */
export async function creditedManager(
  tx: Executor,
  user: SessionUser,
  managerId: number | undefined,
): Promise<number> {
  if (user.userType !== 'leadership' || managerId === undefined || managerId === user.id) {
    return user.id;
  }
  const [manager] = await tx
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, managerId));
  if (manager?.userType !== 'management' && manager?.userType !== 'leadership') {
    throw new HttpError(400, 'Targets are credited to a manager or leadership account');
  }
  return managerId;
}

/** Self or a manager (SPEC §6: a recruiter sees only their own targets). */
function assertSelfOrManager(user: SessionUser, recruiterId: number) {
  if (!isManagerLike(user) && user.id !== recruiterId) throw forbidden();
}

/**
 * Weekly and monthly targets (SPEC §7 "Targets"): managers assign (one per recruiter and period)
 * and edit; a recruiter reads their own current targets and records progress; lists per manager
 * and per recruiter. Changes publish the §4 target events to the recruiter and management.
 */
export const targetRoutes: RoutePlugin = async (api, { services }) => {
  const { db, liveFeed } = services;
  const today = () => services.now().toISOString().slice(0, 10);

  const assign = (period: Period) =>
    (async ({ body, session }: RouteInput<typeof endpoints.assignWeeklyTarget>) => {
      const { user } = session;
      const t = tables[period];
      const target = await liveFeed
        .transaction(async (tx, publish) => {
          const [recruiter] = await tx.select().from(users).where(eq(users.id, body.recruiter_id));
          if (!recruiter || recruiter.userType !== 'recruiter')
            throw new HttpError(400, 'Targets are set for recruiters only');
          const values = {
            recruiterId: recruiter.id,
            managerId: await creditedManager(tx, user, body.manager_id),
            candidatesAdded: body.target_candidates,
            submissions: body.target_submissions,
            interviews: body.target_interviews,
            offers: body.target_offers,
            joinings: body.target_joinings,
            notes: body.notes || null,
            createdAt: services.now(),
            updatedAt: services.now(),
          };
          const [row] = await (period === 'weekly'
            ? tx
                .insert(weeklyTargets)
                .values({ ...values, weekStart: body.period_start })
                .returning({ id: t.id })
            : tx
                .insert(monthlyTargets)
                .values({ ...values, month: body.period_start })
                .returning({ id: t.id }));
          if (!row) throw new Error('target insert returned no row');
          await publish({
            type: period === 'weekly' ? 'weekly_target_assigned' : 'monthly_target_assigned',
            payload: { targetId: row.id, recruiterId: recruiter.id, period, updatedBy: user.name },
            audience: { userTypes: ['management', 'leadership'], userIds: [recruiter.id] },
          });
          const [created] = await loadTargets(tx, period, { id: row.id });
          if (!created) throw new Error('target vanished inside its transaction');
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new HttpError(
              409,
              `This recruiter already has a ${period} target for that period`,
            );
          }
          throw error;
        });
      return { status: 'success' as const, message: serverMessages.targetAssigned, target };
    }) as never;

  const edit = (period: Period) =>
    (async ({ params, body, session }: RouteInput<typeof endpoints.editWeeklyTarget>) => {
      const t = tables[period];
      const target = await liveFeed.transaction(async (tx, publish) => {
        const [current] = await loadTargets(tx, period, { id: params.id });
        if (!current) throw new HttpError(404, serverMessages.targetNotFound);
        await tx
          .update(t)
          .set({
            ...(body.target_candidates !== undefined
              ? { candidatesAdded: body.target_candidates }
              : {}),
            ...(body.target_submissions !== undefined
              ? { submissions: body.target_submissions }
              : {}),
            ...(body.target_interviews !== undefined ? { interviews: body.target_interviews } : {}),
            ...(body.target_offers !== undefined ? { offers: body.target_offers } : {}),
            ...(body.target_joinings !== undefined ? { joinings: body.target_joinings } : {}),
            ...(body.notes !== undefined ? { notes: body.notes } : {}),
            // A manager's edit is credited to that manager (leadership's edits keep the credit).
            ...(session.user.userType === 'management' ? { managerId: session.user.id } : {}),
            updatedAt: services.now(),
          })
          .where(eq(t.id, params.id));
        await publish({
          type: period === 'weekly' ? 'weekly_target_updated' : 'monthly_target_updated',
          payload: {
            targetId: params.id,
            recruiterId: current.recruiter_id,
            period,
            updatedBy: session.user.name,
          },
          audience: { userTypes: ['management', 'leadership'], userIds: [current.recruiter_id] },
        });
        const [updated] = await loadTargets(tx, period, { id: params.id });
        if (!updated) throw new Error('target vanished inside its transaction');
        return updated;
      });
      return { status: 'success' as const, message: serverMessages.targetUpdated, target };
    }) as never;

  registerEndpoint(api, services, endpoints.assignWeeklyTarget, assign('weekly'));
  registerEndpoint(api, services, endpoints.assignMonthlyTarget, assign('monthly'));
  registerEndpoint(api, services, endpoints.editWeeklyTarget, edit('weekly'));
  registerEndpoint(api, services, endpoints.editMonthlyTarget, edit('monthly'));

  registerEndpoint(api, services, endpoints.getWeeklyTargets, async ({ params }) => ({
    status: 'success' as const,
    targets: (await loadTargets(db, 'weekly', { managerId: params.managerId })) as never,
  }));
  registerEndpoint(api, services, endpoints.getMonthlyTargets, async ({ params }) => ({
    status: 'success' as const,
    targets: (await loadTargets(db, 'monthly', { managerId: params.managerId })) as never,
  }));
  registerEndpoint(
    api,
    services,
    endpoints.getRecruiterWeeklyTargets,
    async ({ params, session }) => {
      assertSelfOrManager(session.user, params.recruiterId);
      return {
        status: 'success' as const,
        targets: (await loadTargets(db, 'weekly', { recruiterId: params.recruiterId })) as never,
      };
    },
  );
  registerEndpoint(
    api,
    services,
    endpoints.getRecruiterMonthlyTargets,
    async ({ params, session }) => {
      assertSelfOrManager(session.user, params.recruiterId);
      return {
        status: 'success' as const,
        targets: (await loadTargets(db, 'monthly', { recruiterId: params.recruiterId })) as never,
      };
    },
  );

  registerEndpoint(api, services, endpoints.getRecruiterTargets, async ({ query, session }) => {
    const recruiterId = query.recruiter_id ?? session.user.id;
    assertSelfOrManager(session.user, recruiterId);
    const day = query.date ?? today();
    const [weekly] = await loadTargets(db, 'weekly', { recruiterId, start: weekOf(day).start });
    const [monthly] = await loadTargets(db, 'monthly', { recruiterId, start: monthOf(day).start });
    return {
      status: 'success' as const,
      weekly: (weekly ?? null) as never,
      monthly: (monthly ?? null) as never,
    };
  });

  registerEndpoint(api, services, endpoints.updateRecruiterTargets, async ({ body, session }) => {
    const t = tables[body.period];
    const target = await liveFeed.transaction(async (tx, publish) => {
      const [current] = await loadTargets(tx, body.period, { id: body.target_id });
      if (!current) throw new HttpError(404, serverMessages.targetNotFound);
      assertSelfOrManager(session.user, current.recruiter_id);
      await tx
        .update(t)
        .set({
          ...(body.achieved_submissions !== undefined
            ? { achievedSubmissions: body.achieved_submissions }
            : {}),
          ...(body.achieved_interviews !== undefined
            ? { achievedInterviews: body.achieved_interviews }
            : {}),
          ...(body.achieved_offers !== undefined ? { achievedOffers: body.achieved_offers } : {}),
          ...(body.achieved_joinings !== undefined
            ? { achievedJoinings: body.achieved_joinings }
            : {}),
          updatedAt: services.now(),
        })
        .where(eq(t.id, body.target_id));
      await publish({
        type: body.period === 'weekly' ? 'weekly_target_updated' : 'monthly_target_updated',
        payload: {
          targetId: body.target_id,
          recruiterId: current.recruiter_id,
          period: body.period,
          updatedBy: session.user.name,
        },
        audience: { userTypes: ['management', 'leadership'], userIds: [current.recruiter_id] },
      });
      const [updated] = await loadTargets(tx, body.period, { id: body.target_id });
      if (!updated) throw new Error('target vanished inside its transaction');
      return updated;
    });
    return { status: 'success' as const, message: serverMessages.targetUpdated, target };
  });
};
