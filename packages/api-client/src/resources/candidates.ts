import { candidatesCacheTtlMs } from '../contract/constants';
import type { EndpointBody, EndpointResponse } from '../contract/endpoints';
import { TtlCache } from '../http/ttlCache';
import { type CandidateListItem, toCandidateListItem } from '../mappers/candidate';
import {
  type CachedCallOptions,
  type CallerFilled,
  type CallOptions,
  callerFields,
  callers,
  clearing,
  paramWithCaller,
  type Answer as R,
  type ResourceContext,
  withCaller,
  withSignal,
} from './context';

/**
 * One page of the candidate table, rows mapped to the list view.
 *
 * @example
 * ```ts
 * const { items, total, totalPages } = await client.candidates.list(request);
 * ```
 */
export interface CandidatePage {
  items: CandidateListItem[];
  total: number;
  pageNo: number;
  pageSize: number;
  totalPages: number;
}

/**
 * `client.candidates`: the candidate table, candidate records, resumes analysis and assignment
 * (SPEC §7 "Data", "Candidates", "Assignment"). Lists are cached 5 minutes
 * ({@link candidatesCacheTtlMs}); `{ force: true }` refetches; every change clears the cache.
 *
 * @example
 * ```ts
 * const page = await client.candidates.list({ page_no: 1, filters: [{ column: 'status', value: 'Offer' }] });
 * ```
 */
export interface CandidatesApi {
  /** A server-paged, filtered, sorted page (`POST /redisdashboard`), cached per request. */
  list(
    request?: CallerFilled<EndpointBody<'candidateDashboard'>>,
    options?: CachedCallOptions,
  ): Promise<CandidatePage>;
  /** Every candidate of one recruiter by username (`POST /get_recruiters_candidate`), cached. */
  byRecruiter(userName: string, options?: CachedCallOptions): Promise<CandidateListItem[]>;
  /** One candidate in the server shape, every field (`GET /get_candidate/{id}`). */
  get(id: number, options?: CallOptions): R<'getCandidate'>;
  /** Adds a candidate (409 on a duplicate email or mobile). */
  add(body: EndpointBody<'addCandidate'>, options?: CallOptions): R<'addCandidate'>;
  /** Edits a candidate's fields. */
  edit(id: number, body: EndpointBody<'editCandidate'>, options?: CallOptions): R<'editCandidate'>;
  /** Sets a candidate's status and/or appends a comment. */
  updateStatus(
    id: number,
    body: EndpointBody<'updateCandidateStatus'>,
    options?: CallOptions,
  ): R<'updateCandidateStatus'>;
  /** Deletes a candidate (managers and leadership). */
  remove(
    id: number,
    body?: CallerFilled<EndpointBody<'deleteCandidate'>>,
    options?: CallOptions,
  ): R<'deleteCandidate'>;
  /** Is there a candidate with this email or mobile? */
  check(body: EndpointBody<'checkCandidate'>, options?: CallOptions): R<'checkCandidate'>;
  /**
   * One candidate's whole record (`GET /candidate_record/{id}`): the server shape with its
   * comments, status history, files, job and peer reviews.
   */
  record(id: number, options?: CallOptions): R<'candidateRecord'>;
  /** A candidate's stored files (metadata, `GET /get_resumes/{id}`). */
  files(id: number, options?: CallOptions): R<'getResumes'>;
  /** Extracts candidate fields from a resume (`/parse_resume`). */
  parseResume(body: EndpointBody<'parseResume'>, options?: CallOptions): R<'parseResume'>;
  /** Analyses a resume against a job (`/candidate_over_view`). */
  overview(
    body: CallerFilled<EndpointBody<'candidateOverview'>>,
    options?: CallOptions,
  ): R<'candidateOverview'>;
  /** Scores a resume against a job (`/check_resume_match`). */
  checkResumeMatch(
    body: EndpointBody<'checkResumeMatch'>,
    options?: CallOptions,
  ): R<'checkResumeMatch'>;
  /** Best jobs for candidates (`/match_candidates_to_jobs`). */
  matchToJobs(
    body: EndpointBody<'matchCandidatesToJobs'>,
    options?: CallOptions,
  ): R<'matchCandidatesToJobs'>;
  /** Best candidates for one job (`/match-candidates`). */
  matchForJob(
    body: EndpointBody<'matchCandidatesForJob'>,
    options?: CallOptions,
  ): R<'matchCandidatesForJob'>;
  /** Text of several resumes (`/extract_resumes`). */
  extractResumes(body: EndpointBody<'extractResumes'>, options?: CallOptions): R<'extractResumes'>;
  /** Text of one resume (`/extract_resume_text`, reads `extracted_text`). */
  extractResumeText(
    body: EndpointBody<'extractResumeText'>,
    options?: CallOptions,
  ): R<'extractResumeText'>;
  /** One status / comment / recruiter / job for many candidates (`/bulk_update_candidates`). */
  bulkUpdate(
    body: EndpointBody<'bulkUpdateCandidates'>,
    options?: CallOptions,
  ): R<'bulkUpdateCandidates'>;
  /** Moves candidates to another recruiter (`/assign_candidate_new_recuriter`). */
  assignRecruiter(
    body: EndpointBody<'assignCandidateNewRecruiter'>,
    options?: CallOptions,
  ): R<'assignCandidateNewRecruiter'>;
  /** Submits candidates to a client's job (`/assign_client`). */
  assignClient(body: EndpointBody<'assignClient'>, options?: CallOptions): R<'assignClient'>;
  /** Drops every cached list (the next read refetches). */
  invalidate(): void;
}

