/**
 * The reference server for the `react-server` browser tests: `apps/server` on an in-memory PGlite
 * with a small demo seed (accounts `manager`, `leadership`, `recruiter`, `reviewer`; password
 * `Demo@1234`). Prints `listening <origin>` once ready; stops on SIGTERM or when stdin closes (the
 * test run that started it ended).
 *
 *   node --conditions=@hrportal/source --import tsx packages/react/tests/server/startServer.ts
 */
import { createServer, defaultConfig, openDatabase, seedDemo } from '@hrportal/server/testing';

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemo(database.db, { now: new Date(), candidates: 60, jobs: 8 });
const base = defaultConfig();
const server = await createServer(
  {
    ...base,
    port: 0,
    host: '127.0.0.1',
    logLevel: false,
    seedDemo: false,
    // Every test signs in afresh, several times: the login limit is not what these tests are about.
    rateLimits: {
      login: { max: 1000, windowMs: base.rateLimits.login.windowMs },
      otp: base.rateLimits.otp,
    },
  },
  { database, closeDatabase: true },
);
const origin = await server.listen();
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
process.stdout.write(`listening ${origin}\n`);
