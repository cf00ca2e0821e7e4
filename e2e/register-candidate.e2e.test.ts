import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBomb, renamedExecutable, scannedPdf } from '../apps/server/tests/documents/badFiles';
import { buildCorpus, type CorpusResume } from '../apps/server/tests/documents/resumeCorpus';
import {
  axeViolations,
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/**
 * A recruiter registers a candidate from a real PDF resume (made by the server tests' corpus
 * generator with pdf-lib): the parse fills the empty fields and offers what differs from what
 * was typed, the recruiter accepts, saves, finds the candidate in the list and edits it. Bad files
 * (a renamed executable, 10 MB + 1 byte: §5; a scan without text, a DOCX zip bomb: §8 from the
 * server) are refused with their message, left unattached, and the form is kept.
 */
describe('register and edit a candidate (recruiter, real resume)', () => {
  let browser: Browser;
  let server: RunningProcess;
  let page: Page;
  let resume: CorpusResume;

  beforeAll(async () => {
    server = await startPortalServer('register-candidate');
    browser = await launchBrowser();
    const corpus = await buildCorpus(1);
    resume = corpus[0] as CorpusResume;
    expect(resume.format).toBe('pdf');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses bad files with the spec message and keeps the form', async () => {
    ({ page } = await openPage(browser, { bypassCSP: true }));
    await signInHome(page, server.url, 'Recruiter', 'recruiter');
    await page.goto(`${server.url}/recruiter/register-candidate`);
    await page.getByRole('heading', { name: 'Register Candidate' }).waitFor();
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('Typed By Hand');

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

  it('parses a real PDF, fills empty fields, offers the rest, saves, lists and edits', async () => {
    // The name was typed (above); the parse must not overwrite it, only offer the resume's.
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
    await page.waitForURL('**/recruiter/candidate');

    // The new candidate is in the list (pool tab: no job chosen); its Edit opens the form.
    await page.getByRole('tab', { name: /Not assigned|Candidate Pool|Unassigned/i }).click();
    const row = page.getByRole('row', { name: new RegExp(labels.name) });
    await row.first().waitFor();
    await row.first().getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/recruiter\/edit-candidate\?id=\d+/);
    await page.getByRole('heading', { name: `Edit Candidate: ${labels.name}` }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Expected CTC' }).inputValue()).toBe('18 LPA');
    expect(await page.getByRole('textbox', { name: 'Total experience' }).inputValue()).toBe('5.5');
    await page.getByRole('textbox', { name: 'Expected CTC' }).fill('20 LPA');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/recruiter/candidate');

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
    expect(await page.getByRole('textbox', { name: 'Notice period' }).inputValue()).toBe('60 days');
  });

  it('opens the Failed to Load Edit Candidate fallback for a candidate that is not there', async () => {
    await page.goto(`${server.url}/recruiter/edit-candidate?id=999999`);
    await page.getByRole('heading', { name: 'Failed to Load Edit Candidate' }).waitFor();
    expect(await page.getByRole('button', { name: 'Refresh Page' }).isVisible()).toBe(true);
  });
});
