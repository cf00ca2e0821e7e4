import {
  type ExtractedResume,
  endpoints,
  type ResumeAnalysis,
  serverMessages,
} from '@hrportal/api-client/contract';
import { eq } from 'drizzle-orm';
import { assertOwnerOrManager, isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { candidateResumes, candidates, jobs } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from '../routes/plugin';
import { assertMayUseJob } from '../routes/recruiters';
import { sniffFileKind } from '../uploads/files';
import type { DocumentKind } from './extract';
import { type MatchCandidate, type MatchJob, type MatchResult, scoreMatch } from './match';
import { parseResumeText, type ResumeFields } from './parseResume';
import { resumeForMatch } from './resumeMatch';
import { skillKey, splitSkills } from './skills';

/** A {@link ResumeAnalysis} (wire shape) of a match result. */
function resumeAnalysis(result: MatchResult, years: number | null): ResumeAnalysis {
  return {
    match_score: result.score,
    matched_skills: result.matchedSkills,
    missing_skills: result.missingSkills,
    experience_years: Math.max(0, years ?? 0),
    experience_match: result.experienceMatch,
    summary: result.summary,
    evidence: result.criteria,
  };
}

/** The matcher's view of a job row. */
export const jobMatchColumns = {
  id: jobs.id,
  role: jobs.role,
  client: jobs.client,
  skills: jobs.skills,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  location: jobs.location,
  mode: jobs.mode,
  noticePeriod: jobs.noticePeriod,
  budgetMin: jobs.budgetMin,
  budgetMax: jobs.budgetMax,
};

/** The matcher's view of a candidate row. */
export const candidateMatchColumns = {
  id: candidates.id,
  name: candidates.name,
  userId: candidates.userId,
  skills: candidates.skills,
  experience: candidates.experience,
  currentJobLocation: candidates.currentJobLocation,
  preferredJobLocation: candidates.preferredJobLocation,
  noticePeriod: candidates.noticePeriod,
  expectedCtc: candidates.expectedCtc,
};

/** A stored candidate as the matcher sees it. */
export function candidateForMatch(row: {
  skills: string | null;
  experience: number;
  currentJobLocation: string | null;
  preferredJobLocation: string | null;
  noticePeriod: string | null;
  expectedCtc: string | null;
}): MatchCandidate {
  return {
    skills: row.skills,
    experienceYears: row.experience,
    currentLocation: row.currentJobLocation,
    preferredLocation: row.preferredJobLocation,
    noticePeriod: row.noticePeriod,
    expectedCtc: row.expectedCtc,
  };
}

/**
 * The §7 document routes on the documents module: `/parse_resume`, `/extract_resume_text`,
 * `/extract_resumes` (text and fields of uploaded PDF/DOCX/DOC files) and `/check_resume_match`,
 * `/candidate_over_view` (a resume scored against a job by the shared matcher).
 */
export const documentRoutes: RoutePlugin = async (api, { services }) => {
  // One worker pool per server (`services.extractor`), ended when the server closes.
  const { db, extractor } = services;

  registerEndpoint(api, services, endpoints.parseResume, async ({ body }) => {
    const { text } = await extractor.extractBase64(body.resume);
    const {
      experience_years: _years,
      skill_list: _skills,
      ...data
    } = parseResumeText(text, {
      now: services.now(),
    });
    return { status: 'success' as const, data };
  });

  registerEndpoint(api, services, endpoints.extractResumeText, async ({ body }) => {
    const { text } = await extractor.extractBase64(body.resume);
    return { status: 'success' as const, extracted_text: text };
  });

  registerEndpoint(api, services, endpoints.extractResumes, async ({ body }) => {
    // One bad file does not fail the others: each answers its text or its own message.
    const results: ExtractedResume[] = await Promise.all(
      body.files.map(async (file) => {
        try {
          const { text } = await extractor.extractBase64(file.resume);
          return { filename: file.filename, extracted_text: text, error: null };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return { filename: file.filename, extracted_text: null, error: error.message };
        }
      }),
    );
    return { status: 'success' as const, results };
  });

  /** A job the caller may score against (managers: any; recruiters: assigned ones). */
  async function visibleJob(user: SessionUser, jobId: number): Promise<MatchJob> {
    const [job] = await db.select(jobMatchColumns).from(jobs).where(eq(jobs.id, jobId));
    if (!job) throw new HttpError(404, serverMessages.jobNotFound);
    await assertMayUseJob(db, user, jobId);
    return job;
  }

  async function parsedUpload(resume: string): Promise<ResumeFields> {
    const { text } = await extractor.extractBase64(resume);
    return parseResumeText(text, { now: services.now() });
  }

  // Skills from the whole text, notice, CTC and relocation as the AI assistant reads them.
  const fromResume = (fields: ResumeFields): MatchCandidate =>
    resumeForMatch(fields.extracted_text, fields, services.now()).candidate;

  registerEndpoint(api, services, endpoints.checkResumeMatch, async ({ body, session }) => {
    const job = await visibleJob(session.user, body.job_id);
    if (body.resume) {
      const fields = await parsedUpload(body.resume);
      const result = scoreMatch(fromResume(fields), job);
      return {
        status: 'success' as const,
        analysis: resumeAnalysis(result, fields.experience_years),
      };
    }
    const [row] = await db
      .select({ ...candidateMatchColumns, resume: candidateResumes.bytes })
      .from(candidates)
      .leftJoin(candidateResumes, eq(candidateResumes.candidateId, candidates.id))
      .where(eq(candidates.id, body.candidate_id as number));
    if (!row) throw new HttpError(404, serverMessages.candidateNotFound);
    assertOwnerOrManager(session.user, row.userId);
    // The record's own fields first; the stored resume fills what the record leaves empty.
    const stored = candidateForMatch(row);
    let skills: string | readonly string[] = row.skills ?? '';
    let years: number | null = row.experience;
    if (row.resume?.length) {
      const kind = sniffFileKind(row.resume);
      if (kind === 'pdf' || kind === 'docx' || kind === 'doc') {
        const text = await extractor.extract(row.resume, kind as DocumentKind);
        const fields = parseResumeText(text, { now: services.now() });
        if (!years && fields.experience_years) years = fields.experience_years;
        const read = fromResume(fields);
        // Skills the record states count in full; the resume's own reading adds the rest.
        const recorded = splitSkills(row.skills);
        const own = new Set(recorded.map(skillKey));
        skills = [...recorded, ...((read.skills as string[]) ?? [])];
        stored.skillCredit = Object.fromEntries(
          Object.entries(read.skillCredit ?? {}).filter(([key]) => !own.has(key)),
        );
        stored.currentLocation ||= read.currentLocation ?? null;
        stored.preferredLocation ||= read.preferredLocation ?? null;
        stored.noticePeriod ||= read.noticePeriod ?? null;
        if (!stored.expectedCtc && read.expectedCtc) {
          stored.expectedCtc = read.expectedCtc;
          stored.expectedCtcLakhs = read.expectedCtcLakhs ?? null;
        }
      }
    }
    const result = scoreMatch({ ...stored, skills, experienceYears: years }, job);
    return { status: 'success' as const, analysis: resumeAnalysis(result, years) };
  });

  registerEndpoint(api, services, endpoints.candidateOverview, async ({ body, session }) => {
    if (body.user_id !== session.user.id && !isManagerLike(session.user)) throw forbidden();
    const job = await visibleJob(session.user, body.job_id);
    const fields = await parsedUpload(body.resume);
    const result = scoreMatch(fromResume(fields), job);
    return {
      status: 'success' as const,
      analysis: resumeAnalysis(result, fields.experience_years),
    };
  });
};
