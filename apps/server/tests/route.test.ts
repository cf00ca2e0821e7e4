import { describe, expect } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { users } from '../src/db/schema';
import { type EndpointLike, registerEndpoint } from '../src/http/route';
import { serverTest } from './fixture';
import type { TestDatabase, TestServer } from './helpers';

/** A hand-written schema with zod's `safeParse` shape, so the adapter is tested on its own. */
interface Problem {
  problem: string;
  path: string;
}
function schema<T>(check: (input: unknown) => T | Problem) {
  return {
    safeParse(input: unknown) {
      const out = check(input);
      if (out && typeof out === 'object' && 'problem' in out) {
        return {
          success: false as const,
          error: { issues: [{ path: [out.path], message: out.problem }] },
        };
      }
      return { success: true as const, data: out as T };
    },
  };
}

const nameBody = schema<{ name: string }>((input) => {
  const body = input as { name?: unknown };
  if (typeof body.name !== 'string' || !body.name.trim())
    return { problem: 'Name is required', path: 'name' };
  return { name: body.name.trim() };
});
const idParams = schema<{ id: number }>((input) => {
  const id = Number((input as { id?: string }).id);
  return Number.isInteger(id) && id > 0
    ? { id }
    : { problem: 'Id must be a positive integer', path: 'id' };
});
const greeting = schema<{ status: 'success'; message: string }>((input) => {
  const r = input as { status?: unknown; message?: unknown };
  return r.status === 'success' && typeof r.message === 'string'
    ? { status: 'success', message: r.message }
    : { problem: 'bad response', path: 'message' };
});

const echo = {
  method: 'POST',
  path: '/__adapter/echo/:id',
  access: 'public',
  params: idParams,
  body: nameBody,
  response: greeting,
  responseType: 'json',
} as const satisfies EndpointLike;

/** Four accounts: a recruiter, a peer reviewer, a manager and leadership (password `x`). */
async function prepare(database: TestDatabase): Promise<void> {
  const hash = await hashPassword('x');
  await database.handle.db.insert(users).values([
    {
      username: 'rec',
      name: 'Rec',
      userType: 'recruiter',
      passwordHash: hash,
      isVerified: true,
    },
    {
      username: 'peer',
      name: 'Peer',
      userType: 'recruiter',
      passwordHash: hash,
      isVerified: true,
      isPeerReviewer: true,
    },
    {
      username: 'boss',
      name: 'Boss',
      userType: 'management',
      passwordHash: hash,
      isVerified: true,
    },
    {
      username: 'lead',
      name: 'Lead',
      userType: 'leadership',
      passwordHash: hash,
      isVerified: true,
    },
  ]);
}

/** Raw HTTP calls against one server. */
function adapterHttp(server: TestServer) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${server.api}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const get = (path: string, token?: string) =>
    fetch(`${server.api}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { post, get };
}

const it = serverTest({
  driver: 'pglite',
  prepare,
  config: {
    rateLimits: { login: { max: 2, windowMs: 60_000 }, otp: { max: 1, windowMs: 60_000 } },
  },
  serverOptions: {
    beforeListen: async ({ app, services, config }) => {
      await app.register(
        async (api) => {
          registerEndpoint(api, services, echo, async ({ params, body }) => ({
            status: 'success',
            message: `${body.name} #${params.id}`,
          }));
          registerEndpoint(
            api,
            services,
            {
              method: 'GET',
              path: '/__adapter/managers',
              access: 'authenticated',
              roles: ['manager', 'leadership'],
              response: greeting,
              responseType: 'json',
            },
            async ({ session }) => ({ status: 'success', message: session.user.username }),
          );
          registerEndpoint(
            api,
            services,
            {
              method: 'GET',
              path: '/__adapter/peers',
              access: 'authenticated',
              peerReviewerOnly: true,
              responseType: 'json',
            },
            async () => ({ status: 'success', message: 'peer' }),
          );
          registerEndpoint(
            api,
            services,
            {
              method: 'GET',
              path: '/__adapter/broken',
              access: 'public',
              response: greeting,
              responseType: 'json',
            },
            async () => ({ status: 'success', message: 42 }) as never,
          );
          registerEndpoint(
            api,
            services,
            {
              method: 'POST',
              path: '/__adapter/limited',
              access: 'public',
              body: nameBody,
              rateLimited: true,
              responseType: 'json',
            },
            async () => ({ status: 'success' }),
            { rateLimit: 'login' },
          );
          registerEndpoint(
            api,
            services,
            {
              method: 'POST',
              path: '/__adapter/upload',
              access: 'public',
              bodyLimitBytes: 3 * 1024 * 1024,
              responseType: 'json',
            },
            async ({ request }) => ({
              status: 'success',
              size: JSON.stringify(request.body).length,
            }),
          );
        },
        { prefix: config.apiBasePath },
      );
    },
  },
}).extend<{ tokens: Record<string, string>; http: ReturnType<typeof adapterHttp> }>({
  /** A session token per account, by username. */
  tokens: [
    async ({ server, database }, use) => {
      const tokens: Record<string, string> = {};
      for (const row of await database.handle.db.select().from(users))
        tokens[row.username] = (await server.server.services.sessions.create(row.id)).token;
      await use(tokens);
    },
    { scope: 'file' },
  ],
  http: async ({ server }, use) => use(adapterHttp(server)),
});

