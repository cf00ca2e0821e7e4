import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Streaming JSON body parser of the upload routes (issue 16): the file fields the contract names
 * (`upload.fields`, e.g. `resume`, `additional_files[].file`) are base64-decoded straight from
 * the socket's chunks into one Buffer each, never held as text; the rest of the body (small) is
 * copied and parsed with Fastify's own JSON parser (prototype-poisoning checks included), with a
 * short token standing in for each file. A handler's `decodeBase64Upload(body.resume, rule)` finds
 * the bytes by that token.
 *
 * Before: Fastify's body string, the parsed string and the decoded Buffer of every file were alive
 * at once (plus the regex checks on ~14 MB strings). Now: one decoded Buffer per file (allocated
 * once from `Content-Length`), at most `maxFileBytes` (beyond it only the size is counted and the
 * handler answers 400 with the §5 size message), and a small skeleton.
 *
 * The token is valid base64 (the contract's `base64File` accepts it); a value the contract would
 * refuse becomes a stand-in it refuses with the same message: `""` (required), `"data:"` (data:
 * URL prefix), `"!"` (not base64 — zod's rule: the base64 alphabet, `=` padding only at the end,
 * a length that is a multiple of 4).
 */

/** A file field decoded while the body streamed in. */
export interface StreamedFile {
  /** The decoded bytes; undefined when the file was larger than the route's cap. */
  bytes: Buffer | undefined;
  /** Decoded size in bytes (counted even past the cap). */
  size: number;
}

/** What the parser needs from the contract's `upload` entry. */
export interface UploadFields {
  readonly fields: readonly string[];
  readonly maxFileBytes: number;
}

/** Files of requests in flight, by token; removed when the request ends (and swept after 10 min). */
const inFlight = new Map<string, { file: StreamedFile; at: number }>();
const tokensOf = new WeakMap<FastifyRequest, string[]>();
const sweepAfterMs = 10 * 60_000;

/**
 * The file a streamed body carried under `token` (what the handler sees in place of the base64
 * text), or undefined for any other string.
 *
 * @example
 * const file = streamedFile(body.resume); // { bytes, size } or undefined
 */
export function streamedFile(token: string): StreamedFile | undefined {
  return token.length === 24 ? inFlight.get(token)?.file : undefined;
}

function register(request: FastifyRequest, file: StreamedFile): string {
  const now = Date.now();
  if (inFlight.size > 0 && inFlight.size % 64 === 0) {
    for (const [token, entry] of inFlight)
      if (now - entry.at > sweepAfterMs) inFlight.delete(token);
  }
  let token = randomBytes(18).toString('base64');
  while (inFlight.has(token)) token = randomBytes(18).toString('base64');
  inFlight.set(token, { file, at: now });
  const tokens = tokensOf.get(request) ?? [];
  tokens.push(token);
  tokensOf.set(request, tokens);
  return token;
}

function release(request: FastifyRequest): void {
  for (const token of tokensOf.get(request) ?? []) inFlight.delete(token);
  tokensOf.delete(request);
}

/** An error Fastify's error handling maps (413 / 400), with its own code. */
function clientError(code: string, statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { code, statusCode });
}

// ─── base64 ────────────────────────────────────────────────────────────────────────────────

const BASE64_RUN = /^[A-Za-z0-9+/]*$/;

/** Decodes one base64 string value as its chunks arrive. */
class Base64Field {
  private target: Buffer | undefined;
  private written = 0;
  /** Base64 characters (not padding) seen. */
  private chars = 0;
  private padding = 0;
  /** 0–3 characters waiting for a full quantum. */
  private carry = '';
  private invalid = false;
  private head = '';

  constructor(
    private readonly maxBytes: number,
    /** The most bytes the rest of the body can hold (from Content-Length), if known. */
    bound: number | undefined,
  ) {
    const capacity = Math.min(maxBytes + 3, bound ?? 64 * 1024);
    this.target = Buffer.allocUnsafe(Math.max(3, capacity));
  }

  /** Characters of the value between two quotes/escapes (`text` is latin1 of the bytes). */
  push(text: string): void {
    if (this.head.length < 5) this.head += text.slice(0, 5 - this.head.length);
    if (this.invalid || text.length === 0) return;
    let data = text;
    let end = data.length;
    while (end > 0 && data.charCodeAt(end - 1) === 61 /* = */) end--;
    const pads = data.length - end;
    if (pads) data = data.slice(0, end);
    if ((this.padding && data.length) || !BASE64_RUN.test(data)) {
      this.invalid = true;
      this.release();
      return;
    }
    this.padding += pads;
    if (this.padding > 2) {
      this.invalid = true;
      this.release();
      return;
    }
    this.chars += data.length;
    this.decode(this.carry + data);
  }

  /** Marks the value as not base64 (a JSON escape other than `\/`). */
  fail(): void {
    this.invalid = true;
    this.release();
  }

  private release(): void {
    this.target = undefined;
    this.carry = '';
  }

