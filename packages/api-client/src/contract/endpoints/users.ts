import * as z from 'zod';
import { AnalyticsQuery, AnalyticsReport } from '../analytics';
import { imageMaxBytes, imageMimeTypes } from '../constants';
import {
  ManagerFiguresResponse,
  OrgPeriodQuery,
  RecruiterDetailQuery,
  RecruiterDetailResponse,
  RecruiterFiguresResponse,
} from '../org';
import { Id, mutationResponse } from '../primitives';
import {
  ActiveUsersRequest,
  ActiveUsersResponse,
  DeactivateUserRequest,
  DeleteUserRequest,
  DisableUserRequest,
  PeerReviewerStatusRequest,
  UserImageUploadRequest,
  UserMutationResponse,
  UserStatusRequest,
} from '../users';
import { defineArea, managers, uploadLimit } from './define';
import { recruiterIdParams, userIdParams } from './params';

/**
 * Users: the directory, verification, deactivation, avatars (SPEC §7 "Users").
 *
 * @example
 * ```ts
 * usersEndpoints.activeUsers.path; // '/active_users'
 * ```
 */
export const usersEndpoints = defineArea('users', {
  /** The user directory (managers and leadership only, §6). */
  activeUsers: {
    method: 'POST',
    path: '/active_users',
    summary: 'Accounts split into management and recruiter lists',
    roles: managers,
    body: ActiveUsersRequest,
    response: ActiveUsersResponse,
  },
  /** Verify (`user_status: true`) or disable (`false`) an account. Management only. */
  disableUser: {
    method: 'POST',
    path: '/disable_user',
    summary: 'Verify or disable an account',
    roles: managers,
    liveEvents: ['system_message'],
    body: DisableUserRequest,
    response: UserMutationResponse,
  },
  /** Activate (`user_status: true`) or deactivate (`false`) an account. Management only. */
  deactivateUser: {
    method: 'POST',
    path: '/deactivate_user',
    summary: 'Activate or deactivate an account',
    roles: managers,
    liveEvents: ['system_message'],
    body: DeactivateUserRequest,
    response: UserMutationResponse,
  },
  /** Set or clear the peer-reviewer flag. Management only. */
  updatePeerReviewerStatus: {
    method: 'POST',
    path: '/update_peer_reviewer_status',
    summary: 'Set or clear the peer-reviewer flag',
    roles: managers,
    liveEvents: ['system_message'],
    body: PeerReviewerStatusRequest,
    response: UserMutationResponse,
  },
  /** Delete an account. Management only. */
  deleteUser: {
    method: 'POST',
    path: '/delete_user',
    summary: 'Delete an account',
    roles: managers,
    body: DeleteUserRequest,
    response: mutationResponse({ user_id: Id }),
  },
  /** Verification or active state by username (`new_status`). Management only. */
  updateUserStatus: {
    method: 'POST',
    path: '/update_user_status',
    summary: 'Set verification or active state by username',
    origin: 'ours',
    roles: managers,
    liveEvents: ['system_message'],
    body: UserStatusRequest,
    response: UserMutationResponse,
  },
  /** A user's profile picture (404 when none). */
  userImage: {
    method: 'GET',
    path: '/user_image/:userId',
    summary: "A user's profile picture",
    responseType: 'file',
    file: { contentTypes: imageMimeTypes, fileName: 'user_{userId}.{jpg|png|gif|webp}' },
    params: userIdParams,
  },
  /** Save or remove the caller's profile picture. */
  uploadUserImage: {
    method: 'POST',
    path: '/upload_user_image/:userId',
    summary: 'Save or remove a profile picture',
    objectAccess: ['self'],
    upload: { fields: ['image'], maxFileBytes: imageMaxBytes, maxFiles: 1, accept: 'image' },
    bodyLimitBytes: uploadLimit(imageMaxBytes, 1),
    params: userIdParams,
    body: UserImageUploadRequest,
    response: mutationResponse({ image_present: z.boolean() }),
  },
  /**
   * Every recruiter with candidates added, submissions, interviews, offers and joins in a period,
   * pending peer reviews and this week's / month's target progress. A recruiter gets only
   * themselves.
   */
  recruiterFigures: {
    method: 'GET',
    path: '/org/recruiters',
    summary: "Recruiters' figures in a period",
    origin: 'ours',
    objectAccess: ['filtered'],
    query: OrgPeriodQuery,
    response: RecruiterFiguresResponse,
  },
  /** One recruiter's figures, their candidates by status and their jobs (a recruiter: only themselves, else 403). */
  recruiterDetail: {
    method: 'GET',
    path: '/org/recruiters/:recruiterId',
    summary: "A recruiter's pipeline in a period",
    origin: 'ours',
    objectAccess: ['self-or-manager'],
    params: recruiterIdParams,
    query: RecruiterDetailQuery,
    response: RecruiterDetailResponse,
  },
  /** Every manager with their team's figures in a period (leadership only). */
  managerFigures: {
    method: 'GET',
    path: '/org/managers',
    summary: "Managers and their teams' figures",
    origin: 'ours',
    roles: ['leadership'],
    query: OrgPeriodQuery,
    response: ManagerFiguresResponse,
  },
  /**
   * The analytics report of a period (issue 21): funnel with the previous period, trend, figures
   * per recruiter, client and source, vendor roll-ups, time in stage and to fill, target
   * attainment and peer-review throughput. Scope: a recruiter their own candidates, a manager
   * their team, leadership the organisation; a wider `scope` than the role's is a 403.
   */
  analyticsReport: {
    method: 'GET',
    path: '/analytics/report',
    summary: 'Analytics report of a period',
    origin: 'ours',
    objectAccess: ['filtered'],
    query: AnalyticsQuery,
    response: AnalyticsReport,
  },
});
