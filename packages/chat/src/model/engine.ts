import type { HrPortalClient } from '@hrportal/api-client';
import { type ChatSocket, createChatSocket } from '@hrportal/api-client/chat-socket';
import {
  type ChatGroup,
  type ChatMessage,
  messages as catalogue,
  directConversationKey,
  groupConversationKey,
  type ReadReceipt,
  typingIndicatorMs,
} from '@hrportal/api-client/contract';
import { senderName } from './selectors';
import {
  type ChatAction,
  type ChatMessageView,
  type ChatState,
  chatReducer,
  groupIdOf,
  heldUnreadIds,
  initialChatState,
  lastGaplessSeq,
  otherUserOf,
} from './state';

/** Something the widget shows as a toast (SPEC §4): an incoming message, a member leaving, … */
export type ChatNotice =
  | { kind: 'message'; title: string; text: string; key: string }
  | { kind: 'memberLeft'; text: string }
  | { kind: 'info'; text: string }
  | { kind: 'error'; text: string };

/** The chat operations a view calls; the engine implements them over the socket and HTTP. */
interface ChatActions {
  refresh(): Promise<void>;
  select(key: string | null): void;
  loadOlder(key: string): Promise<void>;
  send(text: string, replyTo?: ChatMessageView | null): boolean;
  retry(message: ChatMessageView): void;
  markRead(ids: readonly number[]): void;
  typing(isTyping: boolean): void;
  createGroup(name: string, memberIds: readonly number[]): Promise<string | null>;
  addMembers(groupId: number, memberIds: readonly number[]): void;
  removeMember(groupId: number, memberId: number): void;
  leaveGroup(groupId: number): void;
  deleteGroup(groupId: number): void;
}

/** A store the React views read with `useSyncExternalStore`. */
export interface ChatStore extends ChatActions {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  onNotice(listener: (notice: ChatNotice) => void): () => void;
}

/** Options of {@link createChatEngine}. */
export interface ChatEngineOptions {
  /** Opens the socket; tests and proxies pass their own. @default createChatSocket(client) */
  connect?: (client: HrPortalClient) => ChatSocket;
  /** Clock for typing expiry. @default Date.now */
  now?: () => number;
}

const farFuture = Number.MAX_SAFE_INTEGER;
let clientIdCounter = 0;

function newClientId(): string {
  clientIdCounter = (clientIdCounter + 1) % 1_000_000;
  const random = Math.random().toString(36).slice(2, 10);
  return `c_${Date.now().toString(36)}_${clientIdCounter.toString(36)}_${random}`;
}

function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'userMessage' in error)
    return String((error as { userMessage: unknown }).userMessage);
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The chat engine: one socket per signed-in user, the HTTP history, and the delivery rules of
 * issue 5 on the client side — optimistic `temp_` messages kept in an outbox until the server
 * confirms them (resent with the same `client_id` after a reconnect, so never duplicated),
 * `sync_messages` from the last `seq` held without a gap per conversation on every reconnect, and
 * reads sent again after it until the server confirms them.
 */
