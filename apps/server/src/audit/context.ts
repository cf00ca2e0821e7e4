import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../db/database';

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

/**
 * The `set_config` calls that name `actor` to the `audit_row()` trigger (`hrportal.actor_id`,
 * `hrportal.ip`) until the end of the transaction, as the items of a select list.
 */
function actorSettings(actor: AuditActor): SQL {
  return sql`set_config('hrportal.actor_id', ${actor.userId === null ? '' : String(actor.userId)}, true), set_config('hrportal.ip', ${actor.ip}, true)`;
}

/** The columns of `table` that `values` gives (undefined ones left out), each with its value. */
function givenColumns(table: PgTable, values: object): { column: PgColumn; value: unknown }[] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.entries(values).flatMap(([key, value]) => {
    const column = columns[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
}

/**
 * The `with audit_actor as materialized (…)` that names the current actor (of {@link runAs}) for
 * one statement, or nothing outside `runAs`. MATERIALIZED: the settings are made once, before
 * the statement's rows (a volatile CTE is not inlined either; said for the reader); the audit
 * trigger runs after the rows, at the statement's end. The statement must read `audit_actor`
 * (a CTE nothing reads is not run).
 */
function actorPrefix(): SQL | undefined {
  const actor = storage.getStore();
  return actor
    ? sql`with audit_actor as materialized (select ${actorSettings(actor)}) `
    : undefined;
}

/**
 * Inserts one row of `table` in one statement that first names the current actor (of
 * {@link runAs}) to the audit trigger, and returns the `returning` columns of the row (issue 24).
 * The statement is its own transaction: the row and the audit rows its triggers write commit or
 * fail together, as in a `db.transaction` (whose settings end with it, as these end with the
 * statement), but in one round trip instead of four (BEGIN, `set_config`, the insert, COMMIT) —
 * each of which waits its turn for the event loop and the pool behind every other request.
 * For a lone insert (a login's session); more than one write still takes `db.transaction`.
 * Outside {@link runAs} the insert runs without an author, as a bare statement would.
 *
 * @example
 * const row = await insertAudited(db, sessions, { tokenHash, userId }, { id: sessions.id });
 */
export async function insertAudited<
  TTable extends PgTable,
  TReturning extends Record<string, PgColumn>,
>(
  db: Database,
  table: TTable,
  values: TTable['$inferInsert'],
  returning: TReturning,
): Promise<{ [K in keyof TReturning]: TReturning[K]['_']['data'] }> {
  const given = givenColumns(table, values as object);
  const names = sql.join(
    given.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  // Each value encoded by its column (dates, JSON), typed by the column it goes into.
  const row = sql.join(
    given.map(({ column, value }) => sql.param(value, column)),
    sql`, `,
  );
  const back = sql.join(
    Object.entries(returning).map(
      ([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const prefix = actorPrefix();
  const statement = prefix
    ? sql`${prefix}insert into ${table} (${names}) select ${row} from audit_actor returning ${back}`
    : sql`insert into ${table} (${names}) values (${row}) returning ${back}`;
  const [raw] = await queryRows<Record<string, unknown>>(db, statement);
  if (!raw) throw new Error('insertAudited: the insert returned no row');
  return Object.fromEntries(
    Object.entries(returning).map(([key, column]) => [
      key,
      raw[key] === null ? null : column.mapFromDriverValue(raw[key]),
    ]),
  ) as { [K in keyof TReturning]: TReturning[K]['_']['data'] };
}

/**
 * Updates the rows of `table` that `where` selects, in one statement that first names the current
 * actor to the audit trigger (as {@link insertAudited} does for an insert: one round trip, its own
 * transaction, the rows and their audit rows together); returns how many rows changed. For a
 * lone update (a logout's session).
 *
 * @example
 * await updateAudited(db, sessions, { revokedAt: now }, eq(sessions.id, sessionId));
 */
export async function updateAudited<TTable extends PgTable>(
  db: Database,
  table: TTable,
  values: Partial<TTable['$inferInsert']>,
  where: SQL,
): Promise<number> {
  const given = givenColumns(table, values);
  if (given.length === 0) throw new Error('updateAudited: nothing to set');
  const set = sql.join(
    given.map(
      ({ column, value }) => sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`,
    ),
    sql`, `,
  );
  const prefix = actorPrefix();
  const statement = prefix
    ? sql`${prefix}update ${table} set ${set} from audit_actor where ${where} returning 1 as changed`
    : sql`update ${table} set ${set} where ${where} returning 1 as changed`;
  return (await queryRows<{ changed: number }>(db, statement)).length;
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
        await tx.execute(sql`select ${actorSettings(actor)}`);
      }
      return work(tx);
    }, config)) as Database['transaction'];
}
