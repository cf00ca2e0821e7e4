import fastifyCors from '@fastify/cors';
import { originOf } from '@hrportal/api-client/contract';
import type { FastifyInstance } from 'fastify';

/** Request headers an embedding host's browser may send (bearer token, JSON, SSE resume). */
const allowedHeaders = 'Authorization, Content-Type, Last-Event-ID';
/** Response headers a host's script may read (download names of files and zips). */
const exposedHeaders = 'Content-Disposition';

/**
 * Parses `ALLOWED_ORIGINS` (comma-separated `scheme://host[:port]`): the intranets allowed to embed
 * our widgets. An entry that is not an origin is a start-up error that names it, never a silent
 * open door; `*` is refused for the same reason.
 *
 * @example
 * ```ts
 * parseAllowedOrigins('https://intranet.example.com, http://localhost:3000');
 * ```
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin) {
        throw new Error(
          `ALLOWED_ORIGINS: "${entry}" is not an origin (expected scheme://host[:port], e.g. https://intranet.example.com)`,
        );
      }
      return origin;
    });
}

/**
 * CORS for embedding hosts (`@fastify/cors`): a request from a listed origin gets
 * `Access-Control-Allow-Origin` for exactly that origin, and its preflight is answered here (204).
 * Other origins get no CORS headers, so their browsers refuse the answer. The portal itself is
 * same-origin and needs none. No cookies are involved (bearer tokens), so credentials are never
 * allowed. Register after the security headers: a listed origin may read our files and images.
 * `allows` is asked per request (configured origins plus the organisation's, issue 16).
 */
export async function installCors(
  app: FastifyInstance,
  allows: (origin: string) => boolean,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    // Files and images are fetched by the host page: let it read them.
    if (origin && allows(origin)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allows(origin)),
    methods: 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    allowedHeaders,
    exposedHeaders,
    maxAge: 600,
    credentials: false,
    optionsSuccessStatus: 204,
  });
}
