/**
 * Realtime benchmark (issue 5), all in one run on loopback:
 * - chat: send → `message_sent` round trip through our server (validation, rules, a database
 *   transaction with the sequence number) vs a bare socket.io echo server (baseline);
 * - live feed: a stored event to an SSE subscriber on the same instance vs on a second instance
 *   through Redis (needs Redis at REDIS_URL, default redis://127.0.0.1:6379).
 * Prints p50/p99 of each and the ratios.
 *
 *   pnpm bench:realtime [messages=300]
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { createChatSocket } from '@hrportal/api-client/chat-socket';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { defaultConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { seedDemo } from '../../apps/server/src/seed/seed';
import { createServer } from '../../apps/server/src/server';

const count = Number(process.argv[2] ?? 300);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const now = new Date('2026-06-01T09:00:00Z');

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemo(database.db, { now, candidates: 10, jobs: 2 });
const base = {
  ...defaultConfig(),
  port: 0,
  host: '127.0.0.1',
  logLevel: false as const,
  seedDemo: false,
  now: () => now,
};
const a = await createServer({ ...base, redisUrl }, { database, closeDatabase: false });
const b = await createServer({ ...base, redisUrl }, { database, closeDatabase: false });
const urlA = await a.listen();
const urlB = await b.listen();

async function signIn(url: string, username: string, role: 'manager' | 'recruiter') {
  const client = createClient({
    baseUrl: `${url}/api`,
    storage: createMemoryStorage(),
    retry: { limit: 0 },
  });
  await client.auth.login({ role, username, password: 'Demo@1234' });
  return client;
}

// Chat round trip through our server.
const alice = await signIn(urlA, 'manager', 'manager');
const bob = await signIn(urlA, 'recruiter', 'recruiter');
const chat = createChatSocket(alice, { socketOptions: { transports: ['websocket'] } });
await new Promise<void>((resolve) => chat.socket.once('connected', () => resolve()));
const ours: number[] = [];
for (let i = 0; i < count; i++) {
  const started = performance.now();
  await new Promise<void>((resolve) => {
    chat.socket.emit(
      'chat_message',
      {
        sender_id: alice.session.get()?.userId ?? 0,
        receiver_id: bob.session.get()?.userId ?? 0,
        message: `bench ${i}`,
        session_token: alice.session.token() ?? '',
        client_id: `bench_${Date.now()}_${i}`,
      },
      () => resolve(),
    );
  });
  ours.push(performance.now() - started);
}
chat.close();

// Baseline: a bare socket.io echo with an ack.
const http = createHttpServer();
const echo = new Server(http);
echo.on('connection', (socket) =>
  socket.on('chat_message', (payload, ack) => ack({ ok: true, payload })),
);
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
const echoClient = io(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
  transports: ['websocket'],
});
await new Promise<void>((resolve) => echoClient.once('connect', () => resolve()));
const bare: number[] = [];
for (let i = 0; i < count; i++) {
  const started = performance.now();
  await new Promise<void>((resolve) =>
    echoClient.emit('chat_message', { message: `bench ${i}` }, () => resolve()),
  );
  bare.push(performance.now() - started);
}
echoClient.close();
echo.close();

// Live feed: same instance vs across instances (Redis).
async function feedLatency(subscriberUrl: string): Promise<number[]> {
  const watcher = await signIn(subscriberUrl, 'manager', 'manager');
  const feed = watcher.liveFeed(watcher.session.get()?.userId ?? 0);
  const waiting = new Map<string, (at: number) => void>();
  feed.on('event', (event) => {
    const tag = (event.data as { message?: string }).message ?? '';
    waiting.get(tag)?.(performance.now());
  });
  feed.connect();
  while (feed.state !== 'connected') await new Promise((resolve) => setTimeout(resolve, 10));
  const out: number[] = [];
  for (let i = 0; i < Math.min(count, 200); i++) {
    const tag = `${subscriberUrl}-${i}`;
    const arrived = new Promise<number>((resolve) => waiting.set(tag, resolve));
    const started = performance.now();
    await a.services.liveFeed.publish({
      type: 'system_message',
      payload: { message: tag },
      audience: { all: true },
    });
    out.push((await arrived) - started);
    waiting.delete(tag);
  }
  feed.disconnect();
  return out;
}
const local = await feedLatency(urlA);
const remote = await feedLatency(urlB);

console.log(
  `chat round trip (${count} messages): ours p50 ${ms(pct(ours, 50))} p99 ${ms(pct(ours, 99))}; bare socket.io echo p50 ${ms(pct(bare, 50))} p99 ${ms(pct(bare, 99))}; ratio p50 ${(pct(ours, 50) / pct(bare, 50)).toFixed(1)}x`,
);
console.log(
  `live feed (${local.length} events): same instance p50 ${ms(pct(local, 50))} p99 ${ms(pct(local, 99))}; other instance via Redis p50 ${ms(pct(remote, 50))} p99 ${ms(pct(remote, 99))}; ratio p50 ${(pct(remote, 50) / pct(local, 50)).toFixed(2)}x`,
);

await a.close();
await b.close();
await database.close();
process.exit(0);
