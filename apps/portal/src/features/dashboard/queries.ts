import type { HrPortalClient, Session } from '@hrportal/api-client';
import type { TargetProgressQuery } from '@hrportal/api-client/contract';
import { meetingQueries } from '@hrportal/react';
import type { QueryClient } from '@tanstack/react-query';
import { targetProgressQuery } from '../targets/useTargetProgress';

/** The dashboard's "My tasks" (tasks stuck for a week count as stuck). A summary: events refetch it. */
export const tasksQuery = (client: HrPortalClient, userId: number | undefined) => ({
  queryKey: ['dashboard', 'tasks', userId],
  meta: { summary: true },
  queryFn: () => client.dashboard.tasks({ stuck_days: 7 }),
});

/** The dashboard's week against its targets. */
export const weekQuery: TargetProgressQuery = { period: 'weekly' };

/**
 * Starts what a dashboard reads first — my tasks, the week's targets, the meetings — into the
 * cache, before the dashboard's chunk has arrived (the portal calls it while its start-up splash
 * shows, issue 24). The screen's own queries are these, so it finds them in flight or answered.
 */
export function prefetchDashboard(
  client: HrPortalClient,
  queryClient: QueryClient,
  { userId }: Pick<Session, 'userId'>,
) {
  void queryClient.prefetchQuery(tasksQuery(client, userId));
  void queryClient.prefetchQuery(targetProgressQuery(client, userId, weekQuery));
  for (const query of meetingQueries(client, userId)) void queryClient.prefetchQuery(query);
}
