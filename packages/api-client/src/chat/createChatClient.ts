import mitt from 'mitt';
import type { ChatGroup, ChatMessage, ReadReceipt } from '../contract/chat';
import { typingIndicatorMs } from '../contract/constants';
import { directConversationKey, groupConversationKey } from '../contract/conversationKeys';
import type { HrPortalClient } from '../createClient';
import { type ChatSocket, createChatSocket } from '../realtime/chatSocket';
import { chatMessages as catalogue } from './chatMessages';
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
  senderName,
} from './chatState';

/**
 * Something worth telling the user (SPEC §4; the widget shows each as a toast): an incoming message
 * in a conversation that is not open, a member leaving, being removed, a group deleted, an error.
 */
export type ChatNotice =
  | { kind: 'message'; title: string; text: string; key: string }
  | { kind: 'memberLeft'; text: string }
  | { kind: 'info'; text: string }
  | { kind: 'error'; text: string };

/**
 * Where {@link ChatClient.send} sends to: a user (`to`), a group (`group`), or — neither given —
 * the open conversation (`select`). `replyTo` quotes a stored message.
 */
export interface ChatSendOptions {
  /** The user id of a direct message. */
  to?: number;
  /** The group id of a group message. */
  group?: number;
  /** The stored message this one answers. */
  replyTo?: ChatMessageView | null;
}

/** The chat operations a view calls; the client implements them over the socket and HTTP. */
interface ChatActions {
  refresh(): Promise<void>;
  select(key: string | null): void;
  loadOlder(key: string): Promise<void>;
  /**
   * Sends `text` (trimmed; blank is refused with `false`). The message is held at once as a
   * `temp_<client_id>` message in the outbox and emitted when connected; after a reconnect it is
   * sent again with the same `client_id`, so the server stores it exactly once. Sending while
   * disconnected is allowed: the outbox delivers it on reconnect. `false` also when there is no
   * conversation to send to or the client is closed.
   */
  send(text: string, options?: ChatSendOptions): boolean;
  retry(message: ChatMessageView): void;
  markRead(ids: readonly number[]): void;
  typing(isTyping: boolean): void;
  createGroup(name: string, memberIds: readonly number[]): Promise<string | null>;
  addMembers(groupId: number, memberIds: readonly number[]): void;
  removeMember(groupId: number, memberId: number): void;
  leaveGroup(groupId: number): void;
  deleteGroup(groupId: number): void;
}

/** A store views read with `useSyncExternalStore` (React) or any other change subscription. */
export interface ChatStore extends ChatActions {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  onNotice(listener: (notice: ChatNotice) => void): () => void;
}

/**
 * Events of a {@link ChatClient} (one payload each): domain events (`message`, `sent`, `failed`,
 * `read`, `notice`) and lifecycle events (`connection:changed`, `error`).
 */
export type ChatClientEvents = {
  /**
   * A stored message from someone else, once per message, live or brought by the sync after a
   * reconnect (history pages loaded with `select`/`loadOlder` are not announced).
   */
  message: ChatMessage;
  /** One of mine, stored by the server (its `client_id` is the outbox entry's). */
  sent: ChatMessage;
  /** The server refused one of mine (`retry` sends it again). */
  failed: { clientId: string; error: string };
  /** A read receipt: the message was read at `read_at` (mine read by the other side, or my own read confirmed). */
  read: Pick<ReadReceipt, 'message_id' | 'read_at'>;
  /** See {@link ChatNotice}. */
  notice: ChatNotice;
  /** Connected to the chat server, or not (the outbox keeps what is sent meanwhile). */
  'connection:changed': { connected: boolean };
  /** The SPEC §8 chat error text (no token, refused session, unreachable server, failed load). */
  error: { message: string };
};

/** Options of {@link createChatClient}. */
export interface ChatClientOptions {
  /** Opens the socket; tests and proxies pass their own. @default createChatSocket(client, { url: the API's origin }) */
  connect?: (client: HrPortalClient) => ChatSocket;
  /** Connect at once; `false` leaves it to `start()` (a React effect). @default true */
  autoStart?: boolean;
  /** Clock for typing expiry. @default Date.now */
  now?: () => number;
}

