import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HrPortalProvider, type SessionState, useSession } from '../src/index';

/*
 * A good guest in someone else's page (issue 23, defect 11): in Chromium, a host page that keeps
 * its own cookie, localStorage keys (its own `userId` and `authToken`) and sessionStorage signs a
 * user in through HrPortalProvider against the real reference server, then logs out. Everything
 * the host wrote survives; what we wrote is gone; no Session Expired dialog covers the host.
 */

const api = `${location.origin}/api`;
const until = (check: () => void, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 25 });
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

/** Hands the latest session state to `view`. */
function Probe({ view }: { view: { current?: SessionState } }) {
  view.current = useSession();
  return null;
}

function mount(props: Partial<Parameters<typeof HrPortalProvider>[0]> = {}) {
  const view: { current?: SessionState } = {};
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <HrPortalProvider baseUrl={api} {...props}>
      <Probe view={view} />
    </HrPortalProvider>,
  );
  cleanups.push(() => {
    root.unmount();
    host.remove();
  });
  return view;
}

function hostWritesItsOwn() {
  localStorage.setItem('userId', 'host-42');
  localStorage.setItem('authToken', 'host-token');
  localStorage.setItem('theme', 'host-dark');
  sessionStorage.setItem('draft', 'host draft');
  document.cookie = 'hostSession=abc; path=/';
}

function expectHostUntouched() {
  expect(localStorage.getItem('userId')).toBe('host-42');
  expect(localStorage.getItem('authToken')).toBe('host-token');
  expect(localStorage.getItem('theme')).toBe('host-dark');
  expect(sessionStorage.getItem('draft')).toBe('host draft');
  expect(document.cookie).toContain('hostSession=abc');
}

describe('HrPortalProvider in a host page', () => {
  it("keeps its keys under one prefix and logs out without touching the host's", async () => {
    hostWritesItsOwn();
    const view = mount();
    await until(() => expect(view.current).toBeDefined());
    await view.current?.login({ role: 'recruiter', username: 'recruiter', password: 'Demo@1234' });
    await until(() => expect(view.current?.isAuthenticated).toBe(true));

    // Signed in: our session sits under `hrportal.`; the host's userId and authToken are its own.
    expectHostUntouched();
    expect(localStorage.getItem('hrportal.authToken')).toBeTruthy();
    expect(Number(localStorage.getItem('hrportal.userId'))).toBe(view.current?.session?.userId);
    // Something of ours in session storage and a cookie of ours, to see them cleared.
    sessionStorage.setItem('hrportal.raise_issue_images', '[]');
    document.cookie = 'hrportal.pref=1; path=/';

    await view.current?.logout();
    await until(() => expect(view.current?.isAuthenticated).toBe(false));
    expectHostUntouched();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('hrportal.'))).toEqual([]);
    expect(sessionStorage.getItem('hrportal.raise_issue_images')).toBeNull();
    expect(document.cookie).not.toContain('hrportal.pref');
  });

  it('leaves session expiry to the host: its callback when it asks for a timeout, no dialog', async () => {
    const expired = vi.fn();
    const asked = mount({
      sessionTimeout: true,
      inactivityTimeoutMs: 50,
      onSessionExpired: expired,
    });
    await until(() => expect(asked.current).toBeDefined());
    await asked.current?.login({ role: 'recruiter', username: 'recruiter', password: 'Demo@1234' });
    await until(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(document.querySelector('[role="alertdialog"], [role="dialog"]')).toBeNull();
  });

  it('the portal opts into §4: its own bare keys, the dialog, and clearing the whole page', async () => {
    hostWritesItsOwn();
    const view = mount({
      storageKeyPrefix: '',
      sessionTimeout: true,
      inactivityTimeoutMs: 50,
      ownsPage: true,
    });
    await until(() => expect(view.current).toBeDefined());
    await view.current?.login({ role: 'recruiter', username: 'recruiter', password: 'Demo@1234' });
    await until(() =>
      expect(document.querySelector('[role="alertdialog"], [role="dialog"]')).not.toBeNull(),
    );
    expect(localStorage.getItem('authToken')).not.toBe('host-token');
    await view.current?.logout();
    expect(sessionStorage.getItem('draft')).toBeNull();
    expect(document.cookie).not.toContain('hostSession');
  });
});
