import net from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtpService, otpPolicy } from '../src/auth/otp';
import { MemoryRateLimitStore, RateLimiter, rateLimitKey } from '../src/auth/rateLimit';
import { mailOutbox, otps, users } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { serverTest } from './fixture';
import { manualClock, openTestDatabase, type TestDatabase } from './helpers';

/** A minimal SMTP server on loopback that speaks the real protocol and keeps what it receives. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A server whose login limit is 2 a minute, with a test route that spends it. */
const overHttp = serverTest({
  driver: 'pglite',
  config: {
    rateLimits: { login: { max: 2, windowMs: 60_000 }, otp: { max: 2, windowMs: 60_000 } },
  },
  serverOptions: {
    beforeListen: ({ app, services }) => {
      app.post<{ Body: { username: string } }>('/api/__test/login', async (request) => {
        await services.rateLimits.login.consume(rateLimitKey(request.ip, request.body.username));
        return { status: 'success' };
      });
    },
  },
});

describe('rate limiting', () => {
  it('allows max hits per window per key, then refuses until the window resets', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(
      new MemoryRateLimitStore(() => now),
      'login',
      { max: 3, windowMs: 60_000 },
      () => now,
    );
    const key = rateLimitKey('10.0.0.1', ' Manager ');
    expect(key).toBe('10.0.0.1|manager');
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key)).allowed).toBe(true);
    const refused = await limiter.hit(key);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 60_000 });
    expect((await limiter.hit(rateLimitKey('10.0.0.1', 'other'))).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit(key)).allowed).toBe(true);
  });

  it('reset clears a key', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 'otp', {
      max: 1,
      windowMs: 60_000,
    });
    await limiter.hit('k');
    expect((await limiter.hit('k')).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  describe('over HTTP', () => {
    const it = overHttp;

    it('answers 429 with the §8 message and Retry-After past the limit', async ({ server }) => {
      const attempt = (username: string) =>
        fetch(`${server.api}/__test/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username }),
        });
      expect((await attempt('manager')).status).toBe(200);
      expect((await attempt('MANAGER')).status).toBe(200);
      const limited = await attempt('manager');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(await limited.json()).toEqual({
        status: 'error',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect((await attempt('recruiter')).status).toBe(200);
    });
  });
});

describe('OTP and mail', () => {
  const clock = manualClock();
  let database: TestDatabase;
  let otp: OtpService;
  let userId: number;
  const reset = { email: 'otp@example.com', purpose: 'reset' } as const;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const [user] = await database.handle.db
      .insert(users)
      .values({
        username: 'otpuser',
        name: 'Otp User',
        email: 'otp@example.com',
        userType: 'recruiter',
        passwordHash: 'x',
      })
      .returning();
    userId = user!.id;
    otp = new OtpService(database.handle.db, clock.now);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('issues 6-digit codes stored only as a hash', async () => {
    const code = await otp.issue(reset, userId);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await database.handle.db.select().from(otps).where(eq(otps.email, reset.email));
    expect(rows.at(-1)?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
  });

  it('accepts a code once (single use)', async () => {
    const code = await otp.issue(reset, userId);
    expect(await otp.verify(reset, code)).toEqual({ ok: true });
    expect(await otp.verify(reset, code)).toEqual({ ok: false, reason: 'used' });
  });

  it('expires a code after 10 minutes', async () => {
    const code = await otp.issue(reset, userId);
    clock.advance(otpPolicy.ttlMs - 1000);
    const fresh = await otp.issue(reset, userId);
    clock.advance(otpPolicy.ttlMs);
    expect(await otp.verify(reset, fresh)).toEqual({ ok: false, reason: 'expired' });
    expect(code).toMatch(/^\d{6}$/);
  });

  it('a new code replaces the earlier one', async () => {
    const first = await otp.issue(reset, userId);
    const second = await otp.issue(reset, userId);
    if (first !== second)
      expect(await otp.verify(reset, first)).toEqual({ ok: false, reason: 'invalid' });
    expect(await otp.verify(reset, second)).toEqual({ ok: true });
  });

  it('kills a code after 5 wrong tries', async () => {
    const code = await otp.issue(reset, userId);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < otpPolicy.maxAttempts; i++) {
      expect(await otp.verify(reset, wrong)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await otp.verify(reset, code)).toEqual({ ok: false, reason: 'too_many_attempts' });
  });

  it('refuses malformed codes and users without a code', async () => {
    await otp.issue(reset, userId);
    expect((await otp.verify(reset, '12a456')).ok).toBe(false);
    expect(await otp.verify({ email: 'nobody@example.com', purpose: 'reset' }, '123456')).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('keys codes by email (any case) and purpose', async () => {
    const code = await otp.issue({ email: 'New.Person@Example.com', purpose: 'signup' });
    expect(await otp.verify({ email: 'new.person@example.com', purpose: 'reset' }, code)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(
      await otp.verify({ email: ' NEW.PERSON@example.com ', purpose: 'signup' }, code),
    ).toEqual({
      ok: true,
    });
  });

  it('without SMTP_URL, mail lands in the outbox and the log', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ db: database.handle.db, log, from: 'HR Portal <no-reply@x>' });
    await mailer.send({ to: 'otp@example.com', subject: 'Your code', text: 'Your code is 123456' });
    const [row] = await database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Your code'));
    expect(row).toMatchObject({ to: 'otp@example.com', sentAt: null, error: null });
    expect(lines.join('')).toContain('Your code is 123456');
  });

  it('with SMTP_URL, mail is delivered over SMTP and marked sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const log = pino({ level: 'silent' });
      const mailer = createMailer({
        db: database.handle.db,
        log,
        from: 'HR Portal <no-reply@hrportal.test>',
        smtpUrl: smtp.url,
      });
      await mailer.send({
        to: 'otp@example.com',
        subject: 'Reset code',
        text: 'Your code is 654321',
      });
      mailer.close();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to.join()).toContain('otp@example.com');
      expect(smtp.received[0]?.data).toContain('Your code is 654321');
      const [row] = await database.handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Reset code'));
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });
});
