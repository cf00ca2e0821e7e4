/**
 * `@hrportal/server/testing`: how tests outside this app start and drive the reference server —
 * a throwaway database (PGlite, or PostgreSQL when reachable), a server on a free port, the demo
 * seed, SDK clients signed in as demo accounts, and two-instance set-ups over Redis. Package tests
 * import from here, never from the server's `src/` or `tests/` files.
 *
 * @example
 * import { openTestDatabase, startTestServer } from '@hrportal/server/testing';
 * const database = await openTestDatabase('pglite');
 * const server = await startTestServer(database.handle);
 */
export {
  describeEachDriver,
  insertRecruiters,
  openTestDatabase,
  type ServerProcess,
  scaleOutAvailable,
  sdkClient,
  signInAs,
  startProcessPair,
  startTestServer,
  type TestDatabase,
  type TestServer,
  until,
  userIdOf,
} from '../tests/helpers';
export { defaultConfig, type ServerConfig } from './config';
export { type DatabaseHandle, openDatabase } from './db/database';
export { Prng } from './seed/prng';
export { seedDemo } from './seed/seed';
export { type CreateServerOptions, createServer, type HrServer } from './server';
