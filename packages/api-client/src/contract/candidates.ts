import * as z from 'zod';
import { additionalFilesMax, maxSearchChips, resumeMaxBytes } from './constants';
import {
  AssignableCandidateStatus,
  CandidateStatus,
  DatePreset,
  MeetingKind,
  PeerReviewDecision,
  PeerReviewStatus,
  SortDirection,
  UserType,
} from './enums';
import { messages } from './messages';
import {
  base64File,
  Email,
  FileName,
  Id,
  IsoDate,
  IsoDateTime,
  maxDatabaseId,
  optionalText,
  PageNo,
  PageSize,
  requiredText,
  typeError,
} from './primitives';

/**
 * One comment in a candidate's history.
 *
 * @example
 * ```ts
 * CandidateComment.parse({ comment: 'Strong Java', timestamp: '2025-03-01T10:00:00Z' });
 * ```
 */
export const CandidateComment = z.object({
  comment: z.string(),
  timestamp: IsoDateTime,
});
/** A comment with its time. @example `const c: CandidateComment = { comment: 'ok', timestamp: '2025-03-01T10:00:00Z' };` */
export type CandidateComment = z.infer<typeof CandidateComment>;

/**
 * A candidate's comments: commenter's display name → their comments, oldest first (SPEC §3, §4:
 * a status update's comment is appended under the commenting user's name).
 *
 * @example
 * ```ts
 * CandidateComments.parse({ 'Asha Rao': [{ comment: 'Shortlisted', timestamp: '2025-03-01T10:00:00Z' }] });
 * ```
 */
export const CandidateComments = z.record(z.string(), z.array(CandidateComment));
/** Comments map. @example `const c: CandidateComments = {};` */
export type CandidateComments = z.infer<typeof CandidateComments>;

/**
 * A candidate's job as it is stored and sent: the job's id, or a text job code a legacy caller
 * sent (kept as written), or `null` for none (the pool).
 *
 * @example
 * ```ts
 * CandidateJob.parse('JAVA-01'); // 'JAVA-01'
 * ```
 */
export const CandidateJob = z.union([Id, z.string().min(1)]).nullable();
/** A candidate's job: an id, a text job code, or none. @example `const job: CandidateJob = 12;` */
export type CandidateJob = z.infer<typeof CandidateJob>;

/**
 * A candidate's `job_id` in a request, as legacy callers send it (SPEC §7): a job id, `null`, `''`
 * for "no job" (→ `null`), the id as digits (`'12'` → `12`), or a text job code, kept as a trimmed
 * string (`'JAVA-01'`).
 *
 * @example
 * ```ts
 * CandidateJobInput.parse(''); // null
 * CandidateJobInput.parse(' JAVA-01 '); // 'JAVA-01'
 * ```
 */
export const CandidateJobInput = z
  .union([Id, z.string().trim()], { error: 'Expected a job id or a job code' })
  .nullable()
  .refine((value) => typeof value !== 'string' || value.length <= 100, {
    error: 'Job code must be at most 100 characters',
  })
  .transform((value): CandidateJob => {
    if (typeof value !== 'string') return value;
    if (value === '') return null;
    return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647
      ? Number(value)
      : value;
  });

/**
 * The comparable form of a phone number (ours): its digits, the last 10 of them when there are more
 * (a country code or trunk `0` in front), so the variants a user types of one number are equal.
 *
 * @example
 * ```ts
 * phoneKey('+91 98450 12345'); // '9845012345'
 * phoneKey('098450-12345'); // '9845012345'
 * ```
 */
