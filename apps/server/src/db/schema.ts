/**
 * The database schema of the reference server (SPEC §3 entities). One schema for both drivers
 * (PGlite and PostgreSQL); `drizzle-kit generate` turns changes into SQL under `drizzle/`.
 *
 * Column names are the wire names of SPEC §7 where the wire has one (`job_id`, `date_created`,
 * `client_assigned`), so route code maps little. File bytes live in tables of their own
 * (`candidate_resumes`, `candidate_files`, `user_avatars`, `job_descriptions`, `careers_resumes`,
 * `issue_screenshots`), keyed by their row's id; the row keeps a presence flag (the file's media
 * type or extension), so list queries read narrow rows and never join a file.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** `bytea` as a Node Buffer on both drivers (PGlite hands back a Uint8Array, pg a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Account kinds of SPEC §6. Leadership may do what management may. */
export const userTypes = ['management', 'recruiter', 'leadership'] as const;
export type UserType = (typeof userTypes)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    userType: text('user_type').$type<UserType>().notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isPeerReviewer: boolean('is_peer_reviewer').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    /** Set exactly when a picture is stored in `user_avatars` (the presence flag). */
    avatarMime: text('avatar_mime'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.userType),
  ],
);

/** A user's profile picture bytes, out of the user rows (read by every directory list). */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    revokedAt: tz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** What a one-time password proves: the right to reset a password, or to sign up with an email. */
export const otpPurposes = ['reset', 'signup'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased address the code was sent to: the lookup key (a signup has no user yet). */
    email: text('email').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('otps_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  sentAt: tz('sent_at'),
  error: text('error'),
});

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('clients_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Job statuses of SPEC §3 (`On Hold` is the vendor side's name for `Hold`). */
export const jobStatuses = ['Active', 'Closed', 'Hold'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    dateCreated: tz('date_created').notNull().defaultNow(),
    jobStatus: text('job_status').notNull().default('Active'),
    client: text('client').notNull(),
    postedBy: text('posted_by'),
    /** Display copy of the assigned recruiters (names, comma separated); `job_recruiters` is the truth. */
    recruiter: text('recruiter'),
    role: text('role').notNull(),
    noOfPositions: integer('no_of_positions').notNull().default(1),
    budgetMin: real('budget_min'),
    budgetMax: real('budget_max'),
    contractInMonths: integer('contract_in_months'),
    country: text('country'),
    customJobType: text('custom_job_type'),
    detailedJd: text('detailed_jd'),
    experienceMin: real('experience_min'),
    experienceMax: real('experience_max'),
    /** Set exactly when a JD file is stored in `job_descriptions` (the presence flag). */
    jdPdfExtension: text('jd_pdf_extension'),
    jobType: text('job_type'),
    location: text('location'),
    management: text('management'),
    mode: text('mode'),
    noticePeriod: text('notice_period'),
    shiftTimings: text('shift_timings'),
    skills: text('skills'),
    postToCareers: boolean('post_to_careers').notNull().default(false),
    dataUpdatedDate: tz('data_updated_date').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('jobs_status_date_idx').on(t.jobStatus, t.dateCreated.desc()),
    index('jobs_client_idx').on(sql`lower(${t.client})`),
    index('jobs_careers_idx').on(t.postToCareers, t.jobStatus),
  ],
);

/** A job's JD file bytes, out of the job rows the lists read. */
export const jobDescriptions = pgTable('job_descriptions', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

export const jobRecruiters = pgTable(
  'job_recruiters',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tz('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId] }),
    index('job_recruiters_user_idx').on(t.userId),
  ],
);

export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  contactPerson: text('contact_person'),
  createdAt: createdAt(),
});

