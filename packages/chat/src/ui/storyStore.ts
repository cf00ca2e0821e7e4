import type { ChatNotice, ChatStore } from '@hrportal/api-client/chat';
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  groupIdOf,
  heldUnreadIds,
  initialChatState,
  otherUserOf,
} from '@hrportal/api-client/chat';
import type { ChatGroup, ChatMessage, ChatUserItem } from '@hrportal/api-client/contract';

/*
 * An in-memory chat store for the stories: the real reducer and selectors, with the socket
 * replaced by local confirmation, so every widget state renders without a server. The end-to-end
 * test drives the real engine against the real server.
 */

export const me = { id: 1, name: 'Priya Sharma' };
const base = Date.parse('2026-03-02T04:30:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

export const people: ChatUserItem[] = [
  {
    id: 2,
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    userType: 'recruiter',
    lastMessageTime: at(30),
    unreadCount: 2,
    isOnline: true,
    lastSeen: null,
    lastMessage: 'Can you review the Java profiles?',
  },
  {
    id: 3,
    name: 'Ravi Kumar',
    email: 'ravi.kumar@example.com',
    userType: 'recruiter',
    lastMessageTime: at(12),
    unreadCount: 0,
    isOnline: false,
    lastSeen: null,
    lastMessage: 'Thanks!',
  },
  {
    id: 4,
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    userType: 'management',
    lastMessageTime: null,
    unreadCount: 0,
    isOnline: true,
    lastSeen: null,
    lastMessage: null,
  },
  {
    id: 5,
    name: 'Vikram Singh',
    email: 'vikram.singh@example.com',
    userType: 'recruiter',
    lastMessageTime: null,
    unreadCount: 0,
    isOnline: false,
    lastSeen: null,
    lastMessage: null,
  },
];

export const group: ChatGroup = {
  group_id: 7,
  group_name: 'Java hiring',
  created_by: 1,
  created_at: at(0),
  members: [1, 2, 3],
  member_details: [
    { id: 1, name: 'Priya Sharma', email: 'priya@example.com' },
    { id: 2, name: 'Asha Rao', email: 'asha.rao@example.com' },
    { id: 3, name: 'Ravi Kumar', email: 'ravi.kumar@example.com' },
  ],
  unread_count: 0,
  last_message_time: at(20),
};

let id = 1000;
export function message(
  from: number,
  to: number | { group: number },
  seq: number,
  text: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  const isGroup = typeof to === 'object';
  const key = isGroup ? `group:${to.group}` : `dm:${Math.min(from, to)}:${Math.max(from, to)}`;
  return {
    id: id++,
    client_id: null,
    conversation_key: key,
    seq,
    sender_id: from,
    receiver_id: isGroup ? null : to,
    group_id: isGroup ? to.group : null,
    message: text,
    timestamp: at(seq),
    is_read: from === me.id ? seq < 3 : true,
    read_at: null,
    reply_to: null,
    reply_to_message: null,
    sender_name:
      [me, ...people.map((p) => ({ id: p.id, name: p.name }))].find((p) => p.id === from)?.name ??
      '',
    ...extra,
  };
}

export function directThread(): ChatMessage[] {
  const first = message(2, 1, 1, 'Hi Priya, the Java shortlist is ready.');
  return [
    first,
    message(1, 2, 2, 'Great, sending it to the client today.'),
    message(2, 1, 3, 'Can you review the Java profiles?', {
      reply_to: first.id as number,
      reply_to_message: {
        id: first.id as number,
        sender_id: 2,
        message: first.message,
        timestamp: first.timestamp,
        sender_name: 'Asha Rao',
      },
    }),
    message(1, 2, 4, 'On it.\nWill share notes by noon.'),
  ];
}

/** Options of {@link createStoryStore}. */
export interface StoryStoreOptions {
  actions?: ChatAction[];
  /** Seconds after which a sent message is confirmed; `null` never confirms. @default 0 */
  confirm?: number | null;
  /** What the server answers when the conversations are refreshed (opening the modal). */
  onRefresh?: ChatAction[];
}

/** A store in a given state; `send` and group actions update it locally. */
export function createStoryStore({
  actions = [],
  confirm = 0,
  onRefresh = [],
}: StoryStoreOptions = {}): ChatStore & {
  dispatch(a: ChatAction): void;
  /** Raises a notice as the engine does (toasts). */
  notify(n: ChatNotice): void;
  /** How often the conversations were refreshed. */
  refreshes: number;
} {
  let state: ChatState = initialChatState(me);
  const listeners = new Set<() => void>();
  const noticeListeners = new Set<(n: ChatNotice) => void>();
  let seq = 100;
  const dispatch = (action: ChatAction) => {
    state = chatReducer(state, action);
    for (const l of listeners) l();
  };
  for (const action of actions) state = chatReducer(state, action);
  const store = {
    refreshes: 0,
    dispatch,
    notify(n: ChatNotice) {
      for (const l of noticeListeners) l(n);
    },
    getState: () => state,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    onNotice(l: (n: ChatNotice) => void) {
      noticeListeners.add(l);
      return () => noticeListeners.delete(l);
    },
    async refresh() {
      store.refreshes++;
      for (const action of onRefresh) dispatch(action);
    },
    select(key: string | null) {
      // As the engine: leaving a conversation marks what arrived in it read.
      const previous = state.active;
      if (previous && previous !== key) {
        const unread = heldUnreadIds(state, previous);
        if (unread.length) store.markRead(unread);
      }
      dispatch({ type: 'select', key });
    },
    loadOlder: async () => {},
    send(text: string) {
      const key = state.active;
      if (!text.trim() || !key || !state.isConnected) return false;
      const groupId = groupIdOf(key);
      const to = groupId !== null ? { group: groupId } : (otherUserOf(key, me.id) as number);
      const stored = message(me.id, to, ++seq, text.trim(), {
        client_id: `c${seq}`,
        is_read: false,
      });
      dispatch({ type: 'pending', message: { ...stored, id: `temp_c${seq}`, seq: 0 } });
      if (confirm !== null)
        setTimeout(() => dispatch({ type: 'messages', messages: [stored] }), confirm * 1000);
      return true;
    },
    retry() {},
    markRead: (ids: readonly number[]) =>
      dispatch({ type: 'readLocally', ids: [...ids], readAt: new Date().toISOString() }),
    typing() {},
    async createGroup(name: string, memberIds: readonly number[]) {
      const created: ChatGroup = {
        ...group,
        group_id: ++seq,
        group_name: name,
        members: [me.id, ...memberIds],
        last_message_time: null,
      };
      dispatch({ type: 'groupCreated', group: created });
      dispatch({ type: 'select', key: `group:${created.group_id}` });
      return null;
    },
    addMembers(groupId: number, ids: readonly number[]) {
      dispatch({
        type: 'members',
        groupId,
        members: [...(state.groups[groupId]?.members ?? []), ...ids],
      });
    },
    removeMember(groupId: number, memberId: number) {
      dispatch({
        type: 'members',
        groupId,
        members: (state.groups[groupId]?.members ?? []).filter((m) => m !== memberId),
      });
    },
    leaveGroup: (groupId: number) => dispatch({ type: 'groupGone', groupId }),
    deleteGroup: (groupId: number) => dispatch({ type: 'groupGone', groupId }),
  };
  return store;
}

/** The usual start: connected, directory and group loaded. */
export const loaded: ChatAction[] = [
  { type: 'connected', value: true },
  { type: 'people', users: people },
  { type: 'groups', groups: [group] },
];
