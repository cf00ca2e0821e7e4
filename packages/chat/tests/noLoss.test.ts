// The widget's own engine loses nothing (issue 5, from the widget's side): 12 users, each with a
// real `createChatClient`, on two server processes over one PostgreSQL and one Redis, chat directly
// and in three groups while a seeded chaos loop drops their sockets — cleanly (`disconnect()`,
// then `connect()`), by closing the transport under the socket (socket.io reconnects by itself),
// or by cutting the TCP connection in the network (both ends see it die, bytes in flight are
// lost) — and sends each reconnect to either instance. Every engine holds all its conversations
// (each one opened once at the start), sends through `select` + `send` as the composer does, and
// marks read what arrives in the open conversation as the message list does. At the end every
// engine's held messages are compared with the database (the SDK's chat HTTP history): each
// stored message held exactly once, in `seq` order, nothing pending or failed, and the unread
// counts (direct and group) equal the database's. NO_LOSS_SEED=<n> replays a run's choices (timing stays the
// machine's).
import net from 'node:net';
import type { HrPortalClient } from '@hrportal/api-client';
import {
  type ChatClient,
  type ChatMessageView,
  createChatClient,
  groupIdOf,
  otherUserOf,
  unreadOf,
} from '@hrportal/api-client/chat';
import {
  type ChatSocket,
  createChatSocket,
  type TypedChatSocket,
} from '@hrportal/api-client/chat-socket';
import {
  type ChatMessage,
  directConversationKey,
  groupConversationKey,
} from '@hrportal/api-client/contract';
import {
  insertRecruiters,
  Prng,
  type ServerProcess,
  scaleOutAvailable,
  signInAs,
  startProcessPair,
  until,
  userIdOf,
} from '@hrportal/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const seed = Number(process.env.NO_LOSS_SEED ?? 20260602);
const totalMessages = 1500;
const userCount = 12;
const groupCount = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One user's way to the servers: a loopback TCP relay standing in for the load balancer and the
 * network. Each new connection goes to `target` (the test moves it to send a reconnect to the other
 * instance); while `down`, connections are refused; `cut()` destroys the live ones at both ends.
 */
class Route {
  private readonly server = net.createServer((client) => this.relay(client));
  private readonly open = new Set<net.Socket>();
  down = false;
  /** Connections relayed per instance URL. */
  readonly connections = new Map<string, number>();

