import { classifyPath, ROLE_ROUTES, type Role, rolesForPath } from '@hrportal/shell/core';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from './routeTable';

/** A route pattern with every `:param` filled, as a browser would ask for it. */
const concrete = (path: string) => path.replace(/:[^/]+/g, '7');

describe('portal route table against the shell guard (SPEC §2, §6)', () => {
  it('has every §2 route once, and the guard knows each for the access the table says', () => {
    const paths = portalRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of portalRoutes) {
      const path = concrete(route.path);
      if (route.access === 'shared') expect(classifyPath(path)).toBe('shared');
      else expect(rolesForPath(path)).toEqual([route.access]);
    }
  });

  it('renders every route of the shell core, for every role', () => {
    for (const role of Object.keys(ROLE_ROUTES) as Role[]) {
      const ours = portalRoutes.filter((r) => r.access === role).map((r) => r.path);
      expect(ours.sort()).toEqual(ROLE_ROUTES[role].map((p) => `/${role}/${p}`).sort());
    }
  });
});
