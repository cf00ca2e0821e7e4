import * as z from 'zod';
import { jdMaxBytes, resumeMaxBytes } from './constants';
import { CandidateStatus, JobStatus, VendorJobStatus } from './enums';
import {
  base64File,
  ClockTime,
  Email,
  FileName,
  Id,
  IsoDate,
  IsoDateTime,
  optionalText,
  requiredText,
  typeError,
} from './primitives';
import { vendorStatusRollupKeys } from './vocabularies';

/**
 * A job post as the server sends it (SPEC §3 "Job"), every field present. Text fields are `''` when
 * not given; numbers `null`. `posted_by` and `management` are the posting manager's username;
 * `recruiter` lists the usernames of the assigned recruiters (a recruiter sees only jobs listing
 * them). `skills` is comma-separated. `date_created` / `data_updated_date` are dates,
 * `time_created` / `data_updated_time` wall-clock times of the server's zone.
 *
 * @example
 * ```ts
 * const job: Job = Job.parse(row);
 * ```
 */
export const Job = z.object({
  id: Id,
  date_created: IsoDate,
  time_created: ClockTime,
  job_status: JobStatus,
  client: z.string(),
  posted_by: z.string(),
  recruiter: z.array(z.string()),
  /** Display names of `recruiter`, in the same order (people are shown by name, username on hover). */
  recruiter_names: z.array(z.string()).optional(),
  role: z.string(),
  no_of_positions: z.number().int().nonnegative(),
  budget_min: z.number().nonnegative().nullable(),
  budget_max: z.number().nonnegative().nullable(),
  contract_in_months: z.number().int().nonnegative().nullable(),
  country: z.string(),
  custom_job_type: z.string(),
  detailed_jd: z.string(),
  experience_min: z.number().nonnegative().nullable(),
  experience_max: z.number().nonnegative().nullable(),
  jd_pdf_present: z.boolean(),
  jd_pdf_extension: z.string(),
  job_type: z.string(),
  location: z.string(),
  management: z.string(),
  mode: z.string(),
  notice_period: z.string(),
  shift_timings: z.string(),
  skills: z.string(),
  post_to_careers: z.boolean(),
  data_updated_date: IsoDate.nullable(),
  data_updated_time: ClockTime.nullable(),
});
/** Server shape of a job. @example `function title(j: Job) { return \`${j.role} (${j.client})\`; }` */
export type Job = z.infer<typeof Job>;

const jobWritableShape = {
  client: requiredText('Client', 200),
  role: requiredText('Role', 200),
  job_status: JobStatus.default('Active'),
  recruiter: z.array(z.string().trim().min(1)).max(100).default([]),
  no_of_positions: z
    .number({ error: typeError('Number of positions must be a number') })
    .int()
    .min(1, { error: 'At least one position' })
    .max(10_000),
  budget_min: z.number().nonnegative().nullable().default(null),
  budget_max: z.number().nonnegative().nullable().default(null),
  contract_in_months: z.number().int().nonnegative().max(600).nullable().default(null),
  country: optionalText(100),
  custom_job_type: optionalText(100),
  detailed_jd: optionalText(50_000),
  experience_min: z.number().nonnegative().max(60).nullable().default(null),
  experience_max: z.number().nonnegative().max(60).nullable().default(null),
  job_type: optionalText(100),
  location: optionalText(200),
  mode: optionalText(50),
  notice_period: optionalText(100),
  shift_timings: optionalText(100),
  skills: optionalText(2000),
  post_to_careers: z.boolean().default(false),
};

const rangeChecks = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
  schema
    .refine(
      (body) =>
        typeof body.budget_min !== 'number' ||
        typeof body.budget_max !== 'number' ||
        body.budget_min <= body.budget_max,
      { error: 'Minimum budget must not exceed maximum budget', path: ['budget_min'] },
    )
    .refine(
      (body) =>
        typeof body.experience_min !== 'number' ||
        typeof body.experience_max !== 'number' ||
        body.experience_min <= body.experience_max,
      { error: 'Minimum experience must not exceed maximum experience', path: ['experience_min'] },
    )
    .refine((body) => !body.jd_file || body.jd_filename, {
      error: 'jd_filename is required with a jd_file',
      path: ['jd_filename'],
    });

