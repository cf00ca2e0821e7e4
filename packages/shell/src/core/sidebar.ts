import { type AppRoute, type RouteNav, routesFor } from './route-table';
import { isRole, type Role } from './routes';

/** One sidebar entry: a route row's `nav` (dot, `activeAlso`, `peerOnly`) with its id and label. */
export interface SidebarItem extends Omit<RouteNav, 'label'> {
  id: string;
  label: string;
  /** Route to navigate to; absent for action items (the AI assistant). */
  path?: string;
  /** Action items open something instead of navigating. */
  action?: 'ai-assistant';
}

/** Sidebar items that open something instead of a route, after the route items (SPEC §2). */
const actionItems: Readonly<Record<Role, readonly SidebarItem[]>> = {
  manager: [{ id: 'ai-assistant', label: 'AI Interaction Assistance', action: 'ai-assistant' }],
  recruiter: [],
  leadership: [],
};

/** A route row's item: id = the path's last segment, label = `nav.label` or the title. */
function itemOf({ path, title, nav = {} }: AppRoute): SidebarItem {
  const { label = title, ...rest } = nav;
  return { id: path.slice(path.lastIndexOf('/') + 1), label, path, ...rest };
}

const withNav = (routes: readonly AppRoute[]) => routes.filter((r) => r.nav).map(itemOf);

/** A role's full list: its own routes with an item, then the shared ones, then its actions. */
const itemsOf = (role: Role): readonly SidebarItem[] => [
  ...withNav(routesFor(role)),
  ...withNav(routesFor('shared')),
  ...actionItems[role],
];

/** Options of {@link sidebarItems}. */
export interface SidebarOptions {
  /** The user is a peer reviewer: Peer Assigned Profiles shows. @default false */
  peerReviewer?: boolean;
}

const withoutPeerItems = (items: readonly SidebarItem[]) => items.filter((i) => !i.peerOnly);
const listsOf = (role: Role) => {
  const peer = itemsOf(role);
  return { peer, other: withoutPeerItems(peer) };
};
const listsByRole: Readonly<
  Record<Role, { peer: readonly SidebarItem[]; other: readonly SidebarItem[] }>
> = {
  manager: listsOf('manager'),
  recruiter: listsOf('recruiter'),
  leadership: listsOf('leadership'),
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
  const lists = listsByRole[isRole(role) ? role : 'recruiter'];
  return peerReviewer ? lists.peer : lists.other;
}

/** Whether `item` is the active one for `currentPath` (exact, below it, or an `activeAlso` path). */
export function isItemActive(item: SidebarItem, currentPath: string): boolean {
  const paths = [item.path, ...(item.activeAlso ?? [])].filter((p): p is string => Boolean(p));
  return paths.some((p) => currentPath === p || currentPath.startsWith(`${p}/`));
}
