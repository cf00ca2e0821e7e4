import type { LiveDotMenu } from '@hrportal/react';

/** One sidebar item. */
export interface SidebarItem {
  label: string;
  to: string;
  /** The live-update red dot it carries (SPEC §2). */
  dot?: LiveDotMenu;
  /** Shown to peer reviewers only (SPEC §6). */
  peerOnly?: boolean;
}

const manager: SidebarItem[] = [
  { label: 'Dashboard', to: '/manager/dashboard' },
  { label: 'Candidate Repository', to: '/manager/candidate', dot: 'candidateRepository' },
  { label: 'Candidate Pool', to: '/manager/talent-pool' },
  { label: 'Job Listing', to: '/manager/job-listing', dot: 'jobListing' },
  { label: 'Filter Candidates', to: '/manager/filter-candidates' },
  { label: 'Careers', to: '/manager/careers' },
  { label: 'Jobs Overview', to: '/manager/jobs-overview' },
  { label: 'Job Assignments', to: '/manager/job-assignments' },
  { label: 'Register Candidate', to: '/manager/register-candidate' },
  { label: 'Profile Transfer', to: '/manager/profile-transfer' },
  { label: 'Analytics', to: '/manager/analytics', dot: 'analytics' },
  { label: 'User Accounts', to: '/manager/user-accounts' },
  { label: 'SOP & Incentives', to: '/manager/sop-incentives' },
  { label: 'Profile Analysis', to: '/manager/profile-analysis' },
  {
    label: 'Peer Assigned Profiles',
    to: '/manager/peer-assigned-profiles',
    dot: 'peerAssignedProfiles',
    peerOnly: true,
  },
  { label: 'Clients', to: '/manager/clients' },
  { label: 'Recruiters', to: '/manager/recruiters' },
  { label: 'Calendar', to: '/calendar' },
];

const recruiter: SidebarItem[] = [
  { label: 'Dashboard', to: '/recruiter/dashboard' },
  { label: 'Candidate Repository', to: '/recruiter/candidate', dot: 'candidateRepository' },
  { label: 'Assigned Requirements', to: '/recruiter/requirements', dot: 'assignedRequirements' },
  { label: 'Register Candidate', to: '/recruiter/register-candidate' },
  { label: 'Analytics', to: '/recruiter/analytics', dot: 'analytics' },
  { label: 'Profile Analysis', to: '/recruiter/profile-analysis' },
  { label: 'SOP & Incentives', to: '/recruiter/sop-incentives' },
  {
    label: 'Peer Assigned Profiles',
    to: '/recruiter/peer-assigned-profiles',
    dot: 'peerAssignedProfiles',
    peerOnly: true,
  },
  { label: 'Candidate Pool', to: '/recruiter/talent-pool' },
  { label: 'Clients', to: '/recruiter/clients' },
  { label: 'Recruiters', to: '/recruiter/recruiters' },
  { label: 'Calendar', to: '/calendar' },
];

const leadership: SidebarItem[] = [
  { label: 'Dashboard', to: '/leadership/dashboard' },
  { label: 'Candidates', to: '/leadership/candidates', dot: 'candidateRepository' },
  { label: 'Jobs', to: '/leadership/jobs', dot: 'jobListing' },
  { label: 'Jobs Overview', to: '/leadership/jobs-overview' },
  { label: 'Managers', to: '/leadership/managers' },
  { label: 'Recruiters', to: '/leadership/recruiters' },
  { label: 'Clients', to: '/leadership/clients' },
  { label: 'Analytics & Reports', to: '/leadership/analytics', dot: 'analytics' },
  { label: 'User Management', to: '/leadership/user-management' },
  { label: 'Calendar', to: '/calendar' },
];

/** The sidebar of a role (SPEC §2); an unknown role gets the recruiter's. */
export function sidebarFor(
  role: string | null | undefined,
  isPeerReviewer: boolean,
): SidebarItem[] {
  const items = role === 'manager' ? manager : role === 'leadership' ? leadership : recruiter;
  return items.filter((item) => !item.peerOnly || isPeerReviewer);
}
