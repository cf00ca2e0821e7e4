// A Node service on the SDK: sign in, read candidates, follow the live feed, see what failed.
// Run it against the reference server: `npx tsx node-service.ts` (Node 22.12+ or 24).
import { createClient, isHrPortalError } from '@hrportal/api-client';

const client = createClient({
  baseUrl: process.env.HRP_API ?? 'http://127.0.0.1:8080/api',
  // Retries (network errors, timeouts, 5xx) are visible as they happen.
  onRetry: ({ method, url, attempt, delayMs }) =>
    console.warn(`${method} ${url}: retry ${attempt} in ${delayMs} ms`),
});

try {
  const session = await client.auth.login({
    role: 'manager',
    username: 'manager',
    password: 'Demo@1234',
  });

  // Who is asking (user_id, user_type, user_name) comes from the session.
  const page = await client.candidates.list({ page_no: 1, page_size: 5 });
  for (const candidate of page.items) console.log(candidate.name, candidate.status);
  console.log(`${page.total} candidates`);

  // Server-sent events with the bearer token; reconnects and resumes on its own.
  const feed = client.liveFeed(session.userId);
  feed.on('connection:changed', (state) => console.log('live feed:', state));
  feed.on('candidate_added', (event) => console.log('new candidate', event.data.candidateId));
  feed.connect();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  feed.disconnect();

  await client.auth.logout();
} catch (error) {
  // Every failure is an HrPortalError: method and URL, status, code (ECONNREFUSED, …).
  if (!isHrPortalError(error)) throw error;
  console.error(error.message, error.code ?? error.status);
  process.exitCode = 1;
}
