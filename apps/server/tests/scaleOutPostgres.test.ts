// Scale-out for real (issue 5): two server processes (`src/main.ts`, each its own Node process and
// PostgreSQL pool) on one PostgreSQL database and one Redis. Users on different instances chat
// directly and in a group, see each other's presence and typing, get read receipts, receive
// live-feed events, and a logout on one instance ends the user's socket on the other.
import type { HrPortalClient } from '@hrportal/api-client';
import type { ChatSocket } from '@hrportal/api-client/chat-socket';
import type {
  ChatGroup,
  ChatMessage,
  LiveEvent,
  ReadReceipt,
  TypingStatusEvent,
} from '@hrportal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import {
  userIdOf as id,
  nextEvent as next,
  openChatSocket,
  type ServerProcess,
  scaleOutAvailable,
  signInAs as signIn,
  startProcessPair,
  tokenOf as token,
  until,
} from './helpers';

describe.skipIf(!(await scaleOutAvailable('two-process scale-out')))(
  'two server processes on one PostgreSQL and one Redis behave as one',
  () => {
    let stop = async () => {};
    let a: ServerProcess;
    let b: ServerProcess;
    const sockets: ChatSocket[] = [];
    /** The user's chat socket on `server` (whichever instance signed them in). */
    const open = async (client: HrPortalClient, server: ServerProcess) => {
      const chat = await openChatSocket(client, server.url);
      sockets.push(chat);
      return chat;
    };

    beforeAll(async () => {
      const pair = await startProcessPair((db) =>
        seedDemo(db, { now: new Date(), candidates: 5, jobs: 2 }),
      );
      [a, b] = pair.servers;
      stop = pair.stop;
    }, 120_000);

    afterAll(async () => {
      for (const s of sockets) s.close();
      await stop();
    });

    it('direct chat across instances: delivered, confirmed, replied to and read', async () => {
      const maya = await signIn(a, 'manager', 'manager');
      const rahul = await signIn(b, 'recruiter', 'recruiter');
      const onA = await open(maya, a);
      const onB = await open(rahul, b);

      const incoming = next<ChatMessage>(onB.socket, 'new_message');
      const confirmed = next<ChatMessage>(onA.socket, 'message_sent');
      onA.socket.emit('chat_message', {
        sender_id: id(maya),
        receiver_id: id(rahul),
        message: 'From instance A',
        session_token: token(maya),
        client_id: 'x-a-1',
      });
      const sent = await confirmed;
      expect(await incoming).toMatchObject({ id: sent.id, message: 'From instance A', seq: 1 });

      const reply = next<ChatMessage>(onA.socket, 'new_message');
      onB.socket.emit('chat_message', {
        sender_id: id(rahul),
        receiver_id: id(maya),
        message: 'Answered from B',
        session_token: token(rahul),
        reply_to: sent.id,
        client_id: 'x-b-1',
      });
      expect(await reply).toMatchObject({
        seq: 2,
        reply_to_message: { id: sent.id, message: 'From instance A' },
      });

      // Rahul (on B) reads Maya's message: the receipt reaches Maya on A.
      const receipt = next<ReadReceipt>(onA.socket, 'message_read');
      onB.socket.emit('read_message', {
        message_id: sent.id,
        reader_id: id(rahul),
        session_token: token(rahul),
      });
      expect(await receipt).toMatchObject({ message_id: sent.id, reader_id: id(rahul), seq: 1 });
      // Both instances read the same database: the history on A shows it read.
      const history = await maya.chat.messages(id(maya), id(rahul), {});
      expect(history.messages.map((m) => [m.seq, m.is_read])).toEqual([
        [1, true],
        [2, false],
      ]);
    });

    it('presence and typing span the instances', async () => {
      const sanjay = await signIn(a, 'manager2', 'manager');
      const kiran = await signIn(b, 'recruiter2', 'recruiter');
      const onA = await open(sanjay, a);
      const online = next<{ user_id: number }>(onA.socket, 'user_online');
      const onB = await open(kiran, b);
      expect((await online).user_id).toBe(id(kiran));
      const list = await sanjay.chat.onlineUsers(); // answered by instance A
      expect(list.users.find((u) => u.id === id(kiran))?.is_online).toBe(true);

      const typing = next<TypingStatusEvent>(onB.socket, 'typing_status');
      onA.socket.emit('typing', {
        sender_id: id(sanjay),
        receiver_id: id(kiran),
        is_typing: true,
        session_token: token(sanjay),
      });
      expect(await typing).toMatchObject({
        sender_id: id(sanjay),
        is_typing: true,
        group_id: null,
      });

      const offline = next<{ user_id: number; last_seen: string }>(onA.socket, 'user_offline');
      onB.close();
      expect((await offline).user_id).toBe(id(kiran));
      // Instance A learns when Kiran (last connected to B) was last seen.
      let entry: { is_online: boolean; last_seen: string | null } | undefined;
      for (let tries = 0; tries < 50 && !entry?.last_seen; tries++) {
        if (tries) await new Promise((resolve) => setTimeout(resolve, 50));
        entry = (await sanjay.chat.onlineUsers()).users.find((u) => u.id === id(kiran));
      }
      expect(entry).toMatchObject({ is_online: false, last_seen: expect.any(String) });
    });

    it('a group spans the instances: creation, messages and group typing', async () => {
      const farah = await signIn(a, 'manager3', 'manager');
      const priya = await signIn(b, 'reviewer', 'recruiter');
      const arjun = await signIn(b, 'recruiter3', 'recruiter');
      const onA = await open(farah, a);
      const priyaB = await open(priya, b);
      const arjunB = await open(arjun, b);

      const seen = [priyaB, arjunB].map((s) => next<ChatGroup>(s.socket, 'group_created'));
      const created = await new Promise<{ ok: boolean; group?: ChatGroup }>((resolve) =>
        onA.socket.emit(
          'create_group',
          {
            session_token: token(farah),
            group_name: 'Across instances',
            member_ids: [id(priya), id(arjun)],
          },
          resolve as never,
        ),
      );
      const group = created.group as ChatGroup;
      for (const g of await Promise.all(seen)) expect(g.group_id).toBe(group.group_id);

      const fromA = [priyaB, arjunB].map((s) => next<ChatMessage>(s.socket, 'new_group_message'));
      onA.socket.emit('group_message', {
        session_token: token(farah),
        group_id: group.group_id,
        message: 'Hello both of you on B',
        client_id: 'g-a-1',
      });
      for (const m of await Promise.all(fromA)) expect(m).toMatchObject({ seq: 1 });

      const fromB = next<ChatMessage>(onA.socket, 'new_group_message');
      priyaB.socket.emit('group_message', {
        session_token: token(priya),
        group_id: group.group_id,
        message: 'Hello from B',
        client_id: 'g-b-1',
      });
      expect(await fromB).toMatchObject({ seq: 2, sender_id: id(priya) });

      const typing = [priyaB, arjunB].map((s) =>
        next<TypingStatusEvent>(s.socket, 'typing_status'),
      );
      onA.socket.emit('typing', {
        sender_id: id(farah),
        receiver_id: null,
        group_id: group.group_id,
        is_typing: true,
        session_token: token(farah),
      });
      for (const t of await Promise.all(typing))
        expect(t).toMatchObject({ sender_id: id(farah), group_id: group.group_id });
    });

    it('a change made through instance A reaches a live-feed stream held by instance B', async () => {
      const watcher = await signIn(b, 'leadership', 'leadership');
      const writer = await signIn(a, 'recruiter4', 'recruiter');
      const events: LiveEvent[] = [];
      const feed = watcher.liveFeed(id(watcher));
      feed.on('event', (event) => events.push(event));
      feed.connect();
      await until(() => feed.state === 'connected', 'the stream on B');
      const { candidate } = await writer.candidates.add({
        name: 'Across Processes',
        email: 'across.processes@example.com',
        mobile: '9845031414',
      });
      await until(
        () => events.some((e) => (e.data as { candidateId?: number }).candidateId === candidate.id),
        'the event on B',
      );
      feed.disconnect();
    });

    it('a logout through instance A ends the user’s socket on instance B', async () => {
      const viaA = await signIn(a, 'recruiter5', 'recruiter');
      const onB = await open(viaA, b);
      const authError = next<{ message: string }>(onB.socket, 'auth_error');
      await viaA.auth.logout();
      expect((await authError).message).toMatch(/session has expired/i);
    });
  },
);
