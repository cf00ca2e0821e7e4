import type { HttpMethod, RouteKey } from '../contract/routes';

/**
 * The part of the contract's route table the transport needs at runtime — method, path and
 * whether a token is required (`1`) — without the summaries, roles and upload rules that would
 * triple the browser bundle. `satisfies Record<RouteKey, …>` makes a route added to the contract
 * a compile error here until it is listed; a test checks every entry against `routes`.
 *
 * @internal
 */
export const wireRoutes = {
  health: ['GET', '/health', 0],
  ready: ['GET', '/ready', 0],
  loginManagement: ['POST', '/login/management', 0],
  loginRecruiter: ['POST', '/login/recruiter', 0],
  loginLeadership: ['POST', '/login/leadership', 0],
  login: ['POST', '/login', 0],
  logout: ['POST', '/logout', 1],
  session: ['GET', '/session', 1],
  signup: ['POST', '/signup', 0],
  signupOnetime: ['POST', '/signup-onetime', 0],
  changePassword: ['POST', '/change_password', 1],
  generateOtp: ['POST', '/generate_otp', 0],
  resetPassword: ['POST', '/reset_password', 0],
  candidateDashboard: ['POST', '/redisdashboard', 1],
  vendorDashboard: ['GET', '/vendor_dashboard', 1],
  activeUsers: ['POST', '/active_users', 1],
  matchCandidatesToJobs: ['POST', '/match_candidates_to_jobs', 1],
  candidatesPendingPeerApproval: ['POST', '/candidates_pending_peer_approval', 1],
  peerApproveCandidate: ['POST', '/peer_approve_candidate', 1],
  assignPeerReviewer: ['POST', '/assign_peer_reviewer', 1],
  recruiterCandidates: ['POST', '/get_recruiters_candidate', 1],
  recentEvents: ['GET', '/events', 1],
  liveFeed: ['GET', '/events/:userId', 1],
  viewAllJobs: ['GET', '/view_all_jobs', 1],
  careersRegistrations: ['GET', '/careers_registrations', 1],
  addCandidate: ['POST', '/add_candidate', 1],
  editCandidate: ['POST', '/edit_candidate/:id', 1],
  updateCandidateStatus: ['POST', '/update_candidate/:id', 1],
  deleteCandidate: ['POST', '/delete_candidate/:id', 1],
  viewResume: ['GET', '/view_resume/:id', 1],
  viewJd: ['GET', '/view_jd/:id', 1],
  parseResume: ['POST', '/parse_resume', 1],
  checkCandidate: ['POST', '/check_candidate', 1],
  candidateOverview: ['POST', '/candidate_over_view', 1],
  downloadAdditionalFiles: ['POST', '/download_additional_files', 1],
  downloadResumes: ['POST', '/download_resumess', 1],
  getResumes: ['GET', '/get_resumes/:id', 1],
  getJobData: ['GET', '/get_job_data/:id', 1],
  checkResumeMatch: ['POST', '/check_resume_match', 1],
  matchCandidatesForJob: ['POST', '/match-candidates', 1],
  extractResumes: ['POST', '/extract_resumes', 1],
  extractResumeText: ['POST', '/extract_resume_text', 1],
  postJob: ['POST', '/post_job', 1],
  editJobPost: ['POST', '/edit_job_post/:id', 1],
  deleteJobPost: ['POST', '/delete_job_post/:id', 1],
  sendNotifications: ['POST', '/send_notifications', 1],
  sendEditNotifications: ['POST', '/send_edit_notifications', 1],
  vendorSendEditNotifications: ['POST', '/vendor_send_edit_notifications', 1],
  updateJobStatus: ['POST', '/update_job_status', 1],
  updateJobsStatusNotification: ['POST', '/update_jobs_status_notification', 1],
  vendorAssignRecruiters: ['POST', '/vendor_assign_recruiters', 1],
  viewClientJobs: ['GET', '/view_client_jobs', 1],
  bulkUpdateCandidates: ['POST', '/bulk_update_candidates', 1],
  assignCandidateNewRecruiter: ['POST', '/assign_candidate_new_recuriter', 1],
  assignRecruiter: ['POST', '/assign_recruiter', 1],
  assignClient: ['POST', '/assign_client', 1],
  createClient: ['POST', '/create/client', 1],
  listClients: ['GET', '/clients', 1],
  createCallEvent: ['POST', '/call_event', 1],
  createInPersonEvent: ['POST', '/in_person_event', 1],
  createTeamsMeeting: ['POST', '/create_event', 1],
  createZoomMeeting: ['POST', '/schedule_zoom_meeting', 1],
  createGoogleMeet: ['POST', '/create_google_meet', 1],
  getAllMeetings: ['POST', '/get_all_meetings', 1],
  updateTeamsMeeting: ['POST', '/update_event', 1],
  deleteTeamsMeeting: ['POST', '/delete_event', 1],
  editGoogleMeet: ['POST', '/edit_google_meet/:meetingId', 1],
  deleteGoogleMeeting: ['POST', '/delete_google_meeting/:meetingId', 1],
  editZoomMeeting: ['POST', '/edit_zoom_meeting', 1],
  deleteZoomMeeting: ['POST', '/delete_zoom_meeting/:meetingId', 1],
  editCallEvent: ['POST', '/edit_call_event/:id', 1],
  deleteCallEvent: ['POST', '/delete_call_event/:id', 1],
  editInPersonEvent: ['POST', '/edit_in_person_event/:call_id', 1],
  deleteInPersonEvent: ['POST', '/delete_in_person_event/:id', 1],
  getAllCallEvents: ['GET', '/get_all_call_events/:userId', 1],
  getZoomMeetings: ['GET', '/get_zoom_meetings', 1],
  getAllGoogleMeetings: ['GET', '/get_all_google_meetings/:recruiterId', 1],
  disableUser: ['POST', '/disable_user', 1],
  deactivateUser: ['POST', '/deactivate_user', 1],
  updatePeerReviewerStatus: ['POST', '/update_peer_reviewer_status', 1],
  deleteUser: ['POST', '/delete_user', 1],
  updateUserStatus: ['POST', '/update_user_status', 1],
  userImage: ['GET', '/user_image/:userId', 1],
  uploadUserImage: ['POST', '/upload_user_image/:userId', 1],
  getRecruiterTargets: ['GET', '/recruiter_targets/get', 1],
  updateRecruiterTargets: ['POST', '/recruiter_targets/update', 1],
  assignWeeklyTarget: ['POST', '/assign_weekly_target', 1],
  editWeeklyTarget: ['POST', '/edit_weekly_target/:id', 1],
  getWeeklyTargets: ['GET', '/weekly_targets/:managerId', 1],
  assignMonthlyTarget: ['POST', '/assign_monthly_target', 1],
  editMonthlyTarget: ['POST', '/edit_monthly_target/:id', 1],
  getMonthlyTargets: ['GET', '/get_monthly_targets/:managerId', 1],
  getRecruiterWeeklyTargets: ['GET', '/recruiter_weekly_targets/:recruiterId', 1],
  getRecruiterMonthlyTargets: ['GET', '/recruiter_monthly_targets/:recruiterId', 1],
  reportIssue: ['POST', '/auth_issue_report', 1],
  getIssueReports: ['GET', '/get_issue_reports', 1],
  careersJobs: ['GET', '/careers/jobs', 0],
  careersApply: ['POST', '/careers/apply', 0],
  chatUsersWithConversations: ['GET', '/chat/users-with-conversations/:userId', 1],
  chatMessages: ['GET', '/chat/messages/:userId/:otherUserId', 1],
  chatGroupMessages: ['GET', '/chat/group_messages/:groupId', 1],
  chatUserGroups: ['GET', '/chat/user-groups/:userId', 1],
  chatOnlineUsers: ['GET', '/chat/online_users', 1],
} as const satisfies Record<RouteKey, readonly [HttpMethod, `/${string}`, 0 | 1]>;

/**
 * Fills a path's `:name` placeholders, URL-encoding each value; throws when one is missing or
 * empty (same rules as the contract's `buildPath`, which a test compares it with; importing that one
 * would keep the contract's whole route table in the bundle, its initializer calls helpers).
 *
 * @internal
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
