import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { users } from '../src/db/schema';
import { freshPgliteDir, startServerProcess } from './helpers';

describe('graceful shutdown of a real process', () => {
  let dataDir = '';
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM finishes the in-flight request, refuses new ones, closes the database and exits 0', async () => {
    dataDir = await freshPgliteDir();
    const before = await openDatabase({ dataDir });
    await before.db.insert(users).values({
      username: 'keeper',
      name: 'Kept Across Restarts',
      userType: 'recruiter',
      passwordHash: 'x',
    });
    await before.close();

    const { child, url, output } = await startServerProcess({
      DATA_DIR: dataDir,
      HRP_DEBUG_ROUTES: '1',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);

    const inFlight = fetch(`${url}/api/__debug/slow?ms=1500`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 'refused' as const,
    );
    expect([503, 'refused']).toContain(late);

    expect(await inFlight).toEqual({ status: 200, body: { status: 'ok', waitedMs: 1500 } });
    const code = await exited;
    if (code !== 0) console.log(output());
    expect(code).toBe(0);
    expect(output()).toContain('database closed');
    expect(output()).toContain('shutdown complete');

    // The data directory was closed cleanly: it reopens with its data.
    const after = await openDatabase({ dataDir });
    const rows = await after.db.select().from(users).where(eq(users.username, 'keeper'));
    await after.close();
    expect(rows.map((r) => r.name)).toEqual(['Kept Across Restarts']);
  });
});
