import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  authRateLimitMax,
  authRateLimitWindowMs,
  bulkMatchingMax,
  jsonBodyMaxBytes,
  liveFeedHeartbeatMs,
  liveFeedReplayWindowMs,
  sessionAbsoluteTimeoutMs,
  sessionInactivityTimeoutMs,
} from '@hrportal/api-client/contract';
import { parseAllowedOrigins } from './http/cors';
import {
  type MeetingProviderSettings,
  meetingProviderSettingsFromEnv,
} from './meetings/providers/index';

/** The server package directory (`apps/server`), the same from `src/` (tsx) and `dist/` (built). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
const repoRoot = path.resolve(serverRoot, '../..');
/** The server's version (its package.json), reported by `/health`. */
export const serverVersion: string = JSON.parse(
  readFileSync(path.join(serverRoot, 'package.json'), 'utf8'),
).version;

/** Limits for one rate-limited action: at most `max` hits per `windowMs` per key. */
interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Everything the server reads from its environment, resolved. Tests build one directly. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). @default 8080 */
  port: number;
  /** @default '0.0.0.0' */
  host: string;
  /** Prefix of every API route. @default '/api' */
  apiBasePath: string;
  /** PostgreSQL connection string; absent means embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  /** Redis for several instances: live-feed fan-out, the socket.io adapter, shared rate limits. */
  redisUrl?: string;
  /**
   * Put before every Redis key and channel the server uses (rate-limit buckets, live-feed fan-out,
   * the socket.io adapter's channels): instances share Redis state only within one namespace.
   * Absent in production — every instance of a deployment shares one set. Test server sets each
   * get their own, so test runs on one Redis never share limit buckets or broadcasts.
   */
  redisNamespace?: string;
  /** PGlite data directory; `'memory://'` for a throwaway in-memory database. */
  dataDir: string;
  /** Built portal to serve at `/` (SPA fallback) when the directory exists. */
  portalDir: string;
  /** Seed demo data: `'auto'` seeds a new empty embedded database, `true` any empty database. */
  seedDemo: boolean | 'auto';
  /** SMTP connection URL; absent means mail goes to the outbox table and the log. */
  smtpUrl?: string;
  /**
   * Online-meeting providers with credentials (`MS_GRAPH_*`, `ZOOM_*`, `GOOGLE_*`): their
   * meetings get real join links; without one a meeting has no link until its organiser pastes one.
   */
  meetingProviders?: MeetingProviderSettings;
  /** Sender address of mail. */
  mailFrom: string;
  /** Pino level, or false for no logs. @default 'info' */
  logLevel: string | false;
  /** JSON body limit in bytes. @default 1 MiB */
  bodyLimit: number;
  /** Session lifetime rules (SPEC §9: 30 minutes of inactivity; a 12-hour cap is ours). */
  session: { idleMs: number; absoluteMs: number; touchEveryMs: number };
  /**
   * Attempt limits. `login` and `otp` count per client address and account (a username and the
   * account's email are one bucket); `loginPerIp` and `signupPerIp` count every login / sign-up
   * from one address whatever name it uses (spraying, sign-up floods). Absent: not limited.
   */
  rateLimits: {
    login: RateLimitRule;
    otp: RateLimitRule;
    loginPerIp?: RateLimitRule;
    signupPerIp?: RateLimitRule;
  };
  /** Live-feed replay window kept in the database. @default 24 h */
  liveEventRetentionMs: number;
  /**
   * Realtime session checks. A chat event is answered from the socket's memory of its session for
   * up to `sessionRecheckMs` (revocations on any instance are pushed at once; this bounds a
   * revocation nobody announced, e.g. a row changed by hand); every `expirySweepMs` the sockets whose
   * session has reached its idle or absolute expiry are checked and ended; SSE streams send a
   * heartbeat comment and re-check every `heartbeatMs`.
   */
  realtime: { sessionRecheckMs: number; expirySweepMs: number; heartbeatMs: number };
  /** Trust `X-Forwarded-For` from a load balancer (client IPs for rate limits and logs). */
  trustProxy: boolean;
  /** Registers test-only routes under `{apiBasePath}/__debug` (never in production). */
  debugRoutes: boolean;
  /** Origins of intranets that embed our widgets (CORS and socket.io); the portal needs none. */
  allowedOrigins: string[];
  /**
   * The AI assistant (issue 19). No `provider`: local mode (the built-in analyser). `gemini` or
   * `openai` (any OpenAI-compatible endpoint: `baseUrl`) with `apiKey` held here only.
   * `rateLimit`: AI calls per user; `monthlyBudget`: AI tokens (in + out, as the provider reports
   * them; local mode estimates) per organisation and calendar month (null: no cap); `timeoutMs`: the longest wait for a provider before the §8 message.
   */
  ai: {
    provider?: 'gemini' | 'openai' | undefined;
    apiKey?: string | undefined;
    baseUrl?: string | undefined;
    model?: string | undefined;
    timeoutMs: number;
    rateLimit: RateLimitRule;
    monthlyBudget: number | null;
  };
  /** Most candidates one "all matching" bulk change may touch. @default bulkMatchingMax (10,000) */
  bulkMatchingMax: number;
  /** The clock; tests inject one to move time. */
  now: () => Date;
}

