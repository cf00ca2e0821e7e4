import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { createChatSocket } from '@hrportal/api-client/chat-socket';
import type { ChatMessage, LiveEvent } from '@hrportal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import {
  newRedisNamespace,
  nextEvent,
  openTestDatabase,
  redisAvailable,
  startTestServer,
  type TestDatabase,
  type TestServer,
  testRedisUrl,
  until,
} from './helpers';

const redisUrl = testRedisUrl;
const hasRedis = await redisAvailable();
const now = new Date('2026-06-01T09:00:00Z');

describe.skipIf(!hasRedis)('two instances on one database and one Redis behave as one', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  const signIn = async (server: TestServer, username: string, role: 'manager' | 'recruiter') => {
    const c = createClient({
      baseUrl: server.api,
      storage: createMemoryStorage(),
      retry: { limit: 0 },
    });
    await c.auth.login({ role, username, password: 'Demo@1234' });
    return c;
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.handle.db, { now, candidates: 5, jobs: 2 });
    a = await startTestServer(database.handle, { now: () => now, redisUrl });
    b = await startTestServer(database.handle, { now: () => now, redisUrl });
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  it('a change made through instance A reaches a live-feed stream held by instance B', async () => {
    const watcher = await signIn(b, 'manager', 'manager');
    const writer = await signIn(a, 'recruiter', 'recruiter');
    const events: LiveEvent[] = [];
    const feed = watcher.liveFeed(watcher.session.get()?.userId ?? 0);
    feed.on('event', (event) => events.push(event));
    feed.connect();
    await until(() => feed.state === 'connected', 'the stream on B');
    const { candidate } = await writer.candidates.add({
      name: 'Across Instances',
      email: 'across@example.com',
      mobile: '9845031313',
    });
    await until(
      () => events.some((e) => (e.data as { candidateId?: number }).candidateId === candidate.id),
      'the event on B',
    );
    feed.disconnect();
  });

  it('a chat message sent on A is delivered to a socket on B, and presence spans both', async () => {
    const alice = await signIn(a, 'manager', 'manager');
    const bob = await signIn(b, 'recruiter', 'recruiter');
    const socketA = createChatSocket(alice, { socketOptions: { transports: ['websocket'] } });
    const socketB = createChatSocket(bob, { socketOptions: { transports: ['websocket'] } });
    try {
      await until(() => socketA.socket.connected && socketB.socket.connected, 'both sockets');
      const received = new Promise<ChatMessage>((resolve) =>
        socketB.socket.once('new_message', resolve),
      );
      socketA.socket.emit('chat_message', {
        sender_id: alice.session.get()?.userId ?? 0,
        receiver_id: bob.session.get()?.userId ?? 0,
        message: 'Across instances',
        session_token: alice.session.token() ?? '',
      });
      expect((await received).message).toBe('Across instances');
      const online = await alice.chat.onlineUsers();
      expect(online.users.find((u) => u.id === bob.session.get()?.userId)?.is_online).toBe(true);
    } finally {
      socketA.close();
      socketB.close();
    }
  });

  it('login rate limits count across instances', async () => {
    const user = `nobody_${Date.now()}`;
    const attempt = (server: TestServer) =>
      fetch(`${server.api}/login/recruiter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: user, password: 'wrong', role: 'recruiter' }),
      }).then((r) => r.status);
    const max = a.server.config.rateLimits.login.max;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push(await attempt(i % 2 ? b : a));
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(await attempt(a)).toBe(429);
    expect(await attempt(b)).toBe(429);
    // Another deployment on the same Redis (here: another namespace, as every test file and
    // process pair has) counts in its own buckets: parallel test runs never 429 each other.
    const other = await startTestServer(database.handle, {
      now: () => now,
      redisUrl,
      redisNamespace: newRedisNamespace(),
    });
    try {
      expect(await attempt(other)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('an instance with open chat sockets and live streams shuts down promptly and cleanly', async () => {
    const c = await startTestServer(database.handle, { now: () => now, redisUrl });
    const maya = await signIn(c, 'manager', 'manager');
    const chat = createChatSocket(maya, {
      socketOptions: { transports: ['websocket'], reconnection: false },
    });
    await nextEvent(chat.socket, 'connected');
    const response = await fetch(`${c.api}/events/${maya.session.get()?.userId ?? 0}`, {
      headers: { Authorization: `Bearer ${maya.session.token() ?? ''}` },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    const started = performance.now();
    // The streams and sockets are ended by the server; presence news is not published on the way
    // out (Redis closes with the instance, and a publish after that must not crash the process).
    await c.close();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await ended).toBe(true);
    await until(() => !chat.socket.connected, 'the socket to end');
    chat.close();
  });
});
