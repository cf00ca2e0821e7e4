import { type ChatMessageView, type ChatState, senderName } from '@hrportal/api-client/chat';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { formatChatTime } from '../model/selectors';
import * as styles from './chat.css';
import { useMessageWindow } from './useMessageWindow';

/** Re-checks of what is visible after a conversation is selected (SPEC §4: 0.1, 0.3, 1, 2 s). */
const readRechecksMs = [100, 300, 1000, 2000] as const;
/** A message counts as seen when this share of it is visible (SPEC §9: 0.5). */
const readVisibility = 0.5;

interface MessageListProps {
  state: ChatState;
  conversation: string;
  list: readonly ChatMessageView[];
  hasOlder: boolean;
  timeZone: string;
  onLoadOlder: () => void;
  onRead: (ids: number[]) => void;
  onReply: (message: ChatMessageView) => void;
  onRetry: (message: ChatMessageView) => void;
}

function statusText(m: ChatMessageView): string {
  if (m.failed) return `Not sent: ${m.failed}`;
  if (typeof m.id === 'string') return 'Sending…';
  return m.is_read ? 'Read' : 'Sent';
}

interface BubbleProps {
  m: ChatMessageView;
  mine: boolean;
  isGroup: boolean;
  state: ChatState;
  timeZone: string;
  onReply: (message: ChatMessageView) => void;
  onRetry: (message: ChatMessageView) => void;
}

/** One message; memoized so scrolling re-renders only the rows that enter the window. */
const Bubble = memo(function Bubble({
  m,
  mine,
  isGroup,
  state,
  timeZone,
  onReply,
  onRetry,
}: BubbleProps) {
  return (
    <div className={mine ? styles.bubble.mine : styles.bubble.theirs}>
      {isGroup && !mine ? <span className={styles.sender}>{senderName(state, m)}</span> : null}
      {m.reply_to_message ? (
        <span className={styles.quote}>
          <strong>
            {m.reply_to_message.sender_name ||
              senderName(state, { ...m.reply_to_message, group_id: m.group_id })}
          </strong>
          {': '}
          {m.reply_to_message.message}
        </span>
      ) : null}
      {m.message}
      <span className={styles.bubbleMeta}>
        <time dateTime={m.timestamp}>{formatChatTime(m.timestamp, timeZone)}</time>
        {mine ? (
          <span className={m.failed ? styles.failed : undefined}>{statusText(m)}</span>
        ) : null}
        {m.failed ? (
          <button type="button" className={styles.linkButton} onClick={() => onRetry(m)}>
            Retry
          </button>
        ) : null}
        {typeof m.id === 'number' ? (
          <button
            type="button"
            className={styles.linkButton}
            aria-label={`Reply to ${mine ? 'your message' : senderName(state, m)}: ${m.message.slice(0, 40)}`}
            onClick={() => onReply(m)}
          >
            Reply
          </button>
        ) : null}
      </span>
    </div>
  );
});

/**
 * The messages of the open conversation, virtualized (10,000 messages scroll like 10). Starts at
 * the newest message, follows new ones while the reader is at the bottom, loads older history at
 * the top. Incoming unread messages are reported read once at least half of one is visible
 * (IntersectionObserver), and on the re-checks after the conversation opens.
 */
export function MessageList({
  state,
  conversation,
  list,
  hasOlder,
  timeZone,
  onLoadOlder,
  onRead,
  onReply,
  onRetry,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const me = state.me?.id ?? 0;
  const isGroup = conversation.startsWith('group:');
  // A pending message keeps its client_id as key when confirmed, so its row does not remount.
  const keys = useMemo(() => list.map((m) => String(m.client_id ?? m.id)), [list]);
  const view = useMessageWindow({ keys, scrollRef });

  const onScroll = useCallback(() => {
    view.onScroll();
    const element = scrollRef.current;
    if (element && element.scrollTop < 80 && hasOlder) onLoadOlder();
  }, [view.onScroll, hasOlder, onLoadOlder]);

  // Read receipts: observe incoming unread messages.
  // Rebuilt when the messages change, not on every scroll frame (10,000 messages).
  const unread = useMemo(() => {
    const ids = new Set<number>();
    for (const m of list)
      if (m.sender_id !== me && !m.is_read && typeof m.id === 'number') ids.add(m.id);
    return ids;
  }, [list, me]);
  const unreadIds = useRef(unread);
  unreadIds.current = unread;
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    const root = scrollRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(
      (entries) => {
        const ids: number[] = [];
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.messageId);
          if (entry.intersectionRatio >= readVisibility && unreadIds.current.has(id)) ids.push(id);
        }
        if (ids.length) onRead(ids);
      },
      { root, threshold: [readVisibility] },
    );
    observer.current = seen;
    for (const element of root.querySelectorAll<HTMLElement>('[data-unread="true"]'))
      seen.observe(element);
    return () => seen.disconnect();
  }, [onRead]);

  const recheck = useCallback(() => {
    const root = scrollRef.current;
    if (!root) return;
    const box = root.getBoundingClientRect();
    const ids: number[] = [];
    for (const element of root.querySelectorAll<HTMLElement>('[data-unread="true"]')) {
      const rect = element.getBoundingClientRect();
      const visible = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      const id = Number(element.dataset.messageId);
      if (rect.height > 0 && visible / rect.height >= readVisibility && unreadIds.current.has(id))
        ids.push(id);
    }
    if (ids.length) onRead(ids);
  }, [onRead]);

  useEffect(() => {
    // Mounted per conversation (keyed): re-check at the §4 times.
    const timers = readRechecksMs.map((ms) => setTimeout(recheck, ms));
    return () => timers.forEach(clearTimeout);
  }, [recheck]);

  const { measure: measureRow } = view;
  const measure = useCallback(
    (element: HTMLDivElement) => {
      const stop = measureRow(element);
      if (element.dataset.unread === 'true') observer.current?.observe(element);
      return () => {
        stop();
        observer.current?.unobserve(element);
      };
    },
    [measureRow],
  );

  if (list.length === 0)
    return (
      <div className={styles.empty}>
        <p>No messages yet. Start the conversation!</p>
      </div>
    );

  return (
    <div
      ref={scrollRef}
      className={styles.messages}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard
      tabIndex={0}
      onScroll={onScroll}
    >
      <div style={{ height: view.totalSize, position: 'relative', width: '100%' }}>
        {view.rows.map((item) => {
          const m = list[item.index] as ChatMessageView;
          const mine = m.sender_id === me;
          const unread = !mine && !m.is_read && typeof m.id === 'number';
          return (
            <div
              key={item.key}
              ref={measure}
              data-index={item.index}
              data-key={item.key}
              data-message-id={typeof m.id === 'number' ? m.id : undefined}
              data-unread={unread ? 'true' : undefined}
              className={mine ? styles.row.mine : styles.row.theirs}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <Bubble
                m={m}
                mine={mine}
                isGroup={isGroup}
                state={state}
                timeZone={timeZone}
                onReply={onReply}
                onRetry={onRetry}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
