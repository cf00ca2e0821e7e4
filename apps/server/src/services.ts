import type { FastifyBaseLogger, preHandlerAsyncHookHandler } from 'fastify';
import { installAuditContext } from './audit/context';
import { type Account, findAccount } from './auth/accounts';
import { createAuthenticate } from './auth/guards';
import { OtpService } from './auth/otp';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './auth/rateLimit';
import { SessionStore } from './auth/sessions';
import { ChatService } from './chat/chatService';
import type { ServerConfig } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { DocumentExtractor } from './documents/extract';
import { createEventBus, type EventBus, LiveFeed } from './events/liveFeed';
import { connectRedis, type RedisLink, RedisRateLimitStore } from './events/redis';
import { createMailer, type Mailer } from './mail/mailer';
import { createMeetingProviders, type MeetingProviders } from './meetings/providers/index';
import { OrgSettingsStore } from './settings/orgSettings';

/** The shared machinery every route uses. */
export interface ServerServices {
  config: ServerConfig;
  database: DatabaseHandle;
  db: Database;
  bus: EventBus;
  liveFeed: LiveFeed;
  sessions: SessionStore;
  /** Organisation settings in force: session timeout, embedding origins (issue 16). */
  settings: OrgSettingsStore;
  otp: OtpService;
  mailer: Mailer;
  /** Online-meeting providers with credentials, by meeting kind (none: links are pasted). */
  meetingProviders: MeetingProviders;
  chat: ChatService;
  /** The document reader (worker pool) of this server: resume routes and the AI assistant share it. */
  extractor: DocumentExtractor;
  rateLimits: {
    login: RateLimiter;
    otp: RateLimiter;
    loginPerIp?: RateLimiter;
    signupPerIp?: RateLimiter;
    /** AI calls per user (issue 19). */
    ai: RateLimiter;
  };
  /**
   * The account a login/OTP body names by username or email (any case): read once by the route
   * adapter, which keys the rate limit by it and hands it to the handler (a login's user).
   */
  findAccount: (name: string) => Promise<Account | undefined>;
  /** preHandler: 401 unless the request carries a valid session (sets `request.auth`). */
  authenticate: preHandlerAsyncHookHandler;
  /**
   * {@link authenticate} from this instance's memory of the session (issue 24): only for routes
   * registered with `confirmsSession`, which check its `authVersion` in their own statement.
   */
  authenticateRemembered: preHandlerAsyncHookHandler;
  now: () => Date;
}

/** Options of {@link createServices}. */
export interface CreateServicesOptions {
  /** Rate-limit counters (a Redis-backed store for several instances). @default Redis under `REDIS_URL`, else in memory */
  rateLimitStore?: RateLimitStore;
}

/**
 * Creates the services over an open, migrated database; connects to Redis when `config.redisUrl`
 * is set (the caller closes `redis` when the server closes).
 *
 * @example
 * const { services, redis } = await createServices(config, database, app.log);
 */
export async function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: CreateServicesOptions = {},
): Promise<{ services: ServerServices; redis?: RedisLink }> {
  const db = database.db;
  // Every transaction tells the audit trigger who is acting (issue 16).
  installAuditContext(db);
  const nowMs = () => config.now().getTime();
  let redis: RedisLink | undefined;
  if (config.redisUrl) {
    try {
      redis = await connectRedis(config.redisUrl, config.redisNamespace);
    } catch (error) {
      throw new Error(`REDIS_URL is set but Redis does not answer: ${String(error)}`);
    }
  }
  const rateLimitStore =
    options.rateLimitStore ??
    (redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore(nowMs));
  const limiter = (name: string, rule: { max: number; windowMs: number }) =>
    new RateLimiter(rateLimitStore, name, rule, nowMs);
  const { login, otp, loginPerIp, signupPerIp } = config.rateLimits;
  const bus = createEventBus();
  const settings = new OrgSettingsStore(db, {
    idleMs: config.session.idleMs,
    allowedOrigins: config.allowedOrigins,
  });
  await settings.load();
  // Every session check reads the organisation's timeout as it is now.
  const policy = {
    get idleMs() {
      return settings.idleMs;
    },
    absoluteMs: config.session.absoluteMs,
    touchEveryMs: config.session.touchEveryMs,
  };
  const sessions = new SessionStore(db, policy, config.now);
  const services: ServerServices = {
    config,
    database,
    db,
    bus,
    liveFeed: new LiveFeed(db, bus),
    sessions,
    settings,
    otp: new OtpService(db, config.now),
    mailer: createMailer({ db, log, from: config.mailFrom, smtpUrl: config.smtpUrl }),
    meetingProviders: createMeetingProviders(config.meetingProviders),
    chat: new ChatService(db, config.now),
    extractor: new DocumentExtractor(),
    rateLimits: {
      login: limiter('login', login),
      otp: limiter('otp', otp),
      ...(loginPerIp ? { loginPerIp: limiter('login-ip', loginPerIp) } : {}),
      ...(signupPerIp ? { signupPerIp: limiter('signup-ip', signupPerIp) } : {}),
      ai: limiter('ai', config.ai.rateLimit),
    },
    findAccount: (name) => findAccount(db, name),
    authenticate: createAuthenticate(sessions),
    authenticateRemembered: createAuthenticate(sessions, { remembered: true }),
    now: config.now,
  };
  return redis ? { services, redis } : { services };
}
