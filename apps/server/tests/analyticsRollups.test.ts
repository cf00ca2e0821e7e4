import type { AnalyticsQuery, AnalyticsScope } from '@hrportal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { compactRollups } from '../src/db/compactRollups';
import type { Executor } from '../src/db/database';
import { queryRows } from '../src/db/database';
import { analyticsPeriod, analyticsReport } from '../src/routes/analytics';
import { describeServer } from './fixture';

/**
 * Issue 21: the candidates' roll-ups (migration 0026, `candidate_*_counts`) stay equal to a
 * GROUP BY over `candidates` after every kind of write — inserts (one and many rows), status
 * changes one by one and in bulk, a candidate's owner, client, source, vendor and date added
 * changed, edits that change no key, deletes, a user and a vendor deleted (`on delete set null`,
 * an UPDATE of candidates by the referential action), a truncate. So do the first-reach roll-ups
 * (`candidate_reach_*_counts`) equal a GROUP BY over the events that reach a stage, through the
 * same writes and an earlier status entered after a later one (bits taken back from the later
 * event), and the client/source rewrites of the events. The organisation's report
 * read from them (`'rollups'`) equals, field for field, the one from the earlier statements
 * (`'truncated'`), over periods whose edges cut months (partial first and last months read raw).
 */
const now = new Date('2026-05-20T09:00:00Z');

/** Each roll-up and what it must equal: the same counts grouped over candidates. */
const rollups: readonly [string, SQL, SQL][] = [
  [
    'day × status',
    sql`select day::text as k1, status, null::text as k2, null::text as k3, n from candidate_day_counts where n <> 0`,
    sql`select (date_created at time zone 'UTC')::date::text as k1, status, null::text as k2, null::text as k3,
        count(*)::int as n
      from candidates group by 1, 2`,
  ],
  [
    'month × status × owner',
    sql`select month::text as k1, status, user_id::text as k2, null::text as k3, n from candidate_month_owner_counts where n <> 0`,
    sql`select date_trunc('month', date_created at time zone 'UTC')::date::text as k1, status,
        coalesce(user_id, 0)::text as k2, null::text as k3, count(*)::int as n
      from candidates group by 1, 2, 3`,
  ],
  [
    'month × status × client',
    sql`select month::text as k1, status, client as k2, null::text as k3, n from candidate_month_client_counts where n <> 0`,
    sql`select date_trunc('month', date_created at time zone 'UTC')::date::text as k1, status,
        coalesce(client, '') as k2, null::text as k3, count(*)::int as n
      from candidates group by 1, 2, 3`,
  ],
  [
    'month × status × source × vendor',
    sql`select month::text as k1, status, source as k2, vendor_id::text as k3, n from candidate_month_source_counts where n <> 0`,
    sql`select date_trunc('month', date_created at time zone 'UTC')::date::text as k1, status,
        coalesce(source, '') as k2, coalesce(vendor_id, 0)::text as k3, count(*)::int as n
      from candidates group by 1, 2, 3, 4`,
  ],
  [
    'first reaches: day × bits',
    sql`select day::text as k1, reached::text as status, null::text as k2, null::text as k3, n
      from candidate_reach_day_counts where n <> 0`,
    sql`select (at at time zone 'UTC')::date::text as k1, reached::text as status, null::text as k2,
        null::text as k3, count(*)::int as n
      from candidate_status_events where reached <> 0 group by 1, 2`,
  ],
  [
    'first reaches: month × bits × owner',
    sql`select month::text as k1, reached::text as status, owner_id::text as k2, null::text as k3, n
      from candidate_reach_month_owner_counts where n <> 0`,
    sql`select date_trunc('month', at at time zone 'UTC')::date::text as k1, reached::text as status,
        coalesce(owner_id, 0)::text as k2, null::text as k3, count(*)::int as n
      from candidate_status_events where reached <> 0 group by 1, 2, 3`,
  ],
  [
    'first reaches: month × bits × client × source',
    sql`select month::text as k1, reached::text as status, client as k2, source as k3, n
      from candidate_reach_month_client_counts where n <> 0`,
    sql`select date_trunc('month', at at time zone 'UTC')::date::text as k1, reached::text as status,
        coalesce(client, '') as k2, coalesce(source, '') as k3, count(*)::int as n
      from candidate_status_events where reached <> 0 group by 1, 2, 3, 4`,
  ],
  // Migration 0027: per recruiter, for the team and own scopes.
  ...(['client', 'source'] as const).map((column): [string, SQL, SQL] => [
    `owner × month × ${column}`,
    sql`select month::text as k1, user_id::text as status, ${sql.identifier(column)} as k2,
        null::text as k3, n
      from ${sql.identifier(`candidate_owner_month_${column}_counts`)} where n <> 0`,
    sql`select date_trunc('month', date_created at time zone 'UTC')::date::text as k1,
        coalesce(user_id, 0)::text as status, coalesce(${sql.identifier(column)}, '') as k2,
        null::text as k3, count(*)::int as n
      from candidates group by 1, 2, 3`,
  ]),
  [
    'owner × month × status × vendor',
    sql`select month::text as k1, status, user_id::text as k2, vendor_id::text as k3, n
      from candidate_owner_month_vendor_counts where n <> 0`,
    sql`select date_trunc('month', date_created at time zone 'UTC')::date::text as k1, status,
        coalesce(user_id, 0)::text as k2, coalesce(vendor_id, 0)::text as k3, count(*)::int as n
      from candidates group by 1, 2, 3, 4`,
  ],
  ...(['client', 'source'] as const).map((column): [string, SQL, SQL] => [
    `first reaches: owner × month × bits × ${column}`,
    sql`select month::text as k1, reached::text as status, owner_id::text as k2,
        ${sql.identifier(column)} as k3, n
      from ${sql.identifier(`candidate_reach_owner_month_${column}_counts`)} where n <> 0`,
    sql`select date_trunc('month', at at time zone 'UTC')::date::text as k1, reached::text as status,
        coalesce(owner_id, 0)::text as k2, coalesce(${sql.identifier(column)}, '') as k3,
        count(*)::int as n
      from candidate_status_events where reached <> 0 group by 1, 2, 3, 4`,
  ]),
];

