import { serverMessages } from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

// A Wednesday (its week starts on Monday 2026-06-01).
const now = new Date('2026-06-03T09:00:00Z');

const setup = { seed: { now, candidates: 10, jobs: 3 }, config: { now: () => now } };

describeServer('target routes (SDK over HTTP)', setup, (it) => {
  const failure = failureOf;

  it('assigns weekly and monthly targets once, edits them, and a recruiter records progress', async ({
    team: { manager, recruiter, other },
  }) => {
    const me = recruiter.session.get();
    const boss = manager.session.get();
    if (!me || !boss) throw new Error('not signed in');
    // The seed may already hold targets for this period: use next month and a week in it.
    const weekly = await manager.targets.assignWeekly({
      recruiter_id: me.userId,
      period_start: '2026-07-06',
      target_submissions: 10,
      target_offers: 2,
    });
    expect(weekly.target).toMatchObject({
      period: 'weekly',
      period_end: '2026-07-12',
      target_submissions: 10,
      manager_id: boss.userId,
    });
    const dup = await failure(
      manager.targets.assignWeekly({ recruiter_id: me.userId, period_start: '2026-07-06' }),
    );
    expect(dup.status).toBe(409);
    const notMonday = await failure(
      manager.targets.assignWeekly({ recruiter_id: me.userId, period_start: '2026-07-07' }),
    );
    expect(notMonday.message).toBe('A weekly target starts on a Monday');
    const monthly = await manager.targets.assignMonthly({
      recruiter_id: me.userId,
      period_start: '2026-07-01',
      target_joinings: 3,
    });
    expect(monthly.target.period_end).toBe('2026-07-31');

    const edited = await manager.targets.editWeekly(weekly.target.id, { target_submissions: 12 });
    expect(edited.message).toBe(serverMessages.targetUpdated);
    expect(edited.target.target_submissions).toBe(12);
    const nothing = await failure(manager.targets.editWeekly(weekly.target.id, {}));
    expect(nothing.message).toBe('Nothing to change');

    const progress = await recruiter.targets.updateProgress({
      target_id: weekly.target.id,
      period: 'weekly',
      achieved_submissions: 4,
    });
    expect(progress.target.achieved_submissions).toBe(4);
    expect(
      (
        await failure(
          other.targets.updateProgress({
            target_id: weekly.target.id,
            period: 'weekly',
            achieved_offers: 1,
          }),
        )
      ).status,
    ).toBe(403);

    const current = await recruiter.targets.current({ date: '2026-07-08' });
    expect(current.weekly?.id).toBe(weekly.target.id);
    expect(current.monthly?.id).toBe(monthly.target.id);
    const mine = await recruiter.targets.recruiterWeekly(me.userId);
    expect(mine.targets.some((t) => t.id === weekly.target.id)).toBe(true);
    expect((await failure(other.targets.recruiterWeekly(me.userId))).status).toBe(403);
    const byManager = await manager.targets.monthly(boss.userId);
    expect(byManager.targets.some((t) => t.id === monthly.target.id)).toBe(true);
    expect(
      (
        await failure(
          recruiter.targets.assignMonthly({ recruiter_id: me.userId, period_start: '2026-08-01' }),
        )
      ).status,
    ).toBe(403);
    const missing = await failure(manager.targets.editMonthly(999_999, { notes: 'x' }));
    expect(missing.status).toBe(404);
  });
});