describe('registerEndpoint (the contract route adapter)', () => {
  it('passes validated, transformed input to the handler', async ({ http: { post } }) => {
    const response = await post('/__adapter/echo/7', { name: '  Asha ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', message: 'Asha #7' });
  });

  it('answers invalid params or body with 400, the schema message and the issues', async ({
    server,
    http: { post },
  }) => {
    const badBody = await post('/__adapter/echo/7', { name: 3 });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toEqual({
      status: 'error',
      message: 'Name is required',
      issues: [{ path: 'name', message: 'Name is required' }],
    });
    const badId = await post('/__adapter/echo/abc', { name: 'x' });
    expect(badId.status).toBe(400);
    expect((await badId.json()).message).toBe('Id must be a positive integer');
    const noBody = await fetch(`${server.api}/__adapter/echo/1`, { method: 'POST' });
    expect(noBody.status).toBe(400);
  });

  it('enforces access and roles (leadership counts as manager)', async ({
    tokens,
    http: { get },
  }) => {
    expect((await get('/__adapter/managers')).status).toBe(401);
    expect((await get('/__adapter/managers', tokens.rec)).status).toBe(403);
    expect(await (await get('/__adapter/managers', tokens.boss)).json()).toEqual({
      status: 'success',
      message: 'boss',
    });
    expect((await get('/__adapter/managers', tokens.lead)).status).toBe(200);
    expect((await get('/__adapter/peers', tokens.rec)).status).toBe(403);
    expect((await get('/__adapter/peers', tokens.boss)).status).toBe(403);
    expect((await get('/__adapter/peers', tokens.peer)).status).toBe(200);
  });

  it('turns a response that breaks the contract into a logged 500, never a wrong answer', async ({
    http: { get },
  }) => {
    const response = await get('/__adapter/broken');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Server error. Please try again later.',
    });
  });

  it('rate-limits by IP and username', async ({ http: { post } }) => {
    expect((await post('/__adapter/limited', { name: 'a', username: 'u1' })).status).toBe(200);
    expect((await post('/__adapter/limited', { name: 'a', username: 'u1' })).status).toBe(200);
    expect((await post('/__adapter/limited', { name: 'a', username: 'u1' })).status).toBe(429);
    expect((await post('/__adapter/limited', { name: 'a', username: 'u2' })).status).toBe(200);
  });

  it('applies the endpoint body limit instead of the 1 MB default', async ({ http: { post } }) => {
    const big = { blob: 'x'.repeat(2 * 1024 * 1024) };
    expect((await post('/__adapter/upload', big)).status).toBe(200);
    expect((await post('/__adapter/echo/1', { name: 'x', ...big })).status).toBe(413);
    const tooBig = await post('/__adapter/upload', { blob: 'x'.repeat(3 * 1024 * 1024) });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe('Request body is too large. The limit is 3 MB.');
  });
});
