import {
  type CandidateListItem,
  type CandidatePage,
  type HrPortalClient,
  type PeerReviewItem,
  peerReviewPriority,
} from '@hrportal/api-client';
import type { LiveEvent, ViewAllJobsResponse } from '@hrportal/api-client/contract';
import type { QueryClient } from '@tanstack/react-query';

/*
 * Pure cache patches for live events: each takes a cached value of any shape and returns the
 * patched value, the same object when the event does not touch it, or `stale` when the event
 * changes it in a way the event alone cannot describe (the query is then refetched).
 */

/** Returned by a patch that cannot apply the event in place: the cached value must be refetched. */
export const stale = Symbol('stale');
/** What a patch returns. */
export type Patched<T> = T | typeof stale;

/** A cache patch: the cached value in, the value to store (or {@link stale}) out. */
export type LivePatch = (cached: unknown) => Patched<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isCandidatePage(value: unknown): value is CandidatePage {
  return isRecord(value) && Array.isArray(value.items) && typeof value.total === 'number';
}

function isCandidateList(value: unknown): value is CandidateListItem[] {
  return (
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && typeof item.id === 'number' && 'status' in item)
  );
}

const jobBuckets = ['job_posts_active', 'job_posts_closed', 'job_posts_hold'] as const;
type JobBucket = (typeof jobBuckets)[number];
type Job = ViewAllJobsResponse['job_posts_active'][number];

function isJobLists(value: unknown): value is ViewAllJobsResponse {
  return isRecord(value) && jobBuckets.every((bucket) => Array.isArray(value[bucket]));
}

/** The bucket of `/view_all_jobs` a job status belongs to (`Hold` and `On Hold` alike). */
function bucketOf(status: string): JobBucket | undefined {
  const value = status.toLowerCase();
  if (value === 'active') return 'job_posts_active';
  if (value === 'closed') return 'job_posts_closed';
  if (value === 'hold' || value === 'on hold') return 'job_posts_hold';
  return undefined;
}

/**
 * Replaces or removes one candidate (by id) in a cached {@link CandidatePage} or candidate list.
 * Same object when the candidate is not there, or the value is of another shape.
 *
 * @example
 * patchCandidates(page, 7, (row) => ({ ...row, status: 'Selected' }));
 */
export function patchCandidates(
  cached: unknown,
  id: number,
  change: ((item: CandidateListItem) => CandidateListItem) | 'remove',
): Patched<unknown> {
  const patchList = (items: CandidateListItem[]) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) return items;
    if (change === 'remove') return items.filter((item) => item.id !== id);
    const next = [...items];
    next[index] = change(items[index] as CandidateListItem);
    return next;
  };
  if (isCandidatePage(cached)) {
    const items = patchList(cached.items);
    if (items === cached.items) return cached;
    const removed = cached.items.length - items.length;
    return { ...cached, items, total: Math.max(0, cached.total - removed) };
  }
  if (isCandidateList(cached)) return patchList(cached);
  return cached;
}

/**
 * Moves a job (by id) to the list of its new status in a cached `/view_all_jobs` answer, or
 * removes it; `row` (a mutation's answer) replaces the cached job. {@link stale} when the job is not
 * cached yet and a row is not given (only a refetch has it).
 *
 * @example
 * patchJobs(lists, 12, 'Closed');
 */
export function patchJobs(
  cached: unknown,
  jobId: number,
  status: string | 'remove',
  row?: Job,
): Patched<unknown> {
  if (!isJobLists(cached)) return cached;
  let found: Job | undefined;
  let from: JobBucket | undefined;
  for (const bucket of jobBuckets) {
    const job = cached[bucket].find((item) => item.id === jobId);
    if (job) {
      found = job;
      from = bucket;
    }
  }
  if (!found || !from) {
    if (status === 'remove') return cached;
    const bucket = row ? bucketOf(row.job_status) : undefined;
    // A job this list has not seen yet (just became visible to the user): only a refetch has it.
    return row && bucket ? { ...cached, [bucket]: [row, ...cached[bucket]] } : stale;
  }
  if (status === 'remove') {
    return { ...cached, [from]: cached[from].filter((item) => item.id !== jobId) };
  }
  const to = bucketOf(status);
  if (!to) return stale;
  const moved: Job = row ?? {
    ...found,
    job_status: (to === 'job_posts_hold' ? 'Hold' : status) as Job['job_status'],
  };
  if (to === from) {
    return { ...cached, [from]: cached[from].map((item) => (item.id === jobId ? moved : item)) };
  }
  return {
    ...cached,
    [from]: cached[from].filter((item) => item.id !== jobId),
    [to]: [moved, ...cached[to]],
  };
}

