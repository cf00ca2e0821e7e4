import {
  type CandidateComments,
  type CandidateStatus,
  datePresetDays,
  type EndpointParsedBody,
  endpoints,
  phoneKey,
  type SearchChip,
  serverMessages,
} from '@hrportal/api-client/contract';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import { assertOwnerOrManager, isManagerLike } from '../auth/guards';
import { assertMayReadCandidateFiles } from '../auth/reviewerAccess';
import { authVersionField, type SessionUser } from '../auth/sessions';
import { CountCache } from '../db/countCache';
import { type Database, type Executor, isUniqueViolation, queryArrays } from '../db/database';
import { Gate } from '../db/gate';
import {
  candidateFiles,
  candidateResumes,
  candidateStatuses,
  candidates,
  careersRegistrations,
  users,
} from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { decodeBase64Upload, documentUpload, sendResume } from '../uploads/files';
import {
  type CandidateListRow,
  candidateRowDecoder,
  candidateValues,
  selectCandidatePageRows,
  selectCandidateRows,
  toWireCandidate,
} from './candidateRows';
import type { RoutePlugin } from './plugin';

const DAY_MS = 86_400_000;

/** Text columns a chip can target (wire name → column). */
const textColumns = {
  name: candidates.name,
  email: candidates.email,
  mobile: candidates.mobile,
  client: candidates.client,
  profile: candidates.profile,
  skills: candidates.skills,
  recruiter: candidates.recruiter,
  management: candidates.management,
  peer_reviewer_level1: candidates.peerReviewerLevel1,
  peer_reviewer_level2: candidates.peerReviewerLevel2,
  current_company: candidates.currentCompany,
  position: candidates.position,
  current_job_location: candidates.currentJobLocation,
  preferred_job_location: candidates.preferredJobLocation,
  qualifications: candidates.qualifications,
  notice_period: candidates.noticePeriod,
  remarks: candidates.remarks,
} as const;

/** Sortable columns (wire name → column); each has its (column, id) index. */
const sortColumns = {
  date_created: candidates.dateCreated,
  data_updated_date: candidates.dataUpdatedDate,
  id: candidates.id,
  job_id: candidates.jobId,
  name: candidates.name,
  email: candidates.email,
  mobile: candidates.mobile,
  client: candidates.client,
  profile: candidates.profile,
  skills: candidates.skills,
  status: candidates.status,
  recruiter: candidates.recruiter,
  peer_reviewer_level1: candidates.peerReviewerLevel1,
  current_company: candidates.currentCompany,
  position: candidates.position,
} as const;

/** `%value%` for ILIKE with the pattern characters escaped. */
export function likePattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Statuses by their lower-cased name: a status chip becomes an indexed equality. */
const statusByLower = new Map(candidateStatuses.map((status) => [status.toLowerCase(), status]));

/**
 * One chip as a condition (case-insensitive substring; exact for ids and status). Every text chip
 * is first narrowed by the trigram index on `search_text` (all chip columns, lower-cased, one per
 * line), then checked on its own column; comments have their own trigram index.
 */
function chipCondition(chip: SearchChip): SQL | undefined {
  const pattern = likePattern(chip.value);
  const searched = sql`${candidates.searchText} like ${pattern}`;
  switch (chip.column) {
    case 'any':
      // A value without a newline matches search_text exactly when it matches one of its lines.
      return chip.value.includes('\n')
        ? and(
            searched,
            or(
              ...Object.values(textColumns).map((column) => sql`lower(${column}) like ${pattern}`),
              sql`lower(${candidates.status}) like ${pattern}`,
            ),
          )
        : searched;
    case 'id':
    case 'job_id': {
      const id = Number(chip.value);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return sql`false`;
      return eq(chip.column === 'id' ? candidates.id : candidates.jobId, id);
    }
    case 'status': {
      const status = statusByLower.get(chip.value.toLowerCase());
      return status ? eq(candidates.status, status) : sql`false`;
    }
    case 'comment':
      return sql`lower(${candidates.comments}::text) like ${pattern}`;
    default:
      // chip_contains (migration 0006) keeps the column test out of the planner's row estimate.
      return and(searched, sql`chip_contains(${textColumns[chip.column]}, ${pattern})`);
  }
}

