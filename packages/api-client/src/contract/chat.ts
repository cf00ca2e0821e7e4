import * as z from 'zod';
import { chatHistoryDefaultLimit, chatHistoryMaxLimit } from './constants';
import { parseConversationKey } from './conversationKeys';
import { UserType } from './enums';
import { Id, IsoDateTime } from './primitives';

/**
 * Identifies a conversation, for sequence numbers and sync:
 *
 * - `dm:<lowId>:<highId>` — direct messages between two users, lower user id first;
 * - `group:<groupId>` — a group.
 *
 * Build keys with {@link directConversationKey} / {@link groupConversationKey}, never by hand.
 *
 * @example
 * ```ts
 * ConversationKey.parse('dm:3:17');
 * ConversationKey.parse('dm:17:3'); // fails: ids must be ascending
 * ```
 */
export const ConversationKey = z
  .string()
  .regex(/^(dm:[1-9]\d*:[1-9]\d*|group:[1-9]\d*)$/, {
    error: 'Conversation key must be dm:<lowId>:<highId> or group:<id>',
  })
  .refine((key) => parseConversationKey(key) !== null, {
    error: 'Conversation key must be dm:<lowId>:<highId> with two different ids, lower first',
  });
/** A conversation key string. @example `const k: ConversationKey = 'group:4';` */
export type ConversationKey = string;

/**
 * The quoted message a reply carries (SPEC §3 "reply_to_message (id, sender_id, message,
 * timestamp, sender_name)").
 *
 * @example
 * ```ts
 * ReplyToMessage.parse({ id: 10, sender_id: 3, message: 'Hi', timestamp: '2025-03-01T10:00:00Z', sender_name: 'Asha Rao' });
 * ```
 */
export const ReplyToMessage = z.object({
  id: Id,
  sender_id: Id,
  message: z.string(),
  timestamp: IsoDateTime,
  sender_name: z.string(),
});
/** A quoted message. @example `function q(r: ReplyToMessage) { return r.message; }` */
export type ReplyToMessage = z.infer<typeof ReplyToMessage>;

/**
 * A stored chat message on the wire (SPEC §3 "Chat › Message", §7 "Messages carry id, sender_id,
 * receiver_id, message, timestamp, is_read, read_at, reply_to, reply_to_message, sender_name").
 * Ours for reliable delivery (issue 5):
 *
 * - `client_id`: the id the sending client generated (unique per sender); a resend with the same
 *   `client_id` returns the stored message instead of storing a duplicate. `null` for messages
 *   sent by legacy clients.
 * - `conversation_key`: {@link ConversationKey} of the conversation.
 * - `seq`: the message's position in its conversation, 1, 2, 3, … without gaps, assigned when it
 *   is stored. Clients order by `seq` and sync with the highest `seq` they hold.
 *
 * A direct message has `receiver_id` and `group_id: null`; a group message `group_id` and
 * `receiver_id: null`. For group messages `is_read` / `read_at` describe the reading of the user
 * the message was sent to (the viewer), or the sender's view: read by every member.
 * Optimistic `temp_…` ids exist only in clients, never on the wire.
 *
 * @example
 * ```ts
 * ChatMessage.parse(payload);
 * ```
 */
export const ChatMessage = z.object({
  id: Id,
  client_id: z.string().nullable(),
  conversation_key: ConversationKey,
  seq: z.number().int().positive(),
  sender_id: Id,
  receiver_id: Id.nullable(),
  group_id: Id.nullable(),
  message: z.string(),
  timestamp: IsoDateTime,
  is_read: z.boolean(),
  read_at: IsoDateTime.nullable(),
  reply_to: Id.nullable(),
  reply_to_message: ReplyToMessage.nullable(),
  sender_name: z.string(),
});
/** A stored chat message. @example `function text(m: ChatMessage) { return m.message; }` */
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * A read receipt (SPEC §7 `message_read (message_id, reader_id, read_at)`; ours: the message's
 * `conversation_key` and `seq`, so a client can apply it without holding the message).
 *
 * @example
 * ```ts
 * ReadReceipt.parse({ message_id: 10, reader_id: 17, read_at: '2025-03-01T10:00:05Z', conversation_key: 'dm:3:17', seq: 4 });
 * ```
 */
export const ReadReceipt = z.object({
  message_id: Id,
  reader_id: Id,
  read_at: IsoDateTime,
  conversation_key: ConversationKey,
  seq: z.number().int().positive(),
});
/** A read receipt. @example `function who(r: ReadReceipt) { return r.reader_id; }` */
export type ReadReceipt = z.infer<typeof ReadReceipt>;

/**
 * A member of a group with the details the group panel shows.
 *
 * @example
 * ```ts
 * ChatGroupMember.parse({ id: 3, name: 'Asha Rao', email: 'asha@example.com' });
 * ```
 */
export const ChatGroupMember = z.object({ id: Id, name: z.string(), email: z.string() });
/** A group member. @example `function n(m: ChatGroupMember) { return m.name; }` */
export type ChatGroupMember = z.infer<typeof ChatGroupMember>;

/**
 * A chat group on the wire (SPEC §7 `user_groups (group_id, group_name, created_by, created_at,
 * members)`; `members` are user ids, the creator included). Ours: `member_details`,
 * `unread_count` (from the database, right after a reload), `last_message_time`, `last_seq`.
 *
 * @example
 * ```ts
 * ChatGroup.parse({ group_id: 4, group_name: 'Java hiring', created_by: 3, created_at: '2025-03-01T10:00:00Z', members: [3, 17] });
 * ```
 */
