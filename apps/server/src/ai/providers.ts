import { createSseParser } from '@hrportal/api-client';

/*
 * Model providers behind `/api/ai/*`, chosen by `AI_PROVIDER`: Gemini (`generateContent`,
 * `streamGenerateContent?alt=sse`) and any OpenAI-compatible endpoint (`/chat/completions`, with
 * `stream: true` and `response_format: json_schema`) — Ollama, vLLM, LM Studio, hosted services.
 * Keys live in the server's environment only. The model gets no tools: it can only return text.
 */

/** Provider settings from the environment (`AI_PROVIDER`, `AI_API_KEY`, `AI_BASE_URL`, `AI_MODEL`). */
export interface AiProviderConfig {
  provider: 'gemini' | 'openai';
  apiKey?: string | undefined;
  baseUrl: string;
  model: string;
  /** Longest wait for the provider's first byte, and between two chunks. @default 10_000 */
  timeoutMs: number;
}

/** One call: system instructions, the user turn, and a JSON schema when a structured answer is wanted. */
interface ProviderRequest {
  system: string;
  user: string;
  schema?: { name: string; json: Record<string, unknown> } | undefined;
  signal?: AbortSignal | undefined;
}

/** Why a provider call failed (the service maps each to a §8 message). */
export type ProviderFailure = 'timeout' | 'unavailable' | 'refused' | 'rate-limited' | 'auth';

/** A failed provider call. `detail` is for the log only (never the document text). */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
  }
}

/**
 * Tokens one call used, as the provider reported them (Gemini `usageMetadata`, OpenAI-compatible
 * `usage`); `null` when it reported none (the service then estimates).
 */
export interface TokenUsage {
  input: number;
  output: number;
  total: number;
}

/** A provider's answer: its text and the tokens it used. */
interface ProviderAnswer {
  text: string;
  usage: TokenUsage | null;
}

/** A model provider: a whole answer, or a streamed one (`onToken` per piece; resolves with all of it). */
export interface AiProvider {
  readonly mode: 'gemini' | 'openai';
  readonly model: string;
  complete(request: ProviderRequest): Promise<ProviderAnswer>;
  stream(request: ProviderRequest, onToken: (text: string) => void): Promise<ProviderAnswer>;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : 0);

interface OpenAiUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

/** OpenAI-compatible `usage` (`prompt_tokens`, `completion_tokens`, `total_tokens`). */
function openAiUsage(usage: OpenAiUsage | null | undefined): TokenUsage | null {
  if (!usage || typeof usage !== 'object') return null;
  const input = count(usage.prompt_tokens);
  const output = count(usage.completion_tokens);
  return { input, output, total: count(usage.total_tokens) || input + output };
}

interface GeminiUsage {
  promptTokenCount?: number;
  candidatesTokenCount?: number;
  thoughtsTokenCount?: number;
  totalTokenCount?: number;
}

/**
 * Gemini `usageMetadata`: `promptTokenCount` in; `candidatesTokenCount` plus `thoughtsTokenCount`
 * (thinking models bill them as output) out; `totalTokenCount` when given.
 */
function geminiUsage(usage: GeminiUsage | null | undefined): TokenUsage | null {
  if (!usage || typeof usage !== 'object') return null;
  const input = count(usage.promptTokenCount);
  const output = count(usage.candidatesTokenCount) + count(usage.thoughtsTokenCount);
  return { input, output, total: count(usage.totalTokenCount) || input + output };
}

const failureOfStatus = (status: number): ProviderFailure =>
  status === 401 || status === 403
    ? 'auth'
    : status === 429
      ? 'rate-limited'
      : status === 400 || status === 422
        ? 'refused'
        : 'unavailable';

