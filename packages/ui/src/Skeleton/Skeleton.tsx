import * as styles from './Skeleton.css';

/** Default skeleton size (SPEC §9: 8 rows × 6 columns). */
export const skeletonDefaults = { rows: 8, columns: 6 } as const;

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** @default 8 */
  rows?: number;
  /** @default 6 */
  columns?: number;
  /** Accessible name of the loading region. @default 'Loading' */
  label?: string;
}

/**
 * Placeholder bars in the shape of a table while its data loads (SPEC §2: 8 × 6 by default).
 * Announced once as a busy status; the bars themselves are hidden from assistive technology.
 *
 * @example
 * {isLoading ? <Skeleton columns={9} /> : <Table … />}
 */
export function Skeleton({
  rows = skeletonDefaults.rows,
  columns = skeletonDefaults.columns,
  label = 'Loading',
}: SkeletonProps) {
  const template = `repeat(${Math.max(1, columns)}, minmax(0, 1fr))`;
  const rowIds = Array.from({ length: Math.max(1, rows) }, (_, r) => `row-${r}`);
  const cellIds = Array.from({ length: Math.max(1, columns) }, (_, c) => `cell-${c}`);
  return (
    <div className={styles.root} role="status" aria-label={label} aria-busy="true">
      {rowIds.map((rowId, r) => (
        <div
          key={rowId}
          className={styles.row}
          style={{ gridTemplateColumns: template }}
          aria-hidden="true"
          data-skeleton-row=""
        >
          {cellIds.map((cellId, c) => (
            <span
              key={cellId}
              className={styles.bar}
              style={{ width: `${60 + ((r * 7 + c * 13) % 40)}%` }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