export const vendorJobs = pgTable(
  'vendor_jobs',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    linkedAt: tz('linked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.jobId] }), index('vendor_jobs_job_idx').on(t.jobId)],
);

/**
 * A vendor's recruiters on one of its jobs (`/vendor_assign_recruiters`, issue 18). The recruiter
 * is also put on the job (`job_recruiters`) so they see it; `added_job_recruiter` says whether this
 * assignment created that row, so unassigning removes it only then (a recruiter the manager put on
 * the job directly stays).
 */
export const vendorJobRecruiters = pgTable(
  'vendor_job_recruiters',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedJobRecruiter: boolean('added_job_recruiter').notNull().default(false),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tz('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.jobId, t.userId] }),
    index('vendor_job_recruiters_job_user_idx').on(t.jobId, t.userId),
  ],
);

/** Candidate pipeline statuses of SPEC §3. */
export const candidateStatuses = [
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
] as const;

/** The text columns a chip can target, in the order `search_text` joins them. */
export const candidateSearchColumns = [
  'name',
  'email',
  'mobile',
  'skills',
  'client',
  'profile',
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
  'status',
] as const;

const candidateSearchText = sql.raw(
  `lower(${candidateSearchColumns.map((c) => `coalesce(${c}, '')`).join(` || E'\\n' || `)})`,
);

/** Comments on a candidate: commenter name → list of comments (SPEC §3 list view). */
export type CandidateComments = Record<string, { comment: string; timestamp: string }[]>;

export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** A text job code a legacy caller sent as `job_id` (kept as written; `job_id` is then null). */
    jobCode: text('job_code'),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    client: text('client'),
    profile: text('profile'),
    status: text('status').notNull().default('Internal Screening'),
    dateCreated: tz('date_created').notNull().defaultNow(),
    /** Decimal years (SPEC §3: '2 years 6 months' is 2.5). */
    experience: real('experience').notNull().default(0),
    qualifications: text('qualifications'),
    preferredJobLocation: text('preferred_job_location'),
    skills: text('skills'),
    currentCtc: text('current_ctc'),
    expectedCtc: text('expected_ctc'),
    remarks: text('remarks'),
    dataUpdatedDate: tz('data_updated_date').notNull().defaultNow(),
    reasonForJobChange: text('reason_for_job_change'),
    peerReviewerLevel1: text('peer_reviewer_level1'),
    peerReviewerLevel2: text('peer_reviewer_level2'),
    /** Username of the owning recruiter (wire field); `user_id` is the owner's id. */
    recruiter: text('recruiter'),
    management: text('management'),
    currentCompany: text('current_company'),
    position: text('position'),
    currentJobLocation: text('current_job_location'),
    relevantExperience: text('relevant_experience'),
    noticePeriod: text('notice_period'),
    linkedin: text('linkedin'),
    holdingOffer: text('holding_offer'),
    servingNoticePeriod: text('serving_notice_period'),
    periodOfNotice: text('period_of_notice'),
    lastWorkingDate: text('last_working_date'),
    remindLwd: text('remind_lwd'),
    totalOffers: text('total_offers'),
    highestPackageInLpa: text('highest_package_in_lpa'),
    buyout: boolean('buyout').notNull().default(false),
    source: text('source'),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAssigned: boolean('client_assigned').notNull().default(false),
    comments: jsonb('comments').$type<CandidateComments>().notNull().default({}),
    /** Set with the stored resume (`candidate_resumes`): its presence flag, with no join. */
    resumeMime: text('resume_mime'),
    resumeFilename: text('resume_filename'),
    /**
     * Every text a chip can search, lower-cased, one column per line (a newline cannot be typed
     * into a chip): the trigram index answers `like '%term%'` for every chip column at once.
     */
    searchText: text('search_text').generatedAlwaysAs(candidateSearchText),
  },
  (t) => [
    // One (column, id) btree per sort key (`candidateSortKeys` of the contract): `order by col asc,
    // id asc` reads it forwards and `order by col desc, id desc` backwards (nulls last / first as
    // PostgreSQL orders by default).
    index('candidates_sort_date_created_idx').on(t.dateCreated, t.id),
    index('candidates_sort_data_updated_date_idx').on(t.dataUpdatedDate, t.id),
    index('candidates_sort_job_id_idx').on(t.jobId, t.id),
    // Funnel counts per job (`/job_funnels`): an index-only scan of a job's statuses.
    index('candidates_job_status_idx').on(t.jobId, t.status),
    index('candidates_sort_name_idx').on(t.name, t.id),
    index('candidates_sort_email_idx').on(t.email, t.id),
    index('candidates_sort_mobile_idx').on(t.mobile, t.id),
    index('candidates_sort_client_idx').on(t.client, t.id),
    index('candidates_sort_profile_idx').on(t.profile, t.id),
    index('candidates_sort_skills_idx').on(t.skills, t.id),
    index('candidates_sort_status_idx').on(t.status, t.id),
    index('candidates_sort_recruiter_idx').on(t.recruiter, t.id),
    index('candidates_sort_peer_reviewer_level1_idx').on(t.peerReviewerLevel1, t.id),
    index('candidates_sort_current_company_idx').on(t.currentCompany, t.id),
    index('candidates_sort_position_idx').on(t.position, t.id),
    index('candidates_owner_date_idx').on(t.userId, t.dateCreated, t.id),
    index('candidates_status_date_idx').on(t.status, t.dateCreated, t.id),
    index('candidates_email_lower_idx').on(sql`lower(${t.email})`),
    index('candidates_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('candidates_comments_trgm_idx').using(
      'gin',
      sql`lower((${t.comments})::text) gin_trgm_ops`,
    ),
  ],
);

