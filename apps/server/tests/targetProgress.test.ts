import type { HrPortalClient } from '@hrportal/api-client';
import {
  type CandidateStatus,
  candidateStatuses,
  type TargetActuals,
} from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

// A Wednesday: its week starts on Monday 2026-06-01, its month on 2026-06-01.
const now = new Date('2026-06-03T09:00:00Z');
const setup = { seed: { now, candidates: 30, jobs: 4 }, config: { now: () => now } };

async function mine(client: HrPortalClient, period: 'weekly' | 'monthly' = 'weekly') {
  const { periods } = await client.targets.progress({ period });
  const [row] = periods[0]?.rows ?? [];
  if (!row) throw new Error('no progress row');
  return row;
}

const delta = (after: TargetActuals, before: TargetActuals) =>
  Object.fromEntries(
    Object.entries(after).map(([k, v]) => [k, v - before[k as keyof TargetActuals]]),
  );

describeServer('target progress, bulk assign and copy (issue 21)', setup, (it) => {
  it('counts candidates added and stages first reached in the period, per recruiter', async ({
    team: { manager, recruiter, other },
  }) => {
    const before = (await mine(recruiter)).actual;
    const a = (
      await recruiter.candidates.add({
        name: 'Progress A',
        email: 'pa@example.com',
        mobile: '9845011111',
      })
    ).candidate;
    const b = (
      await recruiter.candidates.add({
        name: 'Progress B',
        email: 'pb@example.com',
        mobile: '9845022222',
      })
    ).candidate;
    expect(delta((await mine(recruiter)).actual, before)).toEqual({
      candidates: 2,
      submissions: 0,
      interviews: 0,
      offers: 0,
      joinings: 0,
    });
    await recruiter.candidates.updateStatus(a.id, { status: 'Client Screening' });
    await recruiter.candidates.updateStatus(a.id, { status: 'Offer' });
    // Back and forth inside a reached stage counts once.
    await recruiter.candidates.updateStatus(a.id, { status: 'Client Interview' });
    await recruiter.candidates.updateStatus(a.id, { status: 'Offer' });
    // A jump counts for every stage it passes.
    await recruiter.candidates.updateStatus(b.id, { status: 'Onboarded' });
    const after = await mine(recruiter);
    expect(delta(after.actual, before)).toEqual({
      candidates: 2,
      submissions: 2,
      interviews: 2,
      offers: 2,
      joinings: 1,
    });
    expect(delta((await mine(recruiter, 'monthly')).actual, before)).toMatchObject({
      candidates: 2,
      joinings: 1,
    });

    // Managers see every recruiter; a recruiter only themselves.
    const all = await manager.targets.progress({ period: 'weekly', periods: 3 });
    expect(all.periods.map((p) => p.period_start)).toEqual([
      '2026-06-01',
      '2026-05-25',
      '2026-05-18',
    ]);
    expect(all.periods[0]?.rows.length).toBeGreaterThan(1);
    expect(all.periods[0]?.rows.find((r) => r.recruiter_id === after.recruiter_id)?.actual).toEqual(
      after.actual,
    );
    const forbidden = await failureOf(
      other.targets.progress({ period: 'weekly', recruiter_id: after.recruiter_id }),
    );
    expect(forbidden.status).toBe(403);
    expect((forbidden as { userMessage?: string }).userMessage).toMatch(
      /^Failed to get weekly target: 403 /,
    );
  });

  it('bulk-assigns, edits on a second assign, copies last period and reports skips', async ({
    team: { manager, recruiter, other, leadership },
  }) => {
    const me = recruiter.session.get();
    const them = other.session.get();
    const boss = manager.session.get();
    if (!me || !them || !boss) throw new Error('not signed in');
    const week = '2026-08-03';
    const first = await manager.targets.bulkAssign({
      period: 'weekly',
      period_start: week,
      recruiter_ids: [me.userId, them.userId, boss.userId],
      target_candidates: 5,
      target_submissions: 3,
    });
    expect(first.targets.map((t) => t.recruiter_id).sort()).toEqual(
      [me.userId, them.userId].sort(),
    );
    expect(first.targets[0]).toMatchObject({ target_candidates: 5, period_end: '2026-08-09' });
    expect(first.skipped).toEqual([
      { recruiter_id: boss.userId, reason: 'Targets are set for recruiters only' },
    ]);
    const again = await manager.targets.bulkAssign({
      period: 'weekly',
      period_start: week,
      recruiter_ids: [me.userId],
      target_candidates: 7,
    });
    expect(again.targets[0]).toMatchObject({
      id: first.targets.find((t) => t.recruiter_id === me.userId)?.id,
      target_candidates: 7,
    });

    const copied = await manager.targets.copyLastPeriod({
      period: 'weekly',
      period_start: '2026-08-10',
    });
    expect(copied.targets.map((t) => [t.recruiter_id, t.target_candidates]).sort()).toEqual(
      [
        [me.userId, 7],
        [them.userId, 5],
      ].sort(),
    );
    const twice = await leadership.targets.copyLastPeriod({
      period: 'weekly',
      period_start: '2026-08-10',
      recruiter_ids: [me.userId, boss.userId],
    });
    expect(twice.targets).toEqual([]);
    expect(twice.skipped).toEqual([
      { recruiter_id: me.userId, reason: 'Already has a target for this period' },
      { recruiter_id: boss.userId, reason: 'No target in the previous period' },
    ]);

    const notMonday = await failureOf(
      manager.targets.bulkAssign({
        period: 'weekly',
        period_start: '2026-08-04',
        recruiter_ids: [me.userId],
      }),
    );
    expect(notMonday.status).toBe(400);
    expect((notMonday as { userMessage?: string }).userMessage).toBe(
      'Failed to assign weekly target: 400 A weekly target starts on a Monday, a monthly one on the first day of a month',
    );
    expect(
      (
        await failureOf(
          recruiter.targets.copyLastPeriod({ period: 'monthly', period_start: '2026-08-01' }),
        )
      ).status,
    ).toBe(403);

    // The progress answer carries the target beside the counts.
    const { periods } = await recruiter.targets.progress({ period: 'weekly', date: '2026-08-12' });
    expect(periods[0]?.rows[0]?.target?.target_candidates).toBe(7);
  });
});

