import type { FastifyServerOptions } from 'fastify';

/** Keys whose values never reach a log, at any depth (case-insensitive; `password*` by prefix). */
const SECRET_KEY =
  /^(password.*|.*token|authorization|cookie|otp|code_?hash|resume.*|image.*|avatar)$/i;
/** Longest string value written to a log; longer ones are cut and marked. */
const maxLoggedValueChars = 1000;
/** At most this many entries of an array or object are logged. */
const maxLoggedEntries = 50;
const censor = '[redacted]';

/** Cuts a long string, saying how long it was. */
function cap(text: string): string {
  return text.length > maxLoggedValueChars
    ? `${text.slice(0, maxLoggedValueChars)}… [${text.length} chars]`
    : text;
}

/**
 * A copy of `value` safe to log: secrets (by key) replaced with `[redacted]`, strings capped at
 * {@link maxLoggedValueChars}, byte arrays summarised, arrays and objects cut at 50 entries and
 * 6 levels. Pino's own `redact` covers the request headers; this covers what handlers log.
 */
function sanitizeForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cap(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= 6) return '[nested]';
  if (Array.isArray(value)) {
    const items = value.slice(0, maxLoggedEntries).map((item) => sanitizeForLog(item, depth + 1));
    if (value.length > maxLoggedEntries) items.push(`… [${value.length} items]`);
    return items;
  }
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [key, inner] of Object.entries(value)) {
    if (++n > maxLoggedEntries) {
      out['…'] = `[${Object.keys(value).length} keys]`;
      break;
    }
    out[key] = SECRET_KEY.test(key) ? censor : sanitizeForLog(inner, depth + 1);
  }
  return out;
}

interface QueryFailure {
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/**
 * An error as logged: type, message, code and stack — for a failed query (drizzle's
 * `DrizzleQueryError`, whose message repeats every parameter) the statement text and the driver's
 * error, never the parameter values or the driver's `detail` (which quotes row values).
 */
function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  // Already made safe (the log formatter runs before pino's serializers).
  if (error && typeof error === 'object' && !(error instanceof Error)) {
    return error as Record<string, unknown>;
  }
  if (!(error instanceof Error)) return { message: cap(String(error)) };
  const failure = error as Error & QueryFailure & { code?: unknown };
  const out: Record<string, unknown> = { type: error.name };
  let message = error.message;
  if (typeof failure.query === 'string') {
    out.statement = cap(failure.query);
    if (Array.isArray(failure.params)) out.params = `[${failure.params.length} values not logged]`;
    // drizzle's message repeats the statement and every parameter value.
    if (message.startsWith('Failed query')) message = 'Failed query';
  }
  if (typeof failure.code === 'string' && failure.code.startsWith('22')) {
    // Data exceptions quote the offending value ('invalid input syntax for type integer: "…"').
    message = message.replace(/"[^"]*"/g, '"[value not logged]"');
  }
  out.message = cap(message);
  if (typeof failure.code === 'string') out.code = failure.code;
  // Frames only: a stack begins with the message, which for a failed query lists the parameters.
  if (error.stack) {
    const frames = error.stack.split('\n').filter((line) => line.startsWith('    at '));
    out.stack = cap(frames.slice(0, 10).join('\n'));
  }
  if (failure.cause && depth < 3) out.cause = serializeError(failure.cause, depth + 1);
  return out;
}

/**
 * Fastify's logger options: pino at `level`, secrets redacted by key, request headers' secrets by
 * path, long values capped, failed queries logged without their parameters.
 *
 * @example
 * Fastify({ logger: loggerOptions('info') });
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      censor,
    },
    serializers: { err: serializeError as never, error: serializeError as never },
    formatters: {
      // Fastify's `req`/`res` are live objects whose fields are getters: pino's own serializers
      // (which run after this formatter) read method, URL and status from them, so they pass
      // through untouched; a copy would keep none of those fields.
      log: ({ req, res, ...rest }) => {
        const safe = sanitizeForLog(rest) as Record<string, unknown>;
        if (req !== undefined) safe.req = req;
        if (res !== undefined) safe.res = res;
        return safe;
      },
    },
  };
}
