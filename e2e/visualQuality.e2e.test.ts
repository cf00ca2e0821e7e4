import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type RunningProcess,
  repoRoot,
  signInHome,
  startPortalServer,
} from './harness';

/*
 * The visual-quality pass of issue 23, measured in the built portal served by the built server:
 * dense candidate tables (rows in view, every default column without sideways scrolling at 1440
 * and at 1280 px, people shown by full name with the username on hover), a
 * toolbar whose controls never overlap, and form errors that can be read (contrast measured on the
 * rendered error) and are announced. Screenshots of the screens touched land in
 * e2e/.output/visual-quality/ for a person to look at.
 */

const shots = path.join(repoRoot, 'e2e/.output/visual-quality');

/** The default columns of the candidate repository (SPEC §2). */
const defaultColumns = [
  'Applied',
  'Last Updated',
  'Job ID',
  'Name',
  'Email',
  'Phone',
  'Client',
  'Profile',
  'Skills',
  'Status',
  'Comment',
  'Peer Reviewer',
  'Recruiter',
  'Actions',
];

/** Rows wholly inside both the table's box and the window; sideways overflow; hidden headers. */
function tableView(page: Page) {
  return page.evaluate((columns) => {
    const table = document.querySelector('[role="tabpanel"] table') as HTMLTableElement;
    let box = table.parentElement as HTMLElement;
    while (getComputedStyle(box).overflowX === 'visible') box = box.parentElement as HTMLElement;
    const frame = box.getBoundingClientRect();
    const bottom = Math.min(frame.bottom, window.innerHeight);
    const headerBottom = table.tHead?.getBoundingClientRect().bottom ?? frame.top;
    const rows = [...table.querySelectorAll('tbody tr[data-row]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= headerBottom - 1 && r.bottom <= bottom + 1;
    });
    const headers = [...table.querySelectorAll('thead th')];
    const cut = columns.filter((name) => {
      const th = headers.find((h) => h.textContent?.trim() === name);
      if (!th) return true;
      const r = th.getBoundingClientRect();
      return r.left < frame.left - 1 || r.right > frame.right + 1;
    });
    // The people columns: what each cell shows, and what it shows on hover.
    const people = (name: string) => {
      const at = headers.findIndex((h) => h.textContent?.trim() === name);
      return rows
        .map((row) => row.querySelectorAll('td')[at] as HTMLElement | undefined)
        .filter((td) => td?.textContent)
        .map((td) => ({ shown: td?.textContent ?? '', title: td?.title ?? '' }));
    };
    return {
      rowsInView: rows.length,
      rowHeight: Math.round(rows[0]?.getBoundingClientRect().height ?? 0),
      sideways: box.scrollWidth - box.clientWidth,
      cut,
      recruiters: people('Recruiter'),
    };
  }, defaultColumns);
}

/** Pairs of toolbar controls whose boxes overlap (the toolbar is the row above the table). */
function toolbarOverlaps(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector('[role="tabpanel"]') ?? document.body;
    const search = panel.querySelector('[role="combobox"]');
    let toolbar = search?.parentElement ?? null;
    // The row that holds the search and the other controls side by side.
    while (toolbar && toolbar.children.length < 3) toolbar = toolbar.parentElement;
    if (!toolbar) return ['toolbar not found'];
    const controls = [
      ...toolbar.querySelectorAll('button, input, select, [role="combobox"], [role="switch"]'),
    ]
      .filter((el) => el.getBoundingClientRect().width > 0)
      // A control inside another (an input in its label) is one control.
      .filter((el, _i, all) => !all.some((other) => other !== el && other.contains(el)));
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]?.getBoundingClientRect() as DOMRect;
        const b = controls[j]?.getBoundingClientRect() as DOMRect;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1)
          found.push(`${name(controls[i] as Element)} × ${name(controls[j] as Element)}`);
      }
    }
    return found;
  });
}

