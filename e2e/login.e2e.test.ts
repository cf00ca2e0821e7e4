import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  demoPassword,
  launchBrowser,
  openPage,
  type RunningProcess,
  startPortalServer,
} from './harness';

/**
 * /login on its own (issue 24): a signed-out /login loads a small entry (the form and the SDK's
 * login client), the rest of the portal only once it is needed. What the user sees and does must
 * be what it was: these follow a person through sign-in, remember username, the links, Back, and
 * the redirects, on the built portal.
 */

/** The script files the page has requested so far. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Marks the document, so a later check can tell a page load (mark gone) from an in-page move. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as { hrpMark?: number }).hrpMark = 1;
  });
const marked = (page: Page) => page.evaluate(() => (window as { hrpMark?: number }).hrpMark === 1);

describe('/login before the portal has loaded', () => {
  let browser: Browser;
  let server: RunningProcess;

  beforeAll(async () => {
    server = await startPortalServer('login');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in from the login form alone; remember username holds across sign-out and reload', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const loaded = scripts(page);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The signed-in app (router, provider, SDK) is not loaded for the form.
    expect(loaded.some((file) => /\/PortalApp-/.test(file))).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Manager' }).check({ force: true });
    await page.getByLabel('Username or email').fill('  manager ');
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByText('Remember my username').click();
    await mark(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/manager/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // No page load in between: the app took over the same page.
    expect(await marked(page)).toBe(true);
    const stored = await page.evaluate(() => ({
      token: Boolean(localStorage.getItem('authToken')),
      role: localStorage.getItem('userRole'),
      userName: localStorage.getItem('userName'),
      remembered: localStorage.getItem('rememberedUsername'),
    }));
    expect(stored).toEqual({
      token: true,
      role: 'manager',
      userName: 'manager',
      remembered: 'manager',
    });
    // Back does not return to the login form (sign-in replaced it).
    await page.goBack().catch(() => undefined);
    expect(new URL(page.url()).pathname).not.toBe('/login');

    // Signed in, /login sends the role home.
    await page.goto(`${server.url}/login`);
    await page.waitForURL('**/manager/dashboard');

    // Sign out (through the app's login route), then the remembered name is there.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /@|No email/ })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await dialog.getByRole('radio', { name: 'Logout anyway' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByLabel('Username or email').inputValue()).toBe('manager');
    expect(await page.getByRole('checkbox', { name: 'Remember my username' }).isChecked()).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // A fresh /login (the small entry again): the same name, and unticking forgets it.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Username or email').inputValue()).toBe('manager');
    await page.getByRole('radio', { name: 'Manager' }).check({ force: true });
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByText('Remember my username').click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/manager/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('rememberedUsername'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the links open Forgot password and Register in the page; Back returns to the form', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Username or email').fill('typed');
    await mark(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgotpassword');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    expect(await marked(page)).toBe(true);
    await page.goBack();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await marked(page)).toBe(true);
    await context.close();
  });
});
