import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/config';
import { openDatabase } from '../src/db/database';
import { users } from '../src/db/schema';
import { freshPgliteDir } from './helpers';

/** Starts `src/main.ts` as a real child process (tsx), resolves once it logs that it is ready. */
function startChild(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@hrportal/source', '--import', 'tsx', path.join(serverRoot, 'src/main.ts')],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        HRP_DEBUG_ROUTES: '1',
        SEED_DEMO: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      for (const line of log.split('\n')) {
        if (!line.includes('HR Portal server ready')) continue;
        try {
          const { url } = JSON.parse(line) as { url: string };
          resolve({ child, url, output: () => log });
          return;
        } catch {
          // a partial line; wait for more
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before ready:\n${log}`)),
    );
  });
}

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

    const { child, url, output } = await startChild({ DATA_DIR: dataDir });
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
