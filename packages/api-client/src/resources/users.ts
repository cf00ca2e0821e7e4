import type { EndpointBody, EndpointQuery } from '../contract/endpoints';
import type { ActiveUsersResponse } from '../contract/users';
import { isHrPortalError } from '../errors/HrPortalError';
import type { DownloadedFile, QueryValue } from '../http/httpClient';
import { type ActiveUserView, activeUserFromServer } from '../mappers/activeUser';
import {
  type CallOptions,
  callers,
  type Answer as R,
  type ResourceContext,
  withSignal,
} from './context';

/**
 * The user directory split by account type, mapped to {@link ActiveUserView}.
 *
 * @example
 * ```ts
 * const { managers, recruiters } = await client.users.listActive();
 * ```
 */
export interface ActiveUserLists {
  managers: ActiveUserView[];
  recruiters: ActiveUserView[];
}

/**
 * `client.users`: the directory and account administration (SPEC §7 "Users"), profile pictures.
 *
 * @example
 * ```ts
 * await client.users.setPeerReviewer({ user_id: 4, status: true });
 * ```
 */
export interface UsersApi {
  /** The directory (`POST /active_users`; managers and leadership). */
  listActive(body?: EndpointBody<'activeUsers'>, options?: CallOptions): Promise<ActiveUserLists>;
  /** Verifies (`user_status: true`) or disables an account (`/disable_user`). */
  setVerified(body: EndpointBody<'disableUser'>, options?: CallOptions): R<'disableUser'>;
  /** Activates (`user_status: true`) or deactivates an account (`/deactivate_user`). */
  setActive(body: EndpointBody<'deactivateUser'>, options?: CallOptions): R<'deactivateUser'>;
  /** Sets or clears the peer-reviewer flag. */
  setPeerReviewer(
    body: EndpointBody<'updatePeerReviewerStatus'>,
    options?: CallOptions,
  ): R<'updatePeerReviewerStatus'>;
  /** Sets verification or active state by username (`/update_user_status`). */
  updateStatus(
    body: EndpointBody<'updateUserStatus'>,
    options?: CallOptions,
  ): R<'updateUserStatus'>;
  /** Deletes an account. */
  remove(body: EndpointBody<'deleteUser'>, options?: CallOptions): R<'deleteUser'>;
  /** A user's profile picture, or `null` when they have none (404). */
  image(userId: number, options?: CallOptions): Promise<DownloadedFile | null>;
  /** Saves (base64 JPEG) or removes (empty values) a profile picture. */
  uploadImage(
    userId: number,
    body: EndpointBody<'uploadUserImage'>,
    options?: CallOptions,
  ): R<'uploadUserImage'>;
  /**
   * Recruiters with their figures in a period (`GET /org/recruiters`; a recruiter gets only
   * themselves). Without `from`/`to`: the last 30 days.
   */
  recruiterFigures(
    query?: EndpointQuery<'recruiterFigures'>,
    options?: CallOptions,
  ): R<'recruiterFigures'>;
  /** One recruiter's figures, candidates by status and jobs (`GET /org/recruiters/:recruiterId`). */
  recruiterDetail(
    recruiterId: number,
    query?: EndpointQuery<'recruiterDetail'>,
    options?: CallOptions,
  ): R<'recruiterDetail'>;
  /** Managers with their teams' figures in a period (`GET /org/managers`; leadership). */
  managerFigures(
    query?: EndpointQuery<'managerFigures'>,
    options?: CallOptions,
  ): R<'managerFigures'>;
  /**
   * The analytics report of a period (`GET /analytics/report`): a preset or a `from`/`to` range,
   * the caller's scope (recruiter: own, manager: team, leadership: organisation).
   *
   * @example
   * ```ts
   * const report = await client.users.analytics({ preset: 'this_month' });
   * report.funnel.joins;
   * ```
   */
  analytics(query?: EndpointQuery<'analyticsReport'>, options?: CallOptions): R<'analyticsReport'>;
}

const imageExtension: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** @internal */
export function createUsersApi(ctx: ResourceContext): UsersApi {
  const { http } = ctx;
  const c = callers(http);
  return {
    async listActive(body = {}, options) {
      const answer = await http.json<ActiveUsersResponse>('activeUsers', {
        body,
        ...withSignal(options),
      });
      return {
        managers: (answer.active_users_manager ?? []).map(activeUserFromServer),
        recruiters: (answer.active_users_recruiter ?? []).map(activeUserFromServer),
      };
    },
    setVerified: c.body('disableUser'),
    setActive: c.body('deactivateUser'),
    setPeerReviewer: c.body('updatePeerReviewerStatus'),
    updateStatus: c.body('updateUserStatus'),
    remove: c.body('deleteUser'),
    async image(userId, options) {
      try {
        return await http.file(
          'userImage',
          { params: { userId }, ...withSignal(options) },
          (type, serverName) =>
            serverName ?? `user_${userId}.${imageExtension[type.split(';')[0] ?? ''] ?? 'jpg'}`,
        );
      } catch (error) {
        if (isHrPortalError(error) && error.status === 404) return null;
        throw error;
      }
    },
    uploadImage: c.paramBody('uploadUserImage', 'userId'),
    recruiterFigures: c.query('recruiterFigures'),
    recruiterDetail: (recruiterId, query, options) =>
      http.json('recruiterDetail', {
        params: { recruiterId },
        query: query as Record<string, QueryValue>,
        ...withSignal(options),
      }),
    managerFigures: c.query('managerFigures'),
    analytics: c.query('analyticsReport'),
  };
}
