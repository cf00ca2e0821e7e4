import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
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