/** `fetch` with a deadline for the answer's headers (the caller's signal also stops it). */
async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<{ response: Response; controller: AbortController }> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new ProviderError('timeout', 'no answer')),
    timeoutMs,
  );
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let detail = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: { message?: string } };
        detail = parsed.error?.message ?? detail;
      } catch {
        // not JSON
      }
      throw new ProviderError(failureOfStatus(response.status), `${response.status} ${detail}`);
    }
    return { response, controller };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (controller.signal.reason instanceof ProviderError) throw controller.signal.reason;
    if (signal?.aborted) throw error;
    throw new ProviderError('unavailable', String((error as Error)?.message ?? error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Reads an SSE body, calling `onData` per `data:` payload; a gap longer than `timeoutMs` fails. */
async function readSse(
  response: Response,
  controller: AbortController,
  timeoutMs: number,
  onData: (data: string) => unknown,
): Promise<void> {
  if (!response.body) throw new ProviderError('unavailable', 'empty stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let finished = false;
  const parser = createSseParser((message) => {
    if (!finished && onData(message.data) === true) finished = true;
  });
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new ProviderError('timeout', 'stream stalled'));
        }, timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    if (chunk.done) break;
    parser.push(decoder.decode(chunk.value, { stream: true }));
    if (finished) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  parser.push('\n\n');
}

/**
 * The OpenAI-compatible adapter: `POST {baseUrl}/chat/completions` with a bearer key (optional:
 * local servers need none), `response_format: { type: 'json_schema', … }` for structured answers,
 * `stream: true` read as SSE `data:` chunks (`choices[0].delta.content`) up to `data: [DONE]`. A
 * `refusal` in the answer is a refusal. Token usage: `usage` of the answer; streamed, with
 * `stream_options.include_usage` the last chunk before `[DONE]` has `choices: []` and `usage`.
 */
export function createOpenAiProvider(config: AiProviderConfig): AiProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = config.apiKey
    ? { Authorization: `Bearer ${config.apiKey}` }
    : {};
  const body = (request: ProviderRequest, stream: boolean) => ({
    model: config.model,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    stream,
    // The usage of a streamed answer arrives in one last chunk (`choices: []`) before [DONE].
    ...(stream ? { stream_options: { include_usage: true } } : {}),
    ...(request.schema
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schema.name, schema: request.schema.json, strict: false },
          },
        }
      : {}),
  });
  return {
    mode: 'openai',
    model: config.model,
    async complete(request) {
      const { response } = await post(
        url,
        headers,
        body(request, false),
        config.timeoutMs,
        request.signal,
      );
      const json = (await response.json().catch(() => null)) as {
        choices?: {
          message?: { content?: string | null; refusal?: string | null };
          finish_reason?: string;
        }[];
        usage?: OpenAiUsage | null;
      } | null;
      const choice = json?.choices?.[0];
      if (choice?.message?.refusal) throw new ProviderError('refused', choice.message.refusal);
      if (choice?.finish_reason === 'content_filter')
        throw new ProviderError('refused', 'content_filter');
      const content = choice?.message?.content;
      if (typeof content !== 'string')
        throw new ProviderError('unavailable', 'no content in the answer');
      return { text: content, usage: openAiUsage(json?.usage) };
    },
    async stream(request, onToken) {
      const { response, controller } = await post(
        url,
        headers,
        body(request, true),
        config.timeoutMs,
        request.signal,
      );
      let text = '';
      let refusal = '';
      let usage: TokenUsage | null = null;
      await readSse(response, controller, config.timeoutMs, (data) => {
        if (data.trim() === '[DONE]') return true;
        let chunk: {
          choices?: {
            delta?: { content?: string | null; refusal?: string | null };
            finish_reason?: string | null;
          }[];
          usage?: OpenAiUsage | null;
          error?: { message?: string };
        };
        try {
          chunk = JSON.parse(data);
        } catch {
          return;
        }
        if (chunk.error)
          throw new ProviderError('unavailable', chunk.error.message ?? 'stream error');
        usage = openAiUsage(chunk.usage) ?? usage;
        const choice = chunk.choices?.[0];
        if (choice?.delta?.refusal) refusal += choice.delta.refusal;
        if (choice?.finish_reason === 'content_filter') refusal ||= 'content_filter';
        const piece = choice?.delta?.content;
        if (piece) {
          text += piece;
          onToken(piece);
        }
      });
      if (refusal) throw new ProviderError('refused', refusal);
      return { text, usage };
    },
  };
}