export function phoneKey(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/**
 * A candidate as the server sends it (SPEC §3 "Candidate (server shape)"), every field present.
 *
 * Conventions: text fields are strings (`''` when not given); ids, numbers and dates are `null`
 * when absent. `experience` and `relevant_experience` are the text the user typed
 * (`'2 years 6 months'`, `'6 months'`, `'3.5'`); the SDK's `parseExperience` turns them into decimal
 * years. `skills` is a comma-separated list. `recruiter`, `management` and the peer-reviewer fields
 * hold usernames; `recruiter_name`, `management_name` and `peer_reviewer_level1_name` /
 * `peer_reviewer_level2_name` (optional, ours) are those users' full names, for display (people
 * are shown by name, username on hover). `user_id` is the id of the recruiter who owns the
 * candidate (object-level access).
 * `job_id` and `client` are `null`/`''` while the candidate is in the pool (`client_assigned` false).
 * `date_created` and `data_updated_date` are dates; `updated_at` (ours) is the exact instant of the
 * last change, for sorting and conflict checks.
 *
 * @example
 * ```ts
 * const candidate: Candidate = Candidate.parse(await response.json());
 * ```
 */
export const Candidate = z.object({
  id: Id,
  job_id: CandidateJob,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  client: z.string(),
  profile: z.string(),
  status: CandidateStatus,
  date_created: IsoDate,
  experience: z.string(),
  qualifications: z.string(),
  preferred_job_location: z.string(),
  skills: z.string(),
  current_ctc: z.string(),
  expected_ctc: z.string(),
  remarks: z.string(),
  data_updated_date: IsoDate.nullable(),
  reason_for_job_change: z.string(),
  peer_reviewer_level1: z.string(),
  peer_reviewer_level2: z.string(),
  recruiter: z.string(),
  management: z.string(),
  /** Full name of the user `recruiter` names; absent when no user has that username. */
  recruiter_name: z.string().optional(),
  /** Full name of the user `peer_reviewer_level1` names; absent when none does. */
  peer_reviewer_level1_name: z.string().optional(),
  /** Full name of the user `peer_reviewer_level2` names; absent when none does. */
  peer_reviewer_level2_name: z.string().optional(),
  /** Full name of the user `management` names; absent when none does. */
  management_name: z.string().optional(),
  current_company: z.string(),
  position: z.string(),
  current_job_location: z.string(),
  relevant_experience: z.string(),
  notice_period: z.string(),
  linkedin: z.string(),
  holding_offer: z.string(),
  serving_notice_period: z.string(),
  period_of_notice: z.string(),
  last_working_date: IsoDate.nullable(),
  remind_lwd: z.boolean(),
  total_offers: z.number().int().nonnegative().nullable(),
  highest_package_in_lpa: z.number().nonnegative().nullable(),
  buyout: z.boolean(),
  resume_present: z.boolean(),
  user_id: Id,
  client_assigned: z.boolean(),
  comments: CandidateComments,
  updated_at: IsoDateTime.optional(),
});
/** Server shape of a candidate. @example `function show(c: Candidate) { return c.name; }` */
export type Candidate = z.infer<typeof Candidate>;

/**
 * A file sent inline as base64 (candidate additional files).
 *
 * @example
 * ```ts
 * InlineFile.parse({ file: 'JVBERi0=', filename: 'offer.pdf' });
 * ```
 */
export const InlineFile = z.object({
  file: base64File(resumeMaxBytes, 'File'),
  filename: FileName,
});
/** An inline base64 file. @example `const f: InlineFile = { file: 'JVBERi0=', filename: 'a.pdf' };` */
export type InlineFile = z.infer<typeof InlineFile>;

const candidateWritableShape = {
  job_id: CandidateJobInput.optional(),
  name: requiredText('Name', 200),
  email: Email,
  mobile: z
    .string({ error: typeError('Mobile number is required') })
    .trim()
    .regex(/^\+?[0-9][0-9 \-()]{6,19}$/, { error: 'Expected a valid mobile number' }),
  client: optionalText(200),
  profile: optionalText(200),
  status: AssignableCandidateStatus.default('Internal Screening'),
  experience: optionalText(50),
  qualifications: optionalText(500),
  preferred_job_location: optionalText(200),
  skills: optionalText(2000),
  current_ctc: optionalText(50),
  expected_ctc: optionalText(50),
  remarks: optionalText(2000),
  reason_for_job_change: optionalText(1000),
  peer_reviewer_level1: optionalText(100),
  peer_reviewer_level2: optionalText(100),
  recruiter: optionalText(100),
  management: optionalText(100),
  current_company: optionalText(200),
  position: optionalText(200),
  current_job_location: optionalText(200),
  relevant_experience: optionalText(50),
  notice_period: optionalText(100),
  linkedin: optionalText(500),
  holding_offer: optionalText(200),
  serving_notice_period: optionalText(50),
  period_of_notice: optionalText(100),
  last_working_date: IsoDate.nullable().optional(),
  remind_lwd: z.boolean().default(false),
  total_offers: z.number().int().nonnegative().nullable().optional(),
  highest_package_in_lpa: z.number().nonnegative().nullable().optional(),
  buyout: z.boolean().default(false),
  client_assigned: z.boolean().optional(),
};

/**
 * Body of `POST /add_candidate`. Name, email and mobile are required; a duplicate email or mobile
 * answers 409 `serverMessages.duplicateCandidate`. `recruiter` defaults to the caller (a recruiter
 * cannot add for someone else). `resume` (base64, PDF/DOC/DOCX, ≤ 10 MB) with `resume_filename`,
 * and up to 5 `additional_files`. `user_id` is the caller (legacy; the server uses the session).
 * `client_assigned` defaults to `job_id !== null`.
 *
 * @example
 * ```ts
 * AddCandidateRequest.parse({ name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '+91 98450 12345', user_id: 3 });
 * ```
 */
export const AddCandidateRequest = z
  .object({
    ...candidateWritableShape,
    user_id: Id.optional(),
    resume: base64File(resumeMaxBytes, 'Resume').optional(),
    resume_filename: FileName.optional(),
    additional_files: z.array(InlineFile).max(additionalFilesMax).optional(),
    /**
     * Careers' "Convert to candidate" (ours): the registration this candidate comes from; the
     * server marks it converted in the same transaction (404 when unknown, 409 when already
     * converted).
     */
    careers_registration_id: Id.optional(),
  })
  .refine((body) => !body.resume || body.resume_filename, {
    error: 'resume_filename is required with a resume',
    path: ['resume_filename'],
  });
/** Body of add candidate (input side). @example `const b: AddCandidateRequest = { name: 'A', email: 'a@x.com', mobile: '9845012345' };` */
export type AddCandidateRequest = z.input<typeof AddCandidateRequest>;

/**
 * Body of `POST /edit_candidate/{id}`: any subset of the writable fields (only given fields
 * change), a replacement `resume`, more `additional_files`. Status changes with a comment go
 * through `update_candidate` instead; `status` here is accepted for the full edit form.
 *
 * @example
 * ```ts
 * EditCandidateRequest.parse({ skills: 'Java, Spring', user_id: 3 });
 * ```
 */
export const EditCandidateRequest = z
  .object({
    job_id: CandidateJobInput,
    name: candidateWritableShape.name,
    email: Email,
    mobile: candidateWritableShape.mobile,
    client: z.string().trim().max(200),
    profile: z.string().trim().max(200),
    status: AssignableCandidateStatus,
    experience: z.string().trim().max(50),
    qualifications: z.string().trim().max(500),
    preferred_job_location: z.string().trim().max(200),
    skills: z.string().trim().max(2000),
    current_ctc: z.string().trim().max(50),
    expected_ctc: z.string().trim().max(50),
    remarks: z.string().trim().max(2000),
    reason_for_job_change: z.string().trim().max(1000),
    peer_reviewer_level1: z.string().trim().max(100),
    peer_reviewer_level2: z.string().trim().max(100),
    recruiter: z.string().trim().max(100),
    management: z.string().trim().max(100),
    current_company: z.string().trim().max(200),
    position: z.string().trim().max(200),
    current_job_location: z.string().trim().max(200),
    relevant_experience: z.string().trim().max(50),
    notice_period: z.string().trim().max(100),
    linkedin: z.string().trim().max(500),
    holding_offer: z.string().trim().max(200),
    serving_notice_period: z.string().trim().max(50),
    period_of_notice: z.string().trim().max(100),
    last_working_date: IsoDate.nullable(),
    remind_lwd: z.boolean(),
    total_offers: z.number().int().nonnegative().nullable(),
    highest_package_in_lpa: z.number().nonnegative().nullable(),
    buyout: z.boolean(),
    client_assigned: z.boolean(),
    user_id: Id,
    resume: base64File(resumeMaxBytes, 'Resume'),
    resume_filename: FileName,
    additional_files: z.array(InlineFile).max(additionalFilesMax),
    /**
     * The `updated_at` of the record the edit was made on (ours): when someone saved it since,
     * the edit is refused with 409 `staleCandidate` instead of overwriting their change.
     */
    expected_updated_at: IsoDateTime,
  })
  .partial()
  .refine((body) => !body.resume || body.resume_filename, {
    error: 'resume_filename is required with a resume',
    path: ['resume_filename'],
  });
/** Body of edit candidate. @example `const b: EditCandidateRequest = { skills: 'Go' };` */
export type EditCandidateRequest = z.input<typeof EditCandidateRequest>;

/**
 * Body of `POST /update_candidate/{id}`: a status change and/or a comment. At least one is needed
 * (`'Please provide either a status or a comment.'`). The comment is appended to `comments` under
 * the caller's display name. `user_id` / `user_name` are the caller (legacy; the session decides).
 *
 * @example
 * ```ts
 * UpdateCandidateStatusRequest.parse({ status: 'Client Interview', comment: 'Round 1 on Monday' });
 * ```
 */
export const UpdateCandidateStatusRequest = z
  .object({
    status: AssignableCandidateStatus.optional(),
    comment: z.string().trim().max(2000).optional(),
    user_id: Id.optional(),
    user_name: z.string().optional(),
  })
  .refine((body) => Boolean(body.status) || Boolean(body.comment), {
    error: messages.statusOrCommentRequired,
  });
/** Body of a status update. @example `const b: UpdateCandidateStatusRequest = { comment: 'Called' };` */
export type UpdateCandidateStatusRequest = z.input<typeof UpdateCandidateStatusRequest>;

/**
 * Body of `POST /delete_candidate/{id}` (SPEC §3 "delete candidate {user_id}").
 *
 * @example
 * ```ts
 * DeleteCandidateRequest.parse({ user_id: 1 });
 * ```
 */
export const DeleteCandidateRequest = z.object({ user_id: Id });
/** Body of delete candidate. @example `const b: DeleteCandidateRequest = { user_id: 1 };` */
export type DeleteCandidateRequest = z.infer<typeof DeleteCandidateRequest>;

/**
 * Columns a search chip can target on the paged candidate list (wire names). `any` searches every
 * text column (the chip made by Enter, SPEC §2). `comment` searches the comment texts.
 *
 * @example
 * ```ts
 * candidateFilterColumns.includes('skills'); // true
 * ```
 */
export const candidateFilterColumns = [
  'any',
  'id',
  'job_id',
  'name',
  'email',
  'mobile',
  'client',
  'profile',
  'skills',
  'status',
  'comment',
  'recruiter',
  'management',
  'peer_reviewer_level1',
  'peer_reviewer_level2',
  'current_company',
  'position',
  'current_job_location',
  'preferred_job_location',
  'qualifications',
  'notice_period',
  'remarks',
] as const;
/** One of {@link candidateFilterColumns}. @example `const c: CandidateFilterColumn = 'client';` */
export type CandidateFilterColumn = (typeof candidateFilterColumns)[number];

/**
 * Sort keys of the paged candidate list. Ties break by `id` descending so pages are stable.
 *
 * @example
 * ```ts
 * candidateSortKeys[0]; // 'date_created'
 * ```
 */
export const candidateSortKeys = [
  'date_created',
  'data_updated_date',
  'id',
  'job_id',
  'name',
  'email',
  'mobile',
  'client',
  'profile',
  'skills',
  'status',
  'recruiter',
  'peer_reviewer_level1',
  'current_company',
  'position',
] as const;
/** One of {@link candidateSortKeys}. @example `const k: CandidateSortKey = 'name';` */
export type CandidateSortKey = (typeof candidateSortKeys)[number];

/**
 * One search chip `column:value` (SPEC §2). Matching is case-insensitive substring for text,
 * exact for `id`, `job_id` and `status`. Chips on the same column combine with OR, different
 * columns with AND.
 *
 * @example
 * ```ts
 * SearchChip.parse({ column: 'skills', value: 'react' });
 * ```
 */
export const SearchChip = z
  .object({
    column: z.enum(candidateFilterColumns, { error: 'Unknown filter column' }),
    value: z.string().trim().min(1, { error: 'Filter value is required' }).max(200),
  })
  .refine(
    (chip) =>
      (chip.column !== 'id' && chip.column !== 'job_id') ||
      !/^\d+$/.test(chip.value) ||
      Number(chip.value) <= maxDatabaseId,
    { error: `An id filter must be a number from 1 to ${maxDatabaseId}`, path: ['value'] },
  );
/** A search chip. @example `const c: SearchChip = { column: 'any', value: 'java' };` */
export type SearchChip = z.infer<typeof SearchChip>;

/** Which candidates a list shows (the paged list and "all matching" bulk changes share it). */
const candidateFilterShape = {
  filters: z.array(SearchChip).max(maxSearchChips).default([]),
  date_preset: DatePreset.default('all'),
  date_field: z.enum(['date_created', 'data_updated_date']).default('date_created'),
  date_from: IsoDate.optional(),
  date_to: IsoDate.optional(),
  statuses: z.array(CandidateStatus).max(20).optional(),
  client_assigned: z.boolean().optional(),
  job_id: Id.optional(),
};
const bothDates = (body: { date_from?: string | undefined; date_to?: string | undefined }) =>
  Boolean(body.date_from) === Boolean(body.date_to);
const datesInOrder = (body: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !body.date_from || !body.date_to || body.date_from <= body.date_to;

/**
 * The filter of a candidate list without its page and sort: `filters` (chips), the date preset or
 * range, `statuses`, `client_assigned`, `job_id` — what "Select all N matching" sends with a bulk
 * change so the server applies it to every candidate the list matches (ours).
 *
 * @example
 * ```ts
 * CandidateListFilter.parse({ filters: [{ column: 'status', value: 'Offer' }], client_assigned: true });
 * ```
 */
export const CandidateListFilter = z
  .object(candidateFilterShape)
  .refine(bothDates, { error: messages.selectBothDates, path: ['date_to'] })
  .refine(datesInOrder, { error: 'Start date must be on or before end date', path: ['date_from'] });
/** A candidate list's filter (input side). @example `const f: CandidateListFilter = { client_assigned: false };` */
export type CandidateListFilter = z.input<typeof CandidateListFilter>;

/**
 * Body of `POST /redisdashboard`, the server-paged candidate list. The first four fields are the
 * SPEC §3 "dashboard request {user_id, user_type, user_name, page_no}" (legacy: the server trusts
 * the session, and refuses a `user_id` that is not the caller's with 403). The rest are ours:
 *
 * - `page_size` (1–100, default 10);
 * - `filters`: search chips (same column OR, different columns AND);
 * - `date_preset` (`24h`, `7d`, `30d`, `all`) or `date_from` + `date_to` (inclusive, both needed:
 *   `'Please select both start and end dates'`) on `date_field` (default `date_created`); a custom
 *   range wins over a preset;
 * - `statuses`: only these candidate statuses; `client_assigned`: split the lists (SPEC §2);
 *   `job_id`: only this job's candidates;
 * - `sort_by` (default `date_created`) and `sort_dir` (default `desc`).
 *
 * Recruiters see only their own candidates; managers and leadership see all.
 *
 * @example
 * ```ts
 * CandidateDashboardRequest.parse({ user_id: 1, user_type: 'management', user_name: 'manager', page_no: 1, page_size: 50, filters: [{ column: 'status', value: 'Offer' }] });
 * ```
 */
export const CandidateDashboardRequest = z
  .object({
    user_id: Id,
    user_type: UserType,
    user_name: z.string(),
    page_no: PageNo.default(1),
    page_size: PageSize.default(10),
    ...candidateFilterShape,
    sort_by: z.enum(candidateSortKeys, { error: 'Unknown sort key' }).default('date_created'),
    sort_dir: SortDirection.default('desc'),
  })
  .refine(bothDates, { error: messages.selectBothDates, path: ['date_to'] })
  .refine(datesInOrder, { error: 'Start date must be on or before end date', path: ['date_from'] });
/** Body of the paged candidate list (input side). @example `const b: CandidateDashboardRequest = { user_id: 1, user_type: 'recruiter', user_name: 'r', page_no: 1 };` */
export type CandidateDashboardRequest = z.input<typeof CandidateDashboardRequest>;

/**
 * Answer of `POST /redisdashboard`: one page plus totals after filtering. A `page_no` past the end
 * gives an empty `candidates` list, not an error. `total_pages` is `0` when nothing matches.
 *
 * @example
 * ```ts
 * const { candidates, total, total_pages } = CandidateDashboardResponse.parse(body);
 * ```
 */
export const CandidateDashboardResponse = z.object({
  status: z.literal('success'),
  candidates: z.array(Candidate),
  total: z.number().int().nonnegative(),
  page_no: PageNo,
  page_size: PageSize,
  total_pages: z.number().int().nonnegative(),
});
/** A page of candidates. @example `function rows(p: CandidateDashboardResponse) { return p.candidates; }` */
export type CandidateDashboardResponse = z.infer<typeof CandidateDashboardResponse>;

/**
 * A peer-assigned profile as the server sends it (SPEC §3 "Peer-assigned profile"). `status` is the
 * review status (`PR-Pending` until decided). Ours: `review_id`, `reviewer`, `submitted_status`
 * (what the candidate becomes on approval), `assigned_at`, `decided_at`.
 *
 * @example
 * ```ts
 * PeerAssignedProfile.parse(row);
 * ```
 */
export const PeerAssignedProfile = z.object({
  id: Id,
  job_id: CandidateJob,
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  client: z.string(),
  current_company: z.string(),
  position: z.string(),
  profile: z.string(),
  skills: z.string(),
  recruiter: z.string(),
  management: z.string(),
  /** Full name of the user `recruiter` names; absent when no user has that username. */
  recruiter_name: z.string().optional(),
  /** Full name of the user `management` names; absent when none does. */
  management_name: z.string().optional(),
  status: PeerReviewStatus,
  remarks: z.string(),
  current_job_location: z.string(),
  preferred_job_location: z.string(),
  qualifications: z.string(),
  experience: z.string(),
  relevant_experience: z.string(),
  current_ctc: z.string(),
  expected_ctc: z.string(),
  notice_period: z.string(),
  linkedin: z.string(),
  holding_offer: z.string(),
  last_working_date: IsoDate.nullable(),
  date_created: IsoDate,
  resume_present: z.boolean(),
  review_id: Id,
  reviewer: z.string(),
  submitted_status: AssignableCandidateStatus,
  assigned_at: IsoDateTime,
  decided_at: IsoDateTime.nullable(),
});
/** A profile assigned for peer review. @example `function prio(p: PeerAssignedProfile) { return p.status; }` */
export type PeerAssignedProfile = z.infer<typeof PeerAssignedProfile>;

/**
 * Body of `POST /candidates_pending_peer_approval` (SPEC §3 "peer approval list {recruiter}"):
 * `recruiter` is the reviewer's username; a reviewer may ask only for their own list.
 *
 * @example
 * ```ts
 * PeerApprovalListRequest.parse({ recruiter: 'reviewer' });
 * ```
 */
export const PeerApprovalListRequest = z.object({ recruiter: requiredText('Recruiter', 100) });
/** Body of the peer approval list. @example `const b: PeerApprovalListRequest = { recruiter: 'reviewer' };` */
export type PeerApprovalListRequest = z.infer<typeof PeerApprovalListRequest>;

/**
 * Body of `POST /peer_approve_candidate` (SPEC §7): a decision and/or a comment on a pending review.
 * At least one of `status` / `comments` (`'Please provide either a status or a comment.'`); a
 * comment alone keeps `PR-Pending`. A decided review answers 409 (no double submit).
 *
 * @example
 * ```ts
 * PeerApproveRequest.parse({ candidate_id: 9, status: 'PR-Approved', comments: 'Good fit', user_id: 4 });
 * ```
 */
export const PeerApproveRequest = z
  .object({
    candidate_id: Id,
    status: PeerReviewDecision.optional(),
    comments: z.string().trim().max(2000).optional(),
    user_id: Id,
  })
  .refine((body) => Boolean(body.status) || Boolean(body.comments), {
    error: messages.statusOrCommentRequired,
  });
/** Body of a peer decision. @example `const b: PeerApproveRequest = { candidate_id: 1, status: 'PR-Rejected', user_id: 2 };` */
export type PeerApproveRequest = z.infer<typeof PeerApproveRequest>;

/**
 * Body of `POST /assign_peer_reviewer` (ours: SPEC §7 lists no call, issue 4 needs "assignment sets
 * PR-Pending"). Assigns the candidate to a reviewer (a user with `peer_status`) at `level` 1 or 2;
 * on approval the candidate's status becomes `submitted_status`.
 *
 * @example
 * ```ts
 * AssignPeerReviewerRequest.parse({ candidate_id: 9, reviewer: 'reviewer', submitted_status: 'Client Screening' });
 * ```
 */
export const AssignPeerReviewerRequest = z.object({
  candidate_id: Id,
  reviewer: requiredText('Reviewer', 100),
  level: z.union([z.literal(1), z.literal(2)]).default(1),
  submitted_status: AssignableCandidateStatus,
  comment: z.string().trim().max(2000).optional(),
});
/** Body of a peer-review assignment. @example `const b: AssignPeerReviewerRequest = { candidate_id: 1, reviewer: 'r', submitted_status: 'Offer' };` */
export type AssignPeerReviewerRequest = z.input<typeof AssignPeerReviewerRequest>;

/**
 * Body of `POST /bulk_update_candidates` (ours): one status (with one comment), one new recruiter
 * and/or one client job for many candidates, in one request and one transaction. Reassigning to a
 * recruiter is for managers; a recruiter may submit their own candidates to a job assigned to them.
 *
 * @example
 * ```ts
 * BulkUpdateCandidatesRequest.parse({ candidate_ids: [1, 2], status: 'On Hold', comment: 'Client paused' });
 * BulkUpdateCandidatesRequest.parse({ candidate_ids: [1, 2], job_id: 12 });
 * BulkUpdateCandidatesRequest.parse({ matching: { filters: [{ column: 'status', value: 'Offer' }] }, status: 'Onboarded' });
 * ```
 */
export const BulkUpdateCandidatesRequest = z
  .object({
    candidate_ids: z.array(Id).min(1).max(5000).optional(),
    /**
     * Instead of ids: every candidate this list filter matches (the caller's own for a recruiter),
     * at most {@link bulkMatchingMax}; past it the request is refused whole with how many matched.
     */
    matching: CandidateListFilter.optional(),
    status: AssignableCandidateStatus.optional(),
    comment: z.string().trim().min(1).max(2000).optional(),
    recruiter: z.string().trim().min(1).max(100).optional(),
    job_id: Id.optional(),
  })
  .refine((body) => (body.candidate_ids === undefined) !== (body.matching === undefined), {
    error: 'Provide candidate_ids or matching (one of them)',
    path: ['candidate_ids'],
  })
  .refine((body) => Boolean(body.status || body.comment || body.recruiter || body.job_id), {
    error: 'Provide a status, a comment, a recruiter or a job',
  });
/** Body of a bulk update. @example `const b: BulkUpdateCandidatesRequest = { candidate_ids: [1], status: 'Dropped' };` */
export type BulkUpdateCandidatesRequest = z.input<typeof BulkUpdateCandidatesRequest>;

/**
 * Answer of `POST /bulk_update_candidates`: how many were updated, and each refused id with why
 * (`message` reads "N updated, M refused").
 *
 * @example
 * ```ts
 * const { updated, refused } = BulkUpdateCandidatesResponse.parse(body);
 * ```
 */
export const BulkUpdateCandidatesResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  updated: z.number().int().nonnegative(),
  refused: z.array(z.object({ candidate_id: Id, reason: z.string() })),
});
/** Answer of a bulk update. @example `function n(r: BulkUpdateCandidatesResponse) { return r.updated; }` */
export type BulkUpdateCandidatesResponse = z.infer<typeof BulkUpdateCandidatesResponse>;