/**
 * Body of `POST /post_job`. `client`, `role` and `no_of_positions` required; budgets and experience
 * ranges must be ordered. `jd_file` (base64 PDF/DOC/DOCX ≤ 10 MB) with `jd_filename` sets
 * `jd_pdf_present` / `jd_pdf_extension`. `posted_by` / `management` come from the session.
 *
 * @example
 * ```ts
 * PostJobRequest.parse({ client: 'Acme', role: 'Java Developer', no_of_positions: 2, skills: 'Java, Spring' });
 * ```
 */
export const PostJobRequest = rangeChecks(
  z.object({
    ...jobWritableShape,
    jd_file: base64File(jdMaxBytes, 'Job description file').optional(),
    jd_filename: FileName.optional(),
    user_id: Id.optional(),
  }),
);
/** Body of post job (input side). @example `const b: PostJobRequest = { client: 'Acme', role: 'Dev', no_of_positions: 1 };` */
export type PostJobRequest = z.input<typeof PostJobRequest>;

/**
 * Body of `POST /edit_job_post/{id}`: any subset of the writable job fields; `jd_file` replaces the
 * JD file, `remove_jd: true` deletes it.
 *
 * @example
 * ```ts
 * EditJobRequest.parse({ no_of_positions: 3 });
 * ```
 */
export const EditJobRequest = rangeChecks(
  z
    .object({
      client: jobWritableShape.client,
      role: jobWritableShape.role,
      job_status: JobStatus,
      recruiter: z.array(z.string().trim().min(1)).max(100),
      no_of_positions: jobWritableShape.no_of_positions,
      budget_min: z.number().nonnegative().nullable(),
      budget_max: z.number().nonnegative().nullable(),
      contract_in_months: z.number().int().nonnegative().max(600).nullable(),
      country: z.string().trim().max(100),
      custom_job_type: z.string().trim().max(100),
      detailed_jd: z.string().trim().max(50_000),
      experience_min: z.number().nonnegative().max(60).nullable(),
      experience_max: z.number().nonnegative().max(60).nullable(),
      job_type: z.string().trim().max(100),
      location: z.string().trim().max(200),
      mode: z.string().trim().max(50),
      notice_period: z.string().trim().max(100),
      shift_timings: z.string().trim().max(100),
      skills: z.string().trim().max(2000),
      post_to_careers: z.boolean(),
      jd_file: base64File(jdMaxBytes, 'Job description file'),
      jd_filename: FileName,
      remove_jd: z.boolean(),
      user_id: Id,
    })
    .partial(),
);
/** Body of edit job. @example `const b: EditJobRequest = { job_status: 'Hold' };` */
export type EditJobRequest = z.input<typeof EditJobRequest>;

/**
 * Body of `POST /delete_job_post/{id}`.
 *
 * @example
 * ```ts
 * DeleteJobRequest.parse({ user_id: 1 });
 * ```
 */
export const DeleteJobRequest = z.object({ user_id: Id.optional() });
/** Body of delete job. @example `const b: DeleteJobRequest = {};` */
export type DeleteJobRequest = z.infer<typeof DeleteJobRequest>;

/**
 * Answer of `GET /view_all_jobs` (SPEC §7): jobs split by status. A recruiter gets only the jobs
 * assigned to them. (Another reading posts `{username}`; our server answers GET with an optional
 * `username` query, for a manager looking at one recruiter's jobs.)
 *
 * @example
 * ```ts
 * const { job_posts_active } = ViewAllJobsResponse.parse(body);
 * ```
 */
export const ViewAllJobsResponse = z.object({
  status: z.literal('success'),
  job_posts_active: z.array(Job),
  job_posts_closed: z.array(Job),
  job_posts_hold: z.array(Job),
});
/** Jobs by status. @example `function all(r: ViewAllJobsResponse) { return [...r.job_posts_active, ...r.job_posts_hold]; }` */
export type ViewAllJobsResponse = z.infer<typeof ViewAllJobsResponse>;

/**
 * Body of `POST /send_notifications`, `/send_edit_notifications` (SPEC §3 "send notifications
 * {job_post_id}"): mail the assigned recruiters about a new or edited job.
 *
 * @example
 * ```ts
 * SendNotificationsRequest.parse({ job_post_id: 12 });
 * ```
 */
