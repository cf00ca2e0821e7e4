import type { ReactNode } from 'react';
import * as styles from './Badge.css';
import { formatBadgeCount } from './formatBadgeCount';

/** Tones of a Badge. */
export const badgeTones = ['neutral', 'brand', 'critical', 'positive', 'caution'] as const;
/** A Badge tone. */
export type BadgeTone = (typeof badgeTones)[number];

/** Props of {@link Badge}. */
export type BadgeProps = {
  /** @default 'neutral' */
  tone?: BadgeTone;
} & (
  | {
      /** A count: shown up to 99, then `99+`; nothing is rendered for 0. */
      count: number;
      /** What the count counts, for screen readers, e.g. `unread messages`. */
      label: string;
      children?: never;
    }
  | {
      /** A short text badge (status, file type). */ children: ReactNode;
      count?: never;
      label?: never;
    }
);

/**
 * A small pill: a count (`count`, capped at `99+`, hidden at 0) or a short status text.
 *
 * @example
 * <Badge tone="critical" count={unread} label="unread messages" />
 * <Badge tone="critical">Disconnected</Badge>
 */
export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  if (props.count !== undefined) {
    if (props.count <= 0) return null;
    const text = formatBadgeCount(props.count);
    return (
      <span className={styles.badge({ tone })} role="img" aria-label={`${text} ${props.label}`}>
        {text}
      </span>
    );
  }
  return <span className={styles.badge({ tone })}>{props.children}</span>;
}
