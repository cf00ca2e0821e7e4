import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/database';
import * as schema from '../src/db/schema';
import { candidateResumes, candidates, users } from '../src/db/schema';
import { describeEachDriver, openTestDatabase, type TestDatabase } from './helpers';

/** Every table `src/db/schema.ts` declares: the committed migrations must create each one. */
const expectedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describeEachDriver('database', (driver) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('applies every committed migration and creates every table', async () => {
    const { db } = test.handle;
    expect(await test.handle.pendingMigrations()).toBe(0);
    const result = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.map((r) => r.table_name).sort()).toEqual(expectedTables);
    const ext = await queryRows<{ extname: string }>(
      db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext).toHaveLength(1);
  });

  it('never compiles a statement with JIT (its cost estimate is no measure of the work)', async () => {
    // Estimated far above PostgreSQL's jit_above_cost (100,000) — a series with a computed end is
    // guessed at 1,000 rows — yet 1,000 rows of work: with JIT on, a plan like this spends
    // hundreds of ms compiling (as `/org/managers` over 365 days did).
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      test.handle.db,
      sql`explain (analyze, format json) select count(*) from generate_series(1, (select 10)) a
        cross join generate_series(1, (select 10)) b cross join generate_series(1, (select 10)) c
        where a + b + c > 0`,
    );
    const plan = row?.['QUERY PLAN'];
    const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [Record<string, unknown>];
    expect((top.Plan as { 'Total Cost': number })['Total Cost']).toBeGreaterThan(100_000);
    expect(top.JIT).toBeUndefined();
  });

  it('migrating again is a no-op', async () => {
    await test.handle.migrate();
    expect(await test.handle.pendingMigrations()).toBe(0);
  });

  it('stores and returns bytes, jsonb and the generated search column', async () => {
    const { db } = test.handle;
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const [row] = await db
      .insert(candidates)
      .values({
        name: 'Asha Rao',
        email: 'Asha@Example.com',
        skills: 'React, Go',
        comments: { 'Maya Menon': [{ comment: 'Great', timestamp: '2026-01-01T00:00:00.000Z' }] },
      })
      .returning();
    const [stored] = await db
      .insert(candidateResumes)
      .values({ candidateId: row!.id, bytes })
      .returning();
    expect(stored?.bytes).toEqual(bytes);
    expect(Buffer.isBuffer(stored?.bytes)).toBe(true);
    expect(row?.comments['Maya Menon']?.[0]?.comment).toBe('Great');
    expect(row?.searchText).toBe(
      [
        'asha rao',
        'asha@example.com',
        '',
        'react, go',
        ...Array(13).fill(''),
        'internal screening',
      ].join('\n'),
    );
    const found = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(sql`${candidates.searchText} like ${'%react%'}`);
    expect(found.map((f) => f.id)).toEqual([row?.id]);
  });

  it('serves text search and the paged list from indexes', async () => {
    const plan = await test.handle.db.transaction(async (tx) => {
      // Tiny tables favour a sequential scan; forbid it to prove the indexes can serve these shapes.
      await tx.execute(sql`set local enable_seqscan = off`);
      const search = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from candidates where search_text like ${'%react%'} order by date_created desc, id desc limit 10`,
      );
      const page = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from candidates where user_id = 1 order by date_created desc, id desc limit 10 offset 20`,
      );
      return {
        search: search.map((r) => r['QUERY PLAN']).join('\n'),
        page: page.map((r) => r['QUERY PLAN']).join('\n'),
      };
    });
    expect(plan.search).toContain('candidates_search_trgm_idx');
    expect(plan.page).toContain('candidates_owner_date_idx');
  });

  it('survives a restart: write, close, reopen, read', async () => {
    const { db } = test.handle;
    await db.insert(users).values({
      username: 'persisted',
      name: 'Persisted User',
      userType: 'recruiter',
      passwordHash: 'x',
    });
    await test.handle.close();
    const reopened = await openDatabase({ ...test.location });
    expect(reopened.created).toBe(false);
    const rows = await reopened.db.select().from(users).where(eq(users.username, 'persisted'));
    expect(rows.map((r) => r.name)).toEqual(['Persisted User']);
    expect(await reopened.pendingMigrations()).toBe(0);
    // Hand the reopened handle to dispose().
    test.handle = reopened;
  });

  it('refuses a second user with the same username in any case', async () => {
    const { db } = test.handle;
    await expect(
      db
        .insert(users)
        .values({ username: 'PERSISTED', name: 'Dup', userType: 'recruiter', passwordHash: 'x' }),
    ).rejects.toThrow();
  });
});
