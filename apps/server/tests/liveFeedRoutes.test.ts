import type { HrPortalClient } from '@hrportal/api-client';
import type { LiveEvent } from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { until } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

describeServer(
  'live feed over SSE (SDK client.liveFeed against the server)',
  { seed: { now, candidates: 20, jobs: 5 }, config: { now: () => now } },
  (it, driver) => {
    const addCandidate = (recruiter: HrPortalClient, n: number) =>
      recruiter.candidates.add({
        name: `Feed Person ${n}`,
        email: `feed.${driver}.${n}@example.com`,
        mobile: `98450${String(n).padStart(5, '0')}`,
      });

    it('delivers a change to the manager, resumes with Last-Event-ID after a drop, nothing lost or doubled', async ({
      team: { manager, recruiter },
    }) => {
      const session = manager.session.get();
      if (!session) throw new Error('not signed in');
      const received: LiveEvent[] = [];
      const feed = manager.liveFeed(session.userId);
      feed.on('event', (event) => received.push(event));
      feed.connect();
      await until(() => feed.state === 'connected', 'the stream');
      const first = await addCandidate(recruiter, 1);
      await until(() => received.length === 1, 'the first event');
      expect(received[0]).toMatchObject({
        type: 'candidate_added',
        data: { candidateId: first.candidate.id },
      });

      // Drop the stream, change things while it is down, reopen from the last id.
      const lastId = feed.lastEventId;
      feed.disconnect();
      const missed = [];
      for (let n = 2; n <= 6; n++) missed.push((await addCandidate(recruiter, n)).candidate.id);
      const resumed = manager.liveFeed(session.userId, lastId ? { lastEventId: lastId } : {});
      const after: LiveEvent[] = [];
      resumed.on('event', (event) => after.push(event));
      resumed.connect();
      await until(() => after.length >= 5, 'the replay');
      const live = (await addCandidate(recruiter, 7)).candidate.id;
      await until(() => after.length >= 6, 'the live event after the replay');
      resumed.disconnect();
      const ids = after.map((e) => (e.data as { candidateId?: number }).candidateId);
      expect(ids).toEqual([...missed, live]);
      const eventIds = after.map((e) => Number(e.id));
      expect([...eventIds].sort((a, b) => a - b)).toEqual(eventIds);
    });

    it("shows a recruiter only the events meant for them, and refuses someone else's stream", async ({
      server,
      team: { manager, recruiter },
    }) => {
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
  },
);