export const ChatGroup = z.object({
  group_id: Id,
  group_name: z.string(),
  created_by: Id,
  created_at: IsoDateTime,
  members: z.array(Id),
  member_details: z.array(ChatGroupMember).optional(),
  unread_count: z.number().int().nonnegative().optional(),
  last_message_time: IsoDateTime.nullable().optional(),
  last_seq: z.number().int().nonnegative().optional(),
});
/** A chat group. @example `function n(g: ChatGroup) { return g.group_name; }` */
export type ChatGroup = z.infer<typeof ChatGroup>;

/**
 * Presence of one user (SPEC §3 "Online user: id, name, email, isOnline, lastSeen"; snake_case on
 * the wire). `last_seen` is `null` when the user was never seen.
 *
 * @example
 * ```ts
 * OnlineUser.parse({ id: 3, name: 'Asha Rao', email: 'asha@example.com', is_online: true, last_seen: null });
 * ```
 */
export const OnlineUser = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  is_online: z.boolean(),
  last_seen: IsoDateTime.nullable(),
});
/** A user's presence. @example `function on(u: OnlineUser) { return u.is_online; }` */
export type OnlineUser = z.infer<typeof OnlineUser>;

/**
 * One entry of `GET /chat/users-with-conversations/{userId}`, camelCase as SPEC §7 spells it on the
 * wire (`id, name, email, userType, lastMessageTime, unreadCount`). Ours: `isOnline`, `lastSeen`,
 * `lastMessage` (preview text of the newest message or `null`). Only active users are listed (the
 * chat picker lists only active users); `lastMessageTime: null` = no messages yet ("Start New Chat").
 *
 * @example
 * ```ts
 * ChatUserItem.parse({ id: 17, name: 'Ravi', email: 'r@x.com', userType: 'recruiter', lastMessageTime: null, unreadCount: 0, isOnline: false, lastSeen: null, lastMessage: null });
 * ```
 */
export const ChatUserItem = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  userType: UserType,
  lastMessageTime: IsoDateTime.nullable(),
  unreadCount: z.number().int().nonnegative(),
  isOnline: z.boolean().optional(),
  lastSeen: IsoDateTime.nullable().optional(),
  lastMessage: z.string().nullable().optional(),
});
/** A chat directory entry. @example `function n(u: ChatUserItem) { return u.unreadCount; }` */
export type ChatUserItem = z.infer<typeof ChatUserItem>;

/**
 * Answer of `GET /chat/users-with-conversations/{userId}` (SPEC §7: `status 'success', users`).
 * Users with messages come first, newest message first; then the rest by name.
 *
 * @example
 * ```ts
 * const { users } = ChatUsersResponse.parse(body);
 * ```
 */
export const ChatUsersResponse = z.object({
  status: z.literal('success'),
  users: z.array(ChatUserItem),
});
/** Chat users answer. @example `function n(r: ChatUsersResponse) { return r.users.length; }` */
export type ChatUsersResponse = z.infer<typeof ChatUsersResponse>;

/**
 * Query of the chat history calls: a page of messages before `before_seq` (older history) or
 * after `after_seq` (catch-up), at most `limit` (default 50, max 200). Without either, the newest
 * page.
 *
 * @example
 * ```ts
 * ChatHistoryQuery.parse({ before_seq: '120', limit: '50' }); // { before_seq: 120, limit: 50 }
 * ```
 */
export const ChatHistoryQuery = z
  .object({
    before_seq: z.coerce.number().int().positive().optional(),
    after_seq: z.coerce.number().int().nonnegative().optional(),
    limit: z.coerce.number().int().min(1).max(chatHistoryMaxLimit).default(chatHistoryDefaultLimit),
  })
  .refine((q) => q.before_seq === undefined || q.after_seq === undefined, {
    error: 'Use before_seq or after_seq, not both',
  });
/** Query of chat history. @example `const q: ChatHistoryQuery = { limit: 50 };` */
export type ChatHistoryQuery = z.input<typeof ChatHistoryQuery>;

/**
 * Answer of `GET /chat/messages/{userId}/{otherUserId}` and `GET /chat/group_messages/{groupId}`:
 * messages in ascending `seq`; `has_more` when older (or, with `after_seq`, newer) messages remain.
 *
 * @example
 * ```ts
 * const { messages, has_more } = ChatHistoryResponse.parse(body);
 * ```
 */
export const ChatHistoryResponse = z.object({
  status: z.literal('success'),
  conversation_key: ConversationKey,
  messages: z.array(ChatMessage),
  has_more: z.boolean(),
});
/** A page of chat history. @example `function n(r: ChatHistoryResponse) { return r.messages.length; }` */
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponse>;

/**
 * Answer of `GET /chat/user-groups/{userId}`.
 *
 * @example
 * ```ts
 * ChatGroupsResponse.parse({ status: 'success', groups: [] });
 * ```
 */
export const ChatGroupsResponse = z.object({
  status: z.literal('success'),
  groups: z.array(ChatGroup),
});
/** Groups answer. @example `function n(r: ChatGroupsResponse) { return r.groups.length; }` */
export type ChatGroupsResponse = z.infer<typeof ChatGroupsResponse>;

/**
 * Answer of `GET /chat/online_users`: presence of every active user.
 *
 * @example
 * ```ts
 * OnlineUsersResponse.parse({ status: 'success', users: [] });
 * ```
 */
export const OnlineUsersResponse = z.object({
  status: z.literal('success'),
  users: z.array(OnlineUser),
});
/** Online users answer. @example `function n(r: OnlineUsersResponse) { return r.users.filter(u => u.is_online).length; }` */
export type OnlineUsersResponse = z.infer<typeof OnlineUsersResponse>;
