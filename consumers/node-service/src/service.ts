// A strict TypeScript Node service (ESM) using the packed SDK the way an outside developer would:
// sign in, read a page of candidates, read the live feed, and look at the errors it gets back.
import assert from 'node:assert/strict';
import {
  type CandidateListItem,
  createClient,
  type HrPortalError,
  isHrPortalError,
} from '@hrportal/api-client';
import { check, env } from './check.js';

const baseUrl = env('HRP_API');
// Each Node version signs in as another demo account (the server limits logins per account).
const username = env('HRP_USER');
const role =
  username === 'leadership' ? 'leadership' : username === 'manager' ? 'manager' : 'recruiter';
console.log(`node ${process.version}, ESM, ${username} at ${baseUrl}`);
const client = createClient({ baseUrl });

/** The HrPortalError a call rejects with (fails when it resolves). */
async function failure(call: Promise<unknown>): Promise<HrPortalError> {
  try {
    await call;
  } catch (error) {
    assert.ok(isHrPortalError(error), `not an HrPortalError: ${String(error)}`);
    return error;
  }
  assert.fail('the call resolved');
}

await check('a wrong password reads as a login error', async () => {
  const error = await failure(client.auth.login({ role, username, password: 'not-the-password' }));
  assert.equal(error.status, 401);
  assert.equal(error.userMessage, 'Invalid username or password');
});

const session = await client.auth.login({ role, username, password: 'Demo@1234' });

await check('sign in and read a page of candidates', async () => {
  // Who is asking comes from the session: only what this service wants goes in.
  const page = await client.candidates.list({ page_no: 1, page_size: 5 });
  const first: CandidateListItem | undefined = page.items[0];
  assert.ok(first, 'the demo data has candidates');
  assert.equal(typeof first.name, 'string');
  assert.ok(page.total >= page.items.length);
});

await check('the live feed connects with the bearer token', async () => {
  const feed = client.liveFeed(session.userId);
  const connected = new Promise<void>((resolve, reject) => {
    feed.on('connection:changed', (state) => {
      if (state === 'connected') resolve();
      if (state === 'error') reject(new Error('live feed failed'));
    });
  });
  feed.connect();
  await connected;
  feed.disconnect();
});

await client.auth.logout();
console.log('node service: ok');
