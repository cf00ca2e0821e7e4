import type { ReactNode } from 'react';
import * as styles from './Badge.css';
import { formatBadgeCount } from './formatBadgeCount';

/** Tones of a Badge. */
export const badgeTones = ['neutral', 'brand', 'critical', 'positive', 'caution'] as const;
/** A Badge tone. */
export type BadgeTone = (typeof badgeTones)[number];

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** A count: shown up to 99, then `99+`; nothing renders for 0. Wins over `children`. */
  count?: number;
  /** With `count`: what it counts, for screen readers, e.g. `unread messages`. @default 'items' */
  label?: string;
  /** A short text badge (status, file type). */
  children?: ReactNode;
}

/**
 * A small pill: a count (`count`, capped at `99+`, hidden at 0) or a short status text.
 *
 * @example
 * <Badge tone="critical" count={unread} label="unread messages" />
 * <Badge tone="critical">Disconnected</Badge>
 */
export function Badge({ tone = 'neutral', count, label = 'items', children }: BadgeProps) {
  if (count !== undefined) {
    if (count <= 0) return null;
    const text = formatBadgeCount(count);
    return (
      <span className={styles.badge({ tone })} role="img" aria-label={`${text} ${label}`}>
        {text}
      </span>
    );
  }
  return <span className={styles.badge({ tone })}>{children}</span>;
}
