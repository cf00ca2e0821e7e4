import {
  type ChatClientOptions,
  type ChatStore,
  createChatClient,
  totalUnread,
} from '@hrportal/api-client/chat';
import { chatTimeZone } from '@hrportal/api-client/contract';
import { useClient, useSession } from '@hrportal/react';
import { Badge, useToast } from '@hrportal/ui';
import { useEffect, useMemo, useState } from 'react';
import { ChatDialog } from './ChatDialog';
import * as styles from './chat.css';
import { chatToast } from './chatToasts';
import { Button } from './primitives/controls';
import { useChatState } from './useChatState';

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps {
  /** Time zone of message times. @default 'Asia/Kolkata' */
  timeZone?: string;
  /** Show only the icon and badge on the toggle (a collapsed sidebar). @default false */
  compact?: boolean;
  /** The toggle's text. @default 'In-App Chat' */
  label?: string;
  /** Open the chat as soon as it mounts (a host's placeholder toggle was pressed). @default false */
  defaultOpen?: boolean;
  /** Socket options for hosts behind a proxy, and tests (`autoStart` is the widget's: it connects while mounted). */
  engine?: Omit<ChatClientOptions, 'autoStart'>;
}

/** Shows the engine's notices as toasts (see {@link chatToast}). */
function useChatToasts(store: ChatStore) {
  const toast = useToast();
  useEffect(() => store.onNotice((notice) => toast.show(chatToast(notice))), [store, toast]);
}

const ChatIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <path d="M2 3h12v8H6l-3 3v-3H2z" strokeLinejoin="round" />
  </svg>
);

/** The toggle and the modal over a given store (the widget's body; stories use it directly). */
export function ChatLauncher({
  store,
  timeZone,
  compact,
  label,
  defaultOpen = false,
}: { store: ChatStore } & Required<Omit<ChatWidgetProps, 'engine' | 'defaultOpen'>> &
  Pick<ChatWidgetProps, 'defaultOpen'>) {
  const state = useChatState(store);
  const [open, setOpen] = useState(defaultOpen);
  useChatToasts(store);
  const unread = totalUnread(state);
  return (
    <>
      {/* Named by its text; collapsed, the text is only visually hidden (an aria-label would not
          contain the visible badge count: axe label-content-name-mismatch). */}
      <Button onClick={() => setOpen(true)}>
        <span className={styles.toggleLabel}>
          <ChatIcon />
          <span className={compact ? styles.visuallyHidden : undefined}>{label}</span>
          {unread > 0 ? <Badge tone="critical" count={unread} label="unread messages" /> : null}
        </span>
      </Button>
      <ChatDialog store={store} isOpen={open} onOpenChange={setOpen} timeZone={timeZone} />
    </>
  );
}

/**
 * The in-app chat: the In-App Chat toggle with the unread badge (`99+` above 99) and the chat
 * modal. Needs only `HrPortalProvider`; connects while a user is signed in, disconnects on
 * logout.
 *
 * @example
 * <HrPortalProvider baseUrl="/api">
 *   <ChatWidget />
 * </HrPortalProvider>
 */
export function ChatWidget({
  timeZone = chatTimeZone,
  compact = false,
  label = 'In-App Chat',
  defaultOpen = false,
  engine,
}: ChatWidgetProps) {
  const client = useClient();
  const { session } = useSession();
  const token = session?.token ?? null;
  // One chat client per signed-in session; a new login gets a fresh one. It connects in the
  // effect below, not while rendering.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token identifies the session
  const store = useMemo(
    () => (token ? createChatClient(client, { ...engine, autoStart: false }) : null),
    [client, token],
  );
  useEffect(() => {
    if (!store) return;
    store.start();
    return () => store.stop();
  }, [store]);
  if (!store) return null;
  return (
    <ChatLauncher
      store={store}
      timeZone={timeZone}
      compact={compact}
      label={label}
      defaultOpen={defaultOpen}
    />
  );
}
