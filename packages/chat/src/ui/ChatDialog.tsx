import {
  type ChatMessageView,
  type ChatState,
  type ChatStore,
  groupIdOf,
  otherUserOf,
  senderName,
} from '@hrportal/api-client/chat';
import { chatTimeZone } from '@hrportal/api-client/contract';
import { Avatar, Badge } from '@hrportal/ui';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ConversationItem,
  conversationSections,
  memberCountText,
  presenceText,
} from '../model/selectors';
import * as styles from './chat.css';
import { CreateGroupDialog, GroupPanel } from './GroupPanels';
import { MessageList } from './MessageList';
import { Button, IconButton } from './primitives/controls';
import { Overlay } from './primitives/Overlay';
import { useChatState } from './useChatState';

const Icon = ({ d }: { d: string }) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const icons = {
  back: 'M10 4L6 8l4 4',
  close: 'M4 4l8 8M12 4l-8 8',
  group: 'M8 3v10M3 8h10',
  info: 'M8 7v5M8 4.5v.01M8 15A7 7 0 1 0 8 1a7 7 0 0 0 0 14z',
  send: 'M2 8l12-5-5 12-2-5-5-2z',
};

/** Props of {@link ChatDialog}. */
export interface ChatDialogProps {
  store: ChatStore;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Time zone of message times. @default 'Asia/Kolkata' */
  timeZone?: string;
}

function ConversationRow({
  item,
  active,
  onSelect,
  state,
}: {
  item: ConversationItem;
  active: boolean;
  onSelect: (key: string) => void;
  state: ChatState;
}) {
  const online = item.kind === 'person' && item.isOnline;
  const sub =
    item.kind === 'group'
      ? (item.lastMessage ?? memberCountText(item.memberCount))
      : (item.lastMessage ?? item.email);
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-current={active ? 'true' : undefined}
        onClick={() => onSelect(item.key)}
      >
        <span className={styles.avatarWrap} aria-hidden="true">
          <Avatar name={item.name} size="small" />
          {online ? <span className={styles.onlineDot} /> : null}
        </span>
        <span className={styles.itemText}>
          <span className={styles.itemName}>
            {item.name}
            {item.kind === 'group' ? <span className={styles.visuallyHidden}> (group)</span> : null}
            {online ? <span className={styles.visuallyHidden}>, online</span> : null}
          </span>
          <span className={styles.muted}>{sub}</span>
        </span>
        {item.unreadCount > 0 ? (
          <Badge tone="critical" count={item.unreadCount} label="unread" />
        ) : null}
      </button>
      {state.typing[item.key] ? <span className={styles.typing}>typing…</span> : null}
    </li>
  );
}