describeServer('my tasks (issue 21 dashboards)', setup, (it) => {
  it('lists stuck candidates, idle jobs, pending reviews and recent activity for the caller', async ({
    team: { manager, recruiter },
  }) => {
    const all = await manager.dashboard.tasks({ stuck_days: 7 });
    expect(all.stuck_days).toBe(7);
    expect(all.stuck.candidates.length).toBeLessThanOrEqual(10);
    expect(all.stuck.total).toBeGreaterThanOrEqual(all.stuck.candidates.length);
    for (const c of all.stuck.candidates) expect(c.days).toBeGreaterThanOrEqual(7);
    const mine = await recruiter.dashboard.tasks();
    expect(mine.stuck.total).toBeLessThanOrEqual(all.stuck.total);
    expect(mine.idle_jobs.total).toBeLessThanOrEqual(all.idle_jobs.total);
    // A fresh candidate is not stuck, and the event of its creation is in the activity.
    const added = await recruiter.candidates.add({
      name: 'Fresh Face',
      email: 'ff@example.com',
      mobile: '9845044444',
    });
    const after = await recruiter.dashboard.tasks();
    expect(after.stuck.candidates.some((c) => c.id === added.candidate.id)).toBe(false);
    expect(after.activity[0]?.type).toBe('candidate_added');
    expect((await failureOf(recruiter.dashboard.tasks({ stuck_days: 0 }))).status).toBe(400);
  });

  it("counts the caller's candidates by status as the unfiltered candidate list does", async ({
    team: { manager, recruiter },
  }) => {
    for (const client of [manager, recruiter]) {
      const { candidates } = await client.dashboard.tasks();
      const listed = (statuses?: [CandidateStatus]) =>
        client.candidates
          .list({ page_no: 1, page_size: 1, ...(statuses ? { statuses } : {}) }, { force: true })
          .then((page) => page.total);
      expect(candidates.total).toBe(await listed());
      for (const status of candidateStatuses) {
        expect(candidates.by_status[status] ?? 0, status).toBe(await listed([status]));
      }
    }
    const [all, mine] = [await manager.dashboard.tasks(), await recruiter.dashboard.tasks()];
    expect(mine.candidates.total).toBeGreaterThan(0);
    expect(mine.candidates.total).toBeLessThan(all.candidates.total);
  });

  it("counts the caller's jobs by status as the job lists split them", async ({
    team: { manager, recruiter },
  }) => {
    for (const client of [manager, recruiter]) {
      const { jobs } = await client.dashboard.tasks();
      const lists = await client.jobs.list(undefined, { force: true });
      expect(jobs).toEqual({
        active: lists.job_posts_active.length,
        hold: lists.job_posts_hold.length,
        closed: lists.job_posts_closed.length,
      });
    }
  });
});
