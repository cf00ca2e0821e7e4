import { appendFileSync } from 'node:fs';

/**
 * Records one figure for the `pnpm test:reliability` table (scripts/reliability.mjs): appended as a
 * JSON line to `HRP_RELIABILITY_FILE` when the reliability run set it; a no-op in ordinary runs.
 *
 * @example
 * recordFigure('kill -9 [pglite]', 'acknowledged writes lost', String(lost));
 */
export function recordFigure(section: string, measure: string, value: string): void {
  const file = process.env.HRP_RELIABILITY_FILE;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ section, measure, value })}\n`);
}
