import type { ChatGroupView, ChatPerson, ChatState } from '@hrportal/api-client/chat';
import {
  directConversationKey,
  groupConversationKey,
  serverMessages,
} from '@hrportal/api-client/contract';

/** One row of the conversation list: a person or a group. */
export type ConversationItem =
  | {
      kind: 'person';
      key: string;
      id: number;
      name: string;
      email: string;
      isOnline: boolean;
      lastMessageTime: string | null;
      lastMessage: string | null;
      unreadCount: number;
    }
  | {
      kind: 'group';
      key: string;
      id: number;
      name: string;
      memberCount: number;
      lastMessageTime: string | null;
      lastMessage: string | null;
      unreadCount: number;
    };

function personItem(me: number, p: ChatPerson): ConversationItem {
  return {
    kind: 'person',
    key: directConversationKey(me, p.id),
    id: p.id,
    name: p.name,
    email: p.email,
    isOnline: p.isOnline,
    lastMessageTime: p.lastMessageTime,
    lastMessage: p.lastMessage,
    unreadCount: p.unreadCount,
  };
}

function groupItem(g: ChatGroupView): ConversationItem {
  return {
    kind: 'group',
    key: groupConversationKey(g.id),
    id: g.id,
    name: g.name,
    memberCount: g.members.length,
    lastMessageTime: g.lastMessageTime ?? g.createdAt,
    lastMessage: g.lastMessage,
    unreadCount: g.unreadCount,
  };
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/**
 * The two sections of the list (SPEC §2): `chats` = groups and people with messages, newest
 * first; `startNew` = active people without messages, by name. `search` matches name or email
 * (groups by name), case-insensitive.
 */
export function conversationSections(
  state: ChatState,
  search = '',
): { chats: ConversationItem[]; startNew: ConversationItem[] } {
  const me = state.me?.id ?? 0;
  const needle = search.trim().toLowerCase();
  const matches = (name: string, email = '') =>
    !needle || name.toLowerCase().includes(needle) || email.toLowerCase().includes(needle);
  const chats: ConversationItem[] = [];
  const startNew: ConversationItem[] = [];
  for (const g of Object.values(state.groups)) if (matches(g.name)) chats.push(groupItem(g));
  for (const p of Object.values(state.people)) {
    if (p.id === me || !matches(p.name, p.email)) continue;
    const hasMessages =
      p.lastMessageTime !== null ||
      (state.messages[directConversationKey(me, p.id)]?.length ?? 0) > 0;
    (hasMessages ? chats : startNew).push(personItem(me, p));
  }
  chats.sort((a, b) => time(b.lastMessageTime) - time(a.lastMessageTime));
  startNew.sort((a, b) => a.name.localeCompare(b.name));
  return { chats, startNew };
}

/** The header line of a direct conversation (SPEC §2 "Header presence"). */
export function presenceText(
  person: Pick<ChatPerson, 'isOnline' | 'lastSeen'>,
  now = Date.now(),
): string {
  if (person.isOnline) return 'Online';
  if (!person.lastSeen) return 'Offline';
  const minutes = Math.max(0, Math.floor((now - Date.parse(person.lastSeen)) / 60_000));
  if (Number.isNaN(minutes)) return 'Offline';
  if (minutes < 60) return `Last seen ${minutes}m ago`;
  return `Last seen ${Math.floor(minutes / 60)}h ago`;
}

/** `1 member`, `3 members`. */
export function memberCountText(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A message time as `HH:mm`, 24-hour clock, in `timeZone` (SPEC §9: Asia/Kolkata). */
export function formatChatTime(iso: string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** Members the creator can add: active people not in the group and not me (SPEC §5). */
export function addableMembers(state: ChatState, groupId: number): ChatPerson[] {
  const group = state.groups[groupId];
  if (!group) return [];
  const inGroup = new Set(group.members);
  return Object.values(state.people)
    .filter((p) => p.id !== state.me?.id && !inGroup.has(p.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Create-group form check (SPEC §5): a trimmed name and at least one member. */
export function validateNewGroup(name: string, memberIds: readonly number[]): string | null {
  if (!name.trim()) return serverMessages.groupNameRequired;
  if (memberIds.length === 0) return serverMessages.groupMembersRequired;
  return null;
}
