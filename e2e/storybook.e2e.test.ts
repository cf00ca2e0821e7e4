import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../scripts/serve-static.mjs';
import { launchBrowser, openPage, repoRoot } from './harness';

// The demo host that `pnpm start` serves: the built Storybook must load and its stories must work.
describe('demo host (built Storybook)', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = path.join(repoRoot, 'storybook-static');
    if (!existsSync(path.join(dir, 'index.json')))
      throw new Error('Run `pnpm build-storybook` first.');
    server = await serveStatic(dir);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists the stories and renders one that answers the keyboard', async () => {
    const index = await (await fetch(`${server.url}/index.json`)).json();
    expect(Object.keys(index.entries)).toContain('ui-button--press-by-keyboard');

    const { page } = await openPage(browser);
    await page.goto(`${server.url}/iframe.html?id=ui-button--tones&viewMode=story`);
    const brand = page.getByRole('button', { name: 'brand' });
    await brand.waitFor();
    expect(await brand.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(31, 95, 191)',
    );
    await page.keyboard.press('Tab');
    expect(await brand.evaluate((el) => el.matches('[data-focus-visible]'))).toBe(true);
  });
});
