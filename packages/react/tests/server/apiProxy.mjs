// Serves `/api/*` of the browser tests' page from the reference server the `react-server` global
// setup started, so the hooks talk to it same-origin, as the portal does (the server sends no CORS
// headers). Streams both ways (the live feed is a long-lived SSE response); closing either side
// ends both. Plain JS beside a .d.mts so vitest.config.ts can import it (like scripts/chromium.mjs).
import { request } from 'node:http';

/** Where the global setup puts the reference server's origin. */
export const serverOriginEnv = 'HRP_REACT_TEST_SERVER_ORIGIN';

/** @returns {import('vite').Plugin} */
export function apiProxy() {
  return {
    name: 'hrportal-test-api-proxy',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const origin = process.env[serverOriginEnv];
        if (!origin || !req.url?.startsWith('/api/')) {
          next();
          return;
        }
        const target = new URL(req.url, origin);
        const upstream = request(
          target,
          { method: req.method, headers: { ...req.headers, host: target.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
        res.on('close', () => upstream.destroy());
        req.pipe(upstream);
      });
    },
  };
}