/** The rendered error: its text, contrast on what is behind it, and whether it is announced. */
function renderedError(page: Page) {
  return page.evaluate(() => {
    const alert = [...document.querySelectorAll('[role="alert"], [aria-live]')].find(
      (el) => (el.textContent ?? '').trim() !== '' && el.getBoundingClientRect().height > 0,
    ) as HTMLElement | undefined;
    if (!alert) return null;
    const rgba = (c: string) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      const [r = 0, g = 0, b = 0, a = 1] = (m?.[1] ?? '0,0,0,0')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a] as const;
    };
    const lum = ([r, g, b]: readonly number[]) =>
      [r, g, b]
        .map((v) => (v ?? 0) / 255)
        .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
        .reduce((sum, s, i) => sum + s * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    // The text itself: the deepest element holding the message.
    let text: HTMLElement = alert;
    while (text.children.length && [...text.children].some((c) => c.textContent?.trim())) {
      text = [...text.children].find((c) => c.textContent?.trim()) as HTMLElement;
    }
    const fg = rgba(getComputedStyle(text).color);
    let bg: readonly number[] = [255, 255, 255, 1];
    for (let el: Element | null = text; el; el = el.parentElement) {
      const c = rgba(getComputedStyle(el).backgroundColor);
      if ((c[3] ?? 0) >= 1) {
        bg = c;
        break;
      }
    }
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a) as [number, number];
    return {
      message: (alert.textContent ?? '').trim(),
      contrast: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100,
      announced: alert.getAttribute('role') === 'alert' || alert.hasAttribute('aria-live'),
    };
  });
}

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

