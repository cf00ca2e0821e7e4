/**
 * Entry point: `pnpm server` (tsx, from source) or `node dist/main.js` (built). Reads the
 * environment (see `config.ts`), starts the server, and shuts down gracefully on SIGTERM/SIGINT:
 * stop accepting, let in-flight requests finish, close the database.
 */
import { loadConfig } from './config';
import { demoAccounts, demoPassword } from './seed/seed';
import { createServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const server = await createServer(config);
  const url = await server.listen();
  const readyMs = Math.round(performance.now() - started);
  const { log } = server.app;
  log.info(
    { url, api: `${url}${config.apiBasePath}`, driver: server.database.driver, readyMs },
    'HR Portal server ready',
  );
  if (server.seeded || process.env.SEED_DEMO === '1' || server.database.driver === 'pglite') {
    // Printed plainly so a person starting the demo sees how to sign in.
    process.stdout.write(
      `\nHR Portal is running at ${url}  (API ${url}${config.apiBasePath}, ready in ${(readyMs / 1000).toFixed(1)} s)\n` +
        `Demo accounts (password ${demoPassword}): ${demoAccounts.map((a) => `${a.username} [${a.note}]`).join(', ')}\n\n`,
    );
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close().then(
      () => {
        log.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('HR Portal server failed to start:', error);
  process.exit(1);
});
