import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  createMemoryStorage,
  type HrPortalError,
  messages,
  sessionStorageKeys,
} from '../../src/index';
import {
  type LoopbackServer,
  loginAnswer,
  sendJson,
  startLoopbackServer,
} from '../helpers/loopbackServer';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const retry = { limit: 0, baseDelayMs: 1, timeoutMs: 2_000 };

async function rejection(promise: Promise<unknown>): Promise<HrPortalError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: HrPortalError) => error,
  );
}

describe('auth', () => {
  it.each([
    ['manager', '/login/management'],
    ['recruiter', '/login/recruiter'],
    ['leadership', '/login/leadership'],
  ] as const)('a %s logs in at %s and the session is stored', async (role, path) => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, loginAnswer()));
    const storage = createMemoryStorage();
    const client = createClient({ baseUrl: server.url, storage, retry });
    const session = await client.auth.login({ role, username: 'asha', password: 'Demo@1234' });
    expect(server.requests[0]?.url).toBe(path);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      username: 'asha',
      password: 'Demo@1234',
      role,
    });
    expect(session).toMatchObject({
      isAuthenticated: true,
      userRole: role,
      userId: 7,
      userEmail: 'asha@example.com',
      name: 'Asha Rao',
      userName: 'asha',
      peerStatus: true,
      token: 'tok-123',
    });
    expect(client.session.get()).toEqual(session);
    expect(storage.getItem(sessionStorageKeys.token)).toBe('tok-123');
  });

  it('refuses a login without a role before calling the server', async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, loginAnswer()));
    const client = createClient({ baseUrl: server.url, retry });
    const input = { username: 'a', password: 'b' } as unknown as Parameters<
      typeof client.auth.login
    >[0];
    const error = await rejection(client.auth.login(input));
    expect(error.message).toBe(messages.roleRequired);
    expect(server.requests).toHaveLength(0);
  });

  it("reports the server's message on a refused login, else 'Login failed', and keeps signed out", async () => {
    let n = 0;
    server = await startLoopbackServer((_req, res) => {
      n += 1;
      if (n === 1) sendJson(res, 401, { status: 'error', message: 'Invalid username or password' });
      else sendJson(res, 401, { status: 'error' });
    });
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: server.url, retry, onUnauthorized });
    const login = () => client.auth.login({ role: 'recruiter', username: 'x', password: 'y' });
    expect((await rejection(login())).message).toBe('Invalid username or password');
    const second = await rejection(login());
    expect(second.message).toBe(messages.loginFailed);
    expect(second.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(client.session.get()).toBeNull();
  });

  it.each([
    ['email', { email: '' }],
    ['user id', { user_id: undefined }],
    ['token', { session_token: undefined }],
  ])("an answer without the %s is 'Invalid response from server'", async (_what, override) => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, loginAnswer(override)));
    const client = createClient({ baseUrl: server.url, retry });
    const error = await rejection(
      client.auth.login({ role: 'manager', username: 'm', password: 'p' }),
    );
    expect(error.message).toBe(messages.invalidServerResponse);
    expect(client.session.get()).toBeNull();
  });

  it('applies encodePassword for a legacy backend', async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, loginAnswer()));
    const client = createClient({
      baseUrl: server.url,
      retry,
      encodePassword: async (p) => `enc(${p})`,
    });
    await client.auth.loginWithEmail({ username: 'asha@example.com', password: 'secret' });
    expect(server.requests[0]?.url).toBe('/login');
    expect(JSON.parse(server.requests[0]?.body ?? '').password).toBe('enc(secret)');
  });

  it('logout tells the server with the token and clears the session, even if the server fails', async () => {
    let n = 0;
    server = await startLoopbackServer((req, res) => {
      n += 1;
      if (req.url.startsWith('/login')) return sendJson(res, 200, loginAnswer());
      sendJson(res, n === 2 ? 200 : 500, { status: 'success', message: 'bye' });
    });
    const storage = createMemoryStorage();
    storage.setItem(sessionStorageKeys.rememberedUsername, 'asha');
    const client = createClient({ baseUrl: server.url, storage, retry });
    const changes: unknown[] = [];
    client.session.subscribe((s) => changes.push(s));
    await client.auth.login({ role: 'recruiter', username: 'asha', password: 'p' });
    await client.auth.logout();
    expect(server.requests[1]?.url).toBe('/logout');
    expect(server.requests[1]?.headers.authorization).toBe('Bearer tok-123');
    expect(client.session.get()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.rememberedUsername)).toBe('asha');
    expect(changes.at(-1)).toBeNull();
    await client.auth.login({ role: 'recruiter', username: 'asha', password: 'p' });
    await client.auth.logout();
    expect(client.session.get()).toBeNull();
  });

  it('logout of an expired session clears it without calling onUnauthorized', async () => {
    server = await startLoopbackServer((req, res) =>
      req.url.startsWith('/login')
        ? sendJson(res, 200, loginAnswer())
        : sendJson(res, 401, { status: 'error', message: 'Your session has expired.' }),
    );
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: server.url, retry, onUnauthorized });
    await client.auth.login({ role: 'recruiter', username: 'asha', password: 'p' });
    await client.auth.logout();
    expect(server.requests.at(-1)?.url).toBe('/logout');
    expect(client.session.get()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    ['signup', '/signup'],
    ['signupOneTime', '/signup-onetime'],
    ['changePassword', '/change_password'],
    ['generateOtp', '/generate_otp'],
    ['resetPassword', '/reset_password'],
  ] as const)('%s posts to %s', async (method, path) => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 200, { status: 'success', message: 'ok', user_id: 1 }),
    );
    const client = createClient({ baseUrl: server.url, retry });
    const call = client.auth[method] as (body: unknown) => Promise<unknown>;
    await expect(call({ email: 'a@b.co' })).resolves.toMatchObject({ status: 'success' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: path });
  });
});
