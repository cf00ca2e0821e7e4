import { readFile } from 'node:fs/promises';
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

/** The rows of one section of the report CSV (title line, header, rows up to the blank line). */
function csvSection(csv: string, title: string): string[][] {
  const lines = csv.replace(/^\ufeff/, '').split('\r\n');
  const start = lines.indexOf(title);
  if (start < 0) throw new Error(`no section ${title}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '') break;
    rows.push(line.split(','));
  }
  return rows;
}

/**
 * Analytics & reports (issue 21) through the built portal and server on a fresh demo database:
 * leadership opens this month's report, exports it as CSV, and its numbers are what the candidate
 * table's list counts for the same dates and statuses.
 */
describe('analytics: the month report, exported, matches the candidate table', () => {
  let browser: Browser;
  let server: RunningProcess;

  beforeAll(async () => {
    server = await startPortalServer('analytics');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("leadership reads the month's report, exports the CSV; added and statuses equal the candidate list's, joins the targets'", async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Leadership', 'leadership');
    await page.goto(`${server.url}/leadership/reports`);
    await page.getByRole('heading', { name: 'Analytics & Reports' }).waitFor();
    await page.getByRole('button', { name: /Period/ }).click();
    await page.getByRole('option', { name: 'This month' }).click();
    await page
      .getByText(/^The organisation: candidates added and stages first reached \d{4}-\d\d-01 to /)
      .waitFor();
    const funnel = page.getByRole('region', { name: 'Pipeline funnel' });
    await funnel.getByRole('img').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The table behind the chart opens from the keyboard.
    await funnel.getByRole('button', { name: 'Show table' }).focus();
    await page.keyboard.press('Enter');
    await funnel.getByRole('table', { name: 'Pipeline funnel data' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export report CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const [from, to] = (/^Analytics report,(\S+) to (\S+),/
      .exec(csv.replace(/^\ufeff/, ''))
      ?.slice(1) ?? []) as [string, string];
    expect(from).toMatch(/-01$/);
    const funnelRows = csvSection(csv, 'Pipeline funnel');
    expect(funnelRows[0]?.[0]).toBe('Stage');
    const statuses = csvSection(csv, 'Current status').slice(1);

    // What the candidate table counts (its list endpoint) for the same days and statuses.
    const login = await fetch(`${server.url}/api/login/leadership`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'leadership', password: 'Demo@1234', role: 'leadership' }),
    });
    const session = (await login.json()) as { session_token: string; user_id: number };
    const listTotal = async (filter: { statuses?: string[] }) => {
      const response = await fetch(`${server.url}/api/redisdashboard`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          authorization: `Bearer ${session.session_token}`,
        },
        body: JSON.stringify({
          user_id: session.user_id,
          user_type: 'leadership',
          user_name: 'leadership',
          page_no: 1,
          page_size: 10,
          date_from: from,
          date_to: to,
          ...filter,
        }),
      });
      return ((await response.json()) as { total: number }).total;
    };
    const added = funnelRows.find((r) => r[0] === 'Added');
    expect(Number(added?.[1])).toBe(await listTotal({}));
    expect(Number(added?.[1])).toBeGreaterThan(0);
    // Joins are first reaches of the stage in the month: what the targets' progress counts.
    const joins = funnelRows.find((r) => r[0] === 'Joins');
    const progress = await fetch(
      `${server.url}/api/target_progress?period=monthly&date=${from}&periods=1`,
      { headers: { authorization: `Bearer ${session.session_token}` } },
    );
    const month = (
      (await progress.json()) as { periods: { rows: { actual: { joinings: number } }[] }[] }
    ).periods[0];
    expect(Number(joins?.[1])).toBe((month?.rows ?? []).reduce((n, r) => n + r.actual.joinings, 0));
    for (const [status, current] of statuses) {
      expect(Number(current), status).toBe(await listTotal({ statuses: [status as string] }));
    }
    await context.close();
  });
});
