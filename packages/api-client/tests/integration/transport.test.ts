import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectivityMessages,
  createClient,
  createMemoryStorage,
  type HrPortalError,
  isHrPortalError,
  messages,
  sessionStorageKeys,
  statusMessages,
} from '../../src/index';
import { type LoopbackServer, sendJson, startLoopbackServer } from '../helpers/loopbackServer';

let server: LoopbackServer | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

const fast = { limit: 3, baseDelayMs: 20, timeoutMs: 2_000 };

async function failure(promise: Promise<unknown>): Promise<HrPortalError> {
  try {
    await promise;
  } catch (error) {
    expect(isHrPortalError(error)).toBe(true);
    return error as HrPortalError;
  }
  throw new Error('expected the call to fail');
}

function signedIn(url: string, extra: Parameters<typeof createClient>[0] = { baseUrl: url }) {
  const storage = createMemoryStorage();
  storage.setItem(sessionStorageKeys.token, 'tok-abc');
  storage.setItem(sessionStorageKeys.userId, '7');
  storage.setItem(sessionStorageKeys.userRole, 'manager');
  return { storage, client: createClient({ retry: fast, ...extra, baseUrl: url, storage }) };
}

describe('transport', () => {
  it('sends the bearer token on every call and the body as JSON', async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 200, { status: 'success', candidates: [] }),
    );
    const { client } = signedIn(server.url);
    await client.peerReview.pending('reviewer');
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/candidates_pending_peer_approval');
    expect(seen?.headers.authorization).toBe('Bearer tok-abc');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ recruiter: 'reviewer' });
  });

  it('retries a 503 three times with a doubling delay, then fails with the server message', async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 503, { status: 'error', message: 'database is down' }),
    );
    const { client } = signedIn(server.url, { baseUrl: '', retry: { ...fast, baseDelayMs: 40 } });
    const error = await failure(client.jobs.get(3));
    expect(server.requests).toHaveLength(4);
    expect(error).toMatchObject({
      status: 503,
      kind: 'http',
      message: 'database is down',
      userMessage: statusMessages[503],
    });
    const gaps = server.requests.slice(1).map((r, i) => r.at - (server?.requests[i]?.at ?? 0));
    // Lower bounds only: 40, 80, 160 ms (a loaded machine may add, never remove, time).
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(40 * 2 ** i - 5);
    });
  });

  it('retries POST calls too, and succeeds when the server recovers', async () => {
    let calls = 0;
    server = await startLoopbackServer((_req, res) => {
      calls += 1;
      if (calls < 3) sendJson(res, 500, { status: 'error', message: 'boom' });
      else sendJson(res, 200, { status: 'success', candidates: [] });
    });
    const { client } = signedIn(server.url);
    await expect(client.peerReview.pending('r')).resolves.toEqual([]);
    expect(server.requests).toHaveLength(3);
  });

  it.each([400, 403, 404, 409, 422, 429])('does not retry a %i', async (status) => {
    server = await startLoopbackServer((_req, res) => sendJson(res, status, { status: 'error' }));
    const { client } = signedIn(server.url);
    const error = await failure(client.jobs.get(1));
    expect(server.requests).toHaveLength(1);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`HTTP error! status: ${status}`);
  });

  it('takes the message from `error` or `error_message` when there is no `message`', async () => {
    let n = 0;
    server = await startLoopbackServer((_req, res) => {
      n += 1;
      sendJson(res, 400, n === 1 ? { error: 'bad thing' } : { error_message: 'worse thing' });
    });
    const { client } = signedIn(server.url);
    expect((await failure(client.jobs.get(1))).message).toBe('bad thing');
    const second = await failure(client.jobs.get(2));
    expect(second.message).toBe('worse thing');
    expect(second.userMessage).toBe(statusMessages[400]);
  });

  it('times out each attempt and retries, then reports a timeout', async () => {
    server = await startLoopbackServer(() => {
      // never answers
    });
    const { client } = signedIn(server.url, {
      baseUrl: '',
      retry: { limit: 1, baseDelayMs: 10, timeoutMs: 150 },
    });
    const error = await failure(client.jobs.get(1));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(error.userMessage).toBe(connectivityMessages.timeout);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a network failure (connection refused) after the retries', async () => {
    server = await startLoopbackServer(() => {});
    const url = server.url;
    await server.close();
    server = undefined;
    let attempts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const { client } = signedIn(url, { baseUrl: url, fetch: countingFetch });
    const error = await failure(client.jobs.get(1));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.userMessage).toBe(connectivityMessages.network);
    expect(attempts).toBe(4);
  });

  it('fails fast as offline when the runtime reports no connection', async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, { status: 'success' }));
    vi.stubGlobal('navigator', { onLine: false });
    const { client } = signedIn(server.url);
    const error = await failure(client.jobs.get(1));
    expect(error).toMatchObject({ kind: 'offline', status: 0 });
    expect(error.userMessage).toBe(connectivityMessages.offline);
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a non-JSON success body with "Invalid response format from server"', async () => {
    server = await startLoopbackServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>proxy login page</html>');
    });
    const { client } = signedIn(server.url);
    const error = await failure(client.jobs.get(1));
    expect(error.message).toBe(messages.invalidResponseFormat);
    expect(error.kind).toBe('http');
  });

  it('a 401 clears the session and calls onUnauthorized once', async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 401, {
        status: 'error',
        message: 'Your session has expired. Please log in again.',
      }),
    );
    const onUnauthorized = vi.fn();
    const { client, storage } = signedIn(server.url, { baseUrl: '', onUnauthorized });
    expect(client.session.get()?.userId).toBe(7);
    const error = await failure(client.jobs.list());
    expect(error.status).toBe(401);
    expect(error.userMessage).toBe(statusMessages[401]);
    expect(server.requests).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBe(error);
    expect(client.session.get()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.token)).toBeNull();
  });

  it('hands a timed-out first attempt to the retries, which carry the token and body', async () => {
    let n = 0;
    server = await startLoopbackServer((_req, res) => {
      n += 1;
      if (n === 1) return; // the first attempt never gets an answer
      sendJson(res, 200, { status: 'success', candidates: [] });
    });
    const { client } = signedIn(server.url, {
      baseUrl: '',
      retry: { limit: 2, baseDelayMs: 10, timeoutMs: 150 },
    });
    await expect(client.peerReview.pending('r')).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect(second?.headers.authorization).toBe('Bearer tok-abc');
    expect(second?.headers['content-type']).toContain('application/json');
    expect(second?.body).toBe(first?.body);
  });

  it('a caller abort during the wait before a retry rejects with the abort', async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 503, { status: 'error' }));
    const { client } = signedIn(server.url, {
      baseUrl: '',
      retry: { limit: 3, baseDelayMs: 5_000, timeoutMs: 2_000 },
    });
    const controller = new AbortController();
    const pending = client.jobs.get(1, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });

  it('passes a caller abort through unchanged', async () => {
    server = await startLoopbackServer(() => {});
    const { client } = signedIn(server.url);
    const controller = new AbortController();
    const pending = client.jobs.get(1, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
