import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The origins allowed to embed us as they are now (configuration plus organisation settings). */
export type EmbedOrigins = () => readonly string[];
const noOrigins: EmbedOrigins = () => [];

/** Camera, microphone and location are never asked for (not in helmet: set beside it). */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=()';

/**
 * Content-Security-Policy for the portal SPA: everything from our own origin; inline styles are
 * allowed (vanilla-extract is extracted, but third-party widgets such as react-aria set style
 * attributes); images may be data/blob URLs (avatars, crops); blob frames/workers for the resume
 * viewer and document extraction. Connections (fetch, SSE, the chat's websocket) go to our own
 * origin — `'self'` covers `ws:`/`wss:` to it — and to the embedding origins, never to any host.
 * Only the embedding origins may frame us (`frame-ancestors`; `'none'` without any). The origins
 * are read per response, so a change of the organisation settings applies at once.
 */
function contentSecurityDirectives(allowedOrigins: EmbedOrigins) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", () => allowedOrigins().join(' ')],
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [() => allowedOrigins().join(' ') || "'none'"],
  };
}

/** helmet's options for our headers: exactly these, none of helmet's other defaults. */
function helmetOptions(allowedOrigins: EmbedOrigins) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(allowedOrigins),
    },
    xContentTypeOptions: true,
    // Set beside helmet: DENY only while no origin may frame us (it cannot name origins).
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xDnsPrefetchControl: { allow: false },
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
}

/** Adds the security headers (helmet) to every response (API, files, portal, errors). */
export async function installSecurityHeaders(
  app: FastifyInstance,
  allowedOrigins: EmbedOrigins = noOrigins,
): Promise<void> {
  await app.register(fastifyHelmet, { ...helmetOptions(allowedOrigins), global: true });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    if (allowedOrigins().length === 0) reply.header('X-Frame-Options', 'DENY');
  });
}

/**
 * The same headers for socket.io's engine (`io.engine.use`): its polling transport answers on the
 * HTTP server before Fastify sees the request.
 */
export function engineSecurityHeaders(allowedOrigins: EmbedOrigins = noOrigins) {
  const withHelmet = helmet(helmetOptions(allowedOrigins));
  return (
    request: Parameters<typeof withHelmet>[0],
    response: Parameters<typeof withHelmet>[1],
    next: (error?: unknown) => void,
  ) => {
    response.setHeader('Permissions-Policy', permissionsPolicy);
    if (allowedOrigins().length === 0) response.setHeader('X-Frame-Options', 'DENY');
    withHelmet(request, response, next);
  };
}
