import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { messages } from '@hrportal/api-client/contract';
import { HttpError } from '../http/errors';
import { type DecodedUpload, decodeBase64Upload, documentUpload } from '../uploads/files';

/** The document kinds text is read from (the magic-byte kinds of `uploads/files.ts`). */
export type DocumentKind = 'pdf' | 'docx' | 'doc';

/** Why a document gave no text; `message` is the SPEC §8 wording shown to the user. */
export type DocumentErrorCode =
  | 'insufficient-text'
  | 'timeout'
  | 'corrupt'
  | 'encrypted'
  | 'zip-bomb'
  | 'unavailable'
  | 'failed';

/**
 * A document that could not be read. An {@link HttpError} (422, or 503 when the pool is saturated)
 * so a route can let it through; `code` says why for callers that report per file.
 */
export class DocumentError extends HttpError {
  readonly code: DocumentErrorCode;
  constructor(code: DocumentErrorCode, message: string) {
    super(code === 'unavailable' ? 503 : 422, message);
    this.name = 'DocumentError';
    this.code = code;
  }
}

/** Fewer characters than this (after trimming) is a failure (SPEC §5 "under 10 characters"). */
const minimumTextLength = 10;

function documentError(code: DocumentErrorCode, detail = ''): DocumentError {
  switch (code) {
    case 'insufficient-text':
      return new DocumentError(code, messages.aiInsufficientText);
    case 'timeout':
      return new DocumentError(code, messages.aiProcessingTimeout);
    case 'corrupt':
      return new DocumentError(code, messages.aiInvalidDocument);
    case 'encrypted':
      return new DocumentError(code, messages.aiProcessFailed('the PDF is password-protected.'));
    case 'zip-bomb':
      return new DocumentError(
        code,
        messages.aiProcessFailed('the DOCX expands to far more data than a document holds.'),
      );
    case 'unavailable':
      return new DocumentError(code, messages.aiProcessingUnavailable);
    default:
      return new DocumentError(code, messages.aiProcessFailed(detail || 'unknown error'));
  }
}

/** Settings of a {@link DocumentExtractor}. */
export interface ExtractorOptions {
  /** Worker threads (default: 1 on ≤ 2 cores, else 2). */
  workers?: number;
  /** Time limit per document, queueing excluded (default 20 s). */
  timeoutMs?: number;
  /** Documents waiting beyond those being read before new ones are refused (default 50). */
  maxQueue?: number;
  /** Old-generation heap cap per worker in MB (default 256); over it the worker dies, not us. */
  heapMb?: number;
}

interface Job {
  id: number;
  kind: DocumentKind;
  bytes: Uint8Array;
  resolve: (text: string) => void;
  reject: (error: DocumentError) => void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

type WorkerAnswer =
  | { id: number; text: string }
  | { id: number; error: { code: string; detail: string } };

/** The worker script: next to this file in the sources, next to the bundle in `dist/`. */
function workerUrl(): URL {
  const source = new URL('./extractWorker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(source))) return source;
  return new URL('./documents/extractWorker.mjs', import.meta.url);
}

/**
 * Reads the text of PDF, DOCX and DOC documents on a small pool of worker threads, so a hostile or
 * huge file never blocks the event loop: each document has a time limit (the worker is terminated
 * and replaced when it passes), each worker a heap cap, DOCX archives are checked against zip
 * bombs before anything inflates them, and the queue is bounded (503 past it).
 *
 * @example
 * const extractor = new DocumentExtractor();
 * const text = await extractor.extract(upload.bytes, upload.kind);
 * await extractor.close();
 */
export class DocumentExtractor {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxQueue: number;
  private readonly heapMb: number;
  private nextId = 1;
  private closed = false;

  constructor(options: ExtractorOptions = {}) {
    this.size = Math.max(1, options.workers ?? (availableParallelism() > 2 ? 2 : 1));
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.maxQueue = options.maxQueue ?? 50;
    this.heapMb = options.heapMb ?? 256;
  }

  /**
   * The text of one document of a kind already checked by magic bytes. Rejects with a
   * {@link DocumentError} carrying the §8 message: too little text, timed out, corrupt, password
   * protected, zip bomb, or pool saturated.
   */
  extract(bytes: Uint8Array, kind: DocumentKind): Promise<string> {
    if (this.closed) return Promise.reject(documentError('unavailable'));
    if (this.queue.length >= this.maxQueue) return Promise.reject(documentError('unavailable'));
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, kind, bytes, resolve, reject });
      this.pump();
    }).then((text) => {
      const clean = text.replaceAll(String.fromCharCode(0), '').trim();
      if (clean.replace(/\s+/g, '').length < minimumTextLength) {
        throw documentError('insufficient-text');
      }
      return clean;
    });
  }

  /** Decodes a base64 upload (size cap, magic bytes: §5 messages) and reads its text. */
  async extractBase64(base64: string): Promise<{ upload: DecodedUpload; text: string }> {
    const upload = decodeBase64Upload(base64, documentUpload);
    return { upload, text: await this.extract(upload.bytes, upload.kind as DocumentKind) };
  }

  /** Ends every worker; pending documents fail with the "unavailable" message. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(documentError('unavailable'));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(documentError('unavailable'));
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl(), {
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, job: undefined, timer: undefined };
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      this.finish(slot);
      if ('text' in answer) job.resolve(answer.text);
      else job.reject(documentError(answer.error.code as DocumentErrorCode, answer.error.detail));
      this.pump();
    });
    // A worker that dies (heap cap, crash) fails its document and is replaced on the next pump.
    worker.on('error', () => this.fail(slot, documentError('corrupt')));
    worker.on('exit', () => this.fail(slot, documentError('corrupt')));
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
  }

  private fail(slot: Slot, error: DocumentError) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const job = slot.job;
    this.finish(slot);
    job?.reject(error);
    void slot.worker.terminate();
    this.pump();
  }

  private pump() {
    if (this.closed) return;
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      slot.job = job;
      const running = slot;
      running.timer = setTimeout(
        () => this.fail(running, documentError('timeout')),
        this.timeoutMs,
      );
      running.timer.unref();
      // A copy the worker owns: the caller's buffer stays usable (e.g. to be stored afterwards).
      const copy = new Uint8Array(job.bytes);
      running.worker.postMessage({ id: job.id, kind: job.kind, bytes: copy }, [copy.buffer]);
    }
  }
}