interface GeminiAnswer {
  candidates?: { content?: { parts?: { text?: string }[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
  usageMetadata?: GeminiUsage;
  error?: { message?: string };
}

/** The text of a Gemini answer, or a refusal when it was blocked. */
function geminiText(answer: GeminiAnswer): string {
  if (answer.promptFeedback?.blockReason)
    throw new ProviderError('refused', `prompt blocked: ${answer.promptFeedback.blockReason}`);
  const candidate = answer.candidates?.[0];
  const reason = candidate?.finishReason;
  if (reason && !['STOP', 'MAX_TOKENS', 'FINISH_REASON_UNSPECIFIED'].includes(reason))
    throw new ProviderError('refused', `finish reason ${reason}`);
  return (candidate?.content?.parts ?? []).map((p) => p.text ?? '').join('');
}

/**
 * The Gemini adapter: `POST {baseUrl}/v1beta/models/{model}:generateContent` and
 * `:streamGenerateContent?alt=sse` with the key in `x-goog-api-key`, the system text as
 * `systemInstruction`, structured answers as `responseMimeType: application/json` +
 * `responseJsonSchema`. A blocked prompt or a `SAFETY`/`RECITATION`/… finish is a refusal. Token
 * usage: `usageMetadata` (streamed chunks carry running totals; the last one counts).
 */
export function createGeminiProvider(config: AiProviderConfig): AiProvider {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(config.model)}`;
  const headers: Record<string, string> = config.apiKey ? { 'x-goog-api-key': config.apiKey } : {};
  const body = (request: ProviderRequest) => ({
    systemInstruction: { parts: [{ text: request.system }] },
    contents: [{ role: 'user', parts: [{ text: request.user }] }],
    ...(request.schema
      ? {
          generationConfig: {
            responseMimeType: 'application/json',
            responseJsonSchema: request.schema.json,
          },
        }
      : {}),
  });
  return {
    mode: 'gemini',
    model: config.model,
    async complete(request) {
      const { response } = await post(
        `${base}:generateContent`,
        headers,
        body(request),
        config.timeoutMs,
        request.signal,
      );
      const answer = (await response.json().catch(() => null)) as GeminiAnswer | null;
      if (!answer) throw new ProviderError('unavailable', 'answer is not JSON');
      return { text: geminiText(answer), usage: geminiUsage(answer.usageMetadata) };
    },
    async stream(request, onToken) {
      const { response, controller } = await post(
        `${base}:streamGenerateContent?alt=sse`,
        headers,
        body(request),
        config.timeoutMs,
        request.signal,
      );
      let text = '';
      let usage: TokenUsage | null = null;
      await readSse(response, controller, config.timeoutMs, (data) => {
        let chunk: GeminiAnswer;
        try {
          chunk = JSON.parse(data);
        } catch {
          return;
        }
        if (chunk.error)
          throw new ProviderError('unavailable', chunk.error.message ?? 'stream error');
        // Every chunk may carry the running totals; the last one counts (some models send a
        // usage-only chunk at the end).
        usage = geminiUsage(chunk.usageMetadata) ?? usage;
        const piece = geminiText(chunk);
        if (piece) {
          text += piece;
          onToken(piece);
        }
      });
      return { text, usage };
    },
  };
}

/** Default base URLs and models per provider (§7: a flash-lite Gemini model). */
export const providerDefaults = {
  gemini: { baseUrl: 'https://generativelanguage.googleapis.com', model: 'gemini-2.5-flash-lite' },
  openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
} as const;
