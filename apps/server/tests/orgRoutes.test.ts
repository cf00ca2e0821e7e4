import type { HrPortalClient } from '@hrportal/api-client';
import { type PipelineFigures, serverMessages } from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf, signInAs } from './helpers';

// A Wednesday: its week starts on Monday 2026-06-01, its month on 2026-06-01.
const now = new Date('2026-06-03T09:00:00Z');
const today = { from: '2026-06-03', to: '2026-06-03' };

const minus = (a: PipelineFigures, b: PipelineFigures): PipelineFigures => ({
  added: a.added - b.added,
  submissions: a.submissions - b.submissions,
  interviews: a.interviews - b.interviews,
  offers: a.offers - b.offers,
  joins: a.joins - b.joins,
});

const idOf = (client: HrPortalClient) => {
  const s = client.session.get();
  if (!s) throw new Error('not signed in');
  return s.userId;
};

describeServer(
  'organisation figures (SDK over HTTP)',
  { seed: { now, candidates: 60, jobs: 12 }, config: { now: () => now } },
  (it) => {
    it('counts a client, its jobs, pipeline, recruiters and weekly activity by hand, per role', async ({
      server,
      team: { manager, recruiter, other, leadership },
    }) => {
      const me = idOf(recruiter);
      const them = idOf(other);
      const beforeMine = await recruiter.users.recruiterFigures(today);
      const beforeManagers = await leadership.users.managerFigures(today);

      const { client } = await manager.clients.create({ name: 'Orbit Labs' });
      const { job: a } = await manager.jobs.post({
        client: 'Orbit Labs',
        role: 'Engineer',
        no_of_positions: 3,
        recruiter: ['recruiter', 'recruiter3'],
      });
      const { job: b } = await manager.jobs.post({
        client: 'orbit labs',
        role: 'Designer',
        no_of_positions: 1,
        job_status: 'Hold',
        recruiter: ['recruiter'],
      });
      let n = 0;
      const add = async (who: HrPortalClient, jobId: number, status: string) => {
        n += 1;
        const { candidate } = await who.candidates.add({
          name: `Orbit Person ${n}`,
          email: `orbit${n}@example.com`,
          mobile: `98450${String(10000 + n)}`,
          job_id: jobId,
        });
        if (status !== 'Internal Screening') {
          await who.candidates.updateStatus(candidate.id, { status: status as 'Offer' });
        }
      };
      await add(recruiter, a.id, 'Internal Screening');
      await add(recruiter, a.id, 'Client Interview');
      await add(recruiter, a.id, 'Offer');
      await add(recruiter, a.id, 'Onboarded');
      await add(other, a.id, 'Dropped');
      await add(recruiter, b.id, 'Client Screening');

      const detail = await manager.clients.detail(client.id);
      expect(detail.client).toMatchObject({
        name: 'Orbit Labs',
        active: 1,
        on_hold: 1,
        closed: 0,
        total: 2,
        summary_status: 'Active',
        created_by: 'Maya Menon',
      });
      expect(detail.jobs.map((j) => [j.id, j.candidates, j.offers, j.joins])).toEqual([
        [b.id, 1, 0, 0],
        [a.id, 5, 2, 1],
      ]);
      expect(detail.by_status).toEqual({
        'Internal Screening': 1,
        'Client Interview': 1,
        'Client Screening': 1,
        Offer: 1,
        Onboarded: 1,
        Dropped: 1,
      });
      expect(detail.recruiters).toEqual(
        expect.arrayContaining([
          { recruiter_id: me, name: 'Rahul Verma', jobs: 2, candidates: 5 },
          expect.objectContaining({ recruiter_id: them, jobs: 1, candidates: 1 }),
        ]),
      );
      expect(detail.recruiters).toHaveLength(2);
      expect(detail.activity).toHaveLength(12);
      expect(detail.activity[0]?.week_start).toBe('2026-03-16');
      expect(detail.activity.at(-1)).toEqual({ week_start: '2026-06-01', added: 6, offers: 2 });
      expect(detail.activity.slice(0, -1).every((w) => w.added === 0)).toBe(true);
      expect((await leadership.clients.detail(client.id)).jobs).toHaveLength(2);

      // A recruiter sees the client through their assigned jobs and only their own candidates.
      const mine = await recruiter.clients.detail(client.id);
      expect(mine.by_status.Dropped).toBeUndefined();
      expect(mine.recruiters).toEqual([
        { recruiter_id: me, name: 'Rahul Verma', jobs: 2, candidates: 5 },
      ]);
      const theirs = await other.clients.detail(client.id);
      expect(theirs.jobs.map((j) => [j.id, j.candidates])).toEqual([[a.id, 1]]);
      expect(theirs.client).toMatchObject({ total: 1, active: 1, on_hold: 0 });
      const reviewer = await signInAs(server, 'reviewer', 'recruiter');
      const hidden = await failureOf(reviewer.clients.detail(client.id));
      expect(hidden).toMatchObject({ status: 404, message: serverMessages.clientNotFound });
      expect((await failureOf(manager.clients.detail(999_999))).status).toBe(404);

      // Recruiter figures: the day's change is exactly what was added above.
      const afterMine = await recruiter.users.recruiterFigures(today);
      expect(afterMine.recruiters.map((r) => r.recruiter_id)).toEqual([me]);
      const [before] = beforeMine.recruiters;
      const [after] = afterMine.recruiters;
      if (!before || !after) throw new Error('no figures');
      expect(minus(after.figures, before.figures)).toEqual({
        added: 5,
        submissions: 4,
        interviews: 3,
        offers: 2,
        joins: 1,
      });
      const all = await manager.users.recruiterFigures(today);
      expect(all.recruiters.length).toBeGreaterThan(10);
      expect(all.recruiters.find((r) => r.recruiter_id === me)).toEqual(after);

      const recruiterDetail = await recruiter.users.recruiterDetail(me, today);
      expect(recruiterDetail.jobs.find((j) => j.id === a.id)).toMatchObject({
        candidates: 4,
        offers: 2,
        joins: 1,
      });
      expect(recruiterDetail.jobs.find((j) => j.id === b.id)?.candidates).toBe(1);
      expect(Object.values(recruiterDetail.by_status).reduce((s, v) => s + v, 0)).toBe(
        after.figures.added,
      );
      // The assigned jobs come a page at a time: the pages together are every job, once.
      const total = recruiterDetail.jobs_total;
      expect(total).toBeGreaterThanOrEqual(2);
      expect(recruiterDetail).toMatchObject({ jobs_page: 1, jobs_page_size: 20 });
      const paged: number[] = [];
      for (let page = 1; page <= total; page++) {
        const one = await recruiter.users.recruiterDetail(me, {
          ...today,
          jobs_page: page,
          jobs_page_size: 1,
        });
        expect(one.jobs.length).toBe(1);
        expect(one.jobs_total).toBe(total);
        paged.push(...one.jobs.map((j) => j.id));
      }
      expect(new Set(paged).size).toBe(total);
      const past = await recruiter.users.recruiterDetail(me, {
        ...today,
        jobs_page: total + 1,
        jobs_page_size: 1,
      });
      expect(past.jobs).toEqual([]);
      expect(
        (await failureOf(recruiter.users.recruiterDetail(me, { jobs_page_size: 101 }))).status,
      ).toBe(400);
      expect(await failureOf(recruiter.users.recruiterDetail(them))).toMatchObject({
        status: 403,
      });
      expect((await manager.users.recruiterDetail(them)).recruiter.recruiter_id).toBe(them);
      expect((await failureOf(manager.users.recruiterDetail(idOf(manager)))).status).toBe(404);

      // Managers (leadership only): jobs Maya posted, and her team's figures moved by her team's.
      expect((await failureOf(manager.users.managerFigures())).status).toBe(403);
      expect((await failureOf(recruiter.users.managerFigures())).status).toBe(403);
      const afterManagers = await leadership.users.managerFigures(today);
      const maya = (r: typeof afterManagers) => r.managers.find((m) => m.name === 'Maya Menon');
      const [m0, m1] = [maya(beforeManagers), maya(afterManagers)];
      if (!m0 || !m1) throw new Error('no manager row');
      expect([m1.jobs_active - m0.jobs_active, m1.jobs_hold - m0.jobs_hold]).toEqual([1, 1]);
      const bossId = idOf(manager);
      const targeted = new Set(
        [
          ...(await manager.targets.weekly(bossId)).targets,
          ...(await manager.targets.monthly(bossId)).targets,
        ].map((t) => t.recruiter_id),
      );
      expect(m1.team_size).toBe(targeted.size);
      const teamAdded = all.recruiters
        .filter((r) => targeted.has(r.recruiter_id))
        .reduce((s, r) => s + r.figures.added, 0);
      expect(m1.figures.added).toBe(teamAdded);
    });

    it('reads target progress from the targets tables and refuses a reversed period', async ({
      team: { manager, recruiter },
    }) => {
      const me = idOf(recruiter);
      const current = await recruiter.targets.current({ date: '2026-06-03' });
      const [figures] = (await recruiter.users.recruiterFigures()).recruiters;
      const sum = (
        t: NonNullable<typeof current.weekly> | NonNullable<typeof current.monthly>,
        kind: 'target' | 'achieved',
      ) =>
        t[`${kind}_submissions`] +
        t[`${kind}_interviews`] +
        t[`${kind}_offers`] +
        t[`${kind}_joinings`];
      if (current.weekly) {
        expect(figures?.weekly).toEqual({
          period_start: '2026-06-01',
          target: sum(current.weekly, 'target'),
          achieved: sum(current.weekly, 'achieved'),
        });
      } else expect(figures?.weekly).toBeNull();
      if (current.monthly) {
        expect(figures?.monthly?.target).toBe(sum(current.monthly, 'target'));
      } else expect(figures?.monthly).toBeNull();
      const answer = await manager.users.recruiterFigures();
      expect([answer.from, answer.to]).toEqual(['2026-05-05', '2026-06-03']);

      const reversed = await failureOf(
        manager.users.recruiterFigures({ from: '2026-06-03', to: '2026-06-01' }),
      );
      expect(reversed).toMatchObject({
        status: 400,
        message: 'The start date must be on or before the end date',
      });
      expect(
        (await failureOf(manager.users.recruiterDetail(me, { from: 'yesterday' }))).status,
      ).toBe(400);
    });
  },
);
