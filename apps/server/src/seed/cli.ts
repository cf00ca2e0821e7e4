/**
 * `pnpm seed [--candidates N] [--jobs N] [--seed N] [--reset]`: seeds the configured database
 * (`DATABASE_URL`, else PGlite under `DATA_DIR`) with the demo organisation, at any volume (e.g.
 * `--candidates 100000` for benchmarks). Refuses a database that already has users unless
 * `--reset` is given, which empties every table first.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { compactRollups } from '../db/compactRollups';
import { openDatabase, queryRows } from '../db/database';
import { users } from '../db/schema';
import { demoAccounts, demoPassword, seedDemo } from './seed';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '5000' },
    jobs: { type: 'string', default: '400' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

function positiveInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer, got "${text}"`);
    process.exit(2);
  }
  return n;
}

const config = loadConfig();
const candidates = positiveInt('candidates', values.candidates) ?? 5000;
const jobs = positiveInt('jobs', values.jobs) ?? 400;
const seed = positiveInt('seed', values.seed);
// No statement limit: the seed's bulk statements and the vacuum below take longer than a request may.
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: 0,
});
try {
  await handle.migrate();
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(row?.n ?? 0) > 0) {
    if (!values.reset) {
      console.error('The database already has data. Run with --reset to empty it first.');
      process.exitCode = 1;
    } else {
      const tables = await queryRows<{ tablename: string }>(
        handle.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const list = tables.map((t) => `"${t.tablename}"`).join(', ');
      await handle.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
      console.log('Emptied every table.');
    }
  }
  if (!process.exitCode) {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
    console.log(
      `Seeding ${candidates.toLocaleString('en')} candidates and ${jobs} jobs into ${where}…`,
    );
    let lastShown = 0;
    const summary = await seedDemo(handle.db, {
      now: new Date(),
      candidates,
      jobs,
      ...(seed === undefined ? {} : { seed }),
      onProgress: (done, total) => {
        if (done - lastShown >= 10_000 || done === total) {
          lastShown = done;
          console.log(`  candidates ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
        }
      },
    });
    console.log(`Seeded in ${(summary.ms / 1000).toFixed(1)} s:`, summary.counts);
    // What autovacuum does after a bulk load — and PGlite has none: the planner gets statistics,
    // index-only scans a visibility map, and the dead versions of the analytics roll-up rows
    // (every write rewrote its keys' rows: 3–7× their live size after 20,000 candidates) become
    // reusable space.
    const vacuumStarted = performance.now();
    await handle.db.execute(sql`vacuum analyze`);
    // A plain vacuum keeps the pages of the roll-ups' dead versions: rewrite them compactly.
    await compactRollups(handle.db);
    console.log(`Vacuumed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s.`);
    console.log(
      `Demo accounts (password ${demoPassword}): ${demoAccounts.map((a) => a.username).join(', ')}`,
    );
  }
} finally {
  await handle.close();
}
