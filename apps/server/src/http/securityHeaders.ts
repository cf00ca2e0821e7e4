import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy for the portal SPA: everything from our own origin; inline styles are
 * allowed (vanilla-extract is extracted, but third-party widgets such as react-aria set style
 * attributes); images may be data/blob URLs (avatars, crops); blob frames/workers for the resume
 * viewer and document extraction; websockets to our origin for chat.
 */
const defaultContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Adds the security headers to every response (API, files, portal, errors). */
export function installSecurityHeaders(
  app: FastifyInstance,
  contentSecurityPolicy = defaultContentSecurityPolicy,
): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('X-DNS-Prefetch-Control', 'off');
  });
}
