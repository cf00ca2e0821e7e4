import {
  additionalFilesMax,
  base64Length,
  documentMimeTypes,
  extractResumesMaxFiles,
  imageMaxBytes,
  imageMimeTypes,
  issueScreenshotsMax,
  jdMaxBytes,
  jsonBodyMaxBytes,
  resumeMaxBytes,
} from './constants';
import type { LiveEventType, Role } from './vocabularies';

/*
 * The route table: every endpoint's method, path, access rules, file and upload rules, without its
 * zod schemas. Clients that must stay small (the browser SDK) import this and the schema types
 * only; the server imports `endpoints` (this plus the schemas).
 */

// ─── Definition types ──────────────────────────────────────────────────────────────────────

/** HTTP methods the API uses. @example `const m: HttpMethod = 'POST';` */
export type HttpMethod = 'GET' | 'POST';

/**
 * `public`: no token needed (login, signup, OTP, reset, public careers, health). `authenticated`:
 * a valid bearer token (`Authorization: Bearer <session_token>`), else 401.
 *
 * @example
 * ```ts
 * const a: EndpointAccess = 'public';
 * ```
 */
export type EndpointAccess = 'public' | 'authenticated';

/**
 * How a success is answered: `json` (the `response` schema), `file` (bytes with
 * `Content-Disposition: attachment; filename=…` and `X-Content-Type-Options: nosniff`; see `file`),
 * `event-stream` (server-sent events of `response`).
 *
 * @example
 * ```ts
 * const t: EndpointResponseType = 'file';
 * ```
 */
export type EndpointResponseType = 'json' | 'file' | 'event-stream';

/**
 * Areas of the API (SPEC §7 headings; `system`, `careers` and `peerReview` ours). The SDK's
 * resource namespaces follow them.
 *
 * @example
 * ```ts
 * endpointAreas.includes('meetings'); // true
 * ```
 */
export const endpointAreas = [
  'system',
  'auth',
  'candidates',
  'peerReview',
  'jobs',
  'clients',
  'vendors',
  'careers',
  'meetings',
  'users',
  'targets',
  'support',
  'chat',
  'liveFeed',
] as const;
/** One of {@link endpointAreas}. @example `const a: EndpointArea = 'jobs';` */
export type EndpointArea = (typeof endpointAreas)[number];

/**
 * Object-level access rules, checked after the role (issue 4). Managers and leadership pass the
 * `own-*`/`assigned-*` rules; `self` binds everyone.
 *
 * @example
 * ```ts
 * objectAccessRules['own-candidate'];
 * ```
 */
export const objectAccessRules = {
  self: 'The user id in the path, query or body must be the caller (403 otherwise), whatever the role.',
  'self-or-manager':
    'The user id in the path, query or body must be the caller, unless the caller is a manager or leadership.',
  'own-candidate':
    'A recruiter may read and change only candidates they own (candidate.user_id = caller); 404 for others.',
  'assigned-job':
    'A recruiter may read only jobs whose `recruiter` list holds their username; 404 for others.',
  'assigned-review':
    'A reviewer may see and decide only peer reviews assigned to them; 404 for others.',
  'own-meeting': 'A recruiter may change only meetings they created; managers and leadership any.',
  'group-member': 'Only members of the group may read it.',
  filtered:
    'Lists answer only what the caller may see (a recruiter: own candidates, assigned jobs) instead of 403.',
} as const;
/** One object-level rule. @example `const r: ObjectAccessRule = 'self';` */
export type ObjectAccessRule = keyof typeof objectAccessRules;

/**
 * A file answer: possible `Content-Type`s and the download name pattern (SPEC §9).
 *
 * @example
 * ```ts
 * const f: FileDownloadSpec = { contentTypes: ['application/zip'], fileName: 'resumes_{YYYY-MM-DD}.zip' };
 * ```
 */
export interface FileDownloadSpec {
  readonly contentTypes: readonly string[];
  readonly fileName: string;
}

/**
 * A base64 JSON upload (we do not use multipart): which body fields carry files, the size cap per
 * file (decoded), how many files, and which kinds are accepted (checked by magic bytes).
 *
 * @example
 * ```ts
 * const u: UploadSpec = { fields: ['resume'], maxFileBytes: resumeMaxBytes, maxFiles: 1, accept: 'document' };
 * ```
 */
export interface UploadSpec {
  readonly fields: readonly string[];
  readonly maxFileBytes: number;
  readonly maxFiles: number;
  readonly accept: 'document' | 'image';
}

