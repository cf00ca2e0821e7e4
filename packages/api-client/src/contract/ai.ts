import * as z from 'zod';
import {
  aiDocumentMaxChars,
  aiDocumentTypes,
  aiMaxDocuments,
  aiQuestionMaxChars,
  aiTasks,
} from './aiVocabulary';
import { MatchEvidence } from './candidates';
import { aiDocumentMaxBytes } from './constants';
import { messages } from './messages';
import { base64File, Id } from './primitives';

/*
 * The AI assistant (SPEC §2 "AI assistant dialog", §3, §5, §7 generative-AI calls, §8 AI errors).
 * The browser never calls a model: it sends documents' text and a task to `/api/ai/*`; the
 * server answers from a provider (Gemini or any OpenAI-compatible endpoint, key in its own
 * environment) or, with none configured, from its local analyser (matcher + resume parser).
 */

/** The zod enum of {@link aiTasks}. @example `AiTaskSchema.parse('enhance_jd')` */
export const AiTaskSchema = z.enum(aiTasks);

const AiModeSchema = z.enum(['local', 'gemini', 'openai']);

/**
 * A document's text as the assistant holds it after processing (or as picked from our data).
 *
 * @example
 * ```ts
 * AiDocument.parse({ name: 'cv.pdf', type: 'resume', text: 'Asha Rao — Java developer…' });
 * ```
 */
export const AiDocument = z.object({
  name: z.string().trim().min(1).max(255),
  type: z.enum(aiDocumentTypes),
  text: z.string().trim().min(10, { error: messages.aiNoDocumentContent }).max(aiDocumentMaxChars),
});
/** A processed document. @example `const d: AiDocument = { name: 'jd.docx', type: 'job_description', text };` */
export type AiDocument = z.infer<typeof AiDocument>;

/** One earlier chat message (context answers use the last 3 assistant messages). @example `{ role: 'assistant', content: '…' }` */
export const AiChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
});
/** One earlier chat message. @example `const m: AiChatMessage = { role: 'user', content: 'Who fits best?' };` */
export type AiChatMessage = z.infer<typeof AiChatMessage>;

/**
 * Body of `POST /ai/run` and `POST /ai/stream`: a task, the documents it reads, a question (free
 * questions, `ask_document`, `context_chat`), the chat so far.
 *
 * @example
 * ```ts
 * AiRequest.parse({ task: 'compare_resume', documents: [jd, resume] });
 * ```
 */
export const AiRequest = z.object({
  task: AiTaskSchema,
  documents: z.array(AiDocument).max(aiMaxDocuments).default([]),
  question: z.string().trim().max(aiQuestionMaxChars).optional(),
  history: z.array(AiChatMessage).max(40).default([]),
});
/** An AI request as sent. @example `const r: AiRequest = { task: 'enhance_jd', documents: [jd] };` */
export type AiRequest = z.input<typeof AiRequest>;

/**
 * What a score rests on, so a recruiter can check it: skills matched and missing, the experience
 * found, quotes from the document, and (local mode) the matcher's criteria with their points.
 *
 * @example
 * ```ts
 * evidence.missing_skills; // ['Kafka']
 * ```
 */
export const AiEvidence = z.object({
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  experience: z.string().nullable(),
  quotes: z.array(z.string()),
  criteria: MatchEvidence.nullable(),
});
/** The evidence of a score. @example `const e: AiEvidence = result.match.evidence;` */
export type AiEvidence = z.infer<typeof AiEvidence>;

/** An inclusive-language hint: a term and what to write instead. @example `{ term: 'rockstar', suggestion: 'skilled' }` */
const AiInclusiveHint = z.object({ term: z.string(), suggestion: z.string() });

/**
 * A job description read by the local analyser: words, missing sections, vague words,
 * inclusive-language hints and the skills it asks for (normalised by the skills vocabulary).
 *
 * @example
 * ```ts
 * analysis.missing_sections; // ['Benefits']
 * ```
 */
export const AiJdAnalysis = z.object({
  word_count: z.number().int().nonnegative(),
  missing_sections: z.array(z.string()),
  vague_words: z.array(z.string()),
  inclusive_hints: z.array(AiInclusiveHint),
  skills: z.array(z.string()),
});
/** A JD analysis. @example `const a: AiJdAnalysis = result.enhancement.analysis;` */
export type AiJdAnalysis = z.infer<typeof AiJdAnalysis>;

/** An enhanced job description (§7: JSON `enhancedDescription` and `improvements`). @example `enhancement.enhancedDescription` */
export const AiEnhancement = z.object({
  enhancedDescription: z.string(),
  improvements: z.array(z.string()),
  original_length: z.number().int().nonnegative(),
  enhanced_length: z.number().int().nonnegative(),
  analysis: AiJdAnalysis.nullable(),
});
/** An enhanced JD. @example `const e: AiEnhancement = result.enhancement;` */
export type AiEnhancement = z.infer<typeof AiEnhancement>;

/** A resume read by the assistant. @example `resume.skills; // ['Java', 'Spring Boot']` */
export const AiResumeAnalysis = z.object({
  name: z.string().nullable(),
  skills: z.array(z.string()),
  experience_years: z.number().nullable(),
  current_company: z.string().nullable(),
  position: z.string().nullable(),
  location: z.string().nullable(),
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
  summary: z.string(),
});
/** A resume analysis. @example `const r: AiResumeAnalysis = result.resume;` */
export type AiResumeAnalysis = z.infer<typeof AiResumeAnalysis>;

/**
 * One candidate scored against the JD: `score` on 1–10 (compare) or 0–100 (ranking, structured
 * match), pros, cons, recommendations, and the evidence.
 *
 * @example
 * ```ts
 * match.score; // 72
 * ```
 */
