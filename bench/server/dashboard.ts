/**
 * Server benchmark (issue 4): the paged candidate list (`POST /api/redisdashboard`, a chip filter,
 * page 3 of 20) on 100,000 candidates under autocannon at 32 connections, against a bare Fastify
 * route running the same SQL on the same database in the same run (no auth, validation, mapping or
 * contract check). Prints requests/s and p99 of both and the ratio (target ≥ 0.8). Also times a
 * first start on a new embedded database, demo data included.
 *
 *   pnpm bench:server [candidates=100000] [seconds=10]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, count, desc, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { defaultConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { candidates } from '../../apps/server/src/db/schema';
import { candidateListColumns } from '../../apps/server/src/routes/candidateRows';
import { seedDemo } from '../../apps/server/src/seed/seed';
import { createServer } from '../../apps/server/src/server';

const total = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 10);
const now = new Date('2026-06-01T09:00:00Z');

function fmt(n: number, digits = 1) {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits });
}

// 1. First start to ready on a new embedded database (creation, migrations, demo seed, listen).
const firstDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-first-'));
const started = performance.now();
const fresh = await createServer({
  ...defaultConfig(),
  dataDir: firstDir,
  port: 0,
  host: '127.0.0.1',
  logLevel: false,
  seedDemo: true,
});
await fresh.listen();
const firstStartS = (performance.now() - started) / 1000;
await fresh.close();
rmSync(firstDir, { recursive: true, force: true });

// 2. A database with `total` candidates.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-bench-'));
const database = await openDatabase({ dataDir });
await database.migrate();
const seedStarted = performance.now();
await seedDemo(database.db, { now, candidates: total, jobs: 400 });
const seedS = (performance.now() - seedStarted) / 1000;

const server = await createServer(
  {
    ...defaultConfig(),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: false,
    seedDemo: false,
    now: () => now,
  },
  { database, closeDatabase: false },
);
const url = await server.listen();
const login = await fetch(`${url}/api/login/management`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'manager', password: 'Demo@1234', role: 'manager' }),
});
const { session_token: token, user_id: userId } = (await login.json()) as {
  session_token: string;
  user_id: number;
};

// The bare baseline: the same query the route builds for this body, nothing else.
const bare = Fastify({ logger: false });
bare.post('/bare', async () => {
  const where = and(
    sql`${candidates.searchText} like ${'%java%'}`,
    sql`lower(${candidates.skills}) like ${'%java%'}`,
  );
  const [rows, [n]] = await Promise.all([
    database.db
      .select(candidateListColumns)
      .from(candidates)
      .where(where)
      .orderBy(desc(candidates.dateCreated), desc(candidates.id))
      .limit(20)
      .offset(40),
    database.db.select({ n: count() }).from(candidates).where(where),
  ]);
  return { candidates: rows, total: Number(n?.n ?? 0) };
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const body = JSON.stringify({
  user_id: userId,
  user_type: 'management',
  user_name: 'manager',
  page_no: 3,
  page_size: 20,
  filters: [{ column: 'skills', value: 'java' }],
});
const check = await fetch(`${url}/api/redisdashboard`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  body,
});
const checked = (await check.json()) as { total: number; candidates: unknown[] };
if (check.status !== 200 || checked.candidates.length !== 20)
  throw new Error(`route answered ${check.status}`);

async function run(target: string, headers: Record<string, string>) {
  const result = await autocannon({
    url: target,
    method: 'POST',
    connections: 32,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  if (result.non2xx) throw new Error(`${target}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

// Warm both, then measure alternately (route, bare, route, bare) and keep each one's best.
await run(`${url}/api/redisdashboard`, { authorization: `Bearer ${token}` });
await run(`${bareUrl}/bare`, {});
const ours = [];
const base = [];
for (let i = 0; i < 2; i++) {
  ours.push(await run(`${url}/api/redisdashboard`, { authorization: `Bearer ${token}` }));
  base.push(await run(`${bareUrl}/bare`, {}));
}
const best = (list: { rps: number; p99: number }[]) =>
  list.reduce((a, b) => (b.rps > a.rps ? b : a));
const o = best(ours);
const b = best(base);

console.log(
  `candidates: ${fmt(total, 0)} (seeded in ${fmt(seedS)} s); filter skills:java matches ${fmt(checked.total, 0)}`,
);
console.log(`our route  POST /api/redisdashboard  ${fmt(o.rps)} req/s  p99 ${o.p99} ms`);
console.log(`bare route same SQL                  ${fmt(b.rps)} req/s  p99 ${b.p99} ms`);
console.log(`ratio (ours / bare) requests/s: ${(o.rps / b.rps).toFixed(2)}  (target >= 0.8)`);
console.log(
  `first start to ready on a new embedded database, demo data included: ${fmt(firstStartS)} s`,
);

await bare.close();
await server.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