/**
 * One endpoint of the API without its schemas (zod-free: method, path, access, file and upload
 * rules). {@link EndpointDef} adds the schemas. Paths are relative to the API base (`apiBasePath` on our server) and use
 * `:name` placeholders. `params` / `query` validate the strings of the URL (numeric ids become
 * numbers); `body` the JSON body; `response` the success body (an error is always
 * {@link ErrorResponse}-shaped with a 4xx/5xx status). `roles` absent = every signed-in role.
 * `bodyLimitBytes` absent = `jsonBodyMaxBytes` (1 MB). `liveEvents`: the live-feed event types a
 * success publishes.
 *
 * @example
 * ```ts
 * const def: RouteDef = routes.loginManagement;
 * ```
 */
export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly area: EndpointArea;
  readonly summary: string;
  readonly origin: 'spec' | 'ours';
  readonly access: EndpointAccess;
  readonly roles?: readonly Role[];
  readonly peerReviewerOnly?: boolean;
  readonly objectAccess?: readonly ObjectAccessRule[];
  readonly responseType: EndpointResponseType;
  readonly file?: FileDownloadSpec;
  readonly upload?: UploadSpec;
  readonly bodyLimitBytes?: number;
  readonly rateLimited?: boolean;
  readonly liveEvents?: readonly LiveEventType[];
}

// ─── Shared pieces ─────────────────────────────────────────────────────────────────────────

const managers = ['manager', 'leadership'] as const satisfies readonly Role[];
const uploadLimit = (maxFileBytes: number, files: number) =>
  base64Length(maxFileBytes) * files + jsonBodyMaxBytes;

const documentUpload = (fields: readonly string[], maxFiles = 1, maxFileBytes = resumeMaxBytes) =>
  ({ fields, maxFileBytes, maxFiles, accept: 'document' }) as const satisfies UploadSpec;

// ─── The route table ───────────────────────────────────────────────────────────────────────

/**
 * Every endpoint of SPEC §7 (paths spelled exactly as there, typos included:
 * `/download_resumess`, `/assign_candidate_new_recuriter`), plus ours (`origin: 'ours'`): logout,
 * session, health, ready, public careers, peer-review assignment, user status, client list, bulk
 * candidate update —
 * without schemas. {@link endpoints} is the same table with the schemas; see it for the
 * conventions of success and error bodies.
 *
 * @example
 * ```ts
 * routes.editCandidate.method; // 'POST'
 * buildPath(routes.editCandidate.path, { id: 42 }); // '/edit_candidate/42'
 * ```
 */
