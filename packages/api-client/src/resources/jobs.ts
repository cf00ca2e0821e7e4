import { jobsCacheTtlMs } from '../contract/constants';
import type { EndpointBody, EndpointResponse } from '../contract/endpoints';
import { withUserMessage } from '../errors/HrPortalError';
import { sdkMessages as messages } from '../errors/sdkMessages';
import { TtlCache } from '../http/ttlCache';
import {
  type CachedCallOptions,
  type CallOptions,
  callers,
  clearing,
  type Answer as R,
  type ResourceContext,
  withSignal,
} from './context';

/**
 * `client.jobs`: job posts and their notifications (SPEC §7 "Jobs"). `list` is cached 5 minutes
 * ({@link jobsCacheTtlMs}); every change clears the cache.
 *
 * @example
 * ```ts
 * const { job_posts_active } = await client.jobs.list();
 * ```
 */
export interface JobsApi {
  /** Jobs split by status (`GET /view_all_jobs`; a manager may pass a recruiter's `username`). */
  list(
    query?: { username?: string },
    options?: CachedCallOptions,
  ): Promise<EndpointResponse<'viewAllJobs'>>;
  /** One job (`GET /get_job_data/{id}`). */
  get(id: number, options?: CallOptions): R<'getJobData'>;
  /** Posts a job. */
  post(body: EndpointBody<'postJob'>, options?: CallOptions): R<'postJob'>;
  /** Edits a job. */
  edit(id: number, body: EndpointBody<'editJobPost'>, options?: CallOptions): R<'editJobPost'>;
  /** Deletes a job (its candidates go back to the pool). */
  remove(
    id: number,
    body: EndpointBody<'deleteJobPost'>,
    options?: CallOptions,
  ): R<'deleteJobPost'>;
  /** Notifies the assigned recruiters of a new job. */
  sendNotifications(
    body: EndpointBody<'sendNotifications'>,
    options?: CallOptions,
  ): R<'sendNotifications'>;
  /** Notifies the assigned recruiters of an edited job. */
  sendEditNotifications(
    body: EndpointBody<'sendEditNotifications'>,
    options?: CallOptions,
  ): R<'sendEditNotifications'>;
  /** Sets one job's status. */
  updateStatus(body: EndpointBody<'updateJobStatus'>, options?: CallOptions): R<'updateJobStatus'>;
  /** Sets many jobs' status with notifications (`/update_jobs_status_notification`). */
  updateStatusBulk(
    body: EndpointBody<'updateJobsStatusNotification'>,
    options?: CallOptions,
  ): R<'updateJobsStatusNotification'>;
  /** Sets a job's recruiters (`/assign_recruiter`). */
  assignRecruiters(
    body: EndpointBody<'assignRecruiter'>,
    options?: CallOptions,
  ): R<'assignRecruiter'>;
  /**
   * Candidate funnels of up to 1,000 jobs (`POST /job_funnels`): counts by status, filled and open
   * positions. Not cached (counts move with every status change).
   */
  funnels(body: EndpointBody<'jobFunnels'>, options?: CallOptions): R<'jobFunnels'>;
  /** Drops the cached lists. */
  invalidate(): void;
}

/** @internal */
export function createJobsApi(ctx: ResourceContext): JobsApi {
  const lists = new TtlCache<EndpointResponse<'viewAllJobs'>>(jobsCacheTtlMs);
  const { http } = ctx;
  const c = callers(http);
  const clear = () => lists.clear();
  return {
    list: (query = {}, options) =>
      lists.through(
        query.username ?? '',
        // §8: a failed jobs fetch reads 'API Error: {status}'.
        withUserMessage(
          () =>
            http.json('viewAllJobs', {
              query: query.username ? { username: query.username } : undefined,
              ...withSignal(options),
            }),
          (error) => messages.jobsApiError(error.status),
        ),
        options?.force,
      ),
    get: c.param('getJobData', 'id'),
    post: clearing(c.body('postJob'), clear),
    edit: clearing(c.paramBody('editJobPost', 'id'), clear),
    remove: clearing(c.paramBody('deleteJobPost', 'id'), clear),
    sendNotifications: c.body('sendNotifications'),
    sendEditNotifications: c.body('sendEditNotifications'),
    updateStatus: clearing(c.body('updateJobStatus'), clear),
    updateStatusBulk: clearing(c.body('updateJobsStatusNotification'), clear),
    assignRecruiters: clearing(c.body('assignRecruiter'), clear),
    funnels: c.body('jobFunnels'),
    invalidate: clear,
  };
}
