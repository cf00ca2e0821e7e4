/**
 * Shared set-up of the realtime benchmarks: a seeded database on PGlite (in memory) or PostgreSQL
 * (a throwaway database dropped afterwards), servers on it, signed-in users, and the statistics.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { defaultConfig } from '../../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database';
import { seedDemo } from '../../apps/server/src/seed/seed';
import { createServer, type HrServer } from '../../apps/server/src/server';

export type Driver = 'pglite' | 'postgres';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const postgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The value at percentile `p` (nearest rank) of `values`. */
export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;
export const ratio = (ours: number, base: number) => `${(ours / base).toFixed(2)}×`;

/** Runs one statement on the PostgreSQL server's own database (create / drop a bench database). */
async function onPostgres(statement: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: postgresUrl, dataDir: '', poolSize: 1 });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

/** Whether PostgreSQL answers. */
export async function postgresReachable(): Promise<boolean> {
  return onPostgres('select 1').then(
    () => true,
    () => false,
  );
}

/** Whether Redis answers PING (a raw RESP exchange; the bench needs no Redis client of its own). */
export function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A migrated, seeded database of `driver`; `dispose()` closes it (and drops a PostgreSQL one). */
export async function benchDatabase(
  driver: Driver,
): Promise<{ handle: DatabaseHandle; url?: string; dispose(): Promise<void> }> {
  let url: string | undefined;
  let drop = async () => {};
  if (driver === 'postgres') {
    const name = `hrp_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
    await onPostgres(`create database ${name}`);
    const target = new URL(postgresUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = () => onPostgres(`drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  await handle.migrate();
  await seedDemo(handle.db, { now: new Date(), candidates: 10, jobs: 2 });
  return {
    handle,
    ...(url ? { url } : {}),
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A listening server on `database` (its own pool on PostgreSQL, like a separate instance, unless
 * `share` names an open handle to use). With `redis`, it shares Redis only with the servers of
 * this run given the same `group` (a namespace of its own): another run's events, or another
 * group's, never reach it.
 */
export async function benchServer(
  database: { handle: DatabaseHandle; url?: string },
  options: { redis?: boolean; group?: string; share?: DatabaseHandle } = {},
): Promise<{ server: HrServer; url: string; close(): Promise<void> }> {
  const config = {
    ...defaultConfig(),
    port: 0,
    host: '127.0.0.1',
    logLevel: false as const,
    seedDemo: false,
    ...(database.url ? { databaseUrl: database.url } : {}),
    ...(options.redis
      ? { redisUrl, redisNamespace: `hrp-bench-${process.pid}-${options.group ?? 'main'}` }
      : {}),
  };
  // PGlite is one in-process database: instances share the handle. PostgreSQL: a pool each.
  const shared = options.share ?? (database.url ? undefined : database.handle);
  const server = await createServer(
    config,
    shared ? { database: shared, closeDatabase: false } : {},
  );
  const url = await server.listen();
  return { server, url, close: () => server.close() };
}
