import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink, RedisRateLimitStore } from '../src/events/redis';
import { newRedisNamespace, redisAvailable, testRedisUrl } from './helpers';

const hasRedis = await redisAvailable();

// Login and OTP counters shared by every instance (issue 16), in one round trip a count (issue 24).
describe.skipIf(!hasRedis)('the Redis rate-limit store', () => {
  let link: RedisLink;
  let store: RedisRateLimitStore;
  beforeAll(async () => {
    link = await connectRedis(testRedisUrl, newRedisNamespace());
    store = new RedisRateLimitStore(link);
  });
  afterAll(async () => {
    await link?.close();
  });

  /** Calls of `name` on the store's Redis client during `work`. */
  async function calls(name: 'multi' | 'pexpire', work: () => Promise<unknown>): Promise<number> {
    const client = link.pub as unknown as Record<string, (...args: unknown[]) => unknown>;
    const original = client[name] as (...args: unknown[]) => unknown;
    let count = 0;
    client[name] = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
    try {
      await work();
    } finally {
      client[name] = original;
    }
    return count;
  }

  it('counts attempts in a window that opens with its first attempt and does not slide', async () => {
    const key = `login:1.2.3.4|someone_${Date.now()}`;
    const startedAt = Date.now();
    const first = await store.increment(key, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(startedAt + 55_000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    const ttl = await link.pub.pttl(link.names.rateLimit + key);
    expect(ttl).toBeGreaterThan(55_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = await store.increment(key, 60_000);
    expect(second.count).toBe(2);
    // The same window: its end did not move with the second attempt.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(25);
    await store.reset(key);
    expect((await store.increment(key, 60_000)).count).toBe(1);
  });

  it('a window that ran out starts again at one', async () => {
    const key = `otp:someone_${Date.now()}`;
    await store.increment(key, 60);
    await store.increment(key, 60);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await store.increment(key, 60)).count).toBe(1);
  });

  it('the first attempt of a window is one round trip (one MULTI, no PEXPIRE after it)', async () => {
    const key = `login:5.6.7.8|fresh_${Date.now()}`;
    const multis = await calls('multi', async () => {
      expect(await calls('pexpire', () => store.increment(key, 60_000))).toBe(0);
    });
    expect(multis).toBe(1);
  });

  it('gives a key left without an expiry one', async () => {
    const key = `login:9.9.9.9|legacy_${Date.now()}`;
    await link.pub.set(link.names.rateLimit + key, 3);
    const result = await store.increment(key, 60_000);
    expect(result.count).toBe(4);
    expect(await link.pub.pttl(link.names.rateLimit + key)).toBeGreaterThan(55_000);
  });
});
