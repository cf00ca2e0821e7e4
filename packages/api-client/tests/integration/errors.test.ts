import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  createMemoryStorage,
  type HrPortalError,
  isHrPortalError,
  type RetryInfo,
  sessionStorageKeys,
  statusMessages,
} from '../../src/index';
import { type LoopbackServer, sendJson, startLoopbackServer } from '../helpers/loopbackServer';

/*
 * Errors that explain themselves (issue 22), against real local HTTP servers: which call failed
 * (method, URL, a 404's path), why there was no answer (ECONNREFUSED, DNS), the retries as they
 * happen (onRetry), a CORS hint in a browser, a login refusal in the server's words, the live
 * feed's failures as HrPortalErrors — and no resend of a POST a gateway may have delivered.
 */

let server: LoopbackServer | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

const fast = { limit: 2, baseDelayMs: 5, timeoutMs: 2_000 };

async function failure(promise: Promise<unknown>): Promise<HrPortalError> {
  try {
    await promise;
  } catch (error) {
    expect(isHrPortalError(error)).toBe(true);
    return error as HrPortalError;
  }
  throw new Error('expected the call to fail');
}

function signedIn(baseUrl: string, extra: Partial<Parameters<typeof createClient>[0]> = {}) {
  const storage = createMemoryStorage();
  storage.setItem(sessionStorageKeys.token, 'tok-abc');
  storage.setItem(sessionStorageKeys.userId, '7');
  storage.setItem(sessionStorageKeys.userRole, 'manager');
  storage.setItem(sessionStorageKeys.userName, 'meera');
  return createClient({ retry: fast, ...extra, baseUrl, storage });
}

/** The URL of a server that was just closed: connecting to it is refused. */
async function closedUrl(): Promise<string> {
  const closed = await startLoopbackServer(() => {});
  await closed.close();
  return `${closed.url}/api`;
}

