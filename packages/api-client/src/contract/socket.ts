import * as z from 'zod';
import {
  type ChatGroup,
  type ChatMessage,
  ConversationKey,
  type OnlineUser,
  type ReadReceipt,
} from './chat';
import { chatMessageMaxLength, groupNameMaxLength } from './constants';
import { serverMessages } from './messages';
import { Id, IsoDateTime, typeError } from './primitives';
import type { Role, UserType } from './vocabularies';

/*
 * The chat over socket.io (SPEC §7 "Chat socket", issue 5). Namespace `chatNamespace` ('/chat'),
 * engine path `socketIoPath`. The handshake carries `auth: { token }` (the session token); the
 * server authenticates it before `connection` and answers a bad or expired token with `auth_error`
 * and a disconnect. The `session_token` fields in payloads are the legacy wire; the server re-checks
 * the session on every event and ends the socket with `auth_error` once the session is over
 * (logout, expiry, password change).
 *
 * Reliable delivery: clients send a `client_id` with every message and keep it until `message_sent`
 * (or the ack) confirms it; resending the same `client_id` never duplicates. On every (re)connect,
 * after `connect_user`, a client sends `sync_messages` with the highest `seq` it holds per
 * conversation; the server answers `messages_synced` with what it missed and the read receipts
 * since `reads_since`.
 */

const sessionToken = z.string().min(1, { error: 'Session token is required' });
const messageText = z
  .string({ error: typeError(serverMessages.messageEmpty) })
  .trim()
  .min(1, { error: serverMessages.messageEmpty })
  .max(chatMessageMaxLength, { error: serverMessages.messageTooLong });
const clientId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'client_id must be 1-100 letters, digits or _.:-' });

/**
 * The socket.io handshake `auth` object.
 *
 * @example
 * ```ts
 * io(url, { auth: { token } satisfies SocketHandshakeAuth });
 * ```
 */
export const SocketHandshakeAuth = z.object({ token: sessionToken });
/** Handshake auth. @example `const a: SocketHandshakeAuth = { token: 't' };` */
export type SocketHandshakeAuth = z.infer<typeof SocketHandshakeAuth>;

/**
 * `connect_user` (SPEC §7: session_token, user_id, user_name, user_email): announces the user on
 * this socket; the server joins it to the user's rooms, marks them online (`user_online` to
 * others) and answers `connected`. `user_id` must be the session's user.
 *
 * @example
 * ```ts
 * socket.emit('connect_user', { session_token, user_id: 3, user_name: 'asha', user_email: 'asha@example.com' });
 * ```
 */
export const ConnectUserPayload = z.object({
  session_token: sessionToken,
  user_id: Id,
  user_name: z.string(),
  user_email: z.string(),
});
/** Payload of connect_user. @example `const p: ConnectUserPayload = { session_token: 't', user_id: 1, user_name: 'a', user_email: 'a@x.com' };` */
export type ConnectUserPayload = z.infer<typeof ConnectUserPayload>;

/**
 * `get_user_groups` (SPEC §7: user_id numeric): the server answers `user_groups`.
 *
 * @example
 * ```ts
 * socket.emit('get_user_groups', { user_id: 3 });
 * ```
 */
export const GetUserGroupsPayload = z.object({ user_id: Id });
/** Payload of get_user_groups. @example `const p: GetUserGroupsPayload = { user_id: 1 };` */
export type GetUserGroupsPayload = z.infer<typeof GetUserGroupsPayload>;

/**
 * `chat_message` (SPEC §7: sender_id, receiver_id, message, session_token, optional reply_to; ours:
 * `client_id`). The message is trimmed; empty → `error`. Only active users can be messaged.
 * Stored (with its `seq`) before the server emits `message_sent` to the sender's sockets and
 * `new_message` to the receiver's.
 *
 * @example
 * ```ts
 * socket.emit('chat_message', { sender_id: 3, receiver_id: 17, message: 'Hi', session_token, client_id: crypto.randomUUID() }, (ack) => {});
 * ```
 */
export const ChatMessagePayload = z.object({
  sender_id: Id,
  receiver_id: Id,
  message: messageText,
  session_token: sessionToken,
  reply_to: Id.nullable().optional(),
  client_id: clientId.optional(),
});
/** Payload of chat_message. @example `const p: ChatMessagePayload = { sender_id: 1, receiver_id: 2, message: 'hi', session_token: 't', client_id: 'c1' };` */
export type ChatMessagePayload = z.infer<typeof ChatMessagePayload>;

