import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../config';
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
 * else embedded PGlite persisted under `dataDir` (with `pg_trgm` loaded). Does not migrate.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
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
  const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    created,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: async () => journalEntries() - (await appliedCount(db)),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
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
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
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
