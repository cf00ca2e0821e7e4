import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './database';

/**
 * Rewrites the analytics roll-ups (migrations 0026–0027: every table `analytics_rollups()` lists)
 * compactly and analyses them, after a bulk load. Each statement of a bulk insert or update rewrites
 * its keys' counter rows, so after the 100,000-candidate seed the roll-ups held 10–25× their live
 * size in dead versions (`candidate_day_counts` 520 pages for 4,404 rows, 30 once compacted), and
 * a plain `vacuum` frees that space without giving it back: every read of a year's roll-ups still
 * scanned ~2,000 pages instead of ~200. PGlite runs no autovacuum, and on PostgreSQL autovacuum
 * does not shrink a table either. `vacuum full` locks the tables while it runs (a few hundred ms at
 * 100,000 candidates): for seeding and benchmarks, not a serving database. Not in a transaction.
 * Returns the tables it rewrote.
 */
export async function compactRollups(db: Database): Promise<string[]> {
  const rows = await queryRows<{ rollup: string }>(
    db,
    sql`select rollup from analytics_rollups('candidates')
      union select rollup from analytics_rollups('candidate_status_events') order by 1`,
  );
  const tables = rows.map((r) => r.rollup);
  await db.execute(
    sql`vacuum full analyze ${sql.join(
      tables.map((t) => sql.identifier(t)),
      sql`, `,
    )}`,
  );
  return tables;
}
