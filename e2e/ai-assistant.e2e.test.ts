import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, resumeLines } from '../apps/server/tests/ai/files';
import {
  axeViolations,
  launchBrowser,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/**
 * The AI assistant through the real portal and server in local mode (issue 19): the manager opens
 * it from the sidebar, uploads a real PDF resume and a JD, processes them, asks, gets a score with
 * its evidence, minimises and restores, and Close resets everything.
 */
describe('AI assistant: upload, process, ask, score, minimise, close', () => {
  let browser: Browser;
  let server: RunningProcess;
  let page: Page;
  const dir = os.tmpdir();
  const resumePath = path.join(dir, `asha_rao_cv_${process.pid}.pdf`);
  const jdPath = path.join(dir, `senior_java_jd_${process.pid}.pdf`);

  beforeAll(async () => {
    writeFileSync(resumePath, await pdfOf(resumeLines, 2));
    writeFileSync(
      jdPath,
      await pdfOf([
        'Senior Java Developer',
        'Requirements',
        '4-7 years of experience. Java, Spring Boot, Kafka, PostgreSQL, Docker, Kubernetes.',
        'Location: Bengaluru (Hybrid)',
      ]),
    );
    server = await startPortalServer('ai');
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    page = await context.newPage();
    await signInHome(page, server.url, 'Manager', 'manager');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const dialog = () => page.getByRole('dialog', { name: 'AI Interaction Assistance' });

  it('scores an uploaded resume against a JD with evidence; minimise keeps, close resets', async () => {
    await page.getByRole('button', { name: 'AI Interaction Assistance' }).click();
    await dialog().getByText('Local mode (no model)').waitFor({ timeout: 20_000 });
    expect(
      await dialog()
        .getByText(/never rejects anyone on its own/)
        .isVisible(),
    ).toBe(true);

    await dialog().getByRole('button', { name: 'Upload documents' }).click();
    await dialog().getByRole('radio', { name: 'Multiple Files' }).check();
    await dialog().getByLabel('Choose files').setInputFiles([jdPath, resumePath]);
    const list = dialog().getByRole('list', { name: 'Documents' });
    expect(await list.getByText('Resume').count()).toBe(1);
    const started = Date.now();
    await dialog().getByRole('button', { name: 'Process 2 File(s)' }).click();
    await expect.poll(() => list.getByText('Ready').count(), { timeout: 30_000 }).toBe(2);
    console.log(
      `[figure] e2e: Process → Ready for a 1-page JD and a 2-page resume PDF: ${Date.now() - started} ms`,
    );

    await dialog().getByRole('button', { name: 'Structured match (0–100)' }).click();
    const card = dialog().getByRole('region', { name: 'Score of Asha Rao' });
    await card.waitFor({ timeout: 45_000 }).catch(async (error) => {
      console.log(await dialog().innerText());
      throw error;
    });
    const cardText = await card.innerText();
    expect(cardText).toMatch(/\d+\/100/);
    expect(cardText).toContain('Kubernetes');
    expect(cardText).toMatch(/Kafka/);

    await dialog()
      .getByRole('textbox', { name: 'Ask about the documents' })
      .fill('Who has Kafka experience?');
    await dialog().getByRole('button', { name: 'Ask' }).click();
    const conversation = dialog().getByRole('log', { name: 'Conversation' });
    await expect
      .poll(async () => (await conversation.innerText()).includes('Kafka in the resumes'), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await conversation.innerText()).toMatch(/Asha Rao: has Kafka — .*Built Kafka consumers/);
    expect(await axeViolations(page)).toEqual([]);

    await dialog().getByRole('button', { name: 'Minimise' }).click();
    expect(await dialog().count()).toBe(0);
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await dialog().getByText('Who has Kafka experience?').isVisible()).toBe(true);

    await dialog().getByRole('button', { name: 'Close' }).click();
    expect(await dialog().count()).toBe(0);
    await page.getByRole('button', { name: 'AI Interaction Assistance' }).click();
    await dialog().getByRole('button', { name: 'Upload documents' }).waitFor();
    expect(await dialog().getByText('Who has Kafka experience?').count()).toBe(0);
    expect(await dialog().getByRole('list', { name: 'Documents' }).count()).toBe(0);
  });

  it('picks a stored resume and a JD from our data, scores with evidence, and puts an enhanced JD into the job form', async () => {
    // Fresh: the previous test closed and reopened it (or open it when run alone).
    if (!(await dialog().count()))
      await page.getByRole('button', { name: 'AI Interaction Assistance' }).click();
    await dialog().getByRole('button', { name: 'Upload documents' }).click();
    const picker = dialog().getByRole('combobox', { name: 'Resume or job description' });
    await picker.waitFor({ timeout: 20_000 });
    const pick = async (typed: string) => {
      await picker.click();
      await picker.fill(typed);
      // Keyboard only: the first match, then Enter.
      await page.getByRole('option').first().waitFor();
      await picker.press('ArrowDown');
      await picker.press('Enter');
    };
    await pick('Job description');
    const list = dialog().getByRole('list', { name: 'Documents' });
    await expect.poll(() => list.getByText('Ready').count(), { timeout: 30_000 }).toBe(1);
    const jdName = (await list.locator('li').first().innerText()).split('\n')[0] ?? '';
    await dialog().getByRole('button', { name: 'Add documents' }).click();
    await pick('Resume');
    await expect.poll(() => list.getByText('Ready').count(), { timeout: 30_000 }).toBe(2);

    await dialog().getByRole('button', { name: 'Structured match (0–100)' }).click();
    const card = dialog().getByRole('region', { name: /^Score of / });
    await card.first().waitFor({ timeout: 45_000 });
    const cardText = await card.first().innerText();
    expect(cardText).toMatch(/\d+\/100/);
    expect(cardText).toContain('Skills matched');
    expect(cardText).toContain('Skills missing');
    expect(cardText).toContain('Experience');
    expect(await dialog().getByText('Answered by Local mode (no model)').count()).toBeGreaterThan(
      0,
    );

    await dialog().getByRole('button', { name: 'Enhance job description' }).click();
    const diff = dialog().getByRole('region', { name: 'Changes to the job description' });
    await diff.waitFor({ timeout: 45_000 });
    expect(await diff.locator('ins').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Use in job form' }).click();
    await page.waitForURL(/\/manager\/edit-job\/\d+$/);
    const jd = page.getByRole('textbox', { name: 'Detailed JD' });
    await jd.waitFor({ timeout: 20_000 });
    await expect.poll(() => jd.inputValue(), { timeout: 20_000 }).toMatch(/\S/);
    expect(await page.getByText('Detailed JD filled in from the AI assistant').isVisible()).toBe(
      true,
    );
    // The assistant is minimised, the form in view.
    expect(await page.getByRole('button', { name: 'Restore' }).isVisible()).toBe(true);
    console.log(`[e2e] stored JD used: ${jdName}`);
  });
});