/** Chips on the same column OR together; different columns AND. */
function chipsCondition(chips: readonly SearchChip[]): SQL | undefined {
  const byColumn = new Map<string, SQL[]>();
  for (const chip of chips) {
    const condition = chipCondition(chip);
    if (!condition) continue;
    const list = byColumn.get(chip.column) ?? [];
    list.push(condition);
    byColumn.set(chip.column, list);
  }
  const groups = [...byColumn.values()].map((list) => (list.length === 1 ? list[0] : or(...list)));
  return groups.length ? and(...groups) : undefined;
}

/** The parsed body of the paged candidate list. */
export type CandidateListBody = EndpointParsedBody<'candidateDashboard'>;

/**
 * The paged candidate list's queries for a body and caller: the page (a Drizzle select, awaitable
 * and embeddable in `explain`) and the filter condition its total is counted with. The route and
 * the index test (`candidateListPlans.test.ts`) share it, so the plans checked are the ones run.
 */
export function candidateListQuery<Extra extends SelectedFields = Record<never, never>>(
  executor: Executor,
  body: CandidateListBody,
  user: SessionUser,
  now: Date,
  extra?: Extra,
) {
  const condition = candidateFilterCondition(body, user, now);
  return { page: candidatePage(executor, body, condition, extra), condition };
}

/**
 * One page of the list for a filter condition: its ids chosen on `candidates` alone (filter,
 * order, limit, offset: the sort's `(column, id)` index walked, nothing else planned), then
 * those rows read whole and named ({@link selectCandidatePageRows}), in the same order.
 */
function candidatePage<Extra extends SelectedFields = Record<never, never>>(
  executor: Executor,
  body: CandidateListBody,
  condition: SQL | undefined,
  extra?: Extra,
) {
  // Ties break on id in the sort's own direction, so one (column, id) index serves both
  // directions (migration 0006); PostgreSQL's default null placement matches that index too.
  const direction = body.sort_dir === 'asc' ? asc : desc;
  const sortColumn = sortColumns[body.sort_by];
  const ids = executor
    .select({ id: candidates.id, sortValue: sql`${sortColumn}`.as('sort_value') })
    .from(candidates)
    .where(condition)
    .orderBy(direction(sortColumn), direction(candidates.id))
    .limit(body.page_size)
    .offset((body.page_no - 1) * body.page_size)
    .as('page');
  // The outer order is the page's own, which PostgreSQL keeps through the joins (no sort step);
  // sorted by id, the page's order is its id column's alone.
  const rows = selectCandidatePageRows(executor, ids, extra);
  return body.sort_by === 'id'
    ? rows.orderBy(direction(ids.id))
    : rows.orderBy(direction(ids.sortValue), direction(ids.id));
}

const dialect = new PgDialect();

/**
 * A page row: the list's columns, the count cache's version of its snapshot and, when the pages
 * were made `withAuthVersion`, the `auth` version of that snapshot (the session's confirmation).
 */
type CandidatePageRow = CandidateListRow & { tableVersion: number; authVersion?: number };

/**
 * The paged list's page statement with no query building per request (issue 24: Drizzle building
 * the page's SQL was ~8 % and its row mapping ~6 % of a list request's CPU). Only the filter is
 * rendered per request (it also keys the count cache); the page's SQL text is built by Drizzle
 * once per shape — sort, direction, first page or not, and the filter's own text — and reused,
 * and the rows are decoded with decoders resolved once. The text, parameters and rows are exactly
 * what {@link candidateListQuery} builds and reads (checked in `candidateListPlans.test.ts`), so
 * the plans that test checks are the ones run. Unnamed statements: a chip's statement prepared by
 * name would switch to a generic plan, which for `search_text like $1` is a bitmap scan and a
 * sort of every match (65 ms against 2 ms for `skills:java`).
 */
export class CandidatePages {
  private readonly texts = new Map<string, string>();
  private readonly decode;
  private readonly maxShapes: number;
  private readonly withAuthVersion: boolean;

  /**
   * `withAuthVersion`: each row also carries `authVersion` ({@link authVersionField}), so the
   * route confirms a remembered session with the page's own statement (issue 24).
   */
  constructor(
    private readonly db: Database,
    private readonly counts: CountCache,
    options: { maxShapes?: number; withAuthVersion?: boolean } = {},
  ) {
    this.maxShapes = options.maxShapes ?? 256;
    this.withAuthVersion = options.withAuthVersion ?? false;
    this.decode = candidateRowDecoder(this.extra());
  }

