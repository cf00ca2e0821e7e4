import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type RunningProcess, repoRoot, startProcess } from './harness';

const password = 'Demo@1234';
const axePath = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');

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
async function axeViolations(page: Page): Promise<string[]> {
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

async function signIn(
  page: Page,
  url: string,
  role: 'Manager' | 'Recruiter' | 'Leadership',
  username: string,
) {
  await page.goto(`${url}/login`);
  await page.getByRole('radio', { name: role }).check({ force: true });
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  // The user menu button is named by what it shows: the name and the email.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /@|No email/ })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  const confirm = dialog.getByRole('button', { name: 'Logout' });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByRole('radio', { name: 'Logout anyway' }).check({ force: true });
  await confirm.click();
  await page.waitForURL('**/login');
}

describe('reference portal served by the reference server (fresh embedded database)', () => {
  let browser: Browser;
  let server: RunningProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hrp-e2e-'));
    const port = await freePort();
    server = await startProcess('node', ['apps/server/dist/main.js'], {
      readyUrl: `http://127.0.0.1:${port}/api/ready`,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      timeoutMs: 120_000,
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const roles = [
    {
      role: 'Manager',
      username: 'manager',
      home: '/manager/dashboard',
      forbidden: '/leadership/managers',
    },
    {
      role: 'Recruiter',
      username: 'recruiter',
      home: '/recruiter/dashboard',
      forbidden: '/manager/user-accounts',
    },
    {
      role: 'Leadership',
      username: 'leadership',
      home: '/leadership/dashboard',
      forbidden: '/recruiter/requirements',
    },
    {
      role: 'Recruiter',
      username: 'reviewer',
      home: '/recruiter/dashboard',
      forbidden: '/leadership/security',
    },
  ] as const;

  for (const { role, username, home, forbidden } of roles) {
    it(`${username}: signs in, lands home, visits every menu item, is refused a forbidden route, signs out`, async () => {
      const { page, context } = await openPage(browser, { bypassCSP: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, server.url, role, username);
      await page.waitForURL(`**${home}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      const hrefs = await links.evaluateAll((els) =>
        els.map((el) => el.getAttribute('href') ?? ''),
      );
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) {
        await page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${href}"]`).click();
        await page.waitForURL(`**${href}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      }
      // Peer Assigned Profiles only for peer reviewers.
      expect(hrefs.some((h) => h.endsWith('/peer-assigned-profiles'))).toBe(
        username === 'reviewer',
      );

      await page.goto(`${server.url}${forbidden}`);
      await page.waitForURL('**/unauthorized');
      // The entry redirect sends the role home again.
      await page.goto(`${server.url}/dashboard`);
      await page.waitForURL(`**${home}`);
      await signOut(page);
      // Signed out: a protected route goes to login.
      await page.goto(`${server.url}${home}`);
      await page.waitForURL('**/login');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('leadership may enter manager routes', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signIn(page, server.url, 'Leadership', 'leadership');
    await page.waitForURL('**/leadership/dashboard');
    await page.goto(`${server.url}/manager/user-accounts`);
    await page.getByRole('heading', { name: 'User Accounts' }).waitFor();
    expect(page.url()).toContain('/manager/user-accounts');
    await context.close();
  });

  it('a wrong password shows the server message; a missing role the §5 message', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username or email').fill('manager');
    await page.getByLabel('Password').fill('nope');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Role is required for login');
    await page.getByRole('radio', { name: 'Manager' }).check({ force: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid username or password');
    await context.close();
  });

  it('candidate repository: pages, filters by a chip, updates a status with a comment', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signIn(page, server.url, 'Manager', 'manager');
    await page.waitForURL('**/manager/dashboard');
    await page.goto(`${server.url}/manager/candidate`);
    const footer = page.getByText(/^Showing \d+ to \d+ of \d+ candidates$/);
    await expect.poll(() => footer.textContent()).toMatch(/^Showing 1 to 10 of \d+ candidates$/);
    const total = Number((await footer.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => footer.textContent()).toMatch(/^Showing 11 to 20 of/);

    const search = page.getByRole('combobox', { name: /search/i });
    await search.fill('status:Offer');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => Number((await footer.textContent())?.match(/of (\d+)/)?.[1]))
      .toBeLessThan(total);
    const statuses = await page.locator('tbody tr td:nth-child(10)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Offer']));

    await page.getByRole('button', { name: 'Update Status' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please provide either a status or a comment.');
    await dialog.getByLabel('Comment').fill('Offer letter sent');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Status updated successfully').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('peer reviewer approves a pending profile once; help & support report is listed', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signIn(page, server.url, 'Recruiter', 'reviewer');
    await page.waitForURL('**/recruiter/dashboard');
    await page.goto(`${server.url}/recruiter/peer-assigned-profiles`);
    const update = page.getByRole('button', { name: 'Update Status', disabled: false }).first();
    await update.waitFor();
    const pendingBefore = await page
      .getByRole('button', { name: 'Update Status', disabled: false })
      .count();
    await update.click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await dialog.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'PR-Approved' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Update Status', disabled: false }).count())
      .toBe(pendingBefore - 1);

    await page.goto(`${server.url}/help-and-support`);
    await page.getByLabel('Subject').fill('Resume preview is blank');
    await page.getByLabel('Description').fill('The resume viewer shows a white page.');
    await page.getByRole('button', { name: 'Submit report' }).click();
    await page.getByText('Issue reported successfully').waitFor();
    await page.getByText('Resume preview is blank').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the Session Expired dialog after 30 minutes without activity; Continue to Login signs out', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await page.clock.install();
    await signIn(page, server.url, 'Recruiter', 'recruiter');
    await page.waitForURL('**/recruiter/dashboard');
    await page.clock.fastForward('29:00');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.clock.fastForward('02:00');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'For security reasons, your session has expired due to inactivity. Please log in again to continue using the application.',
    );
    await dialog.getByRole('button', { name: 'Continue to Login' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });
});
