import type { ChatSocket } from '@hrportal/api-client/chat-socket';
import type { ChatMessage } from '@hrportal/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { type Database, queryRows } from '../src/db/database';
import { describeServer } from './fixture';
import { userIdOf as id, nextEvent, openChatSocket, tokenOf as token } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');
type Ack = { ok: boolean; message?: ChatMessage; error?: string; client_id?: string | null };

/**
 * Runs `work` while a trigger makes any insert of a chat message whose text is `text` raise
 * `error` — a real failure inside the store statement, which aborts the whole statement.
 */
async function whilePoisoned(
  db: Database,
  text: string,
  error: string,
  work: () => Promise<void>,
): Promise<void> {
  await db.execute(sql`create function gc_poison() returns trigger language plpgsql as $$
    begin
      if new.message = ${sql.raw(`'${text}'`)} then raise exception ${sql.raw(`'${error}'`)}; end if;
      return new;
    end $$`);
  await db.execute(
    sql`create trigger gc_poison before insert on chat_messages for each row execute function gc_poison()`,
  );
  try {
    await work();
  } finally {
    await db.execute(sql`drop trigger gc_poison on chat_messages`);
    await db.execute(sql`drop function gc_poison()`);
  }
}

/**
 * Group commit of chat messages (issue 24): messages that arrive together are stored by one
 * statement, each sender is answered only after it committed, sequence numbers stay gapless and
 * in each sender's order, and a failed statement is reported to every sender in it.
 */
