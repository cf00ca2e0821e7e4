import { describe, expect, it } from 'vitest';
import { guardRoute } from './guard';
import { routeTable } from './route-table';
import { classifyPath, roles, rolesForPath } from './routes';
import { sidebarItems } from './sidebar';

/** A route pattern with every `:param` filled, as a browser would ask for it. */
const concrete = (path: string) => path.replace(/:[^/]+/g, '7');

describe('routeTable (SPEC §2)', () => {
  it('names each route once, and the guard classifies each as its access says', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeTable) {
      const path = concrete(route.path);
      if (route.access === 'public' || route.access === 'open' || route.access === 'shared')
        expect(classifyPath(path)).toBe(route.access);
      else expect(rolesForPath(path)).toEqual([route.access]);
    }
  });

  it('opens each signed-in route to its own role only (leadership also on manager routes)', () => {
    for (const route of routeTable) {
      if (route.access === 'public' || route.access === 'open') continue;
      for (const role of roles) {
        const opens =
          route.access === 'shared' ||
          route.access === role ||
          (role === 'leadership' && route.access === 'manager');
        expect(guardRoute(concrete(route.path), { signedIn: true, role })).toEqual(
          opens ? { kind: 'allow' } : { kind: 'redirect', to: '/unauthorized' },
        );
      }
    }
  });

  it('lets anyone, signed in or not, onto the open careers board; nothing deeper', () => {
    for (const path of ['/careers', '/careers/12', '/careers/12/']) {
      expect(guardRoute(path, { signedIn: false })).toEqual({ kind: 'allow' });
      for (const role of roles) {
        expect(guardRoute(path, { signedIn: true, role })).toEqual({ kind: 'allow' });
      }
    }
    expect(classifyPath('/careers/12/apply')).toBe('unknown');
    expect(guardRoute('/careers/12/apply', { signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('gives each role the §2 sidebar, in table order, Calendar last (then the actions)', () => {
    const labels = (role: string) => sidebarItems(role, { peerReviewer: true }).map((i) => i.label);
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Candidate Repository',
      'Candidate Pool',
      'Job Listing',
      'Filter Candidates',
      'Careers',
      'Jobs Overview',
      'Job Assignments',
      'Register Candidate',
      'Profile Transfer',
      'Analytics',
      'User Accounts',
      'SOP & Incentives',
      'Profile Analysis',
      'Peer Assigned Profiles',
      'Clients',
      'Recruiters',
      'Calendar',
      'AI Interaction Assistance',
    ]);
    expect(labels('recruiter')).toEqual([
      'Dashboard',
      'Candidate Repository',
      'Assigned Requirements',
      'Register Candidate',
      'Analytics',
      'Profile Analysis',
      'SOP & Incentives',
      'Peer Assigned Profiles',
      'Candidate Pool',
      'Clients',
      'Recruiters',
      'Calendar',
    ]);
    expect(labels('leadership')).toEqual([
      'Dashboard',
      'Candidate Repository',
      'Job Listing',
      'Jobs Overview',
      'Managers',
      'Analytics',
      'User Management',
      'Calendar',
    ]);
  });

  it('names each item by the last segment of its path (the icon key)', () => {
    const item = sidebarItems('leadership').find((i) => i.path === '/leadership/user-management');
    expect(item?.id).toBe('user-management');
  });
});
