import type { ChatMessage, ChatUserItem } from '@hrportal/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
  lastGaplessSeq,
  mergeMessages,
  senderName,
  totalUnread,
  unreadOf,
} from './chatState';

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
let nextId = 100;
const dm = (
  from: number,
  to: number,
  seq: number,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: nextId++,
  client_id: null,
  conversation_key: `dm:${Math.min(from, to)}:${Math.max(from, to)}`,
  seq,
  sender_id: from,
  receiver_id: to,
  group_id: null,
  message: `m${seq}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 10, seq)).toISOString(),
  is_read: false,
  read_at: null,
  reply_to: null,
  reply_to_message: null,
  sender_name: from === me ? 'Me' : 'Asha Rao',
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

describe('chat reducer', () => {
  it('merges stored messages by seq, ignores duplicate ids and replaces the temp_ message', () => {
    const temp = { ...dm(me, 2, 0), id: 'temp_c1', client_id: 'c1' };
    const stored = dm(me, 2, 3, { client_id: 'c1' });
    const first = mergeMessages([temp], [dm(2, me, 1), stored]);
    expect(first.list.map((m) => m.id)).toEqual([first.list[0]?.id, stored.id]);
    expect(first.list.some((m) => m.id === 'temp_c1')).toBe(false);
    const again = mergeMessages(first.list, [stored]);
    expect(again.added).toEqual([]);
    expect(again.list).toBe(first.list);
    const older = mergeMessages(first.list, [dm(2, me, 2)]);
    expect(older.list.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('counts an incoming message as unread only when its conversation is not open', () => {
    const closed = run(people, { type: 'messages', messages: [dm(2, me, 1)] });
    expect(unreadOf(closed, 'dm:1:2')).toBe(3);
    const open = run(
      people,
      { type: 'select', key: 'dm:1:2' },
      { type: 'messages', messages: [dm(2, me, 1)] },
    );
    expect(unreadOf(open, 'dm:1:2')).toBe(2);
    const mine = run(people, { type: 'messages', messages: [dm(me, 2, 1)] });
    expect(unreadOf(mine, 'dm:1:2')).toBe(2);
  });

  it('syncs a held conversation from the last seq without a gap below it', () => {
    const held = (seqs: number[]) =>
      mergeMessages(
        [],
        seqs.map((seq) => dm(2, me, seq)),
      ).list;
    expect(lastGaplessSeq([])).toBe(0);
    expect(lastGaplessSeq(held([1, 2, 3]))).toBe(3);
    // 4 arrived (through another instance) before 3: sync from 2, or 3 is never fetched.
    expect(lastGaplessSeq(held([1, 2, 4]))).toBe(2);
    // A history page that starts above 1 is gapless from its first message.
    expect(lastGaplessSeq(held([41, 42, 43, 45]))).toBe(43);
    expect(lastGaplessSeq(held([7]))).toBe(7);
    // Held from its beginning (found by the widget engine's no-loss test): 2 arrived live, 1 went
    // down with the socket — sync from 0, not from 2.
    expect(lastGaplessSeq(held([2, 3]), true)).toBe(0);
    expect(lastGaplessSeq(held([1, 2, 4]), true)).toBe(2);
    expect(lastGaplessSeq([], true)).toBe(0);
  });

  it('a group keeps one read position: reading a message reads the earlier ones of others', () => {
    const groupKey = 'group:9';
    const gm = (from: number, seq: number) =>
      dm(from, me, seq, { receiver_id: null, group_id: 9, conversation_key: groupKey });
    let state = chatReducer(initialChatState({ id: me, name: 'Me' }), {
      type: 'groups',
      groups: [
        {
          group_id: 9,
          group_name: 'Team',
          created_by: 2,
          created_at: '2026-11-01T00:00:00.000Z',
          members: [me, 2, 3],
          last_seq: 2,
          unread_count: 2,
        },
      ],
    });
    // seq 1 and 2 are in the server's count already: the sync bringing them adds nothing.
    state = chatReducer(state, { type: 'messages', messages: [gm(2, 1), gm(3, 2)] });
    expect(unreadOf(state, groupKey)).toBe(2);
    state = chatReducer(state, { type: 'messages', messages: [gm(2, 3), gm(me, 4), gm(3, 5)] });
    expect(unreadOf(state, groupKey)).toBe(4);
    const third = state.messages[groupKey]?.find((m) => m.seq === 3);
    state = chatReducer(state, {
      type: 'readLocally',
      ids: [third?.id as number],
      readAt: '2026-11-01T01:00:00.000Z',
    });
    expect(state.messages[groupKey]?.map((m) => m.is_read)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(unreadOf(state, groupKey)).toBe(1);
  });

  it('the same message twice counts once', () => {
    const m = dm(3, me, 1);
    const state = run(
      people,
      { type: 'messages', messages: [m] },
      { type: 'messages', messages: [m] },
    );
    expect(unreadOf(state, 'dm:1:3')).toBe(1);
    expect(state.messages['dm:1:3']).toHaveLength(1);
  });

  it('recomputes unread when messages are read and after a full history load', () => {
    const a = dm(2, me, 1);
    const b = dm(2, me, 2);
    const loaded = run(people, {
      type: 'history',
      key: 'dm:1:2',
      messages: [a, b],
      hasOlder: false,
      older: false,
    });
    expect(unreadOf(loaded, 'dm:1:2')).toBe(2);
    const read = chatReducer(loaded, {
      type: 'readLocally',
      ids: [a.id],
      readAt: '2026-01-01T12:00:00Z',
    });
    expect(unreadOf(read, 'dm:1:2')).toBe(1);
    expect(read.messages['dm:1:2']?.[0]).toMatchObject({
      is_read: true,
      read_at: '2026-01-01T12:00:00Z',
    });
    expect(totalUnread(read)).toBe(1);
  });

  it('a refresh keeps the count of a conversation held from its start; a receipt of my read lowers it', () => {
    const [a, b, c] = [dm(2, me, 1), dm(2, me, 2), dm(2, me, 3)] as [
      ChatMessage,
      ChatMessage,
      ChatMessage,
    ];
    const held = run(
      people,
      { type: 'history', key: 'dm:1:2', messages: [a, b], hasOlder: false, older: false },
      { type: 'readLocally', ids: [a.id], readAt: '2026-01-01T12:00:00Z' },
      { type: 'messages', messages: [c] },
    );
    expect(unreadOf(held, 'dm:1:2')).toBe(2);
    // The server's figures were taken after c was stored but before the read of a was: 3 for
    // Asha, who is held from the start (2 stays); Ravi, not held, is taken as he comes.
    const refreshed = chatReducer(held, {
      type: 'people',
      users: [
        person(2, 'Asha Rao', { unreadCount: 3 }),
        person(3, 'Ravi Kumar', { unreadCount: 4 }),
      ],
    });
    expect(unreadOf(refreshed, 'dm:1:2')).toBe(2);
    expect(unreadOf(refreshed, 'dm:1:3')).toBe(4);
    // b was read on another device: its receipt reaches this one.
    const elsewhere = chatReducer(refreshed, {
      type: 'receipt',
      receipt: { message_id: b.id, read_at: '2026-01-01T12:05:00Z' },
    });
    expect(unreadOf(elsewhere, 'dm:1:2')).toBe(1);
  });

  it('applies read receipts to my messages', () => {
    const mine = dm(me, 2, 1);
    const state = run(
      people,
      { type: 'messages', messages: [mine] },
      {
        type: 'receipt',
        receipt: { message_id: mine.id, read_at: '2026-01-01T12:00:00Z' },
      },
    );
    expect(state.messages['dm:1:2']?.[0]?.is_read).toBe(true);
  });

  it('marks a refused pending message failed, keeping its text', () => {
    const temp = { ...dm(me, 2, 0), id: 'temp_c9', client_id: 'c9', message: 'hello' };
    const state = run(
      people,
      { type: 'pending', message: temp },
      { type: 'failed', clientId: 'c9', error: 'User is inactive' },
    );
    expect(state.messages['dm:1:2']?.[0]).toMatchObject({
      message: 'hello',
      failed: 'User is inactive',
    });
  });

  it('selecting a group clears its unread; a group message from someone else raises it', () => {
    const groups: ChatAction = { type: 'groups', groups: [group] };
    const gm = { ...dm(2, me, 1), conversation_key: 'group:9', receiver_id: null, group_id: 9 };
    const raised = run(people, groups, { type: 'messages', messages: [gm] });
    expect(unreadOf(raised, 'group:9')).toBe(2);
    expect(unreadOf(chatReducer(raised, { type: 'select', key: 'group:9' }), 'group:9')).toBe(0);
    const gone = chatReducer(chatReducer(raised, { type: 'select', key: 'group:9' }), {
      type: 'groupGone',
      groupId: 9,
    });
    expect(gone.groups[9]).toBeUndefined();
    expect(gone.messages['group:9']).toBeUndefined();
    expect(gone.active).toBeNull();
  });

  it('typing entries self-clear after 3 s, and stop on is_typing false', () => {
    const typing = run(people, {
      type: 'typing',
      event: { sender_id: 2, sender_name: 'Asha Rao', is_typing: true, group_id: null },
      now: 1000,
    });
    expect(typing.typing['dm:1:2']?.userName).toBe('Asha Rao');
    expect(
      chatReducer(typing, { type: 'typingExpired', now: 3999 }).typing['dm:1:2'],
    ).toBeDefined();
    expect(
      chatReducer(typing, { type: 'typingExpired', now: 4000 }).typing['dm:1:2'],
    ).toBeUndefined();
    const stopped = chatReducer(typing, {
      type: 'typing',
      event: { sender_id: 2, sender_name: 'Asha Rao', is_typing: false, group_id: null },
      now: 1500,
    });
    expect(stopped.typing).toEqual({});
  });

  it('presence updates only people in the directory', () => {
    const state = run(
      people,
      { type: 'online', userId: 2, isOnline: true },
      { type: 'online', userId: 77, isOnline: true },
    );
    expect(state.people[2]?.isOnline).toBe(true);
    expect(state.people[77]).toBeUndefined();
  });
  it('sender fallbacks: Someone, Unknown User, User {id}', () => {
    const state = run(people);
    const unknown = { sender_id: 42, sender_name: '', group_id: null };
    expect(senderName(state, unknown, 'someone')).toBe('Someone');
    expect(senderName(state, unknown)).toBe('Unknown User');
    expect(senderName(state, unknown, 'byId')).toBe('User 42');
    expect(senderName(state, { ...unknown, sender_id: 2 })).toBe('Asha Rao');
  });
});
