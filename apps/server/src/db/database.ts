import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../config';
import { PgliteWorkerPool } from './pgliteWorkerPool';
import * as schema from './schema';

/** The Drizzle database, the same type on both drivers: repositories take this and nothing else. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; accepts every query a `Database` does. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: code that may run inside or outside a transaction takes this. */
export type Executor = Database | Transaction;

/** Where the committed SQL migrations live. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** An open database with its lifecycle. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** True when the embedded data directory was created by this open (a brand-new database). */
  created: boolean;
  /** Applies pending migrations (serialised across instances on PostgreSQL by an advisory lock). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Number of committed migrations not yet applied (0 when up to date). */
  pendingMigrations(): Promise<number>;
  /** Closes the pool or the embedded instance (PGlite flushes to disk). */
  close(): Promise<void>;
}

/** Options for {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** PostgreSQL connection string. Without it, PGlite under `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  /** Max pool size on PostgreSQL. @default 10 */
  poolSize?: number;
  /**
   * Time limit of one statement, ms; 0 for none. A statement past it fails with SQLSTATE 57014,
   * which the API answers 503 (never 500). Migrations run without it.
   * @default `DB_STATEMENT_TIMEOUT_MS` from the environment, else 5000
   */
  statementTimeoutMs?: number;
}

/** The statement time limit when the caller names none. */
function defaultStatementTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.DB_STATEMENT_TIMEOUT_MS);
  return Number.isFinite(value) &&
    value >= 0 &&
    env.DB_STATEMENT_TIMEOUT_MS !== '' &&
    env.DB_STATEMENT_TIMEOUT_MS !== undefined
    ? value
    : 5000;
}

const MIGRATION_LOCK = 7_406_205_431; // arbitrary, stable advisory lock key

/**
 * Runs raw SQL and returns its rows, typed by the caller (both drivers answer `{ rows }`).
 *
 * @example
 * const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
 */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Type ids whose text Drizzle decodes itself (timestamps, dates, intervals and their arrays). */
const textDecodedTypes = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
/** node-postgres' parsers as Drizzle configures them: those types stay text, for the columns' own decoders. */
const drizzleTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    textDecodedTypes.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format as 'text'),
};

/**
 * Runs an SQL text already built (by Drizzle, once) on the database's pool and returns its rows as
 * arrays, values parsed as Drizzle's select would receive them, so the columns' decoders apply
 * (`candidateRowDecoder` in `routes/candidateRows.ts`). For a hot statement: no query building per call.
 *
 * @example
 * const rows = await queryArrays(db, 'select id from candidates where id = $1', [1]);
 */
export async function queryArrays(
  db: Database,
  text: string,
  values: readonly unknown[],
): Promise<unknown[][]> {
  const client = (db as unknown as { $client?: pg.Pool }).$client;
  if (!client) throw new Error('queryArrays: the database has no client');
  // Values as the second argument: PGlite's worker pool takes them only there, as Drizzle passes them.
  const result = await client.query({ text, rowMode: 'array', types: drizzleTypes }, [...values]);
  return result.rows as unknown[][];
}

/** True for a unique-constraint violation of either driver (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** SQLSTATE of the first database error in `error`'s cause chain (drizzle wraps the driver's). */
function sqlState(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Why the database could not answer in time, as a sentence for a 503, or undefined for any other
 * error: a statement past its time limit (57014: `statement_timeout` on PostgreSQL, the worker's
 * limit on PGlite), the database restarting under it (57P01–57P03) or out of connections (53300).
 */
export function databaseUnavailable(error: unknown): string | undefined {
  const code = sqlState(error);
  if (code === '57014') {
    return 'The database took too long to answer this request. Narrow the search (longer words, fewer or more specific filters) and try again.';
  }
  if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') {
    return 'The database is restarting or busy.';
  }
  return undefined;
}

let journalCount: number | undefined;
function journalEntries(): number {
  if (journalCount !== undefined) return journalCount;
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  );
  journalCount = (journal.entries as unknown[]).length;
  return journalCount;
}

async function appliedCount(db: Database): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [result] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result?.n ?? 0);
}

/**
 * Opens the database the configuration names: PostgreSQL through `pg` when `databaseUrl` is set,
 * else embedded PGlite persisted under `dataDir` (with `pg_trgm` loaded) in its own worker thread.
 * Both go through Drizzle's node-postgres driver. Every statement has a time limit. Does not migrate.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const timeoutMs = options.statementTimeoutMs ?? defaultStatementTimeoutMs();
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, timeoutMs);
  return openPglite(options.dataDir, timeoutMs);
}

async function openPglite(dataDir: string, statementTimeoutMs: number): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let created = inMemory;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    let hasVersion = false;
    try {
      readFileSync(path.join(dataDir, 'PG_VERSION'));
      hasVersion = true;
    } catch {
      hasVersion = false;
    }
    created = !hasVersion;
  }
  // PGlite runs in its own worker thread; Drizzle's node-postgres driver talks to it as to a pool.
  const client = await PgliteWorkerPool.open({
    dataDir: inMemory ? undefined : dataDir,
    statementTimeoutMs,
  });
  const db = drizzlePg({ client: client as unknown as pg.Pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    created,
    migrate: async () => {
      const limit = client.statementTimeoutMs;
      client.statementTimeoutMs = 0;
      try {
        await migratePg(db as never, { migrationsFolder });
      } finally {
        client.statementTimeoutMs = limit;
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: async () => journalEntries() - (await appliedCount(db)),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.end();
    },
  };
}

async function openPostgres(
  connectionString: string,
  max: number,
  statementTimeoutMs: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max,
    statement_timeout: statementTimeoutMs || undefined,
    // No JIT: every statement here is meant to answer in milliseconds, and PostgreSQL's cost
    // threshold (100,000) is crossed by estimates, not by work — `/org/managers` over 365 days
    // spent 501 of its 551 ms compiling 87 functions for 50 ms of execution (issue 24).
    options: '-c jit=off',
  });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    created: false,
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        // Migrations (index builds on big tables) run on this connection without the time limit.
        await lockClient.query('set statement_timeout = 0');
        await migratePg(drizzlePg({ client: lockClient, schema }) as never, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        // The connection goes back to the pool with the pool's time limit again.
        await lockClient.query('reset statement_timeout').catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: async () => journalEntries() - (await appliedCount(db)),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