/**
 * Body of `POST /get_recruiters_candidate` (SPEC §3 "recruiter candidates {user_name}"): all
 * candidates of the recruiter with that username. A recruiter may ask only for themself.
 *
 * @example
 * ```ts
 * RecruiterCandidatesRequest.parse({ user_name: 'recruiter' });
 * ```
 */
export const RecruiterCandidatesRequest = z.object({ user_name: requiredText('User name', 100) });
/** Body of recruiter candidates. @example `const b: RecruiterCandidatesRequest = { user_name: 'r' };` */
export type RecruiterCandidatesRequest = z.infer<typeof RecruiterCandidatesRequest>;

/**
 * Body of `POST /parse_resume` (SPEC §3 "parse resume {resume, filename}").
 *
 * @example
 * ```ts
 * ParseResumeRequest.parse({ resume: 'JVBERi0=', filename: 'cv.pdf' });
 * ```
 */
export const ParseResumeRequest = z.object({
  resume: base64File(resumeMaxBytes, 'Resume'),
  filename: FileName,
});
/** Body of parse resume. @example `const b: ParseResumeRequest = { resume: 'JVBERi0=', filename: 'cv.pdf' };` */
export type ParseResumeRequest = z.infer<typeof ParseResumeRequest>;

/**
 * Fields extracted from a resume (ours; `''` where not found). `extracted_text` is the full text.
 *
 * @example
 * ```ts
 * const { name, email, skills } = ParsedResume.parse(data);
 * ```
 */
