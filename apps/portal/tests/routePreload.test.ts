import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../routePreload';

const source = readFileSync(new URL('../src/screens.tsx', import.meta.url), 'utf8');

describe('screenModules (the start-up preload of a signed-in reload)', () => {
  const modules = screenModules(source);

  it('finds the module of a route through a shared const and an inline lazy()', () => {
    expect(modules.get('/manager/dashboard')).toBe('./features/dashboard/DashboardScreen');
    expect(modules.get('/manager/candidate')).toBe('./features/candidates/CandidatesScreen');
    expect(modules.get('/manager/edit-job/:jobId')).toBe('./features/jobs/form/JobFormScreen');
  });

  it('maps every route of SCREENS whose screen is a plain lazy() import', () => {
    const routes = [...source.matchAll(/^\s*'(\/[^']*)':/gm)].map((m) => m[1]);
    const unmapped = routes.filter((route) => route && !modules.has(route));
    // Only the public pages built another way (login eager, the account-request trio) are left.
    for (const route of unmapped) expect(route).not.toMatch(/^\/(manager|recruiter|leadership)\//);
  });
});
