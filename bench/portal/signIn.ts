import type lighthouse from 'lighthouse';
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

/**
 * Lighthouse settings of a signed-in audit: every run a first visit (the HTTP cache cleared, as
 * Lighthouse does by default) that stays signed in, since none of the storage cleared is the
 * session's (localStorage, cookies). With `disableStorageReset` instead, a route's first run
 * loaded what sign-in had not cached and the later runs nothing: one build's rounds measured two
 * different loads.
 */
export const signedInAudit = {
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
} satisfies Parameters<typeof lighthouse>[1];
