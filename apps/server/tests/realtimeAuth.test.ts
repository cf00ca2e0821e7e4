// Realtime connections live only as long as their session (issue 5): logout, deactivation and
// expiry end chat sockets with `auth_error` and close live-feed streams; a reconnecting chat
// client gets the read receipts it missed.
import type { HrPortalClient } from '@hrportal/api-client';
import type { ChatSocket } from '@hrportal/api-client/chat-socket';
import type { ChatMessage, MessagesSyncedEvent } from '@hrportal/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { sessions } from '../src/db/schema';
import { serverTest } from './fixture';
import {
  userIdOf as id,
  manualClock,
  nextEvent as next,
  openChatSocket,
  signInAs,
  startTestServer,
  type TestServer,
  tokenOf as token,
} from './helpers';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Short realtime intervals so the tests see checks happen (defaults: 2 s, 5 s, 15 s). */
const realtime = { sessionRecheckMs: 300, expirySweepMs: 100, heartbeatMs: 400 };
const MINUTE = 60_000;

const it = serverTest({
  driver: 'pglite',
  seed: { now: new Date(), candidates: 3, jobs: 1 },
  config: { realtime },
});

describe('realtime connections end with their session', { timeout: 120_000 }, () => {
  const sockets: ChatSocket[] = [];
  const open = async (client: HrPortalClient, target: TestServer) => {
    const chat = await openChatSocket(client, target.url);
    sockets.push(chat);
    return chat;
  };
  /** Opens the user's live-feed stream; resolves when the server ends it. */
  const stream = async (client: HrPortalClient, target: TestServer) => {
    const response = await fetch(`${target.api}/events/${id(client)}`, {
      headers: { Authorization: `Bearer ${token(client)}` },
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    return { ended, cancel: () => reader.cancel().catch(() => {}) };
  };

  afterAll(() => {
    for (const s of sockets) s.close();
  });

  it('logout: the chat socket gets auth_error and is disconnected; the live stream closes', async ({
    server,
  }) => {
    const rahul = await signInAs(server, 'recruiter', 'recruiter');
    const chat = await open(rahul, server);
    const live = await stream(rahul, server);
    const authError = next<{ message: string }>(chat.socket, 'auth_error');
    const disconnected = next<string>(chat.socket, 'disconnect');
    await rahul.auth.logout();
    expect((await authError).message).toMatch(/session has expired/i);
    expect(await disconnected).toBe('io server disconnect');
    expect(
      await Promise.race([live.ended, new Promise((r) => setTimeout(() => r(false), 5000))]),
    ).toBe(true);
  });

  it('a deactivated user is disconnected', async ({ server }) => {
    const maya = await signInAs(server, 'manager', 'manager');
    const priya = await signInAs(server, 'reviewer', 'recruiter');
    const chat = await open(priya, server);
    const authError = next<{ message: string }>(chat.socket, 'auth_error');
    await maya.users.setActive({
      user_id: id(priya),
      user_name: 'reviewer',
      user_status: false,
      deactivated_name: 'Maya Menon',
    });
    expect((await authError).message).toMatch(/session/i);
    await maya.users.setActive({
      user_id: id(priya),
      user_name: 'reviewer',
      user_status: true,
      deactivated_name: 'Maya Menon',
    });
  });

  it('an event on a session revoked behind its back (no instance announced it) is refused once the socket memory is older than sessionRecheckMs', async ({
    database,
    server,
  }) => {
    const kiran = await signInAs(server, 'recruiter2', 'recruiter');
    const chat = await open(kiran, server);
    // Revoked straight in the database: no bus event reaches this instance.
    await database.handle.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, id(kiran)));
    await new Promise((resolve) => setTimeout(resolve, realtime.sessionRecheckMs + 100));
    const authError = next<{ message: string }>(chat.socket, 'auth_error');
    const refused = next<ChatMessage>(chat.socket, 'message_sent', 1500).then(
      () => 'handled',
      () => 'refused',
    );
    chat.socket.emit('chat_message', {
      sender_id: id(kiran),
      receiver_id: 1,
      message: 'after my session ended',
      session_token: token(kiran),
      client_id: 'dead-1',
    });
    expect((await authError).message).toMatch(/session/i);
    expect(await refused).toBe('refused');
  });

  it('idle expiry ends the chat socket and the live stream; their background traffic does not keep the session alive', async ({
    database,
  }) => {
    const clock = manualClock(new Date());
    const timed = await startTestServer(database.handle, { now: clock.now, realtime });
    try {
      const farah = await signInAs(timed, 'manager3', 'manager');
      const chat = await open(farah, timed);
      const live = await stream(farah, timed);
      clock.advance(29 * MINUTE);
      // The presence poll and the stream's heartbeats are checked against the database (the
      // socket's memory is stale by now) but must not slide the session.
      await pause(realtime.sessionRecheckMs + 100);
      const list = next(chat.socket, 'online_users_list');
      chat.socket.emit('get_online_users');
      await list;
      await pause(realtime.heartbeatMs * 2);
      expect(chat.socket.connected).toBe(true);
      const authError = next<{ message: string }>(chat.socket, 'auth_error');
      clock.advance(2 * MINUTE); // 31 minutes after the last use: expired.
      expect((await authError).message).toMatch(/session has expired/i);
      expect(await Promise.race([live.ended, pause(5000).then(() => false)])).toBe(true);
    } finally {
      await timed.close();
    }
  });

  it('a reconnecting sender gets the read receipts it missed in messages_synced', async ({
    server,
  }) => {
    const maya = await signInAs(server, 'manager', 'manager');
    const sanjay = await signInAs(server, 'manager2', 'manager');
    const a = await open(maya, server);
    const b = await open(sanjay, server);
    const incoming = next<ChatMessage>(b.socket, 'new_message');
    const since = new Date().toISOString();
    a.socket.emit('chat_message', {
      sender_id: id(maya),
      receiver_id: id(sanjay),
      message: 'Read me while I am away',
      session_token: token(maya),
      client_id: 'rr-1',
    });
    const message = await incoming;
    a.close();
    b.socket.emit('read_message', {
      message_id: message.id,
      reader_id: id(sanjay),
      session_token: token(sanjay),
    });
    await next(b.socket, 'message_read_success');
    const again = await open(maya, server);
    const synced = next<MessagesSyncedEvent>(again.socket, 'messages_synced');
    again.socket.emit('sync_messages', {
      since: { [message.conversation_key]: message.seq },
      reads_since: since,
    });
    const { reads, messages } = await synced;
    expect(messages.filter((m) => m.conversation_key === message.conversation_key)).toEqual([]);
    expect(reads).toContainEqual(
      expect.objectContaining({ message_id: message.id, reader_id: id(sanjay), seq: message.seq }),
    );
  });
});
