import { routesFor } from './route-table';

/** Roles known to the shell (SPEC §1). Anything else is an unknown role. */
export type Role = 'manager' | 'recruiter' | 'leadership';

export const roles: readonly Role[] = ['manager', 'recruiter', 'leadership'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Public routes (SPEC §2): open without a session. */
const publicRoutes: readonly string[] = routesFor('public').map((r) => r.path);

/** Pages open to anyone, signed in or not (the public careers board), as patterns. */
const openRoutes: readonly string[] = routesFor('open').map((r) => r.path);

/** Pages open to every signed-in role (SPEC §2). */
const sharedRoutes: readonly string[] = routesFor('shared').map((r) => r.path);

/** Entry redirects (SPEC §2). */
export const entryRoutes = ['/', '/dashboard', '/candidate'] as const;

export const unauthorizedRoute = '/unauthorized';
export const loginRoute = '/login';

/**
 * Each role's routes as patterns below its prefix (`candidate`, `jobs-overview/:jobId`), read from
 * the route table.
 */
export const roleRoutes: Readonly<Record<Role, readonly string[]>> = {
  manager: pathsOfRole('manager'),
  recruiter: pathsOfRole('recruiter'),
  leadership: pathsOfRole('leadership'),
};

function pathsOfRole(role: Role): readonly string[] {
  return routesFor(role).map((r) => r.path.slice(role.length + 2));
}

/** Home of each role for `/` and `/dashboard`, and for `/candidate` (SPEC §2). */
const roleHomes: Readonly<Record<Role, { dashboard: string; candidate: string }>> = {
  manager: { dashboard: '/manager/dashboard', candidate: '/manager/candidate' },
  recruiter: { dashboard: '/recruiter/dashboard', candidate: '/recruiter/candidate' },
  leadership: { dashboard: '/leadership/dashboard', candidate: '/leadership/candidates' },
};

/**
 * Where a signed-in role lands (SPEC §2 entry redirects): its dashboard, or its candidate list for
 * `/candidate`; an unknown role or none → `/login`.
 *
 * @example
 * roleHome('leadership', 'candidate'); // '/leadership/candidates'
 */
export function roleHome(
  role: string | null | undefined,
  entry: 'dashboard' | 'candidate' = 'dashboard',
): string {
  return isRole(role) ? roleHomes[role][entry] : loginRoute;
}

/** Removes query, hash and trailing slashes; `''` becomes `/`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function matches(pattern: string, rest: string): boolean {
  const p = pattern.split('/');
  const r = rest.split('/');
  if (p.length !== r.length) return false;
  return p.every((seg, i) => (seg.startsWith(':') ? (r[i] ?? '') !== '' : seg === r[i]));
}

/** The roles whose own table holds `path` (without leadership's manager privilege). */
export function rolesForPath(path: string): Role[] {
  const p = normalizePath(path);
  const [, prefix = '', ...rest] = p.split('/');
  if (!isRole(prefix) || rest.length === 0) return [];
  const tail = rest.join('/');
  return roleRoutes[prefix].some((pattern) => matches(pattern, tail)) ? [prefix] : [];
}

export type PathKind = 'public' | 'open' | 'entry' | 'shared' | 'role' | 'unauthorized' | 'unknown';

export function classifyPath(path: string): PathKind {
  const p = normalizePath(path);
  if ((publicRoutes as readonly string[]).includes(p)) return 'public';
  if (openRoutes.some((pattern) => matches(pattern, p))) return 'open';
  if ((entryRoutes as readonly string[]).includes(p)) return 'entry';
  if ((sharedRoutes as readonly string[]).includes(p)) return 'shared';
  if (p === unauthorizedRoute) return 'unauthorized';
  if (rolesForPath(p).length > 0) return 'role';
  return 'unknown';
}