function Thread({
  store,
  state,
  conversation,
  timeZone,
  onClose,
  groupInfo,
  onToggleGroupInfo,
}: {
  store: ChatStore;
  state: ChatState;
  conversation: string;
  timeZone: string;
  onClose: () => void;
  groupInfo: boolean;
  onToggleGroupInfo: () => void;
}) {
  const me = state.me?.id ?? 0;
  const groupId = groupIdOf(conversation);
  const group = groupId !== null ? state.groups[groupId] : undefined;
  const other = groupId === null ? otherUserOf(conversation, me) : null;
  const person = other !== null ? state.people[other] : undefined;
  const name = group?.name ?? person?.name ?? (other !== null ? `User ${other}` : 'Unknown User');
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<ChatMessageView | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const list = state.messages[conversation] ?? [];
  const typing = state.typing[conversation];
  const send = () => {
    // SPEC §5: only while the composer is enabled (connected); a Node caller may queue offline.
    if (state.isConnected && store.send(text, { replyTo })) {
      setText('');
      setReplyTo(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onRead = useCallback((ids: number[]) => store.markRead(ids), [store]);
  const onLoadOlder = useCallback(() => void store.loadOlder(conversation), [store, conversation]);
  const disabled = !state.isConnected;
  return (
    <section className={styles.thread} aria-label={`Conversation with ${name}`}>
      <header className={styles.threadHeader}>
        <IconButton
          label="Back"
          icon={<Icon d={icons.back} />}
          onClick={() => store.select(null)}
        />
        <span className={styles.avatarWrap}>
          <Avatar name={name} size="small" />
          {person?.isOnline ? <span className={styles.onlineDot} /> : null}
        </span>
        <span className={styles.headerText}>
          <h3 className={styles.threadName}>{name}</h3>
          <span className={styles.muted}>
            {group
              ? memberCountText(group.members.length)
              : person
                ? presenceText(person, now)
                : 'Offline'}
          </span>
        </span>
        {disabled ? <Badge tone="critical">Disconnected</Badge> : null}
        {group ? (
          <IconButton
            label={groupInfo ? 'Hide group info' : 'Group info'}
            icon={<Icon d={icons.info} />}
            onClick={onToggleGroupInfo}
          />
        ) : null}
        <IconButton label="Close chat" icon={<Icon d={icons.close} />} onClick={onClose} />
      </header>
      <MessageList
        key={conversation}
        state={state}
        conversation={conversation}
        list={list}
        hasOlder={state.hasOlder[conversation] ?? false}
        timeZone={timeZone}
        onLoadOlder={onLoadOlder}
        onRead={onRead}
        onReply={(m) => {
          setReplyTo(m);
          composer.current?.focus();
        }}
        onRetry={(m) => store.retry(m)}
      />
      <div className={styles.typing} aria-live="polite">
        {typing
          ? `${typing.userName || senderName(state, { sender_id: typing.userId, sender_name: '', group_id: groupId })} is typing...`
          : ''}
      </div>
      {replyTo ? (
        <div className={styles.replyBar}>
          <span className={styles.itemText}>
            <strong>
              Replying to {replyTo.sender_id === me ? 'yourself' : senderName(state, replyTo)}
            </strong>
            <span className={styles.muted}>{replyTo.message}</span>
          </span>
          <IconButton
            label="Cancel reply"
            icon={<Icon d={icons.close} />}
            onClick={() => setReplyTo(null)}
          />
        </div>
      ) : null}
      <div className={styles.composer}>
        <textarea
          ref={composer}
          className={styles.textarea}
          aria-label="Type a message"
          placeholder={disabled ? 'Disconnected' : 'Type a message...'}
          rows={1}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            store.typing(event.target.value.length > 0);
          }}
          onKeyDown={onKeyDown}
        />
        <Button tone="brand" disabled={disabled || !text.trim()} onClick={send}>
          Send
        </Button>
      </div>
    </section>
  );
}

/**
 * The chat modal (SPEC §2 "Chat dialog"): the conversation list on the left, the open thread on
 * the right, the group panel beside it. Opening refreshes the conversations; closing clears the
 * selection after marking the open conversation read.
 */
export function ChatDialog({
  store,
  isOpen,
  onOpenChange,
  timeZone = chatTimeZone,
}: ChatDialogProps) {
  const state = useChatState(store);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [groupInfo, setGroupInfo] = useState(false);
  const { chats, startNew } = useMemo(() => conversationSections(state, search), [state, search]);
  useEffect(() => {
    if (isOpen) void store.refresh();
  }, [isOpen, store]);
  const close = useCallback(() => {
    // Leaving the open conversation marks it read (the engine's select does it).
    store.select(null);
    setGroupInfo(false);
    setSearch('');
    onOpenChange(false);
  }, [store, onOpenChange]);
  const active = state.active;
  const activeGroup =
    active !== null && groupIdOf(active) !== null
      ? state.groups[groupIdOf(active) as number]
      : undefined;
  const select = (key: string) => {
    store.select(key);
    if (groupIdOf(key) === null) setGroupInfo(false);
  };
  return (
    <Overlay size="large" isOpen={isOpen} onDismiss={close} label="In-App Chat">
      <div className={styles.layout}>
        <nav
          className={`${styles.sidebar} ${active ? styles.hiddenOnSmall : ''}`}
          aria-label="Chats"
        >
          <div className={styles.sidebarHeader}>
            <h2 className={styles.title}>Chats</h2>
            <span>
              <IconButton
                label="Create group"
                icon={<Icon d={icons.group} />}
                onClick={() => setCreating(true)}
              />
              {active ? null : (
                <IconButton label="Close chat" icon={<Icon d={icons.close} />} onClick={close} />
              )}
            </span>
          </div>
          <input
            className={styles.search}
            type="search"
            aria-label="Search users or groups"
            placeholder="Search users or groups..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {state.error ? (
            <div className={styles.errorBanner} role="alert">
              {state.error}
            </div>
          ) : null}
          <div className={styles.list}>
            {state.isLoading ? (
              <p className={styles.note}>Loading conversations...</p>
            ) : (
              <>
                <h3 className={styles.sectionTitle}>Chats</h3>
                {chats.length === 0 ? (
                  <p className={styles.note}>{search ? 'No matches' : 'No conversations yet'}</p>
                ) : (
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {chats.map((item) => (
                      <ConversationRow
                        key={item.key}
                        item={item}
                        active={item.key === active}
                        onSelect={select}
                        state={state}
                      />
                    ))}
                  </ul>
                )}
                {startNew.length > 0 ? (
                  <>
                    <h3 className={styles.sectionTitle}>Start New Chat</h3>
                    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {startNew.map((item) => (
                        <ConversationRow
                          key={item.key}
                          item={item}
                          active={item.key === active}
                          onSelect={select}
                          state={state}
                        />
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            )}
          </div>
        </nav>
        {active ? (
          <Thread
            key={active}
            store={store}
            state={state}
            conversation={active}
            timeZone={timeZone}
            onClose={close}
            groupInfo={groupInfo}
            onToggleGroupInfo={() => setGroupInfo((open) => !open)}
          />
        ) : (
          <section
            className={`${styles.thread} ${styles.hiddenOnSmall}`}
            aria-label="No conversation selected"
          >
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>Select a user to start chatting</p>
              <p>Choose someone from the sidebar to begin a conversation</p>
            </div>
          </section>
        )}
        {activeGroup && groupInfo ? (
          <GroupPanel
            state={state}
            group={activeGroup}
            onAdd={(ids) => store.addMembers(activeGroup.id, ids)}
            onRemove={(id) => store.removeMember(activeGroup.id, id)}
            onLeave={() => store.leaveGroup(activeGroup.id)}
            onDelete={() => store.deleteGroup(activeGroup.id)}
          />
        ) : null}
        <CreateGroupDialog
          state={state}
          isOpen={creating}
          onOpenChange={setCreating}
          onCreate={async (name, ids) => {
            const refused = await store.createGroup(name, ids);
            return refused;
          }}
        />
      </div>
    </Overlay>
  );
}