export const ParsedResume = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  skills: z.string(),
  experience: z.string(),
  qualifications: z.string(),
  current_company: z.string(),
  position: z.string(),
  current_job_location: z.string(),
  linkedin: z.string(),
  extracted_text: z.string(),
});
/** Parsed resume fields. @example `function fill(p: ParsedResume) { return p.name; }` */
export type ParsedResume = z.infer<typeof ParsedResume>;

/**
 * Body of `POST /extract_resume_text` (SPEC §3 "extract resume text {resume}"); `filename` (ours,
 * optional) helps pick the decoder when the bytes are ambiguous.
 *
 * @example
 * ```ts
 * ExtractResumeTextRequest.parse({ resume: 'JVBERi0=' });
 * ```
 */
export const ExtractResumeTextRequest = z.object({
  resume: base64File(resumeMaxBytes, 'Resume'),
  filename: FileName.optional(),
});
/** Body of extract resume text. @example `const b: ExtractResumeTextRequest = { resume: 'JVBERi0=' };` */
export type ExtractResumeTextRequest = z.infer<typeof ExtractResumeTextRequest>;

/**
 * Body of `POST /check_candidate`: is there a candidate with this email or mobile? At least one.
 * A mobile matches its variants (`+91 98450 12345`, `098450-12345` and `9845012345` are one number:
 * {@link phoneKey}).
 *
 * @example
 * ```ts
 * CheckCandidateRequest.parse({ email: 'ravi@example.com' });
 * ```
 */