/**
 * `group_message` (SPEC §7: session_token, group_id, message, optional reply_to; ours: `client_id`).
 * Only members may post; the server emits `new_group_message` to every member (sender included,
 * which confirms it) and `message_sent` to the sender.
 *
 * @example
 * ```ts
 * socket.emit('group_message', { session_token, group_id: 4, message: 'Standup at 10', client_id: 'c-2' });
 * ```
 */
export const GroupMessagePayload = z.object({
  session_token: sessionToken,
  group_id: Id,
  message: messageText,
  reply_to: Id.nullable().optional(),
  client_id: clientId.optional(),
});
/** Payload of group_message. @example `const p: GroupMessagePayload = { session_token: 't', group_id: 1, message: 'hi' };` */
export type GroupMessagePayload = z.infer<typeof GroupMessagePayload>;

/**
 * `create_group` (SPEC §7: session_token, group_name, member_ids). Name trimmed and non-empty, at
 * least one member besides the creator (SPEC §5); the creator is added. Members must be active
 * users. Every member (creator included) receives `group_created`.
 *
 * @example
 * ```ts
 * socket.emit('create_group', { session_token, group_name: 'Java hiring', member_ids: [17, 21] });
 * ```
 */
export const CreateGroupPayload = z.object({
  session_token: sessionToken,
  group_name: z
    .string({ error: typeError(serverMessages.groupNameRequired) })
    .trim()
    .min(1, { error: serverMessages.groupNameRequired })
    .max(groupNameMaxLength, {
      error: `Group name must be at most ${groupNameMaxLength} characters`,
    }),
  member_ids: z
    .array(Id, { error: typeError(serverMessages.groupMembersRequired) })
    .min(1, { error: serverMessages.groupMembersRequired })
    .max(500),
});
/** Payload of create_group. @example `const p: CreateGroupPayload = { session_token: 't', group_name: 'g', member_ids: [2] };` */
export type CreateGroupPayload = z.infer<typeof CreateGroupPayload>;

/**
 * `join_group` (SPEC §7: group_id): subscribe this socket to a group the user is a member of
 * (opening a group in the UI). Answered with `joined_group`; non-members get `error`.
 *
 * @example
 * ```ts
 * socket.emit('join_group', { group_id: 4 });
 * ```
 */
export const JoinGroupPayload = z.object({ group_id: Id, session_token: sessionToken.optional() });
/** Payload of join_group. @example `const p: JoinGroupPayload = { group_id: 1 };` */
export type JoinGroupPayload = z.infer<typeof JoinGroupPayload>;

/**
 * `leave_group` and `delete_group` (SPEC §7: session_token, group_id). Leaving: the leaver gets
 * `left_group`, the others `member_left`; the creator cannot leave (delete instead). Deleting: only
 * the creator; every member gets `group_deleted`.
 *
 * @example
 * ```ts
 * socket.emit('leave_group', { session_token, group_id: 4 });
 * ```
 */
export const GroupActionPayload = z.object({ session_token: sessionToken, group_id: Id });
/** Payload of leave_group / delete_group. @example `const p: GroupActionPayload = { session_token: 't', group_id: 1 };` */
export type GroupActionPayload = z.infer<typeof GroupActionPayload>;

/**
 * `add_group_members` (SPEC §7: session_token, group_id, member_ids). Only the creator; only users
 * not yet in the group, active, and not the caller. Members get `members_added`; the new members
 * get `group_created` with the whole group.
 *
 * @example
 * ```ts
 * socket.emit('add_group_members', { session_token, group_id: 4, member_ids: [30] });
 * ```
 */
export const AddGroupMembersPayload = z.object({
  session_token: sessionToken,
  group_id: Id,
  member_ids: z
    .array(Id, { error: typeError(serverMessages.groupMembersRequired) })
    .min(1, { error: serverMessages.groupMembersRequired })
    .max(500),
});
/** Payload of add_group_members. @example `const p: AddGroupMembersPayload = { session_token: 't', group_id: 1, member_ids: [2] };` */
export type AddGroupMembersPayload = z.infer<typeof AddGroupMembersPayload>;

