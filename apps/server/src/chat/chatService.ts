import {
  type ChatGroup,
  type ChatMessage,
  type ChatUserItem,
  directConversationKey,
  groupConversationKey,
  parseConversationKey,
  type ReadReceipt,
  serverMessages,
} from '@hrportal/api-client/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Database, type Executor, isUniqueViolation, queryRows } from '../db/database';
import { chatConversations, chatGroupMembers, chatGroups, chatMessages, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { GroupCommit, type GroupCommitStats } from './groupCommit';

type MessageRow = typeof chatMessages.$inferSelect;

/** What {@link ChatService.send} stores. */
export interface SendInput {
  senderId: number;
  receiverId?: number;
  groupId?: number;
  message: string;
  replyTo?: number | null | undefined;
  clientId?: string | undefined;
}

/** A message waiting for its batch's statement (group commit). */
interface PendingMessage {
  key: string;
  senderId: number;
  receiverId: number | null;
  groupId: number | null;
  text: string;
  replyTo: number | null;
  clientId: string | null;
  /** When it was received (ISO): its `created_at`. */
  at: string;
}

/** A row of the send statement: the stored message, its sender's name and the quoted message. */
interface StoredRow {
  id: number;
  conversation_key: string;
  seq: number;
  client_id: string | null;
  sender_id: number;
  receiver_id: number | null;
  group_id: number | null;
  message: string;
  reply_to: number | null;
  created_at: Date | string;
  read_at: Date | string | null;
  duplicate: boolean;
  sender_name: string | null;
  reply_sender_id: number | null;
  reply_message: string | null;
  reply_created_at: Date | string | null;
  reply_sender_name: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The wire message of a send statement's row (the same shape {@link ChatService.toWire} builds). */
function storedToWire(row: StoredRow): ChatMessage {
  return {
    id: row.id,
    client_id: row.client_id,
    conversation_key: row.conversation_key,
    seq: row.seq,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    group_id: row.group_id,
    message: row.message,
    timestamp: iso(row.created_at),
    is_read: row.read_at !== null,
    read_at: row.read_at === null ? null : iso(row.read_at),
    reply_to: row.reply_to,
    reply_to_message:
      row.reply_to !== null && row.reply_sender_id !== null
        ? {
            id: row.reply_to,
            sender_id: row.reply_sender_id,
            message: row.reply_message ?? '',
            timestamp: iso(row.reply_created_at ?? row.created_at),
            sender_name: row.reply_sender_name ?? `User ${row.reply_sender_id}`,
          }
        : null,
    sender_name: row.sender_name ?? `User ${row.sender_id}`,
  };
}

/**
 * The statement of a lone message: the per-message function (migration 0004), the same call the
 * benchmark's floor makes, so a message that arrives alone costs what one durable insert costs.
 */
const storeOne = (m: PendingMessage) =>
  sql`select * from chat_store_message(${m.key}::text, ${m.senderId}::int, ${m.receiverId}::int,
    ${m.groupId}::int, ${m.text}::text, ${m.replyTo}::int, ${m.clientId}::text, ${m.at}::timestamptz)`;

/** The statement of a batch: one array per column, a message per element (migration 0023). */
function storeMany(batch: PendingMessage[]) {
  const column = <T>(pick: (m: PendingMessage) => T) => sql.param(batch.map(pick));
  return sql`select * from chat_store_messages(${column((m) => m.key)}::text[],
    ${column((m) => m.senderId)}::int[], ${column((m) => m.receiverId)}::int[],
    ${column((m) => m.groupId)}::int[], ${column((m) => m.text)}::text[],
    ${column((m) => m.replyTo)}::int[], ${column((m) => m.clientId)}::text[],
    ${column((m) => m.at)}::timestamptz[])`;
}

/** A chat rule broken by a request: answered with an `error` event (socket) or a 4xx (HTTP). */
export class ChatRuleError extends HttpError {}

const rule = (status: number, message: string) => new ChatRuleError(status, message);

/**
 * Group messages carry no per-member receipt: for `userId`, another member's group message is read
 * when it is at or below their read position in `readUpTo` (group id → last read seq). Direct
 * messages keep their own `read_at`.
 */
function withGroupReads(
  userId: number,
  messages: ChatMessage[],
  readUpTo: ReadonlyMap<number, number>,
): ChatMessage[] {
  return messages.map((m) =>
    m.group_id !== null &&
    !m.is_read &&
    m.sender_id !== userId &&
    m.seq <= (readUpTo.get(m.group_id) ?? 0)
      ? { ...m, is_read: true }
      : m,
  );
}

/**
 * Chat persistence and rules (issue 5; SPEC §4 "Chat socket", §5 chat rules, §6): messages are
 * stored with a per-conversation sequence number before anyone is told; a client id makes a resend
 * return the stored message instead of a duplicate; unread counts and histories come from the
 * database, so they are right after any reload or reconnect.
 */
export class ChatService {
  /** Messages waiting for, or in, the statement that stores them together. */
  private readonly commits = new GroupCommit<PendingMessage, StoredRow | undefined>((batch) =>
    this.storeBatch(batch),
  );

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Display names of users by id. */
  private async names(executor: Executor, ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await executor
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Wire messages (sender names and quoted replies resolved in two queries). */
  async toWire(executor: Executor, rows: MessageRow[]): Promise<ChatMessage[]> {
    const replyIds = rows.map((r) => r.replyTo).filter((id): id is number => id !== null);
    const replies = replyIds.length
      ? await executor.select().from(chatMessages).where(inArray(chatMessages.id, replyIds))
      : [];
    const names = await this.names(executor, [
      ...rows.map((r) => r.senderId),
      ...replies.map((r) => r.senderId),
    ]);
    const byId = new Map(replies.map((r) => [r.id, r]));
    return rows.map((row) => {
      const reply = row.replyTo === null ? undefined : byId.get(row.replyTo);
      return {
        id: row.id,
        client_id: row.clientId,
        conversation_key: row.conversationKey,
        seq: row.seq,
        sender_id: row.senderId,
        receiver_id: row.receiverId,
        group_id: row.groupId,
        message: row.message,
        timestamp: row.createdAt.toISOString(),
        is_read: row.readAt !== null,
        read_at: row.readAt ? row.readAt.toISOString() : null,
        reply_to: row.replyTo,
        reply_to_message: reply
          ? {
              id: reply.id,
              sender_id: reply.senderId,
              message: reply.message,
              timestamp: reply.createdAt.toISOString(),
              sender_name: names.get(reply.senderId) ?? `User ${reply.senderId}`,
            }
          : null,
        sender_name: names.get(row.senderId) ?? `User ${row.senderId}`,
      };
    });
  }

  /** Member ids of a group, or 404. */
  async members(executor: Executor, groupId: number): Promise<number[]> {
    const [group] = await executor
      .select({ id: chatGroups.id })
      .from(chatGroups)
      .where(eq(chatGroups.id, groupId));
    if (!group) throw rule(404, serverMessages.groupNotFound);
    const rows = await executor
      .select({ userId: chatGroupMembers.userId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.groupId, groupId))
      .orderBy(asc(chatGroupMembers.userId));
    return rows.map((r) => r.userId);
  }

  /**
   * The group's last seq and, for `userId`, the messages of others past their read position — in
   * one statement, so the two agree (a client skips counting a message at or below that seq).
   */
  private async groupPosition(executor: Executor, groupId: number, userId?: number) {
    const unread =
      userId === undefined
        ? sql<number>`0`
        : // Spelled with aliases: drizzle drops table names from columns in a one-table select.
          sql<number>`(select count(*) from chat_messages m
            join chat_group_members gm on gm.group_id = m.group_id and gm.user_id = ${userId}
            where m.group_id = ${groupId} and m.seq > gm.last_read_seq and m.sender_id <> ${userId})`;
    const [row] = await executor
      .select({ lastSeq: chatConversations.lastSeq, unread })
      .from(chatConversations)
      .where(eq(chatConversations.key, groupConversationKey(groupId)));
    return { lastSeq: row?.lastSeq ?? 0, unread: Number(row?.unread ?? 0) };
  }

  /** A group in its wire shape. */
  async group(executor: Executor, groupId: number, forUser?: number): Promise<ChatGroup> {
    const [row] = await executor.select().from(chatGroups).where(eq(chatGroups.id, groupId));
    if (!row) throw rule(404, serverMessages.groupNotFound);
    const members = await this.members(executor, groupId);
    const details = await executor
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, members.length ? members : [0]));
    const position = await this.groupPosition(executor, groupId, forUser);
    const [last] = await executor
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.groupId, groupId))
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    return {
      group_id: row.id,
      group_name: row.name,
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      members,
      member_details: details.map((d) => ({ id: d.id, name: d.name, email: d.email ?? '' })),
      last_message_time: last ? last.at.toISOString() : null,
      last_seq: position.lastSeq,
      ...(forUser === undefined ? {} : { unread_count: position.unread }),
    };
  }

  /**
   * Stores a message (direct or group) after the §5/§6 checks; a known client id returns the stored
   * one. Messages go through group commit (issue 24): those arriving while a batch is being stored
   * are stored together by the next statement, `chat_store_messages` (migration 0023), which per
   * message checks the rule (an active receiver, or the sender's membership) and the quoted
   * message, or returns the message already stored under the client id; bumps each conversation's
   * `last_seq` once and inserts the messages with gapless sequence numbers in arrival order (a
   * message that arrives alone takes `chat_store_message`, migration 0004, the same rules). This
   * resolves only after that statement committed ("stored before confirmed"); a failed statement
   * rejects every message of its batch. Only a refused message pays for more queries (to say why).
   */
  async send(input: SendInput): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const text = input.message.trim();
    if (!text) throw rule(400, serverMessages.messageEmpty);
    const groupId = input.groupId ?? null;
    const receiverId = groupId === null ? (input.receiverId ?? 0) : null;
    if (receiverId === input.senderId) throw rule(400, 'You cannot message yourself');
    const key =
      groupId === null
        ? directConversationKey(input.senderId, receiverId ?? 0)
        : groupConversationKey(groupId);
    const replyTo = input.replyTo ?? null;
    const row = await this.commits.submit({
      key,
      senderId: input.senderId,
      receiverId,
      groupId,
      text,
      replyTo,
      clientId: input.clientId ?? null,
      at: this.now().toISOString(),
    });
    if (!row) throw await this.whyRefused(input.senderId, groupId, receiverId, replyTo, key);
    return { message: storedToWire(row), duplicate: row.duplicate };
  }

  /** Statements the message store has run and the messages they carried (group commit). */
  commitStats(): GroupCommitStats {
    return this.commits.stats();
  }

  /**
   * One statement for a batch: each message's stored row (or the one stored before under its client
   * id), undefined for a refused one. A second message with the same sender and client id in one
   * batch (a resend on another socket) is the first one's duplicate.
   */
  private async storeBatch(batch: PendingMessage[]): Promise<(StoredRow | undefined)[]> {
    const firstOf = new Map<string, number>();
    const unique: PendingMessage[] = [];
    const slot = batch.map((m) => {
      const id = m.clientId === null ? undefined : `${m.senderId}:${m.clientId}`;
      const seen = id === undefined ? undefined : firstOf.get(id);
      if (seen !== undefined) return { at: seen, repeat: true };
      unique.push(m);
      if (id !== undefined) firstOf.set(id, unique.length - 1);
      return { at: unique.length - 1, repeat: false };
    });
    const statement =
      unique.length === 1 ? storeOne(unique[0] as PendingMessage) : storeMany(unique);
    let rows: (StoredRow & { idx?: number })[];
    try {
      rows = await queryRows(this.db, statement);
    } catch (error) {
      // A concurrent resend with the same client id committed first (another socket, another
      // instance): nothing of this batch was stored; again, that message is now a duplicate.
      if (!isUniqueViolation(error)) throw error;
      rows = await queryRows(this.db, statement);
    }
    const byIndex = new Map(rows.map((r) => [(r.idx ?? 1) - 1, r]));
    return slot.map(({ at, repeat }) => {
      const row = byIndex.get(at);
      return row && repeat ? { ...row, duplicate: true } : row;
    });
  }

  /** The rule a refused message broke (the slow path: only refusals run these queries). */
  private async whyRefused(
    senderId: number,
    groupId: number | null,
    receiverId: number | null,
    replyTo: number | null,
    key: string,
  ): Promise<Error> {
    if (groupId !== null) {
      const members = await this.members(this.db, groupId);
      if (!members.includes(senderId)) return rule(403, serverMessages.notGroupMember);
    } else {
      const [receiver] = await this.db
        .select({ active: users.isActive })
        .from(users)
        .where(eq(users.id, receiverId ?? 0));
      if (!receiver) return rule(404, 'User not found');
      if (!receiver.active) return rule(400, 'This user is not active and cannot be messaged');
    }
    if (replyTo !== null) {
      const [quoted] = await this.db
        .select({ key: chatMessages.conversationKey })
        .from(chatMessages)
        .where(eq(chatMessages.id, replyTo));
      if (quoted?.key !== key) return rule(400, 'The quoted message is not in this conversation');
    }
    return new Error('chat message was neither stored nor refused');
  }

  /**
   * Marks a message read by `readerId` and confirms it: `read_at` for the reader (every valid read
   * is confirmed, a repeated one too, so a client can resend reads until it hears back), and the
   * direct message's `receipt` for its sender when this read is the first. A group message moves
   * the member's read position instead (a group keeps no per-message receipt). One statement when
   * it is the receiver's unread direct message; the other cases look closer.
   */
  async markRead(
    messageId: number,
    readerId: number,
  ): Promise<{
    message_id: number;
    read_at: string;
    receipt: (ReadReceipt & { sender_id: number }) | null;
  }> {
    const readAt = this.now();
    const [updated] = await this.db
      .update(chatMessages)
      .set({ readAt })
      .where(
        and(
          eq(chatMessages.id, messageId),
          eq(chatMessages.receiverId, readerId),
          isNull(chatMessages.readAt),
        ),
      )
      .returning({
        id: chatMessages.id,
        conversationKey: chatMessages.conversationKey,
        seq: chatMessages.seq,
        senderId: chatMessages.senderId,
      });
    if (updated) {
      const read_at = readAt.toISOString();
      return {
        message_id: updated.id,
        read_at,
        receipt: {
          message_id: updated.id,
          reader_id: readerId,
          read_at,
          conversation_key: updated.conversationKey,
          seq: updated.seq,
          sender_id: updated.senderId,
        },
      };
    }
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    if (!row) throw rule(404, 'Message not found');
    if (row.groupId !== null) {
      const advanced = await this.db
        .update(chatGroupMembers)
        .set({ lastReadSeq: sql`greatest(${chatGroupMembers.lastReadSeq}, ${row.seq})` })
        .where(
          and(eq(chatGroupMembers.groupId, row.groupId), eq(chatGroupMembers.userId, readerId)),
        )
        .returning({ groupId: chatGroupMembers.groupId });
      if (!advanced.length) throw rule(403, serverMessages.notGroupMember);
      return { message_id: row.id, read_at: readAt.toISOString(), receipt: null };
    }
    if (row.receiverId !== readerId) throw rule(403, 'Only the receiver can mark a message read');
    // Read before (another device, or a resend): confirmed with the first read's time.
    return { message_id: row.id, read_at: (row.readAt ?? readAt).toISOString(), receipt: null };
  }

  /** A page of a conversation, oldest first; group messages marked read as `readerId` has read them. */
  async history(
    key: string,
    query: { before_seq?: number; after_seq?: number; limit: number },
    readerId?: number,
  ) {
    const page = await this.page(key, query);
    const parsed = parseConversationKey(key);
    if (readerId === undefined || parsed?.kind !== 'group') return page;
    const [member] = await this.db
      .select({ lastReadSeq: chatGroupMembers.lastReadSeq })
      .from(chatGroupMembers)
      .where(
        and(eq(chatGroupMembers.userId, readerId), eq(chatGroupMembers.groupId, parsed.groupId)),
      );
    const readUpTo = new Map([[parsed.groupId, member?.lastReadSeq ?? 0]]);
    return { ...page, messages: withGroupReads(readerId, page.messages, readUpTo) };
  }

  /** A page of a conversation, oldest first, as stored. */
  private async page(
    key: string,
    query: { before_seq?: number; after_seq?: number; limit: number },
  ) {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationKey, key),
          query.before_seq !== undefined ? lt(chatMessages.seq, query.before_seq) : undefined,
          query.after_seq !== undefined ? gt(chatMessages.seq, query.after_seq) : undefined,
        ),
      )
      .orderBy(query.after_seq !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq))
      .limit(query.limit + 1);
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    if (query.after_seq === undefined) page.reverse();
    return { messages: await this.toWire(this.db, page), has_more: hasMore };
  }

  /** Messages after the sequence numbers a reconnecting client holds (at most 500 per conversation). */
  async sync(userId: number, since: Record<string, number>) {
    const messages: ChatMessage[] = [];
    const latest: Record<string, number> = {};
    const hasMore: string[] = [];
    // The user's groups with their read positions: what they may read, and how far they have.
    const groups = await this.db
      .select({ groupId: chatGroupMembers.groupId, lastReadSeq: chatGroupMembers.lastReadSeq })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.userId, userId));
    const readUpTo = new Map(groups.map((g) => [g.groupId, g.lastReadSeq]));
    const conversations = await this.db
      .select({ key: chatConversations.key, lastSeq: chatConversations.lastSeq })
      .from(chatConversations)
      .where(
        or(
          sql`${chatConversations.key} like ${`dm:${userId}:%`}`,
          sql`${chatConversations.key} like ${`dm:%:${userId}`}`,
          inArray(
            chatConversations.key,
            groups.length ? groups.map((g) => groupConversationKey(g.groupId)) : [''],
          ),
        ),
      );
    for (const conversation of conversations) {
      latest[conversation.key] = conversation.lastSeq;
      const held = since[conversation.key] ?? 0;
      if (held >= conversation.lastSeq) continue;
      const page = await this.page(conversation.key, { after_seq: held, limit: 500 });
      messages.push(...withGroupReads(userId, page.messages, readUpTo));
      if (page.has_more) hasMore.push(conversation.key);
    }
    return { messages, latest, has_more: hasMore };
  }

  /**
   * Read receipts of the user's direct conversations set after `since` (their own reads and the
   * other side's), oldest first, at most 5,000: what a reconnecting client missed.
   */
  async readsSince(userId: number, since: Date): Promise<ReadReceipt[]> {
    const rows = await this.db
      .select({
        id: chatMessages.id,
        receiverId: chatMessages.receiverId,
        readAt: chatMessages.readAt,
        conversationKey: chatMessages.conversationKey,
        seq: chatMessages.seq,
      })
      .from(chatMessages)
      .where(
        and(
          isNull(chatMessages.groupId),
          gt(chatMessages.readAt, since),
          or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)),
        ),
      )
      .orderBy(asc(chatMessages.readAt))
      .limit(5000);
    return rows.map((r) => ({
      message_id: r.id,
      reader_id: r.receiverId as number,
      read_at: (r.readAt as Date).toISOString(),
      conversation_key: r.conversationKey,
      seq: r.seq,
    }));
  }

  /** Creates a group (creator + members), after the §5 checks. */
  async createGroup(creatorId: number, name: string, memberIds: number[]): Promise<ChatGroup> {
    const trimmed = name.trim();
    if (!trimmed) throw rule(400, serverMessages.groupNameRequired);
    const others = [...new Set(memberIds)].filter((id) => id !== creatorId);
    if (!others.length) throw rule(400, serverMessages.groupMembersRequired);
    return this.db.transaction(async (tx) => {
      const active = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, others), eq(users.isActive, true)));
      if (active.length !== others.length)
        throw rule(400, 'Only active users can be added to a group');
      const [group] = await tx
        .insert(chatGroups)
        .values({ name: trimmed, createdBy: creatorId, createdAt: this.now() })
        .returning();
      if (!group) throw new Error('group insert returned no row');
      await tx.insert(chatGroupMembers).values(
        [creatorId, ...others].map((userId) => ({
          groupId: group.id,
          userId,
          joinedAt: this.now(),
        })),
      );
      return this.group(tx, group.id);
    });
  }

  private async creatorOnly(groupId: number, userId: number, message: string) {
    const [group] = await this.db.select().from(chatGroups).where(eq(chatGroups.id, groupId));
    if (!group) throw rule(404, serverMessages.groupNotFound);
    if (group.createdBy !== userId) throw rule(403, message);
    return group;
  }

  async addMembers(groupId: number, userId: number, memberIds: number[]) {
    await this.creatorOnly(groupId, userId, serverMessages.onlyCreatorCanAdd);
    const current = await this.members(this.db, groupId);
    const added = [...new Set(memberIds)].filter((id) => !current.includes(id) && id !== userId);
    if (!added.length) throw rule(400, serverMessages.groupMembersRequired);
    const active = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, added), eq(users.isActive, true)));
    if (active.length !== added.length)
      throw rule(400, 'Only active users can be added to a group');
    // A new member starts at the group's current position: its history is there to read, but it
    // does not arrive as unread.
    const [conversation] = await this.db
      .select({ lastSeq: chatConversations.lastSeq })
      .from(chatConversations)
      .where(eq(chatConversations.key, groupConversationKey(groupId)));
    const lastReadSeq = conversation?.lastSeq ?? 0;
    await this.db.transaction((tx) =>
      tx
        .insert(chatGroupMembers)
        .values(added.map((id) => ({ groupId, userId: id, joinedAt: this.now(), lastReadSeq }))),
    );
    return { added, members: await this.members(this.db, groupId) };
  }

  async removeMember(groupId: number, userId: number, memberId: number) {
    const group = await this.creatorOnly(groupId, userId, serverMessages.onlyCreatorCanRemove);
    if (memberId === userId) throw rule(400, serverMessages.creatorCannotRemoveSelf);
    const deleted = await this.db.transaction((tx) =>
      tx
        .delete(chatGroupMembers)
        .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.userId, memberId)))
        .returning(),
    );
    if (!deleted.length) throw rule(404, 'That user is not a member of this group');
    return { group, members: await this.members(this.db, groupId) };
  }

  async leave(groupId: number, userId: number) {
    const [group] = await this.db.select().from(chatGroups).where(eq(chatGroups.id, groupId));
    if (!group) throw rule(404, serverMessages.groupNotFound);
    if (group.createdBy === userId)
      throw rule(400, 'The group creator cannot leave; delete the group instead');
    const deleted = await this.db.transaction((tx) =>
      tx
        .delete(chatGroupMembers)
        .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.userId, userId)))
        .returning(),
    );
    if (!deleted.length) throw rule(403, serverMessages.notGroupMember);
    return { group, members: await this.members(this.db, groupId) };
  }

  async deleteGroup(groupId: number, userId: number) {
    const group = await this.creatorOnly(groupId, userId, serverMessages.onlyCreatorCanDelete);
    const members = await this.members(this.db, groupId);
    await this.db.transaction((tx) =>
      tx.delete(chatConversations).where(eq(chatConversations.key, groupConversationKey(groupId))),
    );
    await this.db.transaction((tx) => tx.delete(chatGroups).where(eq(chatGroups.id, groupId)));
    return { group, members };
  }

  /** Ids of the groups `userId` is a member of (the rooms a connecting socket joins). */
  async groupIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ groupId: chatGroupMembers.groupId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.userId, userId));
    return rows.map((r) => r.groupId);
  }

  /** Every active user (id, name, email), by name: the presence list. */
  async activeUsers(): Promise<{ id: number; name: string; email: string }[]> {
    const rows = await this.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.isActive, true))
      .orderBy(asc(users.name));
    return rows.map((r) => ({ ...r, email: r.email ?? '' }));
  }

  /** The user's groups with unread counts (messages of others past the user's read position). */
  async groupsOf(userId: number): Promise<ChatGroup[]> {
    const rows = await this.db
      .select({ groupId: chatGroupMembers.groupId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.userId, userId));
    const out: ChatGroup[] = [];
    for (const r of rows) out.push(await this.group(this.db, r.groupId, userId));
    return out.sort((a, b) =>
      (b.last_message_time ?? b.created_at).localeCompare(a.last_message_time ?? a.created_at),
    );
  }

  /** Every active user but `userId`, with the last direct message time, text and unread count. */
  async usersWithConversations(userId: number): Promise<ChatUserItem[]> {
    const people = await this.db
      .select({ id: users.id, name: users.name, email: users.email, userType: users.userType })
      .from(users)
      .where(and(eq(users.isActive, true), ne(users.id, userId)))
      .orderBy(asc(users.name));
    const unread = await this.db
      .select({ senderId: chatMessages.senderId, n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.receiverId, userId), isNull(chatMessages.readAt)))
      .groupBy(chatMessages.senderId);
    const lastRows = await this.db
      .selectDistinctOn([chatMessages.conversationKey], {
        key: chatMessages.conversationKey,
        at: chatMessages.createdAt,
        message: chatMessages.message,
      })
      .from(chatMessages)
      .where(
        and(
          isNull(chatMessages.groupId),
          or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)),
        ),
      )
      .orderBy(chatMessages.conversationKey, desc(chatMessages.seq));
    const unreadBy = new Map(unread.map((u) => [u.senderId, Number(u.n)]));
    const lastBy = new Map(lastRows.map((l) => [l.key, l]));
    return people.map((p) => {
      const last = lastBy.get(directConversationKey(userId, p.id));
      return {
        id: p.id,
        name: p.name,
        email: p.email ?? '',
        userType: p.userType,
        lastMessageTime: last ? last.at.toISOString() : null,
        lastMessage: last ? last.message : null,
        unreadCount: unreadBy.get(p.id) ?? 0,
      };
    });
  }
}
