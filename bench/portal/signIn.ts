import type { Page } from 'playwright-core';

/** Signs the demo manager in on a portal at `url` (both portal benches audit the manager's routes). */
export async function signIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('radio', { name: 'Manager' }).check({ force: true });
  await page.getByLabel('Username or email').fill('manager');
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/manager/dashboard');
}
