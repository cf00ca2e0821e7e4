// The HTTP client of `pnpm bench:server`'s list figures (`dashboard.ts`), in a process of its own:
// the one-at-a-time requests and autocannon's 32 connections must not run on the event loop of the
// server they measure (in one process the client's parsing and autocannon's bookkeeping were
// counted as the server's time and took CPU from it). Plain JavaScript, so it starts without a
// TypeScript loader. Answers each IPC message with its figures; exits when the parent disconnects.
import autocannon from 'autocannon';
import { timeSequential } from './sequential.mjs';

/** Median of `n` requests made one after another (after 20 unmeasured ones), ms. */
async function sequential({ url, headers, body, n }) {
  const request = async () => {
    const response = await fetch(url, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
  return { p50: await timeSequential(request, n) };
}

async function load({ url, headers, body, connections, seconds }) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers,
    body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

process.on('message', async ({ id, kind, options }) => {
  try {
    const figures = kind === 'sequential' ? await sequential(options) : await load(options);
    process.send?.({ id, figures });
  } catch (error) {
    process.send?.({ id, error: String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