/** A candidate's resume bytes, out of the hot row (list queries read narrow rows). */
export const candidateResumes = pgTable('candidate_resumes', {
  candidateId: integer('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/** Additional files attached to a candidate beyond the resume. */
export const candidateFiles = pgTable(
  'candidate_files',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_files_candidate_idx').on(t.candidateId)],
);

export const peerReviewStatuses = ['PR-Pending', 'PR-Approved', 'PR-Rejected'] as const;
export type PeerReviewStatus = (typeof peerReviewStatuses)[number];

export const peerReviews = pgTable(
  'peer_reviews',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<PeerReviewStatus>().notNull().default('PR-Pending'),
    /** The candidate status to apply when the review is approved. */
    submittedStatus: text('submitted_status'),
    comment: text('comment'),
    createdAt: createdAt(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    index('peer_reviews_reviewer_idx').on(t.reviewerId, t.status, t.createdAt.desc()),
    index('peer_reviews_candidate_idx').on(t.candidateId),
  ],
);

/**
 * Every status a candidate entered, with when and whose candidate it was then (issue 21): the
 * targets' progress and the incentive calculator count from it (SPEC §3 keeps no status history).
 * Written only by the `candidates_status_events_*` statement triggers (migration 0021) from
 * `candidates` inserts and status-changing updates, at the row's `data_updated_date` (the route's
 * clock); bookkeeping, so not audited. A deleted candidate takes its events with it.
 */
export const candidateStatusEvents = pgTable(
  'candidate_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** `candidates.user_id` when the status was entered (the recruiter credited). */
    ownerId: integer('owner_id'),
    status: text('status').notNull(),
    at: tz('at').notNull(),
    /** Who made the change: the transaction's `hrportal.actor_id`, as the audit trail reads it. */
    actorId: integer('actor_id'),
    /** The comment written with the change (appended to `candidates.comments` by the same write). */
    comment: text('comment'),
    /**
     * The stages this event is the candidate's first reach of, one bit per stage of the contract's
     * `orgStageStatuses` in its order (submissions 1, interviews 2, offers 4, joins 8): set by the
     * trigger when the event is written, from `candidate_stage_statuses` (migration 0024).
     */
    reached: smallint('reached').notNull().default(0),
    /** The status the write changed from (null for a candidate added with this one). */
    previousStatus: text('previous_status'),
    /** When that status was entered (the candidate's latest event stored before this one). */
    previousAt: tz('previous_at'),
    /**
     * The candidate's current `job_id`, `client` and `source`, copied by the candidates' triggers
     * when the event is written and again whenever the candidate's change (migration 0024): what
     * analytics groups first reaches by, read from the event's index instead of a join.
     */
    jobId: integer('job_id'),
    client: text('client'),
    source: text('source'),
  },
  (t) => [
    index('candidate_status_events_owner_at_idx').on(t.ownerId, t.at),
    index('candidate_status_events_candidate_idx').on(t.candidateId, t.status, t.at),
    /**
     * Stages first reached in a range of `at` (analytics, client activity): only the events that
     * reach a stage, covering what the counts read (an index-only scan once vacuumed).
     */
    index('candidate_status_events_reached_idx')
      .on(t.at, t.reached, t.ownerId, t.candidateId, t.jobId, t.client, t.source)
      .where(sql`reached <> 0`),
    /**
     * A job's first joins by time (analytics' time to fill: the period's, and was the job filled
     * before?): only the events first reaching the join stage (bit 8 of `reached`, as
     * `firstReach('joins')` writes it), ~15 % of those reaching any (migration 0027).
     */
    index('candidate_status_events_job_joined_idx')
      .on(t.jobId, t.at, t.ownerId)
      .where(sql`(reached & 8) <> 0 and job_id is not null`),
    /** Stays that ended in a range of `at` (analytics' time in stage), covering what it reads. */
    index('candidate_status_events_stays_idx')
      .on(t.at, t.previousStatus, t.previousAt, t.ownerId)
      .where(sql`previous_status is not null`),
  ],
);

/**
 * Which stages each status reaches (bitmask as `candidate_status_events.reached`): the contract's
 * `orgStageStatuses` as rows, for the status events trigger (migration 0024; a test keeps them equal).
 */
export const candidateStageStatuses = pgTable('candidate_stage_statuses', {
  status: text('status').primaryKey(),
  stages: smallint('stages').notNull(),
});

/**
 * Candidates counted ahead for the analytics report (issue 21, migration 0026): how many
 * candidates of each status were added (`date_created`, UTC) on a day, or in a month per recruiter,
 * per client and per source × vendor. Kept exact by the `candidates_rollups_*` statement triggers
 * (insert, every update, delete — `on delete set null` from users and vendors included — and
 * truncate); read by `routes/analytics.ts` for the period's whole days or months, the partial
 * months at its edges from `candidates`. An absent owner, client, source or vendor is stored as 0
 * or '' (a key column cannot be null); a count that went back to 0 stays as a row of 0.
 * Bookkeeping: not audited, no foreign keys (a deleted user's candidates move to 0 by the trigger).
 */
export const candidateDayCounts = pgTable(
  'candidate_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** Candidates added per month (its first day, UTC), status and owner (0: none); see above. */
export const candidateMonthOwnerCounts = pgTable(
  'candidate_month_owner_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    userId: integer('user_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.status, t.userId] })],
);