  private decode(text: string): void {
    const whole = text.length - (text.length % 4);
    this.carry = text.slice(whole);
    if (!whole) return;
    const bytes = (whole / 4) * 3;
    this.write(text.slice(0, whole), bytes);
  }

  private write(text: string, bytes: number): void {
    if (this.written + bytes > this.maxBytes) {
      // Past the cap: keep counting, hold nothing.
      this.written += bytes;
      this.target = undefined;
      return;
    }
    if (!this.target) return;
    if (this.written + bytes > this.target.length) {
      // No Content-Length (or a bound too small): grow by doubling up to the cap.
      const grown = Buffer.allocUnsafe(
        Math.min(this.maxBytes + 3, Math.max(this.target.length * 2, this.written + bytes)),
      );
      this.target.copy(grown, 0, 0, this.written);
      this.target = grown;
    }
    this.written += this.target.write(text, this.written, 'base64');
  }

  /** The value ended: its stand-in text for the skeleton, and the file when it was valid. */
  finish(): { standIn: string } | { file: StreamedFile } {
    if (this.head.startsWith('data:')) return { standIn: 'data:' };
    if (this.invalid) return { standIn: '!' };
    const total = this.chars + this.padding;
    if (total === 0) return { standIn: '' };
    const rest = this.chars % 4;
    if (total % 4 !== 0 || (this.padding && rest !== 4 - this.padding) || rest === 1) {
      return { standIn: '!' };
    }
    if (this.carry) this.write(`${this.carry}${'='.repeat(4 - this.carry.length)}`, rest - 1);
    const size = this.written;
    let bytes = this.target?.subarray(0, size);
    // A bound far above the file (a multi-file body): keep an exact copy, drop the big one.
    if (bytes && this.target && this.target.length > size * 1.25 + 4096) bytes = Buffer.from(bytes);
    this.target = undefined;
    return { file: { bytes: size > this.maxBytes ? undefined : bytes, size } };
  }
}

// ─── the scanner ───────────────────────────────────────────────────────────────────────────

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
/** No upload body nests deeper; deeper is refused (400) before anything recurses over it. */
const maxDepth = 32;

interface Level {
  array: boolean;
  key: string | undefined;
  expectKey: boolean;
}

/**
 * Walks a JSON text chunk by chunk, just enough to know where strings start and end and which key
 * path each value has; copies everything but the file values into a skeleton. The skeleton is
 * then parsed by the real JSON parser, which judges its validity.
 */
class UploadScanner {
  private readonly skeleton: Buffer[] = [];
  private skeletonBytes = 0;
  private readonly stack: Level[] = [];
  /** Inside a string: a copied one (key or value), or a file being decoded. */
  private inString: 'copy' | 'file' | undefined;
  private escaped = false;
  private keyText: string | undefined;
  private file: Base64Field | undefined;
  read = 0;

  constructor(
    private readonly request: FastifyRequest,
    private readonly patterns: ReadonlySet<string>,
    private readonly maxFileBytes: number,
    private readonly skeletonLimit: number,
    private readonly contentLength: number | undefined,
  ) {}

  private emit(chunk: Buffer, from: number, to: number): void {
    if (to <= from) return;
    this.skeletonBytes += to - from;
    if (this.skeletonBytes > this.skeletonLimit) {
      throw clientError('FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large');
    }
    // A copy: holding a subarray would keep the whole (mostly base64) chunk alive.
    this.skeleton.push(Buffer.from(chunk.subarray(from, to)));
  }

  private emitText(text: string): void {
    this.skeleton.push(Buffer.from(text, 'latin1'));
  }

  private valuePath(): string {
    return this.stack.map((level) => (level.array ? '[]' : (level.key ?? '\u0000'))).join('.');
  }

