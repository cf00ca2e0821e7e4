/*
 * The AI assistant's vocabulary (SPEC §2, §5, §7), zod-free so the widget's bundle does not carry
 * zod: tasks, document types, modes, request limits, and the §2 file-name guess.
 */

/**
 * The §7 generative-AI functions, one task each: enhance a job description, quick enhance,
 * answer about one document, analyse a resume, compare a resume with a JD (score 1–10), analyse
 * several candidates (ranked), structured match (0–100), and answers with context across
 * candidates (the last 3 assistant messages).
 *
 * @example
 * ```ts
 * aiTasks.includes('compare_resume'); // true
 * ```
 */
export const aiTasks = [
  'enhance_jd',
  'quick_enhance',
  'ask_document',
  'analyze_resume',
  'compare_resume',
  'analyze_candidates',
  'structured_match',
  'context_chat',
] as const;
/** One of {@link aiTasks}. @example `const t: AiTask = 'structured_match';` */
export type AiTask = (typeof aiTasks)[number];
/** Document types of the §2 upload (Job Description or Resume). @example `aiDocumentTypes[0]; // 'job_description'` */
export const aiDocumentTypes = ['job_description', 'resume'] as const;
/** One of {@link aiDocumentTypes}. @example `const t: AiDocumentType = 'resume';` */
export type AiDocumentType = (typeof aiDocumentTypes)[number];

/**
 * Who answered: `local` (the built-in analyser, no model), `gemini`, `openai` (any
 * OpenAI-compatible endpoint).
 *
 * @example
 * ```ts
 * const m: AiMode = 'local';
 * ```
 */
export type AiMode = 'local' | 'gemini' | 'openai';
/** Most characters of one document's text sent to `/ai/*` (ours). @default 100_000 @example `text.slice(0, aiDocumentMaxChars)` */
export const aiDocumentMaxChars = 100_000;
/** Most documents in one AI request (ours). @default 10 @example `docs.slice(0, aiMaxDocuments)` */
export const aiMaxDocuments = 10;
/** Most characters of a question (ours). @default 4000 @example `question.length <= aiQuestionMaxChars` */
export const aiQuestionMaxChars = 4000;
/** Body cap of an AI request: 10 documents of 100,000 characters, UTF-8, plus history. @default 4 MiB @example `aiBodyLimitBytes` */
export const aiBodyLimitBytes = 4 * 1024 * 1024;

/**
 * Guesses a document's type from its file name (§2): a resume when the name contains `resume` or
 * `cv` (as a word part: `asha_cv.pdf`, `Resume-2026.docx`), else a job description.
 *
 * @example
 * ```ts
 * guessDocumentType('Asha_CV.pdf'); // 'resume'
 * ```
 */
export function guessDocumentType(fileName: string): AiDocumentType {
  const stem = fileName.toLowerCase().replace(/\.[a-z0-9]+$/, '');
  return /resume|(^|[^a-z])cv([^a-z]|$)/.test(stem) ? 'resume' : 'job_description';
}
