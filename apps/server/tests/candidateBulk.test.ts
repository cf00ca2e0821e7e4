import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { candidates, users } from '../src/db/schema';
import { describeServer } from './fixture';
import { failureOf, type TestDatabase } from './helpers';

// The figure (1,000 in one request vs 1,000 single requests) is `pnpm bench:bulk-status`; the suite
// checks the same behaviour on a few.
const many = 25;
const now = new Date('2026-06-15T09:00:00Z');

describeServer(
  'bulk candidate update: one request, one transaction',
  { seed: { now, candidates: 2 * many + 100, jobs: 5 }, config: { now: () => now } },
  (it) => {
    const idsOf = async (database: TestDatabase, limit: number, offset = 0) =>
      (
        await database.handle.db
          .select({ id: candidates.id })
          .from(candidates)
          .orderBy(desc(candidates.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => r.id);

    it('updates what the caller may change and refuses the rest, saying why', async ({
      database,
      team: { manager, recruiter },
    }) => {
      const [me] = await database.handle.db
        .select()
        .from(users)
        .where(eq(users.username, 'recruiter'));
      const own = await database.handle.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.userId, me?.id as number))
        .limit(3);
      const [others] = await database.handle.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(sql`${candidates.userId} <> ${me?.id}`)
        .limit(1);
      const answer = await recruiter.candidates.bulkUpdate({
        candidate_ids: [...own.map((r) => r.id), others?.id as number, 99_999_999],
        status: 'On Hold',
        comment: 'Client paused hiring',
      });
      expect(answer).toMatchObject({
        updated: 3,
        message: '3 updated, 2 refused (not your candidate; candidate not found)',
        refused: [
          { candidate_id: others?.id, reason: 'Not your candidate' },
          { candidate_id: 99_999_999, reason: 'Candidate not found' },
        ],
      });
      const [row] = await database.handle.db
        .select()
        .from(candidates)
        .where(eq(candidates.id, own[0]?.id as number));
      expect(row?.status).toBe('On Hold');
      expect(row?.comments[me?.name as string]?.at(-1)?.comment).toBe('Client paused hiring');
      const reassign = await failureOf(
        recruiter.candidates.bulkUpdate({
          candidate_ids: [own[0]?.id as number],
          recruiter: 'recruiter3',
        }),
      );
      expect(reassign.status).toBe(403);
      const moved = await manager.candidates.bulkUpdate({
        candidate_ids: own.map((r) => r.id),
        recruiter: 'recruiter3',
      });
      expect(moved.updated).toBe(3);
    });

    it('changes the status of many candidates in one request, as single requests would', async ({
      database,
      team: { manager },
    }) => {
      const bulkIds = await idsOf(database, many);
      const singleIds = await idsOf(database, many, many);
      const answer = await manager.candidates.bulkUpdate({
        candidate_ids: bulkIds,
        status: 'Client Screening',
        comment: 'Shared with the client',
      });
      expect(answer).toMatchObject({ updated: many, refused: [] });
      for (const id of singleIds) {
        await manager.candidates.updateStatus(id, {
          status: 'Client Screening',
          comment: 'Shared with the client',
        });
      }
      const [count] = await database.handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(candidates)
        .where(eq(candidates.status, 'Client Screening'));
      expect(count?.n).toBeGreaterThanOrEqual(2 * many);
    });

    it('changes every candidate a list filter matches in one request, up to the cap', async ({
      database,
      team: { manager, recruiter },
    }) => {
      const db = database.handle.db;
      const countWhere = async (condition: ReturnType<typeof sql>) =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(candidates).where(condition))[0]
          ?.n ?? 0;
      // Tag a known set: the Pool (not assigned to a client) of candidates mentioning "Kotlin".
      await db.execute(
        sql`update candidates set skills = 'Kotlin, Go', client_assigned = false, status = 'Internal Screening' where id in (select id from candidates order by id limit 30)`,
      );
      const matching = {
        filters: [{ column: 'skills' as const, value: 'kotlin' }],
        client_assigned: false,
      };
      const before = await countWhere(
        sql`client_assigned = false and lower(skills) like '%kotlin%'`,
      );
      expect(before).toBeGreaterThanOrEqual(30);
      const answer = await manager.candidates.bulkUpdate({
        matching,
        status: 'Dropped',
        comment: 'Role closed',
      });
      expect(answer).toMatchObject({
        updated: before,
        refused: [],
        message: `${before} updated, 0 refused`,
      });
      expect(
        await countWhere(
          sql`client_assigned = false and lower(skills) like '%kotlin%' and status = 'Dropped'`,
        ),
      ).toBe(before);

      // A recruiter's "all matching" covers their own candidates only.
      const [me] = await db.select().from(users).where(eq(users.username, 'recruiter'));
      const mine = await countWhere(
        sql`client_assigned = false and lower(skills) like '%kotlin%' and user_id = ${me?.id}`,
      );
      const theirs = await recruiter.candidates.bulkUpdate({ matching, status: 'On Hold' });
      expect(theirs.updated).toBe(mine);
      expect(await countWhere(sql`lower(skills) like '%kotlin%' and status = 'On Hold'`)).toBe(
        mine,
      );

      // Neither ids nor a filter, or both: a clear 400.
      const neither = await failureOf(manager.candidates.bulkUpdate({ status: 'On Hold' }));
      expect(neither.status).toBe(400);
      expect(neither.message).toContain('Provide candidate_ids or matching');
    });
  },
);

describeServer(
  'bulk candidate update: the cap of an "all matching" change',
  {
    seed: { now, candidates: 40, jobs: 3 },
    config: { now: () => now, bulkMatchingMax: 25 },
  },
  (it) => {
    it('refuses a change that matches more than the cap, whole and saying how many', async ({
      database,
      team: { manager },
    }) => {
      const statuses = async () =>
        (
          await database.handle.db
            .select({ status: candidates.status })
            .from(candidates)
            .orderBy(candidates.id)
        ).map((r) => r.status);
      const before = await statuses();
      const refused = await failureOf(
        manager.candidates.bulkUpdate({ matching: {}, status: 'Dropped' }),
      );
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(
        `${before.length} candidates match; one bulk change covers at most 25. Narrow the filter and try again.`,
      );
      expect(await statuses()).toEqual(before);
    });
  },
);
