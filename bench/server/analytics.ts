/**
 * Analytics benchmark (issue 21): `GET /analytics/report` at `--candidates` (default 100,000) and
 * `--jobs` (default 5,000), on PostgreSQL and on PGlite, one request at a time over loopback HTTP
 * (p50 / p95 of `--runs`, after 10 warm-up requests), next to its floor: the same SQL statements
 * the route runs (`analyticsStatements`), sent at once through the same driver without HTTP, JSON
 * or shaping. The seeded tables are vacuumed first (as autovacuum would have). Reports, never
 * asserts.
 *
 *   pnpm bench:analytics [--candidates 100000] [--jobs 5000] [--runs 200] [--driver both|postgres|pglite]
 *
 * PostgreSQL: `BENCH_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/postgres`); a
 * throwaway database is created on it and dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { defaultConfig } from '../../apps/server/src/config';
import { openDatabase, queryRows } from '../../apps/server/src/db/database';
import { analyticsPeriod, analyticsStatements } from '../../apps/server/src/routes/analytics';
import { seedDemo } from '../../apps/server/src/seed/seed';
import { createServer } from '../../apps/server/src/server';
import { percentile } from './loadPhase';

interface PgClient {
  query(text: string): Promise<unknown>;
  connect(): Promise<void>;
  end(): Promise<void>;
}
const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg') as {
  Client: new (config: { connectionString: string }) => PgClient;
};

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    jobs: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '200' },
    driver: { type: 'string', default: 'both' },
  },
});
const total = Number(args.candidates);
const jobTotal = Number(args.jobs);
const runs = Number(args.runs);
const now = new Date('2026-06-01T09:00:00Z');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function times(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run();
  const list: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    list.push(performance.now() - started);
  }
  return { p50: percentile(list, 0.5), p95: percentile(list, 0.95) };
}

async function benchDriver(driver: 'postgres' | 'pglite') {
  console.log(`\n## ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite (worker thread)'}`);
  let dataDir = '';
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (driver === 'postgres') {
    const name = `hrp_bench_analytics_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-analytics-'));
  }
  // No statement limit: the seed and the vacuum below take longer than a request may.
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 10, statementTimeoutMs: 0 });
  await handle.migrate();
  const seedStarted = performance.now();
  await seedDemo(handle.db, { now, candidates: total, jobs: jobTotal });
  console.log(
    `seeded ${total.toLocaleString('en-US')} candidates, ${jobTotal.toLocaleString('en-US')} jobs in ${fmt((performance.now() - seedStarted) / 1000)} s`,
  );
  // A live database has autovacuum behind it; a freshly seeded one has not run it yet, and the
  // covering indexes (migration 0009) answer index-only only where the visibility map is set.
  await handle.db.execute(
    sql`vacuum analyze candidates, jobs, job_recruiters, peer_reviews, audit_log, weekly_targets, monthly_targets`,
  );
  const server = await createServer(
    {
      ...defaultConfig(),
      dataDir,
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      logLevel: false,
      seedDemo: false,
      now: () => now,
    },
    { database: handle, closeDatabase: false },
  );
  const base = `${await server.listen()}/api`;
  const tokenOf = async (username: string, kind: string, role: string) => {
    const login = await fetch(`${base}/login/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo@1234', role }),
    });
    return ((await login.json()) as { session_token: string }).session_token;
  };
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
  console.log('| scope | period | p50 | p95 | floor p50 | floor p95 | p95 / floor p95 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [role, scope] of scopes) {
    for (const preset of presets) {
      const ours = await times(async () => {
        const response = await fetch(`${base}/analytics/report?preset=${preset}`, {
          headers: { authorization: `Bearer ${tokens[role]}` },
        });
        if (response.status !== 200) throw new Error(`${preset}: ${response.status}`);
        await response.arrayBuffer();
      });
      const statements = analyticsStatements(analyticsPeriod({ preset }, now), scope, ids[role]);
      const floor = await times(() =>
        Promise.all(Object.values(statements).map((q) => queryRows(handle.db, q))),
      );
      console.log(
        `| ${scope} (${role}) | ${preset} | ${fmt(ours.p50)} ms | ${fmt(ours.p95)} ms | ${fmt(floor.p50, 2)} ms | ${fmt(floor.p95, 2)} ms | ${fmt(ours.p95 / floor.p95)}× |`,
      );
    }
  }
  await server.close();
  await handle.close();
  await dropDatabase();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

for (const driver of ['postgres', 'pglite'] as const) {
  if (args.driver === 'both' || args.driver === driver) await benchDriver(driver);
}
