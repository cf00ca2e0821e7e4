import type { LiveEventType } from '@hrportal/api-client/contract';

/** Sidebar items that light a red dot on live updates (SPEC §2 "Shell"). */
export const liveDotMenus = [
  'candidateRepository',
  'peerAssignedProfiles',
  'jobListing',
  'assignedRequirements',
  'analytics',
] as const;
/** One of {@link liveDotMenus}. */
export type LiveDotMenu = (typeof liveDotMenus)[number];

/** Which dots are lit. */
export type LiveDots = Readonly<Record<LiveDotMenu, boolean>>;

/** No dot lit. */
export const noLiveDots: LiveDots = {
  candidateRepository: false,
  peerAssignedProfiles: false,
  jobListing: false,
  assignedRequirements: false,
  analytics: false,
};

/** The menus an event type lights. */
export function menusForEvent(type: LiveEventType | string): LiveDotMenu[] {
  if (type.startsWith('candidate_')) return ['candidateRepository', 'analytics'];
  if (type.startsWith('peer_review_') || type === 'profile_update') {
    return ['peerAssignedProfiles', 'candidateRepository'];
  }
  if (type.startsWith('job_')) return ['jobListing', 'assignedRequirements', 'analytics'];
  if (type.includes('target')) return ['analytics'];
  return [];
}

/** Dots after an event arrived. Same object when nothing changes (no re-render). */
export function lightDots(dots: LiveDots, type: LiveEventType | string): LiveDots {
  const menus = menusForEvent(type).filter((menu) => !dots[menu]);
  if (!menus.length) return dots;
  const next = { ...dots };
  for (const menu of menus) next[menu] = true;
  return next;
}

/** Dots after the user visited `menu`. */
export function clearDot(dots: LiveDots, menu: LiveDotMenu): LiveDots {
  return dots[menu] ? { ...dots, [menu]: false } : dots;
}
