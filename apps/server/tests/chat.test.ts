import type { HrPortalClient } from '@hrportal/api-client';
import type { ChatSocket } from '@hrportal/api-client/chat-socket';
import { type ChatMessage, serverMessages } from '@hrportal/api-client/contract';
import { io } from 'socket.io-client';
import { afterAll, expect } from 'vitest';
import { describeServer } from './fixture';
import {
  userIdOf as id,
  nextEvent as next,
  openChatSocket,
  signInAs,
  type TestServer,
  tokenOf as token,
  until,
} from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

describeServer(
  'chat over socket.io and HTTP (SDK chat socket against the server)',
  { seed: { now, candidates: 5, jobs: 2 }, config: { now: () => now } },
  (it) => {
    const sockets: ChatSocket[] = [];

    const open = async (server: TestServer, client: HrPortalClient) => {
      const chat = await openChatSocket(client, server.url);
      sockets.push(chat);
      return chat;
    };

    afterAll(() => {
      for (const s of sockets) s.close();
    });

    it('refuses a bad token with auth_error', async ({ server }) => {
      const socket = io(`${server.url}/chat`, {
        path: '/socket.io',
        auth: { token: 'nope' },
        transports: ['websocket'],
        forceNew: true,
      });
      const error = await next<{ message: string }>(socket as never, 'auth_error');
      expect(error.message).toMatch(/session/i);
      socket.close();
    });

    it('delivers a direct message once, stored first, with sequence numbers, replies and read receipts', async ({
      server,
      team: { manager: alice, recruiter: bob, other: carol },
    }) => {
      const a = await open(server, alice);
      const b = await open(server, bob);
      const incoming = next<ChatMessage>(b.socket, 'new_message');
      const sent = next<ChatMessage>(a.socket, 'message_sent');
      a.socket.emit('chat_message', {
        sender_id: id(alice),
        receiver_id: id(bob),
        message: '  Hello Rahul  ',
        session_token: token(alice),
        client_id: 'temp_1',
      });
      const confirmed = await sent;
      const received = await incoming;
      expect(confirmed).toMatchObject({
        message: 'Hello Rahul',
        seq: 1,
        client_id: 'temp_1',
        sender_name: 'Maya Menon',
      });
      expect(received.id).toBe(confirmed.id);

      // A resend with the same client id (after a reconnect) is not a second message.
      const again = await new Promise<{ ok: boolean; message?: ChatMessage }>((resolve) =>
        a.socket.emit(
          'chat_message',
          {
            sender_id: id(alice),
            receiver_id: id(bob),
            message: 'Hello Rahul',
            session_token: token(alice),
            client_id: 'temp_1',
          },
          resolve as never,
        ),
      );
      expect(again.message?.id).toBe(confirmed.id);

      const reply = next<ChatMessage>(a.socket, 'new_message');
      b.socket.emit('chat_message', {
        sender_id: id(bob),
        receiver_id: id(alice),
        message: 'Hi!',
        session_token: token(bob),
        reply_to: confirmed.id,
      });
      const replied = await reply;
      expect(replied.seq).toBe(2);
      expect(replied.reply_to_message).toMatchObject({ id: confirmed.id, message: 'Hello Rahul' });

      const users = await bob.chat.usersWithConversations(id(bob));
      expect(users.users.find((u) => u.id === id(alice))).toMatchObject({
        unreadCount: 1,
        lastMessage: 'Hi!',
      });
      const read = next<{ message_id: number; read_at: string }>(a.socket, 'message_read');
      b.socket.emit('read_message', {
        message_id: confirmed.id,
        reader_id: id(bob),
        session_token: token(bob),
      });
      const firstRead = await read;
      expect(firstRead.message_id).toBe(confirmed.id);
      // A repeated read (a resend after a reconnect, another device) is confirmed to the reader
      // with the first read's time; the sender hears of the first read only.
      let receiptsAgain = 0;
      const countReceipts = () => receiptsAgain++;
      a.socket.on('message_read', countReceipts);
      const readAgain = next<{ message_id: number; read_at: string }>(
        b.socket,
        'message_read_success',
      );
      b.socket.emit('read_message', {
        message_id: confirmed.id,
        reader_id: id(bob),
        session_token: token(bob),
      });
      expect(await readAgain).toEqual({
        message_id: confirmed.id,
        read_at: firstRead.read_at,
      });
      // Anything the server sent the sender before answering this arrives first.
      const flushed = next(a.socket, 'online_users_list');
      a.socket.emit('get_online_users');
      await flushed;
      a.socket.off('message_read', countReceipts);
      expect(receiptsAgain).toBe(0);
      const after = await bob.chat.usersWithConversations(id(bob));
      expect(after.users.find((u) => u.id === id(alice))?.unreadCount).toBe(0);

      const history = await alice.chat.messages(id(alice), id(bob), {});
      expect(history.messages.map((m) => m.seq)).toEqual([1, 2]);
      expect(history.messages[0]?.is_read).toBe(true);

      // Empty messages and someone else's history are refused.
      const empty = next<{ message: string }>(a.socket, 'error');
      a.socket.emit('chat_message', {
        sender_id: id(alice),
        receiver_id: id(bob),
        message: '   ',
        session_token: token(alice),
      });
      expect((await empty).message).toBe(serverMessages.messageEmpty);
      await expect(carol.chat.messages(id(alice), id(bob), {})).rejects.toMatchObject({
        status: 403,
      });
    });

    it('loses nothing while the receiver is away: sync_messages returns what was missed, in order', async ({
      server,
      team: { manager: alice, other: carol },
    }) => {
      const a = sockets[0] ?? (await open(server, alice));
      const c = await open(server, carol);
      c.close();
      for (let n = 1; n <= 20; n++) {
        const sent = next<ChatMessage>(a.socket, 'message_sent');
        a.socket.emit('chat_message', {
          sender_id: id(alice),
          receiver_id: id(carol),
          message: `missed ${n}`,
          session_token: token(alice),
          client_id: `sync_${n}`,
        });
        await sent;
      }
      const back = await open(server, carol);
      const synced = next<{ messages: ChatMessage[]; latest: Record<string, number> }>(
        back.socket,
        'messages_synced',
      );
      const key = `dm:${Math.min(id(alice), id(carol))}:${Math.max(id(alice), id(carol))}`;
      back.socket.emit('sync_messages', { since: { [key]: 5 } });
      const result = await synced;
      const texts = result.messages.filter((m) => m.conversation_key === key).map((m) => m.message);
      expect(texts).toEqual(Array.from({ length: 15 }, (_, i) => `missed ${i + 6}`));
      expect(result.latest[key]).toBe(20);
    });

    it('runs the group lifecycle with the creator-only rules', async ({
      server,
      team: { manager: alice, recruiter: bob, other: carol },
    }) => {
      const a = sockets[0] ?? (await open(server, alice));
      const b = sockets[1] ?? (await open(server, bob));
      const created = new Promise<{
        ok: boolean;
        group?: { group_id: number; members: number[] };
        error?: string;
      }>((resolve) =>
        a.socket.emit(
          'create_group',
          { session_token: token(alice), group_name: '  Hiring  ', member_ids: [id(bob)] },
          resolve as never,
        ),
      );
      const group = (await created).group;
      if (!group) throw new Error('no group');
      expect(group.members.sort()).toEqual([id(alice), id(bob)].sort());
      const noName = new Promise<{ ok: boolean; error?: string }>((resolve) =>
        a.socket.emit(
          'create_group',
          { session_token: token(alice), group_name: ' ', member_ids: [id(bob)] },
          resolve as never,
        ),
      );
      expect((await noName).error).toBe(serverMessages.groupNameRequired);

      await until(() => b.socket.connected, 'bob');
      const groupMessage = next<ChatMessage>(b.socket, 'new_group_message');
      a.socket.emit('group_message', {
        session_token: token(alice),
        group_id: group.group_id,
        message: 'Team, welcome',
      });
      expect((await groupMessage).message).toBe('Team, welcome');

      const notCreator = next<{ message: string }>(b.socket, 'error');
      b.socket.emit('add_group_members', {
        session_token: token(bob),
        group_id: group.group_id,
        member_ids: [id(carol)],
      });
      expect((await notCreator).message).toBe(serverMessages.onlyCreatorCanAdd);
      const selfRemove = next<{ message: string }>(a.socket, 'error');
      a.socket.emit('remove_group_member', {
        session_token: token(alice),
        group_id: group.group_id,
        member_id: id(alice),
      });
      expect((await selfRemove).message).toBe(serverMessages.creatorCannotRemoveSelf);

      const removed = next<{ group_id: number }>(b.socket, 'you_were_removed');
      a.socket.emit('remove_group_member', {
        session_token: token(alice),
        group_id: group.group_id,
        member_id: id(bob),
      });
      expect((await removed).group_id).toBe(group.group_id);
      await expect(bob.chat.groupMessages(group.group_id, {})).rejects.toMatchObject({
        status: 403,
      });

      const deleted = next<{ group_id: number }>(a.socket, 'group_deleted');
      a.socket.emit('delete_group', { session_token: token(alice), group_id: group.group_id });
      expect((await deleted).group_id).toBe(group.group_id);
      expect(
        (await alice.chat.userGroups(id(alice))).groups.some((g) => g.group_id === group.group_id),
      ).toBe(false);
    });

    it('keeps a read position per group member: unread counts and read flags from the database', async ({
      server,
      team: { manager: alice, recruiter: bob, other: carol },
    }) => {
      const a = sockets[0] ?? (await open(server, alice));
      const group = await new Promise<{ group_id: number }>((resolve) =>
        a.socket.emit(
          'create_group',
          { session_token: token(alice), group_name: 'Reads', member_ids: [id(bob)] },
          ((answer: { group: { group_id: number } }) => resolve(answer.group)) as never,
        ),
      );
      const sent: ChatMessage[] = [];
      for (const text of ['one', 'two', 'three']) {
        sent.push(
          await new Promise<ChatMessage>((resolve) =>
            a.socket.emit(
              'group_message',
              { session_token: token(alice), group_id: group.group_id, message: text },
              ((answer: { message: ChatMessage }) => resolve(answer.message)) as never,
            ),
          ),
        );
      }
      const unreadOf = async (client: typeof alice, userId: number) =>
        (await client.chat.userGroups(userId)).groups.find((g) => g.group_id === group.group_id)
          ?.unread_count;
      expect(await unreadOf(bob, id(bob))).toBe(3);
      expect(await unreadOf(alice, id(alice))).toBe(0); // their own messages
      const b = sockets[1] ?? (await open(server, bob));
      b.socket.emit('read_message', {
        message_id: (sent[1] as ChatMessage).id,
        reader_id: id(bob),
        session_token: token(bob),
      });
      const poll = async (read: () => Promise<number | undefined>, wanted: number) => {
        const deadline = Date.now() + 10_000;
        let value = await read();
        while (value !== wanted && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          value = await read();
        }
        return value;
      };
      expect(await poll(() => unreadOf(bob, id(bob)), 1)).toBe(1);
      const history = await bob.chat.groupMessages(group.group_id, {});
      expect(history.messages.map((m) => [m.message, m.is_read])).toEqual([
        ['one', true],
        ['two', true],
        ['three', false],
      ]);
      // A member added later starts at the group's current position.
      a.socket.emit('add_group_members', {
        session_token: token(alice),
        group_id: group.group_id,
        member_ids: [id(carol)],
      });
      expect(await poll(() => unreadOf(carol, id(carol)), 0)).toBe(0);
      // Someone outside the group cannot move a read position.
      const dave = await signInAs(server, 'reviewer', 'recruiter');
      const outsider = await open(server, dave);
      const refused = next<{ message: string }>(outsider.socket, 'error');
      outsider.socket.emit('read_message', {
        message_id: (sent[2] as ChatMessage).id,
        reader_id: id(dave),
        session_token: token(dave),
      });
      expect((await refused).message).toBe(serverMessages.notGroupMember);
    });

    it('relays typing and reports who is online', async ({
      server,
      team: { manager: alice, recruiter: bob },
    }) => {
      const a = sockets[0] ?? (await open(server, alice));
      const b = sockets[1] ?? (await open(server, bob));
      const typing = next<{ sender_id: number; is_typing: boolean }>(b.socket, 'typing_status');
      a.socket.emit('typing', {
        sender_id: id(alice),
        receiver_id: id(bob),
        is_typing: true,
        session_token: token(alice),
      });
      expect(await typing).toMatchObject({ sender_id: id(alice), is_typing: true });
      const online = await alice.chat.onlineUsers();
      expect(online.users.find((u) => u.id === id(bob))?.is_online).toBe(true);
    });
  },
);
