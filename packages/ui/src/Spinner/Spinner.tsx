'use client';
import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible name. @default 'Loading' */
  label?: string;
  /** @default 'standard' */
  size?: 'small' | 'standard' | 'large';
}

/**
 * An indeterminate progress indicator (react-aria `ProgressBar`, role `progressbar`).
 *
 * @example
 * <Spinner label="Loading conversations" />
 */
export function Spinner({ label = 'Loading', size = 'standard' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.root}>
      <span className={styles.circle({ size })} />
    </ProgressBar>
  );
}
