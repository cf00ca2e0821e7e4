import { rmSync } from 'node:fs';
import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server';
import { freshPgliteDir, testConfig } from './helpers';

describe('restart: data written before a stop is there after a start', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a candidate and an issue report across a full stop and start of the embedded database', async () => {
    const dataDir = await freshPgliteDir();
    dirs.push(dataDir);
    const config = testConfig({
      dataDir,
      seedDemo: true,
      now: () => new Date('2026-06-01T09:00:00Z'),
    });

    const first = await createServer(config);
    const url = await first.listen();
    const client = createClient({
      baseUrl: `${url}/api`,
      storage: createMemoryStorage(),
      retry: { limit: 0 },
    });
    await client.auth.login({ role: 'recruiter', username: 'recruiter', password: 'Demo@1234' });
    const { candidate } = await client.candidates.add({
      name: 'Survives Restart',
      email: 'restart@example.com',
      mobile: '9845012121',
    });
    await client.support.report({
      subject: 'Still here?',
      description: 'Written before the stop.',
    });
    await first.close();

    const second = await createServer(config);
    // An existing database is not seeded again.
    expect(second.seeded).toBeUndefined();
    const url2 = await second.listen();
    const again = createClient({
      baseUrl: `${url2}/api`,
      storage: createMemoryStorage(),
      retry: { limit: 0 },
    });
    await again.auth.login({ role: 'recruiter', username: 'recruiter', password: 'Demo@1234' });
    const found = await again.candidates.check({ email: 'restart@example.com' });
    expect(found).toMatchObject({ exists: true, candidate_id: candidate.id });
    const reports = await again.support.reports();
    expect(reports.reports.map((r) => r.subject)).toContain('Still here?');
    await second.close();
  }, 120_000);
});
