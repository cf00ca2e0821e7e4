import { randomUUID } from 'node:crypto';
import { RedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
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
  // The publishes of one task also go to Redis in one write (issue 24): a chat message makes two
  // (`new_message` to the receiver's room, `message_sent` to the sender's other sockets), each its
  // own write system call, Redis wake-up and reply otherwise. The socket is corked at the first and
  // uncorked once the task and its promise jobs are done (the handler emits both in one job);
  // commands keep their order.
  const publish = adapterPub.publish.bind(adapterPub) as (...args: unknown[]) => Promise<number>;
  let corked = false;
  (adapterPub as unknown as { publish: typeof publish }).publish = (...args) => {
    const { stream } = adapterPub;
    if (!corked && adapterPub.status === 'ready') {
      corked = true;
      stream.cork();
      process.nextTick(() => {
        corked = false;
        stream.uncork();
      });
    }
    return publish(...args).catch(() => 0);
  };
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

  /**
   * One round trip: `SET … PX NX` opens the window (with its expiry) only when none is open, then
   * `INCR` counts (keeping that expiry) and `PTTL` reads what is left of it. Before, the first
   * attempt of a window paid a second round trip for `PEXPIRE`. A key without an expiry (`PTTL`
   * −1; not made by this code) gets one.
   */
  async increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const k = this.prefix + key;
    const [, [, count], [, ttl]] = (await this.redis
      .multi()
      .set(k, 0, 'PX', windowMs, 'NX')
      .incr(k)
      .pttl(k)
      .exec()) as [unknown, [null, number], [null, number]];
    let remaining = ttl;
    if (ttl < 0) {
      await this.redis.pexpire(k, windowMs);
      remaining = windowMs;
    }
    return { count, resetAt: Date.now() + remaining };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** A packet and options as socket.io hands them to an adapter's `broadcast`. */
interface BroadcastPacket {
  nsp?: string;
}
interface BroadcastOptions {
  rooms: Set<string>;
  except?: Set<string>;
  flags?: { local?: boolean };
}
/** What this module uses of the Redis adapter (its `channel` and `onmessage` are private in its types). */
interface RedisAdapterParts {
  readonly uid: string;
  readonly nsp: { name: string };
  readonly parser: { encode(value: unknown): Buffer };
  readonly pubClient: Redis;
  readonly channel: string;
  broadcast(packet: BroadcastPacket, options: BroadcastOptions): void;
  onmessage(pattern: unknown, channel: unknown, message: Buffer): void;
}
type RedisAdapterClass = new (
  nsp: unknown,
  pub: Redis,
  sub: Redis,
  options: { key: string },
) => RedisAdapterParts;
/** The in-memory adapter's broadcast (the Redis adapter's parent): this instance's sockets only. */
const localBroadcast = (Object.getPrototypeOf(RedisAdapter.prototype) as RedisAdapterParts)
  .broadcast;

/**
 * The socket.io Redis adapter of `link` (issue 24), with two changes on a chat message's path:
 *
 * - **Local sockets first.** A broadcast is written to this instance's sockets, then encoded
 *   (msgpack) and published for the others (the stock adapter publishes first): the receiver
 *   connected here no longer waits for the encoding, the publish and its write system call. The
 *   publish is the same message on the same channel; each socket still receives an instance's
 *   broadcasts in the order they were made.
 * - **Its own echoes dropped unread.** Every instance subscribes to its namespace's channels, so
 *   each broadcast it publishes comes back to it, and the stock adapter decoded each (msgpack)
 *   only to find its own id: two per chat message. A broadcast is `[uid, packet, options]`, so
 *   its first bytes (an array of three, then the uid as a short string) say whose it is.
 *
 * With the publishes of one task written together (`connectRedis`).
 */
export function chatAdapter(link: RedisLink): Parameters<Server['adapter']>[0] {
  class ChatAdapter extends (RedisAdapter as unknown as RedisAdapterClass) {
    /** The first bytes of this instance's own broadcasts (msgpack fixarray 3, fixstr uid). */
    private own: Buffer | undefined;

    override broadcast(packet: BroadcastPacket, options: BroadcastOptions): void {
      packet.nsp = this.nsp.name;
      localBroadcast.call(this, packet, options);
      if (options.flags?.local) return;
      // As the stock adapter publishes it: one channel per room when there is one room.
      const message = this.parser.encode([
        this.uid,
        packet,
        { rooms: [...options.rooms], except: [...new Set(options.except)], flags: options.flags },
      ]);
      const [room] = options.rooms;
      const channel = options.rooms.size === 1 ? `${this.channel}${room}#` : this.channel;
      void this.pubClient.publish(channel, message);
    }

    override onmessage(pattern: unknown, channel: unknown, message: Buffer): void {
      this.own ??=
        this.uid.length < 32
          ? Buffer.concat([Buffer.from([0x93, 0xa0 | this.uid.length]), Buffer.from(this.uid)])
          : Buffer.alloc(0);
      const own = this.own;
      if (
        own.length > 0 &&
        Buffer.isBuffer(message) &&
        message.length > own.length &&
        own.equals(message.subarray(0, own.length))
      )
        return;
      super.onmessage(pattern, channel, message);
    }
  }
  // socket.io calls it with `new`, per namespace: a function, not an arrow (as `createAdapter`).
  return function adapter(nsp: unknown) {
    return new ChatAdapter(nsp, link.adapterPub, link.adapterSub, { key: link.names.adapter });
  } as unknown as Parameters<Server['adapter']>[0];
}
