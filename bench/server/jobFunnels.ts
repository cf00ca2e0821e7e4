/**
 * Job funnels benchmark (issue 18): `POST /api/job_funnels` at `--candidates` (default 100,000)
 * and `--jobs` (default 5,000), on PostgreSQL and PGlite. Sequential requests over loopback HTTP
 * (p50/p95/p99) for a jobs-overview page (20 and 50 random job ids) and for 1,000 ids (a CSV
 * export chunk), against the floor: the same grouped SQL read directly (`pg` with no HTTP on
 * PostgreSQL; on PGlite through the server's own handle), and the plan (`explain analyze`).
 * Reports, never asserts.
 *
 *   node --conditions=@hrportal/source --import tsx bench/server/jobFunnels.ts \
 *     [--candidates 100000] [--jobs 5000] [--requests 300] [--driver both|postgres|pglite] [--reuse]
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
import { reportMedians } from '../harness';
import { percentile } from './loadPhase';

interface PgClient {
  connect(): Promise<void>;
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
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
    requests: { type: 'string', default: '300' },
    driver: { type: 'string', default: 'both' },
    /** Keep the seeded PostgreSQL database (`hrp_bench_funnels`) and reuse it on the next run. */
    reuse: { type: 'boolean', default: false },
  },
});
const total = Number(args.candidates);
const jobTotal = Number(args.jobs);
const requests = Number(args.requests);
const now = new Date('2026-06-01T09:00:00Z');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ms = (n: number) => `${n.toFixed(2)} ms`;

/** The route's own statement (`routes/jobs.ts`, a manager's form), with the ids inlined. */
const funnelSql = (ids: number[]) =>
  `select j.id as job_id, j.no_of_positions as positions, true as mine, c.status, count(c.job_id)::int as n
   from jobs j left join candidates c on c.job_id = j.id where j.id in (${ids.join(',')}) group by j.id, c.status`;

function pick(ids: number[], n: number): number[] {
  const out = new Set<number>();
  while (out.size < Math.min(n, ids.length)) {
    out.add(ids[Math.floor(Math.random() * ids.length)] as number);
  }
  return [...out];
}

async function times(run: () => Promise<unknown>, n: number) {
  for (let i = 0; i < 10; i++) await run();
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run();
    t.push(performance.now() - started);
  }
  return { p50: percentile(t, 0.5), p95: percentile(t, 0.95), p99: percentile(t, 0.99) };
}

async function benchDriver(driver: 'postgres' | 'pglite') {
  console.log(`\n## ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite (worker thread)'}`);
  let dataDir = '';
  let databaseUrl: string | undefined;
  let cleanup = async () => {};
  if (driver === 'postgres') {
    const name = args.reuse ? 'hrp_bench_funnels' : `hrp_bench_funnels_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rows.length) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanup = async () => {
      if (args.reuse) return;
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-funnels-'));
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  // No statement limit while seeding and analysing 100,000 rows on a loaded machine.
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 10, statementTimeoutMs: 0 });
  await handle.migrate();
  const [seeded] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from candidates`,
  );
  if (Number(seeded?.n) === 0) {
    const seedStarted = performance.now();
    await seedDemo(handle.db, { now, candidates: total, jobs: jobTotal });
    console.log(
      `seeded ${total} candidates, ${jobTotal} jobs in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
  } else console.log(`reusing ${seeded?.n} seeded candidates`);
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets the
  // (job_id, status) index answer without visiting the table.
  await handle.db.execute(sql`vacuum analyze candidates`);
  await handle.db.execute(sql`vacuum analyze jobs`);
  const jobIds = (await queryRows<{ id: number }>(handle.db, sql`select id from jobs`)).map((r) =>
    Number(r.id),
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
  const url = await server.listen();
  const login = await fetch(`${url}/api/login/management`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: 'Demo@1234', role: 'manager' }),
  });
  const { session_token: token } = (await login.json()) as { session_token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  const direct =
    driver === 'postgres' ? new pg.Client({ connectionString: databaseUrl as string }) : undefined;
  await direct?.connect();
  for (const size of [20, 50, 1000]) {
    const ours = await times(async () => {
      const response = await fetch(`${url}/api/job_funnels`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ job_ids: pick(jobIds, size) }),
      });
      if (!response.ok) throw new Error(`job_funnels answered ${response.status}`);
      await response.json();
    }, requests);
    const floor = await times(async () => {
      const text = funnelSql(pick(jobIds, size));
      if (direct) await direct.query(text);
      else await handle.db.execute(sql.raw(text));
    }, requests);
    console.log(
      `${String(size).padStart(4)} jobs: ours p50 ${ms(ours.p50)} p95 ${ms(ours.p95)} p99 ${ms(ours.p99)} | floor (SQL, no HTTP) p50 ${ms(floor.p50)} p95 ${ms(floor.p95)}`,
    );
    reportMedians({
      bench: 'job-funnels',
      name: `POST /api/job_funnels, ${size} jobs (${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
      subject: 'over HTTP, p50',
      baseline: 'the same grouped SQL, no HTTP, p50',
      subjectMedian: ours.p50,
      baselineMedian: floor.p50,
      note: `p95 ${ms(ours.p95)} vs ${ms(floor.p95)}`,
    });
  }
  const plan = await queryRows<Record<string, string>>(
    handle.db,
    sql.raw(`explain analyze ${funnelSql(pick(jobIds, 50))}`),
  );
  console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
  await direct?.end();
  await server.close();
  await handle.close();
  await cleanup();
}

const drivers =
  args.driver === 'both' ? (['postgres', 'pglite'] as const) : [args.driver as 'postgres'];
for (const driver of drivers) await benchDriver(driver);
