import {
  Job,
  NotificationsResponse,
  VendorAssignRecruitersRequest,
  VendorDashboardResponse,
  VendorEditNotificationsRequest,
} from '../jobs';
import { mutationResponse } from '../primitives';
import { defineArea, managers } from './define';

/**
 * Vendors: the vendor dashboard and notifications (SPEC §7 "Jobs", "Data").
 *
 * @example
 * ```ts
 * vendorsEndpoints.vendorDashboard.path; // '/vendor_dashboard'
 * ```
 */
export const vendorsEndpoints = defineArea('vendors', {
  /** Vendors with their jobs and candidate roll-ups. */
  vendorDashboard: {
    method: 'GET',
    path: '/vendor_dashboard',
    summary: 'Vendor dashboard entries',
    roles: managers,
    response: VendorDashboardResponse,
  },
  /** Notify vendors of an edited job. */
  vendorSendEditNotifications: {
    method: 'POST',
    path: '/vendor_send_edit_notifications',
    summary: 'Notify vendors of an edited job',
    roles: managers,
    body: VendorEditNotificationsRequest,
    response: NotificationsResponse,
  },
  /** A vendor's recruiters for a job. */
  vendorAssignRecruiters: {
    method: 'POST',
    path: '/vendor_assign_recruiters',
    summary: "Set a vendor's recruiters on a job",
    roles: managers,
    liveEvents: ['job_update'],
    body: VendorAssignRecruitersRequest,
    response: mutationResponse({ job: Job }),
  },
});