const MINUTE = 60_000;

/** Defaults for every setting, for a given environment. */
export function defaultConfig(): ServerConfig {
  return {
    port: 8080,
    host: '0.0.0.0',
    apiBasePath: '/api',
    dataDir: path.join(repoRoot, '.data'),
    portalDir: path.join(repoRoot, 'apps/portal/dist'),
    seedDemo: 'auto',
    mailFrom: 'HR Portal <no-reply@hrportal.local>',
    logLevel: 'info',
    bodyLimit: jsonBodyMaxBytes,
    session: {
      idleMs: sessionInactivityTimeoutMs,
      absoluteMs: sessionAbsoluteTimeoutMs,
      touchEveryMs: MINUTE,
    },
    rateLimits: {
      login: { max: authRateLimitMax, windowMs: authRateLimitWindowMs },
      otp: { max: authRateLimitMax, windowMs: authRateLimitWindowMs },
      loginPerIp: { max: 20, windowMs: authRateLimitWindowMs },
      signupPerIp: { max: 10, windowMs: 60 * 60_000 },
    },
    liveEventRetentionMs: liveFeedReplayWindowMs,
    realtime: { sessionRecheckMs: 2000, expirySweepMs: 5000, heartbeatMs: liveFeedHeartbeatMs },
    trustProxy: false,
    debugRoutes: false,
    allowedOrigins: [],
    ai: { timeoutMs: 10_000, rateLimit: { max: 30, windowMs: MINUTE }, monthlyBudget: null },
    bulkMatchingMax,
    now: () => new Date(),
  };
}

/** The AI settings of the environment (`AI_PROVIDER`, `AI_API_KEY`, `AI_BASE_URL`, `AI_MODEL`, `AI_MONTHLY_BUDGET`, `AI_RATE_LIMIT_PER_MINUTE`). */
function aiConfig(env: NodeJS.ProcessEnv, defaults: ServerConfig['ai']): ServerConfig['ai'] {
  const provider = env.AI_PROVIDER?.trim().toLowerCase();
  if (provider && provider !== 'gemini' && provider !== 'openai') {
    throw new Error(`AI_PROVIDER must be "gemini" or "openai", got "${env.AI_PROVIDER}"`);
  }
  const budget = env.AI_MONTHLY_BUDGET ? Number(env.AI_MONTHLY_BUDGET) : null;
  if (budget !== null && !(Number.isInteger(budget) && budget >= 0)) {
    throw new Error(
      `AI_MONTHLY_BUDGET must be a whole number of tokens, got "${env.AI_MONTHLY_BUDGET}"`,
    );
  }
  const perMinute = env.AI_RATE_LIMIT_PER_MINUTE ? Number(env.AI_RATE_LIMIT_PER_MINUTE) : undefined;
  return {
    ...defaults,
    provider: (provider || undefined) as ServerConfig['ai']['provider'],
    apiKey: env.AI_API_KEY || env.GEMINI_API_KEY || env.OPENAI_API_KEY || undefined,
    baseUrl: env.AI_BASE_URL || undefined,
    model: env.AI_MODEL || undefined,
    monthlyBudget: budget ?? (provider ? 2_000_000 : null),
    rateLimit: perMinute ? { max: perMinute, windowMs: MINUTE } : defaults.rateLimit,
  };
}

/**
 * Reads the environment: `PORT`, `HOST`, `API_BASE_PATH`, `DATABASE_URL`, `DATA_DIR`,
 * `PORTAL_DIR`, `SEED_DEMO` (`1`/`0`), `SMTP_URL`, `MAIL_FROM`, `LOG_LEVEL`, `TRUST_PROXY`,
 * `HRP_DEBUG_ROUTES`, `ALLOWED_ORIGINS` (comma-separated origins of embedding hosts).
 * Relative `DATA_DIR`/`PORTAL_DIR` resolve against the directory the command was started in
 * (`INIT_CWD`, which pnpm sets, else the current directory).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const config = defaultConfig();
  const port = env.PORT ? Number(env.PORT) : config.port;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  let base = env.API_BASE_PATH ?? config.apiBasePath;
  if (!base.startsWith('/')) base = `/${base}`;
  base = base.replace(/\/+$/, '');
  const cwd = env.INIT_CWD || process.cwd();
  return {
    ...config,
    port,
    host: env.HOST || config.host,
    apiBasePath: base,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisNamespace: env.REDIS_NAMESPACE || undefined,
    dataDir: env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : config.dataDir,
    portalDir: env.PORTAL_DIR ? path.resolve(cwd, env.PORTAL_DIR) : config.portalDir,
    seedDemo: env.SEED_DEMO === '1' ? true : env.SEED_DEMO === '0' ? false : 'auto',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || config.mailFrom,
    logLevel: env.LOG_LEVEL === 'silent' ? false : env.LOG_LEVEL || config.logLevel,
    trustProxy: env.TRUST_PROXY === '1',
    debugRoutes: env.HRP_DEBUG_ROUTES === '1',
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    ai: aiConfig(env, config.ai),
    meetingProviders: meetingProviderSettingsFromEnv(env),
  };
}
