import type { Role } from './routes';

/**
 * Every route of SPEC §2, once: the guard (`classifyPath`, `rolesForPath`), the role sidebars
 * (`sidebarItems`) and a host's router (the portal's screen map, its "not available yet" page,
 * the README's screen table) all read this table. To add a route, add a row here; to give it a
 * sidebar item, give the row a `nav`.
 */

/** Live-update red-dot keys (SPEC §2 Shell). */
export type RedDotKey =
  | 'candidateRepository'
  | 'peerAssignedProfiles'
  | 'jobListing'
  | 'assignedRequirements'
  | 'analytics';

/**
 * Who may open a route: nobody signed in needed (`public`: the sign-in pages, which send a
 * signed-in user home), anyone whether signed in or not (`open`: the public careers board), any
 * signed-in role (`shared`), or one role.
 */
export type RouteAccess = 'public' | 'open' | 'shared' | Role;

/** A route's sidebar item. Items show in table order, the shared ones after the role's own. */
export interface RouteNav {
  /** The item's text when it is not the route's title. */
  label?: string;
  /** Red-dot key when the item shows live-update dots. */
  dot?: RedDotKey;
  /** Extra paths that also mark this item active. */
  activeAlso?: readonly string[];
  /** Shown to peer reviewers only (SPEC §6: only they see peer-assigned profiles). */
  peerOnly?: boolean;
}

/** One row of {@link routeTable}. */
export interface AppRoute<P extends string = string> {
  /** The full path pattern (`:param` = one segment); it is also the route's id. */
  path: P;
  access: RouteAccess;
  /** The screen's name: the page title, and what the "not available yet" page names. */
  title: string;
  /** The sidebar item, when the route has one. */
  nav?: RouteNav;
}

const route = <P extends string>(
  access: RouteAccess,
  path: P,
  title: string,
  nav?: RouteNav,
): AppRoute<P> => (nav ? { path, access, title, nav } : { path, access, title });

