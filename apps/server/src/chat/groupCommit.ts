/** What a {@link GroupCommit} has written so far: statements run and items they carried. */
export interface GroupCommitStats {
  /** Calls of the writer (one database statement, one commit, each). */
  statements: number;
  /** Items handed to the writer (a retried batch counts once). */
  items: number;
  /** The largest batch written. */
  largest: number;
}

/**
 * Group commit (issue 24): items submitted while a write is in flight are written together by the
 * next call of `write`, one call at a time. The first item of a quiet moment waits only for the
 * current task to finish (items submitted by it join it), never for a timer or another turn.
 * Each submitter's promise settles after the write of its batch settled: with that batch's answer
 * for its item, or with the batch's error (every item of a failed batch is rejected; none is
 * dropped or answered before its write committed). Items keep their submission order within and
 * across batches.
 *
 * @example
 * const commits = new GroupCommit((rows: Row[]) => insertAll(rows), 500);
 * const stored = await commits.submit(row); // resolved after the statement holding it committed
 */
export class GroupCommit<In, Out> {
  private queue: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;
  private readonly counts: GroupCommitStats = { statements: 0, items: 0, largest: 0 };

  /**
   * @param write stores a batch and answers one result per item, in order
   * @param maxBatch the most items one call of `write` carries
   */
  constructor(
    private readonly write: (items: In[]) => Promise<Out[]>,
    private readonly maxBatch = 500,
  ) {}

  /** Queues `item`; settles once the batch holding it was written (or failed). */
  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // The write starts once the current task's synchronous work and promise jobs are done:
      // items submitted meanwhile (frames of one read, a burst from one caller) join it, and items
      // arriving while it is in flight go in the next write. No timer and no extra event-loop turn:
      // a lone message waits for nothing (setImmediate here let other ready I/O — Redis adapter
      // echoes, other sockets' reads — run first, ~0.1 ms of a 0.6 ms round trip on PostgreSQL).
      queueMicrotask(() => void this.drain());
    });
  }

  /** Statements and items written so far. */
  stats(): GroupCommitStats {
    return { ...this.counts };
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.counts.statements += 1;
      this.counts.items += batch.length;
      this.counts.largest = Math.max(this.counts.largest, batch.length);
      try {
        const out = await this.write(batch.map((entry) => entry.item));
        if (out.length !== batch.length)
          throw new Error(`group commit: ${out.length} answers for ${batch.length} items`);
        for (const [i, entry] of batch.entries()) entry.resolve(out[i] as Out);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.scheduled = false;
  }
}
