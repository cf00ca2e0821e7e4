import {
  endpoints,
  LoginResponse,
  messages,
  SignupResponse,
  serverMessages,
} from '@hrportal/api-client/contract';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { mailOutbox, users } from '../src/db/schema';
import { describeServer } from './fixture';
import type { TestDatabase, TestServer } from './helpers';

const password = 'Demo@1234';

/** The accounts of these tests: one per role and state (no demo seed). */
async function prepare(database: TestDatabase): Promise<void> {
  const hash = await hashPassword(password);
  await database.handle.db.insert(users).values([
    {
      username: 'manager',
      name: 'Maya Menon',
      email: 'manager@hrportal.example',
      userType: 'management',
      passwordHash: hash,
      isVerified: true,
    },
    {
      username: 'leadership',
      name: 'Leela Kapoor',
      email: 'leadership@hrportal.example',
      userType: 'leadership',
      passwordHash: hash,
      isVerified: true,
    },
    {
      username: 'recruiter',
      name: 'Rahul Verma',
      email: 'recruiter@hrportal.example',
      userType: 'recruiter',
      passwordHash: hash,
      isVerified: true,
    },
    {
      username: 'reviewer',
      name: 'Priya Nair',
      email: 'reviewer@hrportal.example',
      userType: 'recruiter',
      passwordHash: hash,
      isVerified: true,
      isPeerReviewer: true,
    },
    {
      username: 'pending',
      name: 'Pending Person',
      email: 'pending@hrportal.example',
      userType: 'recruiter',
      passwordHash: hash,
      isVerified: false,
    },
    {
      username: 'gone',
      name: 'Gone Person',
      email: 'gone@hrportal.example',
      userType: 'recruiter',
      passwordHash: hash,
      isVerified: true,
      isActive: false,
    },
  ]);
}

