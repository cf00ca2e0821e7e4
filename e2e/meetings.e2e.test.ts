import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderFakes, startProviderFakes } from '../apps/server/tests/support/providerFakes';
import {
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/**
 * The calendar end to end (issue 20): a recruiter schedules one meeting of each of the five kinds
 * on /calendar — Teams, Zoom and Google Meet through the real adapter code against loopback fakes
 * of Microsoft Graph, Zoom and Google Calendar (their OAuth and REST shapes), so each carries the
 * provider's join link — one of them about a candidate picked from our data. A manager signed in
 * in a second browser sees each appear on "Everyone's meetings" without reloading (live feed), and
 * sees the Zoom meeting move when the recruiter drags it an hour later in the week view, then one
 * renamed and one deleted (after a confirmation); the candidate's record lists the interview.
 * With that record open, the manager sees an interview about the candidate appear, get renamed
 * and go as the recruiter schedules, edits and deletes it — no reload (the live feed refetches
 * the record).
 */
describe('meetings: five kinds with real provider links, seen live by the manager', () => {
  let fakes: ProviderFakes;
  let server: RunningProcess;
  let browser: Browser;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    fakes = await startProviderFakes();
    server = await startPortalServer(
      'meetings',
      { PORTAL_DIR: 'apps/portal/dist', ...fakes.env },
      360_000,
    );
    browser = await launchBrowser();
    // A fresh server migrates and seeds the demo data first: minutes on a busy machine.
  }, 420_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fakes?.close();
  });

  async function openCalendar(page: Page, role: 'Manager' | 'Recruiter', username: string) {
    await signInHome(page, server.url, role, username);
    await agenda(page);
  }

  /** /calendar's agenda, searched for this run's meetings. */
  async function agenda(page: Page) {
    await page.goto(`${server.url}/calendar`);
    await page.getByRole('region', { name: 'Meetings calendar' }).waitFor();
    await page.getByRole('button', { name: 'Agenda' }).click();
    await page.getByRole('searchbox', { name: /Search meetings/ }).fill(stamp);
  }

  /** Fills the visible field labelled `label` in the form dialog. */
  const fill = (form: Locator, label: string, value: string) =>
    form.getByLabel(label, { exact: true }).fill(value);

  async function schedule(
    page: Page,
    kind: 'teams' | 'zoom' | 'googlemeet' | 'call' | 'inperson',
    title: string,
    start: string,
    end: string,
    extra: (form: Locator) => Promise<void> = async () => {},
  ) {
    await page.getByRole('button', { name: 'New meeting' }).click();
    const form = page.getByRole('dialog', { name: 'New meeting' });
    await form.getByLabel('Kind').selectOption(kind);
    const personal = kind === 'call' || kind === 'inperson';
    await fill(form, personal ? 'Name' : 'Subject', title);
    await fill(form, personal ? 'Time' : 'Start time', start);
    await fill(form, 'End time', end);
    await fill(form, personal ? 'Email' : 'Attendees', `guest.${stamp}@example.com`);
    if (kind === 'inperson') await fill(form, 'Location', 'Pune office, room 4');
    await extra(form);
    await form.getByRole('button', { name: 'Schedule' }).click();
    await savedAnyway(form);
  }

  /** Waits for a form to close; when meetings in that slot are shown first, saves anyway. */
  async function savedAnyway(form: Locator) {
    const anyway = form.getByRole('button', { name: 'Save anyway' });
    await Promise.race([
      form.waitFor({ state: 'hidden', timeout: 20_000 }),
      anyway
        .waitFor({ timeout: 20_000 })
        .then(() => anyway.click())
        .catch(() => {}),
    ]);
    await form.waitFor({ state: 'hidden', timeout: 20_000 }).catch(async (error) => {
      console.log(await form.textContent());
      throw error;
    });
  }

  /** Opens a meeting's details from the agenda, then Edit, a new subject, and saves. */
  async function rename(page: Page, title: string, kind: string, subject: string) {
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page
      .getByRole('dialog', { name: new RegExp(title) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: `Edit ${kind} meeting` });
    await fill(edit, 'Subject', subject);
    await edit.getByRole('button', { name: /Save changes|Save anyway/ }).click();
    await savedAnyway(edit);
  }

  /** Opens a meeting's details from the agenda and deletes it after the confirmation. */
  async function remove(page: Page, title: string) {
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page
      .getByRole('dialog', { name: new RegExp(title) })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this meeting?' })
      .getByRole('button', { name: 'Delete meeting' })
      .click();
  }

  /** Opens a meeting's details from the agenda and reads its online link (or null). */
  async function joinLink(page: Page, title: string) {
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const details = page.getByRole('dialog', { name: new RegExp(title) });
    const link = details.getByRole('link', { name: /^https:/ });
    const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
    return { details, href };
  }

  it('schedules Teams, Zoom, Google Meet, a call and an in-person meeting; the manager sees them live', async () => {
    const recruiter = (await openPage(browser, { timezoneId: 'UTC' })).page;
    const manager = (await openPage(browser, { timezoneId: 'UTC' })).page;
    await openCalendar(recruiter, 'Recruiter', 'recruiter');
    await openCalendar(manager, 'Manager', 'manager');
    await manager.getByRole('button', { name: "Everyone's meetings" }).click();

    const titles = {
      teams: `Panel ${stamp}`,
      zoom: `Tech round ${stamp}`,
      googlemeet: `HR chat ${stamp}`,
      call: `Screening ${stamp}`,
      inperson: `Office visit ${stamp}`,
    };
    let candidateName = '';
    await schedule(recruiter, 'teams', titles.teams, '05:00', '05:30', async (form) => {
      // The candidate picker lists our candidates; the first one is chosen.
      const picker = form.getByRole('combobox', { name: 'Candidate' });
      await picker.click();
      const option = recruiter.getByRole('option').first();
      candidateName = (await option.locator('span > span').first().textContent()) ?? '';
      await option.click();
    });
    await schedule(recruiter, 'zoom', titles.zoom, '06:00', '06:30');
    await schedule(recruiter, 'googlemeet', titles.googlemeet, '07:00', '07:30');
    await schedule(recruiter, 'call', titles.call, '08:00', '08:15');
    await schedule(recruiter, 'inperson', titles.inperson, '09:00', '10:00');

    // The manager's calendar shows each without a reload.
    for (const title of Object.values(titles)) {
      await manager.getByRole('button', { name: new RegExp(title) }).waitFor({ timeout: 20_000 });
    }

    // Real adapter code made the links: the fakes saw the calls, and the links are theirs.
    const links = {
      teams: /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//,
      zoom: /^https:\/\/us05web\.zoom\.us\/j\/\d+\?pwd=/,
      googlemeet: /^https:\/\/meet\.google\.com\//,
    };
    for (const kind of ['teams', 'zoom', 'googlemeet'] as const) {
      const { details, href } = await joinLink(recruiter, titles[kind]);
      expect(href).toMatch(links[kind]);
      if (kind === 'teams') {
        // About a candidate: the details link to their record.
        const record = details.getByRole('link', { name: candidateName });
        expect(await record.getAttribute('href')).toMatch(/\/recruiter\/candidate\?candidate=\d+$/);
      }
      await details.getByRole('button', { name: 'Close' }).click();
    }
    expect(fakes.graph.apiRequests().some((r) => r.method === 'POST')).toBe(true);
    expect(fakes.zoom.apiRequests().some((r) => r.path === '/v2/users/me/meetings')).toBe(true);
    expect(fakes.google.apiRequests().some((r) => r.method === 'POST')).toBe(true);
    // Calls and in-person meetings have no online link, and say where instead.
    const { details, href } = await joinLink(recruiter, titles.inperson);
    expect(href).toBeNull();
    expect(await details.getByText('Pune office, room 4').isVisible()).toBe(true);
    await details.getByRole('button', { name: 'Close' }).click();

    // Drag the Zoom meeting an hour later in the week view: saved through the edit endpoint,
    // which changes the meeting at Zoom too; the manager sees the new time live.
    await recruiter.getByRole('button', { name: 'Week' }).click();
    const zoomEvent = recruiter.getByRole('button', { name: new RegExp(`^${titles.zoom} 06:00`) });
    // Into the middle of the grid: at its top edge the sticky day headers would take the press.
    await zoomEvent.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await zoomEvent.boundingBox();
    if (!box) throw new Error('the Zoom meeting is not on screen');
    const patches = () => fakes.zoom.apiRequests().filter((r) => r.method === 'PATCH').length;
    const before = patches();
    await recruiter.mouse.move(box.x + box.width / 2, box.y + 6);
    await recruiter.mouse.down();
    for (let step = 1; step <= 4; step++) {
      await recruiter.mouse.move(box.x + box.width / 2, box.y + 6 + step * 11);
    }
    await recruiter.mouse.up();
    await recruiter
      .getByRole('button', { name: new RegExp(`^${titles.zoom} 07:00–07:30`) })
      .waitFor({ timeout: 20_000 });
    await expect.poll(patches, { timeout: 20_000 }).toBe(before + 1);
    await manager
      .getByRole('button', { name: new RegExp(`07:00–07:30 ${titles.zoom}`) })
      .waitFor({ timeout: 20_000 });

    // Edit one: the Google Meet meeting gets a new subject (a PATCH at the Google fake); the
    // manager's calendar follows live.
    await recruiter.getByRole('button', { name: 'Agenda' }).click();
    const renamed = `HR round ${stamp}`;
    await rename(recruiter, titles.googlemeet, 'Google Meet', renamed);
    expect(fakes.google.apiRequests().some((r) => r.method === 'PATCH' || r.method === 'PUT')).toBe(
      true,
    );
    await manager.getByRole('button', { name: new RegExp(renamed) }).waitFor({ timeout: 20_000 });
    expect(await manager.getByRole('button', { name: new RegExp(titles.googlemeet) }).count()).toBe(
      0,
    );

    // Delete one, after a confirmation: the call goes from both calendars.
    await remove(recruiter, titles.call);
    await expect
      .poll(() => recruiter.getByRole('button', { name: new RegExp(titles.call) }).count(), {
        timeout: 20_000,
      })
      .toBe(0);
    await expect
      .poll(() => manager.getByRole('button', { name: new RegExp(titles.call) }).count(), {
        timeout: 20_000,
      })
      .toBe(0);

    // The candidate the Teams meeting is about lists it among their interviews.
    await recruiter.getByRole('button', { name: new RegExp(titles.teams) }).click();
    const candidateLink = recruiter
      .getByRole('dialog', { name: new RegExp(titles.teams) })
      .getByRole('link', { name: candidateName });
    const candidateId = /candidate=(\d+)$/.exec(
      (await candidateLink.getAttribute('href')) ?? '',
    )?.[1];
    await candidateLink.click();
    const record = recruiter.getByRole('dialog', { name: `Candidate Details: ${candidateName}` });
    const interviews = record.getByRole('region', { name: 'Interviews' });
    await interviews.getByText(`Teams · ${titles.teams}`).waitFor({ timeout: 20_000 });
    expect(
      await interviews.getByRole('link', { name: 'Join the Teams meeting' }).getAttribute('href'),
    ).toMatch(links.teams);

    // The manager keeps the same record open; the recruiter schedules, renames and deletes an
    // interview about the candidate, and the record follows each without a reload.
    await manager.goto(`${server.url}/manager/candidate?candidate=${candidateId}`);
    const watched = manager
      .getByRole('dialog', { name: `Candidate Details: ${candidateName}` })
      .getByRole('region', { name: 'Interviews' });
    await watched.getByText(`Teams · ${titles.teams}`).waitFor({ timeout: 20_000 });
    // A mark on this document: a reload would drop it.
    await manager.evaluate(() => {
      (window as { recordKept?: boolean }).recordKept = true;
    });
    const interview = `Second round ${stamp}`;
    await agenda(recruiter);
    await schedule(recruiter, 'zoom', interview, '11:00', '11:30', async (form) => {
      const picker = form.getByRole('combobox', { name: 'Candidate' });
      await picker.click();
      await picker.fill(candidateName);
      await recruiter.getByRole('option', { name: candidateName }).first().click();
    });
    await watched.getByText(`Zoom · ${interview}`).waitFor({ timeout: 20_000 });

    const final = `Final round ${stamp}`;
    await rename(recruiter, interview, 'Zoom', final);
    await watched.getByText(`Zoom · ${final}`).waitFor({ timeout: 20_000 });
    expect(await watched.getByText(`Zoom · ${interview}`).count()).toBe(0);

    await remove(recruiter, final);
    await expect
      .poll(() => watched.getByText(`Zoom · ${final}`).count(), { timeout: 20_000 })
      .toBe(0);
    // Still the one page: the record refetched in place.
    expect(await watched.getByText(`Teams · ${titles.teams}`).isVisible()).toBe(true);
    expect(await manager.evaluate(() => (window as { recordKept?: boolean }).recordKept)).toBe(
      true,
    );
  }, 360_000);
});