export function createChatEngine(client: HrPortalClient, options: ChatEngineOptions = {}) {
  const now = options.now ?? Date.now;
  const session = client.session.get();
  let state = initialChatState(session ? { id: session.userId, name: session.name } : null);
  const listeners = new Set<() => void>();
  const noticeListeners = new Set<(notice: ChatNotice) => void>();
  let chat: ChatSocket | null = null;
  let started = false;
  let connections = 0;
  let readsSince: string | undefined;
  /** Highest seq known per conversation not held in full (from `latest` and live messages). */
  const known: Record<string, number> = {};
  const readsSent = new Set<number>();
  /**
   * Reads not yet confirmed (`message_read_success`). The server drops the events a socket had not
   * handled when it went away, so these are sent again after each reconnect's sync.
   */
  const readsUnconfirmed = new Set<number>();
  let typingTimer: ReturnType<typeof setInterval> | undefined;
  let typingStop: ReturnType<typeof setTimeout> | undefined;
  let typingSentAt = 0;
  let firstLoad: Promise<void> | null = null;

  const dispatch = (action: ChatAction) => {
    const next = chatReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
    if (Object.keys(state.typing).length > 0 && !typingTimer) {
      typingTimer = setInterval(() => {
        dispatch({ type: 'typingExpired', now: now() });
        if (Object.keys(state.typing).length === 0 && typingTimer) {
          clearInterval(typingTimer);
          typingTimer = undefined;
        }
      }, 250);
    }
  };
  const notify = (notice: ChatNotice) => {
    for (const listener of noticeListeners) listener(notice);
  };
  const me = () => state.me?.id ?? 0;
  const token = () => client.session.token() ?? '';

  const syncSince = (): Record<string, number> => {
    const since: Record<string, number> = {};
    for (const g of Object.values(state.groups)) since[groupConversationKey(g.id)] = farFuture;
    for (const p of Object.values(state.people))
      if (p.lastMessageTime) since[directConversationKey(me(), p.id)] = farFuture;
    for (const [key, seq] of Object.entries(known)) since[key] = seq;
    for (const [key, list] of Object.entries(state.messages))
      since[key] = lastGaplessSeq(list, state.hasOlder[key] === false);
    return since;
  };

  const resendOutbox = () => {
    for (const list of Object.values(state.messages))
      for (const m of list) if (typeof m.id === 'string' && !m.failed) emitMessage(m);
  };

  const onStored = (stored: ChatMessage[]) => {
    for (const m of stored)
      known[m.conversation_key] = Math.max(known[m.conversation_key] ?? 0, m.seq);
    dispatch({ type: 'messages', messages: stored });
  };

  const emitMessage = (m: ChatMessageView) => {
    if (!chat) return;
    const ack = (result: { ok: true; message: ChatMessage } | { ok: false; error: string }) => {
      if (result.ok) onStored([result.message]);
      else if (m.client_id)
        dispatch({ type: 'failed', clientId: m.client_id, error: result.error });
    };
    const common = {
      message: m.message,
      session_token: token(),
      reply_to: m.reply_to,
      client_id: m.client_id ?? undefined,
    };
    if (m.group_id !== null)
      chat.socket.emit('group_message', { ...common, group_id: m.group_id }, ack);
    else
      chat.socket.emit(
        'chat_message',
        { ...common, sender_id: me(), receiver_id: m.receiver_id as number },
        ack,
      );
  };

  const emitRead = (id: number) =>
    chat?.socket.emit('read_message', { message_id: id, reader_id: me(), session_token: token() });

  const receipt = (read: Pick<ReadReceipt, 'message_id' | 'read_at'>) => {
    readsUnconfirmed.delete(read.message_id);
    dispatch({ type: 'receipt', receipt: read });
  };

  const loadHistory = async (key: string, older: boolean) => {
    const groupId = groupIdOf(key);
    const held = state.messages[key] ?? [];
    const firstStored = held.find((m) => typeof m.id === 'number');
    const query = older && firstStored ? { before_seq: firstStored.seq } : {};
    try {
      const page =
        groupId !== null
          ? await client.chat.groupMessages(groupId, query)
          : await client.chat.messages(me(), otherUserOf(key, me()) as number, query);
      dispatch({
        type: 'history',
        key,
        messages: page.messages,
        hasOlder: page.has_more,
        older,
      });
    } catch (error) {
      // Failed loads keep the messages already held (SPEC §8).
      dispatch({ type: 'error', message: errorText(error, catalogue.chatSocketError) });
    }
  };

  const incoming = (message: ChatMessage) => {
    const key = message.conversation_key;
    const isNew = !(state.messages[key] ?? []).some((m) => m.id === message.id);
    onStored([message]);
    if (isNew && message.sender_id !== me() && state.active !== key && !message.is_read) {
      const from = senderName(state, message, 'someone');
      const group = message.group_id !== null ? state.groups[message.group_id] : undefined;
      notify({
        kind: 'message',
        title: group ? `${from} in ${group.name}` : from,
        text: message.message,
        key,
      });
    }
  };

  const wire = (socket: ChatSocket['socket']) => {
    socket.on('connected', async (event) => {
      connections++;
      readsSince ??= event.server_time;
      dispatch({ type: 'connected', value: true });
      await firstLoad;
      socket.emit('sync_messages', { since: syncSince(), reads_since: readsSince });
      resendOutbox();
      const key = state.active;
      if (key && groupIdOf(key) !== null)
        socket.emit('join_group', { group_id: groupIdOf(key) as number });
    });
    socket.on('disconnect', () => dispatch({ type: 'connected', value: false }));
    socket.on('connect_error', (error) => {
      dispatch({ type: 'connected', value: false });
      const text = error?.message ?? '';
      dispatch({
        type: 'error',
        message: /auth|session|token/i.test(text)
          ? catalogue.chatAuthFailed(text)
          : catalogue.chatConnectFailed,
      });
    });
    socket.on('auth_error', ({ message }) => {
      dispatch({ type: 'error', message: catalogue.chatAuthFailed(message) });
      dispatch({ type: 'connected', value: false });
    });
    socket.on('error', (event) => {
      const text = event?.message || catalogue.chatSocketError;
      if (event?.client_id) dispatch({ type: 'failed', clientId: event.client_id, error: text });
      notify({ kind: 'error', text });
    });
    socket.on('messages_synced', (event) => {
      for (const [key, seq] of Object.entries(event.latest))
        known[key] = Math.max(known[key] ?? 0, seq);
      onStored(event.messages);
      for (const read of event.reads) receipt(read);
      readsSince = event.server_time;
      // A read the sync did not report may never have reached the database: send it again
      // (reading twice is harmless).
      for (const id of readsUnconfirmed) emitRead(id);
      for (const key of event.has_more) void loadHistory(key, false);
      // After a reconnect the database has the unread counts of conversations not held in full.
      if (connections > 1) void refresh();
    });
    socket.on('new_message', incoming);
    socket.on('new_group_message', incoming);
    socket.on('message_sent', (m) => onStored([m]));
    socket.on('message_read', receipt);
    socket.on('message_read_success', receipt);
    socket.on('online_users_list', (users) => dispatch({ type: 'presence', users }));
    socket.on('user_online', ({ user_id }) =>
      dispatch({ type: 'online', userId: user_id, isOnline: true }),
    );
    socket.on('user_offline', ({ user_id, last_seen }) =>
      dispatch({ type: 'online', userId: user_id, isOnline: false, lastSeen: last_seen }),
    );
    socket.on('typing_status', (event) => dispatch({ type: 'typing', event, now: now() }));
    socket.on('user_groups', (groups) => dispatch({ type: 'groups', groups }));
    const refetchGroups = () => socket.emit('get_user_groups', { user_id: me() });
    socket.on('group_created', (group: ChatGroup) => {
      dispatch({ type: 'groupCreated', group });
      refetchGroups();
    });
    socket.on('members_added', ({ group_id, members }) => {
      dispatch({ type: 'members', groupId: group_id, members });
      refetchGroups();
    });
    socket.on('member_removed', ({ group_id, members }) => {
      dispatch({ type: 'members', groupId: group_id, members });
      refetchGroups();
    });
    socket.on('member_left', ({ group_id, left_member_id, message }) => {
      if (left_member_id === me()) dispatch({ type: 'groupGone', groupId: group_id });
      else {
        const group = state.groups[group_id];
        if (group)
          dispatch({
            type: 'members',
            groupId: group_id,
            members: group.members.filter((id) => id !== left_member_id),
          });
      }
      notify({ kind: 'memberLeft', text: message });
    });
    socket.on('left_group', ({ group_id }) => dispatch({ type: 'groupGone', groupId: group_id }));
    socket.on('you_were_removed', ({ group_id, group_name }) => {
      dispatch({ type: 'groupGone', groupId: group_id });
      notify({ kind: 'info', text: `You were removed from ${group_name}` });
    });
    socket.on('group_deleted', ({ group_id, group_name }) => {
      const mine = state.groups[group_id]?.createdBy === me();
      dispatch({ type: 'groupGone', groupId: group_id });
      if (!mine) notify({ kind: 'info', text: `${group_name} was deleted` });
    });
  };

  async function refresh(): Promise<void> {
    const userId = me();
    if (!userId) return;
    try {
      const [people, groups] = await Promise.all([
        client.chat.usersWithConversations(userId),
        client.chat.userGroups(userId),
      ]);
      dispatch({ type: 'people', users: people.users });
      dispatch({ type: 'groups', groups: groups.groups });
    } catch (error) {
      state = { ...state, isLoading: false };
      dispatch({ type: 'error', message: errorText(error, catalogue.chatInitFailed) });
    }
  }

  const stopTyping = () => {
    if (typingStop) clearTimeout(typingStop);
    typingStop = undefined;
  };

  const emitTyping = (isTyping: boolean) => {
    const key = state.active;
    if (!chat || !key || !state.isConnected) return;
    const groupId = groupIdOf(key);
    chat.socket.emit('typing', {
      sender_id: me(),
      receiver_id: groupId === null ? otherUserOf(key, me()) : null,
      group_id: groupId,
      is_typing: isTyping,
      session_token: token(),
    });
  };

  const store: ChatStore & { start(): void; stop(): void } = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      if (!client.session.token() || !session) {
        // SPEC §8: no token, no connection attempted.
        state = { ...state, isLoading: false };
        dispatch({ type: 'error', message: catalogue.chatNoToken });
        return;
      }
      firstLoad = refresh();
      try {
        chat = (options.connect ?? ((c) => createChatSocket(c, { url: originOf(c) })))(client);
        wire(chat.socket);
      } catch {
        // SPEC §8: whatever broke while opening the socket, the user reads this one message.
        chat = null;
        dispatch({ type: 'error', message: catalogue.chatInitFailed });
      }
    },
    stop() {
      started = false;
      chat?.close();
      chat = null;
      stopTyping();
      if (typingTimer) clearInterval(typingTimer);
      typingTimer = undefined;
      dispatch({ type: 'connected', value: false });
    },
    refresh,
    select(key) {
      const previous = state.active;
      if (previous && previous !== key) {
        stopTyping();
        if (typingSentAt) emitTyping(false);
        typingSentAt = 0;
        // Leaving a conversation (another one, back, or closing) reads what arrived while it was
        // open (SPEC §4: closing marks the open conversation read): it never counted as unread
        // here, so the server must not count it either.
        const unread = heldUnreadIds(state, previous);
        if (unread.length) store.markRead(unread);
      }
      dispatch({ type: 'select', key });
      if (!key) return;
      const groupId = groupIdOf(key);
      if (groupId !== null && chat)
        chat.socket.emit('join_group', { group_id: groupId, session_token: token() });
      void loadHistory(key, false).then(() => {
        // Selecting a group clears its unread (SPEC §4): the server's read position follows (to
        // the newest unread, which reads the earlier ones too), or the count would come back with
        // the next refresh.
        if (groupId === null || state.active !== key) return;
        const newest = heldUnreadIds(state, key).at(-1);
        if (newest !== undefined) store.markRead([newest]);
      });
    },
    loadOlder: (key) => loadHistory(key, true),
    send(text, replyTo) {
      const trimmed = text.trim();
      const key = state.active;
      if (!trimmed || !key || !state.isConnected) return false;
      const clientId = newClientId();
      const groupId = groupIdOf(key);
      const quoted =
        replyTo && typeof replyTo.id === 'number'
          ? {
              id: replyTo.id,
              sender_id: replyTo.sender_id,
              message: replyTo.message,
              timestamp: replyTo.timestamp,
              sender_name: senderName(state, replyTo),
            }
          : null;
      const pending: ChatMessageView = {
        id: `temp_${clientId}`,
        client_id: clientId,
        conversation_key: key,
        seq: 0,
        sender_id: me(),
        receiver_id: groupId === null ? otherUserOf(key, me()) : null,
        group_id: groupId,
        message: trimmed,
        timestamp: new Date(now()).toISOString(),
        is_read: false,
        read_at: null,
        reply_to: quoted?.id ?? null,
        reply_to_message: quoted,
        sender_name: state.me?.name ?? '',
      };
      dispatch({ type: 'pending', message: pending });
      emitMessage(pending);
      stopTyping();
      if (typingSentAt) emitTyping(false);
      typingSentAt = 0;
      return true;
    },
    retry(message) {
      if (!message.client_id || typeof message.id !== 'string') return;
      dispatch({ type: 'failed', clientId: message.client_id, error: '' });
      if (state.isConnected) emitMessage(message);
    },
    markRead(ids) {
      const fresh = ids.filter((id) => !readsSent.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) {
        readsSent.add(id);
        readsUnconfirmed.add(id);
        emitRead(id);
      }
      dispatch({ type: 'readLocally', ids: fresh, readAt: new Date(now()).toISOString() });
    },
    typing(isTyping) {
      stopTyping();
      if (!isTyping) {
        if (typingSentAt) emitTyping(false);
        typingSentAt = 0;
        return;
      }
      // Refresh the indicator at most once a second; stop after 3 s without keystrokes.
      if (now() - typingSentAt > 1000) {
        emitTyping(true);
        typingSentAt = now();
      }
      typingStop = setTimeout(() => {
        emitTyping(false);
        typingSentAt = 0;
      }, typingIndicatorMs);
    },
    createGroup(name, memberIds) {
      return new Promise((resolve) => {
        if (!chat) return resolve(catalogue.chatConnectFailed);
        chat.socket.emit(
          'create_group',
          { session_token: token(), group_name: name.trim(), member_ids: [...memberIds] },
          (result) => {
            if (!result.ok) return resolve(result.error);
            dispatch({ type: 'groupCreated', group: result.group });
            store.select(groupConversationKey(result.group.group_id));
            resolve(null);
          },
        );
      });
    },
    addMembers(groupId, memberIds) {
      chat?.socket.emit('add_group_members', {
        session_token: token(),
        group_id: groupId,
        member_ids: [...memberIds],
      });
    },
    removeMember(groupId, memberId) {
      chat?.socket.emit('remove_group_member', {
        session_token: token(),
        group_id: groupId,
        member_id: memberId,
      });
    },
    leaveGroup(groupId) {
      chat?.socket.emit('leave_group', { session_token: token(), group_id: groupId });
    },
    deleteGroup(groupId) {
      chat?.socket.emit('delete_group', { session_token: token(), group_id: groupId });
    },
  };
  return store;
}

/** The chat engine's type. */
export type ChatEngine = ReturnType<typeof createChatEngine>;

/** The socket origin: the API's, resolved against the page for a relative base (`/api`). */
function originOf(client: HrPortalClient): string {
  const base = client.http.baseUrl;
  const page = typeof location === 'undefined' ? undefined : location.href;
  return new URL(base, page).origin;
}
