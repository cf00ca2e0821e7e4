import type { HrPortalClient } from '@hrportal/api-client';
import { serverMessages } from '@hrportal/api-client/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import {
  describeEachDriver,
  failureOf,
  manualClock,
  openTestDatabase,
  signInAs,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './helpers';

describeEachDriver('optimistic concurrency on candidate edits', (driver) => {
  const clock = manualClock(new Date('2026-06-15T09:00:00Z'));
  let database: TestDatabase;
  let server: TestServer;
  let manager: HrPortalClient;
  let recruiter: HrPortalClient;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedDemo(database.handle.db, { now: clock.now(), candidates: 3, jobs: 2 });
    server = await startTestServer(database.handle, { now: clock.now });
    [manager, recruiter] = await Promise.all([
      signInAs(server, 'manager', 'manager'),
      signInAs(server, 'recruiter', 'recruiter'),
    ]);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('refuses an edit made on a copy someone saved over since, with a clear message', async () => {
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

  it('lets exactly one of two racing edits of the same copy win', async () => {
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
});
