import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  type DemoRole,
  demoAccounts,
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

/** Opens a candidate's record by its address and waits for the §8 403 message in its place. */
async function recordDenied(page: Page, address: string) {
  await page.goto(address);
  await page
    .getByRole('dialog')
    .getByRole('alert')
    .getByText(/Access denied/)
    .waitFor();
}

describe('candidate flows: bulk status per role, record deep link, profile transfer seen live, recruiters kept apart', () => {
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

  // Every role's candidate table has the bulk bar (§2); each sets its own status and comment, so
  // the record read back is this role's change even where lists overlap (managers see everyone's).
  const bulk: [DemoRole, string][] = [
    ['Manager', 'On Hold'],
    ['Recruiter', 'Client Screening'],
    ['Leadership', 'Internal Interview'],
  ];
  it.each(bulk)(
    '%s changes the status of several of their candidates with one comment and reads it in the record',
    async (role, status) => {
      const account = demoAccounts[role];
      const comment = `Client paused hiring (e2e, ${role})`;
      const { context, page } = await openPage(browser);
      await signInHome(page, server.url, role, account.username);
      await page.goto(`${server.url}${account.candidates}`);
      const ids = await rowIds(page, 3);
      if (role === 'Recruiter') {
        // A recruiter's list holds their own candidates only.
        const api = await apiAs(server.url, 'Manager');
        for (const id of ids) {
          const answer = await api(`/get_candidate/${id}`);
          expect(
            ((await answer.json()) as { candidate: { recruiter: string } }).candidate.recruiter,
          ).toBe(account.username);
        }
      }
      for (const id of ids) await page.getByRole('checkbox', { name: `Select row ${id}` }).check();
      await expect(page.getByText('3 selected').isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Change Status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Status (3)' });
      await choose(page, dialog, /Status/, status);
      await dialog.getByRole('textbox', { name: /Comment/ }).fill(comment);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await page.getByText('3 updated, 0 refused').waitFor();

      // The record opens from its address alone: status history and the comment, with who.
      await page.goto(`${server.url}${account.candidates}?candidate=${ids[0]}`);
      const record = page.getByRole('dialog', { name: /^Candidate Details: / });
      // The comment is in the comment history and, quoted, under the status change it came with.
      await record.getByText(comment, { exact: true }).waitFor();
      await record.getByText(`“${comment}”`, { exact: true }).waitFor();
      await record
        .getByText(new RegExp(`→ ${status}$`))
        .first()
        .waitFor();
      expect(await record.getByText(new RegExp(account.name)).count()).toBeGreaterThan(0);
      // Closing it drops the parameter, so Back and reload agree with what is shown.
      await record.getByRole('button', { name: 'Close' }).first().click();
      await page.waitForURL((url) => !url.searchParams.has('candidate'));
      await context.close();
    },
  );

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
    await recordDenied(r, `${server.url}/recruiter/candidate?candidate=${kept}`);

    await manager.context.close();
    await receiver.context.close();
  });

  it("a recruiter never sees, opens or edits another recruiter's candidate", async () => {
    // Two candidates with one name stem, registered by a manager: one the recruiter's, one another's.
    const stem = `Kept Apart ${Date.now().toString(36)}`;
    const manager = await apiAs(server.url, 'Manager');
    const added = new Map<string, number>();
    for (const [owner, suffix, mobile] of [
      ['recruiter', 'Own', '+91 98450 11111'],
      ['recruiter2', 'Other', '+91 98450 22222'],
    ] as const) {
      const answer = await manager('/add_candidate', {
        method: 'POST',
        body: JSON.stringify({
          name: `${stem} ${suffix}`,
          email: `${suffix.toLowerCase()}.${stem.replace(/\W/g, '')}@example.com`,
          mobile,
          recruiter: owner,
          remarks: 'untouched',
        }),
      });
      expect(answer.status).toBe(200);
      added.set(suffix, ((await answer.json()) as { candidate: { id: number } }).candidate.id);
    }
    const other = added.get('Other') as number;

    const { context, page } = await openPage(browser);
    await signInHome(page, server.url, 'Recruiter', 'recruiter');
    // The list: searching the stem finds the recruiter's own candidate and not the other one.
    await page.goto(`${server.url}/recruiter/candidate`);
    const pool = /Not assigned|Candidate Pool|Unassigned/i;
    await page.getByRole('tab', { name: pool }).click();
    // The tab's own panel: the list shown before stays a painted frame after the click (issue 24).
    const list = page.getByRole('tabpanel', { name: pool });
    const search = list.getByRole('combobox', { name: 'Search' });
    await search.fill(stem);
    await search.press('Enter');
    await list.getByRole('button', { name: 'Apply' }).click();
    // The unfiltered page may show the own candidate first: wait for the search to narrow it.
    await expect
      .poll(() => page.getByRole('checkbox', { name: /^Select row \d+$/ }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.getByRole('cell', { name: `${stem} Own`, exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: `${stem} Other`, exact: true }).count()).toBe(0);

    // By address: the record and the edit form say access is denied (§8 403), nothing shows.
    const denied = 'Access denied. You do not have permission to perform this action.';
    await recordDenied(page, `${server.url}/recruiter/candidate?candidate=${other}`);
    expect(await page.getByText(`${stem} Other`).count()).toBe(0);
    await page.goto(`${server.url}/recruiter/edit-candidate?id=${other}`);
    await page.getByRole('heading', { name: 'Failed to Load Edit Candidate' }).waitFor();
    await page.getByText(denied).waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).count()).toBe(0);
    expect(await page.getByText(`${stem} Other`).count()).toBe(0);
    await context.close();

    // The server refuses the same calls, and the candidate is unchanged.
    const recruiter = await apiAs(server.url, 'Recruiter');
    expect((await recruiter(`/get_candidate/${other}`)).status).toBe(403);
    expect((await recruiter(`/candidate_record/${other}`)).status).toBe(403);
    const edit = await recruiter(`/edit_candidate/${other}`, {
      method: 'POST',
      body: JSON.stringify({ remarks: 'changed by another recruiter' }),
    });
    expect(edit.status).toBe(403);
    const bulk = await recruiter('/bulk_update_candidates', {
      method: 'POST',
      body: JSON.stringify({ candidate_ids: [other], status: 'Dropped' }),
    });
    expect(await bulk.json()).toMatchObject({
      refused: [{ candidate_id: other, reason: 'Not your candidate' }],
    });
    const after = (await (await manager(`/get_candidate/${other}`)).json()) as {
      candidate: { remarks: string; status: string; recruiter: string };
    };
    expect(after.candidate).toMatchObject({
      remarks: 'untouched',
      status: 'Internal Screening',
      recruiter: 'recruiter2',
    });
  });
});
