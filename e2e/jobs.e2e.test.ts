import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../apps/server/src/seed/files';
import {
  axeViolations,
  demoPassword,
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/** A session token of a demo account, for the calls a test makes beside the browser. */
async function tokenOf(url: string, username: string, kind: 'recruiter' | 'management') {
  const response = await fetch(`${url}/api/login/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      password: demoPassword,
      role: kind === 'management' ? 'manager' : kind,
    }),
  });
  const body = (await response.json()) as { session_token: string; user_id: number };
  return { token: body.session_token, userId: body.user_id };
}

async function api<T>(url: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The status of the column holding the focus while dragging by keyboard. */
const focusedColumn = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.closest('[role="grid"]')?.getAttribute('aria-label') ?? '').replace(
      / \(\d+\)$/,
      '',
    ),
  );

describe('jobs: post with a JD file, assign recruiters, move a candidate on the board by keyboard, undo', () => {
  let server: RunningProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startPortalServer('jobs');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a manager posts a job and works its pipeline', async () => {
    const { url } = server;
    const { context, page } = await openPage(browser, { acceptDownloads: true, bypassCSP: true });
    await signInHome(page, url, 'Manager', 'manager');

    // Job Listing → Post Job.
    await page.goto(`${url}/manager/job-listing`);
    await page.getByRole('link', { name: 'Post Job' }).click();
    await page.waitForURL('**/manager/edit-job/new');
    const form = page.getByRole('form', { name: 'Post a job' });
    await form.getByLabel('Client').fill('Initech');
    await form.getByLabel('Role').fill('Platform Engineer');
    await form.getByLabel('Number of positions').fill('2');
    await form.getByLabel('Budget min (LPA)').fill('30');
    await form.getByLabel('Budget max (LPA)').fill('20');
    await form.getByRole('button', { name: 'Post Job' }).click();
    await expect
      .poll(() => form.getByText('Minimum budget must not exceed maximum budget').count())
      .toBe(1);
    expect(page.url()).toContain('/manager/edit-job/new');
    await form.getByLabel('Budget max (LPA)').fill('40');
    await form.getByLabel('Skills').fill('Go, Kubernetes, PostgreSQL');
    await form.getByLabel('Detailed JD').fill('## Platform Engineer\n- Run our Kubernetes fleet');
    // A real PDF made here, through the drop zone's file input.
    const pdf = tinyPdf(['Platform Engineer', 'Go, Kubernetes, PostgreSQL']);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'platform-engineer.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect.poll(() => form.getByText('New JD file: platform-engineer.pdf').count()).toBe(1);
    await form.getByRole('checkbox', { name: 'Rahul Verma' }).check({ force: true });
    await form.getByRole('checkbox', { name: 'Priya Nair' }).check({ force: true });
    await form.getByRole('button', { name: 'Post Job' }).click();

    // Saved: the job's detail, both recruiters notified.
    await page.waitForURL(/\/manager\/jobs-overview\/\d+$/);
    const jobId = Number(page.url().split('/').pop());
    await expect
      .poll(() => page.getByText(/Job posted successfully · 2 recruiter\(s\) notified/).count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Rahul Verma, Priya Nair').count()).toBe(1);

    // The JD file downloads under its §9 name, the same bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JD' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Initech_${jobId}.pdf`);
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

    // A candidate for the job (the registration form is another screen's): Rahul adds one.
    const rahul = await tokenOf(url, 'recruiter', 'recruiter');
    const { candidate } = await api<{ candidate: { id: number } }>(
      url,
      rahul.token,
      '/add_candidate',
      {
        name: 'Neha Joshi',
        email: 'neha.joshi@example.com',
        mobile: '+91 98450 77777',
        job_id: jobId,
      },
    );
    await page.reload();
    const card = page.getByRole('button', { name: 'Move Neha Joshi' });
    await card.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: Enter on the card's handle, Tab to Internal Interview, Enter.
    await page.getByLabel('Comment for the next move (optional)').fill('Good first call');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedColumn(page)).not.toBe('');
    for (let i = 0; i < 24 && (await focusedColumn(page)) !== 'Internal Interview'; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedColumn(page)).toBe('Internal Interview');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Moved Neha Joshi' }).count())
      .toBe(1);
    const manager = await tokenOf(url, 'manager', 'management');
    const statusOf = async () => {
      const page1 = await api<{ candidates: { id: number; status: string; comments: unknown }[] }>(
        url,
        manager.token,
        '/redisdashboard',
        {
          user_id: manager.userId,
          user_type: 'management',
          user_name: 'manager',
          job_id: jobId,
          page_size: 10,
        },
      );
      return page1.candidates.find((c) => c.id === candidate.id);
    };
    await expect.poll(async () => (await statusOf())?.status).toBe('Internal Interview');
    expect(JSON.stringify((await statusOf())?.comments)).toContain('Good first call');
    expect(await page.getByRole('grid', { name: 'Internal Interview (1)' }).count()).toBe(1);

    // Undo puts it back, on the server too.
    await page.getByRole('button', { name: 'Undo: Neha Joshi to Internal Interview' }).click();
    await expect.poll(async () => (await statusOf())?.status).toBe('Internal Screening');
    expect(await page.getByRole('grid', { name: 'Internal Screening (1)' }).count()).toBe(1);

    // The overview counts it.
    await page.goto(`${url}/manager/jobs-overview`);
    const row = page.getByRole('row').filter({ hasText: `#${jobId}` });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('0 / 2');
    await context.close();
  }, 240_000);
});
