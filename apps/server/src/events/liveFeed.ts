import type { LiveEventOf, LiveEventType } from '@hrportal/api-client/contract';
import { asc, gt, lt } from 'drizzle-orm';
import mitt, { type Emitter } from 'mitt';
import type { Database, Executor, Transaction } from '../db/database';
import { type LiveEventAudience, liveEvents } from '../db/schema';

/**
 * A live-feed event as a mutation publishes it: a SPEC §4 event type of the contract
 * (`candidate_added`, `peer_review_assigned`, …) with that type's `data` as `payload`, and who may
 * see it. The envelope (`id`, `timestamp`) comes from the stored row.
 */
export type LiveFeedEventInput = {
  [T in LiveEventType]: { type: T; payload: LiveEventOf<T>['data']; audience: LiveEventAudience };
}[LiveEventType];

/** A live-feed event once stored: `id` orders the stream and is the SSE event id. */
export type LiveFeedEvent = LiveFeedEventInput & {
  id: number;
  createdAt: Date;
};

/** The in-process bus's events. The realtime layer subscribes to `live` and fans out. */
type ServerEvents = {
  live: LiveFeedEvent;
  /** Sessions of a user were revoked or the user can no longer sign in: realtime re-checks. */
  sessions_revoked: { userId: number };
};

/** The typed in-process event bus. */
export type EventBus = Emitter<ServerEvents>;

/** A new, empty event bus. */
export function createEventBus(): EventBus {
  return mitt<ServerEvents>();
}

/** Stores one event with the given executor (inside the caller's transaction when it is one). */
async function insertEvent(executor: Executor, event: LiveFeedEventInput): Promise<LiveFeedEvent> {
  const [row] = await executor
    .insert(liveEvents)
    .values({
      type: event.type,
      payload: event.payload as Record<string, unknown>,
      audience: event.audience,
    })
    .returning({ id: liveEvents.id, createdAt: liveEvents.createdAt });
  if (!row) throw new Error('live event insert returned no row');
  return { ...event, id: row.id, createdAt: row.createdAt };
}

/** `publish` inside {@link LiveFeed.transaction}: stores now, emits after commit. */
export type PublishInTransaction = (event: LiveFeedEventInput) => Promise<void>;

/**
 * Persists live-feed events and emits them on the bus. Mutations publish inside their own
 * transaction, so an event exists exactly when its change does, and it is emitted only after the
 * commit (a rolled-back change announces nothing).
 */
export class LiveFeed {
  constructor(
    private readonly db: Database,
    readonly bus: EventBus,
  ) {}

  /**
   * Runs `work` in a transaction; events it publishes are stored in that transaction and emitted
   * on the bus once it commits.
   *
   * @example
   * await feed.transaction(async (tx, publish) => {
   *   const [c] = await tx.insert(candidates).values(v).returning();
   *   await publish({ type: 'candidate_added', payload: { candidateId: c.id }, audience: { all: true } });
   * });
   */
  async transaction<T>(
    work: (tx: Transaction, publish: PublishInTransaction) => Promise<T>,
  ): Promise<T> {
    const stored: LiveFeedEvent[] = [];
    const result = await this.db.transaction(async (tx) =>
      work(tx, async (event) => {
        stored.push(await insertEvent(tx, event));
      }),
    );
    for (const event of stored) this.bus.emit('live', event);
    return result;
  }

  /** Stores and emits one event on its own (no surrounding mutation). */
  async publish(event: LiveFeedEventInput): Promise<LiveFeedEvent> {
    const stored = await insertEvent(this.db, event);
    this.bus.emit('live', stored);
    return stored;
  }

  /** Events after `lastId` in id order, at most `limit` (SSE `Last-Event-ID` replay). */
  async since(lastId: number, limit = 500): Promise<LiveFeedEvent[]> {
    const rows = await this.db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, lastId))
      .orderBy(asc(liveEvents.id))
      .limit(limit);
    // Stored by `publish`, so each row's type and payload match (the column types cannot say so).
    return rows.map((row) => ({ ...row }) as unknown as LiveFeedEvent);
  }

  /** Deletes events created before `before`; returns how many. */
  async prune(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, before))
      .returning({ id: liveEvents.id });
    return deleted.length;
  }
}
