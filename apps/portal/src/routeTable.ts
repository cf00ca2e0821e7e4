/**
 * Every route of SPEC §2, for every role, in one table. `screen` names what renders it: a built
 * screen, or `unavailable` — an honest "not available yet" page naming the screen (never fake
 * data). The README feature table lists the same split.
 */

/** Who may open a route: one role, or `shared` (any signed-in role). */
type RouteAccess = 'manager' | 'recruiter' | 'leadership' | 'shared';

/** The screens the portal builds for real. */
type BuiltScreen =
  | 'dashboard'
  | 'candidates'
  | 'talentPool'
  | 'peerReview'
  | 'userAccounts'
  | 'helpSupport'
  | 'changePassword'
  | 'jobs';

/** One row of the route table. */
export interface PortalRoute {
  /** Path under the role prefix, as React Router writes it (`:jobId` for parameters). */
  path: string;
  access: RouteAccess;
  /** The screen's name, shown as the page title and on the "not available yet" page. */
  title: string;
  screen: BuiltScreen | 'unavailable';
}

const r = (
  access: RouteAccess,
  path: string,
  title: string,
  screen: PortalRoute['screen'] = 'unavailable',
): PortalRoute => ({ access, path, title, screen });

/** Every signed-in route of §2 (public ones — login, register, forgot password, OTP — apart). */
export const portalRoutes: readonly PortalRoute[] = [
  // Any signed-in role.
  r('shared', '/change-password', 'Change Password', 'changePassword'),
  r('shared', '/calendar', 'Calendar'),
  r('shared', '/register-candidate', 'Register Candidate'),
  r('shared', '/help-and-support', 'Help & Support', 'helpSupport'),

  // Manager.
  r('manager', '/manager/dashboard', 'Dashboard', 'dashboard'),
  r('manager', '/manager/candidate', 'Candidate Repository', 'candidates'),
  r('manager', '/manager/talent-pool', 'Candidate Pool', 'talentPool'),
  r('manager', '/manager/job-listing', 'Job Listing', 'jobs'),
  r('manager', '/manager/filter-candidates', 'Filter Candidates'),
  r('manager', '/manager/careers', 'Careers'),
  r('manager', '/manager/jobs-overview', 'Jobs Overview'),
  r('manager', '/manager/jobs-overview/:jobId', 'Job Detail'),
  r('manager', '/manager/job-assignments', 'Job Assignments'),
  r('manager', '/manager/edit-job/:jobId', 'Edit Job'),
  r('manager', '/manager/register-candidate', 'Register Candidate'),
  r('manager', '/manager/register-candidate/:jobId', 'Register Candidate'),
  r('manager', '/manager/edit-candidate', 'Edit Candidate'),
  r('manager', '/manager/profile-transfer', 'Profile Transfer'),
  r('manager', '/manager/analytics', 'Analytics'),
  r('manager', '/manager/user-accounts', 'User Accounts', 'userAccounts'),
  r('manager', '/manager/sop-incentives', 'SOP & Incentives'),
  r('manager', '/manager/profile-analysis', 'Profile Analysis'),
  r('manager', '/manager/peer-assigned-profiles', 'Peer Assigned Profiles', 'peerReview'),
  r('manager', '/manager/clients', 'Clients'),
  r('manager', '/manager/clients/:clientId', 'Client Detail'),
  r('manager', '/manager/recruiters', 'Recruiters'),
  r('manager', '/manager/recruiters/:recruiterId', 'Recruiter Detail'),

  // Recruiter.
  r('recruiter', '/recruiter/dashboard', 'Dashboard', 'dashboard'),
  r('recruiter', '/recruiter/candidate', 'Candidate Repository', 'candidates'),
  r('recruiter', '/recruiter/requirements', 'Assigned Requirements', 'jobs'),
  r('recruiter', '/recruiter/careers', 'Careers'),
  r('recruiter', '/recruiter/register-candidate', 'Register Candidate'),
  r('recruiter', '/recruiter/register-candidate/:jobId', 'Register Candidate'),
  r('recruiter', '/recruiter/edit-candidate', 'Edit Candidate'),
  r('recruiter', '/recruiter/analytics', 'Analytics'),
  r('recruiter', '/recruiter/profile-analysis', 'Profile Analysis'),
  r('recruiter', '/recruiter/sop-incentives', 'SOP & Incentives'),
  r('recruiter', '/recruiter/peer-assigned-profiles', 'Peer Assigned Profiles', 'peerReview'),
  r('recruiter', '/recruiter/talent-pool', 'Candidate Pool', 'talentPool'),
  r('recruiter', '/recruiter/clients', 'Clients'),
  r('recruiter', '/recruiter/clients/:clientId', 'Client Detail'),
  r('recruiter', '/recruiter/recruiters', 'Recruiters'),
  r('recruiter', '/recruiter/recruiters/:recruiterId', 'Recruiter Detail'),

  // Leadership.
  r('leadership', '/leadership/dashboard', 'Dashboard', 'dashboard'),
  r('leadership', '/leadership/candidates', 'Candidates', 'candidates'),
  r('leadership', '/leadership/jobs', 'Jobs', 'jobs'),
  r('leadership', '/leadership/jobs-overview', 'Jobs Overview'),
  r('leadership', '/leadership/managers', 'Managers'),
  r('leadership', '/leadership/recruiters', 'Recruiters'),
  r('leadership', '/leadership/recruiters/:recruiterId', 'Recruiter Detail'),
  r('leadership', '/leadership/clients', 'Clients'),
  r('leadership', '/leadership/clients/:clientId', 'Client Detail'),
  r('leadership', '/leadership/analytics', 'Analytics & Reports'),
  r('leadership', '/leadership/reports', 'Analytics & Reports'),
  r('leadership', '/leadership/user-management', 'User Accounts', 'userAccounts'),
  r('leadership', '/leadership/settings', 'User Accounts', 'userAccounts'),
  r('leadership', '/leadership/security', 'User Accounts', 'userAccounts'),
];