  push(chunk: Buffer): void {
    this.read += chunk.length;
    let i = 0;
    let copyFrom = 0;
    const n = chunk.length;
    while (i < n) {
      if (this.inString === 'file') {
        const field = this.file as Base64Field;
        if (this.escaped) {
          this.escaped = false;
          if (chunk[i] === SLASH) field.push('/');
          else field.fail();
          i++;
          continue;
        }
        const quote = chunk.indexOf(QUOTE, i);
        const slash = chunk.indexOf(BACKSLASH, i);
        const stop =
          quote < 0 ? (slash < 0 ? n : slash) : slash < 0 ? quote : Math.min(quote, slash);
        field.push(chunk.toString('latin1', i, stop));
        if (stop === n) {
          i = n;
          copyFrom = n;
          break;
        }
        if (chunk[stop] === BACKSLASH) {
          this.escaped = true;
          i = stop + 1;
          continue;
        }
        // The closing quote.
        const done = field.finish();
        this.file = undefined;
        this.inString = undefined;
        const text =
          'file' in done ? register(this.request, done.file) : (done.standIn satisfies string);
        this.emitText(`"${text}"`);
        i = stop + 1;
        copyFrom = i;
        continue;
      }
      if (this.inString === 'copy') {
        if (this.escaped) {
          this.escaped = false;
          if (this.keyText !== undefined) this.keyText += chunk.toString('latin1', i, i + 1);
          i++;
          continue;
        }
        const quote = chunk.indexOf(QUOTE, i);
        const slash = chunk.indexOf(BACKSLASH, i);
        const stop =
          quote < 0 ? (slash < 0 ? n : slash) : slash < 0 ? quote : Math.min(quote, slash);
        if (this.keyText !== undefined && this.keyText.length < 4096) {
          this.keyText += chunk.toString('latin1', i, Math.min(stop + 1, n));
        }
        if (stop === n) {
          i = n;
          break;
        }
        i = stop + 1;
        if (chunk[stop] === BACKSLASH) {
          this.escaped = true;
          continue;
        }
        this.inString = undefined;
        if (this.keyText !== undefined) {
          const top = this.stack[this.stack.length - 1];
          if (top) top.key = decodeKey(this.keyText);
          this.keyText = undefined;
        }
        continue;
      }
      const byte = chunk[i] as number;
      switch (byte) {
        case QUOTE: {
          const top = this.stack[this.stack.length - 1];
          if (top && !top.array && top.expectKey) {
            this.inString = 'copy';
            this.keyText = '"';
          } else if (top && this.patterns.has(this.valuePath())) {
            this.emit(chunk, copyFrom, i);
            const remaining =
              this.contentLength === undefined
                ? undefined
                : this.contentLength - (this.read - n + i);
            this.file = new Base64Field(
              this.maxFileBytes,
              remaining === undefined ? undefined : Math.ceil((Math.max(0, remaining) * 3) / 4),
            );
            this.inString = 'file';
            copyFrom = i + 1;
          } else {
            this.inString = 'copy';
          }
          break;
        }
        case 0x7b /* { */:
        case 0x5b /* [ */:
          if (this.stack.length >= maxDepth) {
            throw clientError('FST_ERR_CTP_INVALID_JSON_BODY', 400, 'Nested too deeply');
          }
          this.stack.push({ array: byte === 0x5b, key: undefined, expectKey: byte === 0x7b });
          break;
        case 0x7d /* } */:
        case 0x5d /* ] */:
          this.stack.pop();
          break;
        case 0x3a /* : */:
          {
            const top = this.stack[this.stack.length - 1];
            if (top) top.expectKey = false;
            break;
          }
        case 0x2c /* , */:
          {
            const top = this.stack[this.stack.length - 1];
            if (top && !top.array) top.expectKey = true;
            break;
          }
        default:
          break;
      }
      i++;
    }
    if (this.inString !== 'file') this.emit(chunk, copyFrom, n);
  }

  /** The skeleton text once the body has ended. */
  text(): string {
    return Buffer.concat(this.skeleton).toString('utf8');
  }
}

function decodeKey(quoted: string): string | undefined {
  try {
    const text = Buffer.from(quoted, 'latin1').toString('utf8');
    const key: unknown = JSON.parse(text);
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** `additional_files[].file` → `additional_files.[].file` (the scanner's path form). */
function patternOf(field: string): string {
  return field.replace(/\[\]/g, '.[]');
}

/**
 * Installs the streaming parser for `application/json` in `app` (an encapsulated context holding
 * the upload routes of one contract entry): file fields as {@link StreamedFile}s, the rest parsed
 * by Fastify's default JSON parser, the route's `bodyLimit` (413) over the whole body, and the
 * files released when the request ends.
 *
 * @example
 * api.register(async (child) => { installUploadParser(child, endpoint.upload); child.route(…); });
 */
export function installUploadParser(app: FastifyInstance, upload: UploadFields): void {
  const patterns = new Set(upload.fields.map(patternOf));
  const parseSkeleton = app.getDefaultJsonParser('error', 'error');
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
    const declared = request.headers['content-length'];
    const contentLength = declared === undefined ? undefined : Number(declared);
    if (contentLength !== undefined && contentLength > limit) {
      done(clientError('FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large'), undefined);
      return;
    }
    const scanner = new UploadScanner(
      request,
      patterns,
      upload.maxFileBytes,
      limit,
      Number.isFinite(contentLength) ? contentLength : undefined,
    );
    const stream = payload as Readable;
    let finished = false;
    const finish = (error: Error | undefined, body?: unknown) => {
      if (finished) return;
      finished = true;
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
      if (error) stream.pause();
      done(error ?? null, body);
    };
    const onData = (chunk: Buffer) => {
      try {
        if (scanner.read + chunk.length > limit) {
          throw clientError('FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large');
        }
        scanner.push(chunk);
      } catch (error) {
        finish(error as Error);
      }
    };
    const onEnd = () => {
      if (contentLength !== undefined && scanner.read !== contentLength) {
        finish(clientError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 'Content-Length mismatch'));
        return;
      }
      parseSkeleton(request, scanner.text(), (error, body) =>
        error ? finish(error) : finish(undefined, body),
      );
    };
    const onError = (error: Error) => finish(error);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