/** Candidates added per month, status and client as stored ('' for none); see above. */
export const candidateMonthClientCounts = pgTable(
  'candidate_month_client_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    client: text('client').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.status, t.client] })],
);

/** Candidates added per month, status, source as stored ('' for none) and vendor (0: none). */
export const candidateMonthSourceCounts = pgTable(
  'candidate_month_source_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    vendorId: integer('vendor_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.status, t.source, t.vendorId] })],
);

/**
 * First reaches counted ahead (migration 0026): the `candidate_status_events` that reach a stage
 * (`reached` ≠ 0), per UTC day and `reached` bits, and per month and bits by owner (0: none) and by
 * client × source as stored ('' for none). Kept exact by the events' statement triggers, as the
 * candidates' roll-ups above (the events' own writes: inserts, the bits taken back from a later
 * event, the client/source rewrites, deletes by cascade, truncate).
 */
export const candidateReachDayCounts = pgTable(
  'candidate_reach_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reached: smallint('reached').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.reached] })],
);

/** First reaches per month, `reached` bits and owner when reached (0: none); see above. */
export const candidateReachMonthOwnerCounts = pgTable(
  'candidate_reach_month_owner_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    reached: smallint('reached').notNull(),
    ownerId: integer('owner_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.reached, t.ownerId] })],
);

/** First reaches per month, `reached` bits, client and source as stored ('' for none). */
export const candidateReachMonthClientCounts = pgTable(
  'candidate_reach_month_client_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    reached: smallint('reached').notNull(),
    client: text('client').notNull(),
    source: text('source').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.reached, t.client, t.source] })],
);