export const SendNotificationsRequest = z.object({ job_post_id: Id });
/** Body of job notifications. @example `const b: SendNotificationsRequest = { job_post_id: 1 };` */
export type SendNotificationsRequest = z.infer<typeof SendNotificationsRequest>;

/**
 * Body of `POST /vendor_send_edit_notifications`: tell vendors working the job about an edit; no
 * `vendor_ids` = every vendor on the job.
 *
 * @example
 * ```ts
 * VendorEditNotificationsRequest.parse({ job_post_id: 12 });
 * ```
 */
export const VendorEditNotificationsRequest = z.object({
  job_post_id: Id,
  vendor_ids: z.array(Id).max(500).optional(),
});
/** Body of vendor edit notifications. @example `const b: VendorEditNotificationsRequest = { job_post_id: 1 };` */
export type VendorEditNotificationsRequest = z.infer<typeof VendorEditNotificationsRequest>;

/**
 * Answer of the notification calls: how many recipients were notified.
 *
 * @example
 * ```ts
 * NotificationsResponse.parse({ status: 'success', message: 'Notifications sent successfully', notified: 3 });
 * ```
 */
export const NotificationsResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  notified: z.number().int().nonnegative(),
});
/** Notification count. @example `function n(r: NotificationsResponse) { return r.notified; }` */
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/**
 * Body of `POST /update_job_status`: one job's status. The vendor spelling `On Hold` is accepted
 * and stored as `Hold`.
 *
 * @example
 * ```ts
 * UpdateJobStatusRequest.parse({ job_id: 12, job_status: 'Closed' });
 * ```
 */
export const UpdateJobStatusRequest = z.object({
  job_id: Id,
  job_status: z.union([JobStatus, VendorJobStatus], {
    error: 'Job status must be one of Active, Closed, Hold',
  }),
});
/** Body of job status update. @example `const b: UpdateJobStatusRequest = { job_id: 1, job_status: 'Hold' };` */
export type UpdateJobStatusRequest = z.infer<typeof UpdateJobStatusRequest>;

/**
 * Body of `POST /update_jobs_status_notification`: bulk status change, and (default) a notification
 * to each job's assigned recruiters. All jobs change or none (one transaction).
 *
 * @example
 * ```ts
 * BulkJobStatusRequest.parse({ job_ids: [12, 13], job_status: 'Closed' });
 * ```
 */
export const BulkJobStatusRequest = z.object({
  job_ids: z.array(Id).min(1, { error: 'Select at least one job' }).max(1000),
  job_status: z.union([JobStatus, VendorJobStatus], {
    error: 'Job status must be one of Active, Closed, Hold',
  }),
  notify: z.boolean().default(true),
});
/** Body of bulk job status. @example `const b: BulkJobStatusRequest = { job_ids: [1], job_status: 'Active' };` */
export type BulkJobStatusRequest = z.input<typeof BulkJobStatusRequest>;

/**
 * Answer of the bulk job status call.
 *
 * @example
 * ```ts
 * BulkJobStatusResponse.parse({ status: 'success', message: 'Job status updated successfully', updated: 2, notified: 4, jobs: [] });
 * ```
 */
export const BulkJobStatusResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  updated: z.number().int().nonnegative(),
  notified: z.number().int().nonnegative(),
  jobs: z.array(Job),
});
/** Bulk status answer. @example `function n(r: BulkJobStatusResponse) { return r.updated; }` */
export type BulkJobStatusResponse = z.infer<typeof BulkJobStatusResponse>;

/**
 * Body of `POST /assign_recruiter`: set the recruiters (usernames) of a job. `mode` `replace`
 * (default) sets the list, `add` appends.
 *
 * @example
 * ```ts
 * AssignRecruiterRequest.parse({ job_id: 12, recruiters: ['recruiter', 'recruiter2'] });
 * ```
 */
export const AssignRecruiterRequest = z.object({
  job_id: Id,
  recruiters: z.array(z.string().trim().min(1)).max(100),
  mode: z.enum(['replace', 'add']).default('replace'),
});
/** Body of recruiter assignment. @example `const b: AssignRecruiterRequest = { job_id: 1, recruiters: ['r'] };` */
export type AssignRecruiterRequest = z.input<typeof AssignRecruiterRequest>;

