import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('radio', { name: 'Leadership' }).check({ force: true });
    await page.getByLabel('Username or email').fill('leadership');
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: /sign in|login|log in/i }).click();
    await page.waitForURL('**/leadership/dashboard', { timeout: 60000 });
    for (const route of ['security', 'settings']) {
      await page.goto(`${base}/leadership/${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60000 });
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/h16-shots/${route}-${width}-${scheme}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