export const AiCandidateScore = z.object({
  candidate: z.string(),
  score: z.number().min(0).max(100),
  scale: z.union([z.literal(10), z.literal(100)]),
  rank: z.number().int().positive().nullable(),
  summary: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  recommendations: z.array(z.string()),
  skills_match: z.object({
    matched: z.array(z.string()),
    missing: z.array(z.string()),
    percentage: z.number().min(0).max(100),
  }),
  experience_match: z.object({
    required: z.string().nullable(),
    found: z.string().nullable(),
    fits: z.boolean().nullable(),
  }),
  evidence: AiEvidence,
});
/** A scored candidate. @example `const s: AiCandidateScore = result.scores[0];` */
export type AiCandidateScore = z.infer<typeof AiCandidateScore>;

/**
 * The answer of any AI task: who answered (`mode`, `model`), the text to show (rendered as text,
 * never HTML), the structured parts the task has (enhancement, resume, scores — ranked when
 * several), and flags (`prompt_injection_suspected` when a document tries to instruct the model).
 *
 * @example
 * ```ts
 * if (result.scores.length) showScores(result.scores);
 * ```
 */
export const AiResult = z.object({
  task: AiTaskSchema,
  mode: AiModeSchema,
  model: z.string(),
  answer: z.string(),
  enhancement: AiEnhancement.nullable(),
  resume: AiResumeAnalysis.nullable(),
  scores: z.array(AiCandidateScore),
  flags: z.array(z.string()),
});
/** An AI answer. @example `const r: AiResult = await client.ai.run(request);` */
export type AiResult = z.infer<typeof AiResult>;

/**
 * One server-sent event of `POST /ai/stream`: `meta` (who answers), `token` (the next piece of
 * the answer's text), `result` (the whole validated answer, last), `error` (the §8 message; the
 * stream ends).
 *
 * @example
 * ```ts
 * if (event.type === 'token') append(event.text);
 * ```
 */
export const AiStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('meta'), mode: AiModeSchema, model: z.string() }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('result'), result: AiResult }),
  z.object({ type: z.literal('error'), status: z.number().int(), message: z.string() }),
]);
/** One stream event. @example `const e: AiStreamEvent = { type: 'token', text: 'Hi' };` */
export type AiStreamEvent = z.infer<typeof AiStreamEvent>;

/**
 * Body of `POST /ai/documents`: one uploaded file (base64) and its chosen type; `type` absent =
 * guessed (resume when the name contains `resume` or `cv`).
 *
 * @example
 * ```ts
 * AiProcessDocumentRequest.parse({ filename: 'asha_cv.pdf', file: base64 });
 * ```
 */
export const AiProcessDocumentRequest = z.object({
  filename: z.string().trim().min(1).max(255),
  type: z.enum(aiDocumentTypes).optional(),
  file: base64File(aiDocumentMaxBytes, 'File'),
});
/** A document upload. @example `const r: AiProcessDocumentRequest = { filename, file };` */
export type AiProcessDocumentRequest = z.input<typeof AiProcessDocumentRequest>;

/**
 * Body of `POST /ai/stored_document`: a candidate's stored resume or a job's description, read
 * from our data instead of an upload (one of the two ids).
 *
 * @example
 * ```ts
 * AiStoredDocumentRequest.parse({ candidate_id: 12 });
 * ```
 */
export const AiStoredDocumentRequest = z
  .object({ candidate_id: Id.optional(), job_id: Id.optional() })
  .refine((v) => (v.candidate_id === undefined) !== (v.job_id === undefined), {
    error: 'Give a candidate_id or a job_id',
  });
/** A stored document request. @example `const r: AiStoredDocumentRequest = { job_id: 3 };` */
export type AiStoredDocumentRequest = z.input<typeof AiStoredDocumentRequest>;

/**
 * One stored document the caller may give the assistant (answer of `GET /ai/stored_documents`):
 * a candidate's resume (`id` is the candidate's) or a job's description (`id` is the job's), with
 * what the picker shows — the candidate's name or the job's title, and a second line.
 *
 * @example
 * ```ts
 * const body = choice.type === 'resume' ? { candidate_id: choice.id } : { job_id: choice.id };
 * ```
 */
export const AiStoredDocumentChoice = z.object({
  type: z.enum(aiDocumentTypes),
  id: Id,
  label: z.string(),
  detail: z.string(),
});
/** A stored document to pick. @example `const c: AiStoredDocumentChoice = { type: 'resume', id: 4, label: 'Asha Rao', detail: 'Resume · Java Developer' };` */
export type AiStoredDocumentChoice = z.infer<typeof AiStoredDocumentChoice>;

/**
 * Answer of `GET /ai/status`: who answers and this month's budget in tokens (`used`, `limit` —
 * null: no cap — and `remaining`), the calls made, and whether the counts are an estimate (local
 * mode counts about 4 characters a token; providers report their own usage).
 *
 * @example
 * ```ts
 * status.budget.remaining; // 48_200
 * ```
 */
export const AiStatus = z.object({
  mode: AiModeSchema,
  model: z.string(),
  budget: z.object({
    month: z.string(),
    unit: z.literal('tokens'),
    used: z.number().int().nonnegative(),
    limit: z.number().int().nonnegative().nullable(),
    remaining: z.number().int().nonnegative().nullable(),
    calls: z.number().int().nonnegative(),
    estimated: z.boolean(),
  }),
});
/** AI status. @example `const s: AiStatus = await client.ai.status();` */
export type AiStatus = z.infer<typeof AiStatus>;