/**
 * Body of `POST /vendor_assign_recruiters`: a vendor's recruiters (usernames) for a job — the whole
 * list (ours: the server sets it, so a name left out is unassigned and `[]` unassigns them all).
 * The vendor is linked to the job, and each recruiter is put on the job so they see it.
 *
 * @example
 * ```ts
 * VendorAssignRecruitersRequest.parse({ job_id: 12, vendor_id: 2, recruiters: ['recruiter'] });
 * ```
 */
export const VendorAssignRecruitersRequest = z.object({
  job_id: Id,
  vendor_id: Id,
  recruiters: z.array(z.string().trim().min(1)).max(100),
});
/** Body of vendor recruiter assignment. @example `const b: VendorAssignRecruitersRequest = { job_id: 1, vendor_id: 2, recruiters: ['r'] };` */
export type VendorAssignRecruitersRequest = z.infer<typeof VendorAssignRecruitersRequest>;

/**
 * A client company (ours; SPEC §2 has clients/{clientId} screens and `POST /create/client`).
 *
 * @example
 * ```ts
 * Client.parse({ id: 1, name: 'Acme', contact_person: '', email: '', phone: '', location: '', created_by: 'manager', date_created: '2025-01-01' });
 * ```
 */
export const Client = z.object({
  id: Id,
  name: z.string(),
  contact_person: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  created_by: z.string(),
  date_created: IsoDate,
});
/** A client company. @example `function n(c: Client) { return c.name; }` */
export type Client = z.infer<typeof Client>;

/**
 * A client with its job counts (SPEC §3 "Client summary (derived)", computed by the server for
 * `GET /clients`): `summary_status` is Active if any active job, else Hold if any on hold, else
 * Closed.
 *
 * @example
 * ```ts
 * ClientWithSummary.parse({ ...client, summary_status: 'Active', active: 3, closed: 1, on_hold: 0, total: 4 });
 * ```
 */
