import * as z from 'zod';
import {
  AddCandidateRequest,
  AdditionalFilesRequest,
  AssignCandidateRecruiterRequest,
  AssignClientRequest,
  AssignPeerReviewerRequest,
  BulkResumeDownloadRequest,
  BulkUpdateCandidatesRequest,
  BulkUpdateCandidatesResponse,
  Candidate,
  CandidateDashboardRequest,
  CandidateDashboardResponse,
  CandidateFile,
  CandidateJobMatch,
  CandidateOverviewRequest,
  CheckCandidateRequest,
  CheckCandidateResponse,
  CheckResumeMatchRequest,
  DeleteCandidateRequest,
  EditCandidateRequest,
  ExtractedResume,
  ExtractResumesRequest,
  ExtractResumeTextRequest,
  MatchCandidatesForJobRequest,
  MatchCandidatesToJobsRequest,
  ParsedResume,
  ParseResumeRequest,
  PeerApprovalListRequest,
  PeerApproveRequest,
  PeerAssignedProfile,
  RecruiterCandidatesRequest,
  ResumeAnalysis,
  UpdateCandidateStatusRequest,
} from './candidates';
import {
  ChatGroupsResponse,
  ChatHistoryQuery,
  ChatHistoryResponse,
  ChatUsersResponse,
  OnlineUsersResponse,
} from './chat';
import { liveFeedReplayLimit } from './constants';
import { Role, UserType } from './enums';
import {
  AssignRecruiterRequest,
  BulkJobStatusRequest,
  BulkJobStatusResponse,
  CareerApplicationRequest,
  CareerJob,
  CareerRegistrationsResponse,
  Client,
  ClientWithSummary,
  CreateClientRequest,
  DeleteJobRequest,
  EditJobRequest,
  Job,
  NotificationsResponse,
  PostJobRequest,
  SendNotificationsRequest,
  UpdateJobStatusRequest,
  VendorAssignRecruitersRequest,
  VendorDashboardResponse,
  VendorEditNotificationsRequest,
  ViewAllJobsResponse,
  ViewClientJobsQuery,
} from './jobs';
import { LiveEvent } from './liveFeed';
import {
  AllMeetingsRequest,
  CallEvent,
  CallEventRequest,
  CallEventsResponse,
  CreateTeamsMeetingRequest,
  CreateZoomMeetingRequest,
  DeleteMeetingRequest,
  EditZoomMeetingRequest,
  GoogleMeetingsResponse,
  GoogleMeetMeeting,
  GoogleMeetRequest,
  InPersonEventRequest,
  TeamsMeeting,
  TeamsMeetingsResponse,
  UpdateTeamsMeetingRequest,
  ZoomMeeting,
  ZoomMeetingsQuery,
  ZoomMeetingsResponse,
} from './meetings';
import {
  dataResponse,
  HealthResponse,
  Id,
  IdParam,
  MeetingId,
  MessageResponse,
  mutationResponse,
} from './primitives';
import { type RouteDef, routes } from './routes';
import { IssueReport, IssueReportRequest, IssueReportsQuery } from './support';
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
} from './targets';
import {
  ActiveUsersRequest,
  ActiveUsersResponse,
  ChangePasswordRequest,
  DeactivateUserRequest,
  DeleteUserRequest,
  DisableUserRequest,
  GenerateOtpRequest,
  GenericLoginRequest,
  LoginRequest,
  LoginResponse,
  OneTimeSignupRequest,
  PeerReviewerStatusRequest,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  UserImageUploadRequest,
  UserMutationResponse,
  UserStatusRequest,
} from './users';

/**
 * One endpoint of the API: its {@link RouteDef} plus the schemas. `params` / `query` validate the
 * strings of the URL (numeric ids become numbers); `body` the JSON body; `response` the success
 * body (an error is always {@link ErrorResponse}-shaped with a 4xx/5xx status).
 *
 * @example
 * ```ts
 * const def: EndpointDef = endpoints.loginManagement;
 * ```
 */
