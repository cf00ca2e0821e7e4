import type { Role } from '@hrportal/api-client/contract';
import type { RouteAccess } from '../routeTable';

/** Where a signed-in role lands (SPEC §2 entry redirects). */
export function homeFor(
  role: Role | string | null | undefined,
  entry: 'home' | 'candidate' = 'home',
): string {
  switch (role) {
    case 'manager':
      return entry === 'candidate' ? '/manager/candidate' : '/manager/dashboard';
    case 'recruiter':
      return entry === 'candidate' ? '/recruiter/candidate' : '/recruiter/dashboard';
    case 'leadership':
      return entry === 'candidate' ? '/leadership/candidates' : '/leadership/dashboard';
    default:
      return '/login';
  }
}

/** The outcome of the route guard. */
export type GuardResult = { allow: true } | { allow: false; redirect: string };

/**
 * SPEC §6 guard: not signed in → `/login`; a role not allowed → `/unauthorized`, except that
 * leadership may enter routes that allow manager; shared routes open to every signed-in role.
 */
export function guardRoute(role: Role | null | undefined, access: RouteAccess): GuardResult {
  if (!role) return { allow: false, redirect: '/login' };
  if (access === 'shared' || access === role) return { allow: true };
  if (access === 'manager' && role === 'leadership') return { allow: true };
  return { allow: false, redirect: '/unauthorized' };
}

/** The name as the user menu shows it: cut at 20 characters with an ellipsis (SPEC §2). */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > 20 ? `${trimmed.slice(0, 20)}…` : trimmed;
}
