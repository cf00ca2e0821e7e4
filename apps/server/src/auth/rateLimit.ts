import { HttpError } from '../http/errors';
import { statusMessages } from '../http/messages';

/** The outcome of one counted attempt. */
export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the current window (0 when refused). */
  remaining: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/**
 * Counts attempts per key in fixed windows. The in-memory store serves one instance; a Redis
 * store (INCR + PEXPIRE) implements the same interface for several.
 */
export interface RateLimitStore {
  /** Counts one attempt for `key` in a window of `windowMs`; returns the count so far and the window's end. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

/** A {@link RateLimitStore} in process memory, swept as windows expire. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * One rate limit (e.g. logins: 10 per 5 minutes per IP and username).
 *
 * @example
 * const login = new RateLimiter(store, 'login', { max: 10, windowMs: 300_000 }, Date.now);
 * await login.consume(`${request.ip}|${username}`); // throws 429 past the limit
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly rule: { max: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`. */
  async hit(key: string): Promise<RateLimitResult> {
    const { count, resetAt } = await this.store.increment(
      `${this.name}:${key}`,
      this.rule.windowMs,
    );
    const retryAfterMs = Math.max(0, resetAt - this.now());
    return {
      allowed: count <= this.rule.max,
      remaining: Math.max(0, this.rule.max - count),
      retryAfterMs,
    };
  }

  /** Counts one attempt and throws 429 with the §8 message and `Retry-After` when over the limit. */
  async consume(key: string): Promise<void> {
    const result = await this.hit(key);
    if (!result.allowed) {
      throw new HttpError(429, statusMessages[429], {
        'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)),
      });
    }
  }

  /** Clears the count for `key`. */
  async reset(key: string): Promise<void> {
    await this.store.reset(`${this.name}:${key}`);
  }
}

/** The rate-limit key of a request and a username: both, so one IP cannot lock out a user
 * everywhere, and one user cannot be brute-forced from one address. */
export function rateLimitKey(ip: string, username: string | undefined): string {
  return `${ip}|${(username ?? '').trim().toLowerCase()}`;
}
