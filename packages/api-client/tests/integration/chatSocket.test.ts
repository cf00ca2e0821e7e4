import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatSocket } from '../../src/chat-socket';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contract/socket';
import {
  createClient,
  createMemoryStorage,
  isHrPortalError,
  messages,
  sessionStorageKeys,
} from '../../src/index';

/* A tiny real socket.io server on loopback speaking the contract's event maps. */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startChatServer() {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http);
  const seen: Array<{ event: string; payload: unknown; token: unknown; transport: string }> = [];
  io.of('/chat').on('connection', (socket) => {
    socket.onAny((event: string, payload: unknown) => {
      seen.push({
        event,
        payload,
        token: socket.handshake.auth.token,
        transport: socket.conn.transport.name,
      });
      if (event === 'get_online_users') socket.emit('online_users_list', [] as never);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${port}`, seen, io };
}

function signedInClient(baseUrl: string) {
  const storage = createMemoryStorage();
  storage.setItem(sessionStorageKeys.token, 'tok-chat');
  storage.setItem(sessionStorageKeys.userId, '7');
  storage.setItem(sessionStorageKeys.userRole, 'recruiter');
  storage.setItem(sessionStorageKeys.userName, 'asha');
  storage.setItem(sessionStorageKeys.userEmail, 'asha@example.com');
  return createClient({ baseUrl, storage });
}

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('chat socket', () => {
  it("without a token: 'No authentication token found' and no connection attempted", async () => {
    const server = await startChatServer();
    let connections = 0;
    server.io.of('/chat').on('connection', () => {
      connections += 1;
    });
    const client = createClient({ baseUrl: `${server.url}/api` });
    let thrown: unknown;
    try {
      createChatSocket(client);
    } catch (error) {
      thrown = error;
    }
    expect(isHrPortalError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(messages.chatNoToken);
    await new Promise((r) => setTimeout(r, 100));
    expect(connections).toBe(0);
  });

  it('connects over websocket with the token, announces the user, asks for presence and groups, polls presence', async () => {
    const server = await startChatServer();
    const client = signedInClient(`${server.url}/api`);
    const chat = createChatSocket(client, { onlineUsersPollMs: 50 });
    cleanups.push(() => chat.close());
    const lists: unknown[] = [];
    chat.socket.on('online_users_list', (list) => lists.push(list));
    await until(() => server.seen.filter((s) => s.event === 'get_online_users').length >= 3);
    const [first, second, third] = server.seen;
    expect(first).toMatchObject({
      event: 'connect_user',
      payload: {
        session_token: 'tok-chat',
        user_id: 7,
        user_name: 'asha',
        user_email: 'asha@example.com',
      },
      token: 'tok-chat',
      transport: 'websocket',
    });
    expect(second?.event).toBe('get_online_users');
    expect(third).toMatchObject({ event: 'get_user_groups', payload: { user_id: 7 } });
    expect(lists.length).toBeGreaterThanOrEqual(1);
    expect(chat.socket.io.opts).toMatchObject({
      transports: ['websocket', 'polling'],
      upgrade: true,
      forceNew: true,
      timeout: 20_000,
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
    });
    chat.close();
    const count = server.seen.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(server.seen.length).toBe(count);
  });

  it('typed emit reaches the server as sent', async () => {
    const server = await startChatServer();
    const client = signedInClient(`${server.url}/api`);
    const chat = createChatSocket(client, { onlineUsersPollMs: 60_000 });
    cleanups.push(() => chat.close());
    await until(() => server.seen.some((s) => s.event === 'get_user_groups'));
    chat.socket.emit('typing', {
      sender_id: 7,
      receiver_id: 9,
      is_typing: true,
      session_token: 'tok-chat',
    });
    await until(() => server.seen.some((s) => s.event === 'typing'));
    expect(server.seen.find((s) => s.event === 'typing')?.payload).toEqual({
      sender_id: 7,
      receiver_id: 9,
      is_typing: true,
      session_token: 'tok-chat',
    });
  });
});
