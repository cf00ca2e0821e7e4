import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
} from '@hrportal/api-client/chat';
import type { ChatUserItem } from '@hrportal/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  addableMembers,
  conversationSections,
  formatChatTime,
  memberCountText,
  presenceText,
  validateNewGroup,
} from './selectors';

const me = 1;
const person = (id: number, name: string, extra: Partial<ChatUserItem> = {}): ChatUserItem => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s/g, '.')}@example.com`,
  userType: 'recruiter',
  lastMessageTime: null,
  unreadCount: 0,
  isOnline: false,
  lastSeen: null,
  lastMessage: null,
  ...extra,
});

function run(...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, initialChatState({ id: me, name: 'Me' }));
}

const people: ChatAction = {
  type: 'people',
  users: [
    person(2, 'Asha Rao', { lastMessageTime: '2026-01-01T09:00:00Z', unreadCount: 2 }),
    person(3, 'Ravi Kumar', { lastMessageTime: '2026-01-01T11:00:00Z' }),
    person(4, 'Zed Young'),
    person(5, 'Bea Long'),
  ],
};
const group = {
  group_id: 9,
  group_name: 'Java hiring',
  created_by: me,
  created_at: '2026-01-01T08:00:00Z',
  members: [1, 2, 3],
  unread_count: 1,
};

describe('chat selectors', () => {
  it('splits Chats (newest first, groups included) from Start New Chat (by name), and searches name or email', () => {
    const state = run(people, {
      type: 'groups',
      groups: [{ ...group, last_message_time: '2026-01-01T10:00:00Z' }],
    });
    const { chats, startNew } = conversationSections(state);
    expect(chats.map((c) => c.name)).toEqual(['Ravi Kumar', 'Java hiring', 'Asha Rao']);
    expect(startNew.map((c) => c.name)).toEqual(['Bea Long', 'Zed Young']);
    expect(conversationSections(state, 'RAVI').chats.map((c) => c.name)).toEqual(['Ravi Kumar']);
    expect(conversationSections(state, 'zed.young@').startNew.map((c) => c.name)).toEqual([
      'Zed Young',
    ]);
    expect(conversationSections(state, 'java').chats.map((c) => c.kind)).toEqual(['group']);
  });

  it('presence text: Online, minutes under an hour, hours, Offline', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(presenceText({ isOnline: true, lastSeen: null }, now)).toBe('Online');
    expect(presenceText({ isOnline: false, lastSeen: '2026-01-01T11:15:00Z' }, now)).toBe(
      'Last seen 45m ago',
    );
    expect(presenceText({ isOnline: false, lastSeen: '2026-01-01T09:00:00Z' }, now)).toBe(
      'Last seen 3h ago',
    );
    expect(presenceText({ isOnline: false, lastSeen: null }, now)).toBe('Offline');
  });

  it('member count, times in Asia/Kolkata 24-hour', () => {
    expect(memberCountText(1)).toBe('1 member');
    expect(memberCountText(3)).toBe('3 members');
    expect(formatChatTime('2026-01-01T10:00:00Z', 'Asia/Kolkata')).toBe('15:30');
    expect(formatChatTime('2026-01-01T20:45:00Z', 'UTC')).toBe('20:45');
  });

  it('addable members are people not in the group and not me; group form rules', () => {
    const state = run(people, { type: 'groups', groups: [group] });
    expect(addableMembers(state, 9).map((p) => p.id)).toEqual([5, 4]);
    expect(validateNewGroup('  ', [2])).toBe('Group name is required');
    expect(validateNewGroup('Team', [])).toBe('Select at least one member');
    expect(validateNewGroup(' Team ', [2])).toBeNull();
  });
});