export const CheckCandidateRequest = z
  .object({
    email: Email.optional(),
    mobile: z.string().trim().min(1).max(30).optional(),
    /** Ours: also list candidates of the same name (case and spacing ignored) as possible duplicates. */
    name: z.string().trim().min(1).max(200).optional(),
  })
  .refine((body) => Boolean(body.email) || Boolean(body.mobile), {
    error: 'Provide an email or a mobile number',
  });
/** Body of check candidate. @example `const b: CheckCandidateRequest = { mobile: '9845012345' };` */
export type CheckCandidateRequest = z.infer<typeof CheckCandidateRequest>;

/**
 * Answer of `POST /check_candidate`: `exists` and, when it does and the caller may see it, the
 * matching candidate's id, recruiter and status (a recruiter learns only that it exists).
 *
 * @example
 * ```ts
 * if (CheckCandidateResponse.parse(body).exists) warn();
 * ```
 */
export const CheckCandidateResponse = z.object({
  status: z.literal('success'),
  exists: z.boolean(),
  message: z.string(),
  candidate_id: Id.nullable(),
  recruiter: z.string().nullable(),
  candidate_status: CandidateStatus.nullable(),
  /**
   * Ours: every match (at most 5), each with what it matched on. `email` and `mobile` matches are
   * duplicates (`exists`; adding one is refused); a `name`-only match is a possible duplicate. Ids,
   * names, recruiters and statuses are `null` for candidates the caller may not see.
   */
  matches: z
    .array(
      z.object({
        candidate_id: Id.nullable(),
        name: z.string().nullable(),
        recruiter: z.string().nullable(),
        candidate_status: CandidateStatus.nullable(),
        matched_on: z.array(z.enum(['email', 'mobile', 'name'])).min(1),
      }),
    )
    .optional(),
});
/** Answer of check candidate. @example `function dup(r: CheckCandidateResponse) { return r.exists; }` */
export type CheckCandidateResponse = z.infer<typeof CheckCandidateResponse>;