export interface EndpointDef extends RouteDef {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

// ─── Shared pieces ─────────────────────────────────────────────────────────────────────────

const idParams = z.object({ id: IdParam });
const userIdParams = z.object({ userId: IdParam });
const recruiterIdParams = z.object({ recruiterId: IdParam });
const managerIdParams = z.object({ managerId: IdParam });
const meetingIdParams = z.object({ meetingId: MeetingId });

/**
 * The signed-in user as `GET /session` reports it (ours).
 *
 * @example
 * ```ts
 * SessionInfo.parse({ user_id: 1, user_name: 'manager', name: 'Meera Iyer', email: 'm@x.com', role: 'manager', user_type: 'management', peer_status: false, avatar_present: false, expires_at: '…', idle_expires_at: '…' });
 * ```
 */
export const SessionInfo = z.object({
  user_id: Id,
  user_name: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  user_type: UserType,
  peer_status: z.boolean(),
  avatar_present: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }),
  idle_expires_at: z.iso.datetime({ offset: true }),
});
/** The signed-in user. @example `function who(s: SessionInfo) { return s.user_name; }` */
export type SessionInfo = z.infer<typeof SessionInfo>;

/**
 * Query of `GET /events`: recent live events the caller may see, after `after_id` (exclusive),
 * oldest first, at most `limit` (default and max 1000: the replay window).
 *
 * @example
 * ```ts
 * RecentEventsQuery.parse({ after_id: '120' });
 * ```
 */
export const RecentEventsQuery = z.object({
  after_id: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(liveFeedReplayLimit).default(liveFeedReplayLimit),
});
/** Query of recent events. @example `const q: RecentEventsQuery = { limit: 50 };` */
export type RecentEventsQuery = z.input<typeof RecentEventsQuery>;

// ─── The registry ──────────────────────────────────────────────────────────────────────────

/**
 * Every endpoint of SPEC §7 (paths spelled exactly as there, typos included:
 * `/download_resumess`, `/assign_candidate_new_recuriter`), plus ours (`origin: 'ours'`): logout,
 * session, health, ready, public careers, peer-review assignment, user status, client list. The
 * server registers a route per entry and validates with its schemas; the SDK types its calls from
 * it; the authorization matrix test reads `access`, `roles`, `peerReviewerOnly`, `objectAccess`.
 *
 * Conventions: every success body has `status: 'success'`; mutations add `message` and the
 * affected entity under its name; errors are `{ status: 'error', message }` with 400 (validation,
 * with `issues`), 401 (no/expired session), 403 (role or `self` rule), 404 (unknown or not
 * visible), 409 (duplicate, already decided), 413 (too large), 415 (file bytes not what the name
 * says), 429 (rate limited, SPEC §8 text), 5xx. Uploads are base64 in JSON bodies (no multipart).
 *
 * @example
 * ```ts
 * const def = endpoints.editCandidate;
 * def.method; // 'POST'
 * def.path; // '/edit_candidate/:id'
 * def.body.parse(json);
 * ```
 */
