/**
 * What the server benchmarks share: a throwaway PostgreSQL database or PGlite directory, migrated
 * and seeded with the demo organisation at a volume (beyond 100,000 candidates, grown in SQL),
 * vacuumed (as autovacuum would have), the reference server on it over loopback HTTP, demo
 * sign-ins, and p50 / p95 timing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { defaultConfig } from '../../apps/server/src/config';
import { compactRollups } from '../../apps/server/src/db/compactRollups';
import { type DatabaseHandle, openDatabase, queryRows } from '../../apps/server/src/db/database';
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

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `n` with `digits` decimals, thousands separated. */
export const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** p50 and p95 of `runs` calls of `run`, after 10 warm-up calls. */
export async function times(
  runs: number,
  run: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run();
  const list: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    list.push(performance.now() - started);
  }
  return { p50: percentile(list, 0.5), p95: percentile(list, 0.95) };
}

/**
 * The most candidates `seedDemo` makes itself. It builds every row in memory and writes them in
 * one transaction: 100,000 take ~80 s, but 1,000,000 had not committed after 50 min on this
 * 2-core machine under load. Beyond it, the seeded candidates are copied in SQL.
 */
const seedBase = 100_000;

/**
 * Grows the `seedBase` seeded candidates to `total` with `insert … select` copies of them, one
 * statement (and transaction) per 100,000, through every trigger (audit, status events, the
 * analytics roll-ups) as any insert; each copy gets its own e-mail and no resume. Resumes and
 * comments stay on the originals: the copies are rows for the list to page through.
 */
async function growCandidates(db: DatabaseHandle['db'], total: number): Promise<void> {
  const columns = (
    await queryRows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'candidates'
            and is_generated = 'NEVER' and column_name not in ('id', 'comments')
          order by ordinal_position`,
    )
  ).map((row) => `"${row.name}"`);
  // A copy has no resume file of its own: it says so rather than point at none.
  const noResume = new Set(['"resume_mime"', '"resume_filename"']);
  const [seeded] = await queryRows<{ first: number }>(
    db,
    sql`select min(id)::int as first from candidates`,
  );
  const first = Number(seeded?.first);
  for (let made = seedBase; made < total; made += seedBase) {
    const copied = columns.map((c) =>
      c === '"email"' ? `'copy${made}.' || email` : noResume.has(c) ? 'null' : c,
    );
    await db.execute(
      sql.raw(
        `insert into candidates (${columns.join(', ')}) select ${copied.join(', ')} from candidates
         where id between ${first} and ${first + Math.min(seedBase, total - made) - 1}`,
      ),
    );
  }
}

/**
 * A seeded database on `driver`. `name` names the throwaway database or directory; `vacuum` the
 * tables to vacuum-analyse after seeding. With `keep` (letters, digits, `_`), the database
 * `<keep>` or the directory `<tmp>/hrp-bench-<keep>` is kept at the end and, on a later run with
 * the same `keep` and volume, reused as it was left (migrated to the code's migrations, not seeded
 * again): a before/after pair on one seed, seeded once. `drop` ends it (unless kept).
 */
export async function seededDatabase(
  driver: 'postgres' | 'pglite',
  options: {
    name: string;
    now: Date;
    candidates: number;
    jobs: number;
    vacuum: SQL;
    keep?: string;
  },
) {
  console.log(`\n## ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite (worker thread)'}`);
  const keep = options.keep;
  // It names a database in SQL unquoted: lower case, not starting with a digit.
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) {
    throw new Error(`keep ${keep}: a lower-case SQL name (letters, digits, _)`);
  }
  /** What a kept seed was made of: reused only for the same volume and clock. */
  const seedTag = `${options.candidates}/${options.jobs}/${options.now.toISOString()}`;
  let reuse = false;
  let dataDir = '';
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let markSeeded = async () => {};
  if (driver === 'postgres') {
    const name = keep ? keep : `hrp_bench_${options.name}_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if (keep) {
      const found = (await admin.query(
        `select shobj_description(oid, 'pg_database') as tag from pg_database where datname = '${name}'`,
      )) as { rows: { tag: string | null }[] };
      reuse = found.rows[0]?.tag === seedTag;
      markSeeded = async () => {
        const again = new pg.Client({ connectionString: adminUrl });
        await again.connect();
        await again.query(`comment on database ${name} is '${seedTag}'`);
        await again.end();
      };
    }
    if (!reuse) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      if (keep) return;
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  } else if (keep) {
    dataDir = path.join(os.tmpdir(), `hrp-bench-${keep}`);
    const marker = `${dataDir}.seeded`;
    reuse = existsSync(marker) && readFileSync(marker, 'utf8') === seedTag;
    if (!reuse) {
      rmSync(marker, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
    }
    markSeeded = async () => writeFileSync(marker, seedTag);
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `hrp-bench-${options.name}-`));
  }
  // No statement limit: the seed and the vacuum below take longer than a request may.
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 10, statementTimeoutMs: 0 });
  await handle.migrate();
  if (reuse) {
    console.log(`reused the kept seed ${keep} (${seedTag})`);
  } else {
    const seedStarted = performance.now();
    await seedDemo(handle.db, {
      now: options.now,
      candidates: Math.min(options.candidates, seedBase),
      jobs: options.jobs,
    });
    if (options.candidates > seedBase) await growCandidates(handle.db, options.candidates);
    console.log(
      `seeded ${options.candidates.toLocaleString('en-US')} candidates, ${options.jobs.toLocaleString('en-US')} jobs in ${fmt((performance.now() - seedStarted) / 1000)} s`,
    );
    // A live database has autovacuum behind it; a freshly seeded one has not run it yet, and the
    // covering indexes answer index-only only where the visibility map is set.
    await handle.db.execute(sql`vacuum analyze ${options.vacuum}`);
    // The analytics roll-ups as the seed CLI leaves them: rewritten without the bulk load's dead
    // versions, which a plain vacuum frees but keeps (10–25× their live size in pages).
    await compactRollups(handle.db);
    await markSeeded();
  }
  const drop = async () => {
    await dropDatabase();
    if (dataDir && !keep) rmSync(dataDir, { recursive: true, force: true });
  };
  return { handle, dataDir, databaseUrl, drop };
}

/** `seededDatabase` with the reference server on it, over loopback HTTP, and demo sign-ins. */
export async function seededServer(
  driver: 'postgres' | 'pglite',
  options: Parameters<typeof seededDatabase>[1],
) {
  const { handle, dataDir, databaseUrl, drop } = await seededDatabase(driver, options);
  const server = await createServer(
    {
      ...defaultConfig(),
      dataDir,
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      logLevel: false,
      seedDemo: false,
      now: () => options.now,
    },
    { database: handle, closeDatabase: false },
  );
  const base = `${await server.listen()}/api`;
  /** A demo account's session token (password `Demo@1234`). */
  const tokenOf = async (username: string, kind: string, role: string) => {
    const login = await fetch(`${base}/login/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo@1234', role }),
    });
    return ((await login.json()) as { session_token: string }).session_token;
  };
  const close = async () => {
    await server.close();
    await handle.close();
    await drop();
  };
  return { handle, base, tokenOf, close };
}
