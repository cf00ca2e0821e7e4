import { describe, expect, it } from 'vitest';
import { displayName, emailLine, initialOf, unreadBadgeText } from './format';
import { guardRoute } from './guard';
import { retryDelays, retryLoad } from './retry';
import { roleHome } from './routes';
import { isItemActive, sidebarItems } from './sidebar';
import {
  isMobileWidth,
  isToggleSidebarShortcut,
  readSidebarCookie,
  sidebarCookie,
} from './sidebar-state';

const signedIn = (role: string) => ({ signedIn: true, role });
const out = { signedIn: false };

describe('guardRoute', () => {
  it('sends a signed-out visitor to /login, lets public routes through', () => {
    expect(guardRoute('/manager/dashboard', out)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardRoute('/calendar', out)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardRoute('/', out)).toEqual({ kind: 'redirect', to: '/login' });
    for (const p of ['/login', '/register', '/forgotpassword', '/otp']) {
      expect(guardRoute(p, out)).toEqual({ kind: 'allow' });
    }
  });

  it('entry redirects lead to each role home', () => {
    expect(guardRoute('/', signedIn('manager'))).toEqual({
      kind: 'redirect',
      to: '/manager/dashboard',
    });
    expect(guardRoute('/dashboard', signedIn('recruiter'))).toEqual({
      kind: 'redirect',
      to: '/recruiter/dashboard',
    });
    expect(guardRoute('/candidate', signedIn('manager'))).toEqual({
      kind: 'redirect',
      to: '/manager/candidate',
    });
    expect(guardRoute('/candidate', signedIn('leadership'))).toEqual({
      kind: 'redirect',
      to: '/leadership/candidates',
    });
    expect(guardRoute('/', signedIn('leadership'))).toEqual({
      kind: 'redirect',
      to: '/leadership/dashboard',
    });
  });

  it('unknown role on an entry redirect leads to login', () => {
    expect(guardRoute('/', signedIn('vendor'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardRoute('/dashboard', { signedIn: true })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('role routes: own allowed, others /unauthorized, leadership may enter manager routes', () => {
    expect(guardRoute('/manager/clients/42', signedIn('manager'))).toEqual({ kind: 'allow' });
    expect(guardRoute('/manager/job-listing', signedIn('recruiter'))).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(guardRoute('/manager/job-listing', signedIn('leadership'))).toEqual({ kind: 'allow' });
    expect(guardRoute('/leadership/reports', signedIn('manager'))).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(guardRoute('/recruiter/requirements', signedIn('leadership'))).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(guardRoute('/recruiter/requirements', signedIn('vendor'))).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
  });

  it('shared pages are open to every signed-in role', () => {
    for (const role of ['manager', 'recruiter', 'leadership']) {
      for (const p of [
        '/change-password',
        '/calendar',
        '/register-candidate',
        '/help-and-support',
      ]) {
        expect(guardRoute(p, signedIn(role))).toEqual({ kind: 'allow' });
      }
    }
  });

  it('unknown paths redirect to /, query and trailing slash are ignored', () => {
    expect(guardRoute('/nope', signedIn('manager'))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute('/manager/profile-transfer/x', signedIn('manager'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute('/recruiter/profile-transfer', signedIn('recruiter'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute('/manager/analytics/?tab=1', signedIn('manager'))).toEqual({ kind: 'allow' });
  });
});

describe('sidebarItems', () => {
  const labels = (role: string) => sidebarItems(role, { peerReviewer: true }).map((i) => i.label);

  it('manager has the AI assistant action and profile transfer', () => {
    expect(labels('manager')).toContain('AI Interaction Assistance');
    expect(labels('manager')).toContain('Profile Transfer');
    expect(sidebarItems('manager').find((i) => i.id === 'ai-assistant')?.action).toBe(
      'ai-assistant',
    );
  });

  it('recruiter has Assigned Requirements, no job listing, careers or profile transfer', () => {
    expect(labels('recruiter')).toContain('Assigned Requirements');
    for (const l of ['Job Listing', 'Careers', 'Profile Transfer', 'AI Interaction Assistance']) {
      expect(labels('recruiter')).not.toContain(l);
    }
  });

  it('leadership has no AI assistant, register-candidate, peer review or SOP', () => {
    for (const l of [
      'AI Interaction Assistance',
      'Register Candidate',
      'Peer Assigned Profiles',
      'SOP & Incentives',
    ]) {
      expect(labels('leadership')).not.toContain(l);
    }
  });

  it('unknown role gets the recruiter sidebar', () => {
    expect(sidebarItems('vendor')).toBe(sidebarItems('recruiter'));
    expect(sidebarItems(undefined, { peerReviewer: true })).toBe(
      sidebarItems('recruiter', { peerReviewer: true }),
    );
  });

  it('Peer Assigned Profiles only for peer reviewers; Calendar for every role', () => {
    for (const role of ['manager', 'recruiter', 'leadership']) {
      expect(sidebarItems(role).some((i) => i.id === 'peer-assigned-profiles')).toBe(false);
      expect(sidebarItems(role).find((i) => i.id === 'calendar')?.path).toBe('/calendar');
    }
    expect(labels('manager')).toContain('Peer Assigned Profiles');
    expect(labels('recruiter')).toContain('Peer Assigned Profiles');
  });

  it('roleHome: each role its dashboard or candidate list, anything else login', () => {
    expect(roleHome('manager')).toBe('/manager/dashboard');
    expect(roleHome('recruiter', 'candidate')).toBe('/recruiter/candidate');
    expect(roleHome('leadership', 'candidate')).toBe('/leadership/candidates');
    expect(roleHome('vendor')).toBe('/login');
    expect(roleHome(null)).toBe('/login');
  });

  it('red dots sit on the items SPEC names', () => {
    const dots = (role: string) =>
      sidebarItems(role, { peerReviewer: true })
        .filter((i) => i.dot)
        .map((i) => i.label);
    expect(dots('manager')).toEqual([
      'Candidate Repository',
      'Job Listing',
      'Analytics',
      'Peer Assigned Profiles',
    ]);
    expect(dots('recruiter')).toEqual([
      'Candidate Repository',
      'Assigned Requirements',
      'Analytics',
      'Peer Assigned Profiles',
    ]);
    expect(dots('leadership')).toEqual(['Candidate Repository', 'Job Listing', 'Analytics']);
  });

  it('every item path passes the guard for its role', () => {
    for (const role of ['manager', 'recruiter', 'leadership']) {
      for (const item of sidebarItems(role, { peerReviewer: true })) {
        if (item.path) expect(guardRoute(item.path, signedIn(role))).toEqual({ kind: 'allow' });
      }
    }
  });

  it('leadership dashboard is active for /leadership/clients and /leadership/recruiters', () => {
    const dash = sidebarItems('leadership')[0];
    if (!dash) throw new Error('no dashboard item');
    expect(isItemActive(dash, '/leadership/clients')).toBe(true);
    expect(isItemActive(dash, '/leadership/recruiters/7')).toBe(true);
    expect(isItemActive(dash, '/leadership/jobs')).toBe(false);
  });
});

describe('formatting', () => {
  it('unread badge caps at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-2)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('display name is cut at 20 characters with an ellipsis', () => {
    expect(displayName('Priya Sharma')).toBe('Priya Sharma');
    expect(displayName('A'.repeat(20))).toBe('A'.repeat(20));
    expect(displayName('Alexandra Konstantinopoulou')).toBe('Alexandra Konstantin...');
  });

  it('initial and email line', () => {
    expect(initialOf('priya')).toBe('P');
    expect(initialOf('  ')).toBe('?');
    expect(emailLine('')).toBe('No email');
    expect(emailLine(null)).toBe('No email');
    expect(emailLine('a@b.co')).toBe('a@b.co');
  });
});

describe('sidebar state', () => {
  it('cookie lives 7 days and reads back', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800');
    expect(readSidebarCookie('x=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('sidebar_state=junk', false)).toBe(false);
    expect(readSidebarCookie('')).toBe(true);
  });

  it('mobile below 768 px', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it('Ctrl/Cmd+B toggles, other keys do not', () => {
    expect(isToggleSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isToggleSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isToggleSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isToggleSidebarShortcut({ key: 'c', ctrlKey: true, metaKey: false })).toBe(false);
    expect(
      isToggleSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, shiftKey: true }),
    ).toBe(false);
  });
});

describe('retryLoad', () => {
  it('delays double from 1 s', () => {
    expect(retryDelays()).toEqual([1000, 2000, 4000]);
  });

  it('succeeds on the third try after waiting 1 s then 2 s', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await retryLoad(
      async () => {
        calls++;
        if (calls < 3) throw new Error('chunk');
        return 'ok';
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after 3 retries, calls onGiveUp and rethrows', async () => {
    let calls = 0;
    let gaveUp: unknown;
    const failure = new Error('gone');
    await expect(
      retryLoad(
        async () => {
          calls++;
          throw failure;
        },
        { sleep: async () => {}, onGiveUp: (e) => (gaveUp = e) },
      ),
    ).rejects.toBe(failure);
    expect(calls).toBe(4);
    expect(gaveUp).toBe(failure);
  });
});
