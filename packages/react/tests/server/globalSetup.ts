import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serverOriginEnv } from './apiProxy.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the reference server (the page reaches it same-origin under `/api`). */
    hrpServerOrigin: string;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

/**
 * Starts one reference server for the whole `react-server` project (`startServer.ts`, in its own
 * Node process with the workspace's source condition, as `pnpm server` runs it) and tells the
 * `/api` proxy of the test page where it listens.
 */
export default async function setup(project: TestProject) {
  const child = spawn(
    process.execPath,
    ['--conditions=@hrportal/source', '--import', 'tsx', path.join(here, 'startServer.ts')],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('the reference server did not start in 60 s')),
      60_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the reference server exited with code ${code} before listening`));
    });
  });
  process.env[serverOriginEnv] = origin;
  project.provide('hrpServerOrigin', origin);
  return async () => {
    delete process.env[serverOriginEnv];
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };
}
