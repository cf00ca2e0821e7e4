import type {
  ChatGroup,
  ChatMessage,
  ChatUserItem,
  OnlineUser,
  ReadReceipt,
} from '../contract/chat';
import { directConversationKey, groupConversationKey } from '../contract/conversationKeys';
import type { TypingStatusEvent } from '../contract/socket';
import { chatMessages as catalogue } from './chatMessages';

/**
 * A message as the widget holds it: a stored {@link ChatMessage}, or an optimistic one whose id is
 * `temp_<client_id>` until `message_sent` confirms it (`seq` 0 while pending). `failed` carries the
 * server's refusal of a pending message.
 */
export interface ChatMessageView extends Omit<ChatMessage, 'id'> {
  id: number | string;
  failed?: string;
}

/** A person in the chat directory (SPEC §3 "Chat user item"). */
export interface ChatPerson {
  id: number;
  name: string;
  email: string;
  role: string;
  isOnline: boolean;
  lastSeen: string | null;
  lastMessageTime: string | null;
  lastMessage: string | null;
  unreadCount: number;
}

/** A group the user belongs to (SPEC §3 "Group", plus unread and last message). */
export interface ChatGroupView {
  id: number;
  name: string;
  createdBy: number;
  createdAt: string;
  members: number[];
  memberNames: Record<number, string>;
  lastMessageTime: string | null;
  lastMessage: string | null;
  unreadCount: number;
  /**
   * The group's last `seq` when the server counted `unreadCount`: a message at or below it is in
   * that count already (the sync after a reconnect brings such messages again).
   */
  countedSeq: number;
}

/** Who is typing where: the conversation key → the typist and when the entry self-clears. */
interface TypingEntry {
  userId: number;
  userName: string;
  until: number;
}

/** The widget's whole state (SPEC §3 "Chat state"). */
export interface ChatState {
  me: { id: number; name: string } | null;
  people: Record<number, ChatPerson>;
  groups: Record<number, ChatGroupView>;
  /** Messages per conversation key, ascending `seq`, pending ones last. */
  messages: Record<string, ChatMessageView[]>;
  /** Conversations whose older history has more pages. */
  hasOlder: Record<string, boolean>;
  typing: Record<string, TypingEntry>;
  active: string | null;
  isConnected: boolean;
  isLoading: boolean;
  error: string | null;
}

/** The empty state before anything is loaded. */
export function initialChatState(me: ChatState['me'] = null): ChatState {
  return {
    me,
    people: {},
    groups: {},
    messages: {},
    hasOlder: {},
    typing: {},
    active: null,
    isConnected: false,
    isLoading: true,
    error: null,
  };
}

/** Everything that changes the state. */
export type ChatAction =
  | { type: 'connected'; value: boolean }
  | { type: 'error'; message: string | null }
  | { type: 'people'; users: ChatUserItem[] }
  | { type: 'groups'; groups: ChatGroup[] }
  | { type: 'presence'; users: OnlineUser[] }
  | { type: 'online'; userId: number; isOnline: boolean; lastSeen?: string }
  | { type: 'history'; key: string; messages: ChatMessage[]; hasOlder: boolean; older: boolean }
  | { type: 'messages'; messages: ChatMessage[] }
  | { type: 'pending'; message: ChatMessageView }
  | { type: 'failed'; clientId: string; error: string }
  | { type: 'receipt'; receipt: Pick<ReadReceipt, 'message_id' | 'read_at'> }
  | { type: 'readLocally'; ids: number[]; readAt: string }
  | { type: 'select'; key: string | null }
  | { type: 'typing'; event: TypingStatusEvent; now: number }
  | { type: 'typingExpired'; now: number }
  | { type: 'groupCreated'; group: ChatGroup }
  | { type: 'members'; groupId: number; members: number[] }
  | { type: 'groupGone'; groupId: number };

/** The other user of a direct conversation key, seen from `me`. */
export function otherUserOf(key: string, me: number): number | null {
  const match = /^dm:(\d+):(\d+)$/.exec(key);
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return a === me ? b : a;
}

