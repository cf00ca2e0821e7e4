import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { assertChromium, chromiumLaunchOptions } from '../scripts/chromium.mjs';

/** Repository root. */
export const repoRoot = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(repoRoot, 'e2e/.output');

/** Launches Debian's Chromium (never a downloaded browser). */
export async function launchBrowser(): Promise<Browser> {
  assertChromium();
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * A fresh page in its own context. When the calling test fails, a screenshot of the page is
 * written to `e2e/.output/` so the failure can be seen.
 */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  onTestFailed(async ({ task }) => {
    mkdirSync(outputDir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page
      .screenshot({ path: path.join(outputDir, `${name}.png`), fullPage: true })
      .catch(() => {});
  });
  return { context, page };
}

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
  }: { readyUrl: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<RunningProcess> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
      child.kill('SIGKILL');
      throw new Error(`${readyUrl} did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: new URL(readyUrl).origin,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The demo accounts' password. */
export const demoPassword = 'Demo@1234';
const axePath = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
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

/** axe on the current page: the rule ids of serious or critical violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Let entrance animations (toasts, dialogs) finish: half-faded text fails contrast checks.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Signs in through the login screen as a demo account. */
export async function signIn(
  page: Page,
  url: string,
  role: 'Manager' | 'Recruiter' | 'Leadership',
  username: string,
) {
  await page.goto(`${url}/login`);
  await page.getByRole('radio', { name: role }).check({ force: true });
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The built reference server (portal included) on a free port with a fresh embedded database of
 * its own; `stop()` ends it and removes the data.
 */
export async function startPortalServer(name: string): Promise<RunningProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hrp-e2e-${name}-`));
  const port = await freePort();
  const server = await startProcess('node', ['apps/server/dist/main.js'], {
    readyUrl: `http://127.0.0.1:${port}/api/ready`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeoutMs: 120_000,
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
