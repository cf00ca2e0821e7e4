import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  openPage,
  type RunningProcess,
  signIn,
  signInHome,
  startPortalServer,
} from './harness';

/**
 * Holds the portal's built chunk named `name` (`assets/<name>-<hash>.js`) until `release()`:
 * what a screen shows while its code is still on the way.
 */
async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    held = true;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { release, held: () => held };
}

async function signOut(page: Page) {
  // The user menu button is named by what it shows: the name and the email.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /@|No email/ })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  const confirm = dialog.getByRole('button', { name: 'Logout' });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByRole('radio', { name: 'Logout anyway' }).check({ force: true });
  await confirm.click();
  await page.waitForURL('**/login');
}

/**
 * Elements that stick out past the right edge of the window without a scrolling (or clipping)
 * container of their own to hold them, plus the document and <main> if they scroll sideways.
 */
function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) found.push(`document ${scrollWidth} px wide in ${width}`);
    const main = document.querySelector('main');
    if (main && main.scrollWidth > main.clientWidth + 1)
      found.push(`<main> scrolls: ${main.scrollWidth} in ${main.clientWidth}`);
    const heldBack = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a);
        if (overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1 || heldBack(el)) continue;
      found.push(
        `${el.tagName.toLowerCase()}.${el.className} right edge ${Math.round(rect.right)}`,
      );
      if (found.length > 5) break;
    }
    return found;
  });
}

/** Each table wider than its box must scroll inside its own container. */
function tablesScrollInside(page: Page): Promise<{ fits: number; scrolls: number; loose: number }> {
  return page.evaluate(() => {
    const result = { fits: 0, scrolls: 0, loose: 0 };
    for (const table of document.querySelectorAll('table')) {
      let box: HTMLElement | null = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      if (!box || box === document.body || box.tagName === 'HTML') result.loose++;
      else if (box.scrollWidth > box.clientWidth) result.scrolls++;
      else result.fits++;
    }
    return result;
  });
}

/** Presses Tab until focus comes round again (at most `max` times): what it reached, in order. */
async function tabStops(page: Page, max = 80): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      const inView = rect.right > 0 && rect.left < document.documentElement.clientWidth;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60);
      const href = el.getAttribute('href');
      return `${el.tagName.toLowerCase()}${href ? `[${href}]` : ''} ${name}${inView ? '' : ' (off screen)'}`;
    });
    if (stop === null || stops.includes(stop)) break;
    stops.push(stop);
  }
  return stops;
}