/** Raw HTTP calls of the auth routes against one server, and its mail outbox. */
function authApi(server: TestServer, database: TestDatabase) {
  const call = async (path: string, body?: unknown, token?: string, method = 'POST') => {
    const response = await fetch(`${server.api}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const login = (
    kind: 'management' | 'recruiter' | 'leadership',
    username: string,
    pass = password,
  ) =>
    call(`/login/${kind}`, {
      username,
      password: pass,
      role: kind === 'management' ? 'manager' : kind,
    });
  const lastMailTo = async (to: string) => {
    const [mail] = await database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  };
  return { call, login, lastMailTo };
}

const setup = {
  prepare,
  // Generous limits here; rate limiting has its own test below with a fresh key.
  config: {
    rateLimits: { login: { max: 40, windowMs: 60_000 }, otp: { max: 40, windowMs: 60_000 } },
  },
};

describeServer('auth routes', setup, (base) => {
  const it = base.extend<{ api: ReturnType<typeof authApi> }>({
    api: async ({ server, database }, use) => use(authApi(server, database)),
  });

  const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

  it('signs each role in at its own login with a contract-shaped answer', async ({
    api: { call, login },
  }) => {
    for (const [kind, username, role] of [
      ['management', 'manager', 'manager'],
      ['leadership', 'leadership', 'leadership'],
      ['recruiter', 'recruiter', 'recruiter'],
      ['recruiter', 'reviewer', 'recruiter'],
    ] as const) {
      const { status, body } = await login(kind, username);
      expect(status, username).toBe(200);
      const parsed = LoginResponse.parse(body);
      expect(parsed).toMatchObject({
        status: 'success',
        message: serverMessages.loggedIn,
        user_name: username,
        role,
      });
      expect(parsed.peer_status).toBe(username === 'reviewer');
      const session = await call('/session', undefined, parsed.session_token, 'GET');
      expect(session.status).toBe(200);
      expect(endpoints.session.response.parse(session.body).session).toMatchObject({
        user_name: username,
        role,
      });
    }
  });

  it('refuses a login whose account type does not match', async ({ api: { call, login } }) => {
    const wrong = await login('management', 'recruiter');
    expect(wrong).toEqual({
      status: 403,
      body: { status: 'error', message: serverMessages.wrongLoginKind },
    });
    expect((await login('management', 'leadership')).status).toBe(403);
    const mismatch = await call('/login/recruiter', {
      username: 'recruiter',
      password,
      role: 'manager',
    });
    expect(mismatch.status).toBe(400);
  });

  it('refuses wrong passwords and unknown users alike, and unverified or deactivated accounts', async ({
    api: { login },
  }) => {
    const invalid = {
      status: 401,
      body: { status: 'error', message: serverMessages.invalidCredentials },
    };
    expect(await login('management', 'manager', 'wrong')).toEqual(invalid);
    expect(await login('management', 'nobody')).toEqual(invalid);
    expect((await login('recruiter', 'pending')).body.message).toBe(
      serverMessages.accountNotVerified,
    );
    expect((await login('recruiter', 'gone')).body.message).toBe(serverMessages.accountDeactivated);
  });

  it('validates the body with the contract (role required, missing fields)', async ({
    server,
    api: { call },
  }) => {
    const noRole = await call('/login/management', { username: 'manager', password });
    expect(noRole.status).toBe(400);
    expect(noRole.body.message).toBe(messages.roleRequired);
    expect((await call('/login/management', {})).status).toBe(400);
    const notJson = await fetch(`${server.api}/login/management`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(notJson.status).toBe(400);
  });

  it('signs in by username or email without a role', async ({ api: { call } }) => {
    const byEmail = await call('/login', { username: 'Reviewer@HRPortal.example', password });
    expect(byEmail.status).toBe(200);
    expect(LoginResponse.parse(byEmail.body)).toMatchObject({
      user_name: 'reviewer',
      role: 'recruiter',
    });
  });

  it('logout revokes the session', async ({ api: { call, login } }) => {
    const token = LoginResponse.parse((await login('management', 'manager')).body).session_token;
    expect(await call('/logout', undefined, token)).toEqual({
      status: 200,
      body: { status: 'success', message: serverMessages.loggedOut },
    });
    const after = await call('/session', undefined, token, 'GET');
    expect(after).toEqual({
      status: 401,
      body: { status: 'error', message: 'Authentication failed. Please log in again.' },
    });
    expect((await call('/logout', undefined, token)).status).toBe(401);
  });

  it('signup creates an unverified account; duplicates are 409', async ({
    database,
    api: { call, login },
  }) => {
    const account = {
      username: 'newbie',
      name: 'New Bie',
      email: 'newbie@example.com',
      password: 'Str0ng!pass',
      user_type: 'recruiter',
    };
    const created = await call('/signup', account);
    expect(created.status).toBe(200);
    const { user_id } = SignupResponse.parse(created.body);
    const [row] = await database.handle.db.select().from(users).where(eq(users.id, user_id));
    expect(row).toMatchObject({ username: 'newbie', isVerified: false, isActive: true });
    expect(row?.passwordHash).not.toContain('Str0ng');
    expect((await login('recruiter', 'newbie', 'Str0ng!pass')).body.message).toBe(
      serverMessages.accountNotVerified,
    );
    expect(
      await call('/signup', { ...account, email: 'other@example.com', username: 'NEWBIE' }),
    ).toEqual({
      status: 409,
      body: { status: 'error', message: serverMessages.usernameTaken },
    });
    expect(
      (await call('/signup', { ...account, username: 'newbie2', email: 'NEWBIE@example.com' })).body
        .message,
    ).toBe(serverMessages.emailTaken);
    const weak = await call('/signup', {
      ...account,
      username: 'weak',
      email: 'weak@example.com',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(serverMessages.passwordTooShort);
  });

  it('one-time signup needs the OTP mailed for that email, once', async ({
    api: { call, lastMailTo },
  }) => {
    const email = 'otp.signup@example.com';
    expect(await call('/generate_otp', { email, purpose: 'signup' })).toEqual({
      status: 200,
      body: { status: 'success', message: serverMessages.otpSent },
    });
    const code = codeIn((await lastMailTo(email))?.text);
    expect(code).toMatch(/^\d{6}$/);
    const account = {
      username: 'otpsigner',
      name: 'Otp Signer',
      email,
      password: 'Str0ng!pass',
      user_type: 'recruiter',
    };
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await call('/signup-onetime', { ...account, otp: wrongCode })).body.message).toBe(
      serverMessages.invalidOtp,
    );
    const created = await call('/signup-onetime', { ...account, otp: code });
    expect(created.status).toBe(200);
    const again = await call('/signup-onetime', { ...account, username: 'otpsigner2', otp: code });
    expect(again).toEqual({
      status: 400,
      body: { status: 'error', message: serverMessages.invalidOtp },
    });
  });

  it('generate_otp answers the same for unknown emails and sends nothing', async ({
    api: { call, lastMailTo },
  }) => {
    const answer = await call('/generate_otp', { email: 'nobody@example.com' });
    expect(answer).toEqual({
      status: 200,
      body: { status: 'success', message: serverMessages.otpSent },
    });
    expect(await lastMailTo('nobody@example.com')).toBeUndefined();
  });

  it('reset_password with the mailed OTP sets the password and ends every session', async ({
    api: { call, login, lastMailTo },
  }) => {
    const old = LoginResponse.parse((await login('recruiter', 'recruiter')).body).session_token;
    await call('/generate_otp', { email: 'recruiter@hrportal.example', purpose: 'reset' });
    const code = codeIn((await lastMailTo('recruiter@hrportal.example'))?.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (
        await call('/reset_password', {
          email: 'recruiter@hrportal.example',
          otp: wrongCode,
          new_password: 'N3w!password',
        })
      ).status,
    ).toBe(400);
    const reset = await call('/reset_password', {
      email: 'recruiter@hrportal.example',
      otp: code,
      new_password: 'N3w!password',
    });
    expect(reset).toEqual({
      status: 200,
      body: { status: 'success', message: serverMessages.passwordReset },
    });
    expect((await call('/session', undefined, old, 'GET')).status).toBe(401);
    expect((await login('recruiter', 'recruiter')).status).toBe(401);
    expect((await login('recruiter', 'recruiter', 'N3w!password')).status).toBe(200);
    expect(
      (
        await call('/reset_password', {
          email: 'recruiter@hrportal.example',
          otp: code,
          new_password: 'Other!pass1',
        })
      ).status,
    ).toBe(400);
  });

  it('change_password checks the current password and the caller, then revokes every session', async ({
    api: { call, login },
  }) => {
    const token = LoginResponse.parse((await login('leadership', 'leadership')).body).session_token;
    const other = LoginResponse.parse((await login('leadership', 'leadership')).body).session_token;
    expect(
      (await call('/change_password', { old_password: 'nope', new_password: 'Fresh!pass1' }, token))
        .body.message,
    ).toBe(serverMessages.wrongCurrentPassword);
    expect(
      (
        await call(
          '/change_password',
          { user_id: 1, old_password: password, new_password: 'Fresh!pass1' },
          token,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('/change_password', { old_password: password, new_password: 'Fresh!pass1' }))
        .status,
    ).toBe(401);
    const changed = await call(
      '/change_password',
      { old_password: password, new_password: 'Fresh!pass1' },
      token,
    );
    expect(changed).toEqual({
      status: 200,
      body: { status: 'success', message: serverMessages.passwordChanged },
    });
    expect((await call('/session', undefined, token, 'GET')).status).toBe(401);
    expect((await call('/session', undefined, other, 'GET')).status).toBe(401);
    expect((await login('leadership', 'leadership', 'Fresh!pass1')).status).toBe(200);
  });

  it('a request is answered while 20 logins hash their passwords', async ({
    api: { call, login },
  }) => {
    let finished = 0;
    const logins = Array.from({ length: 20 }, (_, i) =>
      login('recruiter', `burst${i}`).then((r) => {
        finished += 1;
        return r.status;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await call('/health', undefined, undefined, 'GET');
    const finishedAtHealth = finished;
    expect(health.status).toBe(200);
    expect(await Promise.all(logins)).toEqual(Array(20).fill(401));
    expect(finishedAtHealth).toBeLessThan(20);
  });

  it('rate-limits logins per IP and username with the §8 message', async ({ api: { login } }) => {
    const results: number[] = [];
    for (let i = 0; i < 42; i++)
      results.push((await login('management', 'limited-user', 'wrong')).status);
    expect(results.slice(0, 40).every((s) => s === 401)).toBe(true);
    const limited = await login('management', 'limited-user', 'wrong');
    expect(limited).toEqual({
      status: 429,
      body: { status: 'error', message: 'Too many requests. Please wait a moment and try again.' },
    });
    expect((await login('management', 'manager')).status).toBe(200);
    // 43 password checks (scrypt on purpose): slow on a loaded CI machine, so a longer budget.
  }, 120_000);
});
