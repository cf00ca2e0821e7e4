import * as z from 'zod';
import {
  AiDocument,
  AiProcessDocumentRequest,
  AiRequest,
  AiResult,
  AiStatus,
  AiStoredDocumentChoice,
  AiStoredDocumentRequest,
  AiStreamEvent,
} from '../ai';
import { aiBodyLimitBytes } from '../aiVocabulary';
import { aiDocumentMaxBytes } from '../constants';
import { dataResponse } from '../primitives';
import { defineArea, documentUpload, uploadLimit } from './define';

/**
 * The AI assistant (SPEC §7 "Generative AI provider", moved behind our server so no key reaches a
 * browser): status, document processing (upload or stored), and the §7 functions as one task
 * field, answered whole (`/ai/run`) or streamed token by token (`/ai/stream`). Every call is
 * signed in, rate limited per user (429 with the §8 text) and counted against the organisation's
 * monthly budget (429 with its own message when spent).
 *
 * @example
 * ```ts
 * aiEndpoints.aiStream.path; // '/ai/stream'
 * ```
 */
export const aiEndpoints = defineArea('ai', {
  /** Who answers (local analyser or a provider and its model) and this month's budget. */
  aiStatus: {
    method: 'GET',
    path: '/ai/status',
    summary: 'AI mode, model and monthly budget',
    origin: 'ours',
    response: dataResponse({ ai: AiStatus }),
  },
  /** Text of one uploaded PDF, DOC or DOCX (the §8 document messages on failure). */
  aiProcessDocument: {
    method: 'POST',
    path: '/ai/documents',
    summary: 'Extract the text of a document for the assistant',
    origin: 'ours',
    upload: documentUpload(['file'], 1, aiDocumentMaxBytes),
    bodyLimitBytes: uploadLimit(aiDocumentMaxBytes, 1),
    body: AiProcessDocumentRequest,
    response: dataResponse({ document: AiDocument }),
  },
  /**
   * The stored resumes and job descriptions the caller may read (managers: all; recruiters: their
   * own candidates and their assigned jobs), newest first, for the assistant's picker.
   */
  aiStoredDocuments: {
    method: 'GET',
    path: '/ai/stored_documents',
    summary: 'Stored resumes and job descriptions the caller may give the assistant',
    origin: 'ours',
    response: dataResponse({ documents: z.array(AiStoredDocumentChoice) }),
  },
  /** A candidate's stored resume or a job's description as an assistant document. */
  aiStoredDocument: {
    method: 'POST',
    path: '/ai/stored_document',
    summary: "A candidate's resume or a job's description for the assistant",
    origin: 'ours',
    objectAccess: ['own-candidate', 'assigned-job'],
    body: AiStoredDocumentRequest,
    response: dataResponse({ document: AiDocument }),
  },
  /** Runs one §7 function and answers the validated result. */
  aiRun: {
    method: 'POST',
    path: '/ai/run',
    summary: 'Run an AI task (enhance, analyse, compare, rank, match, ask)',
    origin: 'ours',
    bodyLimitBytes: aiBodyLimitBytes,
    body: AiRequest,
    response: dataResponse({ result: AiResult }),
  },
  /** The same, streamed as server-sent events: `meta`, `token`…, then `result` or `error`. */
  aiStream: {
    method: 'POST',
    path: '/ai/stream',
    summary: 'Run an AI task, streaming the answer (server-sent events)',
    origin: 'ours',
    responseType: 'event-stream',
    bodyLimitBytes: aiBodyLimitBytes,
    body: AiRequest,
    response: AiStreamEvent,
  },
});
