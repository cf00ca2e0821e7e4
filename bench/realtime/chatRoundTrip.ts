/**
 * Direct-message round trip sender → server → receiver: the time from `chat_message` leaving the
 * sender's socket to `new_message` arriving at the receiver's socket. Measured on our server and
 * on a bare socket.io relay (no auth, no validation, no persistence; with `store`, the relay
 * awaiting the same durable write) with the same two emits, message by message in turn
 * ({@link interleaved}), then with `window` messages in flight (throughput). The servers run in
 * the bench's process, every pair's sockets in a child process ({@link spawnRoundTripClients}).
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, createMemoryStorage, type HrPortalClient } from '@hrportal/api-client';
import { createChatSocket } from '@hrportal/api-client/chat-socket';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { forkChild } from './child';

/** What one run measured. */
export interface RoundTrip {
  latencies: number[];
  perSecond: number;
}

export type Payload = { receiver_id: number; message: string; client_id: string };

/** A sender and a receiver socket: `once(clientId)` resolves when the receiver has that message. */
export interface ChatPair {
  once(i: number, clientId: string): Promise<void>;
  close(): void;
}

/** The pair of `sender` → `receiver`, matching the receiver's `new_message` by `client_id`. */
function pairOf(
  sender: Socket,
  receiver: Socket,
  payloadFor: (i: number, clientId: string) => Payload,
  close: () => void,
): ChatPair {
  const waiting = new Map<string, () => void>();
  receiver.on('new_message', (message: { client_id?: string | null }) => {
    const done = message.client_id ? waiting.get(message.client_id) : undefined;
    if (done) {
      waiting.delete(message.client_id as string);
      done();
    }
  });
  return {
    once(i, clientId) {
      const arrived = new Promise<void>((resolve) => waiting.set(clientId, resolve));
      sender.emit('chat_message', payloadFor(i, clientId));
      return arrived;
    },
    close() {
      receiver.off('new_message');
      close();
    },
  };
}

/**
 * One message at a time on each pair in turn — message by message, the order rotating — so a
 * slow moment of the machine or the disk (a WAL flush on a loaded PostgreSQL ranges from 0.5 to
 * 6 ms here) falls on every pair alike; then, per pair, `window` messages in flight for
 * messages/s. Warm-up (JIT, pools, prepared plans) is not measured.
 */
export async function interleaved(
  pairs: Record<string, ChatPair>,
  options: { count: number; window: number; tag: string },
): Promise<Record<string, RoundTrip>> {
  const names = Object.keys(pairs);
  const pair = (name: string) => pairs[name] as ChatPair;
  const latencies = Object.fromEntries(names.map((n) => [n, [] as number[]]));
  for (let i = -50; i < options.count; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + Math.abs(i)) % names.length] as string;
      const started = performance.now();
      await pair(name).once(i, `${options.tag}_${name}_${i}`);
      if (i >= 0) latencies[name]?.push(performance.now() - started);
    }
  }
  const out: Record<string, RoundTrip> = {};
  for (const name of names) {
    // Throughput: keep `window` messages in flight until `count` have arrived.
    const started = performance.now();
    let next = options.count;
    const end = options.count * 2;
    const lane = async () => {
      while (next < end) {
        const i = next++;
        await pair(name).once(i, `${options.tag}_${name}_${i}`);
      }
    };
    await Promise.all(Array.from({ length: options.window }, lane));
    const perSecond = options.count / ((performance.now() - started) / 1000);
    out[name] = { latencies: latencies[name] ?? [], perSecond };
  }
  return out;
}

/** A signed-in demo account of the bench. */
export interface Account {
  username: string;
  role: 'manager' | 'recruiter';
}

/** What the clients' process opens: a relay's two sockets, or two users' sockets on our server. */
export type PairSpec =
  | { kind: 'relay'; url: string }
  | { kind: 'ours'; url: string; receiverUrl?: string; sender: Account; receiver: Account };

/** An opened pair and its two users' ids (the relay's are 1 and 2). */
export interface OpenedPair {
  pair: ChatPair;
  ids: { sender: number; receiver: number };
}

/** The user of `account`, signed in over HTTP (the SDK, as the portal does). */
async function signedIn(url: string, account: Account): Promise<HrPortalClient> {
  const client = createClient({
    baseUrl: `${url}/api`,
    storage: createMemoryStorage(),
    retry: { limit: 0 },
  });
  await client.auth.login({ ...account, password: 'Demo@1234' });
  return client;
}

