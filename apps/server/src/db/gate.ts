/**
 * A counting semaphore: at most `limit` holders at once, the rest wait in arrival order.
 *
 * The candidate list takes one before its queries, so a flood of list reads holds at most `limit`
 * of the database's connections (PostgreSQL) or places in its one queue (PGlite), and a login or a
 * write queues behind a few statements, not behind every waiting reader.
 *
 * @example
 * const gate = new Gate(2);
 * const rows = await gate.run(() => db.select().from(candidates).limit(20));
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Runs `work` once a place is free, and frees it when `work` settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
