/**
 * The vocabularies of the wire (SPEC §1, §3, §4) as `as const` tuples, their unions and the maps
 * between them. No zod here, so the SDK can use them without pulling in the schema runtime; the
 * zod enums of the same names live in `enums.ts`.
 */

/**
 * The three roles a person signs in with (SPEC §1, §6). Leadership may do everything a manager
 * may; peer reviewer is a flag on a user (`peer_status`), not a role.
 *
 * @example
 * ```ts
 * roles.includes('manager'); // true
 * ```
 */
export const roles = ['manager', 'recruiter', 'leadership'] as const;
/** One of {@link roles}. @example `const role: Role = 'recruiter';` */
export type Role = (typeof roles)[number];

/**
 * Login kinds: the path segment of `POST /login/{kind}` (SPEC §7 "Login"). A manager signs in
 * with kind `management`.
 *
 * @example
 * ```ts
 * `/login/${loginKindForRole.manager}`; // '/login/management'
 * ```
 */
export const loginKinds = ['management', 'recruiter', 'leadership'] as const;
/** One of {@link loginKinds}. @example `const kind: LoginKind = 'management';` */
export type LoginKind = (typeof loginKinds)[number];

/**
 * Role → login kind (the `/login/{kind}` path segment).
 *
 * @example
 * ```ts
 * loginKindForRole.manager; // 'management'
 * ```
 */
export const loginKindForRole = {
  manager: 'management',
  recruiter: 'recruiter',
  leadership: 'leadership',
} as const satisfies Record<Role, LoginKind>;

/**
 * Account types as stored on the server (`user_type`). `management` accounts sign in with role
 * `manager`. Active-user lists carry only `management` and `recruiter` (SPEC §3 "Active user").
 *
 * @example
 * ```ts
 * userTypes.includes('leadership'); // true
 * ```
 */
export const userTypes = ['management', 'recruiter', 'leadership'] as const;
/** One of {@link userTypes}. @example `const type: UserType = 'recruiter';` */
export type UserType = (typeof userTypes)[number];

/**
 * Account type → the role that account signs in with. The server refuses a login whose kind does
 * not match the account's type.
 *
 * @example
 * ```ts
 * roleForUserType.management; // 'manager'
 * ```
 */
export const roleForUserType = {
  management: 'manager',
  recruiter: 'recruiter',
  leadership: 'leadership',
} as const satisfies Record<UserType, Role>;

/**
 * Role → account type (inverse of {@link roleForUserType}).
 *
 * @example
 * ```ts
 * userTypeForRole.manager; // 'management'
 * ```
 */
export const userTypeForRole = {
  manager: 'management',
  recruiter: 'recruiter',
  leadership: 'leadership',
} as const satisfies Record<Role, UserType>;

/**
 * The candidate pipeline statuses a user can set (SPEC §3 "Candidate statuses" without the `Total`
 * roll-up key, plus the peer-review statuses). Request bodies accept only these.
 *
 * @example
 * ```ts
 * assignableCandidateStatuses.includes('Client Interview'); // true
 * ```
 */
export const assignableCandidateStatuses = [
  'Internal Screening',
  'Internal Interview',
  'Peer Review',
  'Client Screening',
  'Client Interview',
  'Interview Reschedule',
  'Interview No-show',
  'Offer',
  'Onboarded',
  'On Hold',
  'Dropped',
  'Duplicate Profile',
  'PR-Pending',
  'PR-Approved',
  'PR-Rejected',
] as const;
/** One of {@link assignableCandidateStatuses}. @example `const s: AssignableCandidateStatus = 'Offer';` */
export type AssignableCandidateStatus = (typeof assignableCandidateStatuses)[number];

/**
 * Every candidate status seen on the wire: {@link assignableCandidateStatuses} plus `Updated`
 * (SPEC §3: "default on an update event", found on legacy rows). Response schemas accept these.
 *
 * @example
 * ```ts
 * candidateStatuses.at(-1); // 'Updated'
 * ```
 */
export const candidateStatuses = [...assignableCandidateStatuses, 'Updated'] as const;
/** One of {@link candidateStatuses}. @example `const s: CandidateStatus = 'Updated';` */
export type CandidateStatus = (typeof candidateStatuses)[number];

/**
 * Peer-review statuses (SPEC §3, §4). A review starts `PR-Pending`; only a pending review can be
 * decided.
 *
 * @example
 * ```ts
 * peerReviewStatuses[0]; // 'PR-Pending'
 * ```
 */
export const peerReviewStatuses = ['PR-Pending', 'PR-Approved', 'PR-Rejected'] as const;
/** One of {@link peerReviewStatuses}. @example `const s: PeerReviewStatus = 'PR-Pending';` */
export type PeerReviewStatus = (typeof peerReviewStatuses)[number];

/**
 * The two decisions a reviewer can submit (the Update Status dialog of SPEC §2).
 *
 * @example
 * ```ts
 * peerReviewDecisions; // ['PR-Approved', 'PR-Rejected']
 * ```
 */