/** Opens `spec`'s sender and receiver sockets (websocket transport). */
export function openPair(spec: PairSpec): Promise<OpenedPair> {
  return spec.kind === 'relay' ? relayPair(spec.url) : oursPair(spec);
}

/** Our server: two signed-in users' SDK chat sockets; the receiver's on `receiverUrl` if given. */
async function oursPair(spec: Extract<PairSpec, { kind: 'ours' }>): Promise<OpenedPair> {
  const [alice, bob] = await Promise.all([
    signedIn(spec.url, spec.sender),
    signedIn(spec.url, spec.receiver),
  ]);
  const open = (client: HrPortalClient, url?: string) => {
    const chat = createChatSocket(client, {
      ...(url ? { url } : {}),
      socketOptions: { transports: ['websocket'] },
    });
    return new Promise<typeof chat>((resolve) =>
      chat.socket.once('connected', () => resolve(chat)),
    );
  };
  const [a, b] = await Promise.all([open(alice), open(bob, spec.receiverUrl)]);
  const token = alice.session.token() ?? '';
  const senderId = alice.session.get()?.userId ?? 0;
  const receiverId = bob.session.get()?.userId ?? 0;
  const pair = pairOf(
    a.socket as unknown as Socket,
    b.socket as unknown as Socket,
    (i, clientId) => ({
      sender_id: senderId,
      receiver_id: receiverId,
      message: `bench message ${i}`,
      session_token: token,
      client_id: clientId,
    }),
    () => {
      a.close();
      b.close();
    },
  );
  return { pair, ids: { sender: senderId, receiver: receiverId } };
}

/**
 * The baseline's server: a bare socket.io relay doing the same two emits, nothing else. With
 * `store`, the relay awaits it before emitting (the floor: the relay plus the same durable write,
 * with no auth, validation or rules around it).
 */
export async function bareRelay(
  options: { store?: (payload: Payload) => Promise<unknown> } = {},
): Promise<{ url: string; close(): void }> {
  const { store } = options;
  const http = createHttpServer();
  const relay = new Server(http);
  relay.on('connection', (socket) => {
    void socket.join(`user:${(socket.handshake.auth as { user: number }).user}`);
    socket.on('chat_message', async (payload: Payload) => {
      if (store) await store(payload);
      socket.emit('message_sent', payload);
      relay.to(`user:${payload.receiver_id}`).emit('new_message', payload);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => void relay.close(),
  };
}

/** The relay's two sockets, users 1 and 2. */
async function relayPair(url: string): Promise<OpenedPair> {
  const connect = (user: number) => {
    const socket = io(url, { transports: ['websocket'], forceNew: true, auth: { user } });
    return new Promise<Socket>((resolve) => socket.once('connect', () => resolve(socket)));
  };
  const [a, b] = await Promise.all([connect(1), connect(2)]);
  const pair = pairOf(
    a,
    b,
    (i, clientId) => ({ receiver_id: 2, message: `bench message ${i}`, client_id: clientId }),
    () => {
      a.close();
      b.close();
    },
  );
  return { pair, ids: { sender: 1, receiver: 2 } };
}

/** The pairs' sockets, held by a child process (`roundTripClients.ts`) that runs the rounds. */
export interface RoundTripClients {
  /** Each pair's two user ids. */
  ids: Record<string, OpenedPair['ids']>;
  round(options: {
    count: number;
    window: number;
    tag: string;
  }): Promise<Record<string, RoundTrip>>;
  close(): void;
}

/**
 * Opens `specs`' sockets in a child process and measures there: a client's read of `new_message`
 * does not wait for work the server does after its write (a browser's would not), and the
 * server's thread does none of the clients' socket.io work.
 */
export async function spawnRoundTripClients(
  specs: Record<string, PairSpec>,
): Promise<RoundTripClients> {
  const child = forkChild(new URL('./roundTripClients.ts', import.meta.url));
  const { ids } = await child.ask<{ ids: RoundTripClients['ids'] }>({ type: 'connect', specs });
  return {
    ids,
    round: (options) => child.ask({ type: 'round', ...options }),
    close: () => child.close(),
  };
}
