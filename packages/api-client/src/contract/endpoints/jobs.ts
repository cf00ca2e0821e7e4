import * as z from 'zod';
import { documentMimeTypes, jdMaxBytes } from '../constants';
import {
  AssignRecruiterRequest,
  BulkJobStatusRequest,
  BulkJobStatusResponse,
  DeleteJobRequest,
  EditJobRequest,
  Job,
  NotificationsResponse,
  PostJobRequest,
  SendNotificationsRequest,
  UpdateJobStatusRequest,
  ViewAllJobsResponse,
} from '../jobs';
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
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['filtered'],
    responseType: 'json',
    query: z.object({ username: z.string().trim().min(1).max(100).optional() }),
    response: ViewAllJobsResponse,
  },
  /** A job's description file (404 when none). */
  viewJd: {
    method: 'GET',
    path: '/view_jd/:id',
    summary: "A job's description file",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['assigned-job'],
    responseType: 'file',
    file: { contentTypes: documentMimeTypes, fileName: '{client}_{jobId}.{pdf|doc|docx}' },
    params: idParams,
  },
  /** One job. */
  getJobData: {
    method: 'GET',
    path: '/get_job_data/:id',
    summary: 'One job',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['assigned-job'],
    responseType: 'json',
    params: idParams,
    response: dataResponse({ job: Job }),
  },
  /** Post a job. */
  postJob: {
    method: 'POST',
    path: '/post_job',
    summary: 'Post a job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    upload: documentUpload(['jd_file'], 1, jdMaxBytes),
    bodyLimitBytes: uploadLimit(jdMaxBytes, 1),
    liveEvents: ['job_created'],
    body: PostJobRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Edit a job. */
  editJobPost: {
    method: 'POST',
    path: '/edit_job_post/:id',
    summary: 'Edit a job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    upload: documentUpload(['jd_file'], 1, jdMaxBytes),
    bodyLimitBytes: uploadLimit(jdMaxBytes, 1),
    liveEvents: ['job_updated'],
    params: idParams,
    body: EditJobRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Delete a job (its candidates go back to the pool). */
  deleteJobPost: {
    method: 'POST',
    path: '/delete_job_post/:id',
    summary: 'Delete a job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
    params: idParams,
    body: DeleteJobRequest,
    response: mutationResponse({ job_id: Id }),
  },
  /** Notify the assigned recruiters of a new job. */
  sendNotifications: {
    method: 'POST',
    path: '/send_notifications',
    summary: 'Notify recruiters of a new job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    body: SendNotificationsRequest,
    response: NotificationsResponse,
  },
  /** Notify the assigned recruiters of an edited job. */
  sendEditNotifications: {
    method: 'POST',
    path: '/send_edit_notifications',
    summary: 'Notify recruiters of an edited job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    body: SendNotificationsRequest,
    response: NotificationsResponse,
  },
  /** One job's status. */
  updateJobStatus: {
    method: 'POST',
    path: '/update_job_status',
    summary: "Change a job's status",
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
    body: UpdateJobStatusRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Bulk job status with notifications (one transaction). */
  updateJobsStatusNotification: {
    method: 'POST',
    path: '/update_jobs_status_notification',
    summary: 'Change the status of several jobs and notify',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
    body: BulkJobStatusRequest,
    response: BulkJobStatusResponse,
  },
  /** Set a job's recruiters. */
  assignRecruiter: {
    method: 'POST',
    path: '/assign_recruiter',
    summary: "Set a job's recruiters",
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
    body: AssignRecruiterRequest,
    response: mutationResponse({ job: Job }),
  },
});
