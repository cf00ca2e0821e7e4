/**
 * Issue 16 item 2: every query has a time limit, answered as a clear 503 (never a 500), and the
 * embedded database is usable again afterwards (PGlite cannot cancel a running statement: its
 * worker thread is ended and the data directory reopened). Also: the embedded database runs off
 * the main thread, so the event loop stays free while a statement runs.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/database';
import { describeServer } from './fixture';

describeServer(
  'statement time limit',
  {
    database: { statementTimeoutMs: 2000 },
    prepare: async ({ handle }) => {
      await handle.db.execute(
        sql`insert into users (username, name, user_type, password_hash) values ('kept', 'Kept', 'recruiter', 'x')`,
      );
    },
    serverOptions: {
      beforeListen: (s) => {
        s.app.get('/__test/slow', async () => {
          await s.services.db.execute(sql`select pg_sleep(20)`);
          return { done: true };
        });
      },
    },
  },
  (it, driver) => {
    it(`answers a statement past its limit with 503 and a clear message (${driver})`, async ({
      server,
    }) => {
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 20);
      const response = await fetch(`${server.url}/__test/slow`);
      clearInterval(ticker);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { status: string; message: string };
      expect(body.status).toBe('error');
      expect(body.message).toContain('The database took too long to answer this request.');
      // The event loop kept turning while the statement ran (PGlite too: it runs in its worker).
      expect(ticks).toBeGreaterThan(3);
    });

    it(`answers again afterwards, with the data kept (${driver})`, async ({ database, server }) => {
      let rows: { username: string }[] = [];
      const deadline = Date.now() + 15_000;
      for (;;) {
        try {
          rows = await queryRows<{ username: string }>(
            database.handle.db,
            sql`select username from users where username = 'kept'`,
          );
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect(rows.map((r) => r.username)).toEqual(['kept']);
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
    });
  },
);
