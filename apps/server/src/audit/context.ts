import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Who is changing data, and from where: what the audit trail records with each change. */
export interface AuditActor {
  /** The signed-in user; `null` for anonymous calls (login, signup, careers). */
  userId: number | null;
  ip: string;
}

const storage = new AsyncLocalStorage<AuditActor>();

/**
 * Runs `work` with `actor` as the author of every transaction it opens (the route adapter wraps
 * each handler in it).
 *
 * @example
 * await runAs({ userId: 3, ip: '10.0.0.1' }, () => handler(input));
 */
export function runAs<T>(actor: AuditActor, work: () => T): T {
  return storage.run(actor, work);
}

const installed = Symbol('auditContextInstalled');

/**
 * Makes every transaction of `db` start by telling the database who is acting
 * (`hrportal.actor_id`, `hrportal.ip`, transaction-local), so the `audit_row()` trigger records the
 * change with its author in the same transaction. Mutations must therefore run in a transaction
 * (`db.transaction` or `liveFeed.transaction`); a bare statement is recorded without an author.
 * Idempotent.
 */
export function installAuditContext(db: Database): void {
  const target = db as Database & { [installed]?: true };
  if (target[installed]) return;
  target[installed] = true;
  const original = db.transaction.bind(db);
  db.transaction = ((work: Parameters<Database['transaction']>[0], config?: never) =>
    original(async (tx) => {
      const actor = storage.getStore();
      if (actor) {
        await tx.execute(
          sql`select set_config('hrportal.actor_id', ${actor.userId === null ? '' : String(actor.userId)}, true), set_config('hrportal.ip', ${actor.ip}, true)`,
        );
      }
      return work(tx);
    }, config)) as Database['transaction'];
}
