import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from './database';
import { setRecent } from './recentMap';

const dialect = new PgDialect();

/** The cache key of a filter: its SQL text and parameters. */
function keyOf(condition: SQL | undefined): string {
  return condition ? JSON.stringify(dialect.sqlToQuery(condition)) : '';
}

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

  /**
   * The table's committed version as a select field: a page that selects it as `tableVersion`
   * (an uncorrelated subquery, read once per statement) tells {@link countWithPage} the version
   * of its own snapshot, so a cached count needs no statement of its own.
   */
  versionField(): SQL.Aliased<number> {
    // The name is written into the text (one of a closed set, never user input), so a page that
    // selects it has the same parameters as its filter (`CandidatePages` in `routes/candidates.ts`).
    return sql`(select version from table_versions where name = '${sql.raw(this.table)}')`
      .mapWith(Number)
      .as('table_version');
  }

  /** The exact count of rows matching `condition` (undefined: every row). */
  async count(executor: Executor, condition: SQL | undefined): Promise<number> {
    const key = keyOf(condition);
    const cached = this.entries.get(key);
    if (cached && cached.version === (await this.version(executor))) return this.hit(key, cached);
    return this.compute(executor, condition, key);
  }

  /**
   * A page and the count of every row matching `condition`, in one round trip when the count is
   * cached: `page` selects {@link versionField} as `tableVersion`, and a cached count stored
   * under that version is the count of the page's own snapshot. Without a cached count (or when
   * the page is empty, or the table changed) the count runs beside or after the page.
   *
   * @example
   * const [rows, total] = await counts.countWithPage(db, condition, () =>
   *   selectCandidateRows(db, { tableVersion: counts.versionField() }).where(condition).limit(20),
   * );
   */
  async countWithPage<Row extends { tableVersion: number }>(
    executor: Executor,
    condition: SQL | undefined,
    page: () => Promise<Row[]>,
  ): Promise<[Row[], number]> {
    const key = keyOf(condition);
    const cached = this.entries.get(key);
    if (!cached) return Promise.all([page(), this.compute(executor, condition, key)]);
    const rows = await page();
    const version = rows[0]?.tableVersion;
    if (version === undefined) return [rows, await this.count(executor, condition)];
    if (version === cached.version) return [rows, this.hit(key, cached)];
    return [rows, await this.compute(executor, condition, key)];
  }

  /** A cached count, moved to the young end of the LRU order. */
  private hit(key: string, cached: { version: number; n: number }): number {
    setRecent(this.entries, key, cached, this.maxEntries);
    return cached.n;
  }

  /** Counts in one statement with the version it is stored under. */
  private async compute(executor: Executor, condition: SQL | undefined, key: string) {
    const [row] = await queryRows<{ version: string | number | null; n: number }>(
      executor,
      sql`select (select version from table_versions where name = ${this.table}) as version,
        (select count(*) from ${sql.identifier(this.table)} where ${condition ?? sql`true`})::int as n`,
    );
    const n = Number(row?.n ?? 0);
    if (row?.version !== null && row?.version !== undefined) {
      setRecent(this.entries, key, { version: Number(row.version), n }, this.maxEntries);
    }
    return n;
  }
}