/**
 * Body of `POST /candidate_over_view` (SPEC §3 "candidate analysis {user_id, job_id, resume}"):
 * analyse a resume (base64) against a job.
 *
 * @example
 * ```ts
 * CandidateOverviewRequest.parse({ user_id: 3, job_id: 12, resume: 'JVBERi0=' });
 * ```
 */
export const CandidateOverviewRequest = z.object({
  user_id: Id,
  job_id: Id,
  resume: base64File(resumeMaxBytes, 'Resume'),
  filename: FileName.optional(),
});
/** Body of candidate overview. @example `const b: CandidateOverviewRequest = { user_id: 1, job_id: 2, resume: 'JVBERi0=' };` */
export type CandidateOverviewRequest = z.infer<typeof CandidateOverviewRequest>;

/**
 * One criterion of a match score (ours): `points` out of `weight`, or null when either side does
 * not state it (then it is left out of the score), and the sentence that explains it.
 *
 * @example
 * ```ts
 * MatchCriterion.parse({ points: 20, weight: 20, evidence: '4 years, within 3–6 years.' });
 * ```
 */
export const MatchCriterion = z.object({
  points: z.number().nullable(),
  weight: z.number(),
  evidence: z.string(),
});
/** One criterion of a match. @example `function why(c: MatchCriterion) { return c.evidence; }` */
export type MatchCriterion = z.infer<typeof MatchCriterion>;

/**
 * The evidence of a match score (ours): skills, experience, location and mode, notice period,
 * expected CTC against the budget.
 *
 * @example
 * ```ts
 * const { skills, budget } = MatchEvidence.parse(data);
 * ```
 */
export const MatchEvidence = z.object({
  skills: MatchCriterion,
  experience: MatchCriterion,
  location: MatchCriterion,
  notice: MatchCriterion,
  budget: MatchCriterion,
});
/** The evidence of a match. @example `function lines(e: MatchEvidence) { return Object.values(e).map((c) => c.evidence); }` */
export type MatchEvidence = z.infer<typeof MatchEvidence>;

/**
 * A resume-to-job analysis (ours; answers of `candidate_over_view` and `check_resume_match`):
 * `match_score` 0–100, skills found and missing, experience fit, a short summary.
 *
 * @example
 * ```ts
 * ResumeAnalysis.parse({ match_score: 72, matched_skills: ['java'], missing_skills: ['kafka'], experience_years: 4, experience_match: true, summary: '…' });
 * ```
 */
export const ResumeAnalysis = z.object({
  match_score: z.number().min(0).max(100),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  experience_years: z.number().nonnegative(),
  experience_match: z.boolean(),
  summary: z.string(),
  evidence: MatchEvidence.optional(),
});
/** A resume analysis. @example `function score(a: ResumeAnalysis) { return a.match_score; }` */
export type ResumeAnalysis = z.infer<typeof ResumeAnalysis>;

