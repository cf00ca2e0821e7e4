import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBomb, renamedExecutable, scannedPdf } from '../apps/server/tests/documents/badFiles';
import { buildCorpus, type CorpusResume } from '../apps/server/tests/documents/resumeCorpus';
import {
  axeViolations,
  type DemoRole,
  demoAccounts,
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/** Every role with the register form (SPEC §2: manager, recruiter, and the shared route). */
const registering: DemoRole[] = ['Recruiter', 'Manager', 'Leadership'];

/**
 * Each role that has the screen registers a candidate from a real PDF resume (made by the server
 * tests' corpus generator with pdf-lib): the parse fills the empty fields and offers what differs
 * from what was typed, the user accepts, saves, finds the candidate in their list and edits it.
 * Bad files (a renamed executable, 10 MB + 1 byte: §5; a scan without text, a DOCX zip bomb: §8
 * from the server) are refused with their message, left unattached, and the form is kept.
 */
describe('register and edit a candidate (every role, real resume)', () => {
  let browser: Browser;
  let server: RunningProcess;
  /** One PDF resume per role, so no registration is another's duplicate. */
  const resumes = new Map<DemoRole, CorpusResume>();

  beforeAll(async () => {
    server = await startPortalServer('register-candidate');
    browser = await launchBrowser();
    const pdfs = (await buildCorpus(registering.length * 2)).filter((r) => r.format === 'pdf');
    for (const [i, role] of registering.entries()) resumes.set(role, pdfs[i] as CorpusResume);
    expect(resumes.size).toBe(registering.length);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A signed-in page on the role's register form with a name typed by hand. */
  async function openForm(role: DemoRole): Promise<Page> {
    const { page } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, role, demoAccounts[role].username);
    await page.goto(`${server.url}${demoAccounts[role].registerCandidate}`);
    await page.getByRole('heading', { name: 'Register Candidate' }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Typed By Hand');
    return page;
  }

  it('refuses bad files with the spec message and keeps the form', async () => {
    const page = await openForm('Recruiter');
    const name = page.getByRole('textbox', { name: /^Name/ });

    const resumeInput = page.locator('input[type=file]').first();
    await resumeInput.setInputFiles({
      name: 'setup.pdf',
      mimeType: 'application/pdf',
      buffer: renamedExecutable(),
    });
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('setup.pdf: Please upload a PDF, DOC, or DOCX file');

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    await resumeInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big });
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('File size must be less than 10MB');

    // These pass the first-bytes check, so the server reads them and refuses them (§8): the
    // message says so, the file is not attached, and what was typed stays.
    await resumeInput.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await scannedPdf()),
    });
    await expect
      .poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 })
      .toContain(
        'scan.pdf: Could not extract sufficient text from the document. The file might be corrupted or empty. It was not attached.',
      );
    await resumeInput.setInputFiles({
      name: 'bomb.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxBomb(),
    });
    await expect
      .poll(
        () =>
          page
            .getByRole('alert')
            .allTextContents()
            .then((t) => t.join(' ')),
        {
          timeout: 30_000,
        },
      )
      .toMatch(/bomb\.docx: Failed to process document: the DOCX expands .* It was not attached\./);
    expect(await name.inputValue()).toBe('Typed By Hand');
    expect(await page.getByText(/^Resume: /).count()).toBe(0);
  });

  it.each(registering)(
    '%s: parses a real PDF, fills empty fields, offers the rest, saves, lists and edits',
    async (role) => {
      const { candidates, editCandidate } = demoAccounts[role];
      const resume = resumes.get(role) as CorpusResume;
      // The name was typed; the parse must not overwrite it, only offer the resume's.
      const page = await openForm(role);
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({
          name: 'resume.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(resume.bytes),
        });
      await page.getByText(/^Read resume\.pdf/).waitFor({ timeout: 30_000 });
      const labels = resume.labels;
      expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Typed By Hand');
      expect(await page.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(labels.email);
      expect(
        (await page.getByRole('textbox', { name: /^Mobile/ }).inputValue()).replace(/\D/g, ''),
      ).toContain(labels.mobile.slice(-10));
      expect(await page.getByRole('textbox', { name: 'Skills' }).inputValue()).not.toBe('');
      const offered = page.getByRole('region', { name: 'Suggestions from the resume' });
      await offered.getByRole('button', { name: `Use Name: ${labels.name}` }).click();
      expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(labels.name);

      await page.getByRole('textbox', { name: 'Expected CTC' }).fill('18 LPA');
      await page.getByRole('textbox', { name: 'Total experience' }).fill('a lot');
      await page.getByRole('button', { name: 'Register candidate' }).click();
      await page
        .getByText(/Use "N years M months"/)
        .first()
        .waitFor();
      await page.getByRole('textbox', { name: 'Total experience' }).fill('5 years 6 months');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Register candidate' }).click();
      await page.waitForURL(`**${candidates}`);

      // The new candidate is in the list (pool tab: no job chosen); its Edit opens the form.
      await page.getByRole('tab', { name: /Not assigned|Candidate Pool|Unassigned/i }).click();
      const row = page.getByRole('row', { name: new RegExp(labels.name) });
      await row.first().waitFor();
      await row.first().getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL(`**${editCandidate}?id=*`);
      await page.getByRole('heading', { name: `Edit Candidate: ${labels.name}` }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Expected CTC' }).inputValue()).toBe('18 LPA');
      expect(await page.getByRole('textbox', { name: 'Total experience' }).inputValue()).toBe(
        '5.5',
      );
      await page.getByRole('textbox', { name: 'Expected CTC' }).fill('20 LPA');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL(`**${candidates}`);

      // A stale write: the page holds an old copy while the candidate is saved elsewhere.
      const id = await (async () => {
        await page.getByRole('tab', { name: /Not assigned|Candidate Pool|Unassigned/i }).click();
        await row.first().getByRole('button', { name: 'Edit' }).click();
        await page.waitForURL(/edit-candidate\?id=(\d+)/);
        return Number(new URL(page.url()).searchParams.get('id'));
      })();
      expect(await page.getByRole('textbox', { name: 'Expected CTC' }).inputValue()).toBe('20 LPA');
      const token = await page.evaluate(() => {
        for (let i = 0; i < localStorage.length; i++) {
          const key = localStorage.key(i) ?? '';
          if (/authToken$/.test(key)) return localStorage.getItem(key);
        }
        return null;
      });
      expect(token).toBeTruthy();
      const other = await fetch(`${server.url}/api/edit_candidate/${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ notice_period: '60 days' }),
      });
      expect(other.status).toBe(200);
      await page.getByRole('textbox', { name: 'Expected CTC' }).fill('22 LPA');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Someone else changed this candidate after you opened it' })
        .waitFor();
      expect(await page.getByRole('textbox', { name: 'Expected CTC' }).inputValue()).toBe('22 LPA');
      await page.getByRole('button', { name: 'Reload candidate' }).click();
      await page.getByText('Reloaded the latest version.').waitFor();
      expect(await page.getByRole('textbox', { name: 'Notice period' }).inputValue()).toBe(
        '60 days',
      );
    },
  );

  it('opens the Failed to Load Edit Candidate fallback for a candidate that is not there', async () => {
    const { page } = await openPage(browser);
    await signInHome(page, server.url, 'Recruiter', 'recruiter');
    await page.goto(`${server.url}/recruiter/edit-candidate?id=999999`);
    await page.getByRole('heading', { name: 'Failed to Load Edit Candidate' }).waitFor();
    expect(await page.getByRole('button', { name: 'Refresh Page' }).isVisible()).toBe(true);
  });
});