export const routes = {
  // ── System (ours) ──
  /** Liveness. */
  health: {
    method: 'GET',
    path: '/health',
    area: 'system',
    summary: 'Liveness: the process answers',
    origin: 'ours',
    access: 'public',
    responseType: 'json',
  },
  /** Readiness: database reachable and migrated (503 with an ErrorResponse while not ready). */
  ready: {
    method: 'GET',
    path: '/ready',
    area: 'system',
    summary: 'Readiness: database reachable and migrations applied',
    origin: 'ours',
    access: 'public',
    responseType: 'json',
  },

  // ── Login (§7 "Login") ──
  /** Manager login (`role: 'manager'`, account type `management`). Rate limited. */
  loginManagement: {
    method: 'POST',
    path: '/login/management',
    area: 'auth',
    summary: 'Sign in as a manager',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },
  /** Recruiter login. Rate limited. */
  loginRecruiter: {
    method: 'POST',
    path: '/login/recruiter',
    area: 'auth',
    summary: 'Sign in as a recruiter',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },
  /** Leadership login. Rate limited. */
  loginLeadership: {
    method: 'POST',
    path: '/login/leadership',
    area: 'auth',
    summary: 'Sign in as leadership',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },
  /** Role-less login by username or email ("email share" login of §7). Rate limited. */
  login: {
    method: 'POST',
    path: '/login',
    area: 'auth',
    summary: 'Sign in by username or email; the account type decides the role',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },
  /** End the session: the token is revoked, its sockets and streams end. */
  logout: {
    method: 'POST',
    path: '/logout',
    area: 'auth',
    summary: 'Revoke the current session',
    origin: 'ours',
    access: 'authenticated',
    responseType: 'json',
  },
  /** The current session (restoring a session after a reload validates the stored token). */
  session: {
    method: 'GET',
    path: '/session',
    area: 'auth',
    summary: 'The signed-in user and session expiry',
    origin: 'ours',
    access: 'authenticated',
    responseType: 'json',
  },
  /** Create an account (unverified until a manager verifies it). Rate limited. */
  signup: {
    method: 'POST',
    path: '/signup',
    area: 'auth',
    summary: 'Create an account (starts unverified)',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },
  /** Create an account proving the email with an OTP (`generate_otp` purpose `signup`). Rate limited. */
  signupOnetime: {
    method: 'POST',
    path: '/signup-onetime',
    area: 'auth',
    summary: 'Create an account with an emailed one-time password',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },
  /** Change the caller's password; revokes all their sessions. */
  changePassword: {
    method: 'POST',
    path: '/change_password',
    area: 'auth',
    summary: "Change the caller's password",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self'],
    responseType: 'json',
  },
  /** Mail a 6-digit OTP (10 min, single use). Always success. Rate limited. */
  generateOtp: {
    method: 'POST',
    path: '/generate_otp',
    area: 'auth',
    summary: 'Send a one-time password by email',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },
  /** Reset a password with an OTP; revokes all sessions of the user. Rate limited. */
  resetPassword: {
    method: 'POST',
    path: '/reset_password',
    area: 'auth',
    summary: 'Reset a password with a one-time password',
    origin: 'spec',
    access: 'public',
    responseType: 'json',
    rateLimited: true,
  },

  // ── Data (§7 "Data") ──
  /** Server-paged, filtered, sorted candidate list (the candidate table). */
  candidateDashboard: {
    method: 'POST',
    path: '/redisdashboard',
    area: 'candidates',
    summary: 'A page of candidates with filters and sorting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self', 'filtered'],
    responseType: 'json',
  },
  /** Vendors with their jobs and candidate roll-ups. */
  vendorDashboard: {
    method: 'GET',
    path: '/vendor_dashboard',
    area: 'vendors',
    summary: 'Vendor dashboard entries',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** The user directory (managers and leadership only, §6). */
  activeUsers: {
    method: 'POST',
    path: '/active_users',
    area: 'users',
    summary: 'Accounts split into management and recruiter lists',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** Best jobs for candidates (skills and experience). */
  matchCandidatesToJobs: {
    method: 'POST',
    path: '/match_candidates_to_jobs',
    area: 'candidates',
    summary: 'Match candidates to open jobs by skills and experience',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['filtered'],
    responseType: 'json',
  },
  /** The caller's pending (and decided) peer reviews. Peer reviewers only. */
  candidatesPendingPeerApproval: {
    method: 'POST',
    path: '/candidates_pending_peer_approval',
    area: 'peerReview',
    summary: 'Profiles assigned to the reviewer',
    origin: 'spec',
    access: 'authenticated',
    peerReviewerOnly: true,
    objectAccess: ['assigned-review'],
    responseType: 'json',
  },
  /** Approve or reject (or comment on) a pending peer review. 409 once decided. */
  peerApproveCandidate: {
    method: 'POST',
    path: '/peer_approve_candidate',
    area: 'peerReview',
    summary: 'Decide a pending peer review',
    origin: 'spec',
    access: 'authenticated',
    peerReviewerOnly: true,
    objectAccess: ['assigned-review'],
    responseType: 'json',
    liveEvents: ['peer_review_status_updated', 'candidate_update'],
  },
  /** Assign a candidate to a peer reviewer (sets PR-Pending). */
  assignPeerReviewer: {
    method: 'POST',
    path: '/assign_peer_reviewer',
    area: 'peerReview',
    summary: 'Assign a candidate to a peer reviewer',
    origin: 'ours',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'json',
    liveEvents: ['peer_review_assigned'],
  },
  /** All candidates of one recruiter (by username). */
  recruiterCandidates: {
    method: 'POST',
    path: '/get_recruiters_candidate',
    area: 'candidates',
    summary: "A recruiter's candidates",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },
  /** Recent live events the caller may see (catch-up without a stream). */
  recentEvents: {
    method: 'GET',
    path: '/events',
    area: 'liveFeed',
    summary: 'Recent live-feed events',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['filtered'],
    responseType: 'json',
  },
  /** The caller's live feed as server-sent events; honours `Last-Event-ID`. */
  liveFeed: {
    method: 'GET',
    path: '/events/:userId',
    area: 'liveFeed',
    summary: 'Live-feed stream (server-sent events)',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self'],
    responseType: 'event-stream',
  },
  /** Jobs split by status (a recruiter: assigned jobs). Optional `username` query for managers. */
  viewAllJobs: {
    method: 'GET',
    path: '/view_all_jobs',
    area: 'jobs',
    summary: 'Jobs by status',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['filtered'],
    responseType: 'json',
  },
  /** Careers registrations (applications from the public board). */
  careersRegistrations: {
    method: 'GET',
    path: '/careers_registrations',
    area: 'careers',
    summary: 'Careers registrations',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },

  // ── Candidates (§7 "Candidates") ──
  /** Add a candidate (409 on duplicate email or mobile). */
  addCandidate: {
    method: 'POST',
    path: '/add_candidate',
    area: 'candidates',
    summary: 'Add a candidate',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    upload: documentUpload(['resume', 'additional_files[].file'], 1 + additionalFilesMax),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1 + additionalFilesMax),
    liveEvents: ['candidate_added'],
  },
  /** Edit a candidate's fields. */
  editCandidate: {
    method: 'POST',
    path: '/edit_candidate/:id',
    area: 'candidates',
    summary: 'Edit a candidate',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'json',
    upload: documentUpload(['resume', 'additional_files[].file'], 1 + additionalFilesMax),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1 + additionalFilesMax),
    liveEvents: ['candidate_updated', 'profile_update'],
  },
  /** Update a candidate's status and/or append a comment. */
  updateCandidateStatus: {
    method: 'POST',
    path: '/update_candidate/:id',
    area: 'candidates',
    summary: "Change a candidate's status or add a comment",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'json',
    liveEvents: ['candidate_update'],
  },
  /** Delete a candidate (managers and leadership). */
  deleteCandidate: {
    method: 'POST',
    path: '/delete_candidate/:id',
    area: 'candidates',
    summary: 'Delete a candidate',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['candidate_update'],
  },
  /** A candidate's resume file (404 when none). */
  viewResume: {
    method: 'GET',
    path: '/view_resume/:id',
    area: 'candidates',
    summary: "A candidate's resume file",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'file',
    file: { contentTypes: documentMimeTypes, fileName: '{name}_{id}.{pdf|doc|docx}' },
  },
  /** A job's description file (404 when none). */
  viewJd: {
    method: 'GET',
    path: '/view_jd/:id',
    area: 'jobs',
    summary: "A job's description file",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['assigned-job'],
    responseType: 'file',
    file: { contentTypes: documentMimeTypes, fileName: '{client}_{jobId}.{pdf|doc|docx}' },
  },
  /** Extract candidate fields from a resume. */
  parseResume: {
    method: 'POST',
    path: '/parse_resume',
    area: 'candidates',
    summary: 'Extract candidate fields from a resume',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
  },
  /** Is there a candidate with this email or mobile? */
  checkCandidate: {
    method: 'POST',
    path: '/check_candidate',
    area: 'candidates',
    summary: 'Duplicate check by email or mobile',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },
  /** Analyse a resume against a job. */
  candidateOverview: {
    method: 'POST',
    path: '/candidate_over_view',
    area: 'candidates',
    summary: 'Analyse a resume against a job',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self', 'assigned-job'],
    responseType: 'json',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
  },
  /** A candidate's additional files as a zip (404 when none). */
  downloadAdditionalFiles: {
    method: 'POST',
    path: '/download_additional_files',
    area: 'candidates',
    summary: "A candidate's additional files (zip)",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'file',
    file: { contentTypes: ['application/zip'], fileName: '{name}_{id}_additional_files.zip' },
  },
  /** Resumes of many candidates as one zip (sic path). */
  downloadResumes: {
    method: 'POST',
    path: '/download_resumess',
    area: 'candidates',
    summary: 'Resumes of several candidates (zip)',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'file',
    file: { contentTypes: ['application/zip'], fileName: 'resumes_{YYYY-MM-DD}.zip' },
  },
  /** A candidate's stored files (metadata). */
  getResumes: {
    method: 'GET',
    path: '/get_resumes/:id',
    area: 'candidates',
    summary: "A candidate's stored files",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'json',
  },
  /** One job. */
  getJobData: {
    method: 'GET',
    path: '/get_job_data/:id',
    area: 'jobs',
    summary: 'One job',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['assigned-job'],
    responseType: 'json',
  },
  /** Score a resume (inline or stored) against a job. */
  checkResumeMatch: {
    method: 'POST',
    path: '/check_resume_match',
    area: 'candidates',
    summary: 'Score a resume against a job',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate', 'assigned-job'],
    responseType: 'json',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
  },
  /** Best candidates for one job. */
  matchCandidatesForJob: {
    method: 'POST',
    path: '/match-candidates',
    area: 'candidates',
    summary: 'Best candidates for a job',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['assigned-job', 'filtered'],
    responseType: 'json',
  },
  /** Text of several resumes. */
  extractResumes: {
    method: 'POST',
    path: '/extract_resumes',
    area: 'candidates',
    summary: 'Extract text from several resumes',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    upload: documentUpload(['files[].resume'], extractResumesMaxFiles),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, extractResumesMaxFiles),
  },
  /** Text of one resume (the document-extraction call of §7, reading `extracted_text`). */
  extractResumeText: {
    method: 'POST',
    path: '/extract_resume_text',
    area: 'candidates',
    summary: 'Extract text from a resume',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
  },

  // ── Jobs (§7 "Jobs") ──
  /** Post a job. */
  postJob: {
    method: 'POST',
    path: '/post_job',
    area: 'jobs',
    summary: 'Post a job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    upload: documentUpload(['jd_file'], 1, jdMaxBytes),
    bodyLimitBytes: uploadLimit(jdMaxBytes, 1),
    liveEvents: ['job_created'],
  },
  /** Edit a job. */
  editJobPost: {
    method: 'POST',
    path: '/edit_job_post/:id',
    area: 'jobs',
    summary: 'Edit a job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    upload: documentUpload(['jd_file'], 1, jdMaxBytes),
    bodyLimitBytes: uploadLimit(jdMaxBytes, 1),
    liveEvents: ['job_updated'],
  },
  /** Delete a job (its candidates go back to the pool). */
  deleteJobPost: {
    method: 'POST',
    path: '/delete_job_post/:id',
    area: 'jobs',
    summary: 'Delete a job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
  },
  /** Notify the assigned recruiters of a new job. */
  sendNotifications: {
    method: 'POST',
    path: '/send_notifications',
    area: 'jobs',
    summary: 'Notify recruiters of a new job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** Notify the assigned recruiters of an edited job. */
  sendEditNotifications: {
    method: 'POST',
    path: '/send_edit_notifications',
    area: 'jobs',
    summary: 'Notify recruiters of an edited job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** Notify vendors of an edited job. */
  vendorSendEditNotifications: {
    method: 'POST',
    path: '/vendor_send_edit_notifications',
    area: 'vendors',
    summary: 'Notify vendors of an edited job',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** One job's status. */
  updateJobStatus: {
    method: 'POST',
    path: '/update_job_status',
    area: 'jobs',
    summary: "Change a job's status",
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
  },
  /** Bulk job status with notifications (one transaction). */
  updateJobsStatusNotification: {
    method: 'POST',
    path: '/update_jobs_status_notification',
    area: 'jobs',
    summary: 'Change the status of several jobs and notify',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
  },
  /** A vendor's recruiters for a job. */
  vendorAssignRecruiters: {
    method: 'POST',
    path: '/vendor_assign_recruiters',
    area: 'vendors',
    summary: "Set a vendor's recruiters on a job",
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
  },
  /** Jobs of one client (or all visible). */
  viewClientJobs: {
    method: 'GET',
    path: '/view_client_jobs',
    area: 'clients',
    summary: "A client's jobs",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['filtered'],
    responseType: 'json',
  },

  // ── Assignment (§7 "Assignment") ──
  /** Status, comment and/or recruiter of many candidates at once (ours; one transaction). */
  bulkUpdateCandidates: {
    method: 'POST',
    path: '/bulk_update_candidates',
    area: 'candidates',
    summary: 'Bulk status change or reassignment of candidates',
    origin: 'ours',
    access: 'authenticated',
    objectAccess: ['own-candidate'],
    responseType: 'json',
    liveEvents: ['candidate_update'],
  },
  /** Move candidates to another recruiter (profile transfer; sic path). */
  assignCandidateNewRecruiter: {
    method: 'POST',
    path: '/assign_candidate_new_recuriter',
    area: 'candidates',
    summary: 'Move candidates to another recruiter',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['candidate_update'],
  },
  /** Set a job's recruiters. */
  assignRecruiter: {
    method: 'POST',
    path: '/assign_recruiter',
    area: 'jobs',
    summary: "Set a job's recruiters",
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['job_update'],
  },
  /** Submit candidates to a client's job (`client_assigned: true`). */
  assignClient: {
    method: 'POST',
    path: '/assign_client',
    area: 'candidates',
    summary: "Submit candidates to a client's job",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-candidate', 'assigned-job'],
    responseType: 'json',
    liveEvents: ['candidate_update'],
  },
  /** Create a client company. */
  createClient: {
    method: 'POST',
    path: '/create/client',
    area: 'clients',
    summary: 'Create a client',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** Clients with job counts (a recruiter: clients of their assigned jobs). */
  listClients: {
    method: 'GET',
    path: '/clients',
    area: 'clients',
    summary: 'Clients with job counts',
    origin: 'ours',
    access: 'authenticated',
    objectAccess: ['filtered'],
    responseType: 'json',
  },

  // ── Meetings (§7 "Meetings") ──
  /** Schedule a call. */
  createCallEvent: {
    method: 'POST',
    path: '/call_event',
    area: 'meetings',
    summary: 'Schedule a call',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },
  /** Schedule an in-person meeting. */
  createInPersonEvent: {
    method: 'POST',
    path: '/in_person_event',
    area: 'meetings',
    summary: 'Schedule an in-person meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },
  /** Schedule a Teams meeting. */
  createTeamsMeeting: {
    method: 'POST',
    path: '/create_event',
    area: 'meetings',
    summary: 'Schedule a Teams meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },
  /** Schedule a Zoom meeting. */
  createZoomMeeting: {
    method: 'POST',
    path: '/schedule_zoom_meeting',
    area: 'meetings',
    summary: 'Schedule a Zoom meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },
  /** Schedule a Google Meet meeting. */
  createGoogleMeet: {
    method: 'POST',
    path: '/create_google_meet',
    area: 'meetings',
    summary: 'Schedule a Google Meet meeting',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },
  /** A user's Teams meetings. */
  getAllMeetings: {
    method: 'POST',
    path: '/get_all_meetings',
    area: 'meetings',
    summary: "A user's Teams meetings",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },
  /** Replace a Teams meeting. */
  updateTeamsMeeting: {
    method: 'POST',
    path: '/update_event',
    area: 'meetings',
    summary: 'Update a Teams meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Delete a Teams meeting. */
  deleteTeamsMeeting: {
    method: 'POST',
    path: '/delete_event',
    area: 'meetings',
    summary: 'Delete a Teams meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Replace a Google Meet meeting. */
  editGoogleMeet: {
    method: 'POST',
    path: '/edit_google_meet/:meetingId',
    area: 'meetings',
    summary: 'Edit a Google Meet meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Delete a Google Meet meeting. */
  deleteGoogleMeeting: {
    method: 'POST',
    path: '/delete_google_meeting/:meetingId',
    area: 'meetings',
    summary: 'Delete a Google Meet meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Replace a Zoom meeting (id in the body). */
  editZoomMeeting: {
    method: 'POST',
    path: '/edit_zoom_meeting',
    area: 'meetings',
    summary: 'Edit a Zoom meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Delete a Zoom meeting. */
  deleteZoomMeeting: {
    method: 'POST',
    path: '/delete_zoom_meeting/:meetingId',
    area: 'meetings',
    summary: 'Delete a Zoom meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Replace a call event. */
  editCallEvent: {
    method: 'POST',
    path: '/edit_call_event/:id',
    area: 'meetings',
    summary: 'Edit a call',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Delete a call event. */
  deleteCallEvent: {
    method: 'POST',
    path: '/delete_call_event/:id',
    area: 'meetings',
    summary: 'Delete a call',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Replace an in-person event (path param spelled `call_id` as in §7). */
  editInPersonEvent: {
    method: 'POST',
    path: '/edit_in_person_event/:call_id',
    area: 'meetings',
    summary: 'Edit an in-person meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** Delete an in-person event. */
  deleteInPersonEvent: {
    method: 'POST',
    path: '/delete_in_person_event/:id',
    area: 'meetings',
    summary: 'Delete an in-person meeting',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['own-meeting'],
    responseType: 'json',
  },
  /** A user's calls and in-person meetings. */
  getAllCallEvents: {
    method: 'GET',
    path: '/get_all_call_events/:userId',
    area: 'meetings',
    summary: "A user's calls and in-person meetings",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },
  /** Zoom meetings (optional `user_id` query). */
  getZoomMeetings: {
    method: 'GET',
    path: '/get_zoom_meetings',
    area: 'meetings',
    summary: 'Zoom meetings',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },
  /** A user's Google Meet meetings. */
  getAllGoogleMeetings: {
    method: 'GET',
    path: '/get_all_google_meetings/:recruiterId',
    area: 'meetings',
    summary: "A user's Google Meet meetings",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },

  // ── Users (§7 "Users") ──
  /** Verify (`user_status: true`) or disable (`false`) an account. Management only. */
  disableUser: {
    method: 'POST',
    path: '/disable_user',
    area: 'users',
    summary: 'Verify or disable an account',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['system_message'],
  },
  /** Activate (`user_status: true`) or deactivate (`false`) an account. Management only. */
  deactivateUser: {
    method: 'POST',
    path: '/deactivate_user',
    area: 'users',
    summary: 'Activate or deactivate an account',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['system_message'],
  },
  /** Set or clear the peer-reviewer flag. Management only. */
  updatePeerReviewerStatus: {
    method: 'POST',
    path: '/update_peer_reviewer_status',
    area: 'users',
    summary: 'Set or clear the peer-reviewer flag',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['system_message'],
  },
  /** Delete an account. Management only. */
  deleteUser: {
    method: 'POST',
    path: '/delete_user',
    area: 'users',
    summary: 'Delete an account',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** Verification or active state by username (`new_status`). Management only. */
  updateUserStatus: {
    method: 'POST',
    path: '/update_user_status',
    area: 'users',
    summary: 'Set verification or active state by username',
    origin: 'ours',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['system_message'],
  },
  /** A user's profile picture (404 when none). */
  userImage: {
    method: 'GET',
    path: '/user_image/:userId',
    area: 'users',
    summary: "A user's profile picture",
    origin: 'spec',
    access: 'authenticated',
    responseType: 'file',
    file: { contentTypes: imageMimeTypes, fileName: 'user_{userId}.{jpg|png|gif|webp}' },
  },
  /** Save or remove the caller's profile picture. */
  uploadUserImage: {
    method: 'POST',
    path: '/upload_user_image/:userId',
    area: 'users',
    summary: 'Save or remove a profile picture',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self'],
    responseType: 'json',
    upload: { fields: ['image'], maxFileBytes: imageMaxBytes, maxFiles: 1, accept: 'image' },
    bodyLimitBytes: uploadLimit(imageMaxBytes, 1),
  },

  // ── Targets (§7 "Targets") ──
  /** The current week's and month's targets of a recruiter (default the caller). */
  getRecruiterTargets: {
    method: 'GET',
    path: '/recruiter_targets/get',
    area: 'targets',
    summary: "A recruiter's current targets",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },
  /** Record achieved counts on a target. */
  updateRecruiterTargets: {
    method: 'POST',
    path: '/recruiter_targets/update',
    area: 'targets',
    summary: 'Record progress on a target',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
    liveEvents: ['weekly_target_updated', 'monthly_target_updated'],
  },
  /** Assign a weekly target. */
  assignWeeklyTarget: {
    method: 'POST',
    path: '/assign_weekly_target',
    area: 'targets',
    summary: 'Assign a weekly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['weekly_target_assigned'],
  },
  /** Edit a weekly target. */
  editWeeklyTarget: {
    method: 'POST',
    path: '/edit_weekly_target/:id',
    area: 'targets',
    summary: 'Edit a weekly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['weekly_target_updated'],
  },
  /** Weekly targets a manager assigned (leadership: any manager's). */
  getWeeklyTargets: {
    method: 'GET',
    path: '/weekly_targets/:managerId',
    area: 'targets',
    summary: 'Weekly targets assigned by a manager',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** Assign a monthly target. */
  assignMonthlyTarget: {
    method: 'POST',
    path: '/assign_monthly_target',
    area: 'targets',
    summary: 'Assign a monthly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['monthly_target_assigned'],
  },
  /** Edit a monthly target. */
  editMonthlyTarget: {
    method: 'POST',
    path: '/edit_monthly_target/:id',
    area: 'targets',
    summary: 'Edit a monthly target',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
    liveEvents: ['monthly_target_updated'],
  },
  /** Monthly targets a manager assigned. */
  getMonthlyTargets: {
    method: 'GET',
    path: '/get_monthly_targets/:managerId',
    area: 'targets',
    summary: 'Monthly targets assigned by a manager',
    origin: 'spec',
    access: 'authenticated',
    roles: managers,
    responseType: 'json',
  },
  /** A recruiter's weekly targets. */
  getRecruiterWeeklyTargets: {
    method: 'GET',
    path: '/recruiter_weekly_targets/:recruiterId',
    area: 'targets',
    summary: "A recruiter's weekly targets",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },
  /** A recruiter's monthly targets. */
  getRecruiterMonthlyTargets: {
    method: 'GET',
    path: '/recruiter_monthly_targets/:recruiterId',
    area: 'targets',
    summary: "A recruiter's monthly targets",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },

  // ── Support (§7 "Support") ──
  /** Report an issue with screenshots. */
  reportIssue: {
    method: 'POST',
    path: '/auth_issue_report',
    area: 'support',
    summary: 'Report an issue',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
    upload: {
      fields: ['screenshots[].image'],
      maxFileBytes: imageMaxBytes,
      maxFiles: issueScreenshotsMax,
      accept: 'image',
    },
    bodyLimitBytes: uploadLimit(imageMaxBytes, issueScreenshotsMax),
  },
  /** Issue reports of a user (managers: anyone's or all). */
  getIssueReports: {
    method: 'GET',
    path: '/get_issue_reports',
    area: 'support',
    summary: 'Issue reports',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self-or-manager'],
    responseType: 'json',
  },

  // ── Careers (ours: public board) ──
  /** Jobs posted to careers (public). */
  careersJobs: {
    method: 'GET',
    path: '/careers/jobs',
    area: 'careers',
    summary: 'Public list of jobs posted to careers',
    origin: 'ours',
    access: 'public',
    responseType: 'json',
  },
  /** Apply to a job posted to careers (public; rate limited). */
  careersApply: {
    method: 'POST',
    path: '/careers/apply',
    area: 'careers',
    summary: 'Apply to a job posted to careers',
    origin: 'ours',
    access: 'public',
    responseType: 'json',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
    rateLimited: true,
  },

  // ── Chat HTTP (§7 "Chat HTTP", bearer token) ──
  /** Active users with conversation info and unread counts. */
  chatUsersWithConversations: {
    method: 'GET',
    path: '/chat/users-with-conversations/:userId',
    area: 'chat',
    summary: 'Chat directory with unread counts',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self'],
    responseType: 'json',
  },
  /** Direct-message history between the caller and another user. */
  chatMessages: {
    method: 'GET',
    path: '/chat/messages/:userId/:otherUserId',
    area: 'chat',
    summary: 'Direct-message history',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self'],
    responseType: 'json',
  },
  /** Group-message history. */
  chatGroupMessages: {
    method: 'GET',
    path: '/chat/group_messages/:groupId',
    area: 'chat',
    summary: 'Group-message history',
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['group-member'],
    responseType: 'json',
  },
  /** The caller's groups with unread counts. */
  chatUserGroups: {
    method: 'GET',
    path: '/chat/user-groups/:userId',
    area: 'chat',
    summary: "A user's chat groups",
    origin: 'spec',
    access: 'authenticated',
    objectAccess: ['self'],
    responseType: 'json',
  },
  /** Presence of every active user. */
  chatOnlineUsers: {
    method: 'GET',
    path: '/chat/online_users',
    area: 'chat',
    summary: 'Presence of active users',
    origin: 'spec',
    access: 'authenticated',
    responseType: 'json',
  },
} as const satisfies Record<string, RouteDef>;

/** The route table's type. @example `type R = Routes['addCandidate'];` */
export type Routes = typeof routes;
/** A key of the route table (the same keys as `endpoints`). @example `const k: RouteKey = 'addCandidate';` */
export type RouteKey = keyof Routes;

/**
 * Every route as `[key, definition]`, in table order.
 *
 * @example
 * ```ts
 * for (const [key, route] of routeEntries) console.log(route.method, route.path);
 * ```
 */
export const routeEntries = Object.entries(routes) as ReadonlyArray<
  { [K in RouteKey]: readonly [K, Routes[K]] }[RouteKey]
>;

/**
 * The `:name` placeholders of a path, in order.
 *
 * @example
 * ```ts
 * pathParamNames('/chat/messages/:userId/:otherUserId'); // ['userId', 'otherUserId']
 * ```
 */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/**
 * Fills a path's placeholders, URL-encoding each value; throws when one is missing or empty.
 *
 * @example
 * ```ts
 * buildPath('/edit_candidate/:id', { id: 42 }); // '/edit_candidate/42'
 * ```
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Finds the endpoint that serves a method and a concrete path (without the API base), with its raw
 * path params; `undefined` when none does.
 *
 * @example
 * ```ts
 * matchEndpoint('POST', '/edit_candidate/42'); // { key: 'editCandidate', params: { id: '42' } }
 * ```
 */
export function matchEndpoint(
  method: string,
  path: string,
): { key: RouteKey; params: Record<string, string> } | undefined {
  const upper = method.toUpperCase();
  const segments = path.split('/');
  for (const [key, def] of routeEntries) {
    if (def.method !== upper) continue;
    const template = def.path.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        if (segment === '') return false;
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { key, params };
  }
  return undefined;
}