  /** The fields a page selects beside the list's columns. */
  private extra(): Record<string, SQL.Aliased<number>> {
    const tableVersion = this.counts.versionField();
    return this.withAuthVersion
      ? { tableVersion, authVersion: authVersionField() }
      : { tableVersion };
  }

  /** The page's SQL text and parameters for a body and its filter condition. */
  statement(
    body: CandidateListBody,
    condition: SQL | undefined,
  ): { text: string; values: unknown[] } {
    const filter = condition ? dialect.sqlToQuery(condition) : { sql: '', params: [] };
    const offset = (body.page_no - 1) * body.page_size;
    // The filter's parameters come first, then the limit and (past the first page, as Drizzle
    // writes it) the offset: the text of one shape numbers them alike whatever their values.
    const values = offset
      ? [...filter.params, body.page_size, offset]
      : [...filter.params, body.page_size];
    const key = `${body.sort_by} ${body.sort_dir} ${offset ? 'next' : 'first'} ${filter.sql}`;
    let text = this.texts.get(key);
    if (text === undefined) {
      text = this.build(body, condition, values.length);
      if (this.texts.size >= this.maxShapes) {
        const oldest = this.texts.keys().next().value;
        if (oldest !== undefined) this.texts.delete(oldest);
      }
      this.texts.set(key, text);
    }
    return { text, values };
  }

  /** Reads one page (the route's statement). */
  async read(body: CandidateListBody, condition: SQL | undefined): Promise<CandidatePageRow[]> {
    const { text, values } = this.statement(body, condition);
    const rows = await queryArrays(this.db, text, values);
    return rows.map(this.decode) as CandidatePageRow[];
  }

  /** The page's text for a shape (Drizzle, once); it must hold no parameter but the expected ones. */
  private build(body: CandidateListBody, condition: SQL | undefined, parameters: number): string {
    const built = candidatePage(this.db, body, condition, this.extra()).toSQL();
    if (built.params.length !== parameters) {
      throw new Error('candidate page: parameters outside its filter, limit and offset');
    }
    return built.sql;
  }
}

/** What a candidate list is filtered by (no page, no sort). */
export type CandidateFilterBody = Pick<
  CandidateListBody,
  | 'filters'
  | 'date_preset'
  | 'date_field'
  | 'date_from'
  | 'date_to'
  | 'statuses'
  | 'client_assigned'
  | 'job_id'
>;

/**
 * The condition of a candidate list's filter for a caller (a recruiter's own candidates only):
 * the paged list counts with it and "all matching" bulk changes select with it, so both see the
 * same rows.
 */
export function candidateFilterCondition(
  body: CandidateFilterBody,
  user: SessionUser,
  now: Date,
): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (!isManagerLike(user)) where.push(eq(candidates.userId, user.id));
  where.push(chipsCondition(body.filters));
  const dateColumn =
    body.date_field === 'data_updated_date' ? candidates.dataUpdatedDate : candidates.dateCreated;
  if (body.date_from && body.date_to) {
    const from = new Date(`${body.date_from}T00:00:00Z`);
    const toExclusive = new Date(new Date(`${body.date_to}T00:00:00Z`).getTime() + DAY_MS);
    where.push(gte(dateColumn, from), lt(dateColumn, toExclusive));
  } else {
    const days = datePresetDays[body.date_preset];
    if (days !== null) where.push(gte(dateColumn, new Date(now.getTime() - days * DAY_MS)));
  }
  if (body.statuses?.length) where.push(inArray(candidates.status, body.statuses));
  if (body.client_assigned !== undefined) {
    where.push(eq(candidates.clientAssigned, body.client_assigned));
  }
  if (body.job_id !== undefined) where.push(eq(candidates.jobId, body.job_id));
  return and(...where);
}

/** Loads one candidate (without files) or throws 404. */
async function loadCandidate(executor: Executor, id: number): Promise<CandidateListRow> {
  const [row] = await selectCandidateRows(executor).where(eq(candidates.id, id)).limit(1);
  if (!row) throw new HttpError(404, serverMessages.candidateNotFound);
  return row;
}

