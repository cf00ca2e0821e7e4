/**
 * Starting the built reference server for a scenario or a benchmark. No vitest import here, so
 * scripts under bench/ can use it too.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Repository root. */
export const repoRoot = path.resolve(import.meta.dirname, '..');

/** A child process started for a scenario, stopped with `stop()`. */
export interface RunningProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `command args` and waits until `readyUrl` answers (any HTTP status below 500), or fails
 * with the process output after `timeoutMs`.
 */
export async function startProcess(
  command: string,
  args: string[],
  {
    readyUrl,
    env = {},
    timeoutMs = 60_000,
    cwd = repoRoot,
  }: {
    readyUrl: string;
    env?: Record<string, string>;
    timeoutMs?: number;
    /** Where to run it. @default the repository root */
    cwd?: string;
  },
): Promise<RunningProcess> {
  // Its own process group, so stopping a wrapper (`pnpm start`) stops what it started too.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${command} exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(readyUrl);
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signal('SIGKILL');
      throw new Error(`${readyUrl} did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: new URL(readyUrl).origin,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) signal('SIGTERM');
      await exited;
    },
  };
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built reference server (portal included) on a free port with a fresh embedded database of
 * its own; `stop()` ends it and removes the data. `env` adds server settings (e.g. `PORTAL_DIR`).
 */
export async function startPortalServer(
  name: string,
  env: Record<string, string> = {},
  /** How long migrating and seeding may take. @default 120 s */
  timeoutMs = 120_000,
): Promise<RunningProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hrp-e2e-${name}-`));
  const port = await freePort();
  const server = await startProcess('node', ['apps/server/dist/main.js'], {
    readyUrl: `http://127.0.0.1:${port}/api/ready`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    timeoutMs,
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