/** The group id of a group conversation key. */
export function groupIdOf(key: string): number | null {
  const match = /^group:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

function isIncomingUnread(message: ChatMessageView, me: number): boolean {
  return message.sender_id !== me && !message.is_read && typeof message.id === 'number';
}

/**
 * The sequence number to sync a held conversation from after a reconnect: the last stored message
 * held without a gap below it. Sequence numbers are dense per conversation, but across instances a
 * later message can arrive before an earlier one; syncing from the highest held would skip the
 * earlier one for good if the socket dropped in between. `fromStart`: the conversation is held from
 * its beginning (its whole history was loaded), so a gap may also be below the first message held
 * — seq 2 arrived live, seq 1 was lost with the socket; otherwise the first one held (a history
 * page's) is where it starts.
 */
export function lastGaplessSeq(list: readonly ChatMessageView[], fromStart = false): number {
  const seqs = list
    .filter((m) => typeof m.id === 'number')
    .map((m) => m.seq)
    .sort((a, b) => a - b);
  let last = fromStart ? 0 : (seqs[0] ?? 0);
  for (const seq of seqs) {
    if (seq > last + 1) break;
    last = seq;
  }
  return last;
}

/**
 * Inserts stored messages into a conversation's list: ascending `seq`, one entry per id; a stored
 * message replaces the optimistic one with its `client_id`. Returns the new list and how many
 * messages were new.
 */
export function mergeMessages(
  list: readonly ChatMessageView[],
  incoming: readonly ChatMessage[],
): { list: ChatMessageView[]; added: ChatMessage[] } {
  const byId = new Set<number | string>();
  for (const m of list) byId.add(m.id);
  const added: ChatMessage[] = [];
  const confirmedClientIds = new Set<string>();
  for (const m of incoming) {
    if (byId.has(m.id)) continue;
    byId.add(m.id);
    added.push(m);
    if (m.client_id) confirmedClientIds.add(m.client_id);
  }
  if (added.length === 0) return { list: list as ChatMessageView[], added };
  const stored: ChatMessageView[] = [];
  const pending: ChatMessageView[] = [];
  for (const m of list) {
    if (typeof m.id === 'string') {
      if (!(m.client_id && confirmedClientIds.has(m.client_id))) pending.push(m);
    } else stored.push(m);
  }
  // Usually the new messages come after everything held: append without sorting.
  const last = stored[stored.length - 1];
  const sortedAdded = [...added].sort((a, b) => a.seq - b.seq);
  const first = sortedAdded[0] as ChatMessage;
  const merged =
    !last || first.seq > last.seq
      ? stored.concat(sortedAdded)
      : stored.concat(sortedAdded).sort((a, b) => a.seq - b.seq);
  return { list: merged.concat(pending), added };
}

function touchConversation(state: ChatState, message: ChatMessageView, unreadUp: boolean) {
  if (message.group_id !== null) {
    const group = state.groups[message.group_id];
    if (!group) return state.groups;
    return {
      ...state.groups,
      [group.id]: {
        ...group,
        lastMessageTime: laterOf(group.lastMessageTime, message.timestamp),
        lastMessage: message.message,
        unreadCount: group.unreadCount + (unreadUp && message.seq > group.countedSeq ? 1 : 0),
      },
    };
  }
  return state.groups;
}

function laterOf(a: string | null, b: string): string {
  return !a || Date.parse(b) >= Date.parse(a) ? b : a;
}

function touchPerson(state: ChatState, message: ChatMessageView, unreadUp: boolean) {
  const me = state.me?.id ?? 0;
  if (message.group_id !== null) return state.people;
  const otherId = message.sender_id === me ? message.receiver_id : message.sender_id;
  if (otherId === null) return state.people;
  const person = state.people[otherId];
  if (!person) return state.people;
  return {
    ...state.people,
    [otherId]: {
      ...person,
      lastMessageTime: laterOf(person.lastMessageTime, message.timestamp),
      lastMessage: message.message,
      unreadCount: person.unreadCount + (unreadUp ? 1 : 0),
    },
  };
}

/** Ids of the unread incoming messages held for a conversation (what leaving it marks read). */
export function heldUnreadIds(state: ChatState, key: string): number[] {
  const me = state.me?.id ?? 0;
  return (state.messages[key] ?? [])
    .filter((m) => isIncomingUnread(m, me))
    .map((m) => m.id as number);
}

/**
 * How many unread incoming messages are held for a conversation: counted, not
 * `heldUnreadIds(…).length`, as the reducer asks it on every read of a list of up to 10,000.
 */
function heldUnread(state: ChatState, key: string): number {
  const me = state.me?.id ?? 0;
  let count = 0;
  for (const m of state.messages[key] ?? []) if (isIncomingUnread(m, me)) count++;
  return count;
}

function setUnread(state: ChatState, key: string, unread: number): ChatState {
  const me = state.me?.id ?? 0;
  const groupId = groupIdOf(key);
  if (groupId !== null) {
    const group = state.groups[groupId];
    if (!group || group.unreadCount === unread) return state;
    return { ...state, groups: { ...state.groups, [groupId]: { ...group, unreadCount: unread } } };
  }
  const other = otherUserOf(key, me);
  const person = other === null ? undefined : state.people[other];
  if (!person || person.unreadCount === unread) return state;
  return { ...state, people: { ...state.people, [person.id]: { ...person, unreadCount: unread } } };
}

function groupView(group: ChatGroup, previous?: ChatGroupView): ChatGroupView {
  const memberNames: Record<number, string> = { ...(previous?.memberNames ?? {}) };
  for (const member of group.member_details ?? []) memberNames[member.id] = member.name;
  return {
    id: group.group_id,
    name: group.group_name,
    createdBy: group.created_by,
    createdAt: group.created_at,
    members: group.members,
    memberNames,
    lastMessageTime: group.last_message_time ?? previous?.lastMessageTime ?? null,
    lastMessage: previous?.lastMessage ?? null,
    unreadCount: group.unread_count ?? previous?.unreadCount ?? 0,
    countedSeq:
      group.unread_count === undefined ? (previous?.countedSeq ?? 0) : (group.last_seq ?? 0),
  };
}

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/**
 * The chat reducer (SPEC §4 "Chat socket"): pure, so every rule is unit-tested and the widget,
 * the stories and the engine share one behaviour.
 */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  const me = state.me?.id ?? 0;
  switch (action.type) {
    case 'connected':
      return { ...state, isConnected: action.value, error: action.value ? null : state.error };
    case 'error':
      return { ...state, error: action.message };
    case 'people': {
      const people: Record<number, ChatPerson> = {};
      for (const u of action.users) {
        const previous = state.people[u.id];
        people[u.id] = {
          id: u.id,
          name: u.name,
          email: u.email,
          role: u.userType,
          isOnline: u.isOnline ?? previous?.isOnline ?? false,
          lastSeen: u.lastSeen ?? previous?.lastSeen ?? null,
          lastMessageTime: u.lastMessageTime,
          lastMessage: u.lastMessage ?? previous?.lastMessage ?? null,
          unreadCount: u.unreadCount,
        };
      }
      // A conversation held from its first message counts what it holds (the server's figure is
      // a snapshot: reads still on their way and messages that arrived since are not in it), and
      // so does the open one, whose count stays what the screen shows.
      for (const person of Object.values(people)) {
        const key = directConversationKey(me, person.id);
        if (state.hasOlder[key] === false || key === state.active)
          people[person.id] = { ...person, unreadCount: heldUnread(state, key) };
      }
      return { ...state, people, isLoading: false };
    }
    case 'groups': {
      const groups: Record<number, ChatGroupView> = {};
      for (const g of action.groups) groups[g.group_id] = groupView(g, state.groups[g.group_id]);
      const activeGroup = state.active ? groupIdOf(state.active) : null;
      if (activeGroup !== null && groups[activeGroup])
        groups[activeGroup] = { ...groups[activeGroup], unreadCount: 0 };
      // As for people: a group held from its first message counts what it holds.
      for (const group of Object.values(groups)) {
        const key = groupConversationKey(group.id);
        if (group.id !== activeGroup && state.hasOlder[key] === false)
          groups[group.id] = {
            ...group,
            unreadCount: heldUnread(state, key),
            // Counted is what is held: a message still on its way above the gapless point counts
            // when it arrives.
            countedSeq: lastGaplessSeq(state.messages[key] ?? [], true),
          };
      }
      return { ...state, groups };
    }
    case 'presence': {
      const people = { ...state.people };
      for (const u of action.users) {
        const person = people[u.id];
        if (person) people[u.id] = { ...person, isOnline: u.is_online, lastSeen: u.last_seen };
      }
      return { ...state, people };
    }
    case 'online': {
      const person = state.people[action.userId];
      if (!person) return state;
      return {
        ...state,
        people: {
          ...state.people,
          [action.userId]: {
            ...person,
            isOnline: action.isOnline,
            lastSeen: action.lastSeen ?? person.lastSeen,
          },
        },
      };
    }
    case 'history': {
      const { list } = mergeMessages(state.messages[action.key] ?? [], action.messages);
      let next: ChatState = {
        ...state,
        messages: { ...state.messages, [action.key]: list },
        hasOlder: action.older
          ? { ...state.hasOlder, [action.key]: action.hasOlder }
          : { ...state.hasOlder, [action.key]: state.hasOlder[action.key] ?? action.hasOlder },
      };
      if (!action.hasOlder) next = setUnread(next, action.key, heldUnread(next, action.key));
      return next;
    }
    case 'messages': {
      if (action.messages.length === 0) return state;
      let next = state;
      const byKey = new Map<string, ChatMessage[]>();
      for (const m of action.messages) {
        const list = byKey.get(m.conversation_key);
        if (list) list.push(m);
        else byKey.set(m.conversation_key, [m]);
      }
      for (const [key, incoming] of byKey) {
        const { list, added } = mergeMessages(next.messages[key] ?? [], incoming);
        if (added.length === 0) continue;
        next = { ...next, messages: { ...next.messages, [key]: list } };
        for (const m of added) {
          // Unread goes up for an incoming unread message whose conversation is not open.
          const unreadUp = m.sender_id !== me && !m.is_read && next.active !== key;
          next = {
            ...next,
            people: touchPerson(next, m, unreadUp),
            groups: touchConversation(next, m, unreadUp),
          };
        }
      }
      return next;
    }
    case 'pending': {
      const key = action.message.conversation_key;
      const list = state.messages[key] ?? [];
      if (list.some((m) => m.id === action.message.id)) return state;
      return {
        ...state,
        messages: { ...state.messages, [key]: [...list, action.message] },
        people: touchPerson(state, action.message, false),
        groups: touchConversation(state, action.message, false),
      };
    }
    case 'failed': {
      const messages = { ...state.messages };
      for (const [key, list] of Object.entries(messages)) {
        const index = list.findIndex((m) => m.client_id === action.clientId && m.seq === 0);
        if (index < 0) continue;
        const copy = list.slice();
        // An empty error clears the mark (the message is being retried).
        const { failed: _old, ...rest } = copy[index] as ChatMessageView;
        copy[index] = action.error ? { ...rest, failed: action.error } : rest;
        messages[key] = copy;
        return { ...state, messages };
      }
      return state;
    }
    case 'receipt':
    case 'readLocally': {
      const ids = new Set(action.type === 'receipt' ? [action.receipt.message_id] : action.ids);
      const readAt = action.type === 'receipt' ? action.receipt.read_at : action.readAt;
      let next = state;
      for (const [key, list] of Object.entries(state.messages)) {
        // A group keeps one read position per member (the server's `last_read_seq`): reading a
        // message reads every earlier one of the others too.
        const isGroup = groupIdOf(key) !== null;
        let upTo = 0;
        if (isGroup)
          for (const m of list)
            if (typeof m.id === 'number' && ids.has(m.id)) upTo = Math.max(upTo, m.seq);
        let copy: ChatMessageView[] | null = null;
        for (let i = 0; i < list.length; i++) {
          const m = list[i] as ChatMessageView;
          if (typeof m.id !== 'number' || m.is_read) continue;
          const read = ids.has(m.id) || (isGroup && m.sender_id !== me && m.seq <= upTo);
          if (!read) continue;
          copy ??= list.slice();
          copy[i] = { ...m, is_read: true, read_at: readAt };
        }
        if (!copy) continue;
        next = { ...next, messages: { ...next.messages, [key]: copy } };
        if (isGroup) {
          // Past the position only held messages can be unread (the read one was in a loaded list).
          next = setUnread(next, key, heldUnread(next, key));
          continue;
        }
        // My incoming messages read here or on another device leave the count.
        const before = heldUnread(state, key);
        const now = heldUnread(next, key);
        const current = unreadOf(next, key);
        next = setUnread(next, key, Math.max(0, current - (before - now)));
      }
      return next;
    }
    case 'select': {
      let next: ChatState = { ...state, active: action.key };
      const groupId = action.key ? groupIdOf(action.key) : null;
      // Selecting a group clears its unread (SPEC §4).
      if (action.key && groupId !== null) next = setUnread(next, action.key, 0);
      return next;
    }
    case 'typing': {
      const { event } = action;
      if (event.sender_id === me) return state;
      const key =
        event.group_id !== null && event.group_id !== undefined
          ? groupConversationKey(event.group_id)
          : directConversationKey(me, event.sender_id);
      if (!event.is_typing) return { ...state, typing: withoutKey(state.typing, key) };
      return {
        ...state,
        typing: {
          ...state.typing,
          [key]: {
            userId: event.sender_id,
            userName: event.sender_name || event.user_name || '',
            until: action.now + typingSelfClearMs,
          },
        },
      };
    }
    case 'typingExpired': {
      let typing = state.typing;
      for (const [key, entry] of Object.entries(state.typing))
        if (entry.until <= action.now) typing = withoutKey(typing, key);
      return typing === state.typing ? state : { ...state, typing };
    }
    case 'groupCreated':
      return {
        ...state,
        groups: {
          ...state.groups,
          [action.group.group_id]: groupView(action.group, state.groups[action.group.group_id]),
        },
      };
    case 'members': {
      const group = state.groups[action.groupId];
      if (!group) return state;
      return {
        ...state,
        groups: { ...state.groups, [action.groupId]: { ...group, members: action.members } },
      };
    }
    case 'groupGone': {
      const key = groupConversationKey(action.groupId);
      const { [action.groupId]: _gone, ...groups } = state.groups;
      return {
        ...state,
        groups,
        messages: withoutKey(state.messages, key),
        typing: withoutKey(state.typing, key),
        active: state.active === key ? null : state.active,
      };
    }
  }
}

