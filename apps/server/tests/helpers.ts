import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, createMemoryStorage, type HrPortalClient } from '@hrportal/api-client';
import { type ChatSocket, createChatSocket } from '@hrportal/api-client/chat-socket';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { defaultConfig, type ServerConfig, serverRoot } from '../src/config';
import {
  type DatabaseHandle,
  migrationsFolder,
  type OpenDatabaseOptions,
  openDatabase,
} from '../src/db/database';
import { users } from '../src/db/schema';
import { type CreateServerOptions, createServer, type HrServer } from '../src/server';

/** PostgreSQL for tests: `TEST_DATABASE_URL`, else the machine's local server. */
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let postgresReachable: boolean | undefined;

/**
 * Whether PostgreSQL answers. Under `CI=true` an unreachable server is an error (the suite must
 * run there); elsewhere the PostgreSQL tests skip with a printed reason.
 */
export async function postgresAvailable(): Promise<boolean> {
  if (postgresReachable !== undefined) return postgresReachable;
  const client = new pg.Client({
    connectionString: testDatabaseUrl,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    postgresReachable = true;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(
        `CI=true but PostgreSQL at ${testDatabaseUrl} is unreachable: ${String(error)}`,
      );
    }
    console.warn(`PostgreSQL tests skipped: ${testDatabaseUrl} unreachable (${String(error)})`);
    postgresReachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  return postgresReachable;
}

/** Redis for tests: `TEST_REDIS_URL`, else the machine's local server. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A Redis namespace of its own for a set of test servers: test files (and helpers' runs) in
 * parallel on one Redis then never count logins in one bucket or receive each other's chat
 * broadcasts and live events (user 1 of one test database is not user 1 of another).
 */
export const newRedisNamespace = () => `test-${randomUUID()}`;
/** This test file's namespace: its in-process servers share it, like one deployment. */
const testRedisNamespace = newRedisNamespace();

/**
 * Whether Redis answers. Under `CI=true` an unreachable Redis fails the suite; elsewhere the
 * scale-out tests skip with a printed reason.
 */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch (error) {
    if (process.env.CI === 'true')
      throw new Error(`CI=true but Redis at ${testRedisUrl} is unreachable: ${String(error)}`);
    console.warn(`Redis scale-out tests skipped: ${testRedisUrl} unreachable (${String(error)})`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** The drivers to run database tests on: PGlite always, PostgreSQL when reachable. */
export const drivers = [
  'pglite',
  ...((await postgresAvailable()) ? ['postgres' as const] : []),
] as const;

/**
 * `describe` once per driver (PGlite, and PostgreSQL when reachable).
 *
 * @example
 * describeEachDriver('migrations', (driver) => { it('…', async () => { … }) });
 */
export function describeEachDriver(
  name: string,
  body: (driver: 'pglite' | 'postgres') => void,
): void {
  for (const driver of ['pglite', 'postgres'] as const) {
    describe.skipIf(!drivers.includes(driver as never))(`${name} [${driver}]`, () => body(driver));
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  const pglitePkg = path.join(
    path.dirname(migrationsFolder),
    'node_modules/@electric-sql/pglite/package.json',
  );
  if (existsSync(pglitePkg)) hash.update(JSON.parse(readFileSync(pglitePkg, 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data directory shared by every test process (creating PGlite takes
 * seconds; copying a directory takes milliseconds). Built once per migration set; concurrent
 * builders race harmlessly (first rename wins).
 */
export async function pgliteTemplate(): Promise<string> {
  const target = path.join(os.tmpdir(), `hrportal-pglite-template-${templateKey()}`);
  if (existsSync(path.join(target, 'PG_VERSION'))) return target;
  const building = `${target}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ dataDir: building });
  await handle.migrate();
  await handle.close();
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}

/** A fresh copy of the migrated template in a new temp directory. */
export async function freshPgliteDir(): Promise<string> {
  const template = await pgliteTemplate();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hrportal-pglite-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** A throwaway database on the test PostgreSQL server; `drop()` removes it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `hrp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An open, migrated test database of `driver` and how to dispose of it. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** PGlite data dir or PostgreSQL URL: enough to open the same database again. */
  location: { dataDir: string; databaseUrl?: string };
  dispose(): Promise<void>;
}

/**
 * Where a fresh migrated database of `driver` lives (a copy of the PGlite template, or a throwaway
 * PostgreSQL database) and how to remove it; nothing is opened.
 *
 * @example
 * const { location, remove } = await freshLocation('pglite');
 * const handle = await openDatabase(location);
 */
export async function freshLocation(driver: 'pglite' | 'postgres'): Promise<{
  location: TestDatabase['location'];
  remove: () => Promise<void>;
}> {
  if (driver === 'pglite') {
    const dataDir = await freshPgliteDir();
    return {
      location: { dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createPostgresDatabase();
  return { location: { dataDir: '', databaseUrl: database.url }, remove: database.drop };
}

/** Opens a fresh migrated database on `driver` (`options`: e.g. a statement time limit). */
export async function openTestDatabase(
  driver: 'pglite' | 'postgres',
  options: Pick<OpenDatabaseOptions, 'statementTimeoutMs'> = {},
): Promise<TestDatabase> {
  const { location, remove } = await freshLocation(driver);
  const handle = await openDatabase({ ...location, ...options });
  await handle.migrate();
  return {
    handle,
    location,
    dispose: async () => {
      await handle.close();
      await remove();
    },
  };
}

/** The id and name of the user `username` of a test database; throws when there is none. */
export async function userOf(
  database: TestDatabase,
  username: string,
): Promise<{ id: number; name: string }> {
  const [row] = await database.handle.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

/** Server settings for tests: loopback, a free port, no logs, no seeding. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...defaultConfig(),
    port: 0,
    host: '127.0.0.1',
    logLevel: false,
    seedDemo: false,
    portalDir: path.join(os.tmpdir(), 'hrportal-no-portal'),
    redisNamespace: testRedisNamespace,
    ...overrides,
  };
}

/** A listening server on a test database, with its base URL. */
export interface TestServer {
  server: HrServer;
  url: string;
  api: string;
  close(): Promise<void>;
}

/**
 * Starts `createServer` on an already-open test database. `beforeListen` may add routes (test
 * routes that exercise the auth machinery) before the server starts.
 */
export async function startTestServer(
  database: DatabaseHandle,
  overrides: Partial<ServerConfig> = {},
  options: CreateServerOptions & { beforeListen?: (server: HrServer) => void | Promise<void> } = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const server = await createServer(config, { database, ...options });
  await options.beforeListen?.(server);
  const url = await server.listen();
  return { server, url, api: `${url}${config.apiBasePath}`, close: () => server.close() };
}

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-06-01T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}

/** An SDK client of a test server: session in memory, no retries (a failure shows at once). */
export function sdkClient(server: Pick<TestServer, 'api'>): HrPortalClient {
  return createClient({ baseUrl: server.api, storage: createMemoryStorage(), retry: { limit: 0 } });
}

/** An SDK client signed in as a demo account (password `Demo@1234`). */
export async function signInAs(
  server: Pick<TestServer, 'api'>,
  username: string,
  role: 'manager' | 'recruiter' | 'leadership',
): Promise<HrPortalClient> {
  const client = sdkClient(server);
  await client.auth.login({ role, username, password: 'Demo@1234' });
  return client;
}

/** The error of a call that must fail (status and message); throws when the call succeeds. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e as { status: number; message: string },
  );
  if (!error) throw new Error('the call should have failed');
  return error;
}

/** A server running as its own Node process (`src/main.ts` under tsx). */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  api: string;
  /** What the process wrote so far (the last 200 KB). */
  output(): string;
  /** SIGTERM, then resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `src/main.ts` as a real child process (tsx) with `env` over the test defaults (a free
 * loopback port, info logs, no demo seed); resolves once it logs that it is ready.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@hrportal/source', '--import', 'tsx', path.join(serverRoot, 'src/main.ts')],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED_DEMO: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      append(chunk);
      if (ready) return;
      for (const line of log.split('\n')) {
        if (!line.includes('HR Portal server ready')) continue;
        try {
          const { url } = JSON.parse(line) as { url: string };
          ready = true;
          resolve({
            child,
            url,
            api: `${url}/api`,
            output: () => log,
            stop: () => {
              if (child.exitCode === null) child.kill('SIGTERM');
              return exited;
            },
          });
          return;
        } catch {
          // a partial line; wait for more
        }
      }
    });
    child.stderr?.on('data', append);
    void exited.then((code) => {
      if (!ready) reject(new Error(`server exited with ${code} before ready:\n${log}`));
    });
  });
}

/** Waits until `predicate` holds (polled every 20 ms); throws naming `what` after `ms`. */
export async function until(predicate: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Anything with socket.io's `once` (a client socket of any event map). */
interface OnceEmitter {
  once(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
}

/** Resolves with the next `event` on a socket; rejects after `ms`. */
export function nextEvent<T>(socket: unknown, event: string, ms = 5000): Promise<T> {
  const target = socket as OnceEmitter;
  return new Promise((resolve, reject) => {
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      target.off(event, listener as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    target.once(event, listener as never);
  });
}

/** The signed-in user's id and session token of an SDK client (0 and '' when signed out). */
export const userIdOf = (client: HrPortalClient) => client.session.get()?.userId ?? 0;
export const tokenOf = (client: HrPortalClient) => client.session.token() ?? '';

/**
 * The SDK chat socket of a signed-in client on the server at `url` (websocket, no automatic
 * reconnection: a test decides when to come back), once the server has said `connected`.
 */
export async function openChatSocket(client: HrPortalClient, url: string): Promise<ChatSocket> {
  const chat = createChatSocket(client, {
    url,
    socketOptions: { transports: ['websocket'], reconnection: false },
  });
  await nextEvent(chat.socket, 'connected');
  return chat;
}

/**
 * Whether the two-process scale-out tests can run: PostgreSQL and Redis both answer (under
 * `CI=true` a missing one fails the suite; elsewhere the tests skip with a printed reason).
 */
export async function scaleOutAvailable(what: string): Promise<boolean> {
  const redis = await redisAvailable();
  const postgres = drivers.includes('postgres');
  if (!postgres) console.warn(`${what} skipped: PostgreSQL is not reachable`);
  return redis && postgres;
}

/** Inserts `count` verified recruiters, `${username}1`… named `${name} 1`…, password Demo@1234. */
export async function insertRecruiters(
  db: DatabaseHandle['db'],
  count: number,
  username: string,
  name: string,
): Promise<void> {
  const passwordHash = await hashPassword('Demo@1234');
  await db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      username: `${username}${i + 1}`,
      name: `${name} ${i + 1}`,
      email: `${username}${i + 1}@example.com`,
      userType: 'recruiter' as const,
      isVerified: true,
      passwordHash,
    })),
  );
}

/**
 * Two server processes on one fresh PostgreSQL database (migrated, then `prepare`d) and the test
 * Redis; `stop()` ends both and drops the database (close any handle opened on `databaseUrl` first).
 */
export async function startProcessPair(
  prepare: (db: DatabaseHandle['db']) => Promise<unknown>,
): Promise<{
  servers: [ServerProcess, ServerProcess];
  databaseUrl: string;
  stop(): Promise<void>;
}> {
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '', poolSize: 2 });
  try {
    await handle.migrate();
    await prepare(handle.db);
  } finally {
    await handle.close();
  }
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_NAMESPACE: newRedisNamespace(),
  };
  const servers = (await Promise.all([startServerProcess(env), startServerProcess(env)])) as [
    ServerProcess,
    ServerProcess,
  ];
  return {
    servers,
    databaseUrl: database.url,
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
    },
  };
}
