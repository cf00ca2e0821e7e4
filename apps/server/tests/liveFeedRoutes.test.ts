import { createClient, createMemoryStorage, type HrPortalClient } from '@hrportal/api-client';
import type { LiveEvent } from '@hrportal/api-client/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import {
  describeEachDriver,
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
  until,
} from './helpers';

const password = 'Demo@1234';
const now = new Date('2026-06-01T09:00:00Z');

describeEachDriver('live feed over SSE (SDK client.liveFeed against the server)', (driver) => {
  let database: TestDatabase;
  let server: TestServer;
  let manager: HrPortalClient;
  let recruiter: HrPortalClient;

  const signIn = async (username: string, role: 'manager' | 'recruiter') => {
    const c = createClient({
      baseUrl: server.api,
      storage: createMemoryStorage(),
      retry: { limit: 0 },
    });
    await c.auth.login({ role, username, password });
    return c;
  };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedDemo(database.handle.db, { now, candidates: 20, jobs: 5 });
    server = await startTestServer(database.handle, { now: () => now });
    manager = await signIn('manager', 'manager');
    recruiter = await signIn('recruiter', 'recruiter');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const addCandidate = (n: number) =>
    recruiter.candidates.add({
      name: `Feed Person ${n}`,
      email: `feed.${driver}.${n}@example.com`,
      mobile: `98450${String(n).padStart(5, '0')}`,
    });

  it('delivers a change to the manager, resumes with Last-Event-ID after a drop, nothing lost or doubled', async () => {
    const session = manager.session.get();
    if (!session) throw new Error('not signed in');
    const received: LiveEvent[] = [];
    const feed = manager.liveFeed(session.userId);
    feed.on('event', (event) => received.push(event));
    feed.connect();
    await until(() => feed.state === 'connected', 'the stream');
    const first = await addCandidate(1);
    await until(() => received.length === 1, 'the first event');
    expect(received[0]).toMatchObject({
      type: 'candidate_added',
      data: { candidateId: first.candidate.id },
    });

    // Drop the stream, change things while it is down, reopen from the last id.
    const lastId = feed.lastEventId;
    feed.disconnect();
    const missed = [];
    for (let n = 2; n <= 6; n++) missed.push((await addCandidate(n)).candidate.id);
    const resumed = manager.liveFeed(session.userId, lastId ? { lastEventId: lastId } : {});
    const after: LiveEvent[] = [];
    resumed.on('event', (event) => after.push(event));
    resumed.connect();
    await until(() => after.length >= 5, 'the replay');
    const live = (await addCandidate(7)).candidate.id;
    await until(() => after.length >= 6, 'the live event after the replay');
    resumed.disconnect();
    const ids = after.map((e) => (e.data as { candidateId?: number }).candidateId);
    expect(ids).toEqual([...missed, live]);
    const eventIds = after.map((e) => Number(e.id));
    expect([...eventIds].sort((a, b) => a - b)).toEqual(eventIds);
  });

  it("shows a recruiter only the events meant for them, and refuses someone else's stream", async () => {
    const me = recruiter.session.get();
    const boss = manager.session.get();
    if (!me || !boss) throw new Error('not signed in');
    const recent = await recruiter.system.recentEvents({});
    expect(recent.events.length).toBeGreaterThan(0);
    expect(recent.events.every((e) => e.type === 'candidate_added')).toBe(true);
    const other = await fetch(`${server.api}/events/${boss.userId}`, {
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(other.status).toBe(403);
    const anonymous = await fetch(`${server.api}/events/${me.userId}`);
    expect(anonymous.status).toBe(401);
  });
});
