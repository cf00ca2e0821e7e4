import * as dashboard from '../dashboard';
import { defineArea } from './define';

/**
 * The dashboards' read (issue 21): what needs the caller now.
 *
 * @example
 * ```ts
 * dashboardEndpoints.myTasks.path; // '/my_tasks'
 * ```
 */
export const dashboardEndpoints = defineArea('dashboard', {
  /** Peer reviews waiting, stuck candidates, jobs without submissions this week, recent activity. */
  myTasks: {
    method: 'GET',
    path: '/my_tasks',
    summary: 'What needs me now: reviews, stuck candidates, idle jobs, recent activity',
    origin: 'ours',
    objectAccess: ['filtered'],
    query: dashboard.MyTasksQuery,
    response: dashboard.MyTasksResponse,
  },
});
