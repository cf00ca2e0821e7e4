import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimitStore } from '../auth/rateLimit';
import type { EventBus, LiveFeedEvent } from './liveFeed';

/**
 * The Redis names one deployment uses. A namespace (`REDIS_NAMESPACE`) goes before each, so
 * server sets that share one Redis (parallel test runs) never see each other's state.
 */
function redisNames(namespace?: string) {
  const scope = namespace ? `${namespace}:` : '';
  return {
    /** Prefix of the rate-limit counters. */
    rateLimit: `${scope}hrportal:rl:`,
    /** The live-feed fan-out channel. */
    live: `${scope}hrportal:live`,
    /** The socket.io Redis adapter's `key` (its channels start with it). */
    adapter: `${scope}socket.io`,
  };
}

/** The Redis connections of one instance (commands, and a subscriber for pub/sub). */
export interface RedisLink {
  pub: Redis;
  sub: Redis;
  /** The socket.io adapter's own pair (it subscribes to its own channels). */
  adapterPub: Redis;
  adapterSub: Redis;
  /** The key and channel names of this instance's deployment (see {@link redisNames}). */
  names: ReturnType<typeof redisNames>;
  close(): Promise<void>;
}

/** Connects to `url` (fails fast when Redis does not answer); `namespace` scopes every name. */
export async function connectRedis(url: string, namespace?: string): Promise<RedisLink> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectTimeout: 3000 };
  const [pub, sub, adapterPub, adapterSub] = [1, 2, 3, 4].map(() => new Redis(url, options)) as [
    Redis,
    Redis,
    Redis,
    Redis,
  ];
  const all = [pub, sub, adapterPub, adapterSub];
  try {
    await Promise.all(all.map((client) => client.connect()));
  } catch (error) {
    for (const client of all) client.disconnect();
    throw error;
  }
  // The socket.io adapter publishes without handling a failure: while Redis is away (or after it
  // closed during shutdown) a rejected publish would be an unhandled rejection and end the process.
  // A lost broadcast is what Redis being away means; clients recover it with sync_messages.
  const publish = adapterPub.publish.bind(adapterPub) as (...args: unknown[]) => Promise<number>;
  (adapterPub as unknown as { publish: typeof publish }).publish = (...args) =>
    publish(...args).catch(() => 0);
  return {
    pub,
    sub,
    adapterPub,
    adapterSub,
    names: redisNames(namespace),
    close: async () => {
      await Promise.allSettled(all.map((client) => client.quit()));
    },
  };
}

/**
 * Fans live-feed events out across instances: each event this instance stores is published on a
 * Redis channel, and events other instances published are emitted on the local bus (their SSE
 * streams send them). The database stays the source of truth: a reconnecting stream replays from
 * it, so a lost pub/sub message is never a lost event.
 */
export async function bridgeLiveFeed(bus: EventBus, redis: RedisLink): Promise<() => void> {
  const channel = redis.names.live;
  const origin = randomUUID();
  const relayed = new WeakSet<LiveFeedEvent>();
  const onLocal = (event: LiveFeedEvent) => {
    if (relayed.has(event)) return;
    // Streams on other instances replay from the database if this publish is lost.
    redis.pub.publish(channel, JSON.stringify({ origin, event })).catch(() => {});
  };
  bus.on('live', onLocal);
  await redis.sub.subscribe(channel);
  // `JSON.stringify({ origin, event })` writes the origin first: this instance's own publishes
  // come back from Redis too, and are recognised without parsing the event.
  const own = `{"origin":${JSON.stringify(origin)},`;
  const onMessage = (from: string, text: string) => {
    if (from !== channel || text.startsWith(own)) return;
    try {
      const { origin: sender, event } = JSON.parse(text) as {
        origin: string;
        event: LiveFeedEvent;
      };
      if (sender === origin) return;
      const local = { ...event, createdAt: new Date(event.createdAt) };
      relayed.add(local);
      bus.emit('live', local);
    } catch {
      // A malformed message from another process is ignored; streams replay from the database.
    }
  };
  redis.sub.on('message', onMessage);
  return () => {
    bus.off('live', onLocal);
    redis.sub.off('message', onMessage);
  };
}

/** Login and OTP counters shared by every instance (fixed windows in Redis, under the link's names). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(link: Pick<RedisLink, 'pub' | 'names'>) {
    this.redis = link.pub;
    this.prefix = link.names.rateLimit;
  }

  async increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const k = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [
      [null, number],
      [null, number],
    ];
    let remaining = ttl;
    if (count === 1 || ttl < 0) {
      await this.redis.pexpire(k, windowMs);
      remaining = windowMs;
    }
    return { count, resetAt: Date.now() + remaining };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
