import * as z from 'zod';
import { documentMimeTypes, jdMaxBytes } from '../constants';
import * as jobs from '../jobs';
import { dataResponse, Id, mutationResponse } from '../primitives';
import { defineArea, documentUpload, managers, uploadLimit } from './define';
import { idParams } from './params';

/**
 * Jobs: posts, statuses, notifications, recruiter assignment (SPEC §7 "Jobs", "Assignment").
 *
 * @example
 * ```ts
 * jobsEndpoints.viewAllJobs.path; // '/view_all_jobs'
 * ```
 */
export const jobsEndpoints = defineArea('jobs', {
  /** Jobs split by status (a recruiter: assigned jobs). Optional `username` query for managers. */
  viewAllJobs: {
    method: 'GET',
    path: '/view_all_jobs',
    summary: 'Jobs by status',
    objectAccess: ['filtered'],
    query: z.object({ username: z.string().trim().min(1).max(100).optional() }),
    response: jobs.ViewAllJobsResponse,
  },
  /** A job's description file (404 when none). */
  viewJd: {
    method: 'GET',
    path: '/view_jd/:id',
    summary: "A job's description file",
    objectAccess: ['assigned-job', 'reviewed-profile'],
    responseType: 'file',
    file: { contentTypes: documentMimeTypes, fileName: '{client}_{jobId}.{pdf|doc|docx}' },
    params: idParams,
  },
  /** One job. */
  getJobData: {
    method: 'GET',
    path: '/get_job_data/:id',
    summary: 'One job',
    objectAccess: ['assigned-job'],
    params: idParams,
    response: dataResponse({ job: jobs.Job }),
  },
  /** Post a job. */
  postJob: {
    method: 'POST',
    path: '/post_job',
    summary: 'Post a job',
    roles: managers,
    upload: documentUpload(['jd_file'], 1, jdMaxBytes),
    bodyLimitBytes: uploadLimit(jdMaxBytes, 1),
    liveEvents: ['job_created'],
    body: jobs.PostJobRequest,
    response: mutationResponse({ job: jobs.Job }),
  },
  /** Edit a job. */
  editJobPost: {
    method: 'POST',
    path: '/edit_job_post/:id',
    summary: 'Edit a job',
    roles: managers,
    upload: documentUpload(['jd_file'], 1, jdMaxBytes),
    bodyLimitBytes: uploadLimit(jdMaxBytes, 1),
    liveEvents: ['job_updated'],
    params: idParams,
    body: jobs.EditJobRequest,
    response: mutationResponse({ job: jobs.Job }),
  },
  /** Delete a job (its candidates go back to the pool). */
  deleteJobPost: {
    method: 'POST',
    path: '/delete_job_post/:id',
    summary: 'Delete a job',
    roles: managers,
    liveEvents: ['job_update'],
    params: idParams,
    body: jobs.DeleteJobRequest,
    response: mutationResponse({ job_id: Id }),
  },
  /** Notify the assigned recruiters of a new job. */
  sendNotifications: {
    method: 'POST',
    path: '/send_notifications',
    summary: 'Notify recruiters of a new job',
    roles: managers,
    body: jobs.SendNotificationsRequest,
    response: jobs.NotificationsResponse,
  },
  /** Notify the assigned recruiters of an edited job. */
  sendEditNotifications: {
    method: 'POST',
    path: '/send_edit_notifications',
    summary: 'Notify recruiters of an edited job',
    roles: managers,
    body: jobs.SendNotificationsRequest,
    response: jobs.NotificationsResponse,
  },
  /** One job's status. */
  updateJobStatus: {
    method: 'POST',
    path: '/update_job_status',
    summary: "Change a job's status",
    roles: managers,
    liveEvents: ['job_update'],
    body: jobs.UpdateJobStatusRequest,
    response: mutationResponse({ job: jobs.Job }),
  },
  /** Bulk job status with notifications (one transaction). */
  updateJobsStatusNotification: {
    method: 'POST',
    path: '/update_jobs_status_notification',
    summary: 'Change the status of several jobs and notify',
    roles: managers,
    liveEvents: ['job_update'],
    body: jobs.BulkJobStatusRequest,
    response: jobs.BulkJobStatusResponse,
  },
  /** Set a job's recruiters. */
  assignRecruiter: {
    method: 'POST',
    path: '/assign_recruiter',
    summary: "Set a job's recruiters",
    roles: managers,
    liveEvents: ['job_update'],
    body: jobs.AssignRecruiterRequest,
    response: mutationResponse({ job: jobs.Job }),
  },
  /**
   * Candidate funnels of up to 1,000 jobs (ours, issue 18): counts by candidate status, filled
   * (Onboarded) and open positions. A recruiter may ask only for jobs assigned to them.
   */
  jobFunnels: {
    method: 'POST',
    idempotent: true,
    path: '/job_funnels',
    summary: 'Candidate counts by status for jobs',
    origin: 'ours',
    objectAccess: ['assigned-job'],
    body: jobs.JobFunnelsRequest,
    response: jobs.JobFunnelsResponse,
  },
});
