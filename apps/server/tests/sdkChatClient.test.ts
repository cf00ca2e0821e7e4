// The SDK's chat client from a Node service (no browser, no React) against the reference server:
// the five lines of packages/api-client/README.md ("Chat from Node"), and the outbox delivering a
// message sent while disconnected exactly once after the reconnect.

import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { type ChatClient, createChatClient } from '@hrportal/api-client/chat';
import { type ChatSocket, createChatSocket } from '@hrportal/api-client/chat-socket';
import type { ChatMessage } from '@hrportal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import {
  openTestDatabase,
  signInAs,
  startTestServer,
  type TestDatabase,
  type TestServer,
  until,
  userIdOf,
} from './helpers';

describe('createChatClient in Node against the reference server', () => {
  let database: TestDatabase;
  let server: TestServer;
  const chats: ChatClient[] = [];
  let rahulId = 0;
  let rahul: ChatClient;
  const rahulGot: ChatMessage[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.handle.db, {
      now: new Date('2026-06-01T09:00:00Z'),
      candidates: 2,
      jobs: 1,
    });
    server = await startTestServer(database.handle);
    const client = await signInAs(server, 'recruiter', 'recruiter');
    rahulId = userIdOf(client);
    rahul = createChatClient(client);
    chats.push(rahul);
    rahul.on('message', (m) => rahulGot.push(m));
    await until(() => rahul.getState().isConnected, 'the receiver connected');
  }, 120_000);

  afterAll(async () => {
    for (const chat of chats) chat.close();
    await server?.close();
    await database?.dispose();
  });

  it('sends and receives in five lines: one user sends, the other gets it through on("message")', async () => {
    const got: string[] = [];
    // The README's five lines, as a service writes them (baseUrl is the server's API):
    const client = createClient({ baseUrl: server.api });
    await client.auth.login({ role: 'manager', username: 'manager', password: 'Demo@1234' });
    const chat = createChatClient(client);
    chat.on('message', (m) => got.push(`${m.sender_name}: ${m.message}`));
    chat.send('Hello from Node', { to: rahulId });

    chats.push(chat);
    const sent: ChatMessage[] = [];
    chat.on('sent', (m) => sent.push(m));
    await until(() => rahulGot.some((m) => m.message === 'Hello from Node'), 'delivery');
    const delivered = rahulGot.find((m) => m.message === 'Hello from Node');
    expect(delivered?.sender_id).toBe(userIdOf(client));
    expect(delivered?.receiver_id).toBe(rahulId);
    expect(typeof delivered?.id).toBe('number');
    await until(() => sent.length === 1, 'the sender’s confirmation');
    expect(sent[0]?.id).toBe(delivered?.id);

    // And back: the receiver answers, the sender's on('message') hears it.
    expect(rahul.send('Hi, Node', { to: userIdOf(client) })).toBe(true);
    await until(() => got.length === 1, 'the answer');
    expect(got[0]).toMatch(/: Hi, Node$/);
    expect(rahul.send('   ', { to: userIdOf(client) })).toBe(false);
  });

  it('a message sent while disconnected waits in the outbox and is delivered once after the reconnect', async () => {
    const client = await signInAs(server, 'leadership', 'leadership');
    let socket: ChatSocket | undefined;
    const chat = createChatClient(client, {
      connect: (c) => {
        socket = createChatSocket(c, { url: server.url, socketOptions: { reconnection: false } });
        return socket;
      },
    });
    chats.push(chat);
    const connection: boolean[] = [];
    chat.on('connection:changed', ({ connected }) => connection.push(connected));
    const sent: ChatMessage[] = [];
    chat.on('sent', (m) => sent.push(m));
    await until(() => chat.getState().isConnected, 'connected');

    socket?.socket.io.engine.close(); // the network drops; no automatic reconnection
    await until(() => !chat.getState().isConnected, 'disconnected');
    expect(chat.send('written while offline', { to: rahulId })).toBe(true);
    const key = Object.keys(chat.getState().messages).find((k) =>
      chat.getState().messages[k]?.some((m) => m.message === 'written while offline'),
    ) as string;
    const pending = chat
      .getState()
      .messages[key]?.find((m) => m.message === 'written while offline');
    expect(String(pending?.id)).toMatch(/^temp_/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rahulGot.some((m) => m.message === 'written while offline')).toBe(false);

    socket?.socket.connect(); // back online: the outbox is resent with the same client id
    await until(() => rahulGot.some((m) => m.message === 'written while offline'), 'delivery');
    await until(() => sent.length === 1, 'confirmation');
    expect(sent[0]?.client_id).toBe(pending?.client_id);
    expect(connection).toEqual([true, false, true]);
    expect(chat.getState().messages[key]?.every((m) => typeof m.id === 'number')).toBe(true);

    // Stored once, received once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rahulGot.filter((m) => m.message === 'written while offline')).toHaveLength(1);
    const history = await client.chat.messages(userIdOf(client), rahulId);
    expect(history.messages.filter((m) => m.message === 'written while offline')).toHaveLength(1);
  });

  it('without a session nothing connects and error says why', async () => {
    const chat = createChatClient(
      createClient({ baseUrl: server.api, storage: createMemoryStorage() }),
    );
    chats.push(chat);
    expect(chat.getState().error).toBe('No authentication token found');
    expect(chat.send('nobody', { to: rahulId })).toBe(false);
  });
});
