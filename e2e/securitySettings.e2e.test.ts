// Leadership's security and settings screens (issue 16) on the built portal and server: the audit
// trail shows a settings change with who and from → to; a timeout outside the ASVS bounds is
// refused on the form; Export CSV saves the trail; revoking one's own session says it signs out,
// and does.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

describe('security and settings (leadership)', () => {
  let server: RunningProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startPortalServer('security');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('saves a settings change that the audit trail shows; revoking this session signs out', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Leadership', 'leadership');

    await page.goto(`${server.url}/leadership/settings`);
    await page.getByRole('heading', { level: 1, name: 'User Accounts' }).waitFor();
    const timeout = page.getByRole('spinbutton', { name: 'Session timeout (minutes)' });
    await expect.poll(() => timeout.inputValue()).toBe('30');
    await timeout.fill('3');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page
      .getByText(
        'Session timeout must be a whole number of minutes from 5 to 30 (ASVS V3.3.2: at most 30 minutes of inactivity)',
      )
      .waitFor();
    await timeout.fill('20');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/leadership/security`);
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    const trail = page.getByRole('table', { name: 'Audit trail' });
    await trail.getByText('org_settings').waitFor();
    const row = trail.getByRole('row').filter({ hasText: 'org_settings' });
    expect(await row.innerText()).toContain('leadership');
    expect(await row.innerText()).toContain('session_idle_minutes: — → 20');
    expect(await axeViolations(page)).toEqual([]);

    // Export CSV saves the filtered set under its dated name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'id,at,actor_id,actor_name,ip,action,record_type,record_id,changes',
    );
    expect(csv).toContain(',leadership,');
    expect(csv).toContain('org_settings');

    const sessions = page.getByRole('table', { name: 'Active sessions' });
    const mine = sessions.getByRole('row').filter({ hasText: '(this session)' });
    await mine.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out now?' });
    expect(await dialog.innerText()).toContain(
      'This is your current session. Revoking it signs you out of this browser now.',
    );
    await dialog.getByRole('button', { name: 'Revoke and sign out' }).click();
    await page.waitForURL('**/login');
    await context.close();
  }, 180_000);
});
