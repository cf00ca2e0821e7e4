import type { AiResult, AiStreamEvent } from '../contract/ai';
import type { AiMode } from '../contract/aiVocabulary';
import type { EndpointBody } from '../contract/endpoints';
import { messages } from '../contract/messages';
import { HrPortalError } from '../errors/HrPortalError';
import { createSseParser } from '../realtime/liveFeed';
import { type CallOptions, callers, type Answer as R, type ResourceContext } from './context';

/**
 * What {@link AiApi.stream} reports while an answer arrives.
 *
 * @example
 * ```ts
 * await client.ai.stream(request, { onToken: (t) => (text += t) });
 * ```
 */
export interface AiStreamHandlers {
  /** Who answers (sent first). */
  onMeta?: (meta: { mode: AiMode; model: string }) => void;
  /** The next piece of the answer's text. */
  onToken?: (text: string) => void;
}

/**
 * `client.ai`: the AI assistant behind our server (SPEC §7 generative-AI calls; the key stays on
 * the server). Tasks are the §7 functions; answers say which mode and model answered, and every
 * score carries its evidence.
 *
 * @example
 * ```ts
 * const { document } = await client.ai.processDocument({ filename: 'jd.pdf', type: 'job_description', file });
 * const result = await client.ai.stream({ task: 'enhance_jd', documents: [document] }, { onToken: append });
 * ```
 */
export interface AiApi {
  /** Mode, model and this month's budget (`/ai/status`). */
  status(options?: CallOptions): R<'aiStatus'>;
  /** Text of an uploaded PDF, DOC or DOCX (`/ai/documents`; §8 messages on failure). */
  processDocument(
    body: EndpointBody<'aiProcessDocument'>,
    options?: CallOptions,
  ): R<'aiProcessDocument'>;
  /** A candidate's stored resume or a job's description (`/ai/stored_document`). */
  storedDocument(
    body: EndpointBody<'aiStoredDocument'>,
    options?: CallOptions,
  ): R<'aiStoredDocument'>;
  /** The stored resumes and JDs the caller may pick (`/ai/stored_documents`, newest first). */
  storedDocuments(options?: CallOptions): R<'aiStoredDocuments'>;
  /** Runs a task and resolves with the whole answer (`/ai/run`). */
  run(body: EndpointBody<'aiRun'>, options?: CallOptions): R<'aiRun'>;
  /**
   * Runs a task streamed (`/ai/stream`, server-sent events read with fetch like the live feed):
   * calls `onToken` per piece and resolves with the validated result. Abort with `signal` (the
   * Stop button). Rejects with an {@link HrPortalError} carrying the server's §8 message.
   */
  stream(
    body: EndpointBody<'aiStream'>,
    handlers?: AiStreamHandlers,
    options?: CallOptions,
  ): Promise<AiResult>;
}

/** The server's message of a refused call, else the §8 fallback. */
async function refusal(response: Response): Promise<HrPortalError> {
  const text = await response.text().catch(() => '');
  let message = `HTTP error! status: ${response.status}`;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // not JSON: keep the status text
  }
  return new HrPortalError({
    status: response.status,
    kind: 'http',
    message,
    ...(response.status === 401 ? {} : { userMessage: message }),
  });
}

/** @internal */
export function createAiApi(ctx: ResourceContext): AiApi {
  const { http, session } = ctx;
  const call = callers(http);
  return {
    status: call.plain('aiStatus'),
    processDocument: call.body('aiProcessDocument'),
    storedDocument: call.body('aiStoredDocument'),
    storedDocuments: call.plain('aiStoredDocuments'),
    run: call.body('aiRun'),
    async stream(body, handlers = {}, options = {}) {
      const headers: Record<string, string> = {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
      };
      const token = session.token();
      if (token) headers.Authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await http.fetch(http.url('aiStream'), {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new HrPortalError({
          status: 0,
          kind: 'network',
          message: String(error),
          cause: error,
        });
      }
      if (!response.ok || !response.body) throw await refusal(response);
      let result: AiResult | undefined;
      let failure: HrPortalError | undefined;
      const parser = createSseParser((message) => {
        let event: AiStreamEvent;
        try {
          event = JSON.parse(message.data) as AiStreamEvent;
        } catch {
          return;
        }
        if (event.type === 'meta') handlers.onMeta?.({ mode: event.mode, model: event.model });
        else if (event.type === 'token') handlers.onToken?.(event.text);
        else if (event.type === 'result') result = event.result;
        else if (event.type === 'error')
          failure = new HrPortalError({
            status: event.status,
            kind: 'http',
            message: event.message,
            userMessage: event.message,
          });
      });
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.push('\n\n');
      if (failure) throw failure;
      if (!result) {
        throw new HrPortalError({
          status: 502,
          kind: 'http',
          message: messages.aiResponseFailed,
          userMessage: messages.aiResponseFailed,
        });
      }
      return result;
    },
  };
}
