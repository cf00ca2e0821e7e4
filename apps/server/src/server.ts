import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RateLimitStore } from './auth/rateLimit';
import { attachChat } from './chat/chatSocket';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { users } from './db/schema';
import { bridgeLiveFeed, chatAdapter } from './events/redis';
import { installCors } from './http/cors';
import { installErrorHandling } from './http/errors';
import { loggerOptions } from './http/logging';
import { statusMessages } from './http/messages';
import { installSecurityHeaders } from './http/securityHeaders';
import { servePortal } from './http/staticPortal';
import { sendDueReminders } from './meetings/reminders';
import { routePlugins } from './routes';
import { type SeedSummary, seedDemo } from './seed/seed';
import { createServices, type ServerServices } from './services';

/** A created (not yet listening) server. */
export interface HrServer {
  app: FastifyInstance;
  config: ServerConfig;
  database: DatabaseHandle;
  services: ServerServices;
  /** Set when this start seeded demo data. */
  seeded?: SeedSummary;
  /** Starts listening on `config.host:config.port`; resolves to the base URL. */
  listen(): Promise<string>;
  /** Stops accepting, lets in-flight requests finish, then closes the database. Idempotent. */
  close(): Promise<void>;
}

/** Extra options for tests and embedding. */
export interface CreateServerOptions {
  /** Use this open database instead of opening one from the config (tests share one). */
  database?: DatabaseHandle;
  /** Rate-limit counters (a Redis-backed store for several instances). @default in memory */
  rateLimitStore?: RateLimitStore;
  /** Close the database when the server closes. @default true unless `database` was given */
  closeDatabase?: boolean;
  /** Where log lines go (tests read them). @default stdout */
  logStream?: { write(line: string): void };
}

/**
 * Builds the server: opens the database (PGlite or PostgreSQL), applies migrations, seeds demo
 * data when the database is new (see `seedDemo`), and registers the API under
 * `config.apiBasePath` and the portal at `/`.
 *
 * @example
 * const server = await createServer({ ...defaultConfig(), port: 0, dataDir: 'memory://' });
 * const url = await server.listen();
 * await fetch(`${url}/api/health`);
 * await server.close();
 */
export async function createServer(
  config: ServerConfig,
  options: CreateServerOptions = {},
): Promise<HrServer> {
  const app = Fastify({
    logger: config.logLevel === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const closeDatabase = options.closeDatabase ?? !options.database;
  let seeded: SeedSummary | undefined;
  let created: Awaited<ReturnType<typeof createServices>>;
  // Until the onClose hook below owns it, a failed start-up step closes the database here.
  try {
    const started = performance.now();
    await database.migrate();
    app.log.info(
      { driver: database.driver, ms: Math.round(performance.now() - started) },
      'database migrated',
    );
    const shouldSeed =
      config.seedDemo === true || (config.seedDemo === 'auto' && database.driver === 'pglite');
    if (shouldSeed) {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      if (Number(row?.n ?? 0) === 0) {
        seeded = await seedDemo(database.db, { now: config.now() });
        app.log.info({ ...seeded.counts, ms: seeded.ms }, 'demo data seeded');
      }
    }
    created = await createServices(
      config,
      database,
      app.log,
      options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {},
    );
  } catch (error) {
    if (closeDatabase) await database.close();
    throw error;
  }
  const { services, redis } = created;
  const { bus, liveFeed } = services;
  const nowMs = () => config.now().getTime();
  const unbridge = redis ? await bridgeLiveFeed(bus, redis) : undefined;

  const { settings } = services;
  settings.watch(15_000, (error) =>
    app.log.warn({ err: error }, 'organisation settings reload failed'),
  );
  await installSecurityHeaders(app, () => settings.allowedOrigins());
  await installCors(app, (origin) => settings.allows(origin));
  installErrorHandling(app, config.bodyLimit);

  let closing = false;
  const base = config.apiBasePath;
  const isApiPath = (url: string) => {
    const pathname = url.split('?')[0] ?? '';
    return pathname === base || pathname.startsWith(`${base}/`);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    // While shutting down, answer in-flight requests and close their connections.
    if (closing) reply.header('Connection', 'close');
    // API answers are per user and per moment: never stored by a browser or a proxy.
    if (
      isApiPath(request.url) &&
      !reply.hasHeader('Cache-Control') &&
      String(reply.getHeader('Content-Type') ?? '').startsWith('application/json')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
  const presence = attachChat(app, services, redis ? chatAdapter(redis) : undefined);
  await app.register(
    async (api) => {
      for (const plugin of routePlugins) {
        await api.register(plugin, { services, presence, closing: () => closing });
      }
      if (config.debugRoutes) {
        // Test-only: a request that takes `ms` to answer (graceful-shutdown tests).
        api.get<{ Querystring: { ms?: string } }>('/__debug/slow', async (request) => {
          const ms = Math.min(Number(request.query.ms ?? 1000) || 0, 30_000);
          await new Promise((resolve) => setTimeout(resolve, ms));
          return { status: 'ok', waitedMs: ms };
        });
      }
    },
    { prefix: base },
  );

  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && (await servePortal(config.portalDir, request, reply)))
      return reply;
    return reply.status(404).send({ status: 'error', message: statusMessages[404] });
  });

  const pruneLiveFeed = async () => {
    try {
      await liveFeed.prune(new Date(nowMs() - config.liveEventRetentionMs));
    } catch (error) {
      app.log.warn({ err: error }, 'live feed prune failed');
    }
  };
  const pruneTimer = setInterval(pruneLiveFeed, 10 * 60_000);
  pruneTimer.unref();
  const remind = async () => {
    try {
      await sendDueReminders(services);
    } catch (error) {
      app.log.warn({ err: error }, 'meeting reminders failed');
    }
  };
  const reminderTimer = setInterval(remind, 60_000);
  reminderTimer.unref();

  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    clearInterval(reminderTimer);
    settings.stop();
    services.mailer.close();
    await services.extractor.close();
    unbridge?.();
    await redis?.close();
    if (closeDatabase) {
      await database.close();
      app.log.info('database closed');
    }
  });

  let closePromise: Promise<void> | undefined;
  const server: HrServer = {
    app,
    config,
    database,
    services,
    listen: async () => {
      const address = await app.listen({ port: config.port, host: config.host });
      await pruneLiveFeed();
      return address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
    },
    close: () => {
      closing = true;
      if (!closePromise) {
        // Keep-alive sockets that finish their in-flight request become idle after close() began;
        // Node only closes the ones idle at that moment, so sweep until the server has closed.
        const sweep = setInterval(() => app.server.closeIdleConnections?.(), 100);
        closePromise = app.close().finally(() => clearInterval(sweep));
      }
      return closePromise;
    },
  };
  if (seeded) server.seeded = seeded;
  return server;
}
