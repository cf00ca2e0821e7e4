/**
 * Bulk status benchmark: `--candidates` (default 1,000) status changes in one bulk request
 * (`candidates.bulkUpdate`) against the same number of single requests (`candidates.updateStatus`,
 * one after another), as the manager, over loopback HTTP, on PostgreSQL and on PGlite.
 * Reports, never asserts (`apps/server/tests/candidateBulk.test.ts` checks the behaviour).
 *
 *   pnpm bench:bulk-status [--candidates 1000] [--driver both|postgres|pglite]
 *
 * PostgreSQL: `BENCH_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/postgres`); a
 * throwaway database is created on it and dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { desc } from 'drizzle-orm';
import { defaultConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { candidates } from '../../apps/server/src/db/schema';
import { seedDemo } from '../../apps/server/src/seed/seed';
import { createServer } from '../../apps/server/src/server';
import { reportMedians } from '../harness';

// `pg`, resolved from the server's package (the root package does not depend on it).
const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg') as {
  Client: new (config: {
    connectionString: string;
  }) => {
    connect(): Promise<void>;
    query(text: string): Promise<unknown>;
    end(): Promise<void>;
  };
};

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '1000' },
    driver: { type: 'string', default: 'both' },
  },
});
const n = Number(args.candidates);
const now = new Date('2026-06-15T09:00:00Z');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const fmt = (ms: number) => ms.toLocaleString('en-US', { maximumFractionDigits: 0 });

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

async function benchDriver(driver: 'postgres' | 'pglite') {
  const name = `hrp_bench_bulk_${process.pid}`;
  let dataDir = '';
  let databaseUrl: string | undefined;
  if (driver === 'postgres') {
    await adminQuery(`drop database if exists ${name}`);
    await adminQuery(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-bulk-'));
  }
  const handle = await openDatabase({ databaseUrl, dataDir });
  await handle.migrate();
  // Two disjoint sets of `n` candidates (one per way), plus a few the demo seed spreads about.
  await seedDemo(handle.db, { now, candidates: 2 * n + 100, jobs: 5 });
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
  try {
    const url = await server.listen();
    const manager = createClient({
      baseUrl: `${url}${defaultConfig().apiBasePath}`,
      storage: createMemoryStorage(),
      retry: { limit: 0 },
    });
    await manager.auth.login({ role: 'manager', username: 'manager', password: 'Demo@1234' });
    const ids = (
      await handle.db
        .select({ id: candidates.id })
        .from(candidates)
        .orderBy(desc(candidates.id))
        .limit(2 * n)
    ).map((r) => r.id);
    const change = { status: 'Client Screening', comment: 'Shared with the client' } as const;

    const bulkStarted = performance.now();
    const answer = await manager.candidates.bulkUpdate({
      candidate_ids: ids.slice(0, n),
      ...change,
    });
    const bulkMs = performance.now() - bulkStarted;
    if (answer.updated !== n) throw new Error(`bulk updated ${answer.updated} of ${n}`);

    const singleStarted = performance.now();
    // Each throws on a refusal, so every one of these changed its candidate.
    for (const id of ids.slice(n)) await manager.candidates.updateStatus(id, change);
    const singleMs = performance.now() - singleStarted;

    console.log(
      `bulk status change [${driver}]: ${n.toLocaleString('en-US')} candidates in one request ${fmt(bulkMs)} ms vs ${n.toLocaleString('en-US')} single requests ${fmt(singleMs)} ms (${(singleMs / bulkMs).toFixed(1)}×)`,
    );
    reportMedians({
      bench: 'bulk-status',
      name: `${n.toLocaleString('en-US')} status changes (${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
      subject: 'one bulk request',
      baseline: 'single requests, one after another',
      subjectMedian: bulkMs,
      baselineMedian: singleMs,
    });
  } finally {
    await server.close();
    await handle.close();
    if (driver === 'postgres') await adminQuery(`drop database if exists ${name} with (force)`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `# pnpm bench:bulk-status — ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`,
);
const drivers =
  args.driver === 'both'
    ? (['postgres', 'pglite'] as const)
    : [args.driver as 'postgres' | 'pglite'];
for (const driver of drivers) await benchDriver(driver);
