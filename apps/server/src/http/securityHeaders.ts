import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Camera, microphone and location are never asked for (not in helmet: set beside it). */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=()';

/**
 * Content-Security-Policy for the portal SPA: everything from our own origin; inline styles are
 * allowed (vanilla-extract is extracted, but third-party widgets such as react-aria set style
 * attributes); images may be data/blob URLs (avatars, crops); blob frames/workers for the resume
 * viewer and document extraction. Connections (fetch, SSE, the chat's websocket) go to our own
 * origin — `'self'` covers `ws:`/`wss:` to it — and to the embedding origins, never to any host.
 */
function contentSecurityDirectives(allowedOrigins: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...allowedOrigins],
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** helmet's options for our headers: exactly these, none of helmet's other defaults. */
function helmetOptions(allowedOrigins: readonly string[]) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(allowedOrigins),
    },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
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
  allowedOrigins: readonly string[] = [],
): Promise<void> {
  await app.register(fastifyHelmet, { ...helmetOptions(allowedOrigins), global: true });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
  });
}

/**
 * The same headers for socket.io's engine (`io.engine.use`): its polling transport answers on the
 * HTTP server before Fastify sees the request.
 */
export function engineSecurityHeaders(allowedOrigins: readonly string[] = []) {
  const withHelmet = helmet(helmetOptions(allowedOrigins));
  return (
    request: Parameters<typeof withHelmet>[0],
    response: Parameters<typeof withHelmet>[1],
    next: (error?: unknown) => void,
  ) => {
    response.setHeader('Permissions-Policy', permissionsPolicy);
    withHelmet(request, response, next);
  };
}
