// The no-loss test of issue 5: 5,000 messages among 20 users (direct and in groups) across two
// server processes on one PostgreSQL and one Redis, while clients are dropped (cleanly or with the
// transport closed under them) and reconnect to either instance. Every choice — who sends what to
// whom, who drops, for how long, where they come back — comes from a seeded PRNG
// (NO_LOSS_SEED=<n> replays a run's choices; thread timing stays the machine's). Reports sent,
// delivered, lost, duplicated and out of order per conversation, and asserts the last three are 0.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/database';
import { Prng } from '../src/seed/prng';
import {
  insertRecruiters,
  type ServerProcess,
  scaleOutAvailable,
  signInAs,
  startProcessPair,
  tokenOf,
  until,
  userIdOf,
} from './helpers';
import { recordFigure } from './reliabilityReport';
import { ReliableChatClient } from './reliableChatClient';

const seed = Number(process.env.NO_LOSS_SEED ?? 20260601);
const totalMessages = 5000;
const userCount = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!(await scaleOutAvailable('no-loss test')))(
  'no loss: 5,000 messages among 20 users on two instances while clients drop and reconnect',
  () => {
    let stop = async () => {};
    let db: DatabaseHandle;
    let servers: ServerProcess[] = [];
    const clients: ReliableChatClient[] = [];

    beforeAll(async () => {
      const pair = await startProcessPair((database) =>
        insertRecruiters(database, userCount, 'talker', 'Talker'),
      );
      servers = pair.servers;
      stop = pair.stop;
      db = await openDatabase({ databaseUrl: pair.databaseUrl, dataDir: '', poolSize: 2 });
      for (let i = 0; i < userCount; i++) {
        const sdk = await signInAs(servers[i % 2] as ServerProcess, `talker${i + 1}`, 'recruiter');
        clients.push(new ReliableChatClient(userIdOf(sdk), tokenOf(sdk)));
      }
    }, 120_000);

    afterAll(async () => {
      for (const client of clients) client.close();
      await db?.close();
      await stop();
    });

    it('delivers every message exactly once, in order, to every recipient', async () => {
      // Separate streams for the messages and the chaos, so each replays the same choices.
      const rng = new Prng(seed);
      const chaosRng = new Prng(seed + 1);
      const urls = servers.map((s) => s.url);
      clients.forEach((client, i) => {
        client.connect(urls[i % 2] as string);
      });
      await until(() => clients.every((c) => c.connected), 'all clients connected', 30_000);

      // Three groups of 5–8 members each, created by their first member.
      const groups: { id: number; members: number[] }[] = [];
      for (let g = 0; g < 3; g++) {
        const [creator, ...others] = rng.sample(clients, rng.int(5, 8)) as [
          ReliableChatClient,
          ...ReliableChatClient[],
        ];
        const group = await creator.createGroup(
          `Group ${g + 1}`,
          others.map((m) => m.userId),
        );
        groups.push({ id: group.group_id, members: group.members });
      }
      const groupsOf = (userId: number) => groups.filter((g) => g.members.includes(userId));

      // Chaos: while messages flow, drop a random connected client every 15–60 ms and bring it
      // back after 20–400 ms on a random instance.
      let sending = true;
      let drops = 0;
      const chaos = (async () => {
        while (sending) {
          await sleep(chaosRng.int(15, 60));
          const up = clients.filter((c) => c.connected);
          if (up.length < 4) continue;
          const victim = chaosRng.pick(up);
          victim.drop(chaosRng.chance(0.5));
          drops++;
          const away = chaosRng.int(20, 400);
          const back = chaosRng.pick(urls);
          setTimeout(() => victim.connect(back), away);
        }
      })();

      // 5,000 messages: 70 % direct to a random other user, 30 % to one of the sender's groups.
      const started = performance.now();
      const sentBy = new Map<number, number>();
      const recipientsOf = new Map<string, number[]>();
      for (let n = 0; n < totalMessages; n++) {
        const sender = rng.pick(clients);
        const index = (sentBy.get(sender.userId) ?? 0) + 1;
        sentBy.set(sender.userId, index);
        const clientId = `u${sender.userId}-${index}`;
        const mine = groupsOf(sender.userId);
        if (mine.length && rng.chance(0.3)) {
          const group = rng.pick(mine);
          recipientsOf.set(
            `${sender.userId}/${clientId}`,
            group.members.filter((m) => m !== sender.userId),
          );
          sender.send({ clientId, text: `message ${n}`, groupId: group.id });
        } else {
          const to = rng.pick(clients.filter((c) => c !== sender));
          recipientsOf.set(`${sender.userId}/${clientId}`, [to.userId]);
          sender.send({ clientId, text: `message ${n}`, receiverId: to.userId });
        }
        // Keep a realistic number in flight: people do not write 5,000 messages at once.
        while (clients.reduce((sum, c) => sum + c.outbox.size, 0) > 100) await sleep(2);
      }
      sending = false;
      await chaos;
      const sentMs = performance.now() - started;

      // Everyone comes back; outboxes drain; a last sync brings each client up to date.
      await sleep(450);
      for (const client of clients) if (!client.connected) client.connect(rng.pick(urls));
      await until(() => clients.every((c) => c.connected), 'every client back', 30_000);
      await until(
        () => clients.every((c) => c.outbox.size === 0),
        'every outbox confirmed',
        60_000,
      );
      const latest = new Map(
        (
          await queryRows<{ key: string; last_seq: number }>(
            db.db,
            sql`select key, last_seq from chat_conversations`,
          )
        ).map((r) => [r.key, Number(r.last_seq)]),
      );
      const isMember = (userId: number, key: string) =>
        key.startsWith('group:')
          ? (groups.find((g) => `group:${g.id}` === key)?.members.includes(userId) ?? false)
          : key.split(':').slice(1).map(Number).includes(userId);
      const upToDate = (c: ReliableChatClient) =>
        [...latest].every(
          ([key, seq]) => !isMember(c.userId, key) || (c.contiguous.get(key) ?? 0) === seq,
        );
      const deadline = Date.now() + 30_000;
      while (!clients.every(upToDate) && Date.now() < deadline) {
        for (const client of clients) if (!upToDate(client)) client.sync();
        await sleep(300);
      }

      // The count.
      const [stored] = await queryRows<{ n: number; distinct_ids: number }>(
        db.db,
        sql`select count(*)::int as n, count(distinct (sender_id, client_id))::int as distinct_ids from chat_messages`,
      );
      const confirmed = new Map(
        clients.flatMap((c) => [...c.confirmed].map(([k, m]) => [`${c.userId}/${k}`, m])),
      );
      let expected = 0;
      let delivered = 0;
      for (const [key, recipients] of recipientsOf) {
        const message = confirmed.get(key);
        for (const userId of recipients) {
          expected++;
          const client = clients.find((c) => c.userId === userId) as ReliableChatClient;
          if (
            message &&
            client.held.get(message.conversation_key)?.get(message.seq)?.id === message.id
          )
            delivered++;
        }
      }
      let duplicated = (stored?.n ?? 0) - (stored?.distinct_ids ?? 0);
      let outOfOrder = 0;
      for (const client of clients) {
        for (const ids of client.idsByClientId.values()) duplicated += ids.size - 1;
        duplicated += client.stats.seqConflicts;
        for (const [key, seqs] of client.released) {
          // Released in sequence order without a gap …
          if (seqs.some((seq, i) => seq !== i + 1)) outOfOrder++;
          // … and each sender's messages in the order that sender wrote them.
          const lastIndex = new Map<number, number>();
          for (const seq of seqs) {
            const m = client.held.get(key)?.get(seq);
            const index = Number(m?.client_id?.split('-')[1] ?? 0);
            if (index <= (lastIndex.get(m?.sender_id ?? 0) ?? 0)) outOfOrder++;
            lastIndex.set(m?.sender_id ?? 0, index);
          }
        }
      }
      const sum = (pick: (c: ReliableChatClient) => number) =>
        clients.reduce((total, c) => total + pick(c), 0);
      const report = {
        seed,
        sent: totalMessages,
        confirmedToSender: confirmed.size,
        storedOnce: stored?.distinct_ids ?? 0,
        expectedDeliveries: expected,
        delivered,
        lost: expected - delivered + (totalMessages - confirmed.size),
        duplicated,
        outOfOrderPerConversation: outOfOrder,
        drops,
        connects: sum((c) => c.stats.connects),
        syncs: sum((c) => c.stats.syncs),
        redeliveredAndDropped: sum((c) => c.stats.redelivered),
        arrivedOutOfOrderAndHeld: sum((c) => c.stats.arrivedOutOfOrder),
        sendSeconds: Number((sentMs / 1000).toFixed(1)),
        errors: [...new Set(clients.flatMap((c) => c.errors))],
      };
      console.log(`no-loss report: ${JSON.stringify(report)}`);
      recordFigure(
        'chat no-loss (2 instances, PostgreSQL + Redis)',
        'sent / delivered of expected / lost / duplicated / out of order / drops',
        `${report.sent} / ${report.delivered} of ${report.expectedDeliveries} / ${report.lost} / ${report.duplicated} / ${report.outOfOrderPerConversation} / ${report.drops}`,
      );
      expect(report).toMatchObject({
        sent: totalMessages,
        confirmedToSender: totalMessages,
        storedOnce: totalMessages,
        delivered: expected,
        lost: 0,
        duplicated: 0,
        outOfOrderPerConversation: 0,
        errors: [],
      });
      expect(drops).toBeGreaterThan(20);
    }, 180_000);
  },
);
