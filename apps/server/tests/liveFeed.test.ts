import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createEventBus, LiveFeed, type LiveFeedEvent } from '../src/events/liveFeed';
import { describeEachDriver, openTestDatabase, type TestDatabase } from './helpers';

describeEachDriver('live feed', (driver) => {
  let database: TestDatabase;
  let feed: LiveFeed;
  const seen: LiveFeedEvent[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    feed = new LiveFeed(database.handle.db, createEventBus());
    feed.bus.on('live', (event) => seen.push(event));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('stores the event with the change and emits it after commit', async () => {
    let emittedBeforeCommit = -1;
    const id = await feed.transaction(async (tx, publish) => {
      const [user] = await tx
        .insert(users)
        .values({ username: 'feed1', name: 'Feed One', userType: 'recruiter', passwordHash: 'x' })
        .returning();
      await publish({
        type: 'system_message',
        payload: { message: 'hello', recruiterId: user!.id },
        audience: { all: true },
      });
      emittedBeforeCommit = seen.length;
      return user!.id;
    });
    expect(emittedBeforeCommit).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      type: 'system_message',
      payload: { message: 'hello', recruiterId: id },
      audience: { all: true },
    });
    expect(typeof seen[0]?.id).toBe('number');
  });

  it('a rolled-back change stores and announces nothing', async () => {
    const before = seen.length;
    await expect(
      feed.transaction(async (tx, publish) => {
        await tx.insert(users).values({
          username: 'feed2',
          name: 'Feed Two',
          userType: 'recruiter',
          passwordHash: 'x',
        });
        await publish({
          type: 'candidate_added',
          payload: { candidateId: 1 },
          audience: { userTypes: ['management'] },
        });
        throw new Error('validation failed late');
      }),
    ).rejects.toThrow('validation failed late');
    expect(seen).toHaveLength(before);
    expect(
      await database.handle.db.select().from(users).where(eq(users.username, 'feed2')),
    ).toEqual([]);
    expect((await feed.since(0)).map((e) => e.type)).toEqual(['system_message']);
  });

  it('replays events after a given id in order, and prunes by age', async () => {
    const a = await feed.publish({
      type: 'job_created',
      payload: { jobId: 1 },
      audience: { userIds: [1, 2] },
    });
    const b = await feed.publish({
      type: 'job_updated',
      payload: { jobId: 1 },
      audience: { all: true },
    });
    expect(b.id).toBeGreaterThan(a.id);
    expect((await feed.since(a.id - 1)).map((e) => e.type)).toEqual(['job_created', 'job_updated']);
    expect((await feed.since(a.id)).map((e) => e.id)).toEqual([b.id]);
    expect(await feed.since(b.id)).toEqual([]);
    expect(await feed.prune(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(3);
    expect(await feed.since(0)).toEqual([]);
  });
});