/** Every roll-up table (all emptied by a truncate of their source). */
const rollupTables = [
  'candidate_day_counts',
  'candidate_month_owner_counts',
  'candidate_month_client_counts',
  'candidate_month_source_counts',
  'candidate_owner_month_client_counts',
  'candidate_owner_month_source_counts',
  'candidate_owner_month_vendor_counts',
  'candidate_reach_day_counts',
  'candidate_reach_month_owner_counts',
  'candidate_reach_month_client_counts',
  'candidate_reach_owner_month_client_counts',
  'candidate_reach_owner_month_source_counts',
];

/** Rows as `key|status|key|key|n` lines. */
type Row = Record<string, string | number | null>;
const sorted = (rows: Row[]) =>
  rows
    .map((r) => Object.values(r).map(String).join('|'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const queries: Pick<AnalyticsQuery, 'preset' | 'from' | 'to' | 'granularity'>[] = [
  { preset: '30d' },
  { preset: '90d' },
  { preset: '365d' },
  { preset: 'this_month' },
  { preset: 'last_month' },
  { from: '2026-05-01', to: '2026-05-31' },
  { from: '2026-04-30', to: '2026-06-01' },
  { from: '2026-03-15', to: '2026-05-14', granularity: 'month' },
  { from: '2026-03-01', to: '2026-04-30', granularity: 'week' },
  { from: '2025-06-02', to: '2026-06-01' },
  { from: '2026-05-20', to: '2026-05-20' },
];

/** Who asks for each scope: the organisation, a manager's team, one recruiter. */
type Askers = readonly (readonly [AnalyticsScope, number])[];

async function expectExact(db: Executor, step: string, askers: Askers) {
  for (const [name, stored, counted] of rollups) {
    const negative = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${stored}) r where r.n < 0`,
    );
    expect(negative[0]?.n, `${step}: ${name} below 0`).toBe(0);
    expect(sorted(await queryRows<Row>(db, stored)), `${step}: ${name}`).toEqual(
      sorted(await queryRows<Row>(db, counted)),
    );
  }
  for (const query of queries) {
    const period = analyticsPeriod(query, now);
    for (const [scope, userId] of askers) {
      const label = `${step}: ${JSON.stringify(query)} ${scope}`;
      expect(await analyticsReport(db, period, scope, userId, 'rollups'), label).toEqual(
        await analyticsReport(db, period, scope, userId, 'truncated'),
      );
    }
  }
}

describeServer(
  'candidate roll-ups stay exact under every write (issue 21)',
  { seed: { now, candidates: 300, jobs: 10 } },
  (it) => {
    it('equal a GROUP BY over candidates, and the report reads the same', async ({ database }) => {
      const db = database.handle.db;
      const people = await queryRows<{ id: number; username: string }>(
        db,
        sql`select id, username from users where username in ('leadership', 'manager', 'recruiter')`,
      );
      const idOf = (u: string) => people.find((p) => p.username === u)?.id as number;
      // A recruiter of the manager's team (written to below), asked for as own too.
      const [member] = await queryRows<{ id: number }>(
        db,
        sql`select recruiter_id as id from weekly_targets where manager_id = ${idOf('manager')}
          union select recruiter_id from monthly_targets where manager_id = ${idOf('manager')}
          order by 1 limit 1`,
      );
      const teamMember = member?.id as number;
      expect(teamMember, 'the manager has a team').toBeDefined();
      const askers: Askers = [
        ['organisation', idOf('leadership')],
        ['team', idOf('manager')],
        ['own', teamMember],
      ];
      await expectExact(db, 'seeded (back-filled and inserted)', askers);

      // Bulk writes leave the roll-ups' dead versions behind; compacting rewrites every roll-up
      // (all of them, by the trigger's own list), smaller, and the counts stay exact.
      for (let i = 0; i < 10; i++) {
        await db.execute(sql`update candidates set date_created = date_created + interval '1 day'`);
        await db.execute(sql`update candidates set date_created = date_created - interval '1 day'`);
      }
      const size = async () =>
        Number(
          (
            await queryRows<{ n: number }>(
              db,
              sql`select sum(pg_relation_size(c.oid))::float8 as n from pg_class c
                where c.relname in (${sql.join(rollupTables, sql`, `)})`,
            )
          )[0]?.n,
        );
      const bloated = await size();
      expect([...(await compactRollups(db))].sort()).toEqual([...rollupTables].sort());
      expect(await size(), 'compacted').toBeLessThan(bloated / 2);
      await expectExact(db, 'compacted', askers);

      // A user and a vendor of this test's own, to delete later (set null on their candidates).
      const [user] = await queryRows<{ id: number }>(
        db,
        sql`insert into users (username, name, user_type, password_hash)
          values ('rollup-recruiter', 'Rollup Recruiter', 'recruiter', 'x') returning id`,
      );
      const [vendor] = await queryRows<{ id: number }>(
        db,
        sql`insert into vendors (name) values ('Rollup Vendor') returning id`,
      );
      // Many rows in one statement, across months and either side of midnight (UTC).
      await db.execute(sql`insert into candidates (name, user_id, vendor_id, client, source, status, date_created)
        select 'Rollup ' || i, case i % 3 when 0 then ${user?.id}::int when 1 then ${teamMember}::int end,
          case when i % 4 = 0 then ${vendor?.id}::int end,
          (array['Acme', ' Acme', '', null, 'Globex'])[1 + i % 5],
          (array['Referral', null, '', 'LinkedIn'])[1 + i % 4],
          (array['Internal Screening', 'Client Screening', 'Offer', 'Dropped'])[1 + i % 4],
          '2026-03-31T23:59:59.999Z'::timestamptz + (i * interval '37 hours') - interval '1 ms' * (i % 2)
        from generate_series(1, 60) as i`);
      await expectExact(db, 'bulk insert', askers);

      await db.execute(sql`insert into candidates (name, status, date_created)
        values ('Rollup single', 'Offer', '2026-05-01T00:00:00Z')`);
      await expectExact(db, 'one insert', askers);

      const ids = async (where: SQL) =>
        (
          await queryRows<{ id: number }>(
            db,
            sql`select id from candidates where ${where} order by id`,
          )
        ).map((r) => r.id);
      const ours = await ids(sql`name like 'Rollup %'`);
      const one = ours[0] as number;

      await db.execute(sql`update candidates set status = 'Client Interview' where id = ${one}`);
      await expectExact(db, 'one status change', askers);

      await db.execute(
        sql`update candidates set status = 'Onboarded' where name like 'Rollup %' and id % 2 = 0`,
      );
      await expectExact(db, 'bulk status change', askers);

      // A stage entered with the clock behind a later first reach: the later event loses its
      // bits to the new one (an UPDATE of candidate_status_events by the events' trigger).
      await db.execute(
        sql`update candidates set status = 'Client Interview', data_updated_date = date_created - interval '40 days'
          where name like 'Rollup %' and id % 2 = 0`,
      );
      const taken = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from candidate_status_events e join candidates c on c.id = e.candidate_id
          where c.name like 'Rollup %' and e.status = 'Onboarded' and (e.reached & 2) = 0`,
      );
      expect(taken[0]?.n, 'some first reaches moved to an earlier event').toBeGreaterThan(0);
      await expectExact(db, 'first reaches taken back by an earlier event', askers);

      const owner = (await ids(sql`user_id is not null and name not like 'Rollup %'`))[0];
      const [other] = await queryRows<{ user_id: number }>(
        db,
        sql`select user_id from candidates where id = ${owner}`,
      );
      await db.execute(
        sql`update candidates set user_id = case when id % 5 = 1 then ${other?.user_id}::int else ${teamMember}::int end
          where name like 'Rollup %' and id % 5 in (1, 2)`,
      );
      await expectExact(db, 'owner change (into and out of the team)', askers);

      await db.execute(
        sql`update candidates set client = 'Initech  ' where name like 'Rollup %' and id % 3 = 2`,
      );
      await expectExact(db, 'client change', askers);

      await db.execute(
        sql`update candidates set source = null, vendor_id = ${vendor?.id} where name like 'Rollup %' and id % 4 = 3`,
      );
      await expectExact(db, 'source and vendor change', askers);

      await db.execute(
        sql`update candidates set date_created = date_created - interval '31 days' where name like 'Rollup %' and id % 7 = 0`,
      );
      await expectExact(db, 'date added change (another day and month)', askers);

      await db.execute(
        sql`update candidates set remarks = 'no key changed', data_updated_date = now() where name like 'Rollup %'`,
      );
      await expectExact(db, 'edit of no grouped column', askers);

      // Keys swapped between rows in one statement: per-key sums that cancel.
      await db.execute(sql`update candidates set status = case status when 'Offer' then 'Dropped'
          when 'Dropped' then 'Offer' else status end
        where name like 'Rollup %'`);
      await expectExact(db, 'statuses swapped in one statement', askers);

      await db.execute(sql`delete from candidates where id = ${one}`);
      await db.execute(sql`delete from candidates where name like 'Rollup %' and id % 6 = 0`);
      await expectExact(db, 'deletes', askers);

      const before = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from candidates where user_id = ${user?.id} or vendor_id = ${vendor?.id}`,
      );
      expect(before[0]?.n).toBeGreaterThan(0);
      await db.execute(sql`delete from users where id = ${user?.id}`);
      await expectExact(db, 'user deleted (set null)', askers);
      await db.execute(sql`delete from vendors where id = ${vendor?.id}`);
      await expectExact(db, 'vendor deleted (set null)', askers);

      // A transaction rolled back leaves the roll-ups as they were.
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`update candidates set status = 'Dropped'`);
          throw new Error('roll back');
        })
        .catch(() => {});
      await expectExact(db, 'rolled back', askers);

      await db.execute(sql`truncate candidates cascade`);
      const left = await queryRows<{ n: number }>(
        db,
        sql.raw(
          `select ${rollupTables.map((table) => `(select count(*) from ${table})`).join(' + ')} as n`,
        ),
      );
      expect(Number(left[0]?.n), 'truncate empties the roll-ups').toBe(0);
      await db.execute(sql`insert into candidates (name, status, client, date_created)
        values ('After truncate', 'Offer', 'Acme', '2026-05-10T12:00:00Z')`);
      await expectExact(db, 'insert after truncate', askers);
    });
  },
);
