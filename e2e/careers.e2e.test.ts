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

/**
 * The careers flow end to end (issue 17): an anonymous visitor applies on the public board with a
 * real PDF; a manager on Careers sees the application arrive without reloading (live feed), opens
 * its resume, and "Convert to candidate" opens the register form for that registration.
 */
describe('careers: public application to the team’s Careers screen', () => {
  let browser: Browser;
  let server: RunningProcess;
  let api: (path: string, init?: RequestInit) => Promise<Response>;
  let jobId: number;
  const stamp = Date.now().toString(36);
  const applicant = { name: `Dana Scully ${stamp}`, email: `dana.${stamp}@example.com` };
  const resume = tinyPdf([applicant.name, 'Platform engineer, 7 years, Kubernetes']);

  beforeAll(async () => {
    server = await startPortalServer('careers', { PORTAL_DIR: 'apps/portal/dist' });
    browser = await launchBrowser();
    const login = await fetch(`${server.url}/api/login/management`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager', password: demoPassword, role: 'manager' }),
    });
    const { session_token: token } = (await login.json()) as { session_token: string };
    api = (path, init = {}) =>
      fetch(`${server.url}/api${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    const posted = await api('/post_job', {
      method: 'POST',
      body: JSON.stringify({
        client: 'Confidential Client Pvt Ltd',
        role: `Platform Engineer ${stamp}`,
        no_of_positions: 2,
        budget_min: 2_000_000,
        budget_max: 3_000_000,
        location: 'Pune',
        mode: 'Hybrid',
        experience_min: 5,
        experience_max: 9,
        skills: 'Kubernetes, Go, Terraform',
        detailed_jd: 'Run our platform.',
        post_to_careers: true,
      }),
    });
    expect(posted.status).toBe(200);
    jobId = ((await posted.json()) as { job: { id: number } }).job.id;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const careersTable = (page: Page) => page.getByRole('table', { name: 'Careers registrations' });

  it('a visitor applies, the manager sees it live, opens the resume and converts it', async () => {
    // The manager is on Careers first: the application must arrive without a reload.
    const { page: manager } = await openPage(browser);
    await signInHome(manager, server.url, 'Manager', 'manager');
    await manager.goto(`${server.url}/manager/careers`);
    await manager.getByText(/^Showing \d+ to \d+ of \d+ registrations/).waitFor();
    expect(await careersTable(manager).getByText(applicant.name).count()).toBe(0);
    let reloaded = false;
    manager.on('framenavigated', (frame) => {
      if (frame === manager.mainFrame()) reloaded = true;
    });

    // An anonymous visitor on the public board (no session in this context).
    const { page: visitor } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    await visitor.goto(`${server.url}/careers`);
    const card = visitor.getByRole('link', { name: `Platform Engineer ${stamp}` });
    await card.click();
    await visitor.waitForURL(`**/careers/${jobId}`);
    const body = await visitor.locator('main').innerText();
    for (const leak of ['Confidential Client', '2000000', '3000000', 'Maya Menon']) {
      expect(body).not.toContain(leak);
    }
    expect(await axeViolations(visitor)).toEqual([]);

    // Bad input first: a renamed executable is refused with the §5 message, typing kept.
    await visitor.getByRole('textbox', { name: /^Full name/ }).fill(applicant.name);
    await visitor.getByRole('textbox', { name: /^Email/ }).fill(applicant.email);
    await visitor.getByRole('textbox', { name: /^Mobile number/ }).fill('+91 98450 77777');
    const fileInput = visitor.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    });
    await visitor.getByText('Please upload a PDF, DOC, or DOCX file').waitFor();
    expect(await visitor.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe(
      applicant.name,
    );

    // The real PDF, then send.
    await fileInput.setInputFiles({
      name: 'dana.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });
    await visitor.getByText(/^dana\.pdf · /).waitFor();
    await visitor.getByRole('button', { name: 'Submit application' }).click();
    const confirmation = visitor.getByRole('status').filter({ hasText: 'Application received' });
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain(applicant.email);

    // Live on the manager's screen.
    const row = careersTable(manager).getByRole('row').filter({ hasText: applicant.name });
    await row.waitFor({ timeout: 20_000 });
    expect(reloaded).toBe(false);
    expect(await row.innerText()).toContain(`Platform Engineer ${stamp}`);

    // The resume, as the visitor sent it, under its §9 name.
    await row.getByRole('button', { name: `Resume of ${applicant.name}` }).click();
    const downloading = manager.waitForEvent('download');
    await manager.getByRole('menuitem', { name: 'Download Resume' }).click();
    const download = await downloading;
    const registrations = (await (await api('/careers_registrations')).json()) as {
      data: { id: number; email: string }[];
    };
    const registration = registrations.data.find((r) => r.email === applicant.email);
    expect(registration).toBeDefined();
    const id = registration?.id as number;
    expect(download.suggestedFilename()).toBe(`${applicant.name}_${id}.pdf`);
    expect(readFileSync(await download.path()).equals(resume)).toBe(true);
    // View opens it in a new tab.
    await row.getByRole('button', { name: `Resume of ${applicant.name}` }).click();
    const opening = manager.context().waitForEvent('page');
    await manager.getByRole('menuitem', { name: 'View Resume' }).click();
    const tab = await opening;
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();

    // Convert to candidate: the register form of this role, for this registration.
    await row.getByRole('button', { name: `Convert to candidate: ${applicant.name}` }).click();
    await manager.waitForURL(`**/manager/register-candidate?careersRegistration=${id}`);
    expect(new URL(manager.url()).searchParams.get('careersRegistration')).toBe(String(id));

    // Saved, the registration is converted: its badge links to the candidate, Convert is gone.
    const email = manager.getByRole('textbox', { name: /^Email/ });
    await expect.poll(() => email.inputValue(), { timeout: 20_000 }).toBe(applicant.email);
    await manager
      .getByText(/dana\.pdf/)
      .first()
      .waitFor({ timeout: 20_000 });
    await manager.getByRole('button', { name: 'Register candidate' }).click();
    await manager.waitForURL('**/manager/candidate', { timeout: 20_000 });
    const converted = (await (await api(`/careers_registrations/${id}`)).json()) as {
      registration: { candidate_id: number | null };
    };
    const candidateId = converted.registration.candidate_id;
    expect(candidateId).toEqual(expect.any(Number));
    await manager.goto(`${server.url}/manager/careers`);
    const again = careersTable(manager).getByRole('row').filter({ hasText: applicant.name });
    const link = again.getByRole('link', { name: `Converted: open candidate ${applicant.name}` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/manager/candidate?candidate=${candidateId}`);
    expect(
      await again.getByRole('button', { name: `Convert to candidate: ${applicant.name}` }).count(),
    ).toBe(0);
    await link.click();
    await manager.waitForURL(`**/manager/candidate?candidate=${candidateId}`);
  });
});
