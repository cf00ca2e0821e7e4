import { mutationResponse } from '../primitives';
import {
  AssignMonthlyTargetRequest,
  AssignWeeklyTargetRequest,
  CurrentTargetsQuery,
  CurrentTargetsResponse,
  EditTargetRequest,
  MonthlyTarget,
  MonthlyTargetsResponse,
  RecruiterTarget,
  UpdateTargetProgressRequest,
  WeeklyTarget,
  WeeklyTargetsResponse,
} from '../targets';
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
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    query: CurrentTargetsQuery,
    response: CurrentTargetsResponse,
  },
  /** Record achieved counts on a target. */
  updateRecruiterTargets: {
    method: 'POST',
    path: '/recruiter_targets/update',
    summary: 'Record progress on a target',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    liveEvents: ['weekly_target_updated', 'monthly_target_updated'],
    body: UpdateTargetProgressRequest,
    response: mutationResponse({ target: RecruiterTarget }),
  },
  /** Assign a weekly target. */
  assignWeeklyTarget: {
    method: 'POST',
    path: '/assign_weekly_target',
    summary: 'Assign a weekly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['weekly_target_assigned'],
    body: AssignWeeklyTargetRequest,
    response: mutationResponse({ target: WeeklyTarget }),
  },
  /** Edit a weekly target. */
  editWeeklyTarget: {
    method: 'POST',
    path: '/edit_weekly_target/:id',
    summary: 'Edit a weekly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['weekly_target_updated'],
    params: idParams,
    body: EditTargetRequest,
    response: mutationResponse({ target: WeeklyTarget }),
  },
  /** Weekly targets a manager assigned (leadership: any manager's). */
  getWeeklyTargets: {
    method: 'GET',
    path: '/weekly_targets/:managerId',
    summary: 'Weekly targets assigned by a manager',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    params: managerIdParams,
    response: WeeklyTargetsResponse,
  },
  /** Assign a monthly target. */
  assignMonthlyTarget: {
    method: 'POST',
    path: '/assign_monthly_target',
    summary: 'Assign a monthly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['monthly_target_assigned'],
    body: AssignMonthlyTargetRequest,
    response: mutationResponse({ target: MonthlyTarget }),
  },
  /** Edit a monthly target. */
  editMonthlyTarget: {
    method: 'POST',
    path: '/edit_monthly_target/:id',
    summary: 'Edit a monthly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['monthly_target_updated'],
    params: idParams,
    body: EditTargetRequest,
    response: mutationResponse({ target: MonthlyTarget }),
  },
  /** Monthly targets a manager assigned. */
  getMonthlyTargets: {
    method: 'GET',
    path: '/get_monthly_targets/:managerId',
    summary: 'Monthly targets assigned by a manager',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    params: managerIdParams,
    response: MonthlyTargetsResponse,
  },
  /** A recruiter's weekly targets. */
  getRecruiterWeeklyTargets: {
    method: 'GET',
    path: '/recruiter_weekly_targets/:recruiterId',
    summary: "A recruiter's weekly targets",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    params: recruiterIdParams,
    response: WeeklyTargetsResponse,
  },
  /** A recruiter's monthly targets. */
  getRecruiterMonthlyTargets: {
    method: 'GET',
    path: '/recruiter_monthly_targets/:recruiterId',
    summary: "A recruiter's monthly targets",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    params: recruiterIdParams,
    response: MonthlyTargetsResponse,
  },
});