/** @internal */
export function createCandidatesApi(ctx: ResourceContext): CandidatesApi {
  const pages = new TtlCache<CandidatePage>(candidatesCacheTtlMs);
  const byRecruiter = new TtlCache<CandidateListItem[]>(candidatesCacheTtlMs);
  const invalidate = () => {
    pages.clear();
    byRecruiter.clear();
  };
  const { http } = ctx;
  const c = callers(http);
  return {
    list: (given = {}, options) => {
      // Who is asking comes from the session; the caller passes only what it wants.
      const request = { ...callerFields(ctx.session), ...given };
      return pages.through(
        JSON.stringify(request),
        async () => {
          const answer = await http.json<EndpointResponse<'candidateDashboard'>>(
            'candidateDashboard',
            { body: request, ...withSignal(options) },
          );
          return {
            items: (answer.candidates ?? []).map(toCandidateListItem),
            total: answer.total ?? 0,
            pageNo: answer.page_no ?? request.page_no ?? 1,
            pageSize: answer.page_size ?? request.page_size ?? 10,
            totalPages: answer.total_pages ?? 0,
          };
        },
        options?.force,
      );
    },
    byRecruiter: (userName, options) =>
      byRecruiter.through(
        userName,
        async () => {
          const answer = await http.json<EndpointResponse<'recruiterCandidates'>>(
            'recruiterCandidates',
            { body: { user_name: userName }, ...withSignal(options) },
          );
          return (answer.candidates ?? []).map(toCandidateListItem);
        },
        options?.force,
      ),
    add: clearing(c.body('addCandidate'), invalidate),
    edit: clearing(c.paramBody('editCandidate', 'id'), invalidate),
    updateStatus: clearing(c.paramBody('updateCandidateStatus', 'id'), invalidate),
    remove: clearing(paramWithCaller(ctx, 'deleteCandidate', 'id', ['user_id']), invalidate),
    get: c.param('getCandidate', 'id'),
    check: c.body('checkCandidate'),
    record: c.param('candidateRecord', 'id'),
    files: c.param('getResumes', 'id'),
    parseResume: c.body('parseResume'),
    overview: withCaller(ctx, 'candidateOverview', ['user_id']),
    checkResumeMatch: c.body('checkResumeMatch'),
    matchToJobs: c.body('matchCandidatesToJobs'),
    matchForJob: c.body('matchCandidatesForJob'),
    extractResumes: c.body('extractResumes'),
    extractResumeText: c.body('extractResumeText'),
    bulkUpdate: clearing(c.body('bulkUpdateCandidates'), invalidate),
    assignRecruiter: clearing(c.body('assignCandidateNewRecruiter'), invalidate),
    assignClient: clearing(c.body('assignClient'), invalidate),
    invalidate,
  };
}
