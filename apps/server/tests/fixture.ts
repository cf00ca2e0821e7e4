import type { HrPortalClient } from '@hrportal/api-client';
import { describe, test } from 'vitest';
import type { ServerConfig } from '../src/config';
import { seedDemo } from '../src/seed/seed';
import {
  drivers,
  openTestDatabase,
  signInAs,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './helpers';

/** How a file's server is made: the driver, config overrides, an optional demo seed. */
export interface ServerFixtureOptions {
  driver?: 'pglite' | 'postgres';
  /** How the database is opened (e.g. a statement time limit). */
  database?: Parameters<typeof openTestDatabase>[1];
  config?: Partial<ServerConfig>;
  /** Seeds the demo organisation at this size before the server starts. */
  seed?: Parameters<typeof seedDemo>[1];
  /** Runs on the fresh database before the server starts (extra rows). */
  prepare?: (database: TestDatabase) => Promise<void>;
  /** `startTestServer`'s options: test-only routes (`beforeListen`) and the like. */
  serverOptions?: Parameters<typeof startTestServer>[2];
  /**
   * Accounts the `sessions` fixture signs in over the raw wire (username → login role, password
   * `Demo@1234`), each from its own `X-Forwarded-For` address so no per-IP limit is reached.
   */
  logins?: Readonly<Record<string, LoginRole>>;
}

type LoginRole = 'management' | 'leadership' | 'recruiter';

/** Bearer tokens and user ids of the {@link ServerFixtureOptions.logins}, by username. */
export interface WireSessions {
  tokens: Record<string, string>;
  ids: Record<string, number>;
}

/**
 * The one server fixture of the server tests: `database` and `server` are made once per file for
 * the first test that asks for them and closed after the file's last test (vitest `test.extend`,
 * file scope), in place of a `beforeAll`/`afterAll` pair per file.
 *
 * @example
 * const it = serverTest({ driver, config: { allowedOrigins: [host] } });
 * it('answers', async ({ server }) => {
 *   expect((await fetch(`${server.api}/health`)).status).toBe(200);
 * });
 */
export function serverTest(options: ServerFixtureOptions = {}) {
  return test.extend<{
    database: TestDatabase;
    server: TestServer;
    team: DemoTeam;
    sessions: WireSessions;
  }>({
    database: [
      // biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from its first parameter.
      async ({}, use) => {
        const database = await openTestDatabase(options.driver ?? 'pglite', options.database);
        try {
          if (options.seed) await seedDemo(database.handle.db, options.seed);
          await options.prepare?.(database);
          await use(database);
        } finally {
          await database.dispose();
        }
      },
      { scope: 'file' },
    ],
    server: [
      async ({ database }, use) => {
        const server = await startTestServer(
          database.handle,
          options.config,
          options.serverOptions,
        );
        try {
          await use(server);
        } finally {
          await server.close();
        }
      },
      { scope: 'file' },
    ],
    team: [
      async ({ server }, use) => {
        const [manager, recruiter, other, leadership] = await Promise.all([
          signInAs(server, 'manager', 'manager'),
          signInAs(server, 'recruiter', 'recruiter'),
          signInAs(server, 'recruiter3', 'recruiter'),
          signInAs(server, 'leadership', 'leadership'),
        ]);
        await use({ manager, recruiter, other, leadership });
      },
      { scope: 'file' },
    ],
    sessions: [
      async ({ server }, use) => {
        const sessions: WireSessions = { tokens: {}, ids: {} };
        let n = 0;
        for (const [username, role] of Object.entries(options.logins ?? {})) {
          const response = await fetch(`${server.api}/login/${role}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.8.0.${++n}` },
            body: JSON.stringify({
              username,
              password: 'Demo@1234',
              role: role === 'management' ? 'manager' : role,
            }),
          });
          const body = (await response.json()) as { session_token?: string; user_id?: number };
          if (!body.session_token || body.user_id === undefined)
            throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
          sessions.tokens[username] = body.session_token;
          sessions.ids[username] = body.user_id;
        }
        await use(sessions);
      },
      { scope: 'file' },
    ],
  });
}

/** SDK clients signed in as demo accounts (needs `seed`): a manager, two recruiters, leadership. */
export interface DemoTeam {
  manager: HrPortalClient;
  recruiter: HrPortalClient;
  /** `recruiter3`: a recruiter who does not own `recruiter`'s candidates. */
  other: HrPortalClient;
  leadership: HrPortalClient;
}

/** A `test` with the server fixtures, as {@link serverTest} returns it. */
export type ServerTest = ReturnType<typeof serverTest>;

/**
 * `describe` once per driver (PGlite, and PostgreSQL when reachable) with a server fixture of
 * its own: the fixtures are made here, at the file's top level, as vitest wants for file scope.
 * The first test that asks for `server` waits for the database, seed and server (raised timeout).
 *
 * @example
 * describeServer('job routes', { seed: { now, candidates: 20, jobs: 12 } }, (it) => {
 *   it('lists jobs', async ({ team: { manager } }) => { … });
 * });
 */
export function describeServer(
  name: string,
  options: Omit<ServerFixtureOptions, 'driver'>,
  body: (it: ServerTest, driver: 'pglite' | 'postgres') => void,
): void {
  for (const driver of ['pglite', 'postgres'] as const) {
    const it = serverTest({ ...options, driver });
    describe.skipIf(!drivers.includes(driver as never))(
      `${name} [${driver}]`,
      { timeout: setupTimeoutMs },
      () => body(it, driver),
    );
  }
}

/** Per test in a {@link describeServer} block: the first one also sets the server up. */
const setupTimeoutMs = 120_000;
