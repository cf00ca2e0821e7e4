import { expect } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { users } from '../src/db/schema';
import { describeServer, type ServerFixtureOptions } from './fixture';
import type { TestServer } from './helpers';

const tooMany = {
  status: 'error',
  message: 'Too many requests. Please wait a moment and try again.',
};

const options: ServerFixtureOptions = {
  prepare: async (database) => {
    await database.handle.db.insert(users).values({
      username: 'manager',
      name: 'Maya Menon',
      email: 'manager@hrportal.example',
      userType: 'management',
      passwordHash: await hashPassword('Demo@1234'),
      isVerified: true,
    });
  },
  config: {
    rateLimits: {
      login: { max: 2, windowMs: 60_000 },
      otp: { max: 2, windowMs: 60_000 },
      loginPerIp: { max: 6, windowMs: 60_000 },
      signupPerIp: { max: 2, windowMs: 60_000 },
    },
  },
};

describeServer('per-address and per-account login limits (issue 16 item 6)', options, (it) => {
  const post = async (server: TestServer, path: string, body: unknown) => {
    const response = await fetch(`${server.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const login = (server: TestServer, username: string) =>
    post(server, '/login', { username, password: 'wrong-Pass1' });

  it('counts a username and the same account’s email as one bucket', async ({ server }) => {
    expect((await login(server, 'manager')).status).toBe(401);
    expect((await login(server, 'MANAGER@hrportal.example')).status).toBe(401);
    expect(await login(server, 'manager@hrportal.example')).toEqual({ status: 429, body: tooMany });
    expect(await login(server, 'Manager')).toEqual({ status: 429, body: tooMany });
  });

  it('limits logins from one address whatever usernames it sprays', async ({ server }) => {
    // The four attempts above came from this address too; two more distinct names fill it.
    expect((await login(server, 'sprayed-1')).status).toBe(401);
    expect((await login(server, 'sprayed-2')).status).toBe(401);
    expect(await login(server, 'sprayed-3')).toEqual({ status: 429, body: tooMany });
  });

  it('limits sign-ups from one address', async ({ server }) => {
    const account = (i: number) => ({
      username: `flood${i}`,
      name: 'Flood User',
      email: `flood${i}@example.com`,
      password: 'Str0ng!pass',
      user_type: 'recruiter',
    });
    expect((await post(server, '/signup', account(1))).status).toBe(200);
    expect((await post(server, '/signup', account(2))).status).toBe(200);
    expect(await post(server, '/signup', account(3))).toEqual({ status: 429, body: tooMany });
  });
});