/**
 * The same counts per recruiter, for the team and own scopes (issue 21, migration 0027): the
 * month roll-ups above have no recruiter beside client, source and vendor. Keyed by the owner
 * first, so a team's rows are one range per recruiter. Only what the report reads is kept: a
 * client's or source's total (the breakdowns show no status), a vendor's per status (§3 vendor
 * roll-ups). Kept by the same triggers; absent keys as 0 or ''; rows of 0 stay.
 */
export const candidateOwnerMonthClientCounts = pgTable(
  'candidate_owner_month_client_counts',
  {
    userId: integer('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    client: text('client').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.client] })],
);

/** Candidates added per owner (0: none), month and source as stored ('' for none); see above. */
export const candidateOwnerMonthSourceCounts = pgTable(
  'candidate_owner_month_source_counts',
  {
    userId: integer('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.source] })],
);

/** Candidates added per owner, month, status and vendor (0: none); see above. */
export const candidateOwnerMonthVendorCounts = pgTable(
  'candidate_owner_month_vendor_counts',
  {
    userId: integer('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    vendorId: integer('vendor_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.status, t.vendorId] })],
);

/** First reaches per owner when reached (0: none), month, `reached` bits and client ('' none). */
export const candidateReachOwnerMonthClientCounts = pgTable(
  'candidate_reach_owner_month_client_counts',
  {
    ownerId: integer('owner_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    reached: smallint('reached').notNull(),
    client: text('client').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month, t.reached, t.client] })],
);

/** First reaches per owner, month, `reached` bits and source ('' for none). */
export const candidateReachOwnerMonthSourceCounts = pgTable(
  'candidate_reach_owner_month_source_counts',
  {
    ownerId: integer('owner_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    reached: smallint('reached').notNull(),
    source: text('source').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month, t.reached, t.source] })],
);

/** Meeting kinds of SPEC §3. */
export const meetingKinds = ['teams', 'call', 'zoom', 'googlemeet', 'inperson'] as const;
export type MeetingKind = (typeof meetingKinds)[number];

/**
 * All five meeting kinds in one table: the calendar lists them together (one indexed query per
 * user and date range), edits and deletes share code, and each kind's own wire record is kept
 * whole in `raw` so its endpoints answer in their own shape.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MeetingKind>().notNull(),
    /** Provider id (`meeting_id` of Teams, Zoom, Google Meet) when there is one. */
    externalId: text('external_id'),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at'),
    timeZone: text('time_zone').notNull().default('UTC'),
    attendees: text('attendees').array().notNull().default(sql`'{}'::text[]`),
    ccRecipients: text('cc_recipients').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    location: text('location'),
    joinUrl: text('join_url'),
    recruiterEmail: text('recruiter_email'),
    /** The candidate the meeting is about (issue 20; the candidate record lists its interviews). */
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    /** The job the meeting is about. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('meetings_candidate_idx').on(t.candidateId),
    index('meetings_job_idx').on(t.jobId),
    index('meetings_organizer_start_idx').on(t.organizerId, t.startsAt),
    index('meetings_kind_start_idx').on(t.kind, t.startsAt),
    // The reminder sweep reads the next quarter hour of every kind.
    index('meetings_start_idx').on(t.startsAt),
    uniqueIndex('meetings_kind_external_idx').on(t.kind, t.externalId),
  ],
);

/**
 * Reminders sent (issue 20): one row per meeting and start instant, inserted by the instance that
 * sends it (`on conflict do nothing` — several instances never send one twice). A moved meeting
 * has a new start instant, so it is reminded again.
 */
export const meetingReminders = pgTable(
  'meeting_reminders',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    startsAt: tz('starts_at').notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.startsAt] })],
);