/**
 * Body of `POST /check_resume_match`: a resume (inline base64, or a stored candidate's resume by
 * `candidate_id`) against a job. Exactly one of `resume` / `candidate_id`.
 *
 * @example
 * ```ts
 * CheckResumeMatchRequest.parse({ job_id: 12, candidate_id: 9 });
 * ```
 */
export const CheckResumeMatchRequest = z
  .object({
    job_id: Id,
    resume: base64File(resumeMaxBytes, 'Resume').optional(),
    filename: FileName.optional(),
    candidate_id: Id.optional(),
  })
  .refine((body) => Boolean(body.resume) !== Boolean(body.candidate_id), {
    error: 'Provide either a resume or a candidate_id',
  });
/** Body of check resume match. @example `const b: CheckResumeMatchRequest = { job_id: 1, candidate_id: 2 };` */
export type CheckResumeMatchRequest = z.infer<typeof CheckResumeMatchRequest>;

/**
 * One candidate↔job match (ours): score 0–100 from the server's matcher, with its evidence.
 *
 * @example
 * ```ts
 * CandidateJobMatch.parse({ candidate_id: 9, job_id: 12, candidate_name: 'Ravi', job_role: 'Java Dev', client: 'Acme', score: 80, matched_skills: ['java'], experience_match: true });
 * ```
 */
export const CandidateJobMatch = z.object({
  candidate_id: Id,
  job_id: Id,
  candidate_name: z.string(),
  job_role: z.string(),
  client: z.string(),
  score: z.number().min(0).max(100),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()).optional(),
  experience_match: z.boolean(),
  evidence: MatchEvidence.optional(),
});
/** A candidate↔job match. @example `function s(m: CandidateJobMatch) { return m.score; }` */
export type CandidateJobMatch = z.infer<typeof CandidateJobMatch>;

/**
 * Body of `POST /match_candidates_to_jobs`: best jobs for candidates. Without `candidate_ids`, the
 * caller's visible candidates (most recent 200); `limit` matches per candidate.
 *
 * @example
 * ```ts
 * MatchCandidatesToJobsRequest.parse({ candidate_ids: [9], limit: 5 });
 * ```
 */
export const MatchCandidatesToJobsRequest = z.object({
  candidate_ids: z.array(Id).max(200).optional(),
  job_ids: z.array(Id).max(200).optional(),
  min_score: z.number().min(0).max(100).default(0),
  limit: z.number().int().min(1).max(50).default(5),
});
/** Body of candidates-to-jobs matching. @example `const b: MatchCandidatesToJobsRequest = {};` */
export type MatchCandidatesToJobsRequest = z.input<typeof MatchCandidatesToJobsRequest>;

/**
 * Body of `POST /match-candidates`: best candidates for one job.
 *
 * @example
 * ```ts
 * MatchCandidatesForJobRequest.parse({ job_id: 12, limit: 20 });
 * ```
 */
export const MatchCandidatesForJobRequest = z.object({
  job_id: Id,
  min_score: z.number().min(0).max(100).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});
/** Body of job-to-candidates matching. @example `const b: MatchCandidatesForJobRequest = { job_id: 1 };` */
export type MatchCandidatesForJobRequest = z.input<typeof MatchCandidatesForJobRequest>;

/**
 * Body of `POST /extract_resumes`: text extraction of several files at once.
 *
 * @example
 * ```ts
 * ExtractResumesRequest.parse({ files: [{ resume: 'JVBERi0=', filename: 'a.pdf' }] });
 * ```
 */
export const ExtractResumesRequest = z.object({
  files: z
    .array(z.object({ resume: base64File(resumeMaxBytes, 'Resume'), filename: FileName }))
    .min(1, { error: messages.aiNoFiles })
    .max(10),
});
/** Body of extract resumes. @example `const b: ExtractResumesRequest = { files: [] };` */
export type ExtractResumesRequest = z.infer<typeof ExtractResumesRequest>;

/**
 * One result of `extract_resumes`: text, or the error for that file (one bad file does not fail
 * the others).
 *
 * @example
 * ```ts
 * ExtractedResume.parse({ filename: 'a.pdf', extracted_text: '…', error: null });
 * ```
 */
export const ExtractedResume = z.object({
  filename: z.string(),
  extracted_text: z.string().nullable(),
  error: z.string().nullable(),
});
/** One extraction result. @example `function ok(r: ExtractedResume) { return r.error === null; }` */
export type ExtractedResume = z.infer<typeof ExtractedResume>;

/**
 * A stored candidate file (ours; answer of `GET /get_resumes/{id}`).
 *
 * @example
 * ```ts
 * CandidateFile.parse({ file_id: 3, kind: 'resume', filename: 'cv.pdf', mime_type: 'application/pdf', size_bytes: 1024, uploaded_at: '2025-03-01T10:00:00Z' });
 * ```
 */
export const CandidateFile = z.object({
  file_id: Id,
  kind: z.enum(['resume', 'additional']),
  filename: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  uploaded_at: IsoDateTime,
});
/** A stored candidate file. @example `function name(f: CandidateFile) { return f.filename; }` */
export type CandidateFile = z.infer<typeof CandidateFile>;

/**
 * Body of `POST /download_resumess` (SPEC §3 "bulk resume download {candidate_ids}"); answered with
 * a zip (`resumes_{YYYY-MM-DD}.zip`). Candidates without a resume are skipped; none at all → 404.
 *
 * @example
 * ```ts
 * BulkResumeDownloadRequest.parse({ candidate_ids: [1, 2, 3] });
 * ```
 */
export const BulkResumeDownloadRequest = z.object({
  candidate_ids: z.array(Id).min(1, { error: 'Select at least one candidate' }).max(500),
});
/** Body of bulk resume download. @example `const b: BulkResumeDownloadRequest = { candidate_ids: [1] };` */
export type BulkResumeDownloadRequest = z.infer<typeof BulkResumeDownloadRequest>;

/**
 * Body of `POST /download_additional_files` (SPEC §3 "additional files {candidate_id}"); answered
 * with a zip (`{name}_{id}_additional_files.zip`).
 *
 * @example
 * ```ts
 * AdditionalFilesRequest.parse({ candidate_id: 9 });
 * ```
 */
