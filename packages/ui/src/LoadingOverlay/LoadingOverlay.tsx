import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoadingOverlay.css';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** The text shown and announced. @default 'Loading data...' */
  label?: string;
}

/**
 * Covers its nearest positioned ancestor (give the table wrapper `position: relative`) with a
 * translucent layer, a spinner and `Loading data...` (SPEC §2), while data reloads in place.
 *
 * @example
 * <div style={{ position: 'relative' }}>{table}{isFetching && <LoadingOverlay />}</div>
 */
export function LoadingOverlay({ label = 'Loading data...' }: LoadingOverlayProps) {
  return (
    <div className={styles.overlay} role="status">
      <Spinner label={label} />
      <span>{label}</span>
    </div>
  );
}