/** A typing entry clears itself after this long (SPEC §4, §9: 3 s). */
const typingSelfClearMs = 3000;

/** The unread count shown for a conversation. */
export function unreadOf(state: ChatState, key: string): number {
  const groupId = groupIdOf(key);
  if (groupId !== null) return state.groups[groupId]?.unreadCount ?? 0;
  const other = otherUserOf(key, state.me?.id ?? 0);
  return other === null ? 0 : (state.people[other]?.unreadCount ?? 0);
}

/** The toggle badge: unread over every conversation. */
export function totalUnread(state: ChatState): number {
  let total = 0;
  for (const p of Object.values(state.people)) total += p.unreadCount;
  for (const g of Object.values(state.groups)) total += g.unreadCount;
  return total;
}

/**
 * The name shown for a message's sender (SPEC §8): the message's own name, else the directory's,
 * else `fallback` — `Someone` (toasts), `Unknown User` (threads) or `User {id}`.
 *
 * @example senderName(chat.getState(), message, 'someone') // 'Asha Rao', or 'Someone'
 */
export function senderName(
  state: ChatState,
  message: Pick<ChatMessageView, 'sender_id' | 'sender_name' | 'group_id'>,
  fallback: 'someone' | 'unknown' | 'byId' = 'unknown',
): string {
  if (message.sender_name?.trim()) return message.sender_name;
  const person = state.people[message.sender_id];
  if (person?.name) return person.name;
  if (message.group_id !== null) {
    const fromGroup = state.groups[message.group_id]?.memberNames[message.sender_id];
    if (fromGroup) return fromGroup;
  }
  if (fallback === 'someone') return catalogue.chatUnknownSenderSomeone;
  if (fallback === 'byId') return catalogue.chatUnknownSenderById(message.sender_id);
  return catalogue.chatUnknownSenderUnknownUser;
}
