import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from './database';

function toJsonValue(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return `\\x${Buffer.from(value).toString('hex')}`;
  }
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Inserts many rows with ONE bound parameter: the rows travel as a JSON array and PostgreSQL
 * expands them with `jsonb_populate_recordset(null::table, $1)`. Building a drizzle insert with
 * tens of thousands of bound values costs more CPU than the database work (measured: the seed's
 * candidate inserts spent most of their time in query building); this does not. Rows use the
 * table's TypeScript keys; bytes become `\x…` hex, dates ISO strings, jsonb and arrays stay JSON.
 * Returns the `returning` columns (database names) of the inserted rows, in input order.
 *
 * @example
 * const ids = await bulkInsert(tx, candidates, rows, ['id']);
 */
export async function bulkInsert<TTable extends PgTable>(
  executor: Executor,
  table: TTable,
  rows: Partial<TTable['$inferInsert']>[],
  returning: string[] = [],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; generated?: unknown }>;
  const keys = Object.keys(columns).filter(
    (key) =>
      !columns[key]?.generated &&
      rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const payload = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => [columns[key]?.name, toJsonValue((row as Record<string, unknown>)[key])]),
    ),
  );
  const names = keys.map((key) => `"${columns[key]?.name}"`).join(', ');
  const tableName = `"${getTableName(table)}"`;
  const returningSql = returning.length
    ? ` returning ${returning.map((name) => `"${name}"`).join(', ')}`
    : '';
  return queryRows<Record<string, unknown>>(
    executor,
    sql`${sql.raw(`insert into ${tableName} (${names}) select ${names} from jsonb_populate_recordset(null::${tableName}, `)}${JSON.stringify(payload)}${sql.raw(`::jsonb)${returningSql}`)}`,
  );
}
