import { isRole, type Role } from './routes';

/** Live-update red-dot keys (SPEC §2 Shell). */
export type RedDotKey =
  | 'candidateRepository'
  | 'peerAssignedProfiles'
  | 'jobListing'
  | 'assignedRequirements'
  | 'analytics';

export interface SidebarItem {
  id: string;
  label: string;
  /** Route to navigate to; absent for action items (the AI assistant). */
  path?: string;
  /** Action items open something instead of navigating. */
  action?: 'ai-assistant';
  /** Red-dot key when the item shows live-update dots. */
  dot?: RedDotKey;
  /** Extra paths that also mark this item active. */
  activeAlso?: readonly string[];
  /** Shown to peer reviewers only (SPEC §6: only they see peer-assigned profiles). */
  peerOnly?: boolean;
}

/** The shared Calendar page (SPEC §2, any signed-in role), last in every sidebar. */
const CALENDAR: SidebarItem = { id: 'calendar', label: 'Calendar', path: '/calendar' };

const MANAGER: readonly SidebarItem[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/manager/dashboard' },
  {
    id: 'candidate',
    label: 'Candidate Repository',
    path: '/manager/candidate',
    dot: 'candidateRepository',
  },
  { id: 'talent-pool', label: 'Candidate Pool', path: '/manager/talent-pool' },
  { id: 'job-listing', label: 'Job Listing', path: '/manager/job-listing', dot: 'jobListing' },
  { id: 'filter-candidates', label: 'Filter Candidates', path: '/manager/filter-candidates' },
  { id: 'careers', label: 'Careers', path: '/manager/careers' },
  { id: 'jobs-overview', label: 'Jobs Overview', path: '/manager/jobs-overview' },
  { id: 'job-assignments', label: 'Job Assignments', path: '/manager/job-assignments' },
  { id: 'register-candidate', label: 'Register Candidate', path: '/manager/register-candidate' },
  { id: 'profile-transfer', label: 'Profile Transfer', path: '/manager/profile-transfer' },
  { id: 'analytics', label: 'Analytics', path: '/manager/analytics', dot: 'analytics' },
  { id: 'user-accounts', label: 'User Accounts', path: '/manager/user-accounts' },
  { id: 'sop-incentives', label: 'SOP & Incentives', path: '/manager/sop-incentives' },
  { id: 'profile-analysis', label: 'Profile Analysis', path: '/manager/profile-analysis' },
  {
    id: 'peer-assigned-profiles',
    label: 'Peer Assigned Profiles',
    path: '/manager/peer-assigned-profiles',
    dot: 'peerAssignedProfiles',
    peerOnly: true,
  },
  { id: 'clients', label: 'Clients', path: '/manager/clients' },
  { id: 'recruiters', label: 'Recruiters', path: '/manager/recruiters' },
  CALENDAR,
  { id: 'ai-assistant', label: 'AI Interaction Assistance', action: 'ai-assistant' },
];

const RECRUITER: readonly SidebarItem[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/recruiter/dashboard' },
  {
    id: 'candidate',
    label: 'Candidate Repository',
    path: '/recruiter/candidate',
    dot: 'candidateRepository',
  },
  {
    id: 'requirements',
    label: 'Assigned Requirements',
    path: '/recruiter/requirements',
    dot: 'assignedRequirements',
  },
  { id: 'register-candidate', label: 'Register Candidate', path: '/recruiter/register-candidate' },
  { id: 'analytics', label: 'Analytics', path: '/recruiter/analytics', dot: 'analytics' },
  { id: 'profile-analysis', label: 'Profile Analysis', path: '/recruiter/profile-analysis' },
  { id: 'sop-incentives', label: 'SOP & Incentives', path: '/recruiter/sop-incentives' },
  {
    id: 'peer-assigned-profiles',
    label: 'Peer Assigned Profiles',
    path: '/recruiter/peer-assigned-profiles',
    dot: 'peerAssignedProfiles',
    peerOnly: true,
  },
  { id: 'talent-pool', label: 'Candidate Pool', path: '/recruiter/talent-pool' },
  { id: 'clients', label: 'Clients', path: '/recruiter/clients' },
  { id: 'recruiters', label: 'Recruiters', path: '/recruiter/recruiters' },
  CALENDAR,
];

const LEADERSHIP: readonly SidebarItem[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    path: '/leadership/dashboard',
    activeAlso: ['/leadership/clients', '/leadership/recruiters'],
  },
  {
    id: 'candidates',
    label: 'Candidate Repository',
    path: '/leadership/candidates',
    dot: 'candidateRepository',
  },
  { id: 'jobs', label: 'Job Listing', path: '/leadership/jobs', dot: 'jobListing' },
  { id: 'jobs-overview', label: 'Jobs Overview', path: '/leadership/jobs-overview' },
  { id: 'managers', label: 'Managers', path: '/leadership/managers' },
  { id: 'analytics', label: 'Analytics', path: '/leadership/analytics', dot: 'analytics' },
  { id: 'user-management', label: 'User Management', path: '/leadership/user-management' },
  CALENDAR,
];

/** Options of {@link sidebarItems}. */
export interface SidebarOptions {
  /** The user is a peer reviewer: Peer Assigned Profiles shows. @default false */
  peerReviewer?: boolean;
}

const withoutPeerItems = (items: readonly SidebarItem[]) => items.filter((i) => !i.peerOnly);
const LISTS: Readonly<
  Record<Role, { peer: readonly SidebarItem[]; other: readonly SidebarItem[] }>
> = {
  manager: { peer: MANAGER, other: withoutPeerItems(MANAGER) },
  recruiter: { peer: RECRUITER, other: withoutPeerItems(RECRUITER) },
  leadership: { peer: LEADERSHIP, other: withoutPeerItems(LEADERSHIP) },
};

/**
 * Sidebar items of a role (SPEC §2); an unknown role gets the recruiter sidebar. Peer Assigned
 * Profiles shows to peer reviewers only (SPEC §6). The same array comes back for the same
 * arguments, so it can be a memo dependency.
 *
 * @example
 * sidebarItems('manager', { peerReviewer: true }).map((item) => item.label);
 */
export function sidebarItems(
  role: string | null | undefined,
  { peerReviewer = false }: SidebarOptions = {},
): readonly SidebarItem[] {
  const lists = LISTS[isRole(role) ? role : 'recruiter'];
  return peerReviewer ? lists.peer : lists.other;
}

/** Whether `item` is the active one for `currentPath` (exact, below it, or an `activeAlso` path). */
export function isItemActive(item: SidebarItem, currentPath: string): boolean {
  const paths = [item.path, ...(item.activeAlso ?? [])].filter((p): p is string => Boolean(p));
  return paths.some((p) => currentPath === p || currentPath.startsWith(`${p}/`));
}
