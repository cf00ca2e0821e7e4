import { ThemeRoot } from '@hrportal/ui';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LeaveGuard } from './LeaveGuard';
import { createLeaveBlocker, LeaveBlockerContext } from './leaveBlocker';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The portal's wiring (main.tsx): a form page with unsaved input and a page to leave to. */
async function mountPortal(start = '/form') {
  window.history.replaceState(null, '', start);
  const blocker = createLeaveBlocker();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <LeaveBlockerContext.Provider value={blocker}>
        <HistoryRouter history={blocker.history}>
          <ThemeRoot>
            <Routes>
              <Route
                path="/form"
                element={
                  <main>
                    <h1>Form</h1>
                    <LeaveGuard when note="A draft is kept." />
                    <Link to="/form?tab=2">Next tab</Link>
                    <Link to="/elsewhere">Elsewhere</Link>
                  </main>
                }
              />
              <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
            </Routes>
          </ThemeRoot>
        </HistoryRouter>
      </LeaveBlockerContext.Provider>,
    ),
  );
  cleanups.push(() => {
    root.unmount();
    host.remove();
  });
  return { host, blocker };
}

const heading = () => document.querySelector('h1')?.textContent;
const dialog = () => document.querySelector('[role="alertdialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLElement;
const link = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLElement;

describe('LeaveGuard on the portal history', () => {
  it('holds a link to another page until Leave; Stay keeps the page; a query change passes', async () => {
    const { host } = await mountPortal();
    await userEvent.click(link(host, 'Next tab'));
    await expect.poll(() => window.location.search).toBe('?tab=2');
    expect(dialog()).toBeNull();

    await userEvent.click(link(host, 'Elsewhere'));
    await expect
      .poll(() => dialog()?.textContent)
      .toContain('Your changes are not saved. A draft is kept.');
    expect(window.location.pathname).toBe('/form');
    await userEvent.click(button('Stay'));
    await expect.poll(() => dialog()).toBeNull();
    expect(heading()).toBe('Form');
    expect(window.location.pathname).toBe('/form');

    await userEvent.click(link(host, 'Elsewhere'));
    await expect.poll(() => dialog()).not.toBeNull();
    await userEvent.click(button('Leave'));
    await expect.poll(() => heading()).toBe('Elsewhere');
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('holds Back: the address returns to the form at once, Stay keeps it, Leave goes back', async () => {
    const { blocker } = await mountPortal('/elsewhere');
    await act(async () => blocker.history.push('/form'));
    expect(heading()).toBe('Form');

    window.history.back();
    await expect.poll(() => dialog()).not.toBeNull();
    await expect.poll(() => window.location.pathname).toBe('/form');
    expect(heading()).toBe('Form');
    await userEvent.click(button('Stay'));
    await expect.poll(() => dialog()).toBeNull();
    expect(window.location.pathname).toBe('/form');

    window.history.back();
    await expect.poll(() => dialog()).not.toBeNull();
    await userEvent.click(button('Leave'));
    await expect.poll(() => heading()).toBe('Elsewhere');
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