export const peerReviewDecisions = ['PR-Approved', 'PR-Rejected'] as const;
/** One of {@link peerReviewDecisions}. @example `const d: PeerReviewDecision = 'PR-Rejected';` */
export type PeerReviewDecision = (typeof peerReviewDecisions)[number];

/**
 * Keys of a vendor's `candidatesByStatus` roll-up (SPEC §3 list, `Total` included).
 *
 * @example
 * ```ts
 * vendorStatusRollupKeys.at(-1); // 'Total'
 * ```
 */
export const vendorStatusRollupKeys = [
  'Internal Screening',
  'Internal Interview',
  'Peer Review',
  'Client Screening',
  'Client Interview',
  'Interview Reschedule',
  'Interview No-show',
  'Offer',
  'Onboarded',
  'On Hold',
  'Dropped',
  'Duplicate Profile',
  'Total',
] as const;
/** One of {@link vendorStatusRollupKeys}. @example `const k: VendorStatusRollupKey = 'Total';` */
export type VendorStatusRollupKey = (typeof vendorStatusRollupKeys)[number];

/**
 * Job statuses on the portal side (SPEC §3 "Job", §4 "Job status").
 *
 * @example
 * ```ts
 * jobStatuses; // ['Active', 'Closed', 'Hold']
 * ```
 */
export const jobStatuses = ['Active', 'Closed', 'Hold'] as const;
/** One of {@link jobStatuses}. @example `const s: JobStatus = 'Hold';` */
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Job statuses as the vendor side spells them (`On Hold` instead of `Hold`).
 *
 * @example
 * ```ts
 * vendorJobStatuses; // ['Active', 'Closed', 'On Hold']
 * ```
 */
export const vendorJobStatuses = ['Active', 'Closed', 'On Hold'] as const;
/** One of {@link vendorJobStatuses}. @example `const s: VendorJobStatus = 'On Hold';` */
export type VendorJobStatus = (typeof vendorJobStatuses)[number];

/**
 * Portal job status → vendor spelling.
 *
 * @example
 * ```ts
 * vendorJobStatusFor.Hold; // 'On Hold'
 * ```
 */
export const vendorJobStatusFor = {
  Active: 'Active',
  Closed: 'Closed',
  Hold: 'On Hold',
} as const satisfies Record<JobStatus, VendorJobStatus>;

/**
 * Vendor job status → portal spelling (inverse of {@link vendorJobStatusFor}).
 *
 * @example
 * ```ts
 * jobStatusForVendor['On Hold']; // 'Hold'
 * ```
 */
export const jobStatusForVendor = {
  Active: 'Active',
  Closed: 'Closed',
  'On Hold': 'Hold',
} as const satisfies Record<VendorJobStatus, JobStatus>;

/**
 * The five meeting kinds (SPEC §3 "Meeting (normalised)" `type`).
 *
 * @example
 * ```ts
 * meetingKinds.includes('googlemeet'); // true
 * ```
 */
export const meetingKinds = ['teams', 'call', 'zoom', 'googlemeet', 'inperson'] as const;
/** One of {@link meetingKinds}. @example `const k: MeetingKind = 'zoom';` */
export type MeetingKind = (typeof meetingKinds)[number];

/**
 * `meeting_type` spellings that mark a call-event record as an in-person meeting (SPEC §3: "In-person
 * type is recognised by meeting_type variants or a non-empty location"). Compare case-insensitively.
 * Our server writes `in_person`.
 *
 * @example
 * ```ts
 * inPersonMeetingTypeVariants.includes('in_person'); // true
 * ```
 */
export const inPersonMeetingTypeVariants = [
  'in_person',
  'inperson',
  'in-person',
  'in person',
] as const;

/**
 * Live-feed event types of the product we replace (SPEC §4 "Legacy event types").
 *
 * @example
 * ```ts
 * legacyLiveEventTypes.includes('candidate_added'); // true
 * ```
 */
export const legacyLiveEventTypes = [
  'candidate_added',
  'candidate_updated',
  'candidate_editing',
  'peer_review_status_updated',
  'peer_review_assigned',
  'job_created',
  'job_updated',
  'job_editing',
] as const;

/**
 * Current live-feed event types (SPEC §4 "Other types").
 *
 * @example
 * ```ts
 * currentLiveEventTypes.includes('weekly_target_assigned'); // true
 * ```
 */
export const currentLiveEventTypes = [
  'candidate_update',
  'job_update',
  'profile_update',
  'system_message',
  'weekly_target_assigned',
  'weekly_target_updated',
  'monthly_target_assigned',
  'monthly_target_updated',
] as const;

/**
 * Live-feed event types of ours, beyond SPEC §4: `careers_application` (someone applied on the
 * public careers board; data carries `registrationId`, `jobId`, the applicant's `name`, the job's
 * `role`), sent to the users who see Careers (managers, recruiters, leadership).
 *
 * @example
 * ```ts
 * ourLiveEventTypes.includes('careers_application'); // true
 * ```
 */
