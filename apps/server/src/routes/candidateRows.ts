import type { Candidate, CandidateComments, CandidateJob } from '@hrportal/api-client/contract';
import {
  type AnyColumn,
  Column,
  eq,
  getTableColumns,
  is,
  SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { candidates, users } from '../db/schema';

type CandidateColumns = ReturnType<typeof getTableColumns<typeof candidates>>;

const { searchText: _searchText, ...listColumns } = getTableColumns(candidates);

// The users a candidate's person columns name (usernames), joined for their full names.
const recruiterUser = alias(users, 'recruiter_user');
const reviewer1User = alias(users, 'reviewer1_user');
const reviewer2User = alias(users, 'reviewer2_user');
const managementUser = alias(users, 'management_user');
/** What {@link selectCandidatePageRows} reads its page's ids from, for the types only. */
const pageTable = alias(candidates, 'page');

/** The user whose username `column` holds (a `users_username_lower_idx` lookup). */
function namedBy(username: AnyColumn, column: AnyColumn): SQL {
  return sql`lower(${username}) = lower(${column})`;
}

/**
 * The candidate columns a list selects: every field but the search text, whether a resume exists
 * (the bytes live in `candidate_resumes`; `resume_mime` is set exactly when a resume is stored, so
 * the flag needs no join) and the full names of the people the row names by username (recruiter,
 * peer reviewers, management), from {@link selectCandidateRows}' joins.
 */
const candidateListColumns = {
  ...(listColumns as Omit<CandidateColumns, 'searchText'>),
  resumePresent: sql<boolean>`(${candidates.resumeMime} is not null)`.as('resume_present'),
  recruiterName: recruiterUser.name,
  peerReviewer1Name: reviewer1User.name,
  peerReviewer2Name: reviewer2User.name,
  managementName: managementUser.name,
};

/**
 * `select … from candidates` with the list columns (plus `extra` fields) and the people's names:
 * one left join of `users` per person column, each an index lookup by lower-cased username, so a
 * page stays the index scan its sort or filter picks (`candidateListPlans.test.ts`).
 */
export function selectCandidateRows<Extra extends SelectedFields = Record<never, never>>(
  executor: Executor,
  extra: Extra = {} as Extra,
) {
  return withPeopleNames(
    executor
      .select({ ...candidateListColumns, ...extra })
      .from(candidates)
      .$dynamic(),
  );
}

/**
 * The people's names of a candidate select: one left join of `users` per person column, each an
 * index lookup by lower-cased username (memoized per name).
 */
function withPeopleNames<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(recruiterUser, namedBy(recruiterUser.username, candidates.recruiter))
    .leftJoin(reviewer1User, namedBy(reviewer1User.username, candidates.peerReviewerLevel1))
    .leftJoin(reviewer2User, namedBy(reviewer2User.username, candidates.peerReviewerLevel2))
    .leftJoin(managementUser, namedBy(managementUser.username, candidates.management));
}

/**
 * {@link selectCandidateRows} for the rows of `page` only: the page's ids are chosen first, on
 * `candidates` alone (filter, order, limit, offset), and only those rows are then read whole by
 * primary key and joined to the people's names (issue 24: PostgreSQL planned one table instead of
 * five and built the wide rows and names for the page's rows only, not for the rows the offset
 * skips).
 */
export function selectCandidatePageRows<Extra extends SelectedFields = Record<never, never>>(
  executor: Executor,
  page: Subquery & { id: AnyColumn },
  extra: Extra = {} as Extra,
) {
  // Typed as a table of its own name (Drizzle types a subquery's columns by its selection, which
  // this function does not know); at run time it is the subquery, rendered as one.
  const from = page as unknown as typeof pageTable;
  return withPeopleNames(
    executor
      .select({ ...candidateListColumns, ...extra })
      .from(from)
      .innerJoin(candidates, eq(candidates.id, from.id))
      .$dynamic(),
  );
}

/** What turns a driver value into a field's value. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A column's or a selected expression's decoder (what Drizzle's select applies to a value). */
function decoderOf(field: SelectedFields[string]): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is what `mapWith` set (Drizzle's own mapping reads it; it is not in the types).
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  throw new Error('candidateRowDecoder: only columns and expressions');
}