/** Loads a candidate the caller may change: managers any, a recruiter only their own. */
async function loadOwnCandidate(
  executor: Executor,
  user: SessionUser,
  id: number,
): Promise<CandidateListRow> {
  const row = await loadCandidate(executor, id);
  assertOwnerOrManager(user, row.userId);
  return row;
}

/** A mobile column as {@link phoneKey} compares it: its digits, the last 10 when there are more. */
const mobileKey = sql`right(regexp_replace(coalesce(${candidates.mobile}, ''), '[^0-9]', '', 'g'), 10)`;
/** A name column with case and runs of spaces ignored. */
const nameKey = sql`lower(regexp_replace(trim(${candidates.name}), '[[:space:]]+', ' ', 'g'))`;

/** The email / mobile conditions of a duplicate (a mobile matches any variant of its number). */
function duplicateMatches(email: string | undefined, mobile: string | undefined): SQL[] {
  const matches: SQL[] = [];
  if (email) matches.push(sql`lower(${candidates.email}) = ${email.toLowerCase()}`);
  // Fewer than 7 digits cannot be a phone number (the contract's mobile rule): no variant match.
  const key = mobile ? phoneKey(mobile) : '';
  if (key.length >= 7) matches.push(sql`${mobileKey} = ${key}`);
  return matches;
}

