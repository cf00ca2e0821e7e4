import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseUnavailable } from '../db/database';
import { messageForStatus, statusMessages } from './messages';

/**
 * An error with an HTTP status and a message safe to show the user. Throw it from any route or
 * helper; the central handler answers `{ status: 'error', message }` with its status.
 *
 * @example
 * throw new HttpError(409, 'A candidate with this email or phone number already exists.');
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra headers to send (e.g. `Retry-After`). */
  readonly headers: Record<string, string>;
  /** Field-level problems of a validation failure (`path` dotted, e.g. `body.email`). */
  readonly issues: { path: string; message: string }[] | undefined;
  constructor(
    statusCode: number,
    message?: string,
    headers: Record<string, string> = {},
    issues?: { path: string; message: string }[],
  ) {
    super(message ?? messageForStatus(statusCode));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
    this.issues = issues;
  }
}

/** True for an {@link HttpError}. */
function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** 401 with the §8 message. */
export const unauthorized = () => new HttpError(401, statusMessages[401]);
/** 403 with the §8 message. */
export const forbidden = () => new HttpError(403, statusMessages[403]);

/** The body of every error answer. */
interface ErrorBody {
  status: 'error';
  message: string;
  issues?: { path: string; message: string }[];
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/** Maps Fastify's own client errors (parser, limits) to a status and a clear message. */
function fastifyClientError(error: FastifyError, bodyLimit: number): [number, string] | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, `Request body is too large. The limit is ${formatLimit(bodyLimit)}.`];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, `${statusMessages[400]} The request body is not valid JSON.`];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [415, 'Unsupported content type. Send JSON (application/json).'];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, `${statusMessages[400]} The Content-Length header does not match the body.`];
    default:
      break;
  }
  if (error instanceof SyntaxError)
    return [400, `${statusMessages[400]} The request body is not valid JSON.`];
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) return [status, messageForStatus(status)];
  return undefined;
}

/**
 * Installs the central error and not-found handlers on `app`: known client mistakes become 4xx
 * with a clear message, anything else is logged and answered with the §8 500 message (never the
 * internal error text).
 */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let message: string;
    let issues: ErrorBody['issues'];
    if (isHttpError(error)) {
      status = error.statusCode;
      message = error.message;
      issues = error.issues;
      reply.headers(error.headers);
    } else {
      const mapped = fastifyClientError(error, request.routeOptions?.bodyLimit ?? bodyLimit);
      const unavailable = databaseUnavailable(error);
      if (mapped) {
        [status, message] = mapped;
      } else if (unavailable) {
        // A statement past its time limit, or the database restarting: 503, never a 500.
        status = 503;
        message = `${statusMessages[503]} ${unavailable}`;
      } else {
        status = 500;
        message = statusMessages[500];
      }
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: error.message }, 'client error');
    const body: ErrorBody = issues
      ? { status: 'error', message, issues }
      : { status: 'error', message };
    return reply.status(status).send(body);
  });
}
