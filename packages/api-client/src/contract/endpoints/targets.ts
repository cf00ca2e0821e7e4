import { mutationResponse } from '../primitives';
import * as targets from '../targets';
import { defineArea, managers } from './define';
import { idParams, managerIdParams, recruiterIdParams } from './params';

/**
 * Weekly and monthly recruiter targets (SPEC §7 "Targets").
 *
 * @example
 * ```ts
 * targetsEndpoints.getRecruiterTargets.path; // '/recruiter_targets/get'
 * ```
 */
export const targetsEndpoints = defineArea('targets', {
  /** The current week's and month's targets of a recruiter (default the caller). */
  getRecruiterTargets: {
    method: 'GET',
    path: '/recruiter_targets/get',
    summary: "A recruiter's current targets",
    objectAccess: ['self-or-manager'],
    query: targets.CurrentTargetsQuery,
    response: targets.CurrentTargetsResponse,
  },
  /** Record achieved counts on a target. */
  updateRecruiterTargets: {
    method: 'POST',
    path: '/recruiter_targets/update',
    summary: 'Record progress on a target',
    objectAccess: ['self-or-manager'],
    liveEvents: ['weekly_target_updated', 'monthly_target_updated'],
    body: targets.UpdateTargetProgressRequest,
    response: mutationResponse({ target: targets.RecruiterTarget }),
  },
  /** Assign a weekly target. */
  assignWeeklyTarget: {
    method: 'POST',
    path: '/assign_weekly_target',
    summary: 'Assign a weekly target',
    roles: managers,
    liveEvents: ['weekly_target_assigned'],
    body: targets.AssignWeeklyTargetRequest,
    response: mutationResponse({ target: targets.WeeklyTarget }),
  },
  /** Edit a weekly target. */
  editWeeklyTarget: {
    method: 'POST',
    path: '/edit_weekly_target/:id',
    summary: 'Edit a weekly target',
    roles: managers,
    liveEvents: ['weekly_target_updated'],
    params: idParams,
    body: targets.EditTargetRequest,
    response: mutationResponse({ target: targets.WeeklyTarget }),
  },
  /** Weekly targets a manager assigned (leadership: any manager's). */
  getWeeklyTargets: {
    method: 'GET',
    path: '/weekly_targets/:managerId',
    summary: 'Weekly targets assigned by a manager',
    roles: managers,
    params: managerIdParams,
    response: targets.WeeklyTargetsResponse,
  },
  /** Assign a monthly target. */
  assignMonthlyTarget: {
    method: 'POST',
    path: '/assign_monthly_target',
    summary: 'Assign a monthly target',
    roles: managers,
    liveEvents: ['monthly_target_assigned'],
    body: targets.AssignMonthlyTargetRequest,
    response: mutationResponse({ target: targets.MonthlyTarget }),
  },
  /** Edit a monthly target. */
  editMonthlyTarget: {
    method: 'POST',
    path: '/edit_monthly_target/:id',
    summary: 'Edit a monthly target',
    roles: managers,
    liveEvents: ['monthly_target_updated'],
    params: idParams,
    body: targets.EditTargetRequest,
    response: mutationResponse({ target: targets.MonthlyTarget }),
  },
  /** Monthly targets a manager assigned. */
  getMonthlyTargets: {
    method: 'GET',
    path: '/get_monthly_targets/:managerId',
    summary: 'Monthly targets assigned by a manager',
    roles: managers,
    params: managerIdParams,
    response: targets.MonthlyTargetsResponse,
  },
  /** A recruiter's weekly targets. */
  getRecruiterWeeklyTargets: {
    method: 'GET',
    path: '/recruiter_weekly_targets/:recruiterId',
    summary: "A recruiter's weekly targets",
    objectAccess: ['self-or-manager'],
    params: recruiterIdParams,
    response: targets.WeeklyTargetsResponse,
  },
  /** A recruiter's monthly targets. */
  getRecruiterMonthlyTargets: {
    method: 'GET',
    path: '/recruiter_monthly_targets/:recruiterId',
    summary: "A recruiter's monthly targets",
    objectAccess: ['self-or-manager'],
    params: recruiterIdParams,
    response: targets.MonthlyTargetsResponse,
  },
  /** Counted progress against targets, this period and history (issue 21). */
  targetProgress: {
    method: 'GET',
    path: '/target_progress',
    summary: 'Targets with what the server counted, per recruiter and period',
    origin: 'ours',
    objectAccess: ['self-or-manager'],
    query: targets.TargetProgressQuery,
    response: targets.TargetProgressResponse,
  },
  /** The same target for several recruiters (issue 21). */
  bulkAssignTargets: {
    method: 'POST',
    path: '/bulk_assign_targets',
    summary: 'Assign one weekly or monthly target to several recruiters',
    origin: 'ours',
    roles: managers,
    liveEvents: [
      'weekly_target_assigned',
      'weekly_target_updated',
      'monthly_target_assigned',
      'monthly_target_updated',
    ],
    body: targets.BulkAssignTargetsRequest,
    response: targets.BulkTargetsResponse,
  },
  /** Last period's targets copied into this one (issue 21). */
  copyTargets: {
    method: 'POST',
    path: '/copy_targets',
    summary: "Copy each recruiter's previous target into a period",
    origin: 'ours',
    roles: managers,
    liveEvents: ['weekly_target_assigned', 'monthly_target_assigned'],
    body: targets.CopyTargetsRequest,
    response: targets.BulkTargetsResponse,
  },
});
