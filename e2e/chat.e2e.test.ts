import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  type RunningProcess,
  signInHome,
  startPortalServer,
} from './harness';

/**
 * Two people chatting through the real portal and server (issue 9): Maya (manager) and Rahul
 * (recruiter), each in their own browser context.
 */
describe('in-app chat between two browsers through the reference server', () => {
  let browser: Browser;
  let server: RunningProcess;
  let maya: { page: Page; context: BrowserContext };
  let rahul: { page: Page; context: BrowserContext };
  const stamp = Date.now().toString(36);

  const chat = (page: Page) => page.getByRole('dialog', { name: 'In-App Chat' });
  const openChat = async (page: Page) => {
    await page.getByRole('button', { name: /^In-App Chat/ }).click();
    await chat(page).waitFor();
  };
  const thread = (page: Page) => chat(page).getByRole('log', { name: 'Messages' });
  const composer = (page: Page) => chat(page).getByRole('textbox', { name: 'Type a message' });
  const pick = (page: Page, name: string) =>
    chat(page)
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();

  beforeAll(async () => {
    server = await startPortalServer('chat');
    browser = await launchBrowser();
    // Pages live across the scenarios (openPage's failure screenshot hook is per test).
    const page = async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        bypassCSP: true,
      });
      return { context, page: await context.newPage() };
    };
    maya = await page();
    rahul = await page();
    await Promise.all([
      signInHome(maya.page, server.url, 'Manager', 'manager'),
      signInHome(rahul.page, server.url, 'Recruiter', 'recruiter'),
    ]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a direct message: sent, toasted and counted for the receiver, read, answered with a reply', async () => {
    await openChat(maya.page);
    // The chat loads after the frame: wait until Rahul's widget is connected (Maya sees him
    // online), or the message reaches him by the sync on connect, which raises no toast.
    await chat(maya.page)
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('button', { name: /^Rahul Verma.*online/ })
      .waitFor();
    await pick(maya.page, 'Rahul Verma');
    await composer(maya.page).fill(`Hello Rahul ${stamp}`);
    await composer(maya.page).press('Enter');
    await thread(maya.page).getByText(`Hello Rahul ${stamp}`).waitFor();
    await thread(maya.page).getByText('Sent').last().waitFor();

    // Rahul: a bottom-right toast with the sender and text, and the badge on the toggle.
    await rahul.page.getByText(`Hello Rahul ${stamp}`).first().waitFor();
    await rahul.page.getByRole('button', { name: /^In-App Chat.*unread messages$/ }).waitFor();
    await openChat(rahul.page);
    await pick(rahul.page, 'Maya Menon');
    await thread(rahul.page).getByText(`Hello Rahul ${stamp}`).waitFor();
    // Seen in the open conversation → read: Maya's message shows Read.
    await thread(maya.page).getByText('Read').last().waitFor();
    expect(
      await rahul.page.getByRole('button', { name: /^In-App Chat.*unread messages$/ }).count(),
    ).toBe(0);

    await thread(rahul.page)
      .getByRole('button', { name: new RegExp(`^Reply to Maya Menon: Hello Rahul ${stamp}`) })
      .click();
    await chat(rahul.page).getByText('Replying to Maya Menon').waitFor();
    await composer(rahul.page).fill(`On it ${stamp}`);
    await composer(rahul.page).press('Enter');
    const reply = thread(maya.page).getByText(`On it ${stamp}`);
    await reply.waitFor();
    // The quote travels with the message.
    expect(await thread(maya.page).getByText(`Hello Rahul ${stamp}`).count()).toBe(2);
    expect(await axeViolations(maya.page)).toEqual([]);
  });

  it('typing shows on the other side and clears', async () => {
    await composer(rahul.page).pressSequentially('typing…', { delay: 20 });
    await chat(maya.page).getByText('Rahul Verma is typing...').waitFor();
    await chat(maya.page)
      .getByText('Rahul Verma is typing...')
      .waitFor({ state: 'detached', timeout: 8000 });
    await composer(rahul.page).fill('');
  });

  it('the socket cut and restored: messages sent meanwhile arrive once, in order', async () => {
    await rahul.context.setOffline(true);
    await chat(rahul.page).getByText('Disconnected', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await composer(rahul.page).isDisabled()).toBe(true);
    for (const n of [1, 2, 3]) {
      await composer(maya.page).fill(`While offline ${n} ${stamp}`);
      await composer(maya.page).press('Enter');
    }
    await thread(maya.page).getByText(`While offline 3 ${stamp}`).waitFor();
    await rahul.context.setOffline(false);
    await chat(rahul.page)
      .getByText('Disconnected', { exact: true })
      .waitFor({ state: 'detached', timeout: 20_000 });
    for (const n of [1, 2, 3])
      await thread(rahul.page).getByText(`While offline ${n} ${stamp}`).waitFor();
    // Once each, in order.
    const log = (await thread(rahul.page).textContent()) ?? '';
    const at = [1, 2, 3].map((n) => log.indexOf(`While offline ${n} ${stamp}`));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const n of [1, 2, 3]) expect(log.split(`While offline ${n} ${stamp}`)).toHaveLength(2);
  });

  it('a group: created, a member added and removed, the removed member loses it', async () => {
    const name = `Sourcing ${stamp}`;
    await chat(maya.page).getByRole('button', { name: 'Create group' }).click();
    const dialog = maya.page.getByRole('dialog', { name: 'Create Group Chat' });
    await dialog.getByRole('textbox', { name: 'Group Name' }).fill(name);
    await dialog.locator('label', { hasText: 'Rahul Verma' }).click();
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await chat(maya.page).getByRole('heading', { name }).waitFor();
    await chat(maya.page).getByText('2 members').first().waitFor();

    // Rahul sees the group appear; a message to the group reaches him.
    await chat(rahul.page)
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .waitFor();
    await composer(maya.page).fill(`Group hello ${stamp}`);
    await composer(maya.page).press('Enter');
    await pick(rahul.page, name);
    await thread(rahul.page).getByText(`Group hello ${stamp}`).waitFor();

    await chat(maya.page).getByRole('button', { name: 'Group info' }).click();
    const panel = chat(maya.page).getByRole('complementary', { name: 'Group info' });
    await panel.locator('label', { hasText: 'Priya Nair' }).click();
    await panel.getByRole('button', { name: 'Add 1 Member(s)' }).click();
    await panel.getByText('3 members').waitFor();
    await panel.getByRole('button', { name: 'Remove Member Rahul Verma' }).click();
    await panel.getByRole('button', { name: 'Remove', exact: true }).click();
    await panel.getByText('2 members').waitFor();
    await chat(rahul.page)
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .waitFor({ state: 'detached' });
    await rahul.page.getByText(`You were removed from ${name}`).waitFor();
  });

  it('keyboard only: close with Escape, reopen, pick a chat, send', async () => {
    await maya.page.keyboard.press('Escape');
    await chat(maya.page).waitFor({ state: 'detached' });
    await maya.page.getByRole('button', { name: /^In-App Chat/ }).focus();
    await maya.page.keyboard.press('Enter');
    await chat(maya.page).waitFor();
    await chat(maya.page).getByPlaceholder('Search users or groups...').focus();
    await maya.page.keyboard.type('rahul');
    await maya.page.keyboard.press('Tab');
    await maya.page.keyboard.press('Enter');
    await composer(maya.page).waitFor();
    await composer(maya.page).focus();
    await maya.page.keyboard.type(`By keyboard ${stamp}`);
    await maya.page.keyboard.press('Enter');
    await thread(maya.page).getByText(`By keyboard ${stamp}`).waitFor();
    // Rahul's open group was taken away, so the message arrives as a toast and an unread count.
    await rahul.page.getByText(`By keyboard ${stamp}`).first().waitFor();
  });
});
