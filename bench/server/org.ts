/**
 * Organisation figures benchmark (issue 18): the read endpoints of `routes/org.ts` at
 * `--candidates` (default 100,000) and `--jobs` (default 5,000), on PostgreSQL and on PGlite,
 * one request at a time over loopback HTTP (p50 / p95 of `--runs`, after 10 warm-up requests),
 * next to the database's floor: one index-range count of the period's candidates
 * (`candidates_sort_date_created_idx`), the least any period aggregate must read, run through the
 * same driver without HTTP. The seeded tables are vacuumed first (as autovacuum would have).
 * Reports, never asserts.
 *
 *   pnpm bench:org [--candidates 100000] [--jobs 5000] [--runs 200] [--driver both|postgres|pglite]
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
    const name = `hrp_bench_org_${process.pid}`;
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
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-org-'));
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
  await handle.db.execute(sql`vacuum analyze candidates, jobs, job_recruiters`);
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
  const leadership = await tokenOf('leadership', 'leadership', 'leadership');
  const recruiterToken = await tokenOf('recruiter', 'recruiter', 'recruiter');
  const [ids] = await queryRows<{ recruiter: number; client: number }>(
    handle.db,
    sql`select (select id from users where username = 'recruiter') as recruiter,
      (select cl.id from clients cl join jobs j on lower(j.client) = lower(cl.name)
        group by cl.id order by count(*) desc limit 1) as client`,
  );
  const get = (token: string, url: string) => async () => {
    const response = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  };
  const periods = {
    '30 days': { from: '2026-05-03', to: '2026-06-01' },
    '365 days': { from: '2025-06-02', to: '2026-06-01' },
  };
  const floor = (p: { from: string; to: string }) => () =>
    queryRows(
      handle.db,
      sql`select count(*)::int as n from candidates where date_created >= ${`${p.from}T00:00:00Z`}::timestamptz and date_created < ${`${p.to}T23:59:59.999Z`}::timestamptz`,
    );
  console.log('| endpoint | period | p50 | p95 | floor p50 | floor p95 | p95 / floor p95 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const cases: [string, string, () => Promise<void>][] = [];
  for (const [label, p] of Object.entries(periods)) {
    const q = `from=${p.from}&to=${p.to}`;
    cases.push([
      'GET /org/recruiters (leadership: all)',
      label,
      get(leadership, `/org/recruiters?${q}`),
    ]);
    cases.push([
      'GET /org/recruiters (a recruiter: self)',
      label,
      get(recruiterToken, `/org/recruiters?${q}`),
    ]);
    cases.push([
      'GET /org/recruiters/:id',
      label,
      get(leadership, `/org/recruiters/${ids?.recruiter}?${q}`),
    ]);
    cases.push(['GET /org/managers', label, get(leadership, `/org/managers?${q}`)]);
  }
  cases.push([
    'GET /org/clients/:id (largest client)',
    'last 12 weeks',
    get(leadership, `/org/clients/${ids?.client}`),
  ]);
  for (const [name, label, run] of cases) {
    const ours = await times(run);
    const p = label === '365 days' ? periods['365 days'] : periods['30 days'];
    const f = await times(floor(p));
    console.log(
      `| ${name} | ${label} | ${fmt(ours.p50)} ms | ${fmt(ours.p95)} ms | ${fmt(f.p50, 2)} ms | ${fmt(f.p95, 2)} ms | ${fmt(ours.p95 / f.p95)}× |`,
    );
  }
  await server.close();
  await handle.close();
  await dropDatabase();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

for (const driver of ['postgres', 'pglite'] as const) {
  if (args.driver === 'both' || args.driver === driver) await benchDriver(driver);
}
