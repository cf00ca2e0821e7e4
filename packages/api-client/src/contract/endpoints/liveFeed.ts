import * as z from 'zod';
import { liveFeedReplayLimit } from '../constants';
import { LiveEvent } from '../liveFeed';
import { dataResponse } from '../primitives';
import { defineArea } from './define';
import { userIdParams } from './params';

/**
 * Query of `GET /events`: recent live events the caller may see, after `after_id` (exclusive),
 * oldest first, at most `limit` (default and max 1000: the replay window).
 *
 * @example
 * ```ts
 * RecentEventsQuery.parse({ after_id: '120' });
 * ```
 */
export const RecentEventsQuery = z.object({
  after_id: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(liveFeedReplayLimit).default(liveFeedReplayLimit),
});
/** Query of recent events. @example `const q: RecentEventsQuery = { limit: 50 };` */
export type RecentEventsQuery = z.input<typeof RecentEventsQuery>;

/**
 * The live feed: recent events and the SSE stream (SPEC §7 "Data").
 *
 * @example
 * ```ts
 * liveFeedEndpoints.recentEvents.path; // '/events'
 * ```
 */
export const liveFeedEndpoints = defineArea('liveFeed', {
  /** Recent live events the caller may see (catch-up without a stream). */
  recentEvents: {
    method: 'GET',
    path: '/events',
    summary: 'Recent live-feed events',
    objectAccess: ['filtered'],
    query: RecentEventsQuery,
    response: dataResponse({ events: z.array(LiveEvent) }),
  },
  /** The caller's live feed as server-sent events; honours `Last-Event-ID`. */
  liveFeed: {
    method: 'GET',
    path: '/events/:userId',
    summary: 'Live-feed stream (server-sent events)',
    objectAccess: ['self'],
    responseType: 'event-stream',
    params: userIdParams,
    response: LiveEvent,
  },
});
