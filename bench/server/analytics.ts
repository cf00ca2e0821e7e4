/**
 * Analytics benchmark (issue 21): `GET /analytics/report` at `--candidates` (default 100,000) and
 * `--jobs` (default 5,000), on PostgreSQL and on PGlite, one request at a time over loopback HTTP
 * (p50 / p95 of `--runs`, after 10 warm-up requests), next to its floor: the same SQL statements
 * the route runs (`analyticsStatements(…, 'rollups')` on both drivers: counts and first reaches
 * from the roll-ups of migrations 0026–0027), sent at once through
 * the same driver without HTTP, JSON or shaping. Beside them, the report's earlier counts and
 * stages-reached statements (a grouping set per breakdown, each row's bucket computed per row:
 * `analyticsStatements(…, 'truncated')`), and the database's own best for
 * reading the period raw: the bare index-only range scans of its candidates and of its events that
 * reach a stage, counted, at once. The seeded tables are vacuumed first (as autovacuum would have),
 * and the roll-ups rewritten compactly as the seed CLI leaves them (`compactRollups`).
 * Reports, never asserts.
 *
 * `--statements` adds, per scope and period, each of the route's statements alone (p50 / p95 of
 * `--runs`, one at a time): where the time goes. On PGlite, which runs statements one after
 * another, the route costs their sum; on PostgreSQL they run at once on the pool.
 *
 * What the floor is, honestly: the route's own statements, not the database's best for the same
 * answer. That best is somewhere between them and the bare scans: on PGlite at 365 days (org) the
 * scans are ~23 ms and the statements ~230–270 ms, the difference being PGlite's per-row grouping
 * (hash lookups in WASM) of ~100,000 candidates and ~41,000 events — see apps/server CONTEXT.md,
 * "Analytics on PGlite". The route on PGlite reads the roll-ups (migrations 0026–0027, every
 * scope), and its floor is those same roll-up reads, which the bare scans no longer bound.
 *
 *   pnpm bench:analytics [--candidates 100000] [--jobs 5000] [--runs 200] [--driver both|postgres|pglite] [--statements] [--keep-database NAME]
 *
 * PostgreSQL: `BENCH_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/postgres`); a
 * throwaway database is created on it and dropped at the end. `--keep-database NAME` keeps it
 * (the database `NAME`; on PGlite the directory `<tmp>/hrp-bench-NAME`) and reuses it on the next
 * run with that name and volume, migrated but not seeded again: a before/after pair on one seed
 * (drop it by hand when done).
 */
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/db/database';
import {
  analyticsPeriod,
  analyticsStatements,
  routeCountsStatement,
  scopeCondition,
} from '../../apps/server/src/routes/analytics';
import { reportMedians } from '../harness';
import { fmt, seededServer, times } from './seededServer';

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    jobs: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '200' },
    driver: { type: 'string', default: 'both' },
    statements: { type: 'boolean', default: false },
    'keep-database': { type: 'string' },
  },
});
const runs = Number(args.runs);
const now = new Date('2026-06-01T09:00:00Z');

