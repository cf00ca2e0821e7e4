import type { HrPortalClient } from '@hrportal/api-client';
import { guardRoute, type RouteId, routeTable } from '@hrportal/shell/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prefetchDashboard } from './features/dashboard/queries';
import { SCREENS } from './screens';

/** Starts a screen's first queries into the cache. */
type Prefetch = (client: HrPortalClient, queryClient: QueryClient, userId: number) => void;

/**
 * What a screen reads first, by screen (an entry of SCREENS, so every route that shows the screen
 * has it): fetched while the start-up splash shows and the screen's chunk loads, instead of after
 * both (issue 24). The screen's own queries are the same, so they find the answers in the cache.
 */
const firstData = new Map<unknown, Prefetch>([[SCREENS['/manager/dashboard'], prefetchDashboard]]);

/**
 * Prefetches the first data of the screen the portal is starting on: `pathname` after the route
 * guard's redirects (`/` → the role's home), only where the guard lets this session in.
 */
export function prefetchStartRoute(
  pathname: string,
  session: { userId: number; role: string },
  client: HrPortalClient,
  queryClient: QueryClient,
) {
  const guard = (path: string) => guardRoute(path, { signedIn: true, role: session.role });
  const first = guard(pathname);
  const path = first.kind === 'allow' ? pathname : first.to;
  if (path !== pathname && guard(path).kind !== 'allow') return;
  const route = routeTable.find((r) => matchPath(r.path, path));
  const screen = route ? SCREENS[route.path as RouteId] : undefined;
  firstData.get(screen)?.(client, queryClient, session.userId);
}