/**
 * `remove_group_member` (SPEC §7: session_token, group_id, member_id). Only the creator, never
 * themself. Members get `member_removed`; the removed user `you_were_removed`.
 *
 * @example
 * ```ts
 * socket.emit('remove_group_member', { session_token, group_id: 4, member_id: 30 });
 * ```
 */
export const RemoveGroupMemberPayload = z.object({
  session_token: sessionToken,
  group_id: Id,
  member_id: Id,
});
/** Payload of remove_group_member. @example `const p: RemoveGroupMemberPayload = { session_token: 't', group_id: 1, member_id: 2 };` */
export type RemoveGroupMemberPayload = z.infer<typeof RemoveGroupMemberPayload>;

/**
 * `read_message` (SPEC §7: message_id, reader_id, session_token). Sets `read_at` once (idempotent);
 * the reader gets `message_read_success`, the sender `message_read`. Only the receiver (or a group
 * member other than the sender) can mark a message read.
 *
 * @example
 * ```ts
 * socket.emit('read_message', { message_id: 120, reader_id: 17, session_token });
 * ```
 */
export const ReadMessagePayload = z.object({
  message_id: Id,
  reader_id: Id,
  session_token: sessionToken,
});
/** Payload of read_message. @example `const p: ReadMessagePayload = { message_id: 1, reader_id: 2, session_token: 't' };` */
export type ReadMessagePayload = z.infer<typeof ReadMessagePayload>;

/**
 * `typing` (SPEC §7: sender_id, receiver_id, is_typing, session_token; ours: optional `group_id`
 * for group typing, then `receiver_id` is `null`). Relayed as `typing_status`; a `true` expires
 * after `typingIndicatorMs` unless refreshed.
 *
 * @example
 * ```ts
 * socket.emit('typing', { sender_id: 3, receiver_id: 17, is_typing: true, session_token });
 * ```
 */
export const TypingPayload = z
  .object({
    sender_id: Id,
    receiver_id: Id.nullable(),
    is_typing: z.boolean(),
    session_token: sessionToken,
    group_id: Id.nullable().optional(),
  })
  .refine((p) => (p.receiver_id === null) !== (p.group_id === null || p.group_id === undefined), {
    error: 'typing needs either receiver_id or group_id',
  });
/** Payload of typing. @example `const p: TypingPayload = { sender_id: 1, receiver_id: 2, is_typing: true, session_token: 't' };` */
export type TypingPayload = z.infer<typeof TypingPayload>;

/**
 * `sync_messages` (ours, issue 5): sent after `connect_user` on every (re)connect. `since` maps each
 * conversation the client holds to the highest `seq` it holds there. The server answers
 * `messages_synced` with, for every conversation of the user, the messages with `seq` greater than
 * `since[key]` (a conversation missing from `since` counts from 0), at most
 * `chatSyncLimitPerConversation` per conversation (the oldest missing ones first; `has_more` lists
 * conversations to page via HTTP `after_seq`), and the read receipts of the user's conversations
 * with `read_at` after `reads_since` (omit it to get none).
 *
 * @example
 * ```ts
 * socket.emit('sync_messages', { since: { 'dm:3:17': 42, 'group:4': 7 }, reads_since: lastSyncTime });
 * ```
 */
export const SyncMessagesPayload = z.object({
  since: z
    .record(ConversationKey, z.number().int().nonnegative())
    .refine((since) => Object.keys(since).length <= 5000, { error: 'Too many conversations' }),
  reads_since: IsoDateTime.optional(),
});
/** Payload of sync_messages. @example `const p: SyncMessagesPayload = { since: { 'group:4': 7 } };` */
export type SyncMessagesPayload = z.infer<typeof SyncMessagesPayload>;

/**
 * Schemas of every client→server payload, by event name, for the server to validate with (an
 * invalid payload answers `error` with the first issue's message).
 *
 * @example
 * ```ts
 * const parsed = clientEventSchemas.chat_message.safeParse(payload);
 * ```
 */
export const clientEventSchemas = {
  connect_user: ConnectUserPayload,
  get_user_groups: GetUserGroupsPayload,
  chat_message: ChatMessagePayload,
  group_message: GroupMessagePayload,
  create_group: CreateGroupPayload,
  join_group: JoinGroupPayload,
  leave_group: GroupActionPayload,
  delete_group: GroupActionPayload,
  add_group_members: AddGroupMembersPayload,
  remove_group_member: RemoveGroupMemberPayload,
  read_message: ReadMessagePayload,
  typing: TypingPayload,
  sync_messages: SyncMessagesPayload,
} as const satisfies Record<Exclude<keyof ClientToServerEvents, 'get_online_users'>, z.ZodType>;