export const ourLiveEventTypes = ['careers_application'] as const;

/**
 * Every live-feed event type, legacy first, ours last. Our server emits both §4 families (legacy
 * types for the specific change, current types where SPEC §4 names them).
 *
 * @example
 * ```ts
 * liveEventTypes.length; // 17
 * ```
 */
export const liveEventTypes = [
  ...legacyLiveEventTypes,
  ...currentLiveEventTypes,
  ...ourLiveEventTypes,
] as const;
/** One of {@link liveEventTypes}. @example `const t: LiveEventType = 'job_created';` */
export type LiveEventType = (typeof liveEventTypes)[number];

/**
 * Sort directions of server-side sorted lists.
 *
 * @example
 * ```ts
 * sortDirections; // ['asc', 'desc']
 * ```
 */
export const sortDirections = ['asc', 'desc'] as const;
/** One of {@link sortDirections}. @example `const d: SortDirection = 'desc';` */
export type SortDirection = (typeof sortDirections)[number];

/**
 * Date-filter presets of the lists (SPEC §2 "Date filter", §9 "Date presets 1, 7, 30 days").
 * `all` means no date filter.
 *
 * @example
 * ```ts
 * datePresets; // ['all', '24h', '7d', '30d']
 * ```
 */
export const datePresets = ['all', '24h', '7d', '30d'] as const;
/** One of {@link datePresets}. @example `const p: DatePreset = '7d';` */
export type DatePreset = (typeof datePresets)[number];

/**
 * Days covered by each {@link datePresets} entry (`null`: no filter).
 *
 * @example
 * ```ts
 * datePresetDays['7d']; // 7
 * ```
 */
export const datePresetDays = {
  all: null,
  '24h': 1,
  '7d': 7,
  '30d': 30,
} as const satisfies Record<DatePreset, number | null>;

/**
 * Kinds of user toggles (SPEC §4 "User toggles"). An SDK call given any other kind fails with
 * `messages.invalidStatusType` (`'Invalid status type'`).
 *
 * - `isVerified` → `POST /disable_user` (`user_status` = new value)
 * - `isActive` → `POST /deactivate_user` (`user_status` = new value)
 * - `isPeerReviewer` → `POST /update_peer_reviewer_status` (`status` = new value)
 *
 * @example
 * ```ts
 * userToggleKinds.includes('isActive'); // true
 * ```
 */
export const userToggleKinds = ['isVerified', 'isActive', 'isPeerReviewer'] as const;
/** One of {@link userToggleKinds}. @example `const k: UserToggleKind = 'isVerified';` */
export type UserToggleKind = (typeof userToggleKinds)[number];

/**
 * Values of `new_status` in the by-username user status call (`POST /update_user_status`, SPEC §3
 * "user status {user_name, new_status}"). Any other value answers 400 `'Invalid status type'`.
 *
 * @example
 * ```ts
 * userStatusValues; // ['verified', 'unverified', 'active', 'inactive']
 * ```
 */
export const userStatusValues = ['verified', 'unverified', 'active', 'inactive'] as const;
/** One of {@link userStatusValues}. @example `const v: UserStatusValue = 'verified';` */
export type UserStatusValue = (typeof userStatusValues)[number];

/**
 * Issue-report lifecycle statuses (our definition; SPEC §7 "Support" shows no shape).
 *
 * @example
 * ```ts
 * issueReportStatuses[0]; // 'open'
 * ```
 */
export const issueReportStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
/** One of {@link issueReportStatuses}. @example `const s: IssueReportStatus = 'open';` */
export type IssueReportStatus = (typeof issueReportStatuses)[number];

/**
 * Target periods (SPEC §1 "recruiter weekly and monthly targets").
 *
 * @example
 * ```ts
 * targetPeriods; // ['weekly', 'monthly']
 * ```
 */
export const targetPeriods = ['weekly', 'monthly'] as const;
/** One of {@link targetPeriods}. @example `const p: TargetPeriod = 'weekly';` */
export type TargetPeriod = (typeof targetPeriods)[number];

/**
 * The metrics a target sets and the server counts (issue 21), each from the candidates the
 * recruiter owned when the status was entered (`candidate_status_events`):
 *
 * - `candidates`: candidates they added in the period (`date_created`);
 * - `submissions`, `interviews`, `offers`, `joinings`: candidates that first reached that stage in
 *   the period — a status of `targetMetricStatuses` (`targets.ts`) entered in the period and none of them
 *   before it. A jump counts for every stage it passes (straight to `Offer` is also a submission
 *   and an interview); moving back and forth inside a stage counts once.
 *
 * @example
 * ```ts
 * targetMetrics[0]; // 'candidates'
 * ```
 */
export const targetMetrics = [
  'candidates',
  'submissions',
  'interviews',
  'offers',
  'joinings',
] as const;
/** One target metric. @example `const m: TargetMetric = 'offers';` */
export type TargetMetric = (typeof targetMetrics)[number];
