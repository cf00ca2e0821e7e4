import { serverMessages } from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf, manualClock } from './helpers';

const clock = manualClock(new Date('2026-06-15T09:00:00Z'));

describeServer(
  'optimistic concurrency on candidate edits',
  { seed: { now: clock.now(), candidates: 3, jobs: 2 }, config: { now: clock.now } },
  (it) => {
    it('refuses an edit made on a copy someone saved over since, with a clear message', async ({
      team: { manager, recruiter },
    }) => {
      const { candidate } = await recruiter.candidates.add({
        name: 'Stale Copy',
        email: 'stale@example.com',
        mobile: '9845077777',
      });
      const opened = candidate.updated_at as string;
      clock.advance(60_000);
      const first = await manager.candidates.edit(candidate.id, {
        remarks: 'manager was here',
        expected_updated_at: opened,
      });
      expect(first.candidate.updated_at).not.toBe(opened);
      clock.advance(60_000);
      const stale = await failureOf(
        recruiter.candidates.edit(candidate.id, { remarks: 'mine', expected_updated_at: opened }),
      );
      expect(stale).toMatchObject({ status: 409, message: serverMessages.staleCandidate });
      // Nothing of the refused edit was written; an edit on the fresh copy goes through.
      const fresh = await recruiter.candidates.edit(candidate.id, {
        remarks: 'mine, after reloading',
        expected_updated_at: first.candidate.updated_at as string,
      });
      expect(fresh.candidate.remarks).toBe('mine, after reloading');
    });

    it('lets exactly one of two racing edits of the same copy win', async ({
      team: { manager, recruiter },
    }) => {
      const { candidate } = await recruiter.candidates.add({
        name: 'Race Copy',
        email: 'race@example.com',
        mobile: '9845088888',
      });
      clock.advance(60_000);
      const opened = candidate.updated_at as string;
      const results = await Promise.allSettled([
        manager.candidates.edit(candidate.id, { remarks: 'a', expected_updated_at: opened }),
        recruiter.candidates.edit(candidate.id, { remarks: 'b', expected_updated_at: opened }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 409, message: serverMessages.staleCandidate });
    });
  },
);
