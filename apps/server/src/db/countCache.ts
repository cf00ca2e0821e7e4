import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from './database';

const dialect = new PgDialect();

/** Options for {@link CountCache}. */
export interface CountCacheOptions {
  /** Distinct filters remembered (least recently used dropped first). @default 500 */
  maxEntries?: number;
}

/**
 * Exact row counts of one table per filter, computed once and reused until the table is written.
 *
 * The table's row in `table_versions` is bumped by a statement trigger in every writing
 * transaction (migration 0006), so it changes at the same commit as the rows. A count is computed
 * in the same statement (one snapshot) as the version it is stored under, and reused only while
 * that version is still the committed one: a write on any instance invalidates every cached count
 * of the table. A hit costs one primary-key read.
 *
 * @example
 * const counts = new CountCache('candidates');
 * const total = await counts.count(db, sql`status = 'Offer'`);
 */
export class CountCache {
  private readonly entries = new Map<string, { version: number; n: number }>();
  private readonly maxEntries: number;

  constructor(
    private readonly table: 'candidates',
    options: CountCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** The table's committed version (bumped by every write). */
  async version(executor: Executor): Promise<number> {
    const [row] = await queryRows<{ version: string | number }>(
      executor,
      sql`select version from table_versions where name = ${this.table}`,
    );
    return Number(row?.version ?? -1);
  }

  /** The exact count of rows matching `condition` (undefined: every row). */
  async count(executor: Executor, condition: SQL | undefined): Promise<number> {
    const key = condition ? JSON.stringify(dialect.sqlToQuery(condition)) : '';
    const cached = this.entries.get(key);
    if (cached && cached.version === (await this.version(executor))) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.n;
    }
    const [row] = await queryRows<{ version: string | number | null; n: number }>(
      executor,
      sql`select (select version from table_versions where name = ${this.table}) as version,
        (select count(*) from ${sql.identifier(this.table)} where ${condition ?? sql`true`})::int as n`,
    );
    const n = Number(row?.n ?? 0);
    if (row?.version !== null && row?.version !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, { version: Number(row.version), n });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return n;
  }
}
