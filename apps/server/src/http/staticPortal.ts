import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/**
 * Serves a built SPA from `portalDir`: existing files as themselves (hashed `assets/` cached for a
 * year, the rest revalidated), any other extension-less path as `index.html` so client routes load.
 * Returns false when nothing was served (no portal, or a missing file with an extension).
 */
export function servePortal(
  portalDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const indexFile = path.join(portalDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  } catch {
    return false;
  }
  const root = path.resolve(portalDir);
  const candidate = path.resolve(root, `.${path.posix.normalize(pathname)}`);
  let file: string | undefined;
  if (candidate.startsWith(root + path.sep) && !pathname.includes('\0')) {
    try {
      if (statSync(candidate).isFile()) file = candidate;
    } catch {
      file = undefined;
    }
  }
  if (!file) {
    // A missing asset is a 404, not the app shell: a broken <script src> must not get HTML.
    if (path.extname(pathname)) return false;
    file = indexFile;
  }
  const ext = path.extname(file).toLowerCase();
  const immutable = file !== indexFile && file.startsWith(path.join(root, 'assets') + path.sep);
  reply
    .header('Content-Type', mimeTypes[ext] ?? 'application/octet-stream')
    .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('Content-Length', statSync(file).size);
  if (request.method === 'HEAD') {
    reply.send();
  } else {
    reply.send(createReadStream(file));
  }
  return true;
}