/**
 * A user's calendar subscription (issue 20): the secret of their `.ics` feed address, kept only as
 * its SHA-256. Making a new address replaces the row, so the old one stops working; revoking
 * deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastFetchedAt: tz('last_fetched_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);

const targetColumns = () => ({
  id: serial('id').primaryKey(),
  managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
  recruiterId: integer('recruiter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Candidates the recruiter adds in the period (issue 21). */
  candidatesAdded: integer('candidates_added').notNull().default(0),
  submissions: integer('submissions').notNull().default(0),
  interviews: integer('interviews').notNull().default(0),
  offers: integer('offers').notNull().default(0),
  joinings: integer('joinings').notNull().default(0),
  /** Progress the recruiter (or a manager) reports against the targets. */
  achievedSubmissions: integer('achieved_submissions').notNull().default(0),
  achievedInterviews: integer('achieved_interviews').notNull().default(0),
  achievedOffers: integer('achieved_offers').notNull().default(0),
  achievedJoinings: integer('achieved_joinings').notNull().default(0),
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const weeklyTargets = pgTable(
  'weekly_targets',
  { ...targetColumns(), weekStart: date('week_start', { mode: 'string' }).notNull() },
  (t) => [
    uniqueIndex('weekly_targets_recruiter_week_idx').on(t.recruiterId, t.weekStart),
    index('weekly_targets_manager_idx').on(t.managerId, t.weekStart),
  ],
);

export const monthlyTargets = pgTable(
  'monthly_targets',
  {
    ...targetColumns(),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('monthly_targets_recruiter_month_idx').on(t.recruiterId, t.month),
    index('monthly_targets_manager_idx').on(t.managerId, t.month),
  ],
);

export const issueReports = pgTable(
  'issue_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    category: text('category'),
    status: text('status').notNull().default('Open'),
    createdAt: createdAt(),
  },
  (t) => [index('issue_reports_user_idx').on(t.userId, t.createdAt.desc())],
);

export const issueScreenshots = pgTable(
  'issue_screenshots',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => issueReports.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('issue_screenshots_report_idx').on(t.reportId)],
);

export const careersRegistrations = pgTable(
  'careers_registrations',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    experience: real('experience'),
    skills: text('skills'),
    currentLocation: text('current_location'),
    message: text('message'),
    /** Set exactly when a resume is stored in `careers_resumes` (the presence flag). */
    resumeMime: text('resume_mime'),
    resumeFilename: text('resume_filename'),
    /** The candidate this registration became ("Convert to candidate"); null until then. */
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('careers_registrations_date_idx').on(t.createdAt.desc()),
    index('careers_registrations_candidate_idx').on(t.candidateId),
  ],
);

/** A careers application's resume bytes, out of the registrations' rows. */
export const careersResumes = pgTable('careers_resumes', {
  registrationId: integer('registration_id')
    .primaryKey()
    .references(() => careersRegistrations.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * Who sees a live-feed event: everyone, some account types, and/or some user ids. The realtime
 * layer filters each stream with it.
 */
export interface LiveEventAudience {
  all?: boolean;
  userTypes?: UserType[];
  userIds?: number[];
}

/** The live feed's replay window: SSE `Last-Event-ID` resumes after `id`. Pruned by age. */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    audience: jsonb('audience').$type<LiveEventAudience>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/** Chat groups (SPEC §3 "Group"); deleting one removes its members and messages. */
export const chatGroups = pgTable('chat_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: tz('joined_at').notNull().defaultNow(),
    /** The member's read position: group messages up to this seq are read by them (unread counts). */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('chat_group_members_user_idx').on(t.userId),
  ],
);

/**
 * One row per conversation (`dm:<low>:<high>` or `group:<id>`): the last sequence number handed
 * out. A message takes the next one in its insert's transaction, so sequences have no gaps.
 */
export const chatConversations = pgTable('chat_conversations', {
  key: text('key').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** Chat messages, direct and group, each with its conversation sequence number. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationKey: text('conversation_key').notNull(),
    seq: integer('seq').notNull(),
    /** The sender's own id for the message: a resend with it returns the stored message. */
    clientId: text('client_id'),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    replyTo: integer('reply_to'),
    createdAt: createdAt(),
    readAt: tz('read_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_seq_idx').on(t.conversationKey, t.seq),
    uniqueIndex('chat_messages_sender_client_idx').on(t.senderId, t.clientId),
    index('chat_messages_receiver_unread_idx').on(t.receiverId, t.readAt),
  ],
);

/**
 * A version per table whose reads are cached (the candidate list's counts): a statement-level
 * trigger bumps it in the writing transaction, so a cached figure is reused only while the version
 * it was computed under is still the committed one (on every instance).
 */
export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** One changed field of an audited row: `[from, to]` (`null` for an insert's from / a delete's to). */
export type AuditChange = [unknown, unknown];

/**
 * The audit trail (issue 16): one row per inserted, updated or deleted row of the audited tables,
 * written by the `audit_row()` trigger in the same transaction as the change (migration
 * `audit_trail`), so a change and its record commit or roll back together. Append-only: a
 * trigger refuses UPDATE, DELETE and TRUNCATE. `actor_id`/`ip` come from the transaction's
 * `hrportal.actor_id` / `hrportal.ip` settings (see `src/audit/context.ts`); no foreign key, so
 * the record outlives a deleted account. Secrets (hashes) and files appear only as a fingerprint
 * or a byte count.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    ip: text('ip'),
    action: text('action').$type<'insert' | 'update' | 'delete'>().notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id'),
    changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_record_idx').on(t.tableName, t.recordId),
  ],
);

/**
 * AI calls and tokens per organisation and calendar month (issue 19): the monthly budget counts
 * tokens. One row per
 * `organisation` and `month` (`YYYY-MM`, UTC), counted up atomically (`INSERT … ON CONFLICT DO
 * UPDATE … RETURNING`), so several instances share one count. The reference server runs one
 * organisation (`default`).
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    organisation: text('organisation').notNull().default('default'),
    month: text('month').notNull(),
    calls: integer('calls').notNull().default(0),
    /** Tokens spent this month (provider usage, or local mode's estimate): what the budget counts. */
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organisation, t.month] })],
);

