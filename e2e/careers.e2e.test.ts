import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../apps/server/src/seed/files';
import {
  type ApiCaller,
  apiAs,
  axeViolations,
  type DemoRole,
  demoAccounts,
  launchBrowser,
  openPage,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/** The roles with a Careers screen (SPEC §2). */
const withCareers: DemoRole[] = ['Manager', 'Recruiter'];

/**
 * The careers flow end to end (issue 17), for each role with the screen: an anonymous visitor
 * applies on the public board with a real PDF; the manager or recruiter on Careers sees the
 * application arrive without reloading (live feed), opens its resume, and "Convert to candidate"
 * opens their register form for that registration; saved, it is their candidate.
 */
describe('careers: public application to the team’s Careers screen', () => {
  let browser: Browser;
  let server: RunningProcess;
  let jobId: number;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    server = await startPortalServer('careers', { PORTAL_DIR: 'apps/portal/dist' });
    browser = await launchBrowser();
    const manager = await apiAs(server.url, 'Manager');
    const posted = await manager('/post_job', {
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

  it.each(withCareers)(
    '%s: a visitor applies, it shows live, the resume opens and it converts',
    async (role) => {
      const account = demoAccounts[role];
      const applicant = {
        name: `Dana Scully ${role} ${stamp}`,
        email: `dana.${role.toLowerCase()}.${stamp}@example.com`,
      };
      const resume = tinyPdf([applicant.name, 'Platform engineer, 7 years, Kubernetes']);
      const api: ApiCaller = await apiAs(server.url, role);
      // The user is on Careers first: the application must arrive without a reload.
      const { page: staff } = await openPage(browser);
      await signInHome(staff, server.url, role, account.username);
      await staff.goto(`${server.url}${account.careers}`);
      await staff.getByText(/^Showing \d+ to \d+ of \d+ registrations/).waitFor();
      expect(await careersTable(staff).getByText(applicant.name).count()).toBe(0);
      let reloaded = false;
      staff.on('framenavigated', (frame) => {
        if (frame === staff.mainFrame()) reloaded = true;
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
      await visitor
        .getByRole('textbox', { name: /^Mobile number/ })
        .fill(role === 'Manager' ? '+91 98450 77777' : '+91 98450 66666');
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

      // Live on the user's Careers screen.
      const row = careersTable(staff).getByRole('row').filter({ hasText: applicant.name });
      await row.waitFor({ timeout: 20_000 });
      expect(reloaded).toBe(false);
      expect(await row.innerText()).toContain(`Platform Engineer ${stamp}`);

      // The resume, as the visitor sent it, under its §9 name.
      await row.getByRole('button', { name: `Resume of ${applicant.name}` }).click();
      const downloading = staff.waitForEvent('download');
      await staff.getByRole('menuitem', { name: 'Download Resume' }).click();
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
      const opening = staff.context().waitForEvent('page');
      await staff.getByRole('menuitem', { name: 'View Resume' }).click();
      const tab = await opening;
      expect(tab.url()).toMatch(/^blob:/);
      await tab.close();

      // Convert to candidate: the register form of this role, for this registration.
      await row.getByRole('button', { name: `Convert to candidate: ${applicant.name}` }).click();
      await staff.waitForURL(
        `**/${role.toLowerCase()}/register-candidate?careersRegistration=${id}`,
      );
      expect(new URL(staff.url()).searchParams.get('careersRegistration')).toBe(String(id));

      // Saved, the registration is converted: its badge links to the candidate, Convert is gone.
      const email = staff.getByRole('textbox', { name: /^Email/ });
      await expect.poll(() => email.inputValue(), { timeout: 20_000 }).toBe(applicant.email);
      await staff
        .getByText(/dana\.pdf/)
        .first()
        .waitFor({ timeout: 20_000 });
      await staff.getByRole('button', { name: 'Register candidate' }).click();
      await staff.waitForURL(`**${account.candidates}`, { timeout: 20_000 });
      const answer = await api(`/careers_registrations/${id}`);
      expect(answer.status, await answer.clone().text()).toBe(200);
      const converted = (await answer.json()) as {
        registration: { candidate_id: number | null };
      };
      const candidateId = converted.registration.candidate_id;
      expect(candidateId).toEqual(expect.any(Number));
      await staff.goto(`${server.url}${account.careers}`);
      const again = careersTable(staff).getByRole('row').filter({ hasText: applicant.name });
      const link = again.getByRole('link', { name: `Converted: open candidate ${applicant.name}` });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(
        `${account.candidates}?candidate=${candidateId}`,
      );
      expect(
        await again
          .getByRole('button', { name: `Convert to candidate: ${applicant.name}` })
          .count(),
      ).toBe(0);
      await link.click();
      await staff.waitForURL(`**${account.candidates}?candidate=${candidateId}`);
      // The converted candidate is this user's: a recruiter's own, the record opens for them.
      const saved = (await (await api(`/get_candidate/${candidateId}`)).json()) as {
        candidate: { recruiter: string };
      };
      expect(saved.candidate.recruiter).toBe(account.username);
      await staff.getByRole('dialog', { name: `Candidate Details: ${applicant.name}` }).waitFor();
    },
  );
});
