#!/usr/bin/env node
// Serves a built static site (Storybook, a Vite build) with SPA fallback. Used by `pnpm start`
// before the reference server exists, and by the visual and e2e harnesses.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Starts a static server for `dir` on `port` (0 = any free port).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(dir, port = 0) {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    return Promise.reject(new Error(`${root}/index.html not found: build it first.`));
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      file = existsSync(index) ? index : path.join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = 'storybook-static', port = '6006'] = process.argv.slice(2);
  const { url } = await serveStatic(dir, Number(port));
  console.log(`Serving ${dir} at ${url}`);
}