  constructor(public target: ServerProcess) {}

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  cut(): void {
    for (const socket of this.open) socket.destroy();
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket): void {
    if (this.down) {
      client.destroy();
      return;
    }
    const { port } = new URL(this.target.url);
    this.connections.set(this.target.url, (this.connections.get(this.target.url) ?? 0) + 1);
    const upstream = net.connect(Number(port), '127.0.0.1');
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.open.add(a);
      a.on('error', () => {});
      a.on('close', () => {
        this.open.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  }
}

/** A signed-in user: the SDK client, the engine, its route and socket, what it wrote and saw. */
interface Talker {
  userId: number;
  client: HrPortalClient;
  engine: ChatClient;
  route: Route;
  socket(): TypedChatSocket;
  /** Between a drop and the chaos loop letting it back. */
  away: boolean;
  /** How many messages it wrote (its messages carry `#<n>`, to check the order it wrote them). */
  written: number;
  stats: { connects: number; reads: number; readIds: Set<number> };
  errors: string[];
}

/** Starts a user's engine behind its own route to `home` (where it signed in). */
async function startTalker(home: ServerProcess, username: string): Promise<Talker> {
  const client = await signInAs(home, username, 'recruiter');
  const route = new Route(home);
  const url = await route.listen();
  let chat: ChatSocket | undefined;
  const stats = { connects: 0, reads: 0, readIds: new Set<number>() };
  const engine = createChatClient(client, {
    autoStart: false,
    connect: (c) => {
      chat = createChatSocket(c, {
        url,
        socketOptions: {
          transports: ['websocket'],
          reconnectionDelay: 50,
          reconnectionDelayMax: 200,
        },
      });
      chat.socket.on('connected', () => stats.connects++);
      chat.socket.onAnyOutgoing((event, payload: { message_id?: number }) => {
        if (event !== 'read_message' || payload.message_id === undefined) return;
        stats.reads++;
        stats.readIds.add(payload.message_id);
      });
      return chat;
    },
  });
  const errors: string[] = [];
  engine.onNotice((n) => {
    if (n.kind === 'error') errors.push(n.text);
  });
  engine.start();
  const socket = () => {
    if (!chat) throw new Error(`${username} has no socket`);
    return chat.socket;
  };
  return {
    userId: userIdOf(client),
    client,
    engine,
    route,
    socket,
    away: false,
    written: 0,
    stats,
    errors,
  };
}

const isPending = (m: ChatMessageView) => typeof m.id === 'string';

/** Messages written but not yet confirmed by the server, over every engine. */
function pendingCount(talkers: readonly Talker[]): number {
  let pending = 0;
  for (const t of talkers)
    for (const list of Object.values(t.engine.getState().messages))
      for (let i = list.length - 1; i >= 0 && isPending(list[i] as ChatMessageView); i--) pending++;
  return pending;
}

/**
 * What the message list does for the open conversation: every incoming message not yet read is
 * on screen, so it is marked read.
 */
function markSeen(t: Talker): void {
  const state = t.engine.getState();
  if (!state.active) return;
  const ids: number[] = [];
  for (const m of state.messages[state.active] ?? [])
    if (typeof m.id === 'number' && m.sender_id !== t.userId && !m.is_read) ids.push(m.id);
  if (ids.length) t.engine.markRead(ids);
}

/** Opens a conversation as a user clicks it: what the previous one showed has been seen. */
function open(t: Talker, key: string | null): void {
  if (t.engine.getState().active === key) return;
  markSeen(t);
  t.engine.select(key);
}

/**
 * Chaos while messages flow: every 20–60 ms a connected engine is dropped — cleanly, by closing
 * its transport, or by a network cut — kept away 20–400 ms, and its next connection goes to a
 * random instance. `stop()` ends the loop and resolves with what it did.
 */
function startChaos(talkers: readonly Talker[], servers: readonly ServerProcess[], rng: Prng) {
  let running = true;
  const drops = { clean: 0, transport: 0, network: 0 };
  let moved = 0;
  const loop = (async () => {
    while (running) {
      await sleep(rng.int(20, 60));
      const up = talkers.filter((t) => !t.away && t.engine.getState().isConnected);
      if (up.length < 4) continue;
      const victim = rng.pick(up);
      const kind = rng.pick(['clean', 'transport', 'network'] as const);
      const away = rng.int(20, 400);
      const back = rng.pick(servers);
      if (back !== victim.route.target) moved++;
      victim.route.target = back;
      victim.away = true;
      drops[kind]++;
      if (kind === 'clean') {
        victim.socket().disconnect();
        setTimeout(() => {
          victim.socket().connect();
          victim.away = false;
        }, away);
        continue;
      }
      // Reconnection attempts meet a network that refuses them until the time is up.
      victim.route.down = true;
      if (kind === 'network') victim.route.cut();
      else victim.socket().io.engine.close();
      setTimeout(() => {
        victim.route.down = false;
        victim.away = false;
      }, away);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { drops, moved };
    },
  };
}

/** The whole stored history of a conversation, through the SDK's chat HTTP calls. */
async function storedHistory(reader: Talker, key: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  const groupId = groupIdOf(key);
  for (;;) {
    const query = { after_seq: all.at(-1)?.seq ?? 0, limit: 200 };
    const page =
      groupId !== null
        ? await reader.client.chat.groupMessages(groupId, query)
        : await reader.client.chat.messages(
            reader.userId,
            otherUserOf(key, reader.userId) as number,
            query,
          );
    all.push(...page.messages);
    if (!page.has_more) return all;
  }
}

describe.skipIf(!(await scaleOutAvailable('chat engine no-loss test')))(
  'no loss in the widget engine: 1,500 messages among 12 users on two instances while sockets drop',
  () => {
    let stop = async () => {};
    let servers: ServerProcess[] = [];
    const talkers: Talker[] = [];

    beforeAll(async () => {
      const pair = await startProcessPair((db) =>
        insertRecruiters(db, userCount, 'widget', 'Widget User'),
      );
      servers = pair.servers;
      stop = pair.stop;
      // Half the users sign in and first connect on each instance.
      for (let i = 0; i < userCount; i++)
        talkers.push(await startTalker(servers[i % 2] as ServerProcess, `widget${i + 1}`));
      await until(
        () =>
          talkers.every((t) => t.engine.getState().isConnected && !t.engine.getState().isLoading),
        'every engine connected',
        30_000,
      );
    }, 120_000);

    afterAll(async () => {
      for (const t of talkers) {
        t.engine.stop();
        await t.route.close();
      }
      await stop();
    });

    it('holds every stored message exactly once, in order, with the database’s unread counts', async () => {
      const rng = new Prng(seed);
      const chaosRng = new Prng(seed + 1);

      // Groups of 4–7, created through the creator's engine.
      const groups: { key: string; members: number[] }[] = [];
      for (let g = 0; g < groupCount; g++) {
        const [creator, ...others] = rng.sample(talkers, rng.int(4, 7)) as [Talker, ...Talker[]];
        const name = `Widget group ${g + 1}`;
        expect(
          await creator.engine.createGroup(
            name,
            others.map((o) => o.userId),
          ),
        ).toBeNull();
        const group = Object.values(creator.engine.getState().groups).find((x) => x.name === name);
        const key = groupConversationKey(group?.id as number);
        groups.push({ key, members: group?.members ?? [] });
      }
      // Members on the creator's instance are not told (the server joins them to the group's room
      // through a Redis round trip, after `group_created` went out): they see the group when the
      // dialog opens, which refreshes the conversations.
      await Promise.all(talkers.map((t) => t.engine.refresh()));
      for (const g of groups)
        for (const member of g.members) {
          const t = talkers.find((x) => x.userId === member) as Talker;
          expect(t.engine.getState().groups[groupIdOf(g.key) as number]).toBeDefined();
        }
      const keysOf = (t: Talker) => [
        ...talkers.filter((o) => o !== t).map((o) => directConversationKey(t.userId, o.userId)),
        ...groups.filter((g) => g.members.includes(t.userId)).map((g) => g.key),
      ];
      const membersOf = (key: string) =>
        groups.find((g) => g.key === key)?.members ?? key.split(':').slice(1).map(Number);

      // Every engine opens each of its conversations once (their whole history is held from then
      // on), then closes the dialog's selection; the view marks what the open one shows.
      for (const t of talkers) {
        for (const key of keysOf(t)) open(t, key);
        open(t, null);
        let scheduled = false;
        t.engine.subscribe(() => {
          if (scheduled) return;
          scheduled = true;
          queueMicrotask(() => {
            scheduled = false;
            markSeen(t);
          });
        });
      }
      await until(
        () =>
          talkers.every((t) => keysOf(t).every((k) => t.engine.getState().hasOlder[k] === false)),
        'every conversation loaded',
        30_000,
      );

      const chaos = startChaos(talkers, servers, chaosRng);

      // 1,500 messages in bursts of 1–4 to one conversation (70 % direct, 30 % group), written by
      // whoever is connected (a disconnected widget's composer is disabled).
      const started = performance.now();
      /** Each text written → its place in its sender's own order. */
      const written = new Map<string, number>();
      while (written.size < totalMessages) {
        const up = talkers.filter((t) => t.engine.getState().isConnected);
        if (up.length === 0) {
          await sleep(5);
          continue;
        }
        const sender = rng.pick(up);
        const mine = groups.filter((g) => g.members.includes(sender.userId));
        const key =
          mine.length && rng.chance(0.3)
            ? rng.pick(mine).key
            : directConversationKey(
                sender.userId,
                rng.pick(talkers.filter((o) => o !== sender)).userId,
              );
        open(sender, key);
        for (let burst = rng.int(1, 4); burst > 0 && written.size < totalMessages; burst--) {
          const index = sender.written + 1;
          const text = `message ${written.size + 1} by ${sender.userId} #${index}`;
          if (!sender.engine.send(text)) break;
          sender.written = index;
          written.set(text, index);
        }
        // Keep a realistic number in flight, and let the sockets breathe between bursts.
        await sleep(1);
        while (pendingCount(talkers) > 60) await sleep(2);
      }
      const { drops, moved } = await chaos.stop();
      const sendMs = performance.now() - started;

      // Everyone comes back, outboxes drain, then wait until no engine's messages or unread move.
      await until(() => talkers.every((t) => !t.away), 'every drop over', 5_000);
      await until(
        () => talkers.every((t) => t.engine.getState().isConnected),
        'every engine back',
        30_000,
      );
      await until(() => pendingCount(talkers) === 0, 'every outbox confirmed', 60_000);
      const signature = () =>
        talkers.map((t) => {
          const s = t.engine.getState();
          return [
            s.messages,
            ...Object.values(s.people).map((p) => p.unreadCount),
            ...Object.values(s.groups).map((g) => g.unreadCount),
          ];
        });
      let last = signature();
      let quietSince = Date.now();
      const quietDeadline = Date.now() + 30_000;
      while (Date.now() - quietSince < 2000 && Date.now() < quietDeadline) {
        await sleep(100);
        const now = signature();
        if (now.some((row, i) => row.some((v, j) => v !== last[i]?.[j]))) quietSince = Date.now();
        last = now;
      }

      // The count, conversation by conversation, against the stored history.
      const allKeys = [...new Set(talkers.flatMap(keysOf))];
      const stored = new Map<string, ChatMessage[]>();
      for (const key of allKeys) {
        const reader = talkers.find((t) => t.userId === membersOf(key)[0]) as Talker;
        stored.set(key, await storedHistory(reader, key));
      }
      const storedTexts = new Map<string, number>();
      for (const list of stored.values())
        for (const m of list) storedTexts.set(m.message, (storedTexts.get(m.message) ?? 0) + 1);
      let expectedDeliveries = 0;
      let delivered = 0;
      let lost = [...written.keys()].filter((text) => !storedTexts.has(text)).length;
      let duplicated = [...storedTexts.values()].reduce((sum, n) => sum + n - 1, 0);
      let outOfOrder = 0;
      let pendingLeft = 0;
      let failed = 0;
      let unknown = 0;
      const unreadMismatches: string[] = [];
      const lostExamples: string[] = [];
      for (const t of talkers) {
        const state = t.engine.getState();
        for (const key of keysOf(t)) {
          const truth = stored.get(key) ?? [];
          const held = state.messages[key] ?? [];
          const heldIds = held.filter((m) => !isPending(m)).map((m) => m.id as number);
          pendingLeft += held.filter(isPending).length;
          failed += held.filter((m) => m.failed).length;
          const heldSet = new Set(heldIds);
          duplicated += heldIds.length - heldSet.size;
          const truthIds = new Set(truth.map((m) => m.id));
          unknown += heldIds.filter((id) => !truthIds.has(id)).length;
          for (const m of truth) {
            const mineToHold = m.sender_id !== t.userId;
            if (mineToHold) expectedDeliveries++;
            if (heldSet.has(m.id)) {
              if (mineToHold) delivered++;
            } else {
              lost++;
              if (lostExamples.length < 5)
                lostExamples.push(`user ${t.userId} misses ${key} seq ${m.seq}`);
            }
          }
          // Held in seq order, and each sender's messages in the order that sender wrote them.
          const seqs = held.filter((m) => !isPending(m)).map((m) => m.seq);
          const lastIndex = new Map<number, number>();
          let disorder = seqs.some((seq, i) => i > 0 && seq <= (seqs[i - 1] as number));
          for (const m of held) {
            const index = written.get(m.message) ?? 0;
            if (index <= (lastIndex.get(m.sender_id) ?? 0)) disorder = true;
            lastIndex.set(m.sender_id, index);
          }
          if (disorder) outOfOrder++;
        }
        // Direct unread counts: the widget's badge against the database's.
        const truth = await t.client.chat.usersWithConversations(t.userId);
        for (const u of truth.users) {
          const shown = unreadOf(state, directConversationKey(t.userId, u.id));
          if (shown !== u.unreadCount)
            unreadMismatches.push(
              `user ${t.userId} with ${u.id}: ${shown} shown, ${u.unreadCount} stored`,
            );
        }
        // Group unread counts: every member's read position is stored too.
        const groups = await t.client.chat.userGroups(t.userId);
        for (const g of groups.groups) {
          const shown = unreadOf(state, groupConversationKey(g.group_id));
          if (shown !== (g.unread_count ?? 0))
            unreadMismatches.push(
              `user ${t.userId} in group ${g.group_id}: ${shown} shown, ${g.unread_count} stored`,
            );
        }
      }

      const sum = (pick: (t: Talker) => number) => talkers.reduce((n, t) => n + pick(t), 0);
      const report = {
        seed,
        sent: written.size,
        stored: [...storedTexts.keys()].filter((text) => written.has(text)).length,
        expectedDeliveries,
        delivered,
        lost,
        duplicated,
        outOfOrder,
        pendingLeft,
        failed,
        unknown,
        unreadMismatches: unreadMismatches.length,
        drops,
        movedToOtherInstance: moved,
        connectsPerInstance: servers.map((server) =>
          sum((t) => t.route.connections.get(server.url) ?? 0),
        ),
        connects: sum((t) => t.stats.connects),
        readsSentAgain: sum((t) => t.stats.reads - t.stats.readIds.size),
        sendSeconds: Number((sendMs / 1000).toFixed(1)),
        errors: [...new Set(talkers.flatMap((t) => t.errors))],
      };
      console.log(`chat engine no-loss report: ${JSON.stringify(report)}`);
      if (lostExamples.length) console.log(`lost, e.g.: ${lostExamples.join('; ')}`);
      if (unreadMismatches.length)
        console.log(`unread mismatches, e.g.: ${unreadMismatches.slice(0, 5).join('; ')}`);
      expect(report).toMatchObject({
        sent: totalMessages,
        stored: totalMessages,
        delivered: expectedDeliveries,
        lost: 0,
        duplicated: 0,
        outOfOrder: 0,
        pendingLeft: 0,
        failed: 0,
        unknown: 0,
        unreadMismatches: 0,
        errors: [],
      });
      expect(drops.clean + drops.transport + drops.network).toBeGreaterThan(20);
      expect(moved).toBeGreaterThan(5);
    }, 120_000);
  },
);
