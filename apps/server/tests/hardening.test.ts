// Issue 16: the hostile-user findings, each as a test that failed before its fix — OTP guesses
// counted outside the failing transaction, anonymous uploads refused before their body is read,
// NUL / unpaired surrogates / out-of-range ids answered 400, secrets and SQL parameters kept out of
// the logs, the management hierarchy, and the server-side image dimension rules.
import http from 'node:http';
import { messages, serverMessages, unsafeTextMessage } from '@hrportal/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { mailOutbox, users, weeklyTargets } from '../src/db/schema';
import { describeServer, type WireSessions } from './fixture';
import type { TestDatabase, TestServer } from './helpers';
import { recordFigure } from './reliabilityReport';

/** A PNG header (signature + IHDR) declaring `width`×`height`: what a size check reads. */
function pngOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16); // bit depth
  ihdr.writeUInt8(6, 17); // RGBA
  // CRC left zero: size readers do not check it; a decoder would (we decode nothing).
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, iend]);
}

/** What the servers of this file log, line by line (both drivers'). */
const logLines: string[] = [];

/** A raw wire POST as `token` from the address `ip` (the server trusts `X-Forwarded-For`). */
async function call(
  server: TestServer,
  path: string,
  body: unknown,
  options: { token?: string; ip?: string } = {},
): Promise<{
  status: number;
  body: { status?: string; message?: string } & Record<string, unknown>;
}> {
  const response = await fetch(`${server.api}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      'X-Forwarded-For': options.ip ?? '10.9.0.1',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** The newest code mailed to `email` (the outbox: no SMTP in tests). */
async function latestCode(database: TestDatabase, email: string): Promise<string> {
  const rows = await database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const text = rows.at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describeServer(
  'hardening (issue 16)',
  {
    seed: { now: new Date('2026-06-01T09:00:00Z'), candidates: 10, jobs: 3 },
    // A second manager, so that one manager can try to change another.
    prepare: async ({ handle: { db } }) => {
      await db.insert(users).values({
        username: 'secondmanager',
        name: 'Second Manager',
        email: 'second.manager@example.com',
        userType: 'management',
        passwordHash: await hashPassword('Demo@1234'),
        isVerified: true,
      });
    },
    config: {
      logLevel: 'info',
      trustProxy: true,
      // Generous: these tests are about the OTP's own counter, not the per-IP limiter.
      rateLimits: {
        login: { max: 1000, windowMs: 60_000 },
        otp: { max: 1000, windowMs: 60_000 },
      },
    },
    serverOptions: {
      logStream: { write: (line: string) => void logLines.push(line) },
      beforeListen: ({ app, services }) => {
        app.post('/api/__test/failing-query', async () => {
          await services.db.execute(sql`select ${'SECRET-PARAMETER-VALUE'}::int as n`);
          return { status: 'success' };
        });
        app.post('/api/__test/log-secrets', async (request) => {
          request.log.info(
            {
              password: 'hunter2-plain',
              passwordHash: 'scrypt$hash-value',
              nested: { token: 'tok-value', otp: '123456', resume: 'JVBERi0-resume-bytes' },
              authorization: 'Bearer abc-secret',
              image: 'iVBORw0-image-bytes',
              big: 'x'.repeat(200_000),
            },
            'probe',
          );
          return { status: 'success' };
        });
      },
    },
    logins: {
      manager: 'management',
      secondmanager: 'management',
      leadership: 'leadership',
      recruiter: 'recruiter',
    },
  },
  (it, driver) => {
    describe('1. OTP tries are counted outside the failing request', () => {
      it('reset: 8 concurrent wrong guesses kill the code; the right one is then refused', async ({
        database,
        server,
      }) => {
        const email = 'recruiter@hrportal.local';
        const [recruiter] = await database.handle.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.username, 'recruiter'));
        const address = recruiter?.email ?? email;
        expect(
          (await call(server, '/generate_otp', { email: address, purpose: 'reset' })).status,
        ).toBe(200);
        const code = await latestCode(database, address);
        const wrong = code === '000000' ? '111111' : '000000';
        const guesses = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            call(
              server,
              '/reset_password',
              { email: address, otp: wrong, new_password: 'Hacked@1234' },
              { ip: `10.7.0.${i}` },
            ),
          ),
        );
        expect(guesses.map((g) => g.status)).toEqual(Array(8).fill(400));
        const right = await call(server, '/reset_password', {
          email: address,
          otp: code,
          new_password: 'Hacked@1234',
        });
        recordFigure(
          `cases [${driver}]`,
          'OTP reset: right code after 8 wrong guesses',
          `${right.status} (want 400)`,
        );
        expect(right.status).toBe(400);
        expect(right.body.message).toBe(serverMessages.invalidOtp);
      });

      it('reset: 4 wrong guesses leave the code usable (the fifth try may be the right one)', async ({
        database,
        server,
      }) => {
        const [row] = await database.handle.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.username, 'reviewer'));
        const address = row?.email ?? '';
        await call(server, '/generate_otp', { email: address, purpose: 'reset' });
        const code = await latestCode(database, address);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 4; i++) {
          expect(
            (
              await call(server, '/reset_password', {
                email: address,
                otp: wrong,
                new_password: 'Better@5678',
              })
            ).status,
          ).toBe(400);
        }
        const right = await call(server, '/reset_password', {
          email: address,
          otp: code,
          new_password: 'Better@5678',
        });
        expect(right.status).toBe(200);
      });

      it('signup-onetime: 6 wrong guesses kill the code', async ({ database, server }) => {
        const email = 'newcomer@example.com';
        await call(server, '/generate_otp', { email, purpose: 'signup' });
        const code = await latestCode(database, email);
        const wrong = code === '000000' ? '111111' : '000000';
        const account = {
          username: 'newcomer',
          name: 'New Comer',
          email,
          password: 'Demo@12345',
          user_type: 'recruiter',
        };
        const guesses = await Promise.all(
          Array.from({ length: 6 }, () =>
            call(server, '/signup-onetime', { ...account, otp: wrong }),
          ),
        );
        expect(guesses.every((g) => g.status === 400)).toBe(true);
        const right = await call(server, '/signup-onetime', { ...account, otp: code });
        recordFigure(
          `cases [${driver}]`,
          'OTP signup: right code after 6 wrong guesses',
          `${right.status} (want 400)`,
        );
        expect(right.status).toBe(400);
      });
    });

    describe('3. uploads: authenticate before reading the body', () => {
      it('answers an anonymous upload 401 while its 20 MB body is still unsent', async ({
        server,
      }) => {
        const url = new URL(
          `${server.api}/careers/apply`.replace('/careers/apply', '/upload_user_image/1'),
        );
        const status = await new Promise<number>((resolve, reject) => {
          const request = http.request(url, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': String(20 * 1024 * 1024),
            },
          });
          request.on('response', (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
            request.destroy();
          });
          request.on('error', (error) => {
            if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
          });
          // A little of the body, then nothing more: a server that waits for the body never answers.
          request.write('{"image":"');
          request.write('A'.repeat(64 * 1024));
          setTimeout(() => reject(new Error('no answer while the body was unsent')), 5000).unref();
        });
        recordFigure(
          `cases [${driver}]`,
          'anonymous 20 MB upload: answered before the body',
          String(status),
        );
        expect(status).toBe(401);
      });
      it('6 concurrent anonymous 85 MB uploads: all 401, connections closed, bodies never buffered', async ({
        server,
      }) => {
        const limit = 85 * 1024 * 1024;
        const chunk = Buffer.alloc(64 * 1024, 'A');
        const rssBefore = process.memoryUsage().rss;
        let peakRss = rssBefore;
        const sampler = setInterval(() => {
          peakRss = Math.max(peakRss, process.memoryUsage().rss);
        }, 20);
        const flood = (path: string) =>
          new Promise<{ status: number; sent: number }>((resolve, reject) => {
            let sent = 0;
            let status = 0;
            const request = http.request(new URL(`${server.api}${path}`), {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Content-Length': String(limit) },
            });
            request.on('response', (response) => {
              status = response.statusCode ?? 0;
              response.resume();
              response.on('end', () => resolve({ status, sent }));
            });
            request.on('error', (error) => {
              if (status) resolve({ status, sent });
              else if (
                (error as NodeJS.ErrnoException).code === 'ECONNRESET' ||
                (error as NodeJS.ErrnoException).code === 'EPIPE'
              )
                resolve({ status, sent });
              else reject(error);
            });
            const pump = () => {
              while (!status && sent < limit && !request.destroyed) {
                sent += chunk.length;
                if (!request.write(chunk)) return void request.once('drain', pump);
              }
            };
            request.write('{"resume":"');
            pump();
          });
        const answers = await Promise.all(
          [
            '/add_candidate',
            '/add_candidate',
            '/edit_candidate/1',
            '/upload_user_image/1',
            '/post_job',
            '/add_candidate',
          ].map(flood),
        );
        clearInterval(sampler);
        const growthMb = Math.round((peakRss - rssBefore) / (1024 * 1024));
        const sentMb = Math.round(answers.reduce((n, a) => n + a.sent, 0) / (1024 * 1024));
        recordFigure(
          `cases [${driver}]`,
          'anonymous 6 × 85 MB uploads: statuses / MB sent / peak RSS growth',
          `${[...new Set(answers.map((a) => a.status))].join(',')} / ${sentMb} of 510 / ${growthMb} MB`,
        );
        expect(answers.map((a) => a.status)).toEqual(Array(6).fill(401));
        // The server stopped reading: far less than the 510 MB offered went over the wire.
        expect(sentMb).toBeLessThan(255);
      }, 120_000);
    });

    describe('4. NUL, unpaired surrogates and out-of-range numbers are 400, not 500', () => {
      const bad = { nul: 'Ma\u0000nager', surrogate: 'Ma\ud800nager', lowSurrogate: 'x\udc00' };
      for (const [kind, value] of Object.entries(bad)) {
        it(`${kind}: login, signup, careers apply and an authenticated route`, async ({
          server,
          sessions: { tokens },
        }) => {
          const answers = [
            await call(server, '/login/management', {
              username: value,
              password: 'Demo@1234',
              role: 'manager',
            }),
            await call(server, '/signup', {
              username: 'someone',
              name: value,
              email: 'someone@example.com',
              password: 'Demo@12345',
              user_type: 'recruiter',
            }),
            await call(server, '/careers/apply', {
              job_id: 1,
              name: value,
              email: 'a@example.com',
              mobile: '9845012345',
              resume: 'JVBERi0xLjQK',
              filename: 'cv.pdf',
            }),
            await call(
              server,
              '/add_candidate',
              { name: 'Ok Name', email: 'ok@example.com', mobile: '9845011111', skills: [value] },
              { token: tokens.recruiter },
            ),
          ];
          for (const answer of answers) {
            expect(answer.status).toBe(400);
            expect(answer.body.message).toBe(unsafeTextMessage);
          }
        });
      }

      it('an out-of-range id in a chip filter or a body is a 400 with a message', async ({
        server,
        sessions: { tokens, ids },
      }) => {
        const base = {
          user_id: ids.manager,
          user_type: 'management',
          user_name: 'manager',
          page_no: 1,
        };
        const chip = await call(
          server,
          '/redisdashboard',
          { ...base, filters: [{ column: 'job_id', value: '99999999999999999999999' }] },
          { token: tokens.manager },
        );
        const idChip = await call(
          server,
          '/redisdashboard',
          { ...base, filters: [{ column: 'id', value: '3000000000' }] },
          { token: tokens.manager },
        );
        const field = await call(
          server,
          '/redisdashboard',
          `{"user_id":${ids.manager},"user_type":"management","user_name":"manager","job_id":99999999999999999999999}`,
          { token: tokens.manager },
        );
        const bigId = await call(
          server,
          '/deactivate_user',
          { user_id: 3_000_000_000, user_name: 'x', user_status: true, deactivated_name: 'x' },
          { token: tokens.leadership },
        );
        recordFigure(
          `cases [${driver}]`,
          'chip job_id 99999999999999999999999',
          String(chip.status),
        );
        for (const answer of [chip, idChip, field, bigId]) {
          expect(answer.status).toBe(400);
          expect(answer.body.message).toMatch(/\w/);
        }
      });

      it('a 1 MB string is refused with a message (413 or 400), never a 500', async ({
        server,
        sessions: { tokens },
      }) => {
        const answer = await call(
          server,
          '/add_candidate',
          { name: 'x'.repeat(1024 * 1024), email: 'big@example.com', mobile: '9845011112' },
          { token: tokens.recruiter },
        );
        expect([400, 413]).toContain(answer.status);
        expect(answer.body.message).toMatch(/\w/);
      });
    });

    describe('5. logs never carry SQL parameters or secrets, and stay small', () => {
      it('a failed query logs the statement and the error, not the parameter values', async ({
        server,
      }) => {
        const answer = await call(server, '/__test/failing-query', {});
        expect(answer.status).toBe(500);
        const all = logLines.join('\n');
        expect(all).toContain('invalid input syntax');
        expect(all).not.toContain('SECRET-PARAMETER-VALUE');
      });

      it('redacts secrets by key at any depth and caps long values', async ({ server }) => {
        const before = logLines.length;
        await call(server, '/__test/log-secrets', {});
        const lines = logLines.slice(before).join('\n');
        const probe = logLines.slice(before).find((line) => line.includes('"probe"')) ?? '';
        for (const secret of [
          'hunter2-plain',
          'scrypt$hash-value',
          'tok-value',
          '123456',
          'resume-bytes',
          'abc-secret',
          'image-bytes',
        ]) {
          expect(lines).not.toContain(secret);
        }
        expect(probe).toContain('[redacted]');
        expect(probe.length).toBeLessThan(20_000);
        recordFigure(
          `cases [${driver}]`,
          'log line of a 200 KB value (bytes)',
          String(probe.length),
        );
      });
    });

    describe('7. management hierarchy', () => {
      const deactivate = (
        server: TestServer,
        token: string | undefined,
        userId: number | undefined,
        active: boolean,
      ) =>
        call(
          server,
          '/deactivate_user',
          { user_id: userId, user_name: 'x', user_status: active, deactivated_name: 'x' },
          { token },
        );

      it('a manager may not deactivate leadership or another manager; leadership may', async ({
        database,
        server,
        sessions: { tokens, ids },
      }) => {
        const onLeadership = await deactivate(server, tokens.manager, ids.leadership, false);
        const onManager = await deactivate(server, tokens.manager, ids.secondmanager, false);
        recordFigure(
          `cases [${driver}]`,
          'manager deactivates leadership',
          String(onLeadership.status),
        );
        expect(onLeadership.status).toBe(403);
        expect(onManager.status).toBe(403);
        expect(onManager.body.message).toBe(serverMessages.onlyLeadershipChangesManagers);
        const deleteManager = await call(
          server,
          '/delete_user',
          { user_id: ids.secondmanager, deleted_by: 'manager' },
          { token: tokens.manager },
        );
        expect(deleteManager.status).toBe(403);
        // A manager still administers recruiters; leadership administers managers.
        expect((await deactivate(server, tokens.manager, ids.recruiter, true)).status).toBe(200);
        expect((await deactivate(server, tokens.leadership, ids.secondmanager, true)).status).toBe(
          200,
        );
        const [row] = await database.handle.db
          .select({ active: users.isActive })
          .from(users)
          .where(eq(users.id, ids.leadership ?? 0));
        expect(row?.active).toBe(true);
      });

      it("a manager's target is credited to that manager, whatever manager_id says", async ({
        database,
        server,
        sessions: { tokens, ids },
      }) => {
        const answer = await call(
          server,
          '/assign_weekly_target',
          {
            recruiter_id: ids.recruiter,
            manager_id: ids.secondmanager,
            period_start: '2026-06-08',
            target_submissions: 3,
          },
          { token: tokens.manager },
        );
        expect(answer.status).toBe(200);
        const [row] = await database.handle.db
          .select({ managerId: weeklyTargets.managerId })
          .from(weeklyTargets)
          .where(eq(weeklyTargets.weekStart, '2026-06-08'));
        recordFigure(
          `cases [${driver}]`,
          'target credited to',
          row?.managerId === ids.manager ? 'the manager who wrote it' : 'someone else',
        );
        expect(row?.managerId).toBe(ids.manager);
      });

      it("leadership may credit another manager; that target's edit by a manager is credited to the editor", async ({
        server,
        sessions: { tokens, ids },
      }) => {
        const assigned = await call(
          server,
          '/assign_weekly_target',
          {
            recruiter_id: ids.recruiter,
            manager_id: ids.secondmanager,
            period_start: '2026-06-15',
            target_submissions: 2,
          },
          { token: tokens.leadership },
        );
        expect(assigned.status).toBe(200);
        const target = assigned.body.target as { id: number; manager_id: number };
        expect(target.manager_id).toBe(ids.secondmanager);
        const edited = await call(
          server,
          `/edit_weekly_target/${target.id}`,
          { target_submissions: 4 },
          { token: tokens.manager },
        );
        expect(edited.status).toBe(200);
        expect((edited.body.target as { manager_id: number }).manager_id).toBe(ids.manager);
        const notAManager = await call(
          server,
          '/assign_weekly_target',
          { recruiter_id: ids.recruiter, manager_id: ids.recruiter, period_start: '2026-06-22' },
          { token: tokens.leadership },
        );
        expect(notAManager.status).toBe(400);
      });
    });

    describe('8. profile picture dimensions are checked on the server', () => {
      const upload = (server: TestServer, { tokens, ids }: WireSessions, image: Buffer) =>
        call(
          server,
          `/upload_user_image/${ids.recruiter}`,
          { image: image.toString('base64'), filename: 'me.png', image_delete_status: false },
          { token: tokens.recruiter },
        );
      it('refuses 1×1 and 65535×65535, accepts 100×100', async ({ server, sessions }) => {
        const tiny = await upload(server, sessions, pngOf(1, 1));
        const huge = await upload(server, sessions, pngOf(65535, 65535));
        const ok = await upload(server, sessions, pngOf(100, 100));
        recordFigure(
          `cases [${driver}]`,
          'PNG 1×1 / 65535×65535 / 100×100',
          `${tiny.status} / ${huge.status} / ${ok.status}`,
        );
        expect(tiny.status).toBe(400);
        expect(tiny.body.message).toBe(messages.imageTooSmall);
        expect(huge.status).toBe(400);
        expect(huge.body.message).toBe(messages.imageDimensionsTooLarge);
        expect(ok.status).toBe(200);
      });
    });
  },
);
