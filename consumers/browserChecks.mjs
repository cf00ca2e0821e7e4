// The browser half of `pnpm test:consumers` (scripts/consumers.mjs): the built Vite React app of
// `consumers/react-app` in Chromium. A good guest: the host page's styles, cookies and storage
// are the same with our widgets as without them, before and after our sign-in and sign-out; and
// under a hostile `* { all: revert; font: 20px serif }` reset every button still has a name.
import assert from 'node:assert/strict';

/** Host elements and the properties of theirs our CSS must never change. */
const hostSelectors = [
  'html',
  'body',
  'h1',
  '#host-text',
  '#host-link',
  '#host-button',
  '#host-input',
  'li',
];
const hostProperties = [
  'font-family',
  'font-size',
  'line-height',
  'color',
  'background-color',
  'margin',
  'padding',
  'border',
  'text-decoration-line',
  'display',
  'box-sizing',
  'outline-style',
];

/** The host's styles, cookies and storage as the page sees them. */
function hostState(page) {
  return page.evaluate(
    ({ selectors, properties }) => {
      const styles = {};
      for (const selector of selectors) {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`host element ${selector} missing`);
        const computed = getComputedStyle(element);
        styles[selector] = Object.fromEntries(
          properties.map((p) => [p, computed.getPropertyValue(p)]),
        );
      }
      const entries = (storage) =>
        Object.fromEntries(
          Array.from({ length: storage.length }, (_, i) => storage.key(i)).map((k) => [
            k,
            storage.getItem(k),
          ]),
        );
      return {
        styles,
        cookie: document.cookie,
        local: entries(localStorage),
        session: entries(sessionStorage),
      };
    },
    { selectors: hostSelectors, properties: hostProperties },
  );
}

/** Our keys are namespaced: everything else in the host's storage is exactly what it was. */
function expectHostKeysKept(label, before, after) {
  for (const area of ['local', 'session']) {
    const hostKeys = Object.fromEntries(
      Object.entries(after[area]).filter(([key]) => !key.startsWith('hrportal.')),
    );
    assert.deepEqual(hostKeys, before[area], `${label}: the host's ${area}Storage changed`);
  }
  assert.equal(after.cookie, before.cookie, `${label}: the host's cookies changed`);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ appOrigin: string, api: string, log: (text: string) => void }} options
 */
export async function checkHostPages(browser, { appOrigin, api, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const query = `?api=${encodeURIComponent(api)}`;

  // The host alone.
  await page.goto(`${appOrigin}/host.html${query}`);
  const alone = await hostState(page);
  assert.equal(alone.local.userId, 'host-42', 'the host page wrote its own state');

  // The host with every widget, signed in across origins.
  await page.goto(`${appOrigin}/index.html${query}`);
  await page
    .locator('#host-sign-out')
    .waitFor({ timeout: 30_000 })
    .catch(async () => {
      const text = await page.locator('#widgets').textContent();
      throw new Error(`the widgets did not sign in: ${text}`);
    });
  await page.getByRole('row').nth(2).waitFor({ timeout: 30_000 });
  const rows = await page.getByRole('row').count();
  await page.getByRole('button', { name: /In-App Chat/ }).click();
  const chat = page.getByRole('dialog');
  await chat.waitFor();
  await page.getByRole('button', { name: 'Close' }).first().click();
  await chat.waitFor({ state: 'detached' });
  const signedIn = await hostState(page);
  assert.deepEqual(signedIn.styles, alone.styles, 'our CSS changed the host page’s styles');
  expectHostKeysKept('signed in', alone, signedIn);
  assert.ok(
    Object.keys(signedIn.local).some((key) => key.startsWith('hrportal.')),
    'the session is kept under our prefix',
  );
  log(
    `React app: ${rows} table rows from the server on another origin, chat opened, host untouched`,
  );

  // Sign out: ours is gone, the host's is all there.
  await page.locator('#host-sign-out').click();
  await page.getByText('Signing in…').or(page.locator('#host-sign-out')).first().waitFor();
  await page.waitForFunction(() => localStorage.getItem('hrportal.authToken') === null);
  const signedOut = await hostState(page);
  expectHostKeysKept('signed out', alone, signedOut);

  // A hostile host: `* { all: revert; font: 20px serif }`. Light DOM cannot keep our look, but
  // every button keeps an accessible name and visible text.
  await page.goto(`${appOrigin}/hostile.html${query}`);
  await page.getByRole('row').nth(2).waitFor({ timeout: 30_000 });
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('#widgets button')]
      .filter((button) => {
        const label = button.getAttribute('aria-label') ?? '';
        const labelledBy = (button.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join('');
        // Visible text: a text node of the button that takes room on screen.
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        let visibleText = false;
        for (let node = walker.nextNode(); node && !visibleText; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          visibleText = box.width > 4 && box.height > 4;
        }
        return `${label}${labelledBy}${button.textContent ?? ''}`.trim() === '' || !visibleText;
      })
      .map((button) => button.outerHTML.slice(0, 160)),
  );
  assert.deepEqual(
    unnamed,
    [],
    'buttons without an accessible name or visible text under a hostile reset',
  );
  log('hostile host: every button keeps an accessible name and visible text');

  assert.deepEqual(
    errors.filter((text) => !/Failed to load resource/.test(text)),
    [],
    'page errors',
  );
  await context.close();
}