/**
 * Decodes the array rows of {@link selectCandidateRows}' SQL text (run by `queryArrays`) into the
 * objects its Drizzle select returns, with the decoders resolved once instead of per row.
 */
export function candidateRowDecoder<Extra extends SelectedFields = Record<never, never>>(
  extra: Extra = {} as Extra,
): (row: unknown[]) => CandidateListRow & { [K in keyof Extra]: unknown } {
  const fields = Object.entries({ ...candidateListColumns, ...extra });
  const keys = fields.map(([key]) => key);
  const decoders = fields.map(([, field]) => decoderOf(field));
  return (row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[i];
      out[keys[i] as string] =
        value === null || value === undefined ? null : decoders[i]?.mapFromDriverValue(value);
    }
    return out as CandidateListRow & { [K in keyof Extra]: unknown };
  };
}

/** A candidate row as {@link selectCandidateRows} selects it. */
export type CandidateListRow = Omit<typeof candidates.$inferSelect, 'searchText'> & {
  resumePresent: boolean;
  recruiterName: string | null;
  peerReviewer1Name: string | null;
  peerReviewer2Name: string | null;
  managementName: string | null;
};

/** `YYYY-MM-DD` of an instant (UTC). */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A stored text that should be a date: `YYYY-MM-DD` when it is one, else `null`. */
function dateOrNull(text: string | null): string | null {
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/** A stored text that should be a non-negative number, else `null`. */
function numberOrNull(text: string | null, integer = false): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return null;
  return integer ? Math.trunc(value) : value;
}

/**
 * Decimal years from what a user typed (`'2.5'`, `'2 years 6 months'`, `'6 months'`); 0 when it
 * says nothing usable. The database keeps decimal years so ranges and matching are SQL.
 */
export function experienceYears(text: string | undefined | null): number {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return 0;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 100) / 100;
  const match =
    /^(?:(\d+(?:\.\d+)?)\s*(?:years?|yrs?))?\s*,?\s*(?:(\d+(?:\.\d+)?)\s*(?:months?|mos?))?$/.exec(
      value,
    );
  if (!match || (match[1] === undefined && match[2] === undefined)) return 0;
  return Math.round((Number(match[1] ?? 0) + Number(match[2] ?? 0) / 12) * 100) / 100;
}

/** The wire shape (SPEC §3 "Candidate (server shape)") of a stored candidate. */
export function toWireCandidate(row: CandidateListRow): Candidate {
  // Typed as the whole candidate while its second half is assigned below (zod or the compiled
  // response check still refuses an answer missing a field).
  const wire = {
    id: row.id,
    job_id: row.jobId ?? row.jobCode ?? null,
    name: row.name,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    client: row.client ?? '',
    profile: row.profile ?? '',
    status: row.status as Candidate['status'],
    date_created: isoDate(row.dateCreated),
    experience: row.experience ? String(row.experience) : '',
    qualifications: row.qualifications ?? '',
    preferred_job_location: row.preferredJobLocation ?? '',
    skills: row.skills ?? '',
    current_ctc: row.currentCtc ?? '',
    expected_ctc: row.expectedCtc ?? '',
    remarks: row.remarks ?? '',
    data_updated_date: isoDate(row.dataUpdatedDate),
    reason_for_job_change: row.reasonForJobChange ?? '',
    peer_reviewer_level1: row.peerReviewerLevel1 ?? '',
    peer_reviewer_level2: row.peerReviewerLevel2 ?? '',
    recruiter: row.recruiter ?? '',
    management: row.management ?? '',
  } as Candidate;
  // The people's names only when a user was found (the wire fields are optional), in this place
  // of the key order; assigned, not spread (issue 24: the spreads were a tenth of this function).
  if (row.recruiterName) wire.recruiter_name = row.recruiterName;
  if (row.peerReviewer1Name) wire.peer_reviewer_level1_name = row.peerReviewer1Name;
  if (row.peerReviewer2Name) wire.peer_reviewer_level2_name = row.peerReviewer2Name;
  if (row.managementName) wire.management_name = row.managementName;
  wire.current_company = row.currentCompany ?? '';
  wire.position = row.position ?? '';
  wire.current_job_location = row.currentJobLocation ?? '';
  wire.relevant_experience = row.relevantExperience ?? '';
  wire.notice_period = row.noticePeriod ?? '';
  wire.linkedin = row.linkedin ?? '';
  wire.holding_offer = row.holdingOffer ?? '';
  wire.serving_notice_period = row.servingNoticePeriod ?? '';
  wire.period_of_notice = row.periodOfNotice ?? '';
  wire.last_working_date = dateOrNull(row.lastWorkingDate);
  wire.remind_lwd = row.remindLwd === 'true' || row.remindLwd === '1';
  wire.total_offers = numberOrNull(row.totalOffers, true);
  wire.highest_package_in_lpa = numberOrNull(row.highestPackageInLpa);
  wire.buyout = row.buyout;
  wire.resume_present = row.resumePresent;
  wire.user_id = row.userId ?? 0;
  wire.client_assigned = row.clientAssigned;
  wire.comments = (row.comments ?? {}) as CandidateComments;
  wire.updated_at = row.dataUpdatedDate.toISOString();
  return wire;
}

