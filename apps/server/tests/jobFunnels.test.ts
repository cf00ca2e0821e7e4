import { serverMessages } from '@hrportal/api-client/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

describeServer(
  'job funnels (POST /job_funnels)',
  { seed: { now, candidates: 40, jobs: 8 }, config: { now: () => now } },
  (it) => {
    it('counts a job’s candidates by status, filled and open positions; matches a plain count', async ({
      database,
      team: { manager, recruiter, leadership },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Funnel Corp',
        role: 'Data Engineer',
        no_of_positions: 2,
        recruiter: ['recruiter'],
      });
      const statuses = [
        'Offer',
        'Onboarded',
        'Onboarded',
        'Onboarded',
        'Client Interview',
      ] as const;
      for (const [i, status] of statuses.entries()) {
        const { candidate } = await recruiter.candidates.add({
          name: `Funnel Person ${i}`,
          email: `funnel${i}@example.com`,
          mobile: `+91 98450 1000${i}`,
          job_id: job.id,
        });
        await recruiter.candidates.updateStatus(candidate.id, { status });
      }
      const { funnels } = await manager.jobs.funnels({ job_ids: [job.id, job.id] });
      expect(funnels).toEqual([
        {
          job_id: job.id,
          counts: { Offer: 1, Onboarded: 3, 'Client Interview': 1 },
          total: 5,
          filled: 3,
          positions: 2,
          open: 0,
        },
      ]);

      // Every seeded job against a plain GROUP BY of the same table.
      const all = await manager.jobs.list(undefined, { force: true });
      const ids = [...all.job_posts_active, ...all.job_posts_closed, ...all.job_posts_hold].map(
        (j) => j.id,
      );
      const answer = await leadership.jobs.funnels({ job_ids: ids });
      const plain = await database.handle.db.execute(
        sql`select job_id, status, count(*)::int as n from candidates where job_id is not null group by 1, 2`,
      );
      const rows = (plain as unknown as { rows: { job_id: number; status: string; n: number }[] })
        .rows;
      for (const funnel of answer.funnels) {
        const mine = rows.filter((r) => r.job_id === funnel.job_id);
        expect(funnel.total).toBe(mine.reduce((a, r) => a + Number(r.n), 0));
        for (const r of mine) expect(funnel.counts[r.status as 'Offer']).toBe(Number(r.n));
      }
      expect(answer.funnels.some((f) => f.total > 0)).toBe(true);
    });

    it('lets a recruiter count only jobs assigned to them; refuses unknown and empty asks', async ({
      team: { manager, recruiter, other },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Funnel Corp',
        role: 'Only Rahul',
        no_of_positions: 1,
        recruiter: ['recruiter'],
      });
      expect((await recruiter.jobs.funnels({ job_ids: [job.id] })).funnels[0]?.job_id).toBe(job.id);
      expect((await failureOf(other.jobs.funnels({ job_ids: [job.id] }))).status).toBe(403);
      const unknown = await failureOf(manager.jobs.funnels({ job_ids: [job.id, 999_999] }));
      expect(unknown).toMatchObject({ status: 404, message: serverMessages.jobNotFound });
      const empty = await failureOf(manager.jobs.funnels({ job_ids: [] }));
      expect(empty).toMatchObject({ status: 400, message: 'Select at least one job' });
    });
  },
);