function isPeerReviewList(value: unknown): value is PeerReviewItem[] {
  return Array.isArray(value) && value.every((item) => isRecord(item) && 'review_id' in item);
}

/**
 * The pseudo-root in `refetch` that stands for the host's summary queries: queries a host computes
 * from the SDK's lists (a dashboard's counts) and marks with `meta: { summary: true }`. This
 * package keeps no key of the host's; {@link invalidateSummaries} refetches them.
 *
 * @example
 * useQuery({ queryKey: ['dashboard', userId], meta: { summary: true }, queryFn });
 */
export const summaries = 'summaries';

/**
 * The `refetch` entry that stands for every cached candidate record (`queryKeys.candidateRecord()`):
 * a meeting about a candidate changed, and the record lists its interviews. Only the record
 * queries refetch, not the candidate lists.
 */
export const candidateRecords = 'candidateRecords';

/** The key prefix of every cached candidate record (`queryKeys.candidateRecord()`). */
export const candidateRecordKey = ['candidates', 'record'] as const;

/**
 * Refetches every query marked `meta: { summary: true }` (see {@link summaries}).
 *
 * @example
 * invalidateSummaries(queryClient);
 */
export function invalidateSummaries(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.summary === true });
}

/**
 * The cache patches of one live event, by query-key root (`queryKeys`). A root absent from the
 * map is untouched; roots in `refetch` are refetched as a whole (the event does not carry the
 * data: a new candidate or job, an edited record, a new target).
 *
 * - `candidate_update` with a status: the row takes the status in every cached candidate page;
 *   with `eventType: 'deleted'` the row leaves every page; a transfer (`eventType: 'transferred'`)
 *   or a job submission (`client`) refetches the lists. The host's summaries refetch.
 * - `peer_review_status_updated`: the review (by `profileId`) takes the status and its priority.
 * - `job_update` with a status: the job moves to its status's list; `deleted` removes it.
 * - `system_message` with `eventType: 'meeting_changed'`: the meeting lists refetch, and so does
 *   any candidate record on screen (its interviews; the event does not say which candidate, and a
 *   meeting moved from one candidate to another changes both records).
 * - everything else the event names: refetch.
 *
 * @example
 * const { patches, refetch } = livePatchesFor(event);
 */