/** Wire field → column values, for the writable candidate fields a body carries. */
export function candidateValues(
  body: Partial<Record<string, unknown>>,
): Partial<typeof candidates.$inferInsert> {
  const values: Partial<typeof candidates.$inferInsert> = {};
  const text = (key: string) => {
    const value = body[key];
    return typeof value === 'string' ? value : undefined;
  };
  const set = <K extends keyof typeof candidates.$inferInsert>(
    key: K,
    value: (typeof candidates.$inferInsert)[K] | undefined,
  ) => {
    if (value !== undefined) values[key] = value;
  };
  if ('job_id' in body) {
    // The contract parsed it to an id, a text job code (kept in `job_code`) or null.
    const job = body.job_id as CandidateJob | undefined;
    set('jobId', typeof job === 'number' ? job : null);
    set('jobCode', typeof job === 'string' ? job : null);
  }
  set('name', text('name'));
  if (typeof body.email === 'string') set('email', body.email.toLowerCase());
  set('mobile', text('mobile'));
  set('client', text('client'));
  set('profile', text('profile'));
  set('status', text('status'));
  if (typeof body.experience === 'string') set('experience', experienceYears(body.experience));
  set('qualifications', text('qualifications'));
  set('preferredJobLocation', text('preferred_job_location'));
  set('skills', text('skills'));
  set('currentCtc', text('current_ctc'));
  set('expectedCtc', text('expected_ctc'));
  set('remarks', text('remarks'));
  set('reasonForJobChange', text('reason_for_job_change'));
  set('peerReviewerLevel1', text('peer_reviewer_level1'));
  set('peerReviewerLevel2', text('peer_reviewer_level2'));
  set('recruiter', text('recruiter'));
  set('management', text('management'));
  set('currentCompany', text('current_company'));
  set('position', text('position'));
  set('currentJobLocation', text('current_job_location'));
  set('relevantExperience', text('relevant_experience'));
  set('noticePeriod', text('notice_period'));
  set('linkedin', text('linkedin'));
  set('holdingOffer', text('holding_offer'));
  set('servingNoticePeriod', text('serving_notice_period'));
  set('periodOfNotice', text('period_of_notice'));
  if ('last_working_date' in body)
    set('lastWorkingDate', (body.last_working_date as string) ?? null);
  if (typeof body.remind_lwd === 'boolean') set('remindLwd', String(body.remind_lwd));
  if ('total_offers' in body) {
    set('totalOffers', body.total_offers === null ? null : String(body.total_offers));
  }
  if ('highest_package_in_lpa' in body) {
    const v = body.highest_package_in_lpa;
    set('highestPackageInLpa', v === null ? null : String(v));
  }
  if (typeof body.buyout === 'boolean') set('buyout', body.buyout);
  if (typeof body.client_assigned === 'boolean') set('clientAssigned', body.client_assigned);
  return values;
}