export const endpoints = {
  // ── System (ours) ──
  /** Liveness. */
  health: {
    ...routes.health,
    response: HealthResponse,
  },
  /** Readiness: database reachable and migrated (503 with an ErrorResponse while not ready). */
  ready: {
    ...routes.ready,
    response: HealthResponse,
  },

  // ── Login (§7 "Login") ──
  /** Manager login (`role: 'manager'`, account type `management`). Rate limited. */
  loginManagement: {
    ...routes.loginManagement,
    body: LoginRequest,
    response: LoginResponse,
  },
  /** Recruiter login. Rate limited. */
  loginRecruiter: {
    ...routes.loginRecruiter,
    body: LoginRequest,
    response: LoginResponse,
  },
  /** Leadership login. Rate limited. */
  loginLeadership: {
    ...routes.loginLeadership,
    body: LoginRequest,
    response: LoginResponse,
  },
  /** Role-less login by username or email ("email share" login of §7). Rate limited. */
  login: {
    ...routes.login,
    body: GenericLoginRequest,
    response: LoginResponse,
  },
  /** End the session: the token is revoked, its sockets and streams end. */
  logout: {
    ...routes.logout,
    response: MessageResponse,
  },
  /** The current session (restoring a session after a reload validates the stored token). */
  session: {
    ...routes.session,
    response: dataResponse({ session: SessionInfo }),
  },
  /** Create an account (unverified until a manager verifies it). Rate limited. */
  signup: {
    ...routes.signup,
    body: SignupRequest,
    response: SignupResponse,
  },
  /** Create an account proving the email with an OTP (`generate_otp` purpose `signup`). Rate limited. */
  signupOnetime: {
    ...routes.signupOnetime,
    body: OneTimeSignupRequest,
    response: SignupResponse,
  },
  /** Change the caller's password; revokes all their sessions. */
  changePassword: {
    ...routes.changePassword,
    body: ChangePasswordRequest,
    response: MessageResponse,
  },
  /** Mail a 6-digit OTP (10 min, single use). Always success. Rate limited. */
  generateOtp: {
    ...routes.generateOtp,
    body: GenerateOtpRequest,
    response: MessageResponse,
  },
  /** Reset a password with an OTP; revokes all sessions of the user. Rate limited. */
  resetPassword: {
    ...routes.resetPassword,
    body: ResetPasswordRequest,
    response: MessageResponse,
  },

  // ── Data (§7 "Data") ──
  /** Server-paged, filtered, sorted candidate list (the candidate table). */
  candidateDashboard: {
    ...routes.candidateDashboard,
    body: CandidateDashboardRequest,
    response: CandidateDashboardResponse,
  },
  /** Vendors with their jobs and candidate roll-ups. */
  vendorDashboard: {
    ...routes.vendorDashboard,
    response: VendorDashboardResponse,
  },
  /** The user directory (managers and leadership only, §6). */
  activeUsers: {
    ...routes.activeUsers,
    body: ActiveUsersRequest,
    response: ActiveUsersResponse,
  },
  /** Best jobs for candidates (skills and experience). */
  matchCandidatesToJobs: {
    ...routes.matchCandidatesToJobs,
    body: MatchCandidatesToJobsRequest,
    response: dataResponse({ matches: z.array(CandidateJobMatch) }),
  },
  /** The caller's pending (and decided) peer reviews. Peer reviewers only. */
  candidatesPendingPeerApproval: {
    ...routes.candidatesPendingPeerApproval,
    body: PeerApprovalListRequest,
    response: dataResponse({ candidates: z.array(PeerAssignedProfile) }),
  },
  /** Approve or reject (or comment on) a pending peer review. 409 once decided. */
  peerApproveCandidate: {
    ...routes.peerApproveCandidate,
    body: PeerApproveRequest,
    response: mutationResponse({ profile: PeerAssignedProfile, candidate: Candidate }),
  },
  /** Assign a candidate to a peer reviewer (sets PR-Pending). */
  assignPeerReviewer: {
    ...routes.assignPeerReviewer,
    body: AssignPeerReviewerRequest,
    response: mutationResponse({ profile: PeerAssignedProfile }),
  },
  /** All candidates of one recruiter (by username). */
  recruiterCandidates: {
    ...routes.recruiterCandidates,
    body: RecruiterCandidatesRequest,
    response: dataResponse({ candidates: z.array(Candidate) }),
  },
  /** Recent live events the caller may see (catch-up without a stream). */
  recentEvents: {
    ...routes.recentEvents,
    query: RecentEventsQuery,
    response: dataResponse({ events: z.array(LiveEvent) }),
  },
  /** The caller's live feed as server-sent events; honours `Last-Event-ID`. */
  liveFeed: {
    ...routes.liveFeed,
    params: userIdParams,
    response: LiveEvent,
  },
  /** Jobs split by status (a recruiter: assigned jobs). Optional `username` query for managers. */
  viewAllJobs: {
    ...routes.viewAllJobs,
    query: z.object({ username: z.string().trim().min(1).max(100).optional() }),
    response: ViewAllJobsResponse,
  },
  /** Careers registrations (applications from the public board). */
  careersRegistrations: {
    ...routes.careersRegistrations,
    response: CareerRegistrationsResponse,
  },

  // ── Candidates (§7 "Candidates") ──
  /** Add a candidate (409 on duplicate email or mobile). */
  addCandidate: {
    ...routes.addCandidate,
    body: AddCandidateRequest,
    response: mutationResponse({ candidate: Candidate }),
  },
  /** Edit a candidate's fields. */
  editCandidate: {
    ...routes.editCandidate,
    params: idParams,
    body: EditCandidateRequest,
    response: mutationResponse({ candidate: Candidate }),
  },
  /** Update a candidate's status and/or append a comment. */
  updateCandidateStatus: {
    ...routes.updateCandidateStatus,
    params: idParams,
    body: UpdateCandidateStatusRequest,
    response: mutationResponse({ candidate: Candidate }),
  },
  /** Delete a candidate (managers and leadership). */
  deleteCandidate: {
    ...routes.deleteCandidate,
    params: idParams,
    body: DeleteCandidateRequest,
    response: mutationResponse({ candidate_id: Id }),
  },
  /** A candidate's resume file (404 when none). */
  viewResume: {
    ...routes.viewResume,
    params: idParams,
  },
  /** A job's description file (404 when none). */
  viewJd: {
    ...routes.viewJd,
    params: idParams,
  },
  /** Extract candidate fields from a resume. */
  parseResume: {
    ...routes.parseResume,
    body: ParseResumeRequest,
    response: dataResponse({ data: ParsedResume }),
  },
  /** Is there a candidate with this email or mobile? */
  checkCandidate: {
    ...routes.checkCandidate,
    body: CheckCandidateRequest,
    response: CheckCandidateResponse,
  },
  /** Analyse a resume against a job. */
  candidateOverview: {
    ...routes.candidateOverview,
    body: CandidateOverviewRequest,
    response: dataResponse({ analysis: ResumeAnalysis }),
  },
  /** A candidate's additional files as a zip (404 when none). */
  downloadAdditionalFiles: {
    ...routes.downloadAdditionalFiles,
    body: AdditionalFilesRequest,
  },
  /** Resumes of many candidates as one zip (sic path). */
  downloadResumes: {
    ...routes.downloadResumes,
    body: BulkResumeDownloadRequest,
  },
  /** A candidate's stored files (metadata). */
  getResumes: {
    ...routes.getResumes,
    params: idParams,
    response: dataResponse({ candidate_id: Id, files: z.array(CandidateFile) }),
  },
  /** One job. */
  getJobData: {
    ...routes.getJobData,
    params: idParams,
    response: dataResponse({ job: Job }),
  },
  /** Score a resume (inline or stored) against a job. */
  checkResumeMatch: {
    ...routes.checkResumeMatch,
    body: CheckResumeMatchRequest,
    response: dataResponse({ analysis: ResumeAnalysis }),
  },
  /** Best candidates for one job. */
  matchCandidatesForJob: {
    ...routes.matchCandidatesForJob,
    body: MatchCandidatesForJobRequest,
    response: dataResponse({ matches: z.array(CandidateJobMatch) }),
  },
  /** Text of several resumes. */
  extractResumes: {
    ...routes.extractResumes,
    body: ExtractResumesRequest,
    response: dataResponse({ results: z.array(ExtractedResume) }),
  },
  /** Text of one resume (the document-extraction call of §7, reading `extracted_text`). */
  extractResumeText: {
    ...routes.extractResumeText,
    body: ExtractResumeTextRequest,
    response: dataResponse({ extracted_text: z.string() }),
  },

  // ── Jobs (§7 "Jobs") ──
  /** Post a job. */
  postJob: {
    ...routes.postJob,
    body: PostJobRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Edit a job. */
  editJobPost: {
    ...routes.editJobPost,
    params: idParams,
    body: EditJobRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Delete a job (its candidates go back to the pool). */
  deleteJobPost: {
    ...routes.deleteJobPost,
    params: idParams,
    body: DeleteJobRequest,
    response: mutationResponse({ job_id: Id }),
  },
  /** Notify the assigned recruiters of a new job. */
  sendNotifications: {
    ...routes.sendNotifications,
    body: SendNotificationsRequest,
    response: NotificationsResponse,
  },
  /** Notify the assigned recruiters of an edited job. */
  sendEditNotifications: {
    ...routes.sendEditNotifications,
    body: SendNotificationsRequest,
    response: NotificationsResponse,
  },
  /** Notify vendors of an edited job. */
  vendorSendEditNotifications: {
    ...routes.vendorSendEditNotifications,
    body: VendorEditNotificationsRequest,
    response: NotificationsResponse,
  },
  /** One job's status. */
  updateJobStatus: {
    ...routes.updateJobStatus,
    body: UpdateJobStatusRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Bulk job status with notifications (one transaction). */
  updateJobsStatusNotification: {
    ...routes.updateJobsStatusNotification,
    body: BulkJobStatusRequest,
    response: BulkJobStatusResponse,
  },
  /** A vendor's recruiters for a job. */
  vendorAssignRecruiters: {
    ...routes.vendorAssignRecruiters,
    body: VendorAssignRecruitersRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Jobs of one client (or all visible). */
  viewClientJobs: {
    ...routes.viewClientJobs,
    query: ViewClientJobsQuery,
    response: dataResponse({ jobs: z.array(Job) }),
  },

  // ── Assignment (§7 "Assignment") ──
  /** Status, comment and/or recruiter of many candidates at once (ours; one transaction). */
  bulkUpdateCandidates: {
    ...routes.bulkUpdateCandidates,
    body: BulkUpdateCandidatesRequest,
    response: BulkUpdateCandidatesResponse,
  },
  /** Move candidates to another recruiter (profile transfer; sic path). */
  assignCandidateNewRecruiter: {
    ...routes.assignCandidateNewRecruiter,
    body: AssignCandidateRecruiterRequest,
    response: mutationResponse({
      updated: z.number().int().nonnegative(),
      candidate_ids: z.array(Id),
    }),
  },
  /** Set a job's recruiters. */
  assignRecruiter: {
    ...routes.assignRecruiter,
    body: AssignRecruiterRequest,
    response: mutationResponse({ job: Job }),
  },
  /** Submit candidates to a client's job (`client_assigned: true`). */
  assignClient: {
    ...routes.assignClient,
    body: AssignClientRequest,
    response: mutationResponse({
      updated: z.number().int().nonnegative(),
      candidate_ids: z.array(Id),
    }),
  },
  /** Create a client company. */
  createClient: {
    ...routes.createClient,
    body: CreateClientRequest,
    response: mutationResponse({ client: Client }),
  },
  /** Clients with job counts (a recruiter: clients of their assigned jobs). */
  listClients: {
    ...routes.listClients,
    response: dataResponse({ clients: z.array(ClientWithSummary) }),
  },

  // ── Meetings (§7 "Meetings") ──
  /** Schedule a call. */
  createCallEvent: {
    ...routes.createCallEvent,
    body: CallEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Schedule an in-person meeting. */
  createInPersonEvent: {
    ...routes.createInPersonEvent,
    body: InPersonEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Schedule a Teams meeting. */
  createTeamsMeeting: {
    ...routes.createTeamsMeeting,
    body: CreateTeamsMeetingRequest,
    response: mutationResponse({ meeting: TeamsMeeting }),
  },
  /** Schedule a Zoom meeting. */
  createZoomMeeting: {
    ...routes.createZoomMeeting,
    body: CreateZoomMeetingRequest,
    response: mutationResponse({ meeting: ZoomMeeting }),
  },
  /** Schedule a Google Meet meeting. */
  createGoogleMeet: {
    ...routes.createGoogleMeet,
    body: GoogleMeetRequest,
    response: mutationResponse({ meeting: GoogleMeetMeeting }),
  },
  /** A user's Teams meetings. */
  getAllMeetings: {
    ...routes.getAllMeetings,
    body: AllMeetingsRequest,
    response: TeamsMeetingsResponse,
  },
  /** Replace a Teams meeting. */
  updateTeamsMeeting: {
    ...routes.updateTeamsMeeting,
    body: UpdateTeamsMeetingRequest,
    response: mutationResponse({ meeting: TeamsMeeting }),
  },
  /** Delete a Teams meeting. */
  deleteTeamsMeeting: {
    ...routes.deleteTeamsMeeting,
    body: DeleteMeetingRequest,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a Google Meet meeting. */
  editGoogleMeet: {
    ...routes.editGoogleMeet,
    params: meetingIdParams,
    body: GoogleMeetRequest,
    response: mutationResponse({ meeting: GoogleMeetMeeting }),
  },
  /** Delete a Google Meet meeting. */
  deleteGoogleMeeting: {
    ...routes.deleteGoogleMeeting,
    params: meetingIdParams,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a Zoom meeting (id in the body). */
  editZoomMeeting: {
    ...routes.editZoomMeeting,
    body: EditZoomMeetingRequest,
    response: mutationResponse({ meeting: ZoomMeeting }),
  },
  /** Delete a Zoom meeting. */
  deleteZoomMeeting: {
    ...routes.deleteZoomMeeting,
    params: meetingIdParams,
    response: mutationResponse({ meeting_id: MeetingId }),
  },
  /** Replace a call event. */
  editCallEvent: {
    ...routes.editCallEvent,
    params: idParams,
    body: CallEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Delete a call event. */
  deleteCallEvent: {
    ...routes.deleteCallEvent,
    params: idParams,
    response: mutationResponse({ meeting_id: Id }),
  },
  /** Replace an in-person event (path param spelled `call_id` as in §7). */
  editInPersonEvent: {
    ...routes.editInPersonEvent,
    params: z.object({ call_id: IdParam }),
    body: InPersonEventRequest,
    response: mutationResponse({ meeting: CallEvent }),
  },
  /** Delete an in-person event. */
  deleteInPersonEvent: {
    ...routes.deleteInPersonEvent,
    params: idParams,
    response: mutationResponse({ meeting_id: Id }),
  },
  /** A user's calls and in-person meetings. */
  getAllCallEvents: {
    ...routes.getAllCallEvents,
    params: userIdParams,
    response: CallEventsResponse,
  },
  /** Zoom meetings (optional `user_id` query). */
  getZoomMeetings: {
    ...routes.getZoomMeetings,
    query: ZoomMeetingsQuery,
    response: ZoomMeetingsResponse,
  },
  /** A user's Google Meet meetings. */
  getAllGoogleMeetings: {
    ...routes.getAllGoogleMeetings,
    params: recruiterIdParams,
    response: GoogleMeetingsResponse,
  },

  // ── Users (§7 "Users") ──
  /** Verify (`user_status: true`) or disable (`false`) an account. Management only. */
  disableUser: {
    ...routes.disableUser,
    body: DisableUserRequest,
    response: UserMutationResponse,
  },
  /** Activate (`user_status: true`) or deactivate (`false`) an account. Management only. */
  deactivateUser: {
    ...routes.deactivateUser,
    body: DeactivateUserRequest,
    response: UserMutationResponse,
  },
  /** Set or clear the peer-reviewer flag. Management only. */
  updatePeerReviewerStatus: {
    ...routes.updatePeerReviewerStatus,
    body: PeerReviewerStatusRequest,
    response: UserMutationResponse,
  },
  /** Delete an account. Management only. */
  deleteUser: {
    ...routes.deleteUser,
    body: DeleteUserRequest,
    response: mutationResponse({ user_id: Id }),
  },
  /** Verification or active state by username (`new_status`). Management only. */
  updateUserStatus: {
    ...routes.updateUserStatus,
    body: UserStatusRequest,
    response: UserMutationResponse,
  },
  /** A user's profile picture (404 when none). */
  userImage: {
    ...routes.userImage,
    params: userIdParams,
  },
  /** Save or remove the caller's profile picture. */
  uploadUserImage: {
    ...routes.uploadUserImage,
    params: userIdParams,
    body: UserImageUploadRequest,
    response: mutationResponse({ image_present: z.boolean() }),
  },

  // ── Targets (§7 "Targets") ──
  /** The current week's and month's targets of a recruiter (default the caller). */
  getRecruiterTargets: {
    ...routes.getRecruiterTargets,
    query: CurrentTargetsQuery,
    response: CurrentTargetsResponse,
  },
  /** Record achieved counts on a target. */
  updateRecruiterTargets: {
    ...routes.updateRecruiterTargets,
    body: UpdateTargetProgressRequest,
    response: mutationResponse({ target: RecruiterTarget }),
  },
  /** Assign a weekly target. */
  assignWeeklyTarget: {
    ...routes.assignWeeklyTarget,
    body: AssignWeeklyTargetRequest,
    response: mutationResponse({ target: WeeklyTarget }),
  },
  /** Edit a weekly target. */
  editWeeklyTarget: {
    ...routes.editWeeklyTarget,
    params: idParams,
    body: EditTargetRequest,
    response: mutationResponse({ target: WeeklyTarget }),
  },
  /** Weekly targets a manager assigned (leadership: any manager's). */
  getWeeklyTargets: {
    ...routes.getWeeklyTargets,
    params: managerIdParams,
    response: WeeklyTargetsResponse,
  },
  /** Assign a monthly target. */
  assignMonthlyTarget: {
    ...routes.assignMonthlyTarget,
    body: AssignMonthlyTargetRequest,
    response: mutationResponse({ target: MonthlyTarget }),
  },
  /** Edit a monthly target. */
  editMonthlyTarget: {
    ...routes.editMonthlyTarget,
    params: idParams,
    body: EditTargetRequest,
    response: mutationResponse({ target: MonthlyTarget }),
  },
  /** Monthly targets a manager assigned. */
  getMonthlyTargets: {
    ...routes.getMonthlyTargets,
    params: managerIdParams,
    response: MonthlyTargetsResponse,
  },
  /** A recruiter's weekly targets. */
  getRecruiterWeeklyTargets: {
    ...routes.getRecruiterWeeklyTargets,
    params: recruiterIdParams,
    response: WeeklyTargetsResponse,
  },
  /** A recruiter's monthly targets. */
  getRecruiterMonthlyTargets: {
    ...routes.getRecruiterMonthlyTargets,
    params: recruiterIdParams,
    response: MonthlyTargetsResponse,
  },

  // ── Support (§7 "Support") ──
  /** Report an issue with screenshots. */
  reportIssue: {
    ...routes.reportIssue,
    body: IssueReportRequest,
    response: mutationResponse({ report: IssueReport }),
  },
  /** Issue reports of a user (managers: anyone's or all). */
  getIssueReports: {
    ...routes.getIssueReports,
    query: IssueReportsQuery,
    response: dataResponse({ reports: z.array(IssueReport) }),
  },

  // ── Careers (ours: public board) ──
  /** Jobs posted to careers (public). */
  careersJobs: {
    ...routes.careersJobs,
    response: dataResponse({ jobs: z.array(CareerJob) }),
  },
  /** Apply to a job posted to careers (public; rate limited). */
  careersApply: {
    ...routes.careersApply,
    body: CareerApplicationRequest,
    response: mutationResponse({ registration_id: Id }),
  },

  // ── Chat HTTP (§7 "Chat HTTP", bearer token) ──
  /** Active users with conversation info and unread counts. */
  chatUsersWithConversations: {
    ...routes.chatUsersWithConversations,
    params: userIdParams,
    response: ChatUsersResponse,
  },
  /** Direct-message history between the caller and another user. */
  chatMessages: {
    ...routes.chatMessages,
    params: z.object({ userId: IdParam, otherUserId: IdParam }),
    query: ChatHistoryQuery,
    response: ChatHistoryResponse,
  },
  /** Group-message history. */
  chatGroupMessages: {
    ...routes.chatGroupMessages,
    params: z.object({ groupId: IdParam }),
    query: ChatHistoryQuery,
    response: ChatHistoryResponse,
  },
  /** The caller's groups with unread counts. */
  chatUserGroups: {
    ...routes.chatUserGroups,
    params: userIdParams,
    response: ChatGroupsResponse,
  },
  /** Presence of every active user. */
  chatOnlineUsers: {
    ...routes.chatOnlineUsers,
    response: OnlineUsersResponse,
  },
} as const satisfies Record<keyof typeof routes, EndpointDef>;

// ─── Derived types and helpers ─────────────────────────────────────────────────────────────

/** The registry's type. @example `type Defs = Endpoints['addCandidate'];` */
export type Endpoints = typeof endpoints;
/** A key of the registry. @example `const k: EndpointKey = 'addCandidate';` */
export type EndpointKey = keyof Endpoints;

type SchemaInput<D, Field extends string> =
  D extends Record<Field, infer S extends z.ZodType> ? z.input<S> : undefined;
type SchemaOutput<D, Field extends string> =
  D extends Record<Field, infer S extends z.ZodType> ? z.output<S> : undefined;

/** Path params as the caller gives them (strings of the URL). @example `type P = EndpointParams<'editCandidate'>; // { id: string }` */
export type EndpointParams<K extends EndpointKey> = SchemaInput<Endpoints[K], 'params'>;
/** Path params after parsing (numeric ids as numbers). @example `type P = EndpointParsedParams<'editCandidate'>; // { id: number }` */
export type EndpointParsedParams<K extends EndpointKey> = SchemaOutput<Endpoints[K], 'params'>;
/** Query as the caller gives it. @example `type Q = EndpointQuery<'getZoomMeetings'>;` */
export type EndpointQuery<K extends EndpointKey> = SchemaInput<Endpoints[K], 'query'>;
/** Body as the caller sends it (defaults optional). @example `type B = EndpointBody<'addCandidate'>;` */
export type EndpointBody<K extends EndpointKey> = SchemaInput<Endpoints[K], 'body'>;
/** Body after server-side parsing (defaults filled, strings trimmed). @example `type B = EndpointParsedBody<'addCandidate'>;` */
export type EndpointParsedBody<K extends EndpointKey> = SchemaOutput<Endpoints[K], 'body'>;
/**
 * Success answer: the parsed `response` for JSON and event streams (one event), `Blob` for files.
 *
 * @example
 * ```ts
 * type R = EndpointResponse<'candidateDashboard'>; // { status: 'success'; candidates: …; total: number; … }
 * ```
 */
export type EndpointResponse<K extends EndpointKey> = Endpoints[K] extends { responseType: 'file' }
  ? Blob
  : SchemaOutput<Endpoints[K], 'response'>;

/**
 * Every endpoint as `[key, definition]`, in registry order.
 *
 * @example
 * ```ts
 * for (const [key, def] of endpointEntries) app.route({ method: def.method, url: def.path });
 * ```
 */
export const endpointEntries = Object.entries(endpoints) as ReadonlyArray<
  { [K in EndpointKey]: readonly [K, Endpoints[K]] }[EndpointKey]
>;