export const AdditionalFilesRequest = z.object({ candidate_id: Id });
/** Body of additional files download. @example `const b: AdditionalFilesRequest = { candidate_id: 1 };` */
export type AdditionalFilesRequest = z.infer<typeof AdditionalFilesRequest>;

/**
 * Body of `POST /assign_candidate_new_recuriter` (sic, SPEC §7): move candidates to another
 * recruiter (by username). SPEC §3 gives `{id, recruiter}`; "or another shape" is the bulk profile
 * transfer `{candidate_ids, recruiter}`. Both accepted.
 *
 * @example
 * ```ts
 * AssignCandidateRecruiterRequest.parse({ id: 9, recruiter: 'recruiter2' });
 * AssignCandidateRecruiterRequest.parse({ candidate_ids: [9, 10], recruiter: 'recruiter2' });
 * ```
 */
export const AssignCandidateRecruiterRequest = z.union([
  z.object({ id: Id, recruiter: requiredText('Recruiter', 100) }),
  z.object({
    candidate_ids: z.array(Id).min(1, { error: 'Select at least one candidate' }).max(1000),
    recruiter: requiredText('Recruiter', 100),
  }),
]);
/** Body of recruiter reassignment. @example `const b: AssignCandidateRecruiterRequest = { id: 1, recruiter: 'r' };` */
export type AssignCandidateRecruiterRequest = z.infer<typeof AssignCandidateRecruiterRequest>;

/**
 * Body of `POST /assign_client`: submit candidates to a client's job — sets their `job_id`,
 * `client` and `client_assigned: true` (our reading of SPEC §2 "Candidate lists split by
 * client_assigned").
 *
 * @example
 * ```ts
 * AssignClientRequest.parse({ candidate_ids: [9], job_id: 12 });
 * ```
 */
export const AssignClientRequest = z.object({
  candidate_ids: z.array(Id).min(1, { error: 'Select at least one candidate' }).max(1000),
  job_id: Id,
});
/** Body of client assignment. @example `const b: AssignClientRequest = { candidate_ids: [1], job_id: 2 };` */
export type AssignClientRequest = z.infer<typeof AssignClientRequest>;

/**
 * One change of a candidate's status (ours), from the server's one status history (the same rows
 * the targets, analytics and organisation figures count): the status before (null when the
 * candidate was created with it), the new one, when and by whom (null when the change had no
 * signed-in author, e.g. a data import), and the comment written with it (absent from older
 * servers; null when none).
 *
 * @example
 * ```ts
 * CandidateStatusChange.parse({ status: 'Offer', previous: 'Client Interview', at: '2026-03-01T10:00:00Z', by: 'Meera', comment: 'Client said yes' });
 * ```
 */
export const CandidateStatusChange = z.object({
  status: z.string(),
  previous: z.string().nullable(),
  at: IsoDateTime,
  by: z.string().nullable(),
  comment: z.string().nullable().optional(),
});
/** One status change. @example `function to(c: CandidateStatusChange) { return c.status; }` */
export type CandidateStatusChange = z.infer<typeof CandidateStatusChange>;

/**
 * One peer review of a candidate (ours): reviewer, state, the status submitted for approval, the
 * reviewer's comment, when it was assigned and decided.
 *
 * @example
 * ```ts
 * CandidatePeerReview.parse({ reviewer: 'Asha', status: 'PR-Pending', submitted_status: 'Offer', comment: null, assigned_at: '2026-03-01T10:00:00Z', decided_at: null });
 * ```
 */
export const CandidatePeerReview = z.object({
  reviewer: z.string(),
  status: PeerReviewStatus,
  submitted_status: z.string().nullable(),
  comment: z.string().nullable(),
  assigned_at: IsoDateTime,
  decided_at: IsoDateTime.nullable(),
});
/** One peer review. @example `function who(r: CandidatePeerReview) { return r.reviewer; }` */
export type CandidatePeerReview = z.infer<typeof CandidatePeerReview>;

/**
 * One interview of a candidate (ours, issue 20): a meeting scheduled about this candidate — its
 * kind, title, start and end instants (ISO, UTC), the meeting's own IANA zone, the organiser's
 * name, its join link (`null`: no online link yet, or an in-person/call meeting), its location and
 * the job it is about.
 *
 * @example
 * ```ts
 * CandidateInterview.parse({ id: 4, kind: 'zoom', title: 'Interview', starts_at: '2026-06-10T04:30:00.000Z', ends_at: '2026-06-10T05:30:00.000Z', time_zone: 'Asia/Kolkata', organizer: 'Asha Rao', join_url: null, location: null, job_id: 2 });
 * ```
 */
export const CandidateInterview = z.object({
  id: Id,
  kind: MeetingKind,
  title: z.string(),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime.nullable(),
  time_zone: z.string(),
  organizer: z.string().nullable(),
  join_url: z.string().nullable(),
  location: z.string().nullable(),
  job_id: Id.nullable(),
});
/** One interview. @example `function at(i: CandidateInterview) { return i.starts_at; }` */
export type CandidateInterview = z.infer<typeof CandidateInterview>;

/**
 * Answer of `GET /candidate_record/{id}` (ours): the whole candidate record — the candidate
 * (comments included), its status history (oldest first), its files, its job, its peer reviews
 * (newest first) and its interviews (the meetings about it, by start).
 *
 * @example
 * ```ts
 * const { candidate, status_history, files, job, peer_reviews, interviews } = CandidateRecordResponse.parse(body);
 * ```
 */
export const CandidateRecordResponse = z.object({
  status: z.literal('success'),
  candidate: Candidate,
  status_history: z.array(CandidateStatusChange),
  files: z.array(CandidateFile),
  job: z
    .object({ id: Id, role: z.string(), client: z.string(), job_status: z.string() })
    .nullable(),
  peer_reviews: z.array(CandidatePeerReview),
  interviews: z.array(CandidateInterview),
});
/** A candidate record. @example `function n(r: CandidateRecordResponse) { return r.candidate.name; }` */
export type CandidateRecordResponse = z.infer<typeof CandidateRecordResponse>;