/**
 * Acknowledgement of `chat_message` / `group_message` (optional third argument): the stored
 * message, or why it was refused (then an `error` event is not sent in addition).
 *
 * @example
 * ```ts
 * const ack: MessageAck = { ok: false, error: 'Message cannot be empty', client_id: 'c-1' };
 * ```
 */
export type MessageAck =
  | { ok: true; message: ChatMessage }
  | { ok: false; error: string; client_id: string | null };

/**
 * Acknowledgement of group management events (`create_group` answers with the group).
 *
 * @example
 * ```ts
 * const ack: GroupAck = { ok: true, group };
 * ```
 */
export type GroupAck = { ok: true; group: ChatGroup } | { ok: false; error: string };

/**
 * Events a client emits (SPEC §7 "Emitted", plus `sync_messages`). Acks are optional: a server
 * must check `typeof ack === 'function'` (legacy clients send none).
 *
 * @example
 * ```ts
 * import type { Socket } from 'socket.io-client';
 * type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
 * ```
 */
export interface ClientToServerEvents {
  connect_user: (payload: ConnectUserPayload) => void;
  get_online_users: () => void;
  get_user_groups: (payload: GetUserGroupsPayload) => void;
  chat_message: (payload: ChatMessagePayload, ack?: (result: MessageAck) => void) => void;
  group_message: (payload: GroupMessagePayload, ack?: (result: MessageAck) => void) => void;
  create_group: (payload: CreateGroupPayload, ack?: (result: GroupAck) => void) => void;
  join_group: (payload: JoinGroupPayload) => void;
  leave_group: (payload: GroupActionPayload) => void;
  delete_group: (payload: GroupActionPayload) => void;
  add_group_members: (payload: AddGroupMembersPayload) => void;
  remove_group_member: (payload: RemoveGroupMemberPayload) => void;
  read_message: (payload: ReadMessagePayload) => void;
  typing: (payload: TypingPayload) => void;
  sync_messages: (payload: SyncMessagesPayload) => void;
}

/**
 * Payload of `connected`: the server accepted `connect_user`.
 *
 * @example
 * ```ts
 * socket.on('connected', ({ user_id }) => {});
 * ```
 */
export interface ConnectedEvent {
  user_id: number;
  message: string;
  server_time: string;
}

/**
 * Payload of `auth_error` (bad or expired session; the server disconnects) and `error` (a refused
 * event: `event` names it, `client_id` echoes a refused message's id).
 *
 * @example
 * ```ts
 * socket.on('error', ({ message }) => toast(message));
 * ```
 */
export interface ErrorEvent {
  message: string;
  event?: keyof ClientToServerEvents;
  client_id?: string | null;
  code?: string;
}

/**
 * Payload of `typing_status` (SPEC §7: sender_id, sender_name or user_name, is_typing, group_id).
 * Our server sends `sender_name` and `user_name` (same value) and `group_id: null` for direct typing.
 *
 * @example
 * ```ts
 * socket.on('typing_status', (t) => t.is_typing);
 * ```
 */
export interface TypingStatusEvent {
  sender_id: number;
  sender_name: string;
  user_name?: string;
  is_typing: boolean;
  group_id: number | null;
  receiver_id?: number | null;
}

/**
 * Payload of `messages_synced` (ours, issue 5), the answer to `sync_messages`: `messages` in
 * ascending `seq` per conversation, `reads` in `read_at` order, `latest` = highest stored `seq` per
 * conversation of the user, `has_more` = conversations with more missed messages than were sent,
 * `server_time` = the `reads_since` to use next time.
 *
 * @example
 * ```ts
 * socket.on('messages_synced', ({ messages, reads }) => {});
 * ```
 */
export interface MessagesSyncedEvent {
  messages: ChatMessage[];
  reads: ReadReceipt[];
  latest: Record<ConversationKey, number>;
  has_more: ConversationKey[];
  server_time: string;
}

