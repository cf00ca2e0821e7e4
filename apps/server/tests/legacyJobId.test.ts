import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { candidates, jobs } from '../src/db/schema';
import { describeServer, type ServerFixtureOptions } from './fixture';
import type { TestServer } from './helpers';

const options: ServerFixtureOptions = {
  seed: { now: new Date('2026-06-01T09:00:00Z'), candidates: 5, jobs: 3 },
};

/** A legacy caller: raw JSON over HTTP with the session token, no SDK. */
async function legacyCaller(server: TestServer) {
  const login = await fetch(`${server.api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'recruiter', password: 'Demo@1234' }),
  });
  const { session_token: token } = (await login.json()) as { session_token: string };
  return async (path: string, body: unknown) => {
    const response = await fetch(`${server.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        message: string;
        candidate: { id: number; job_id: unknown; client_assigned: boolean };
      },
    };
  };
}

let unique = 0;
const person = () => {
  unique += 1;
  return {
    name: `Legacy ${unique}`,
    email: `legacy${unique}@example.com`,
    mobile: `98450${String(10000 + unique)}`,
  };
};

describeServer("a candidate's legacy job_id (issue 15)", options, (it) => {
  it('reads "" as no job and keeps a text job code as written', async ({ server, database }) => {
    const post = await legacyCaller(server);
    const none = await post('/add_candidate', { ...person(), job_id: '' });
    expect(none.status).toBe(200);
    expect(none.body.candidate).toMatchObject({ job_id: null, client_assigned: false });

    const coded = await post('/add_candidate', { ...person(), job_id: ' JAVA-01 ' });
    expect(coded.status).toBe(200);
    expect(coded.body.candidate.job_id).toBe('JAVA-01');
    expect(coded.body.candidate.client_assigned).toBe(true);
    const [row] = await database.handle.db
      .select({ jobId: candidates.jobId, jobCode: candidates.jobCode })
      .from(candidates)
      .where(eq(candidates.id, coded.body.candidate.id));
    expect(row).toEqual({ jobId: null, jobCode: 'JAVA-01' });

    const [job] = await database.handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .orderBy(asc(jobs.id))
      .limit(1);
    const digits = await post('/add_candidate', { ...person(), job_id: String(job?.id) });
    expect(digits.body.candidate.job_id).toBe(job?.id);
  });

  it('edits between a job code, a job id and no job without losing either', async ({ server }) => {
    const post = await legacyCaller(server);
    const added = await post('/add_candidate', { ...person(), job_id: 'OPS-7' });
    const id = added.body.candidate.id;
    const renamed = await post(`/edit_candidate/${id}`, { job_id: 'OPS-8' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.candidate.job_id).toBe('OPS-8');
    const cleared = await post(`/edit_candidate/${id}`, { job_id: '' });
    expect(cleared.body.candidate.job_id).toBeNull();
    const refused = await post(`/edit_candidate/${id}`, { job_id: 'x'.repeat(101) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Job code must be at most 100 characters');
  });
});
