/**
 * The reference server on an in-memory PGlite with a small demo organisation (the accounts are
 * what matters, not volume), for benchmarks that time a request path rather than the database.
 * Imported on demand, so a process that only runs the floor never loads the server.
 *
 * @example
 * const server = await memoryServer({ candidates: 5, jobs: 2 });
 * const url = await server.listen();
 */
export async function memoryServer(seed: { candidates: number; jobs: number }) {
  const { defaultConfig } = await import('../../apps/server/src/config');
  const { createServer } = await import('../../apps/server/src/server');
  const { openDatabase } = await import('../../apps/server/src/db/database');
  const { seedDemo } = await import('../../apps/server/src/seed/seed');
  const database = await openDatabase({ dataDir: 'memory://', statementTimeoutMs: 0 });
  await database.migrate();
  await seedDemo(database.db, { now: new Date(), ...seed });
  return createServer(
    {
      ...defaultConfig(),
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      seedDemo: false,
      logLevel: false,
      portalDir: '/nonexistent',
    },
    { database, closeDatabase: true },
  );
}