describe('errors that explain themselves', () => {
  it('a server that is down: ECONNREFUSED, the call and the attempts, each retry seen by onRetry', async () => {
    const baseUrl = await closedUrl();
    const retries: RetryInfo[] = [];
    const client = signedIn(baseUrl, { onRetry: (retry) => retries.push(retry) });
    const error = await failure(client.jobs.get(4));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'ECONNREFUSED',
      method: 'GET',
      url: `${baseUrl}/get_job_data/4`,
      attempts: 3,
    });
    expect(error.message).toContain(`GET ${baseUrl}/get_job_data/4 failed`);
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.message).toContain('(3 attempts)');
    expect(retries.map((r) => [r.attempt, r.delayMs, r.method, r.error.code])).toEqual([
      [1, 5, 'GET', 'ECONNREFUSED'],
      [2, 10, 'GET', 'ECONNREFUSED'],
    ]);
  });

  it('a host that does not resolve: the DNS error', async () => {
    const client = signedIn('http://hrportal-nowhere.invalid/api', { retry: { limit: 0 } });
    const error = await failure(client.jobs.get(1));
    expect(['ENOTFOUND', 'EAI_AGAIN']).toContain(error.code);
    expect(error.message).toContain('hrportal-nowhere.invalid');
    expect(error.message).toContain(error.code);
  });

  it('a 404 says which path was not found, with the server message kept', async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 404, { status: 'error', message: 'Candidate not found' }),
    );
    const client = signedIn(`${server.url}/api`);
    const error = await failure(client.candidates.get(99));
    expect(error).toMatchObject({
      status: 404,
      message: 'Candidate not found',
      userMessage: statusMessages[404],
      method: 'GET',
      url: `${server.url}/api/get_candidate/99`,
    });
  });

  it.each([502, 503, 504])(
    'does not resend a POST that changes something after a %i',
    async (status) => {
      server = await startLoopbackServer((_req, res) => sendJson(res, status, { status: 'error' }));
      const client = signedIn(server.url);
      const error = await failure(client.candidates.remove(3, { user_id: 7 }));
      expect(server.requests).toHaveLength(1);
      expect(error).toMatchObject({ status, method: 'POST' });
    },
  );

  it('resends a POST after a 500 (the server rolled back) and an idempotent POST after a 503', async () => {
    server = await startLoopbackServer((req, res) => {
      const n = server?.requests.filter((r) => r.url === req.url).length ?? 0;
      if (n === 1) return sendJson(res, req.url.includes('redis') ? 503 : 500, {});
      sendJson(res, 200, { status: 'success', candidates: [], message: 'ok' });
    });
    const client = signedIn(server.url);
    await client.candidates.remove(3, { user_id: 7 });
    await client.candidates.list({ page_no: 1 });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/delete_candidate/3',
      '/delete_candidate/3',
      '/redisdashboard',
      '/redisdashboard',
    ]);
  });

  it('does not resend a POST that timed out (the server may be doing it)', async () => {
    server = await startLoopbackServer(() => {});
    const client = signedIn(server.url, { retry: { limit: 2, baseDelayMs: 5, timeoutMs: 100 } });
    const error = await failure(client.candidates.remove(3, { user_id: 7 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`POST ${server.url}/delete_candidate/3 timed out after 100 ms`);
    expect(server.requests).toHaveLength(1);
  });

  it('resends a POST whose connection was refused (it never reached a server)', async () => {
    const baseUrl = await closedUrl();
    const retries: RetryInfo[] = [];
    const client = signedIn(baseUrl, { onRetry: (retry) => retries.push(retry) });
    const error = await failure(client.candidates.remove(3, { user_id: 7 }));
    expect(error).toMatchObject({ code: 'ECONNREFUSED', attempts: 3, method: 'POST' });
    expect(retries).toHaveLength(2);
  });

  it('in a browser, a reasonless fetch failure to another origin hints at ALLOWED_ORIGINS', async () => {
    vi.stubGlobal('location', { origin: 'https://intranet.example.com' });
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const client = signedIn('https://hr.example.com/api', { fetch: failing, retry: { limit: 0 } });
    const error = await failure(client.jobs.get(1));
    expect(error.hint).toContain('https://intranet.example.com');
    expect(error.hint).toContain('ALLOWED_ORIGINS');
    expect(error.message).toContain(
      'GET https://hr.example.com/api/get_job_data/1 failed: Failed to fetch',
    );
    expect(error.message).toContain('ALLOWED_ORIGINS');

    const sameOrigin = signedIn('https://intranet.example.com/api', {
      fetch: failing,
      retry: { limit: 0 },
    });
    expect((await failure(sameOrigin.jobs.get(1))).hint).toBeUndefined();
  });

  it('a wrong password reads as a login error in the server words, not "Authentication failed"', async () => {
    let answer: [number, object] = [
      401,
      { status: 'error', message: 'Invalid username or password' },
    ];
    server = await startLoopbackServer((_req, res) => sendJson(res, ...answer));
    const client = createClient({ baseUrl: server.url, retry: fast });
    const login = () => client.auth.login({ role: 'manager', username: 'm', password: 'x' });
    expect(await failure(login())).toMatchObject({
      status: 401,
      message: 'Invalid username or password',
      userMessage: 'Invalid username or password',
      method: 'POST',
    });
    answer = [401, {}];
    expect((await failure(login())).userMessage).toBe('Login failed');
    answer = [429, { status: 'error', message: 'Too many attempts' }];
    expect((await failure(login())).userMessage).toBe(statusMessages[429]);
  });
});

describe('the live feed reports HrPortalErrors', () => {
  it('a refused connection names the stream and ECONNREFUSED', async () => {
    const baseUrl = await closedUrl();
    const feed = signedIn(baseUrl).liveFeed(7, { maxReconnectAttempts: 0 });
    const error = await new Promise<HrPortalError>((resolve) => {
      feed.on('error', resolve);
      feed.connect();
    });
    feed.disconnect();
    expect(isHrPortalError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'ECONNREFUSED',
      method: 'GET',
      url: `${baseUrl}/events/7`,
    });
  });

  it('a refused stream carries the status and the server message', async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 401, { status: 'error', message: 'Session expired' }),
    );
    const feed = signedIn(server.url).liveFeed(7);
    const error = await new Promise<HrPortalError>((resolve) => {
      feed.on('error', resolve);
      feed.connect();
    });
    expect(error).toMatchObject({ status: 401, message: 'Session expired', kind: 'http' });
    expect(feed.state).toBe('error');
  });
});

describe('request validation, loaded only when asked for', () => {
  it('a bad request fails locally as a 400 naming the field; a good one goes', async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 200, { status: 'success', candidates: [], total: 0 }),
    );
    const client = signedIn(server.url, { validate: () => import('../../src/contract/index') });
    const error = await failure(client.candidates.list({ page_no: 1, page_size: 1_000 }));
    expect(error).toMatchObject({ status: 400, kind: 'http', method: 'POST' });
    expect(error.message).toMatch(/^page_size: /);
    expect(server.requests).toHaveLength(0);
    await client.candidates.list({ page_no: 1, page_size: 20 });
    expect(server.requests).toHaveLength(1);
  });
});