async function benchDriver(driver: 'postgres' | 'pglite') {
  const { handle, base, tokenOf, close } = await seededServer(driver, {
    name: 'analytics',
    now,
    candidates: Number(args.candidates),
    jobs: Number(args.jobs),
    vacuum: sql`candidates, candidate_status_events, jobs, job_recruiters, peer_reviews, audit_log, weekly_targets, monthly_targets, users`,
    keep: args['keep-database'],
  });
  // The counts statements the route runs (the same on both drivers).
  const counts = routeCountsStatement;
  const tokens = {
    leadership: await tokenOf('leadership', 'leadership', 'leadership'),
    manager: await tokenOf('manager', 'management', 'manager'),
    recruiter: await tokenOf('recruiter', 'recruiter', 'recruiter'),
  };
  const [ids] = await queryRows<{ leadership: number; manager: number; recruiter: number }>(
    handle.db,
    sql`select (select id from users where username = 'leadership') as leadership,
      (select id from users where username = 'manager') as manager,
      (select id from users where username = 'recruiter') as recruiter`,
  );
  if (!ids) throw new Error('demo users missing');
  const scopes = [
    ['leadership', 'organisation'],
    ['manager', 'team'],
    ['recruiter', 'own'],
  ] as const;
  const presets = ['30d', 'this_month', '90d', '365d'] as const;
  console.log(
    '| scope | period | p50 | p95 | floor p50 | floor p95 | p95 / floor p95 | earlier statements p50 / p95 | bare scans p50 / p95 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const figures: Parameters<typeof reportMedians>[0][] = [];
  /** Per scope and period, each statement alone (`--statements`), printed below the table. */
  const breakdown: string[] = [];
  for (const [role, scope] of scopes) {
    for (const preset of presets) {
      const ours = await times(runs, async () => {
        const response = await fetch(`${base}/analytics/report?preset=${preset}`, {
          headers: { authorization: `Bearer ${tokens[role]}` },
        });
        if (response.status !== 200) throw new Error(`${preset}: ${response.status}`);
        await response.arrayBuffer();
      });
      const period = analyticsPeriod({ preset }, now);
      const atOnce = (list: readonly (SQL | SQL[])[]) => () =>
        Promise.all(list.flat().map((q) => queryRows(handle.db, q)));
      const floor = await times(
        runs,
        atOnce(Object.values(analyticsStatements(period, scope, ids[role], counts))),
      );
      const earlier = await times(
        runs,
        atOnce(Object.values(analyticsStatements(period, scope, ids[role], 'truncated'))),
      );
      const inScope = (column: SQL) => scopeCondition(scope, ids[role], column);
      const scans = await times(
        runs,
        atOnce([
          sql`select count(*) from candidates c where c.date_created >= ${period.start}::timestamptz
            and c.date_created < ${period.end}::timestamptz and ${inScope(sql`c.user_id`)}`,
          sql`select count(*) from candidate_status_events e where e.at >= ${period.start}::timestamptz
            and e.at < ${period.end}::timestamptz and e.reached <> 0 and ${inScope(sql`e.owner_id`)}`,
        ]),
      );
      if (args.statements) {
        const parts: string[] = [];
        for (const [name, value] of Object.entries(
          analyticsStatements(period, scope, ids[role], counts),
        )) {
          const list = Array.isArray(value) ? value : [value];
          for (const [i, statement] of list.entries()) {
            const alone = await times(runs, () => queryRows(handle.db, statement));
            parts.push(
              `${name}${list.length > 1 ? `[${i}]` : ''} ${fmt(alone.p50)} / ${fmt(alone.p95)}`,
            );
          }
        }
        breakdown.push(`| ${scope} (${role}) | ${preset} | ${parts.join('; ')} |`);
      }
      console.log(
        `| ${scope} (${role}) | ${preset} | ${fmt(ours.p50)} ms | ${fmt(ours.p95)} ms | ${fmt(floor.p50, 2)} ms | ${fmt(floor.p95, 2)} ms | ${fmt(ours.p95 / floor.p95)}× | ${fmt(earlier.p50, 2)} / ${fmt(earlier.p95, 2)} ms | ${fmt(scans.p50, 2)} / ${fmt(scans.p95, 2)} ms |`,
      );
      figures.push({
        bench: 'analytics',
        name: `GET /analytics/report, ${scope} (${role}), ${preset} (${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
        subject: 'over HTTP, p50',
        baseline: 'the same SQL statements at once, no HTTP, p50',
        subjectMedian: ours.p50,
        baselineMedian: floor.p50,
        target: 'p95 < 100 ms at 100,000 candidates',
        note: `p95 ${fmt(ours.p95)} ms vs ${fmt(floor.p95, 2)} ms`,
      });
    }
  }
  if (breakdown.length) {
    console.log('\n| scope | period | each statement alone, p50 / p95 ms |\n| --- | --- | --- |');
    for (const line of breakdown) console.log(line);
  }
  // Below the table, so that its rows stay together.
  for (const figure of figures) reportMedians(figure);
  await close();
}

for (const driver of ['postgres', 'pglite'] as const) {
  if (args.driver === 'both' || args.driver === driver) await benchDriver(driver);
}
