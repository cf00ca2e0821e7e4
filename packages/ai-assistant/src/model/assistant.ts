import {
  type AiDocument,
  type AiDocumentType,
  type AiTask,
  aiDocumentMaxBytes,
  documentExtensions,
  documentMimeTypes,
  guessDocumentType,
  messages,
} from '@hrportal/api-client/contract';

/*
 * The assistant's rules without React: which files are accepted (§5), what type a file gets (§2),
 * which actions the documents allow (§7), and the labels the dialog shows.
 */

/** The status of a file in the list (§2: Processing, Ready, Error; `Pending` until processed). */
export type FileStatus = 'Pending' | 'Processing' | 'Ready' | 'Error';

/** What the checks read of a browser `File`. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * The §5 message for a file the assistant cannot take, or null: PDF, DOC or DOCX by media type or
 * extension, at most 10 MB.
 *
 * @example
 * ```ts
 * fileProblem({ name: 'a.png', type: 'image/png', size: 10 }); // 'Please upload a PDF, DOC, or DOCX file'
 * ```
 */
export function fileProblem(file: FileLike): string | null {
  const name = file.name.toLowerCase();
  const typed =
    (documentMimeTypes as readonly string[]).includes(file.type) ||
    documentExtensions.some((extension) => name.endsWith(extension));
  if (!typed) return messages.aiInvalidFileType;
  if (file.size > aiDocumentMaxBytes) return messages.aiFileTooLarge;
  return null;
}

/**
 * Sorts dropped or browsed files (§5). Single File: the first file, or its problem. Multiple
 * Files: the good ones, and the "Some files were skipped…" message when any was not. None: "Please
 * upload at least one file".
 *
 * @example
 * ```ts
 * const { accepted, message } = acceptFiles(files, 'multiple');
 * ```
 */
export function acceptFiles<F extends FileLike>(
  files: readonly F[],
  mode: 'single' | 'multiple',
): { accepted: F[]; message: string | null } {
  if (!files.length) return { accepted: [], message: messages.aiNoFiles };
  if (mode === 'single') {
    const [first] = files as [F];
    const problem = fileProblem(first);
    return problem ? { accepted: [], message: problem } : { accepted: [first], message: null };
  }
  const accepted = files.filter((f) => fileProblem(f) === null);
  if (!accepted.length) return { accepted, message: messages.aiFilesSkipped };
  return { accepted, message: accepted.length < files.length ? messages.aiFilesSkipped : null };
}

/**
 * The type a file gets: Resume when its name contains `resume` or `cv` (§2), else the type chosen
 * in the dialog.
 *
 * @example
 * ```ts
 * typeForFile('asha_cv.pdf', 'job_description'); // 'resume'
 * ```
 */
export function typeForFile(name: string, chosen: AiDocumentType): AiDocumentType {
  return guessDocumentType(name) === 'resume' ? 'resume' : chosen;
}

/** Labels of the document types (§2). @example `documentTypeLabels.resume; // 'Resume'` */
export const documentTypeLabels: Record<AiDocumentType, string> = {
  job_description: 'Job Description',
  resume: 'Resume',
};

/** One action button of the chat: a §7 function the documents allow. */
export interface AssistantAction {
  task: AiTask;
  label: string;
}

/**
 * The actions the ready documents allow: enhance and quick enhance with a JD, analyse with a
 * resume, compare (1–10) and structured match (0–100) with both, rank with a JD and two resumes.
 *
 * @example
 * ```ts
 * actionsFor(docs).map((a) => a.label);
 * ```
 */
export function actionsFor(documents: readonly AiDocument[]): AssistantAction[] {
  const jd = documents.some((d) => d.type === 'job_description');
  const resumes = documents.filter((d) => d.type === 'resume').length;
  const out: AssistantAction[] = [];
  if (jd) {
    out.push({ task: 'enhance_jd', label: 'Enhance job description' });
    out.push({ task: 'quick_enhance', label: 'Quick enhance' });
  }
  if (resumes) out.push({ task: 'analyze_resume', label: 'Analyse resume' });
  if (jd && resumes) {
    out.push({ task: 'compare_resume', label: 'Compare with JD (1–10)' });
    out.push({ task: 'structured_match', label: 'Structured match (0–100)' });
  }
  if (jd && resumes >= 2) out.push({ task: 'analyze_candidates', label: 'Rank candidates' });
  return out;
}

/** The task a free question runs: about the one document, or across them with context. */
export const questionTask = (documents: readonly AiDocument[]): AiTask =>
  documents.length > 1 ? 'context_chat' : 'ask_document';

/** How a mode is named to users. @example `modeLabel('local', 'local analyser'); // 'Local mode (no model)'` */
export function modeLabel(mode: string, model: string): string {
  return mode === 'local'
    ? 'Local mode (no model)'
    : `${mode === 'gemini' ? 'Gemini' : 'OpenAI-compatible'} · ${model}`;
}
