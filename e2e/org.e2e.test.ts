import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/**
 * The organisation screens (issue 18) through the built portal and server on a fresh demo
 * database: leadership reads clients, a client's jobs and a recruiter's figures; a manager creates
 * a client and finds it in the list.
 */
describe('organisation: clients, recruiters, a new client', () => {
  let browser: Browser;
  let server: RunningProcess;

  beforeAll(async () => {
    server = await startPortalServer('org');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const table = (page: Page, name: string | RegExp) => page.getByRole('table', { name });
  const bodyRows = (page: Page, name: string | RegExp) =>
    table(page, name).locator('tr[aria-rowindex]');

  it('leadership opens clients, a client and its jobs, then recruiters and a recruiter', async () => {
    // axe is injected as a script tag: the portal's CSP would refuse it.
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Leadership', 'leadership');
    await page.goto(`${server.url}/leadership/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await bodyRows(page, 'Clients').first().waitFor();
    // The busiest client: sort by total jobs, highest first.
    const total = page.getByRole('button', { name: /^Total Jobs/ });
    await total.click();
    await total.click();
    const first = bodyRows(page, 'Clients').first();
    const name = (await first.getByRole('link').textContent())?.trim() ?? '';
    const jobsListed = Number(await first.locator('td').nth(5).textContent());
    expect(jobsListed).toBeGreaterThan(0);
    await first.getByRole('link').click();
    await page.waitForURL(/\/leadership\/clients\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const jobs = table(page, `Jobs of ${name}`);
    await jobs.waitFor();
    await page.getByText(new RegExp(`^Showing 1 to \\d+ of ${jobsListed} jobs$`)).waitFor();
    await expect(
      page.getByRole('img', { name: /Candidates added per week over 12 weeks/ }).count(),
    ).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/leadership/recruiters`);
    await bodyRows(page, 'Recruiters').first().waitFor();
    await page.getByRole('combobox', { name: 'Search' }).fill('name:Rahul Verma');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Showing 1 to 1 of 1 recruiters').waitFor();
    await page.getByRole('link', { name: 'Rahul Verma' }).click();
    await page.waitForURL(/\/leadership\/recruiters\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Rahul Verma' }).waitFor();
    const figures = page.getByRole('definition');
    await expect(figures.first().isVisible()).resolves.toBe(true);
    await table(page, 'Jobs of Rahul Verma').waitFor();
    expect(await bodyRows(page, 'Jobs of Rahul Verma').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a recruiter sees only their own figures and is refused another recruiter', async () => {
    const { page, context } = await openPage(browser);
    await signInHome(page, server.url, 'Recruiter', 'recruiter');
    await page.goto(`${server.url}/recruiter/recruiters`);
    await bodyRows(page, 'Recruiters').first().waitFor();
    expect(await bodyRows(page, 'Recruiters').count()).toBe(1);
    const own = page.getByRole('link', { name: 'Rahul Verma' });
    const href = (await own.getAttribute('href')) ?? '';
    const id = Number(href.split('/').at(-1));
    await page.goto(`${server.url}/recruiter/recruiters/${id + 1}`);
    await page.getByText(/^Error: Access denied/).waitFor();
    await context.close();
  });

  it('a manager creates a client and sees it listed', async () => {
    const { page, context } = await openPage(browser);
    await signInHome(page, server.url, 'Manager', 'manager');
    await page.goto(`${server.url}/manager/clients`);
    await bodyRows(page, 'Clients').first().waitFor();
    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Client' });
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.getByText('Client name is required').waitFor();
    const name = `Orbit Labs ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: /Client name/ }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('hiring@orbit.example');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await page.getByText('Client created successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Search' }).fill(`name:${name}`);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = bodyRows(page, 'Clients').first();
    await row.getByRole('link', { name }).waitFor();
    await expect(row.getByText('Closed').isVisible()).resolves.toBe(true);
    expect(await bodyRows(page, 'Clients').count()).toBe(1);
    await context.close();
  });
});