describe('reference portal served by the reference server (fresh embedded database)', () => {
  let browser: Browser;
  let server: RunningProcess;

  beforeAll(async () => {
    server = await startPortalServer('portal');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const roles = [
    {
      role: 'Manager',
      username: 'manager',
      home: '/manager/dashboard',
      forbidden: '/leadership/managers',
    },
    {
      role: 'Recruiter',
      username: 'recruiter',
      home: '/recruiter/dashboard',
      forbidden: '/manager/user-accounts',
    },
    {
      role: 'Leadership',
      username: 'leadership',
      home: '/leadership/dashboard',
      forbidden: '/recruiter/requirements',
    },
    {
      role: 'Recruiter',
      username: 'reviewer',
      home: '/recruiter/dashboard',
      forbidden: '/leadership/security',
    },
  ] as const;

  for (const { role, username, home, forbidden } of roles) {
    it(`${username}: signs in, lands home, visits every menu item, is refused a forbidden route, signs out`, async () => {
      const { page, context } = await openPage(browser, { bypassCSP: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, server.url, role, username);
      await page.waitForURL(`**${home}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      const hrefs = await links.evaluateAll((els) =>
        els.map((el) => el.getAttribute('href') ?? ''),
      );
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) {
        await page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${href}"]`).click();
        await page.waitForURL(`**${href}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      }
      // Peer Assigned Profiles only for peer reviewers.
      expect(hrefs.some((h) => h.endsWith('/peer-assigned-profiles'))).toBe(
        username === 'reviewer',
      );

      await page.goto(`${server.url}${forbidden}`);
      await page.waitForURL('**/unauthorized');
      // The entry redirect sends the role home again.
      await page.goto(`${server.url}/dashboard`);
      await page.waitForURL(`**${home}`);
      await signOut(page);
      // Signed out: a protected route goes to login.
      await page.goto(`${server.url}${home}`);
      await page.waitForURL('**/login');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  // The built screens of the manager, and the peer reviewer's own.
  const managerScreens = [
    '/manager/dashboard',
    '/manager/candidate',
    '/manager/talent-pool',
    '/manager/job-listing',
    '/manager/user-accounts',
    '/change-password',
    '/help-and-support',
    '/calendar',
  ];
  for (const width of [390, 768, 1280, 1920]) {
    it(`${width} px wide: no sideways overflow (tables scroll in their own box), ${width < 768 ? 'the drawer' : 'the sidebar'}, every frame control by keyboard`, async () => {
      const { page, context } = await openPage(browser, {
        bypassCSP: true,
        viewport: { width, height: 860 },
      });
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await horizontalOverflow(page)).toEqual([]);
      await signInHome(page, server.url, 'Manager', 'manager');
      await page.getByRole('heading', { level: 1 }).waitFor();

      const mobile = width < 768;
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.isVisible()).toBe(!mobile);
      // A screen's heading inside the frame (the 1 s start-up splash has its own h1).
      const screenHeading = page.locator('#hrp-main h1');
      for (const path of managerScreens) {
        await page.goto(`${server.url}${path}`);
        await screenHeading.waitFor();
        // Lists render their rows before the check (the live feed keeps a stream open, so no
        // "network idle" here). Loading is an indeterminate progressbar (no value) or aria-busy;
        // a target's bar is a progressbar with a value and stays.
        await page.waitForFunction(
          () =>
            !document.querySelector(
              '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]',
            ),
        );
        expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: [] });
        const tables = await tablesScrollInside(page);
        expect({ path, loose: tables.loose }).toEqual({ path, loose: 0 });
        // The §2 tables are at least 1200 px wide: below that they scroll inside their box.
        if (width < 1200 && path === '/manager/candidate')
          expect(tables.scrolls).toBeGreaterThan(0);
      }

      await page.goto(`${server.url}/manager/dashboard`);
      await screenHeading.waitFor();
      const stops = await tabStops(page);
      expect(stops.filter((s) => s.endsWith('(off screen)'))).toEqual([]);
      expect(stops).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^a\S* Skip to main content/),
          expect.stringMatching(/^button (Collapse sidebar|Open menu)/),
          // The user menu: named by the name and the email.
          expect.stringMatching(/^button .*@/),
          // The chat toggle: in the sidebar, or in the header on mobile.
          expect.stringMatching(/^button In-App Chat/),
        ]),
      );
      if (mobile) {
        // The drawer: opened from the header by keyboard, an item navigates and closes it.
        await page.getByRole('button', { name: 'Open menu' }).focus();
        await page.keyboard.press('Enter');
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.waitFor();
        const drawerStops = await tabStops(page, 40);
        expect(drawerStops).toEqual(
          expect.arrayContaining([
            ...['/manager/candidate', '/manager/user-accounts', '/calendar'].map((href) =>
              expect.stringMatching(`^a\\[${href}\\]`),
            ),
          ]),
        );
        await drawer.locator('a[href="/manager/talent-pool"]').focus();
        await page.keyboard.press('Enter');
        await page.waitForURL('**/manager/talent-pool');
        await expect.poll(() => drawer.count()).toBe(0);
      } else {
        const hrefs = await nav
          .getByRole('link')
          .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
        expect(stops).toEqual(
          expect.arrayContaining(hrefs.map((href) => expect.stringMatching(`^a\\[${href}\\]`))),
        );
        // Ctrl+B collapses to icons and back; the links keep their names.
        const aside = page.locator('aside');
        const before = (await aside.boundingBox())?.width;
        await page.keyboard.press('Control+b');
        await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
        expect(await nav.getByRole('link', { name: 'Candidate Pool' }).count()).toBe(1);
        expect(await horizontalOverflow(page)).toEqual([]);
        await page.keyboard.press('Control+b');
        await expect.poll(async () => (await aside.boundingBox())?.width).toBe(before);
      }
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('the In-App Chat toggle opens @hrportal/chat', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Recruiter', 'recruiter');
    await page.getByRole('button', { name: /^In-App Chat/ }).click();
    const chat = page.getByRole('dialog', { name: 'In-App Chat' });
    await chat.waitFor();
    await chat.getByRole('navigation', { name: 'Chats' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => chat.count()).toBe(0);
    await context.close();
  });

  it('the keyboard stays on the chat toggle when the chat arrives and replaces its placeholder', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    // The chat's chunk (it alone carries socket.io-client) is held until the toggle has focus.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('io server disconnect')) {
        held = true;
        await released;
      }
      await route.fulfill({ response, body });
    });
    await signInHome(page, server.url, 'Recruiter', 'recruiter');
    // The chat starts once the screen has painted and the main thread is idle (at most ~10 s).
    await expect.poll(() => held, { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: /^In-App Chat/ }).focus();
    await page.evaluate(() => {
      (document.activeElement as HTMLElement).dataset.placeholder = 'yes';
    });
    release();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'the page';
        return el.dataset.placeholder ? 'the placeholder' : (el.textContent ?? '').trim();
      });
    await expect.poll(focused, { timeout: 10_000 }).toMatch(/^In-App Chat/);
    await context.close();
  });

  it("a list's page heading shows while its screen's chunk loads, and stays put when the screen arrives", async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Manager', 'manager');
    // The repository's own chunk is held until the heading and the spinner have been seen.
    const chunk = await holdChunk(page, 'CandidatesScreen');
    await page.goto(`${server.url}/manager/candidate`);
    const heading = page.getByRole('heading', { level: 1, name: 'Candidate Repository' });
    await heading.waitFor({ timeout: 15_000 });
    expect(chunk.held()).toBe(true);
    await page.getByRole('progressbar', { name: 'Loading Candidate Repository' }).waitFor();
    const before = await heading.boundingBox();
    chunk.release();
    await page.getByRole('tab', { name: /^Assigned to clients/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(
      await page.getByRole('progressbar', { name: 'Loading Candidate Repository' }).count(),
    ).toBe(0);
    const after = await heading.boundingBox();
    expect(after).not.toBeNull();
    expect({ x: after?.x, y: after?.y, height: after?.height }).toEqual({
      x: before?.x,
      y: before?.y,
      height: before?.height,
    });
    await context.close();
  });

  it('the start-up splash gives way to the screen, never to an empty page', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Manager', 'manager');
    // Every text the page shows as it starts: a screen that suspends when the splash ends shows
    // nothing until React reveals it (at least 300 ms later).
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownTexts: shown });
      new MutationObserver(() => {
        // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not hidden text
        const text = (document.getElementById('root')?.innerText ?? '').trim();
        if (shown.at(-1) !== text) shown.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${server.url}/manager/candidate`);
    await page.getByRole('tab', { name: /^Assigned to clients/ }).waitFor({ timeout: 15_000 });
    const shown = await page.evaluate(
      () => (window as unknown as { shownTexts: string[] }).shownTexts,
    );
    const splash = shown.findIndex((text) => text.includes('Loading HR Portal'));
    expect(splash).toBeGreaterThanOrEqual(0);
    expect(shown.slice(splash).filter((text) => text === '')).toEqual([]);
    await context.close();
  });

  it("a dashboard's first data is fetched while its chunk loads, once", async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Manager', 'manager');
    const chunk = await holdChunk(page, 'DashboardScreen');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.reload();
    // While the screen's chunk is held: its tasks, targets and every meeting source are asked.
    const firstData = [
      '/api/my_tasks',
      '/api/target_progress',
      '/api/get_all_meetings',
      '/api/get_all_call_events/',
      '/api/get_zoom_meetings',
      '/api/get_all_google_meetings/',
    ];
    const times = (prefix: string) => asked.filter((a) => a.startsWith(prefix)).length;
    await expect
      .poll(() => firstData.filter((p) => times(p) === 0), { timeout: 15_000 })
      .toEqual([]);
    expect(chunk.held()).toBe(true);
    chunk.release();
    await page.getByRole('heading', { name: 'My tasks' }).waitFor();
    // The screen's queries start as it mounts; a refetch would be asked by now (the live feed's
    // stream stays open, so there is no network-idle moment to wait for).
    await page.waitForTimeout(1000);
    // The screen found them in the cache: nothing asked twice.
    expect(firstData.map(times)).toEqual(firstData.map(() => 1));
    await context.close();
  });

  it("the repository's first page is fetched while its chunk loads, once", async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Manager', 'manager');
    const chunk = await holdChunk(page, 'CandidatesScreen');
    const lists: { page_no: number; page_size: number; client_assigned: boolean }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/redisdashboard')
        lists.push(request.postDataJSON());
    });
    await page.goto(`${server.url}/manager/candidate`);
    // While the screen's chunk is held: the first tab's first page is asked.
    await expect.poll(() => lists.length, { timeout: 15_000 }).toBe(1);
    expect(chunk.held()).toBe(true);
    expect(lists[0]).toMatchObject({ page_no: 1, page_size: 10, client_assigned: true });
    chunk.release();
    await page.getByRole('tab', { name: /^Assigned to clients \(\d+\)/ }).waitFor();
    await page.waitForTimeout(1000);
    // The list found it in the cache: that page was not asked again (the other tab's count is a
    // page of one row).
    expect(lists.filter((l) => l.client_assigned && l.page_size === 10)).toHaveLength(1);
    await context.close();
  });

  it('leadership may enter manager routes', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Leadership', 'leadership');
    await page.goto(`${server.url}/manager/user-accounts`);
    await page.getByRole('heading', { name: 'User Accounts' }).waitFor();
    expect(page.url()).toContain('/manager/user-accounts');
    await context.close();
  });

  it('a wrong password shows the server message; a missing role the §5 message', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username or email').fill('manager');
    await page.getByLabel('Password').fill('nope');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Role is required for login');
    await page.getByRole('radio', { name: 'Manager' }).check({ force: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid username or password');
    await context.close();
  });

  it('candidate repository: pages, filters by a chip, updates a status with a comment', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Manager', 'manager');
    await page.goto(`${server.url}/manager/candidate`);
    const footer = page.getByText(/^Showing \d+ to \d+ of \d+ candidates$/);
    await expect.poll(() => footer.textContent()).toMatch(/^Showing 1 to 10 of \d+ candidates$/);
    const total = Number((await footer.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => footer.textContent()).toMatch(/^Showing 11 to 20 of/);
    // Rows per page is a native select: its arrow keys (the browser's own, pressed for real)
    // choose the next size, and a new size goes back to page 1.
    await page.getByRole('combobox', { name: 'Rows per page' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => footer.textContent()).toMatch(/^Showing 1 to 20 of/);

    const search = page.getByRole('combobox', { name: /search/i });
    await search.fill('status:Offer');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => Number((await footer.textContent())?.match(/of (\d+)/)?.[1]))
      .toBeLessThan(total);
    const statuses = await page.locator('tbody tr td:nth-child(11)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Offer']));

    await page.getByRole('button', { name: 'Update Status' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please provide either a status or a comment.');
    await dialog.getByLabel('Comment').fill('Offer letter sent');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Status updated successfully').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('peer reviewer approves a pending profile once; help & support report is listed', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Recruiter', 'reviewer');
    await page.goto(`${server.url}/recruiter/peer-assigned-profiles`);
    const update = page.getByRole('button', { name: 'Update Status', disabled: false }).first();
    await update.waitFor();
    const pendingBefore = await page
      .getByRole('button', { name: 'Update Status', disabled: false })
      .count();
    await update.click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await dialog.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'PR-Approved' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Update Status', disabled: false }).count())
      .toBe(pendingBefore - 1);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Showing/ })
          .textContent(),
      )
      .toMatch(/^Showing 1 to \d+ of \d+ profiles$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/help-and-support`);
    await page.getByLabel('Subject').fill('Resume preview is blank');
    await page.getByLabel('Description').fill('The resume viewer shows a white page.');
    await page.getByRole('button', { name: 'Submit report' }).click();
    await page.getByText('Issue reported successfully').waitFor();
    await page.getByText('Resume preview is blank').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the Session Expired dialog after 30 minutes without activity; Continue to Login signs out', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await page.clock.install();
    await signInHome(page, server.url, 'Recruiter', 'recruiter');
    await page.clock.fastForward('29:00');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.clock.fastForward('02:00');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'For security reasons, your session has expired due to inactivity. Please log in again to continue using the application.',
    );
    await dialog.getByRole('button', { name: 'Continue to Login' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });

  it('profile picture: a bad image gets its §5 message; upload, crop, save, reload, still there; remove', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Recruiter', 'reviewer');
    const openDialog = async () => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /@|No email/ })
        .click();
      await page.getByRole('menuitem', { name: 'Change Profile Picture' }).click();
      return page.getByRole('dialog', { name: 'Change Profile Picture' });
    };
    const png = (width: number, height: number) => {
      const image = new PNG({ width, height });
      for (let i = 0; i < image.data.length; i += 4)
        image.data.set([200, (i / 4) % 255, 40, 255], i);
      return PNG.sync.write(image);
    };
    let dialog = await openDialog();
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please select a valid image file (JPEG, PNG, GIF, or WebP).');
    await input.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: png(10, 10) });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Image is too small. Minimum dimensions: 50x50px.');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(200, 100) });

    // Landscape 4:3 over a 200×100 image: 80% of the width would be too tall, so 133×100.
    await dialog.getByRole('radio', { name: 'Landscape 4:3' }).check({ force: true });
    const box = dialog.getByRole('button', { name: /^Crop area/ });
    await expect.poll(() => box.getAttribute('aria-label')).toMatch(/^Crop area 133 by 100 pixels/);
    // Keyboard: Shift+Left makes it smaller (ratio kept), Right moves it.
    await box.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.getAttribute('aria-label')).toMatch(/^Crop area 123 by 92 pixels/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile picture updated successfully').waitFor();
    const avatar = page.getByRole('banner').locator('img');
    await expect
      .poll(async () => (await avatar.getAttribute('src'))?.slice(0, 15))
      .toBe('data:image/jpeg');

    // After a reload the picture comes from the server: the saved JPEG crop.
    await page.reload();
    await expect.poll(async () => (await avatar.getAttribute('src'))?.slice(0, 5)).toBe('blob:');
    const size = await avatar.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([123, 92]);

    dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Remove Picture' }).click();
    await page.getByText('Profile picture removed successfully').waitFor();
    await expect.poll(() => avatar.count()).toBe(0);
    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /@|No email/ })
      .waitFor();
    expect(await avatar.count()).toBe(0);
    await context.close();
  });

  it('user accounts: a chip finds a user, Verify asks first and applies; job listing: a status change moves a job', async () => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await signInHome(page, server.url, 'Manager', 'manager');
    await page.goto(`${server.url}/manager/user-accounts`);
    const search = page.getByRole('combobox', { name: /search/i });
    await search.fill('username:newhire1');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Apply' }).click();
    const footer = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect.poll(() => footer.textContent()).toBe('Showing 1 to 1 of 1 users');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Verify' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Unverify', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/manager/job-listing`);
    const count = async (name: string) =>
      Number(
        (await page.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).textContent())?.match(
          /\((\d+)\)/,
        )?.[1],
      );
    // Counts show once the jobs arrived (after the splash and the screen's chunk).
    await page.getByRole('tab', { name: /^Active \(\d+\)/ }).waitFor();
    await expect.poll(() => count('Active')).toBeGreaterThan(0);
    const [active, hold] = [await count('Active'), await count('Hold')];
    await page.getByRole('button', { name: 'Change Status', exact: true }).first().click();
    await page.getByRole('menuitem', { name: 'Hold' }).click();
    await page.getByText('Job set to Hold').waitFor();
    await expect.poll(() => count('Active')).toBe(active - 1);
    expect(await count('Hold')).toBe(hold + 1);
    await context.close();
  });
});