describeServer(
  'chat group commit',
  { seed: { now, candidates: 5, jobs: 2 }, config: { now: () => now } },
  (it) => {
    const sockets: ChatSocket[] = [];
    afterAll(() => {
      for (const s of sockets) s.close();
    });

    it('stores messages sent together in fewer statements than messages, acked after commit, in order', async ({
      server,
      database,
      team,
    }) => {
      const chat = server.server.services.chat;
      const people = [team.manager, team.recruiter, team.other, team.leadership];
      // Five sockets per user, each sending to the next user: 20 senders at once.
      const senders = await Promise.all(
        people.flatMap((client, u) =>
          Array.from({ length: 5 }, async (_, s) => {
            const chatSocket = await openChatSocket(client, server.url);
            sockets.push(chatSocket);
            return { chatSocket, client, to: people[(u + 1) % people.length], tag: `${u}-${s}` };
          }),
        ),
      );
      const perSender = 8;
      const before = chat.commitStats();
      const acks = await Promise.all(
        senders.map(async ({ chatSocket, client, to, tag }) => {
          const out: Ack[] = [];
          // One sender's messages one after another (as a client's outbox sends them).
          for (let i = 0; i < perSender; i++) {
            out.push(
              await new Promise<Ack>((resolve) =>
                chatSocket.socket.emit(
                  'chat_message',
                  {
                    sender_id: id(client),
                    receiver_id: id(to ?? client),
                    message: `gc ${tag} ${i}`,
                    session_token: token(client),
                    client_id: `gc-${tag}-${i}`,
                  },
                  resolve as never,
                ),
              ),
            );
          }
          return out;
        }),
      );
      const sent = senders.length * perSender;
      const after = chat.commitStats();
      const flat = acks.flat();
      expect(flat.every((a) => a.ok)).toBe(true);
      expect(after.items - before.items).toBe(sent);
      // Batching happened: fewer statements than messages, as the service counts them …
      expect(after.statements - before.statements).toBeLessThan(sent);
      expect(after.largest).toBeGreaterThan(1);
      // … and as the database saw them: rows written by one statement share its transaction id.
      const [counted] = await queryRows<{ rows: number; transactions: number }>(
        database.handle.db,
        sql`select count(*)::int as rows, count(distinct xmin::text)::int as transactions
            from chat_messages where client_id like 'gc-%'`,
      );
      expect(counted?.rows).toBe(sent);
      expect(counted?.transactions).toBeLessThan(sent);
      expect(counted?.transactions).toBe(after.statements - before.statements);

      // Every ack carries the stored message; per conversation gapless seq, each sender's in order.
      const stored = await queryRows<{ conversation_key: string; seq: number; client_id: string }>(
        database.handle.db,
        sql`select conversation_key, seq, client_id from chat_messages
            where client_id like 'gc-%' order by conversation_key, seq`,
      );
      const byKey = new Map<string, { seq: number; client_id: string }[]>();
      for (const row of stored)
        byKey.set(row.conversation_key, [...(byKey.get(row.conversation_key) ?? []), row]);
      for (const rows of byKey.values()) {
        expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
        const order = new Map<string, number>();
        for (const row of rows) {
          const [, u, s, i] = row.client_id.split('-');
          const sender = `${u}-${s}`;
          expect(Number(i)).toBe((order.get(sender) ?? -1) + 1);
          order.set(sender, Number(i));
        }
      }
      for (const ack of flat) {
        const match = stored.find((r) => r.client_id === ack.message?.client_id);
        expect(ack.message?.seq).toBe(match?.seq);
      }

      // A resend of a stored message (same client id) is answered with the stored one.
      const [first] = senders;
      if (!first) throw new Error('no sender');
      const resend = await new Promise<Ack>((resolve) =>
        first.chatSocket.socket.emit(
          'chat_message',
          {
            sender_id: id(first.client),
            receiver_id: id(first.to ?? first.client),
            message: 'again',
            session_token: token(first.client),
            client_id: `gc-${first.tag}-0`,
          },
          resolve as never,
        ),
      );
      expect(resend.ok).toBe(true);
      expect(resend.message?.seq).toBe(flat[0]?.message?.seq);
    });

    it('reports a failed batch to every sender in it and stores none of it', async ({
      server,
      database,
      team: { manager, recruiter, other },
    }) => {
      const chat = server.server.services.chat;
      const db = database.handle.db;
      // A real failure inside the statement: a trigger refusing one message's text aborts all.
      await whilePoisoned(db, 'poison', 'poisoned batch', async () => {
        const [m, r, o] = [manager, recruiter, other].map(id) as [number, number, number];
        const batch = [
          { senderId: m, receiverId: r, message: 'innocent 1', clientId: 'fail-1' },
          { senderId: r, receiverId: o, message: 'poison', clientId: 'fail-2' },
          { senderId: o, receiverId: m, message: 'innocent 3', clientId: 'fail-3' },
        ];
        const before = chat.commitStats();
        // Sent in one turn of the event loop: one batch, one statement.
        const outcomes = await Promise.allSettled(batch.map((input) => chat.send(input)));
        const after = chat.commitStats();
        expect(after.statements - before.statements).toBe(1);
        expect(after.items - before.items).toBe(3);
        for (const outcome of outcomes) {
          expect(outcome.status).toBe('rejected');
          expect(String((outcome as PromiseRejectedResult).reason?.cause ?? '')).toMatch(
            /poisoned batch/,
          );
        }
        const [none] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from chat_messages where client_id like 'fail-%'`,
        );
        expect(none?.n).toBe(0);

        // Over the socket the sender hears it: an error event and a refused ack, with its id.
        const socket = await openChatSocket(recruiter, server.url);
        sockets.push(socket);
        const errorEvent = nextEvent<{ message: string; client_id: string | null }>(
          socket.socket,
          'error',
        );
        const ack = await new Promise<Ack>((resolve) =>
          socket.socket.emit(
            'chat_message',
            {
              sender_id: r,
              receiver_id: o,
              message: 'poison',
              session_token: token(recruiter),
              client_id: 'fail-socket',
            },
            resolve as never,
          ),
        );
        expect(ack).toMatchObject({ ok: false, client_id: 'fail-socket' });
        expect(ack.error).toMatch(/try again/i);
        expect((await errorEvent).client_id).toBe('fail-socket');
      });
      // The senders resend (same client ids): the innocent messages are stored once.
      const [m, r, o] = [manager, recruiter, other].map(id) as [number, number, number];
      const again = await Promise.all([
        chat.send({ senderId: m, receiverId: r, message: 'innocent 1', clientId: 'fail-1' }),
        chat.send({ senderId: o, receiverId: m, message: 'innocent 3', clientId: 'fail-3' }),
      ]);
      expect(again.map((a) => a.duplicate)).toEqual([false, false]);
      const [stored] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from chat_messages where client_id like 'fail-%'`,
      );
      expect(stored?.n).toBe(2);
    });

    it('fails only the batch whose commit failed: the batch after it is stored and confirmed', async ({
      server,
      database,
      team: { manager, recruiter, other },
    }) => {
      const chat = server.server.services.chat;
      const db = database.handle.db;
      const [m, r, o] = [manager, recruiter, other].map(id) as [number, number, number];
      await whilePoisoned(db, 'poison 2', 'poisoned first batch', async () => {
        const before = chat.commitStats();
        // One turn: the first batch (a poisoned message and an innocent one) …
        const first = [
          chat.send({ senderId: m, receiverId: r, message: 'poison 2', clientId: 'only-1' }),
          chat.send({ senderId: r, receiverId: o, message: 'first innocent', clientId: 'only-2' }),
        ];
        // … is in flight after this turn; what is sent now waits for the next statement.
        await new Promise((resolve) => setImmediate(resolve));
        const second = [
          chat.send({ senderId: o, receiverId: m, message: 'second a', clientId: 'only-3' }),
          chat.send({ senderId: m, receiverId: o, message: 'second b', clientId: 'only-4' }),
        ];
        const [firstOutcomes, secondOutcomes] = await Promise.all([
          Promise.allSettled(first),
          Promise.allSettled(second),
        ]);
        const after = chat.commitStats();
        expect(after.statements - before.statements).toBe(2);
        for (const outcome of firstOutcomes) {
          expect(outcome.status).toBe('rejected');
          expect(String((outcome as PromiseRejectedResult).reason?.cause ?? '')).toMatch(
            /poisoned first batch/,
          );
        }
        expect(secondOutcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
        const stored = await queryRows<{ client_id: string }>(
          db,
          sql`select client_id from chat_messages where client_id like 'only-%' order by client_id`,
        );
        expect(stored.map((row) => row.client_id)).toEqual(['only-3', 'only-4']);
      });
    });

    it('stores one socket’s messages sent without waiting together, in the order sent', async ({
      server,
      database,
      team: { manager, recruiter },
    }) => {
      const chat = server.server.services.chat;
      const socket = await openChatSocket(manager, server.url);
      sockets.push(socket);
      const count = 20;
      const before = chat.commitStats();
      // All emitted at once: the socket's events no longer wait for each other's commits.
      const acks = await Promise.all(
        Array.from(
          { length: count },
          (_, i) =>
            new Promise<Ack>((resolve) =>
              socket.socket.emit(
                'chat_message',
                {
                  sender_id: id(manager),
                  receiver_id: id(recruiter),
                  message: `pipelined ${i}`,
                  session_token: token(manager),
                  client_id: `pipe-${i}`,
                },
                resolve as never,
              ),
            ),
        ),
      );
      expect(acks.every((a) => a.ok)).toBe(true);
      expect(chat.commitStats().statements - before.statements).toBeLessThan(count);
      const seqs = acks.map((a) => a.message?.seq ?? 0);
      expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
      const stored = await queryRows<{ client_id: string }>(
        database.handle.db,
        sql`select client_id from chat_messages where client_id like 'pipe-%' order by seq`,
      );
      expect(stored.map((r) => r.client_id)).toEqual(acks.map((_, i) => `pipe-${i}`));
    });

    it('stores a client id sent twice in one batch once: the repeat is its duplicate, same seq', async ({
      server,
      database,
      team: { manager, recruiter },
    }) => {
      const chat = server.server.services.chat;
      const [m, r] = [manager, recruiter].map(id) as [number, number];
      const before = chat.commitStats();
      const [a, b, c] = await Promise.all([
        chat.send({ senderId: m, receiverId: r, message: 'twice', clientId: 'twice-1' }),
        chat.send({ senderId: m, receiverId: r, message: 'twice', clientId: 'twice-1' }),
        chat.send({ senderId: m, receiverId: r, message: 'after', clientId: 'twice-2' }),
      ]);
      expect(chat.commitStats().statements - before.statements).toBe(1);
      expect([a.duplicate, b.duplicate, c.duplicate]).toEqual([false, true, false]);
      expect(b.message.seq).toBe(a.message.seq);
      expect(c.message.seq).toBe(a.message.seq + 1);
      const [count] = await queryRows<{ n: number }>(
        database.handle.db,
        sql`select count(*)::int as n from chat_messages where client_id like 'twice-%'`,
      );
      expect(count?.n).toBe(2);
      // And sent again later, alone: the stored message, not a new one.
      const again = await chat.send({
        senderId: m,
        receiverId: r,
        message: 'twice',
        clientId: 'twice-1',
      });
      expect(again).toMatchObject({ duplicate: true, message: { seq: a.message.seq } });
    });
  },
);
