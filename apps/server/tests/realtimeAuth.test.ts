// Realtime connections live only as long as their session (issue 5): logout, deactivation and
// expiry end chat sockets with `auth_error` and close live-feed streams; a reconnecting chat
// client gets the read receipts it missed.
import type { HrPortalClient } from '@hrportal/api-client';
import { type ChatSocket, createChatSocket } from '@hrportal/api-client/chat-socket';
import type { ChatMessage, MessagesSyncedEvent } from '@hrportal/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';
import {
  openTestDatabase,
  signInAs,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './helpers';

function next<T>(socket: ChatSocket['socket'], event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(
      event as never,
      ((payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

describe('realtime connections end with their session', () => {
  let database: TestDatabase;
  let server: TestServer;
  const sockets: ChatSocket[] = [];
  const id = (c: HrPortalClient) => c.session.get()?.userId ?? 0;
  const token = (c: HrPortalClient) => c.session.token() ?? '';
  const open = async (client: HrPortalClient) => {
    const chat = createChatSocket(client, {
      url: server.url,
      socketOptions: { transports: ['websocket'], reconnection: false },
    });
    sockets.push(chat);
    await next(chat.socket, 'connected');
    return chat;
  };
  /** Opens the user's live-feed stream; resolves when the server ends it. */
  const stream = async (client: HrPortalClient) => {
    const response = await fetch(`${server.api}/events/${id(client)}`, {
      headers: { Authorization: `Bearer ${token(client)}` },
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    return { ended, cancel: () => reader.cancel().catch(() => {}) };
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.handle.db, { now: new Date(), candidates: 3, jobs: 1 });
    server = await startTestServer(database.handle);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
    await database?.dispose();
  });

  it('logout: the chat socket gets auth_error and is disconnected; the live stream closes', async () => {
    const rahul = await signInAs(server, 'recruiter', 'recruiter');
    const chat = await open(rahul);
    const live = await stream(rahul);
    const authError = next<{ message: string }>(chat.socket, 'auth_error');
    const disconnected = next<string>(chat.socket, 'disconnect');
    await rahul.auth.logout();
    expect((await authError).message).toMatch(/session has expired/i);
    expect(await disconnected).toBe('io server disconnect');
    expect(
      await Promise.race([live.ended, new Promise((r) => setTimeout(() => r(false), 5000))]),
    ).toBe(true);
  });

  it('a deactivated user is disconnected', async () => {
    const maya = await signInAs(server, 'manager', 'manager');
    const priya = await signInAs(server, 'reviewer', 'recruiter');
    const chat = await open(priya);
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

  it('an event on a session revoked behind its back (another instance, no Redis) is refused', async () => {
    const kiran = await signInAs(server, 'recruiter2', 'recruiter');
    const chat = await open(kiran);
    // Revoked straight in the database: no bus event reaches this instance.
    await database.handle.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, id(kiran)));
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

  it('a reconnecting sender gets the read receipts it missed in messages_synced', async () => {
    const maya = await signInAs(server, 'manager', 'manager');
    const sanjay = await signInAs(server, 'manager2', 'manager');
    const a = await open(maya);
    const b = await open(sanjay);
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
    const again = await open(maya);
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
