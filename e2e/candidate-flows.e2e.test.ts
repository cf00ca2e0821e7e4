import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/** The ids of the first `n` rows of the table on the page (from their Select row checkboxes). */
async function rowIds(page: Page, n: number): Promise<number[]> {
  const boxes = page.getByRole('checkbox', { name: /^Select row \d+$/ });
  await boxes.first().waitFor();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const label = await boxes.nth(i).getAttribute('aria-label');
    ids.push(Number(label?.replace('Select row ', '')));
  }
  return ids;
}

/**
 * Chooses `option` in the react-aria Select labelled `label` inside `scope`. A Select with no
 * options yet (its list still loading) does not open: press it again until the option shows.
 */
async function choose(page: Page, scope: Locator, label: RegExp, option: RegExp | string) {
  const wanted = page.getByRole('option', { name: option });
  for (let attempt = 0; attempt < 10; attempt++) {
    await scope.getByRole('button', { name: label }).click();
    if (
      await wanted.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      break;
    await page.keyboard.press('Escape');
  }
  await wanted.click();
}

describe('candidate flows: bulk status, record deep link, profile transfer seen live', () => {
  let browser: Browser;
  let server: RunningProcess;

  beforeAll(async () => {
    server = await startPortalServer('candidate-flows');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a manager changes the status of several candidates with one comment and reads it in the record', async () => {
    const { context, page } = await openPage(browser);
    await signInHome(page, server.url, 'Manager', 'manager');
    await page.goto(`${server.url}/manager/candidate`);
    const ids = await rowIds(page, 3);
    for (const id of ids) await page.getByRole('checkbox', { name: `Select row ${id}` }).check();
    await expect(page.getByText('3 selected').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status (3)' });
    await choose(page, dialog, /Status/, 'On Hold');
    await dialog.getByRole('textbox', { name: /Comment/ }).fill('Client paused hiring (e2e)');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('3 updated, 0 refused').waitFor();

    // The record opens from its address alone: status history and the comment, with who.
    await page.goto(`${server.url}/manager/candidate?candidate=${ids[0]}`);
    const record = page.getByRole('dialog', { name: /^Candidate Details: / });
    // The comment is in the comment history and, quoted, under the status change it came with.
    await record.getByText('Client paused hiring (e2e)', { exact: true }).waitFor();
    await record.getByText('“Client paused hiring (e2e)”', { exact: true }).waitFor();
    await record.getByText(/→ On Hold$/).waitFor();
    expect(await record.getByText(/Maya Menon/).count()).toBeGreaterThan(0);
    // Closing it drops the parameter, so Back and reload agree with what is shown.
    await record.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((url) => !url.searchParams.has('candidate'));
    await context.close();
  });

  it("transfers candidates between recruiters; the receiver sees them live, and a recruiter cannot open another's", async () => {
    const manager = await openPage(browser);
    const receiver = await openPage(browser);
    await signInHome(manager.page, server.url, 'Manager', 'manager');
    await signInHome(receiver.page, server.url, 'Recruiter', 'recruiter');

    const m = manager.page;
    await m.goto(`${server.url}/manager/profile-transfer`);
    await choose(m, m.locator('main'), /From recruiter/, /\(recruiter3\)$/);
    const [first, second, kept] = await rowIds(m, 3);
    await m.getByRole('checkbox', { name: `Select row ${first}` }).check();
    await m.getByRole('checkbox', { name: `Select row ${second}` }).check();
    const chips = m.getByRole('region', { name: 'Selected candidates' }).getByRole('listitem');
    expect(await chips.count()).toBe(2);
    const moved = ((await chips.first().textContent()) ?? '').replace('×', '').trim();
    await choose(m, m.locator('main'), /To recruiter/, /\(recruiter\)$/);

    // Before: the receiving recruiter does not have the candidate.
    const r = receiver.page;
    await r.goto(`${server.url}/recruiter/candidate`);
    await r
      .getByRole('checkbox', { name: /^Select row/ })
      .first()
      .waitFor();
    const search = r.getByRole('combobox', { name: 'Search' });
    await search.fill(moved);
    await search.press('Enter');
    await r.getByRole('button', { name: 'Apply' }).click();
    await r.getByText('No candidates found').first().waitFor();

    await m.getByRole('button', { name: 'Transfer (2)' }).click();
    await m.getByText(/^2 transferred from .* to /).waitFor();

    // After: the candidate arrives on the receiver's open list through the live feed, no reload.
    await r.getByRole('cell', { name: moved }).first().waitFor({ timeout: 20_000 });

    // The receiver opens the moved candidate's record; another recruiter's stays closed.
    await r.goto(`${server.url}/recruiter/candidate?candidate=${first}`);
    await r.getByRole('dialog', { name: `Candidate Details: ${moved}` }).waitFor();
    await r.goto(`${server.url}/recruiter/candidate?candidate=${kept}`);
    await r
      .getByRole('dialog')
      .getByRole('alert')
      .getByText(/Access denied/)
      .waitFor();

    await manager.context.close();
    await receiver.context.close();
  });
});
