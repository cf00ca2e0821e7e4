/**
 * A small time-to-live cache keyed by strings (SPEC §9 caches). `get` answers only fresh entries
 * that pass `accept` (meeting caches accept only non-empty lists).
 *
 * @internal
 */
export class TtlCache<T> {
  readonly #entries = new Map<string, { value: T; at: number }>();
  readonly #ttlMs: number;
  readonly #accept: (value: T) => boolean;

  constructor(ttlMs: number, accept: (value: T) => boolean = () => true) {
    this.#ttlMs = ttlMs;
    this.#accept = accept;
  }

  /** A fresh, accepted value, or `undefined`. */
  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at >= this.#ttlMs || !this.#accept(entry.value)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.#entries.set(key, { value, at: Date.now() });
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Returns the cached value, or loads, stores and returns a new one (unless `force`). */
  async through(key: string, load: () => Promise<T>, force = false): Promise<T> {
    if (!force) {
      const hit = this.get(key);
      if (hit !== undefined) return hit;
    }
    const value = await load();
    this.set(key, value);
    return value;
  }
}