/** The chat client: the {@link ChatStore} a view reads, typed events, and its lifecycle. */
export interface ChatClient extends ChatStore {
  /** Listens to one of {@link ChatClientEvents}; returns the function that stops listening. */
  on<K extends keyof ChatClientEvents>(
    event: K,
    listener: (payload: ChatClientEvents[K]) => void,
  ): () => void;
  /** Connects (again after `stop`); called by `createChatClient` unless `autoStart: false`. */
  start(): void;
  /** Disconnects; `start()` connects again with the outbox and the held messages kept. */
  stop(): void;
  /** Disconnects for good and drops every listener. */
  close(): void;
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
 * The chat client, framework-free (Node 20+ and browsers): one socket per signed-in user, the HTTP
 * history, and the no-loss delivery rules of issue 5 on the client side — optimistic `temp_`
 * messages kept in an outbox until the server confirms them (resent with the same `client_id`
 * after a reconnect, so never duplicated), `sync_messages` from the last `seq` held without a gap
 * per conversation on every reconnect, and reads sent again after it until the server confirms
 * them. The client must be signed in (`client.auth.login`); without a token nothing connects and
 * `error` reads `No authentication token found`.
 *
 * @example
 * const chat = createChatClient(client);
 * chat.on('message', (m) => console.log(`${m.sender_name}: ${m.message}`));
 * chat.send('Hello from Node', { to: 7 });
 */
export function createChatClient(
  client: HrPortalClient,
  options: ChatClientOptions = {},
): ChatClient {
  const now = options.now ?? Date.now;
  const emitter = mitt<ChatClientEvents>();
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
  /**
   * Group lists come by two roads: the HTTP refresh and the socket's `user_groups`, which answers
   * each `get_user_groups` in turn. Each list is numbered when it is asked for; one asked for before
   * the list shown last is older than it, and showing it would take away a group the later list
   * brought (the no-loss test caught a `user_groups` asked for before a group was created landing
   * after the refresh that showed it).
   */
  let groupListsAsked = 0;
  let groupListShown = 0;
  /** The numbers of the socket's `get_user_groups` sent on this connection and not yet answered. */
  let groupListsPending: number[] = [];
  const showGroupList = (asked: number, groups: ChatGroup[]) => {
    if (asked < groupListShown) return;
    groupListShown = asked;
    dispatch({ type: 'groups', groups });
  };

  const dispatch = (action: ChatAction) => {
    const next = chatReducer(state, action);
    if (next === state) return;
    const wasConnected = state.isConnected;
    state = next;
    if (state.isConnected !== wasConnected)
      emitter.emit('connection:changed', { connected: state.isConnected });
    if (action.type === 'error' && action.message)
      emitter.emit('error', { message: action.message });
    if (action.type === 'failed' && action.error)
      emitter.emit('failed', { clientId: action.clientId, error: action.error });
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
    emitter.emit('notice', notice);
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

  const isHeld = (m: ChatMessage) =>
    (state.messages[m.conversation_key] ?? []).some((held) => held.id === m.id);

  const onStored = (stored: ChatMessage[]) => {
    const fresh = stored.filter((m) => !isHeld(m));
    for (const m of stored)
      known[m.conversation_key] = Math.max(known[m.conversation_key] ?? 0, m.seq);
    dispatch({ type: 'messages', messages: stored });
    for (const m of fresh)
      if (isHeld(m)) emitter.emit(m.sender_id === me() ? 'sent' : 'message', m);
  };

  const emitMessage = (m: ChatMessageView) => {
    // Disconnected, the outbox keeps it: the reconnect's `resendOutbox` sends it (socket.io's own
    // buffer would send it a second time).
    if (!chat || !state.isConnected) return;
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
    emitter.emit('read', { message_id: read.message_id, read_at: read.read_at });
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
    const isNew = !isHeld(message);
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
    socket.on('disconnect', () => {
      groupListsPending = [];
      dispatch({ type: 'connected', value: false });
    });
    // Counted as they leave (socket.io sends what was emitted offline once it connects).
    socket.onAnyOutgoing((event) => {
      if (event === 'get_user_groups') groupListsPending.push(++groupListsAsked);
    });
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
    socket.on('message_read', (event) => receipt(event));
    socket.on('message_read_success', (event) => receipt(event));
    socket.on('online_users_list', (users) => dispatch({ type: 'presence', users }));
    socket.on('user_online', ({ user_id }) =>
      dispatch({ type: 'online', userId: user_id, isOnline: true }),
    );
    socket.on('user_offline', ({ user_id, last_seen }) =>
      dispatch({ type: 'online', userId: user_id, isOnline: false, lastSeen: last_seen }),
    );
    socket.on('typing_status', (event) => dispatch({ type: 'typing', event, now: now() }));
    socket.on('user_groups', (groups) =>
      showGroupList(groupListsPending.shift() ?? ++groupListsAsked, groups),
    );
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
    const asked = ++groupListsAsked;
    try {
      const [people, groups] = await Promise.all([
        client.chat.usersWithConversations(userId),
        client.chat.userGroups(userId),
      ]);
      dispatch({ type: 'people', users: people.users });
      showGroupList(asked, groups.groups);
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

  let closed = false;
  const store: ChatClient = {
    getState: () => state,
    on(event, listener) {
      emitter.on(event, listener);
      return () => emitter.off(event, listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    start() {
      if (started || closed) return;
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
    close() {
      store.stop();
      closed = true;
      emitter.all.clear();
      listeners.clear();
      noticeListeners.clear();
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
    send(text, { to, group, replyTo } = {}) {
      const trimmed = text.trim();
      const key =
        group !== undefined
          ? groupConversationKey(group)
          : to !== undefined
            ? directConversationKey(me(), to)
            : state.active;
      if (!trimmed || !key || !chat || !me()) return false;
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
  if (options.autoStart !== false) store.start();
  return store;
}

/** The socket origin: the API's, resolved against the page for a relative base (`/api`). */
function originOf(client: HrPortalClient): string {
  const page = (globalThis as { location?: { href: string } }).location?.href;
  return new URL(client.http.baseUrl, page).origin;
}
