/**
 * The documents module: text extraction (PDF, DOCX, DOC on a worker pool with limits), resume
 * parsing into the SPEC §3 fields, the skills vocabulary and the one explainable candidate↔job
 * matcher. Other server modules (the AI assistant's local mode) import from here only.
 */
export {
  DocumentError,
  type DocumentErrorCode,
  DocumentExtractor,
  type DocumentKind,
  type ExtractorOptions,
  minimumTextLength,
} from './extract';
export {
  ctcLakhs,
  type MatchCandidate,
  type MatchCriterion,
  type MatchJob,
  type MatchResult,
  matchWeights,
  noticeDays,
  scoreMatch,
} from './match';
export { experienceText, parseResumeText, type ResumeFields } from './parseResume';
export {
  candidateForMatch,
  candidateMatchColumns,
  documentExtractor,
  documentRoutes,
  jobMatchColumns,
  resumeAnalysis,
} from './routes';
export {
  canonicalSkill,
  findSkills,
  type SkillEntry,
  skillKey,
  skillVocabulary,
  splitSkills,
} from './skills';
