'use client';
import { Badge, Button } from '@hrportal/ui';
import { ChatIcon } from './icons';
import * as styles from './Sidebar.css';

/** Props of {@link ChatToggle}. */
export interface ChatToggleProps {
  /** Unread messages: the badge shows up to 99, then `99+`; none at 0. */
  unreadCount: number;
  /** Opens the chat. */
  onPress: () => void;
  /** Only the icon and the badge (an icons-only sidebar). @default false */
  compact?: boolean;
  /** The toggle's text. @default 'In-App Chat' */
  label?: string;
}

/**
 * The In-App Chat toggle of the sidebar (SPEC §2) for a host that brings its own chat: the text,
 * an icon and the unread badge (`99+` above 99). `@hrportal/chat`'s `ChatWidget` renders its own
 * toggle; put either in the sidebar's `chat` slot.
 *
 * @example
 * <AppFrame chat={({ compact }) => <ChatToggle compact={compact} unreadCount={n} onPress={open} />} … />
 */
export function ChatToggle({
  unreadCount,
  onPress,
  compact = false,
  label = 'In-App Chat',
}: ChatToggleProps) {
  return (
    <Button onPress={onPress}>
      <span className={styles.chatLabel}>
        <ChatIcon />
        <span className={compact ? styles.visuallyHidden : undefined}>{label}</span>
        <Badge tone="critical" count={unreadCount} label="unread messages" />
      </span>
    </Button>
  );
}
