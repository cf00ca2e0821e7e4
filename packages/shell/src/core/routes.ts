/** Roles known to the shell (SPEC §1). Anything else is an unknown role. */
export type Role = 'manager' | 'recruiter' | 'leadership';

const ROLES: readonly Role[] = ['manager', 'recruiter', 'leadership'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Public routes (SPEC §2): open without a session. */
const PUBLIC_ROUTES = ['/login', '/register', '/forgotpassword', '/otp'] as const;

/** Pages open to every signed-in role (SPEC §2). */
const SHARED_ROUTES = [
  '/change-password',
  '/calendar',
  '/register-candidate',
  '/help-and-support',
] as const;

/** Entry redirects (SPEC §2). */
const ENTRY_ROUTES = ['/', '/dashboard', '/candidate'] as const;

export const UNAUTHORIZED_ROUTE = '/unauthorized';
export const LOGIN_ROUTE = '/login';

/** Role route table: patterns below each role prefix (SPEC §2), `:param` is one segment. */
export const ROLE_ROUTES: Readonly<Record<Role, readonly string[]>> = {
  manager: [
    'dashboard',
    'candidate',
    'talent-pool',
    'job-listing',
    'filter-candidates',
    'careers',
    'jobs-overview',
    'jobs-overview/:jobId',
    'job-assignments',
    'edit-job/:jobId',
    'register-candidate',
    'register-candidate/:jobId',
    'edit-candidate',
    'profile-transfer',
    'analytics',
    'user-accounts',
    'sop-incentives',
    'profile-analysis',
    'peer-assigned-profiles',
    'clients',
    'clients/:clientId',
    'recruiters',
    'recruiters/:recruiterId',
  ],
  recruiter: [
    'dashboard',
    'candidate',
    'requirements',
    'careers',
    'register-candidate',
    'register-candidate/:jobId',
    'edit-candidate',
    'analytics',
    'profile-analysis',
    'sop-incentives',
    'peer-assigned-profiles',
    'talent-pool',
    'clients',
    'clients/:clientId',
    'recruiters',
    'recruiters/:recruiterId',
  ],
  leadership: [
    'dashboard',
    'candidates',
    'jobs',
    'jobs-overview',
    'managers',
    'recruiters',
    'recruiters/:recruiterId',
    'clients',
    'clients/:clientId',
    'analytics',
    'reports',
    'user-management',
    'settings',
    'security',
  ],
};

/** Home of each role for `/` and `/dashboard`, and for `/candidate` (SPEC §2). */
const ROLE_HOME: Readonly<Record<Role, { dashboard: string; candidate: string }>> = {
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
  return isRole(role) ? ROLE_HOME[role][entry] : LOGIN_ROUTE;
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
  return ROLE_ROUTES[prefix].some((pattern) => matches(pattern, tail)) ? [prefix] : [];
}

export type PathKind = 'public' | 'entry' | 'shared' | 'role' | 'unauthorized' | 'unknown';

export function classifyPath(path: string): PathKind {
  const p = normalizePath(path);
  if ((PUBLIC_ROUTES as readonly string[]).includes(p)) return 'public';
  if ((ENTRY_ROUTES as readonly string[]).includes(p)) return 'entry';
  if ((SHARED_ROUTES as readonly string[]).includes(p)) return 'shared';
  if (p === UNAUTHORIZED_ROUTE) return 'unauthorized';
  if (rolesForPath(p).length > 0) return 'role';
  return 'unknown';
}
