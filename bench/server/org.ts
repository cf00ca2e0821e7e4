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
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/db/database';
import { reportMedians } from '../harness';
import { fmt, seededServer, times as timesOf } from './seededServer';

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    jobs: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '200' },
    driver: { type: 'string', default: 'both' },
  },
});
const runs = Number(args.runs);
const now = new Date('2026-06-01T09:00:00Z');
const times = (run: () => Promise<unknown>) => timesOf(runs, run);

async function benchDriver(driver: 'postgres' | 'pglite') {
  const { handle, base, tokenOf, close } = await seededServer(driver, {
    name: 'org',
    now,
    candidates: Number(args.candidates),
    jobs: Number(args.jobs),
    vacuum: sql`candidates, candidate_status_events, jobs, job_recruiters`,
  });
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
  const figures: Parameters<typeof reportMedians>[0][] = [];
  for (const [name, label, run] of cases) {
    const ours = await times(run);
    const p = label === '365 days' ? periods['365 days'] : periods['30 days'];
    const f = await times(floor(p));
    console.log(
      `| ${name} | ${label} | ${fmt(ours.p50)} ms | ${fmt(ours.p95)} ms | ${fmt(f.p50, 2)} ms | ${fmt(f.p95, 2)} ms | ${fmt(ours.p95 / f.p95)}× |`,
    );
    figures.push({
      bench: 'org',
      name: `${name}, ${label} (${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
      subject: 'over HTTP, p50',
      baseline: "an index-range count of the period's candidates, p50",
      subjectMedian: ours.p50,
      baselineMedian: f.p50,
      note: `p95 ${fmt(ours.p95)} ms vs ${fmt(f.p95, 2)} ms`,
    });
  }
  // Below the table, so that its rows stay together.
  for (const figure of figures) reportMedians(figure);
  await close();
}

for (const driver of ['postgres', 'pglite'] as const) {
  if (args.driver === 'both' || args.driver === driver) await benchDriver(driver);
}
