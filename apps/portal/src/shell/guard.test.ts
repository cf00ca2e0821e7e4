import { describe, expect, it } from 'vitest';
import { portalRoutes } from '../routeTable';
import { displayName, guardRoute, homeFor } from './guard';

describe('portal guard (SPEC §6)', () => {
  it('sends each role home, and an unknown role to login', () => {
    expect(homeFor('manager')).toBe('/manager/dashboard');
    expect(homeFor('recruiter', 'candidate')).toBe('/recruiter/candidate');
    expect(homeFor('leadership', 'candidate')).toBe('/leadership/candidates');
    expect(homeFor('vendor')).toBe('/login');
    expect(homeFor(null)).toBe('/login');
  });

  it('allows own and shared routes, lets leadership into manager routes, and nothing else', () => {
    expect(guardRoute(null, 'shared')).toEqual({ allow: false, redirect: '/login' });
    expect(guardRoute('recruiter', 'shared')).toEqual({ allow: true });
    expect(guardRoute('leadership', 'manager')).toEqual({ allow: true });
    expect(guardRoute('manager', 'leadership')).toEqual({
      allow: false,
      redirect: '/unauthorized',
    });
    expect(guardRoute('recruiter', 'manager')).toEqual({ allow: false, redirect: '/unauthorized' });
    expect(guardRoute('manager', 'recruiter')).toEqual({ allow: false, redirect: '/unauthorized' });
  });

  it('has every §2 route once per role prefix', () => {
    const paths = portalRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(portalRoutes.filter((r) => r.access === 'manager')).toHaveLength(23);
    expect(portalRoutes.filter((r) => r.access === 'recruiter')).toHaveLength(16);
    expect(portalRoutes.filter((r) => r.access === 'leadership')).toHaveLength(14);
    for (const route of portalRoutes) {
      if (route.access !== 'shared') expect(route.path.startsWith(`/${route.access}/`)).toBe(true);
    }
  });

  it('cuts names at 20 characters with an ellipsis', () => {
    expect(displayName('Maya Menon')).toBe('Maya Menon');
    expect(displayName('Bartholomew Alexander Fitzgerald')).toBe('Bartholomew Alexande…');
  });
});
