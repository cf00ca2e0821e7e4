import { chromium } from 'playwright-core';
const url = process.argv[2];
const out = '/tmp/h18-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('radio', { name: 'Manager' }).check({ force: true });
    await page.getByLabel('Username or email').fill('manager');
    await page.getByLabel('Password').fill('Demo@1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/manager/dashboard');
    for (const [name, path] of process.env.ONLY ? [[process.env.ONLY, process.env.ONLY_PATH as string]] : [
      ['overview', '/manager/jobs-overview'],
      ['form', '/manager/edit-job/new'],
      ['detail', '/manager/jobs-overview/1'],
      ['assign', '/manager/job-assignments'],
      ['listing', '/manager/job-listing'],
    ]) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60000 });
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(1500);
      if (name === 'overview') await page.getByRole('table').waitFor({ timeout: 60000 });
      if (name === 'detail') {
        await page.getByRole('grid').first().waitFor({ timeout: 60000 });
        await page.getByRole('heading', { name: 'Pipeline' }).scrollIntoViewIfNeeded();
      }
      if (name === 'form') {
        await page.getByRole('button', { name: 'Post Job' }).click();
        await page.waitForTimeout(300);
      }
      if (name === 'detail')
        await page.locator('section', { has: page.getByRole('heading', { name: 'Pipeline' }) }).last().screenshot({ path: `${out}/${name}-board-${width}-${scheme}.png` });
      await page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: name !== 'detail' });
    }
    await context.close();
  }
}
await browser.close();