export const ClientWithSummary = Client.extend({
  summary_status: JobStatus,
  active: z.number().int().nonnegative(),
  closed: z.number().int().nonnegative(),
  on_hold: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
/** Client plus counts. @example `function n(c: ClientWithSummary) { return c.total; }` */
export type ClientWithSummary = z.infer<typeof ClientWithSummary>;

/**
 * Body of `POST /create/client`. The name must be unique (409 `serverMessages.clientExists`).
 *
 * @example
 * ```ts
 * CreateClientRequest.parse({ name: 'Acme Corp', email: 'hr@acme.example' });
 * ```
 */
export const CreateClientRequest = z.object({
  name: requiredText('Client name', 200),
  contact_person: optionalText(200),
  email: z.union([Email, z.literal('')]).default(''),
  phone: optionalText(30),
  location: optionalText(200),
});
/** Body of create client. @example `const b: CreateClientRequest = { name: 'Acme' };` */
export type CreateClientRequest = z.input<typeof CreateClientRequest>;

/**
 * Query of `GET /view_client_jobs`: one client's jobs (by name), or all visible jobs when absent.
 *
 * @example
 * ```ts
 * ViewClientJobsQuery.parse({ client: 'Acme' });
 * ```
 */
export const ViewClientJobsQuery = z.object({
  client: z.string().trim().min(1).max(200).optional(),
});
/** Query of client jobs. @example `const q: ViewClientJobsQuery = { client: 'Acme' };` */
export type ViewClientJobsQuery = z.infer<typeof ViewClientJobsQuery>;

/**
 * One job in a vendor's dashboard entry (`jobDetails`), vendor status spelling.
 *
 * @example
 * ```ts
 * VendorJobDetail.parse({ jobId: 12, role: 'Dev', client: 'Acme', status: 'On Hold', candidates: 4 });
 * ```
 */
export const VendorJobDetail = z.object({
  jobId: Id,
  role: z.string(),
  client: z.string(),
  status: VendorJobStatus,
  candidates: z.number().int().nonnegative(),
  /** The vendor's recruiters on this job (ours, `/vendor_assign_recruiters`), by name. */
  recruiters: z.array(z.object({ username: z.string(), name: z.string() })).optional(),
});
/** A vendor's job. @example `function s(j: VendorJobDetail) { return j.status; }` */
export type VendorJobDetail = z.infer<typeof VendorJobDetail>;

/**
 * A vendor dashboard entry, camelCase exactly as SPEC §3 spells it on the wire. `candidatesByStatus`
 * maps the roll-up keys (incl. `Total`) to counts; missing keys mean 0. `successRate` is a
 * percentage 0–100. The SDK's `vendorRollup` derives active/closed/on-hold job counts and the
 * offer/joined/interview/screening/rejected roll-ups.
 *
 * @example
 * ```ts
 * VendorDashboardEntry.parse({ vendorId: 2, vendorName: 'TalentCo', email: 'a@t.co', contactPerson: 'Mina', totalJobs: 1, jobDetails: [], totalCandidates: 0, candidatesByStatus: {}, successRate: 0, avgCandidatesPerJob: 0, memberSince: '2024-01-01' });
 * ```
 */
export const VendorDashboardEntry = z.object({
  vendorId: Id,
  vendorName: z.string(),
  email: z.string(),
  contactPerson: z.string(),
  totalJobs: z.number().int().nonnegative(),
  jobDetails: z.array(VendorJobDetail),
  totalCandidates: z.number().int().nonnegative(),
  candidatesByStatus: z.partialRecord(
    z.enum(vendorStatusRollupKeys),
    z.number().int().nonnegative(),
  ),
  successRate: z.number().min(0).max(100),
  avgCandidatesPerJob: z.number().nonnegative(),
  memberSince: IsoDate,
});
/** A vendor's dashboard row. @example `function n(v: VendorDashboardEntry) { return v.vendorName; }` */
export type VendorDashboardEntry = z.infer<typeof VendorDashboardEntry>;

/**
 * A job as the public careers board shows it (ours): what an applicant needs, nothing internal —
 * no client company (an agency does not name its client publicly), budget, recruiter, poster,
 * management, notice or status fields. `careerJobPublicKeys` lists the keys; the server's test
 * asserts the public answer has exactly these.
 *
 * @example
 * ```ts
 * CareerJob.parse({ id: 12, role: 'Dev', location: 'Pune', country: 'India', job_type: 'Full-time', mode: 'Hybrid', experience_min: 2, experience_max: 5, skills: 'Java', detailed_jd: '', no_of_positions: 2, date_created: '2025-03-01' });
 * ```
 */
export const CareerJob = z.strictObject({
  id: Id,
  role: z.string(),
  location: z.string(),
  country: z.string(),
  job_type: z.string(),
  mode: z.string(),
  experience_min: z.number().nonnegative().nullable(),
  experience_max: z.number().nonnegative().nullable(),
  skills: z.string(),
  detailed_jd: z.string(),
  no_of_positions: z.number().int().nonnegative(),
  date_created: IsoDate,
});
/** A public job. @example `function t(j: CareerJob) { return j.role; }` */
export type CareerJob = z.infer<typeof CareerJob>;
/** The keys of a public careers job (see {@link CareerJob}). @example `careerJobPublicKeys.includes('budget_max'); // false` */
export const careerJobPublicKeys = Object.keys(CareerJob.shape) as readonly (keyof CareerJob)[];

/**
 * Body of `POST /careers/apply` (public, ours): an application to a job posted to careers. Stored
 * as a career registration. Rate limited like login.
 *
 * @example
 * ```ts
 * CareerApplicationRequest.parse({ job_id: 12, name: 'Ravi', email: 'ravi@example.com', mobile: '+91 98450 12345', resume: 'JVBERi0=', filename: 'cv.pdf' });
 * ```
 */
export const CareerApplicationRequest = z.object({
  job_id: Id,
  name: requiredText('Name', 200),
  email: Email,
  mobile: z
    .string({ error: typeError('Mobile number is required') })
    .trim()
    .min(1, { error: 'Mobile number is required' })
    .regex(/^\+?[0-9][0-9 \-()]{6,19}$/, { error: 'Expected a valid mobile number' }),
  experience: optionalText(50),
  current_location: optionalText(200),
  linkedin: optionalText(500),
  message: optionalText(2000),
  resume: base64File(resumeMaxBytes, 'Resume'),
  filename: FileName,
});
/** Body of a careers application. @example `const b: CareerApplicationRequest = { job_id: 1, name: 'A', email: 'a@x.com', mobile: '9845012345', resume: 'JVBERi0=', filename: 'cv.pdf' };` */
export type CareerApplicationRequest = z.input<typeof CareerApplicationRequest>;

/**
 * A careers registration (SPEC §3 "Career registration: items with id"; other fields ours).
 *
 * @example
 * ```ts
 * CareerRegistration.parse({ id: 1, job_id: 12, job_role: 'Dev', client: 'Acme', name: 'Ravi', email: 'r@x.com', mobile: '9845012345', experience: '3 years', current_location: '', linkedin: '', message: '', resume_present: true, candidate_id: null, created_at: '2025-03-01T10:00:00Z' });
 * ```
 */
export const CareerRegistration = z.object({
  id: Id,
  job_id: Id.nullable(),
  job_role: z.string(),
  client: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  experience: z.string(),
  current_location: z.string(),
  linkedin: z.string(),
  message: z.string(),
  resume_present: z.boolean(),
  candidate_id: Id.nullable(),
  created_at: IsoDateTime,
});
/** A careers registration. @example `function n(r: CareerRegistration) { return r.name; }` */
export type CareerRegistration = z.infer<typeof CareerRegistration>;

/**
 * Answer of `GET /careers_registrations`: SPEC §7 says "array or object with data". Our server sends
 * `{ status: 'success', data: [...] }`; a legacy backend may send the bare array. Both parse.
 *
 * @example
 * ```ts
 * const parsed = CareerRegistrationsResponse.parse(body);
 * const list = Array.isArray(parsed) ? parsed : parsed.data;
 * ```
 */
export const CareerRegistrationsResponse = z.union([
  z.object({ status: z.literal('success'), data: z.array(CareerRegistration) }),
  z.array(CareerRegistration),
]);
/** Careers registrations, either form. @example `function list(r: CareerRegistrationsResponse) { return Array.isArray(r) ? r : r.data; }` */
export type CareerRegistrationsResponse = z.infer<typeof CareerRegistrationsResponse>;

/**
 * Answer of `GET /vendor_dashboard`.
 *
 * @example
 * ```ts
 * VendorDashboardResponse.parse({ status: 'success', vendors: [] });
 * ```
 */
export const VendorDashboardResponse = z.object({
  status: z.literal('success'),
  vendors: z.array(VendorDashboardEntry),
});
/** Vendor dashboard answer. @example `function n(r: VendorDashboardResponse) { return r.vendors.length; }` */
export type VendorDashboardResponse = z.infer<typeof VendorDashboardResponse>;

/**
 * Body of `POST /job_funnels` (ours, issue 18): the jobs whose candidate funnels to count, at most
 * 1,000 (a page of the jobs overview, or a CSV export in chunks).
 *
 * @example
 * ```ts
 * JobFunnelsRequest.parse({ job_ids: [12, 13] });
 * ```
 */
export const JobFunnelsRequest = z.object({
  job_ids: z
    .array(Id)
    .min(1, { error: 'Select at least one job' })
    .max(1000, { error: 'At most 1000 jobs at a time' }),
});
/** Body of job funnels. @example `const b: JobFunnelsRequest = { job_ids: [1] };` */
export type JobFunnelsRequest = z.infer<typeof JobFunnelsRequest>;

/**
 * One job's candidate funnel: how many of its candidates are in each status (statuses with none
 * are absent), `total` of them, and `filled` (candidates `Onboarded`) against the job's
 * `no_of_positions` (`open` = positions − filled, never below 0).
 *
 * @example
 * ```ts
 * JobFunnel.parse({ job_id: 12, counts: { Offer: 2 }, total: 2, filled: 0, positions: 3, open: 3 });
 * ```
 */
export const JobFunnel = z.object({
  job_id: Id,
  counts: z.partialRecord(CandidateStatus, z.number().int().nonnegative()),
  total: z.number().int().nonnegative(),
  filled: z.number().int().nonnegative(),
  positions: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
});
/** A job's funnel. @example `function offers(f: JobFunnel) { return f.counts.Offer ?? 0; }` */
export type JobFunnel = z.infer<typeof JobFunnel>;

/**
 * Answer of `POST /job_funnels`: one funnel per asked job, in the order asked (duplicates once).
 *
 * @example
 * ```ts
 * const { funnels } = JobFunnelsResponse.parse(body);
 * ```
 */
export const JobFunnelsResponse = z.object({
  status: z.literal('success'),
  funnels: z.array(JobFunnel),
});
/** Job funnels answer. @example `function n(r: JobFunnelsResponse) { return r.funnels.length; }` */
export type JobFunnelsResponse = z.infer<typeof JobFunnelsResponse>;
