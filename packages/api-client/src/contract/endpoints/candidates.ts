import * as z from 'zod';
import * as candidates from '../candidates';
import {
  additionalFilesMax,
  documentMimeTypes,
  extractResumesMaxFiles,
  resumeMaxBytes,
} from '../constants';
import { dataResponse, Id, mutationResponse } from '../primitives';
import { defineArea, documentUpload, managers, uploadLimit } from './define';
import { idParams } from './params';

/**
 * Candidates: the dashboard, CRUD, files, resume extraction and matching (SPEC §7 "Candidates", "Data").
 *
 * @example
 * ```ts
 * candidatesEndpoints.candidateDashboard.path; // '/redisdashboard'
 * ```
 */
export const candidatesEndpoints = defineArea('candidates', {
  /** Server-paged, filtered, sorted candidate list (the candidate table). */
  candidateDashboard: {
    method: 'POST',
    path: '/redisdashboard',
    summary: 'A page of candidates with filters and sorting',
    objectAccess: ['self', 'filtered'],
    body: candidates.CandidateDashboardRequest,
    response: candidates.CandidateDashboardResponse,
  },
  /** Best jobs for candidates (skills and experience). */
  matchCandidatesToJobs: {
    method: 'POST',
    path: '/match_candidates_to_jobs',
    summary: 'Match candidates to open jobs by skills and experience',
    objectAccess: ['filtered'],
    body: candidates.MatchCandidatesToJobsRequest,
    response: dataResponse({ matches: z.array(candidates.CandidateJobMatch) }),
  },
  /** All candidates of one recruiter (by username). */
  recruiterCandidates: {
    method: 'POST',
    path: '/get_recruiters_candidate',
    summary: "A recruiter's candidates",
    objectAccess: ['self-or-manager'],
    body: candidates.RecruiterCandidatesRequest,
    response: dataResponse({ candidates: z.array(candidates.Candidate) }),
  },
  /** One candidate, every field (ours; the edit form loads it). */
  getCandidate: {
    method: 'GET',
    path: '/get_candidate/:id',
    summary: 'One candidate',
    origin: 'ours',
    objectAccess: ['own-candidate'],
    params: idParams,
    response: dataResponse({ candidate: candidates.Candidate }),
  },
  /** Add a candidate (409 on duplicate email or mobile, or a careers registration already converted). */
  addCandidate: {
    method: 'POST',
    path: '/add_candidate',
    summary: 'Add a candidate',
    upload: documentUpload(['resume', 'additional_files[].file'], 1 + additionalFilesMax),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1 + additionalFilesMax),
    liveEvents: ['candidate_added'],
    body: candidates.AddCandidateRequest,
    response: mutationResponse({ candidate: candidates.Candidate }),
  },
  /** Edit a candidate's fields. */
  editCandidate: {
    method: 'POST',
    path: '/edit_candidate/:id',
    summary: 'Edit a candidate',
    objectAccess: ['own-candidate'],
    upload: documentUpload(['resume', 'additional_files[].file'], 1 + additionalFilesMax),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1 + additionalFilesMax),
    liveEvents: ['candidate_updated', 'profile_update'],
    params: idParams,
    body: candidates.EditCandidateRequest,
    response: mutationResponse({ candidate: candidates.Candidate }),
  },
  /** Update a candidate's status and/or append a comment. */
  updateCandidateStatus: {
    method: 'POST',
    path: '/update_candidate/:id',
    summary: "Change a candidate's status or add a comment",
    objectAccess: ['own-candidate'],
    liveEvents: ['candidate_update'],
    params: idParams,
    body: candidates.UpdateCandidateStatusRequest,
    response: mutationResponse({ candidate: candidates.Candidate }),
  },
  /** Delete a candidate (managers and leadership). */
  deleteCandidate: {
    method: 'POST',
    path: '/delete_candidate/:id',
    summary: 'Delete a candidate',
    roles: managers,
    liveEvents: ['candidate_update'],
    params: idParams,
    body: candidates.DeleteCandidateRequest,
    response: mutationResponse({ candidate_id: Id }),
  },
  /** A candidate's resume file (404 when none). */
  viewResume: {
    method: 'GET',
    path: '/view_resume/:id',
    summary: "A candidate's resume file",
    objectAccess: ['own-candidate', 'reviewed-profile'],
    responseType: 'file',
    file: { contentTypes: documentMimeTypes, fileName: '{name}_{id}.{pdf|doc|docx}' },
    params: idParams,
  },
  /** Extract candidate fields from a resume. */
  parseResume: {
    method: 'POST',
    path: '/parse_resume',
    summary: 'Extract candidate fields from a resume',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
    body: candidates.ParseResumeRequest,
    response: dataResponse({ data: candidates.ParsedResume }),
  },
  /** Is there a candidate with this email or mobile (its variants), or of this name? */
  checkCandidate: {
    method: 'POST',
    path: '/check_candidate',
    summary: 'Duplicate check by email, mobile (any variant) or name',
    body: candidates.CheckCandidateRequest,
    response: candidates.CheckCandidateResponse,
  },
  /** Analyse a resume against a job. */
  candidateOverview: {
    method: 'POST',
    path: '/candidate_over_view',
    summary: 'Analyse a resume against a job',
    objectAccess: ['self', 'assigned-job'],
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
    body: candidates.CandidateOverviewRequest,
    response: dataResponse({ analysis: candidates.ResumeAnalysis }),
  },
  /** A candidate's additional files as a zip (404 when none). */
  downloadAdditionalFiles: {
    method: 'POST',
    path: '/download_additional_files',
    summary: "A candidate's additional files (zip)",
    objectAccess: ['own-candidate', 'reviewed-profile'],
    responseType: 'file',
    file: { contentTypes: ['application/zip'], fileName: '{name}_{id}_additional_files.zip' },
    body: candidates.AdditionalFilesRequest,
  },
  /** Resumes of many candidates as one zip (sic path). */
  downloadResumes: {
    method: 'POST',
    path: '/download_resumess',
    summary: 'Resumes of several candidates (zip)',
    objectAccess: ['own-candidate'],
    responseType: 'file',
    file: { contentTypes: ['application/zip'], fileName: 'resumes_{YYYY-MM-DD}.zip' },
    body: candidates.BulkResumeDownloadRequest,
  },
  /** A candidate's stored files (metadata). */
  getResumes: {
    method: 'GET',
    path: '/get_resumes/:id',
    summary: "A candidate's stored files",
    objectAccess: ['own-candidate', 'reviewed-profile'],
    params: idParams,
    response: dataResponse({ candidate_id: Id, files: z.array(candidates.CandidateFile) }),
  },
  /** One candidate's whole record: fields, comments, status history, files, job, peer reviews. */
  candidateRecord: {
    method: 'GET',
    path: '/candidate_record/:id',
    summary: "A candidate's record with its history, files, job and peer reviews",
    origin: 'ours',
    objectAccess: ['own-candidate', 'reviewed-profile'],
    params: idParams,
    response: candidates.CandidateRecordResponse,
  },
  /** Score a resume (inline or stored) against a job. */
  checkResumeMatch: {
    method: 'POST',
    path: '/check_resume_match',
    summary: 'Score a resume against a job',
    objectAccess: ['own-candidate', 'assigned-job'],
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
    body: candidates.CheckResumeMatchRequest,
    response: dataResponse({ analysis: candidates.ResumeAnalysis }),
  },
  /** Best candidates for one job. */
  matchCandidatesForJob: {
    method: 'POST',
    path: '/match-candidates',
    summary: 'Best candidates for a job',
    objectAccess: ['assigned-job', 'filtered'],
    body: candidates.MatchCandidatesForJobRequest,
    response: dataResponse({ matches: z.array(candidates.CandidateJobMatch) }),
  },
  /** Text of several resumes. */
  extractResumes: {
    method: 'POST',
    path: '/extract_resumes',
    summary: 'Extract text from several resumes',
    upload: documentUpload(['files[].resume'], extractResumesMaxFiles),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, extractResumesMaxFiles),
    body: candidates.ExtractResumesRequest,
    response: dataResponse({ results: z.array(candidates.ExtractedResume) }),
  },
  /** Text of one resume (the document-extraction call of §7, reading `extracted_text`). */
  extractResumeText: {
    method: 'POST',
    path: '/extract_resume_text',
    summary: 'Extract text from a resume',
    upload: documentUpload(['resume']),
    bodyLimitBytes: uploadLimit(resumeMaxBytes, 1),
    body: candidates.ExtractResumeTextRequest,
    response: dataResponse({ extracted_text: z.string() }),
  },
  /** Status, comment and/or recruiter of many candidates at once (ours; one transaction). */
  bulkUpdateCandidates: {
    method: 'POST',
    path: '/bulk_update_candidates',
    summary: 'Bulk status change, reassignment or job submission of candidates',
    origin: 'ours',
    objectAccess: ['own-candidate'],
    liveEvents: ['candidate_update'],
    body: candidates.BulkUpdateCandidatesRequest,
    response: candidates.BulkUpdateCandidatesResponse,
  },
  /** Move candidates to another recruiter (profile transfer; sic path). */
  assignCandidateNewRecruiter: {
    method: 'POST',
    path: '/assign_candidate_new_recuriter',
    summary: 'Move candidates to another recruiter',
    roles: managers,
    liveEvents: ['candidate_update'],
    body: candidates.AssignCandidateRecruiterRequest,
    response: mutationResponse({
      updated: z.number().int().nonnegative(),
      candidate_ids: z.array(Id),
    }),
  },
  /** Submit candidates to a client's job (`client_assigned: true`). */
  assignClient: {
    method: 'POST',
    path: '/assign_client',
    summary: "Submit candidates to a client's job",
    objectAccess: ['own-candidate', 'assigned-job'],
    liveEvents: ['candidate_update'],
    body: candidates.AssignClientRequest,
    response: mutationResponse({
      updated: z.number().int().nonnegative(),
      candidate_ids: z.array(Id),
    }),
  },
});
