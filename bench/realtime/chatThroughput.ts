/**
 * Chat throughput with many connected users (issue 24): `users` signed-in users, one socket each
 * (websocket, held by a child process), all sending at once — each user's messages one after another, the next when the
 * server confirmed the last (its ack, sent after the message was stored) — to the next user. The
 * floor is one durable insert per message: the same stored-function call our server made before
 * group commit (`chat_store_message`), in a loop, no socket; and the same call from as many
 * concurrent callers as the pool has connections.
 */
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
import { users } from '../../apps/server/src/db/schema';
import type { HrServer } from '../../apps/server/src/server';
import { forkChild } from './child';

/** One throughput run: messages confirmed per second, and how the server wrote them. */
export interface Throughput {
  messages: number;
  perSecond: number;
  /** Statements the server's group commit ran (ours only). */
  statements?: number;
  /** Messages refused or never answered (not counted in `messages`). */
  failed?: number;
}

/** `count` active users with a session each (made directly: 1,000 password logins take minutes). */
export async function benchUsers(
  server: HrServer,
  count: number,
): Promise<{ id: number; token: string }[]> {
  const { db } = server.services;
  const stamp = Date.now().toString(36);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `chatbench_${stamp}_${i}`,
        name: `Chat bench ${i}`,
        email: `chatbench_${stamp}_${i}@example.com`,
        userType: 'recruiter' as const,
        isVerified: true,
        isActive: true,
        passwordHash: 'not-a-login',
      })),
    )
    .returning({ id: users.id });
  const out: { id: number; token: string }[] = [];
  for (const row of rows) {
    const { token } = await server.services.sessions.create(row.id);
    out.push({ id: row.id, token });
  }
  return out;
}

/** One user's socket, once the server said `connected` (rejects on a refusal or a failed set-up). */
function connectOne(url: string, token: string): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const socket = io(`${url}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token },
    });
    const fail = (why: string) => {
      socket.close();
      reject(new Error(`bench socket not connected: ${why}`));
    };
    socket.once('connected', () => resolve(socket));
    socket.once('auth_error', () => fail('auth_error'));
    socket.once('error', (e: { message?: string }) => fail(e?.message ?? 'error'));
    socket.once('connect_error', (e) => fail(e.message));
    socket.once('disconnect', (reason) => fail(reason));
  });
}

/**
 * Opens one socket per user, in groups of 50 (so the handshakes do not all queue at once); a
 * set-up that failed on a loaded machine is tried again, up to three times.
 */
export async function connectUsers(
  url: string,
  people: { id: number; token: string }[],
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const withRetries = async (token: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await connectOne(url, token);
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  };
  for (let i = 0; i < people.length; i += 50) {
    sockets.push(...(await Promise.all(people.slice(i, i + 50).map((p) => withRetries(p.token)))));
  }
  return sockets;
}

/** Every user sends `perUser` messages to the next user, each after the last was confirmed. */
export async function sendAll(
  sockets: Socket[],
  people: { id: number; token: string }[],
  perUser: number,
  tag: string,
): Promise<{ messages: number; seconds: number; failed: number }> {
  const started = performance.now();
  let failed = 0;
  await Promise.all(
    sockets.map(async (socket, u) => {
      const me = people[u] as { id: number; token: string };
      const to = people[(u + 1) % people.length] as { id: number };
      for (let i = 0; i < perUser; i++) {
        // An answer that never comes (the socket dropped) counts as refused after 60 s.
        const ack = await new Promise<{ ok: boolean }>((resolve) =>
          socket.timeout(60_000).emit(
            'chat_message',
            {
              sender_id: me.id,
              receiver_id: to.id,
              message: `throughput ${tag} ${u} ${i}`,
              session_token: me.token,
              client_id: `${tag}_${u}_${i}`,
            },
            (error: Error | null, answer: { ok: boolean }) =>
              resolve(error ? { ok: false } : answer),
          ),
        );
        if (!ack.ok) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { messages: sockets.length * perUser - failed, seconds, failed };
}

/** The users' sockets, held by a child process (see {@link spawnClients}). */
export interface Clients {
  run(perUser: number, tag: string): Promise<{ messages: number; seconds: number; failed: number }>;
  close(): void;
}

/**
 * Opens the users' sockets in a child process (`throughputClients.ts`), as 1,000 users' browsers
 * are elsewhere: in the server's own process their socket.io work would be the server's.
 */
export async function spawnClients(
  url: string,
  people: { id: number; token: string }[],
): Promise<Clients> {
  const child = forkChild(new URL('./throughputClients.ts', import.meta.url));
  await child.ask<{ connected: number }>({ type: 'connect', url, people });
  return {
    run: (perUser, tag) => child.ask({ type: 'run', perUser, tag }),
    close: () => child.close(),
  };
}

/** Our server's throughput with `clients`' users all sending (`perUser` messages each). */
export async function oursThroughput(
  server: HrServer,
  clients: Clients,
  perUser: number,
  tag: string,
): Promise<Throughput> {
  // Statements counted by the server's group commit (absent on a server without it).
  const stats = () => server.services.chat.commitStats?.().statements ?? 0;
  const before = stats();
  const { messages, seconds, failed } = await clients.run(perUser, tag);
  return { messages, perSecond: messages / seconds, statements: stats() - before, failed };
}

/**
 * The floor: `messages` calls of the per-message store (`chat_store_message`) on `handle`, by
 * `callers` concurrent loops (1: one after another).
 */
export async function insertFloor(
  handle: DatabaseHandle,
  people: { id: number }[],
  messages: number,
  callers: number,
  tag: string,
): Promise<Throughput> {
  let next = 0;
  const started = performance.now();
  const loop = async () => {
    while (next < messages) {
      const i = next++;
      const from = (people[i % people.length] as { id: number }).id;
      const to = (people[(i + 1) % people.length] as { id: number }).id;
      const key = `dm:${Math.min(from, to)}:${Math.max(from, to)}`;
      await handle.db.execute(
        sql`select * from chat_store_message(${key}::text, ${from}::int, ${to}::int, null, ${`floor ${tag} ${i}`}::text, null, ${`${tag}_${i}`}::text, now())`,
      );
    }
  };
  await Promise.all(Array.from({ length: callers }, loop));
  return { messages, perSecond: messages / ((performance.now() - started) / 1000) };
}
