import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createClient,
  createLoginClient,
  createMemoryStorage,
  isHrPortalError,
  type LoginInput,
  type Session,
} from '../../src/index';
import {
  type LoopbackServer,
  loginAnswer,
  type SeenRequest,
  sendJson,
  startLoopbackServer,
} from '../helpers/loopbackServer';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const retry = { limit: 2, baseDelayMs: 1, timeoutMs: 2_000 };

/** What a sign-in did: its requests, the session it stored, or the error's fields. */
async function outcome(
  signIn: (input: LoginInput) => Promise<Session>,
  stored: () => Session | null,
  input: LoginInput,
  requests: () => SeenRequest[],
) {
  const result = await signIn(input).then(
    (session) => ({ session: { ...session, loginTime: 'at' } }),
    (error: unknown) => ({
      error: isHrPortalError(error)
        ? {
            name: error.name,
            status: error.status,
            kind: error.kind,
            message: error.message,
            userMessage: error.userMessage,
            body: error.body,
            attempts: error.attempts,
          }
        : String(error),
    }),
  );
  const session = stored();
  return {
    result,
    stored: session && { ...session, loginTime: 'at' },
    requests: requests().map(({ method, url, body, headers }) => ({
      method,
      url,
      body,
      contentType: headers['content-type'],
      authorization: headers.authorization,
    })),
  };
}

const answers: [string, (res: ServerResponse, n: number) => void][] = [
  ['a session', (res) => sendJson(res, 200, loginAnswer())],
  [
    "a refusal in the server's words",
    (res) => sendJson(res, 401, { status: 'error', message: 'Invalid username or password' }),
  ],
  ['a refusal without words', (res) => sendJson(res, 401, { status: 'error' })],
  ['an answer without a token', (res) => sendJson(res, 200, loginAnswer({ session_token: '' }))],
  ['a legacy 200 error', (res) => sendJson(res, 200, { status: 'error', message: 'Locked' })],
  ['not JSON', (res) => res.end('<html>')],
  ['too many attempts', (res) => sendJson(res, 429, { status: 'error', message: 'Slow down' })],
  [
    'a 500, then a session',
    (res, n) =>
      n === 1 ? sendJson(res, 500, { status: 'error' }) : sendJson(res, 200, loginAnswer()),
  ],
  ['a 503 (not resent: a gateway may have delivered it)', (res) => sendJson(res, 503, {})],
];

const inputs: LoginInput[] = [
  { role: 'manager', username: 'meera', password: 'Demo@1234' },
  { role: 'recruiter', username: 'asha', password: 'p' },
  { role: 'leadership', username: 'lee', password: 'p' },
  { username: 'no-role', password: 'p' } as unknown as LoginInput,
];

describe('createLoginClient signs in exactly as client.auth.login', () => {
  for (const [what, answer] of answers)
    it.each(inputs)(`${what}: %o`, async (input) => {
      let n = 0;
      server = await startLoopbackServer((_req, res) => answer(res, ++n));
      const seen = () => server?.requests.splice(0) ?? [];
      const encodePassword = (p: string) => `enc(${p})`;

      const fullStorage = createMemoryStorage();
      const full = createClient({
        baseUrl: server.url,
        storage: fullStorage,
        retry,
        encodePassword,
      });
      const viaClient = await outcome(full.auth.login, full.session.get, input, seen);

      n = 0;
      const smallStorage = createMemoryStorage();
      const small = createLoginClient({
        baseUrl: server.url,
        storage: smallStorage,
        retry,
        encodePassword,
      });
      const viaLoginClient = await outcome(small.login, small.session.get, input, seen);

      expect(viaLoginClient).toEqual(viaClient);
      // And the full client reads the session the small one stored (the app after /login).
      expect(createClient({ baseUrl: server.url, storage: smallStorage }).session.get()).toEqual(
        small.session.get(),
      );
    });

  it('a server that is not there: the same network error, after the same attempts', async () => {
    const input: LoginInput = { role: 'manager', username: 'm', password: 'p' };
    const baseUrl = 'http://127.0.0.1:9';
    const fields = async (signIn: Promise<unknown>) =>
      signIn.then(
        () => null,
        (error: unknown) =>
          isHrPortalError(error)
            ? [error.kind, error.message, error.userMessage, error.code, error.attempts]
            : error,
      );
    const full = createClient({ baseUrl, retry });
    const small = createLoginClient({ baseUrl, retry });
    expect(await fields(small.login(input))).toEqual(await fields(full.auth.login(input)));
  });
});
