import {
  classifyPath,
  isRole,
  loginRoute,
  normalizePath,
  roleHome,
  rolesForPath,
  unauthorizedRoute,
} from './routes';

/** What the guard needs to know about the visitor: nothing when signed out. */
export interface GuardSession {
  signedIn: boolean;
  /** Any string: an unknown role is handled, never thrown on. */
  role?: string | null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * Route guard (SPEC §2, §6): public and open pages (the careers board) let anyone in; not signed in → /login; a role not allowed → /unauthorized, except
 * leadership may enter manager routes; shared pages open to every signed-in role; `/`,
 * `/dashboard` and `/candidate` lead to the role's home (unknown role → /login); unknown paths → `/`.
 */
export function guardRoute(path: string, session: GuardSession): GuardDecision {
  const p = normalizePath(path);
  const kind = classifyPath(p);
  if (kind === 'public' || kind === 'open') return allow;
  if (kind === 'unknown') return redirect('/');
  if (!session.signedIn) return redirect(loginRoute);
  const role = session.role;
  if (kind === 'entry')
    return redirect(roleHome(role, p === '/candidate' ? 'candidate' : 'dashboard'));
  if (kind === 'shared' || kind === 'unauthorized') return allow;
  const owners = rolesForPath(p);
  if (isRole(role) && owners.includes(role)) return allow;
  if (role === 'leadership' && owners.includes('manager')) return allow;
  return redirect(unauthorizedRoute);
}
