import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { assertChromium, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { repoRoot } from './server';

export type { RunningProcess } from './server';
export { freePort, repoRoot, startPortalServer, startProcess } from './server';

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

/** The demo accounts' password. */
export const demoPassword = 'Demo@1234';
const axePath = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');

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

/** Signs in as a demo account and waits for the role's home, where every sign-in lands (§2). */
export async function signInHome(
  page: Page,
  url: string,
  role: 'Manager' | 'Recruiter' | 'Leadership',
  username: string,
) {
  await signIn(page, url, role, username);
  await page.waitForURL(`**/${role.toLowerCase()}/dashboard`);
}

/** A role as the login screen names it. */
export type DemoRole = 'Manager' | 'Recruiter' | 'Leadership';

/**
 * The demo account of each role and where that role's candidate screens live (SPEC §2: leadership
 * has its own candidates list, reaches register-candidate through the shared route and edits
 * through the manager's route, §6; careers is the manager's and the recruiter's only).
 */
export const demoAccounts: Record<
  DemoRole,
  {
    username: string;
    /** The account's display name, shown beside what it did. */
    name: string;
    /** The `{kind}` of `POST /login/{kind}`. */
    loginKind: string;
    candidates: string;
    registerCandidate: string;
    editCandidate: string;
    careers?: string;
  }
> = {
  Manager: {
    username: 'manager',
    name: 'Maya Menon',
    loginKind: 'management',
    candidates: '/manager/candidate',
    registerCandidate: '/manager/register-candidate',
    editCandidate: '/manager/edit-candidate',
    careers: '/manager/careers',
  },
  Recruiter: {
    username: 'recruiter',
    name: 'Rahul Verma',
    loginKind: 'recruiter',
    candidates: '/recruiter/candidate',
    registerCandidate: '/recruiter/register-candidate',
    editCandidate: '/recruiter/edit-candidate',
    careers: '/recruiter/careers',
  },
  Leadership: {
    username: 'leadership',
    name: 'Leela Kapoor',
    loginKind: 'leadership',
    candidates: '/leadership/candidates',
    registerCandidate: '/register-candidate',
    editCandidate: '/manager/edit-candidate',
  },
};

/** Calls the server's `/api` as a user signed in through the login call (JSON in and out). */
export type ApiCaller = (path: string, init?: RequestInit) => Promise<Response>;

/** Signs in through `POST /api/login/{kind}` and returns a caller carrying that session. */
export async function apiAs(
  url: string,
  role: DemoRole,
  username = demoAccounts[role].username,
): Promise<ApiCaller> {
  const account = demoAccounts[role];
  const login = await fetch(`${url}/api/login/${account.loginKind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword, role: role.toLowerCase() }),
  });
  if (login.status !== 200) throw new Error(`login as ${username}: ${login.status}`);
  const { session_token: token } = (await login.json()) as { session_token: string };
  return (path, init = {}) =>
    fetch(`${url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
}