/** Another candidate with this email or mobile (the duplicate check). */
async function findDuplicate(
  executor: Executor,
  email: string | undefined,
  mobile: string | undefined,
  exceptId?: number,
) {
  const matches = duplicateMatches(email, mobile);
  if (!matches.length) return undefined;
  const [row] = await executor
    .select({ id: candidates.id, recruiter: candidates.recruiter, status: candidates.status })
    .from(candidates)
    .where(
      and(
        or(...matches),
        exceptId === undefined ? undefined : sql`${candidates.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row;
}

/** Stores (or replaces) a candidate's resume bytes; the row's `resume_mime` says one exists. */
async function storeResume(executor: Executor, candidateId: number, bytes: Buffer): Promise<void> {
  await executor
    .insert(candidateResumes)
    .values({ candidateId, bytes })
    .onConflictDoUpdate({ target: candidateResumes.candidateId, set: { bytes } });
}

/** Appends a comment under the commenter's display name (SPEC §4). */
function appendComment(
  comments: CandidateComments,
  author: string,
  comment: string,
  at: Date,
): CandidateComments {
  const list = comments[author] ?? [];
  return { ...comments, [author]: [...list, { comment, timestamp: at.toISOString() }] };
}

/**
 * The candidate endpoints of SPEC §7 "Candidates" and "Data": the paged dashboard (filters,
 * sorting, date ranges in SQL), add with the duplicate check (409), edit, status update with the
 * comment appended under the caller's name, delete, the resume file, the duplicate check and a
 * recruiter's list. A recruiter reads and changes only their own candidates; managers and
 * leadership all. Every change publishes its live-feed event in its transaction.
 */
/**
 * Careers' "Convert to candidate": marks the registration as this candidate, in the add's own
 * transaction (a refused add leaves it unconverted). 404 for an unknown registration, 409 for
 * one already converted (two converts racing: the conditional update lets one through).
 */
async function markConverted(tx: Executor, registrationId: number, candidateId: number) {
  const [marked] = await tx
    .update(careersRegistrations)
    .set({ candidateId })
    .where(
      and(
        eq(careersRegistrations.id, registrationId),
        sql`${careersRegistrations.candidateId} is null`,
      ),
    )
    .returning({ id: careersRegistrations.id });
  if (marked) return;
  const [exists] = await tx
    .select({ id: careersRegistrations.id })
    .from(careersRegistrations)
    .where(eq(careersRegistrations.id, registrationId));
  throw exists
    ? new HttpError(409, serverMessages.careersRegistrationConverted)
    : new HttpError(404, serverMessages.careersRegistrationNotFound);
}

export const candidateRoutes: RoutePlugin = async (api, { services }) => {
  const { db, liveFeed } = services;
  const listCounts = new CountCache('candidates');
  // List reads share the database with logins and writes: at most this many at once (issue 16).
  const listGate = new Gate(services.database.driver === 'pglite' ? 2 : 6);
  const pages = new CandidatePages(db, listCounts, { withAuthVersion: true });

  registerEndpoint(
    api,
    services,
    endpoints.candidateDashboard,
    async ({ body, session, confirmSession }) => {
      const { user } = session;
      // The page also reads the table's version, so a cached total costs no statement of its own,
      // and the `auth` version, so the session remembered by this instance is confirmed in the
      // page's own snapshot (a revoked session or a changed user: read again, or 401).
      const condition = candidateFilterCondition(body, user, services.now());
      const [rows, n] = await listGate.run(() =>
        listCounts.countWithPage(db, condition, () => pages.read(body, condition)),
      );
      await confirmSession(rows[0]?.authVersion);
      if (body.user_id !== user.id) throw forbidden();
      return {
        status: 'success' as const,
        candidates: rows.map(toWireCandidate),
        total: n,
        page_no: body.page_no,
        page_size: body.page_size,
        total_pages: Math.ceil(n / body.page_size),
      };
    },
    { confirmsSession: true },
  );

  registerEndpoint(api, services, endpoints.addCandidate, async ({ body, session }) => {
    const { user } = session;
    const resume = body.resume ? decodeBase64Upload(body.resume, documentUpload) : undefined;
    const files = (body.additional_files ?? []).map((f) => ({
      ...decodeBase64Upload(f.file, documentUpload),
      filename: f.filename,
    }));
    const row = await liveFeed
      .transaction(async (tx, publish) => {
        if (await findDuplicate(tx, body.email, body.mobile)) {
          throw new HttpError(409, serverMessages.duplicateCandidate);
        }
        const values = candidateValues(body);
        // A recruiter adds for themself; a manager may name the owning recruiter.
        let owner = user;
        if (isManagerLike(user) && body.recruiter) {
          const [named] = await tx
            .select()
            .from(users)
            .where(sql`lower(${users.username}) = ${body.recruiter.toLowerCase()}`)
            .limit(1);
          if (!named) throw new HttpError(400, `Unknown recruiter: ${body.recruiter}`);
          owner = { ...user, id: named.id, username: named.username };
        }
        const now = services.now();
        const [inserted] = await tx
          .insert(candidates)
          .values({
            ...values,
            name: body.name,
            userId: owner.id,
            recruiter: owner.username,
            clientAssigned: body.client_assigned ?? (body.job_id ?? null) !== null,
            dateCreated: now,
            dataUpdatedDate: now,
            ...(resume
              ? {
                  resumeMime: resume.mime,
                  resumeFilename: body.resume_filename ?? `resume.${resume.extension}`,
                }
              : {}),
          })
          .returning({ id: candidates.id });
        if (!inserted) throw new Error('candidate insert returned no row');
        if (body.careers_registration_id !== undefined) {
          await markConverted(tx, body.careers_registration_id, inserted.id);
        }
        if (resume) await storeResume(tx, inserted.id, resume.bytes);
        if (files.length) {
          await tx.insert(candidateFiles).values(
            files.map((f) => ({
              candidateId: inserted.id,
              filename: f.filename,
              mime: f.mime,
              bytes: f.bytes,
            })),
          );
        }
        await publish({
          type: 'candidate_added',
          payload: { candidateId: inserted.id, name: body.name, updatedBy: user.name },
          audience: { userTypes: ['management', 'leadership'], userIds: [owner.id] },
        });
        return loadCandidate(tx, inserted.id);
      })
      .catch((error: unknown) => {
        // Two adds racing past the check: the unique index (when present) still refuses one.
        if (isUniqueViolation(error)) throw new HttpError(409, serverMessages.duplicateCandidate);
        throw error;
      });
    return {
      status: 'success' as const,
      message: serverMessages.candidateAdded,
      candidate: toWireCandidate(row),
    };
  });

  registerEndpoint(api, services, endpoints.editCandidate, async ({ params, body, session }) => {
    const { user } = session;
    const resume = body.resume ? decodeBase64Upload(body.resume, documentUpload) : undefined;
    const files = (body.additional_files ?? []).map((f) => ({
      ...decodeBase64Upload(f.file, documentUpload),
      filename: f.filename,
    }));
    const row = await liveFeed.transaction(async (tx, publish) => {
      const current = await loadOwnCandidate(tx, user, params.id);
      // Optimistic concurrency: an edit made on an older copy is refused, not merged over.
      const expected = body.expected_updated_at
        ? new Date(body.expected_updated_at).toISOString()
        : undefined;
      if (expected && current.dataUpdatedDate.toISOString() !== expected) {
        throw new HttpError(409, serverMessages.staleCandidate);
      }
      if (await findDuplicate(tx, body.email, body.mobile, current.id)) {
        throw new HttpError(409, serverMessages.duplicateCandidate);
      }
      const values = candidateValues(body);
      // Ownership moves only through reassignment; a recruiter cannot give a candidate away.
      delete values.recruiter;
      const written = await tx
        .update(candidates)
        .set({
          ...values,
          dataUpdatedDate: services.now(),
          ...(resume
            ? {
                resumeMime: resume.mime,
                resumeFilename: body.resume_filename ?? `resume.${resume.extension}`,
              }
            : {}),
        })
        .where(
          and(
            eq(candidates.id, current.id),
            // The same check in the write itself: a save committed between our read and this
            // update changed the instant, so this one matches no row.
            expected
              ? sql`date_trunc('milliseconds', ${candidates.dataUpdatedDate}) = ${expected}::timestamptz`
              : undefined,
          ),
        )
        .returning({ id: candidates.id });
      if (!written.length) throw new HttpError(409, serverMessages.staleCandidate);
      if (resume) await storeResume(tx, current.id, resume.bytes);
      if (files.length) {
        await tx.insert(candidateFiles).values(
          files.map((f) => ({
            candidateId: current.id,
            filename: f.filename,
            mime: f.mime,
            bytes: f.bytes,
          })),
        );
      }
      await publish({
        type: 'candidate_updated',
        payload: { candidateId: current.id, name: body.name ?? current.name, updatedBy: user.name },
        audience: { userTypes: ['management', 'leadership'], userIds: [current.userId ?? user.id] },
      });
      return loadCandidate(tx, current.id);
    });
    return {
      status: 'success' as const,
      message: serverMessages.candidateUpdated,
      candidate: toWireCandidate(row),
    };
  });

  registerEndpoint(
    api,
    services,
    endpoints.updateCandidateStatus,
    async ({ params, body, session }) => {
      const { user } = session;
      const row = await liveFeed.transaction(async (tx, publish) => {
        const current = await loadOwnCandidate(tx, user, params.id);
        const now = services.now();
        const comments = body.comment
          ? appendComment(current.comments ?? {}, user.name, body.comment, now)
          : current.comments;
        await tx
          .update(candidates)
          .set({ status: body.status ?? current.status, comments, dataUpdatedDate: now })
          .where(eq(candidates.id, current.id));
        await publish({
          type: 'candidate_update',
          payload: {
            candidateId: current.id,
            name: current.name,
            status: body.status ?? current.status,
            ...(body.comment ? { comment: body.comment } : {}),
            updatedBy: user.name,
            updatedAt: now.toISOString(),
          },
          audience: {
            userTypes: ['management', 'leadership'],
            userIds: [current.userId ?? user.id],
          },
        });
        return loadCandidate(tx, current.id);
      });
      return {
        status: 'success' as const,
        message: serverMessages.candidateUpdated,
        candidate: toWireCandidate(row),
      };
    },
  );

  registerEndpoint(api, services, endpoints.deleteCandidate, async ({ params, session }) => {
    const { user } = session;
    await liveFeed.transaction(async (tx, publish) => {
      const current = await loadOwnCandidate(tx, user, params.id);
      await tx.delete(candidates).where(eq(candidates.id, current.id));
      await publish({
        type: 'candidate_update',
        payload: {
          candidateId: current.id,
          name: current.name,
          eventType: 'deleted',
          updatedBy: user.name,
        },
        audience: { userTypes: ['management', 'leadership'], userIds: [current.userId ?? user.id] },
      });
    });
    return {
      status: 'success' as const,
      message: serverMessages.candidateDeleted,
      candidate_id: params.id,
    };
  });

  registerEndpoint(api, services, endpoints.viewResume, async ({ params, session, reply }) => {
    const [row] = await db
      .select({
        name: candidates.name,
        userId: candidates.userId,
        resume: candidateResumes.bytes,
        mime: candidates.resumeMime,
        filename: candidates.resumeFilename,
      })
      .from(candidates)
      .leftJoin(candidateResumes, eq(candidateResumes.candidateId, candidates.id))
      .where(eq(candidates.id, params.id))
      .limit(1);
    if (!row) throw new HttpError(404, serverMessages.candidateNotFound);
    await assertMayReadCandidateFiles(db, session.user, { id: params.id, userId: row.userId });
    sendResume(reply, params.id, row);
    return replySent;
  });

  registerEndpoint(api, services, endpoints.getCandidate, async ({ params, session }) => ({
    status: 'success' as const,
    candidate: toWireCandidate(await loadOwnCandidate(db, session.user, params.id)),
  }));

  registerEndpoint(api, services, endpoints.checkCandidate, async ({ body, session }) => {
    const emailLower = body.email?.toLowerCase();
    const key = body.mobile ? phoneKey(body.mobile) : '';
    const name = body.name?.trim().replace(/\s+/g, ' ').toLowerCase();
    const conditions = duplicateMatches(body.email, body.mobile);
    if (name) conditions.push(sql`${nameKey} = ${name}`);
    const rows = conditions.length
      ? await db
          .select({
            id: candidates.id,
            name: candidates.name,
            email: candidates.email,
            mobile: candidates.mobile,
            recruiter: candidates.recruiter,
            status: candidates.status,
          })
          .from(candidates)
          .where(or(...conditions))
          .orderBy(desc(candidates.id))
          .limit(20)
      : [];
    // A recruiter learns only that a duplicate exists, unless the candidate is theirs.
    const maySee = (recruiter: string | null) =>
      isManagerLike(session.user) ||
      recruiter?.toLowerCase() === session.user.username.toLowerCase();
    const matches = rows
      .map((row) => {
        const on: ('email' | 'mobile' | 'name')[] = [];
        if (emailLower && row.email?.toLowerCase() === emailLower) on.push('email');
        if (key.length >= 7 && row.mobile && phoneKey(row.mobile) === key) on.push('mobile');
        if (name && row.name.trim().replace(/\s+/g, ' ').toLowerCase() === name) on.push('name');
        const visible = maySee(row.recruiter);
        return {
          candidate_id: visible ? row.id : null,
          name: visible ? row.name : null,
          recruiter: visible ? (row.recruiter ?? '') : null,
          candidate_status: visible ? (row.status as CandidateStatus) : null,
          matched_on: on,
        };
      })
      // A name alone says little: another recruiter's namesake is left out.
      .filter((m) => m.matched_on.some((on) => on !== 'name') || m.candidate_id !== null)
      // Duplicates (email / mobile) first.
      .sort(
        (a, b) =>
          Number(b.matched_on.some((on) => on !== 'name')) -
          Number(a.matched_on.some((on) => on !== 'name')),
      )
      .slice(0, 5);
    const duplicate = matches.find((m) => m.matched_on.some((on) => on !== 'name'));
    if (!duplicate) {
      return {
        status: 'success' as const,
        exists: false,
        message: matches.length
          ? `${matches.length} candidate${matches.length === 1 ? '' : 's'} with the same name`
          : 'No candidate with this email or mobile number',
        candidate_id: null,
        recruiter: null,
        candidate_status: null,
        matches,
      };
    }
    return {
      status: 'success' as const,
      exists: true,
      message: serverMessages.duplicateCandidate,
      candidate_id: duplicate.candidate_id,
      recruiter: duplicate.recruiter,
      candidate_status: duplicate.candidate_status,
      matches,
    };
  });

  registerEndpoint(api, services, endpoints.recruiterCandidates, async ({ body, session }) => {
    const { user } = session;
    const self = body.user_name.toLowerCase() === user.username.toLowerCase();
    if (!self && !isManagerLike(user)) throw forbidden();
    const rows = await selectCandidateRows(db)
      .where(sql`lower(${candidates.recruiter}) = ${body.user_name.toLowerCase()}`)
      .orderBy(desc(candidates.dateCreated), desc(candidates.id))
      .limit(5000);
    return { status: 'success' as const, candidates: rows.map(toWireCandidate) };
  });
};