describe('visual quality of the portal (issue 23)', () => {
  let browser: Browser;
  let server: RunningProcess;

  beforeAll(async () => {
    server = await startPortalServer('visual');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [1440, 1280]) {
    it(`${width} × 900: the candidate table shows ≥ 12 rows, every default column (no sideways scroll), people by name, no overlap`, async () => {
      const { page, context } = await openPage(browser, { viewport: { width, height: 900 } });
      await signInHome(page, server.url, 'Manager', 'manager');
      await page.goto(`${server.url}/manager/candidate`);
      await page.locator('[role="tabpanel"] tbody tr[data-row]').first().waitFor();
      // SPEC §2 opens with 10 a page; 20 shows how many fit.
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
      await page.locator('[role="tabpanel"] tbody tr[data-row]').nth(19).waitFor();
      const view = await tableView(page);
      const { recruiters, ...figures } = view;
      console.info(`candidate table at ${width}×900:`, JSON.stringify(figures));
      expect(view.rowsInView).toBeGreaterThanOrEqual(12);
      // Every default column in the box, no sideways scrolling, at 1440 and at 1280 alike.
      expect(view.cut).toEqual([]);
      expect(view.sideways).toBeLessThanOrEqual(0);
      // People by full name, the username on hover: "Sara Gupta (recruiter3)".
      expect(recruiters.length).toBeGreaterThan(0);
      for (const { shown, title } of recruiters) {
        const username = / \(([^()]+)\)$/.exec(title)?.[1];
        expect(username, title).toBeTruthy();
        expect(title).toBe(`${shown} (${username})`);
        expect(shown).not.toBe(username);
      }
      expect(await toolbarOverlaps(page)).toEqual([]);
      await shoot(page, `candidates-${width}`);
      await context.close();
    });
  }

  for (const width of [1440, 1280, 1024, 390]) {
    it(`${width}: toolbar controls never overlap, with Custom Range open too`, async () => {
      const { page, context } = await openPage(browser, { viewport: { width, height: 900 } });
      await signInHome(page, server.url, 'Manager', 'manager');
      await page.goto(`${server.url}/manager/candidate`);
      await page.locator('[role="tabpanel"] tbody tr[data-row]').first().waitFor();
      expect(await toolbarOverlaps(page)).toEqual([]);
      await page
        .getByRole('combobox', { name: 'Date range' })
        .first()
        .selectOption({ label: 'Custom Range' });
      await page.getByRole('textbox', { name: 'Start date' }).first().waitFor();
      expect(await toolbarOverlaps(page)).toEqual([]);
      await shoot(page, `toolbar-custom-${width}`);
      await context.close();
    });
  }

  it('a dashboard tile opens the list it counts, filtered by what it counts', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await signInHome(page, server.url, 'Manager', 'manager');
    const offer = page.getByRole('link', { name: /^Offer [\d,]+$/ });
    const counted = Number((await offer.textContent())?.replace(/\D/g, ''));
    expect(counted).toBeGreaterThan(0);
    await shoot(page, 'dashboard-manager-1440');
    await offer.click();
    await page.waitForURL('**/manager/candidate?status=Offer');
    await page.locator('[role="tabpanel"] tbody tr[data-row]').first().waitFor();
    const statuses = await page.evaluate(() =>
      [...document.querySelectorAll('[role="tabpanel"] tbody tr[data-row]')].map((row) =>
        [...row.querySelectorAll('td')].some((td) => td.textContent === 'Offer'),
      ),
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every(Boolean)).toBe(true);
    await context.close();
  });

  it('a new user with no data is told what to do first, not "All candidates 0"', async () => {
    const api = `${server.url}/api`;
    const post = async (route: string, body: unknown, token?: string) => {
      const response = await fetch(`${api}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      expect(response.status, route).toBeLessThan(300);
      return (await response.json()) as { session_token?: string };
    };
    await post('/signup', {
      username: 'fresh.recruiter',
      name: 'Fresh Recruiter',
      email: 'fresh.recruiter@example.com',
      password: 'Fresh@12345',
      user_type: 'recruiter',
    });
    const manager = await post('/login/management', {
      username: 'manager',
      password: 'Demo@1234',
      role: 'manager',
    });
    await post(
      '/update_user_status',
      { user_name: 'fresh.recruiter', new_status: 'verified' },
      manager.session_token,
    );
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(browser, {
        viewport: { width: 1280, height: 900 },
        colorScheme: scheme,
      });
      await page.goto(`${server.url}/login`);
      await page.getByRole('radio', { name: 'Recruiter' }).check({ force: true });
      await page.getByLabel('Username or email').fill('fresh.recruiter');
      await page.getByLabel('Password').fill('Fresh@12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/recruiter/dashboard');
      await page.getByRole('heading', { name: 'No candidates yet' }).waitFor();
      expect(await page.getByText('All candidates').count()).toBe(0);
      expect(
        await page.getByRole('link', { name: 'Open Assigned Requirements' }).getAttribute('href'),
      ).toBe('/recruiter/requirements');
      await shoot(page, `dashboard-empty-${scheme}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `dashboard-empty-${scheme}-390`);
      await context.close();
    }
  });

  const forms: {
    name: string;
    path: string;
    signedIn?: boolean;
    submit: string;
    before?: (page: Page) => Promise<void>;
  }[] = [
    { name: 'login', path: '/login', submit: 'Sign in' },
    { name: 'register', path: '/register', submit: 'Create account' },
    { name: 'forgot-password', path: '/forgotpassword', submit: 'Send code' },
    { name: 'otp', path: '/otp', submit: 'Reset password' },
    {
      name: 'change-password',
      path: '/change-password',
      signedIn: true,
      submit: 'Change password',
    },
    { name: 'help-support', path: '/help-and-support', signedIn: true, submit: 'Submit report' },
  ];

  for (const scheme of ['light', 'dark'] as const) {
    for (const form of forms) {
      it(`${scheme}: ${form.name} shows its error, readable (≥ 4.5:1) and announced`, async () => {
        const { page, context } = await openPage(browser, {
          viewport: { width: 1280, height: 900 },
          colorScheme: scheme,
        });
        if (form.signedIn) {
          await signInHome(page, server.url, 'Recruiter', 'recruiter');
        }
        await page.goto(`${server.url}${form.path}`);
        await page.getByRole('button', { name: form.submit }).click();
        await page.locator('[role="alert"]').first().waitFor();
        const error = await renderedError(page);
        console.info(`${scheme} ${form.name}:`, JSON.stringify(error));
        expect(error?.message).toBeTruthy();
        expect(error?.message).not.toMatch(/Too small|Too big|Invalid input|expected string/);
        expect(error?.announced).toBe(true);
        expect(error?.contrast ?? 0).toBeGreaterThanOrEqual(4.5);
        await shoot(page, `form-${form.name}-${scheme}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await shoot(page, `form-${form.name}-${scheme}-390`);
        await context.close();
      });
    }
  }
});