/**
 * One row per AI call (issue 19): who, which task, who answered, how many documents and
 * characters, how long, and the outcome — never the documents' text or the answer.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id'),
    task: text('task').notNull(),
    mode: text('mode').notNull(),
    model: text('model').notNull(),
    documents: integer('documents').notNull(),
    characters: integer('characters').notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').notNull(),
    flags: text('flags').notNull().default(''),
    /** Tokens in (prompt) and out (answer) as the provider reported them, or local mode's estimate. */
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /** True when the counts are an estimate (local mode, or a provider that reported no usage). */
    tokensEstimated: boolean('tokens_estimated').notNull().default(false),
  },
  (t) => [index('ai_calls_at_idx').on(t.at), index('ai_calls_user_idx').on(t.userId, t.at)],
);

/**
 * Organisation settings leadership changes on `/leadership/settings` (issue 16): one row (`id` 1).
 * `session_idle_minutes` is the sliding inactivity expiry of every session (bounded by the contract,
 * ASVS 4.0.3 V3.3.2); `embed_origins` extends `ALLOWED_ORIGINS` (CORS, CSP `connect-src` and
 * `frame-ancestors`). No row: the server's configuration alone. Every change is audited.
 */
export const orgSettings = pgTable(
  'org_settings',
  {
    id: smallint('id').primaryKey().default(1),
    sessionIdleMinutes: integer('session_idle_minutes').notNull(),
    embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('org_settings_one_row', sql`${t.id} = 1`)],
);

/** Kinds of SOP & incentives documents (issue 21). */
export const sopDocumentKinds = ['sop', 'incentive'] as const;
export type SopDocumentKind = (typeof sopDocumentKinds)[number];

/**
 * SOP and incentive-plan documents a manager writes (issue 21, `/{role}/sop-incentives`): the
 * current text (Markdown, sanitised where it is rendered) and, for an incentive plan, its
 * structured `plan` (the contract's `IncentivePlan`) the calculator applies. `version` counts the
 * saves; each save also writes a `sop_document_versions` row. Audited.
 */
export const sopDocuments = pgTable(
  'sop_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SopDocumentKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('sop_documents_kind_idx').on(t.kind, t.updatedAt)],
);

/** Every saved version of a document: who changed which fields and when. Audited. */
export const sopDocumentVersions = pgTable(
  'sop_document_versions',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => sopDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    /** Which of title, body, plan this save changed (`created` for the first). */
    changes: text('changes').array().notNull(),
    changedAt: tz('changed_at').notNull().defaultNow(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);
