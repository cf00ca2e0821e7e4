'use client';
import type { ReactNode } from 'react';
import * as styles from './IconLabel.css';

/**
 * The text of an icon-only button, hidden from sight but not from a host's CSS: under a hostile
 * reset (`* { all: revert }`, which erases every SVG icon) it shows, so the button still says what
 * it does. Give the button its accessible name as usual (`aria-label`); this is the visible backup.
 *
 * @example
 * <button type="button" aria-label="Close" onClick={close}><CloseIcon /><IconLabel>Close</IconLabel></button>
 */
export function IconLabel({ children }: { children: ReactNode }) {
  return <span className={styles.iconLabel}>{children}</span>;
}