export function livePatchesFor(event: LiveEvent): {
  patches: Partial<Record<string, LivePatch>>;
  refetch: string[];
} {
  const { data } = event;
  switch (event.type) {
    case 'candidate_update': {
      const id = event.data.candidateId;
      if (data.eventType === 'deleted') {
        return {
          patches: { candidates: (cached) => patchCandidates(cached, id, 'remove') },
          refetch: [summaries],
        };
      }
      const status = data.status;
      // A transfer or a job submission moves the row between lists (another recruiter's, the
      // other tab): only a refetch can place it.
      const moved = data.eventType === 'transferred' || Boolean(data.client);
      if (status && !moved) {
        return {
          patches: {
            candidates: (cached) =>
              patchCandidates(cached, id, (item) => ({
                ...item,
                status: status as CandidateListItem['status'],
                ...(data.comment ? { comment: data.comment } : {}),
              })),
          },
          refetch: [summaries],
        };
      }
      return { patches: {}, refetch: ['candidates', summaries] };
    }
    case 'candidate_added':
    case 'candidate_updated':
      return { patches: {}, refetch: ['candidates', summaries] };
    case 'system_message':
      // A meeting was scheduled, moved or cancelled: every meeting list refetches, and the
      // candidate records (their interviews).
      if (data.eventType === 'meeting_changed') {
        return { patches: {}, refetch: ['meetings', candidateRecords] };
      }
      return { patches: {}, refetch: [] };
    case 'candidate_editing':
    case 'job_editing':
      // Someone opened a record for editing: nothing cached changed.
      return { patches: {}, refetch: [] };
    case 'peer_review_status_updated': {
      const { profileId } = event.data;
      const status = data.status;
      if (!status) return { patches: {}, refetch: ['peerReview', summaries] };
      return {
        patches: {
          peerReview: (cached) => {
            if (!isPeerReviewList(cached)) return cached;
            const index = cached.findIndex((item) => item.review_id === profileId);
            if (index < 0) return cached;
            const next = [...cached];
            next[index] = {
              ...(cached[index] as PeerReviewItem),
              status: status as PeerReviewItem['status'],
              priority: peerReviewPriority(status),
            };
            return next;
          },
        },
        refetch: [summaries],
      };
    }
    case 'peer_review_assigned':
    case 'profile_update':
      return { patches: {}, refetch: ['peerReview', 'candidates', summaries] };
    case 'job_update': {
      const id = event.data.jobId;
      // A job's status or removal also moves a dashboard's jobs-by-status counts (summaries).
      if (data.eventType === 'deleted') {
        return {
          patches: { jobs: (cached) => patchJobs(cached, id, 'remove') },
          refetch: ['job', summaries],
        };
      }
      const status = data.status;
      // A transfer or a job submission moves the row between lists (another recruiter's, the
      // other tab): only a refetch can place it.
      const moved = data.eventType === 'transferred' || Boolean(data.client);
      if (status && !moved) {
        return {
          patches: { jobs: (cached) => patchJobs(cached, id, status) },
          refetch: ['job', summaries],
        };
      }
      return { patches: {}, refetch: ['jobs', 'job', summaries] };
    }
    case 'job_created':
    case 'job_updated':
      return { patches: {}, refetch: ['jobs', 'job', summaries] };
    case 'careers_application':
      // A new registration: the Careers list refetches (the event names it, not its fields).
      return { patches: {}, refetch: ['careers'] };
    default:
      // Targets: the event names the target, not its numbers.
      return { patches: {}, refetch: ['targets'] };
  }
}

/**
 * Applies one live event to the query cache: rows the event describes are updated in place in
 * every cached list (`setQueryData`, no refetch); lists the event changes in ways it does not
 * describe (a new record, an edit) are invalidated. The SDK's own list caches of the area are
 * dropped too, so a later refetch reads the server, not the SDK's 5-minute cache.
 *
 * @example
 * feed.on('event', (event) => applyLiveEvent(queryClient, client, event));
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  client: Pick<HrPortalClient, 'candidates' | 'jobs'> & {
    meetings?: Pick<HrPortalClient['meetings'], 'invalidate'>;
  },
  event: LiveEvent,
): void {
  const { patches, refetch } = livePatchesFor(event);
  const roots = [...Object.keys(patches), ...refetch];
  if (roots.includes('candidates') || roots.includes('peerReview')) client.candidates.invalidate();
  if (roots.includes('jobs')) client.jobs.invalidate();
  if (roots.includes('meetings')) client.meetings?.invalidate();
  for (const [root, patch] of Object.entries(patches)) {
    if (!patch) continue;
    for (const [queryKey, cached] of queryClient.getQueriesData({ queryKey: [root] })) {
      if (cached === undefined) continue;
      const next = patch(cached);
      if (next === stale) void queryClient.invalidateQueries({ queryKey, exact: true });
      else if (next !== cached) queryClient.setQueryData(queryKey, next);
    }
  }
  for (const root of refetch) {
    if (root === summaries) invalidateSummaries(queryClient);
    else if (root === candidateRecords) {
      void queryClient.invalidateQueries({ queryKey: candidateRecordKey });
    } else void queryClient.invalidateQueries({ queryKey: [root] });
  }
}
