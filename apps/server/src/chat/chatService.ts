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
import type { Database, Executor } from '../db/database';
import { chatConversations, chatGroupMembers, chatGroups, chatMessages, users } from '../db/schema';
import { HttpError } from '../http/errors';

type MessageRow = typeof chatMessages.$inferSelect;

/** A chat rule broken by a request: answered with an `error` event (socket) or a 4xx (HTTP). */
export class ChatRuleError extends HttpError {}

const rule = (status: number, message: string) => new ChatRuleError(status, message);

/**
 * Chat persistence and rules (issue 5; SPEC §4 "Chat socket", §5 chat rules, §6): messages are
 * stored with a per-conversation sequence number before anyone is told; a client id makes a resend
 * return the stored message instead of a duplicate; unread counts and histories come from the
 * database, so they are right after any reload or reconnect.
 */
export class ChatService {
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

  /** A group in its wire shape. */
  async group(executor: Executor, groupId: number, forUser?: number): Promise<ChatGroup> {
    const [row] = await executor.select().from(chatGroups).where(eq(chatGroups.id, groupId));
    if (!row) throw rule(404, serverMessages.groupNotFound);
    const members = await this.members(executor, groupId);
    const details = await executor
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, members.length ? members : [0]));
    const [conversation] = await executor
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.key, groupConversationKey(groupId)));
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
      last_seq: conversation?.lastSeq ?? 0,
      ...(forUser === undefined ? {} : { unread_count: 0 }),
    };
  }

  /** Stores a message (direct or group) after the §5/§6 checks; a known client id returns the stored one. */
  async send(input: {
    senderId: number;
    receiverId?: number;
    groupId?: number;
    message: string;
    replyTo?: number | null | undefined;
    clientId?: string | undefined;
  }): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const text = input.message.trim();
    if (!text) throw rule(400, serverMessages.messageEmpty);
    return this.db.transaction(async (tx) => {
      if (input.clientId) {
        const [existing] = await tx
          .select()
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.senderId, input.senderId),
              eq(chatMessages.clientId, input.clientId),
            ),
          );
        if (existing) {
          const [wire] = await this.toWire(tx, [existing]);
          if (!wire) throw new Error('stored message vanished');
          return { message: wire, duplicate: true };
        }
      }
      let key: string;
      if (input.groupId !== undefined) {
        const members = await this.members(tx, input.groupId);
        if (!members.includes(input.senderId)) throw rule(403, serverMessages.notGroupMember);
        key = groupConversationKey(input.groupId);
      } else {
        const receiverId = input.receiverId ?? 0;
        if (receiverId === input.senderId) throw rule(400, 'You cannot message yourself');
        const [receiver] = await tx
          .select({ active: users.isActive })
          .from(users)
          .where(eq(users.id, receiverId));
        if (!receiver) throw rule(404, 'User not found');
        if (!receiver.active) throw rule(400, 'This user is not active and cannot be messaged');
        key = directConversationKey(input.senderId, receiverId);
      }
      if (input.replyTo) {
        const [quoted] = await tx
          .select({ key: chatMessages.conversationKey })
          .from(chatMessages)
          .where(eq(chatMessages.id, input.replyTo));
        if (!quoted || quoted.key !== key)
          throw rule(400, 'The quoted message is not in this conversation');
      }
      const [conversation] = await tx
        .insert(chatConversations)
        .values({ key, lastSeq: 1 })
        .onConflictDoUpdate({
          target: chatConversations.key,
          set: { lastSeq: sql`${chatConversations.lastSeq} + 1` },
        })
        .returning();
      if (!conversation) throw new Error('conversation upsert returned no row');
      const [row] = await tx
        .insert(chatMessages)
        .values({
          conversationKey: key,
          seq: conversation.lastSeq,
          clientId: input.clientId ?? null,
          senderId: input.senderId,
          receiverId: input.groupId === undefined ? (input.receiverId ?? null) : null,
          groupId: input.groupId ?? null,
          message: text,
          replyTo: input.replyTo ?? null,
          createdAt: this.now(),
        })
        .returning();
      if (!row) throw new Error('message insert returned no row');
      const [wire] = await this.toWire(tx, [row]);
      if (!wire) throw new Error('stored message vanished');
      return { message: wire, duplicate: false };
    });
  }

  /** Marks a direct message read by its receiver; returns the receipt (null when already read). */
  async markRead(messageId: number, readerId: number) {
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    if (!row) throw rule(404, 'Message not found');
    if (row.groupId !== null) {
      const members = await this.members(this.db, row.groupId);
      if (!members.includes(readerId)) throw rule(403, serverMessages.notGroupMember);
      return null;
    }
    if (row.receiverId !== readerId) throw rule(403, 'Only the receiver can mark a message read');
    if (row.readAt) return null;
    const readAt = this.now();
    await this.db.update(chatMessages).set({ readAt }).where(eq(chatMessages.id, messageId));
    return {
      message_id: row.id,
      reader_id: readerId,
      read_at: readAt.toISOString(),
      conversation_key: row.conversationKey,
      seq: row.seq,
      sender_id: row.senderId,
    };
  }

  /** May `userId` read conversation `key`? */
  async canRead(userId: number, key: string): Promise<boolean> {
    const parsed = parseConversationKey(key);
    if (!parsed) return false;
    if (parsed.kind === 'dm') return parsed.userIds.includes(userId);
    const members = await this.members(this.db, parsed.groupId).catch((): number[] => []);
    return members.includes(userId);
  }

  /** A page of a conversation, oldest first. */
  async history(key: string, query: { before_seq?: number; after_seq?: number; limit: number }) {
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
    const groups = await this.db
      .select({ groupId: chatGroupMembers.groupId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.userId, userId));
    const dms = await this.db
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
    for (const conversation of dms) {
      if (!(await this.canRead(userId, conversation.key))) continue;
      latest[conversation.key] = conversation.lastSeq;
      const held = since[conversation.key] ?? 0;
      if (held >= conversation.lastSeq) continue;
      const page = await this.history(conversation.key, { after_seq: held, limit: 500 });
      messages.push(...page.messages);
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
    await this.db
      .insert(chatGroupMembers)
      .values(added.map((id) => ({ groupId, userId: id, joinedAt: this.now() })));
    return { added, members: await this.members(this.db, groupId) };
  }

  async removeMember(groupId: number, userId: number, memberId: number) {
    const group = await this.creatorOnly(groupId, userId, serverMessages.onlyCreatorCanRemove);
    if (memberId === userId) throw rule(400, serverMessages.creatorCannotRemoveSelf);
    const deleted = await this.db
      .delete(chatGroupMembers)
      .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.userId, memberId)))
      .returning();
    if (!deleted.length) throw rule(404, 'That user is not a member of this group');
    return { group, members: await this.members(this.db, groupId) };
  }

  async leave(groupId: number, userId: number) {
    const [group] = await this.db.select().from(chatGroups).where(eq(chatGroups.id, groupId));
    if (!group) throw rule(404, serverMessages.groupNotFound);
    if (group.createdBy === userId)
      throw rule(400, 'The group creator cannot leave; delete the group instead');
    const deleted = await this.db
      .delete(chatGroupMembers)
      .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.userId, userId)))
      .returning();
    if (!deleted.length) throw rule(403, serverMessages.notGroupMember);
    return { group, members: await this.members(this.db, groupId) };
  }

  async deleteGroup(groupId: number, userId: number) {
    const group = await this.creatorOnly(groupId, userId, serverMessages.onlyCreatorCanDelete);
    const members = await this.members(this.db, groupId);
    await this.db
      .delete(chatConversations)
      .where(eq(chatConversations.key, groupConversationKey(groupId)));
    await this.db.delete(chatGroups).where(eq(chatGroups.id, groupId));
    return { group, members };
  }

  /** The user's groups with unread counts (messages from others after the user's last own message or join). */
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
