import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidatesCacheTtlMs, createClient, jobsCacheTtlMs } from '../../src/index';
import { type LoopbackServer, sendJson, startLoopbackServer } from '../helpers/loopbackServer';

let server: LoopbackServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const retry = { limit: 0, baseDelayMs: 1, timeoutMs: 2_000 };
const request = { user_id: 1, user_type: 'management', user_name: 'meera', page_no: 1 } as const;

describe('caches', () => {
  it('exports the SPEC §9 lifetimes', () => {
    expect(candidatesCacheTtlMs).toBe(5 * 60_000);
    expect(jobsCacheTtlMs).toBe(5 * 60_000);
  });

  it('candidates: a hit within 5 minutes, force refreshes, expiry refetches, a change clears', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server = await startLoopbackServer((req, res) => {
      if (req.url === '/redisdashboard') {
        return sendJson(res, 200, {
          status: 'success',
          candidates: [],
          total: 0,
          page_no: 1,
          page_size: 10,
          total_pages: 0,
        });
      }
      sendJson(res, 200, { status: 'success', message: 'ok' });
    });
    const client = createClient({ baseUrl: server.url, retry });
    const dashboardCalls = () => server?.requests.filter((r) => r.url === '/redisdashboard').length;
    await client.candidates.list(request);
    await client.candidates.list(request);
    expect(dashboardCalls()).toBe(1);
    await client.candidates.list({ ...request, page_no: 2 });
    expect(dashboardCalls()).toBe(2);
    await client.candidates.list(request, { force: true });
    expect(dashboardCalls()).toBe(3);
    vi.setSystemTime(Date.now() + candidatesCacheTtlMs + 1);
    await client.candidates.list(request);
    expect(dashboardCalls()).toBe(4);
    await client.candidates.updateStatus(5, { status: 'Offer', user_id: 1 } as never);
    await client.candidates.list(request);
    expect(dashboardCalls()).toBe(5);
  });

  it('jobs: cached per username for 5 minutes; a change clears', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 200, {
        status: 'success',
        job_posts_active: [],
        job_posts_closed: [],
        job_posts_hold: [],
      }),
    );
    const client = createClient({ baseUrl: server.url, retry });
    const listCalls = () => server?.requests.filter((r) => r.url.startsWith('/view_all_jobs'));
    await client.jobs.list();
    await client.jobs.list();
    await client.jobs.list({ username: 'asha' });
    expect(listCalls()?.map((r) => r.url)).toEqual([
      '/view_all_jobs',
      '/view_all_jobs?username=asha',
    ]);
    vi.setSystemTime(Date.now() + jobsCacheTtlMs - 1000);
    await client.jobs.list();
    expect(listCalls()).toHaveLength(2);
    await client.jobs.updateStatus({ job_id: 1, job_status: 'Closed' } as never);
    await client.jobs.list();
    expect(listCalls()).toHaveLength(3);
  });
});