/** Every route of SPEC §2 (the entry redirects and `/unauthorized` are the guard's own). */
export const routeTable = [
  // Public.
  route('public', '/login', 'Login'),
  route('public', '/register', 'Register'),
  route('public', '/forgotpassword', 'Forgot Password'),
  route('public', '/otp', 'OTP'),
  // Open to anyone, signed in or not: the public careers board and a job's page with its form.
  route('open', '/careers', 'Careers Board'),
  route('open', '/careers/:jobId', 'Job Opening'),

  // Any signed-in role. Calendar is the last item of every sidebar (the user menu holds the rest).
  route('shared', '/change-password', 'Change Password'),
  route('shared', '/calendar', 'Calendar', {}),
  route('shared', '/register-candidate', 'Register Candidate'),
  route('shared', '/help-and-support', 'Help & Support'),

  // Manager.
  route('manager', '/manager/dashboard', 'Dashboard', {}),
  route('manager', '/manager/candidate', 'Candidate Repository', { dot: 'candidateRepository' }),
  route('manager', '/manager/talent-pool', 'Candidate Pool', {}),
  route('manager', '/manager/job-listing', 'Job Listing', { dot: 'jobListing' }),
  route('manager', '/manager/filter-candidates', 'Filter Candidates', {}),
  route('manager', '/manager/careers', 'Careers', {}),
  route('manager', '/manager/jobs-overview', 'Jobs Overview', {}),
  route('manager', '/manager/jobs-overview/:jobId', 'Job Detail'),
  route('manager', '/manager/job-assignments', 'Job Assignments', {}),
  route('manager', '/manager/edit-job/:jobId', 'Edit Job'),
  route('manager', '/manager/register-candidate', 'Register Candidate', {}),
  route('manager', '/manager/register-candidate/:jobId', 'Register Candidate'),
  route('manager', '/manager/edit-candidate', 'Edit Candidate'),
  route('manager', '/manager/profile-transfer', 'Profile Transfer', {}),
  route('manager', '/manager/analytics', 'Analytics', { dot: 'analytics' }),
  route('manager', '/manager/user-accounts', 'User Accounts', {}),
  route('manager', '/manager/sop-incentives', 'SOP & Incentives', {}),
  route('manager', '/manager/profile-analysis', 'Profile Analysis', {}),
  route('manager', '/manager/peer-assigned-profiles', 'Peer Assigned Profiles', {
    dot: 'peerAssignedProfiles',
    peerOnly: true,
  }),
  route('manager', '/manager/clients', 'Clients', {}),
  route('manager', '/manager/clients/:clientId', 'Client Detail'),
  route('manager', '/manager/recruiters', 'Recruiters', {}),
  route('manager', '/manager/recruiters/:recruiterId', 'Recruiter Detail'),

  // Recruiter.
  route('recruiter', '/recruiter/dashboard', 'Dashboard', {}),
  route('recruiter', '/recruiter/candidate', 'Candidate Repository', {
    dot: 'candidateRepository',
  }),
  route('recruiter', '/recruiter/requirements', 'Assigned Requirements', {
    dot: 'assignedRequirements',
  }),
  route('recruiter', '/recruiter/careers', 'Careers'),
  route('recruiter', '/recruiter/register-candidate', 'Register Candidate', {}),
  route('recruiter', '/recruiter/register-candidate/:jobId', 'Register Candidate'),
  route('recruiter', '/recruiter/edit-candidate', 'Edit Candidate'),
  route('recruiter', '/recruiter/analytics', 'Analytics', { dot: 'analytics' }),
  route('recruiter', '/recruiter/profile-analysis', 'Profile Analysis', {}),
  route('recruiter', '/recruiter/sop-incentives', 'SOP & Incentives', {}),
  route('recruiter', '/recruiter/peer-assigned-profiles', 'Peer Assigned Profiles', {
    dot: 'peerAssignedProfiles',
    peerOnly: true,
  }),
  route('recruiter', '/recruiter/talent-pool', 'Candidate Pool', {}),
  route('recruiter', '/recruiter/clients', 'Clients', {}),
  route('recruiter', '/recruiter/clients/:clientId', 'Client Detail'),
  route('recruiter', '/recruiter/recruiters', 'Recruiters', {}),
  route('recruiter', '/recruiter/recruiters/:recruiterId', 'Recruiter Detail'),

  // Leadership. Its candidates and jobs items carry the names §2 puts red dots on; Clients and
  // Recruiters have no item (§2 makes Dashboard the active one there).
  route('leadership', '/leadership/dashboard', 'Dashboard', {
    activeAlso: ['/leadership/clients', '/leadership/recruiters'],
  }),
  route('leadership', '/leadership/candidates', 'Candidates', {
    label: 'Candidate Repository',
    dot: 'candidateRepository',
  }),
  route('leadership', '/leadership/jobs', 'Jobs', { label: 'Job Listing', dot: 'jobListing' }),
  route('leadership', '/leadership/jobs-overview', 'Jobs Overview', {}),
  route('leadership', '/leadership/managers', 'Managers', {}),
  route('leadership', '/leadership/recruiters', 'Recruiters'),
  route('leadership', '/leadership/recruiters/:recruiterId', 'Recruiter Detail'),
  route('leadership', '/leadership/clients', 'Clients'),
  route('leadership', '/leadership/clients/:clientId', 'Client Detail'),
  route('leadership', '/leadership/analytics', 'Analytics & Reports', {
    label: 'Analytics',
    dot: 'analytics',
  }),
  route('leadership', '/leadership/reports', 'Analytics & Reports'),
  route('leadership', '/leadership/user-management', 'User Accounts', {
    label: 'User Management',
  }),
  route('leadership', '/leadership/settings', 'User Accounts'),
  // SPEC §2 has security share the user accounts page; issue 16 gives it the audit trail and the
  // sessions, so it has a title of its own.
  route('leadership', '/leadership/security', 'Security'),
] as const;

/** A route's id: its path pattern, as written in {@link routeTable}. */
export type RouteId = (typeof routeTable)[number]['path'];

/** The rows of one access kind, in table order. */
export function routesFor(access: RouteAccess): readonly AppRoute<RouteId>[] {
  return routeTable.filter((r) => r.access === access);
}
