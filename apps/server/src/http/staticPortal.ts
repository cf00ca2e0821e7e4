import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** Text types worth compressing (images and fonts are compressed already). */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`q=0` refuses one), or none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compressed copies, made once per file version (path + mtime) and kept in memory: the built
 * portal is a few MB of text, and compressing per request would cost far more than it saves.
 */
const compressedCache = new Map<string, Promise<Buffer>>();
const maxCompressBytes = 8 * 1024 * 1024;

function compressedCopy(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let copy = compressedCache.get(key);
  if (!copy) {
    const bytes = readFileSync(file);
    copy =
      encoding === 'br'
        ? brotli(bytes, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : gzipAsync(bytes, { level: 9 });
    copy.catch(() => compressedCache.delete(key));
    compressedCache.set(key, copy);
  }
  return copy;
}

/**
 * Serves a built SPA from `portalDir`: existing files as themselves (hashed `assets/` cached for a
 * year, the rest revalidated), any other extension-less path as `index.html` so client routes load.
 * Returns false when nothing was served (no portal, or a missing file with an extension).
 */
export async function servePortal(
  portalDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
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
  const stat = statSync(file);
  reply
    .header('Content-Type', mimeTypes[ext] ?? 'application/octet-stream')
    .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const encoding =
    compressible.has(ext) && stat.size > 1024 && stat.size <= maxCompressBytes
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  if (compressible.has(ext)) reply.header('Vary', 'Accept-Encoding');
  if (encoding) {
    const body = await compressedCopy(file, stat.mtimeMs, encoding);
    reply.header('Content-Encoding', encoding).header('Content-Length', body.length);
    reply.send(request.method === 'HEAD' ? undefined : body);
    return true;
  }
  reply.header('Content-Length', stat.size);
  if (request.method === 'HEAD') {
    reply.send();
  } else {
    reply.send(createReadStream(file));
  }
  return true;
}
