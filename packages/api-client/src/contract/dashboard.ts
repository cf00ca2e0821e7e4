import * as z from 'zod';
import { LiveEvent } from './liveFeed';
import { StatusCounts } from './org';
import { Id } from './primitives';

/**
 * Query of `GET /my_tasks`: how many days without a change make a candidate "stuck" (1–90,
 * default 7).
 *
 * @example
 * ```ts
 * MyTasksQuery.parse({ stuck_days: '10' });
 * ```
 */
export const MyTasksQuery = z.object({
  stuck_days: z.coerce.number().int().min(1).max(90).default(7),
});
/** Query of my tasks. @example `const q: MyTasksQuery = {};` */
export type MyTasksQuery = z.input<typeof MyTasksQuery>;

/**
 * Answer of `GET /my_tasks` (issue 21, the dashboards): what needs the caller now — peer reviews
 * waiting for them, candidates with no change for `stuck_days` in a stage that is not final
 * (not Onboarded, Dropped or Duplicate Profile; oldest first, 10 shown), active jobs with no
 * candidate reaching a client stage since Monday (oldest first, 10 shown), and the newest live
 * events they may see (15, newest first), and the caller's candidates by current status (counted
 * as the unfiltered candidate list counts them, so a tile and the list it opens agree), and the
 * caller's jobs by status (as `GET /view_all_jobs` splits them, so the dashboard need not load
 * every job to count them). A recruiter's: their own candidates and assigned jobs; a manager's
 * and leadership's: everyone's.
 *
 * @example
 * ```ts
 * const { stuck, idle_jobs } = MyTasksResponse.parse(body);
 * ```
 */
export const MyTasksResponse = z.object({
  status: z.literal('success'),
  stuck_days: z.number().int(),
  pending_reviews: z.number().int().nonnegative(),
  stuck: z.object({
    total: z.number().int().nonnegative(),
    candidates: z.array(
      z.object({
        id: Id,
        name: z.string(),
        status: z.string(),
        client: z.string(),
        days: z.number().int().nonnegative(),
      }),
    ),
  }),
  idle_jobs: z.object({
    total: z.number().int().nonnegative(),
    jobs: z.array(
      z.object({ id: Id, client: z.string(), role: z.string(), recruiter: z.string() }),
    ),
  }),
  activity: z.array(LiveEvent),
  candidates: z.object({ total: z.number().int().nonnegative(), by_status: StatusCounts }),
  jobs: z.object({
    active: z.number().int().nonnegative(),
    hold: z.number().int().nonnegative(),
    closed: z.number().int().nonnegative(),
  }),
});
/** My tasks. @example `function n(r: MyTasksResponse) { return r.stuck.total; }` */
export type MyTasksResponse = z.infer<typeof MyTasksResponse>;