/**
 * Events the server emits (SPEC §7 "Received", plus `messages_synced`). Who receives what:
 *
 * - `connected` → the connecting socket; `auth_error` → a socket whose session is bad or over;
 *   `error` → the socket whose event was refused.
 * - `new_message` → the receiver's sockets; `message_sent` → the sender's sockets (direct and
 *   group); `new_group_message` → every member's sockets.
 * - `message_read` → the sender's sockets; `message_read_success` → the reader's socket.
 * - `user_online` / `user_offline` → everyone (first socket up / last socket down);
 *   `online_users_list` → the asking socket (answer to `get_online_users`).
 * - `typing_status` → the receiver's sockets (or the group's other members).
 * - `user_groups` → the asking socket; `joined_group` / `left_group` → the acting socket.
 * - `group_created` → all members (and members newly added); `members_added`, `member_removed`,
 *   `member_left`, `group_deleted` → all remaining members; `you_were_removed` → the removed user.
 *
 * @example
 * ```ts
 * socket.on('new_message', (message) => message.seq);
 * ```
 */
export interface ServerToClientEvents {
  connected: (payload: ConnectedEvent) => void;
  auth_error: (payload: { message: string }) => void;
  error: (payload: ErrorEvent) => void;
  new_message: (message: ChatMessage) => void;
  message_sent: (message: ChatMessage) => void;
  message_read: (receipt: ReadReceipt) => void;
  message_read_success: (payload: { message_id: number; read_at: string }) => void;
  user_online: (payload: { user_id: number; user_name: string; email: string }) => void;
  user_offline: (payload: { user_id: number; user_name: string; last_seen: string }) => void;
  online_users_list: (users: OnlineUser[]) => void;
  typing_status: (payload: TypingStatusEvent) => void;
  user_groups: (groups: ChatGroup[]) => void;
  joined_group: (payload: { group_id: number }) => void;
  left_group: (payload: { group_id: number }) => void;
  new_group_message: (message: ChatMessage) => void;
  group_created: (group: ChatGroup) => void;
  members_added: (payload: {
    group_id: number;
    added_members: number[];
    members: number[];
  }) => void;
  member_removed: (payload: {
    group_id: number;
    removed_member: number;
    members: number[];
  }) => void;
  member_left: (payload: { group_id: number; left_member_id: number; message: string }) => void;
  you_were_removed: (payload: { group_id: number; group_name: string }) => void;
  group_deleted: (payload: { group_id: number; group_name: string }) => void;
  messages_synced: (payload: MessagesSyncedEvent) => void;
}

/**
 * Events between server instances (`io.serverSideEmit`, through the Redis adapter when scaled
 * out): a revoked session must end its sockets on every instance.
 *
 * @example
 * ```ts
 * io.serverSideEmit('session_revoked', { user_id: 3, token_hash });
 * ```
 */
export interface InterServerEvents {
  session_revoked: (payload: { user_id: number; token_hash: string | null }) => void;
}

/**
 * What the server keeps on `socket.data` after authenticating the handshake. `token_hash` is the
 * stored hash of the session token (never the token); `session_expires_at` the earlier of idle and
 * absolute expiry at authentication time (re-checked on every event).
 *
 * @example
 * ```ts
 * new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>();
 * ```
 */
export interface SocketData {
  user_id: number;
  user_name: string;
  name: string;
  email: string;
  role: Role;
  user_type: UserType;
  token_hash: string;
  session_expires_at: string;
}

/**
 * Names of the client→server events.
 *
 * @example
 * ```ts
 * clientEventNames.includes('typing'); // true
 * ```
 */
export const clientEventNames = [
  'connect_user',
  'get_online_users',
  'get_user_groups',
  'chat_message',
  'group_message',
  'create_group',
  'join_group',
  'leave_group',
  'delete_group',
  'add_group_members',
  'remove_group_member',
  'read_message',
  'typing',
  'sync_messages',
] as const satisfies readonly (keyof ClientToServerEvents)[];

/**
 * Names of the server→client events.
 *
 * @example
 * ```ts
 * serverEventNames.includes('new_message'); // true
 * ```
 */
export const serverEventNames = [
  'connected',
  'auth_error',
  'error',
  'new_message',
  'message_sent',
  'message_read',
  'message_read_success',
  'user_online',
  'user_offline',
  'online_users_list',
  'typing_status',
  'user_groups',
  'joined_group',
  'left_group',
  'new_group_message',
  'group_created',
  'members_added',
  'member_removed',
  'member_left',
  'you_were_removed',
  'group_deleted',
  'messages_synced',
] as const satisfies readonly (keyof ServerToClientEvents)[];
