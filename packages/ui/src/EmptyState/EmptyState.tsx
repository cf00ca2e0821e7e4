import type { ReactNode } from 'react';
import { InboxIcon } from '../internal/icons';
import * as styles from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The message, e.g. `No profiles found`. */
  title: string;
  /** A second line, e.g. `Choose someone from the sidebar to begin a conversation`. */
  description?: string;
  /** Decorative icon. @default an inbox */
  icon?: ReactNode;
  /** An optional action (a `Button`). */
  action?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What a list or panel shows when it has nothing to show.
 *
 * @example
 * <EmptyState title="Select a user to start chatting"
 *   description="Choose someone from the sidebar to begin a conversation" />
 */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon size={32} />,
  action,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
