import type { HrPortalClient, Session } from '@hrportal/api-client';
import { guardRoute, type RouteId, routeTable } from '@hrportal/shell/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prefetchCandidates } from './features/candidates/firstPage';
import { prefetchDashboard } from './features/dashboard/queries';
import { SCREENS } from './screens';

/** Starts a screen's first queries into the cache (`search`: the address's query string). */
type Prefetch = (
  client: HrPortalClient,
  queryClient: QueryClient,
  session: Session,
  search: URLSearchParams,
) => void;

/**
 * What a screen reads first, by screen (an entry of SCREENS, so every route that shows the screen
 * has it): fetched while the start-up splash shows and the screen's chunk loads, instead of after
 * both (issue 24). The screen's own queries are the same, so they find the answers in the cache.
 */
const firstData = new Map<unknown, Prefetch>([
  [SCREENS['/manager/dashboard'], prefetchDashboard],
  [SCREENS['/manager/candidate'], prefetchCandidates(false)],
  [SCREENS['/manager/talent-pool'], prefetchCandidates(true)],
]);

/**
 * Prefetches the first data of the screen the portal is starting on: `location`'s path after the
 * route guard's redirects (`/` → the role's home), only where the guard lets this session in.
 */
export function prefetchStartRoute(
  location: { pathname: string; search: string },
  session: Session,
  client: HrPortalClient,
  queryClient: QueryClient,
) {
  const { pathname } = location;
  const guard = (path: string) => guardRoute(path, { signedIn: true, role: session.userRole });
  const first = guard(pathname);
  const path = first.kind === 'allow' ? pathname : first.to;
  if (path !== pathname && guard(path).kind !== 'allow') return;
  const route = routeTable.find((r) => matchPath(r.path, path));
  const screen = route ? SCREENS[route.path as RouteId] : undefined;
  const search = new URLSearchParams(path === pathname ? location.search : '');
  firstData.get(screen)?.(client, queryClient, session, search);
}
