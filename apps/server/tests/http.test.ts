import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HealthResponse } from '@hrportal/api-client/contract';
import { describe, expect } from 'vitest';
import { HttpError } from '../src/http/errors';
import { pickEncoding } from '../src/http/staticPortal';
import { serverTest } from './fixture';

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(response.headers.get(name), name).toBe(value);
  }
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

/** A built chunk's worth of script: compressible, over the 1 KB floor. */
const bigScript = Array.from({ length: 2000 }, (_, i) => `export const value${i} = ${i};`).join(
  '\n',
);

/** A raw GET (fetch would decode the body itself and hide what went over the wire). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

/** A built portal in a temporary directory, for the static-file tests. */
const portalDir = mkdtempSync(path.join(os.tmpdir(), 'hrportal-portal-'));
mkdirSync(path.join(portalDir, 'assets'));
writeFileSync(
  path.join(portalDir, 'index.html'),
  '<!doctype html><title>HR Portal</title><div id="root"></div>',
);
writeFileSync(path.join(portalDir, 'assets/app-abc123.js'), 'console.log("portal")');
writeFileSync(path.join(portalDir, 'assets/big-abc123.js'), bigScript);

const basics = serverTest({
  driver: 'pglite',
  config: { portalDir },
  serverOptions: {
    beforeListen: ({ app }) => {
      app.post('/api/__test/echo', async (request) => ({
        status: 'success',
        body: request.body,
      }));
      app.get('/api/__test/boom', async () => {
        throw new Error('secret internal detail');
      });
      app.get('/api/__test/conflict', async () => {
        throw new HttpError(409, 'Already decided.');
      });
    },
  },
});

describe('HTTP basics', () => {
  const it = basics;

  it('answers liveness and readiness', async ({ server }) => {
    const health = await fetch(`${server.api}/health`);
    expect(health.status).toBe(200);
    expect(HealthResponse.parse(await health.json())).toMatchObject({
      status: 'success',
      version: '1.0.0',
    });
    expectSecurityHeaders(health);
    const ready = await fetch(`${server.api}/ready`);
    expect(ready.status).toBe(200);
    expect(HealthResponse.parse(await ready.json()).checks).toEqual({
      database: 'ok',
      migrations: 'ok',
    });
  });

  it('answers malformed JSON with 400 and a clear message', async ({ server }) => {
    const response = await fetch(`${server.api}/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Asha",',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({
      status: 'error',
      message: 'Invalid request. Please check your input. The request body is not valid JSON.',
    });
    expectSecurityHeaders(response);
  });

  it('answers an empty JSON body with 400', async ({ server }) => {
    const response = await fetch(`${server.api}/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(response.status).toBe(400);
  });

  it('answers a body over 1 MB with 413 and says the limit', async ({ server }) => {
    const response = await fetch(`${server.api}/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Request body is too large. The limit is 1 MB.',
    });
  });

  it('accepts a body just under the limit', async ({ server }) => {
    const response = await fetch(`${server.api}/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1000) }),
    });
    expect(response.status).toBe(200);
  });

  it('answers an unsupported content type with 415', async ({ server }) => {
    const response = await fetch(`${server.api}/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).status).toBe('error');
  });

  it('hides internal errors behind the §8 500 message', async ({ server }) => {
    const response = await fetch(`${server.api}/__test/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: 'error',
      message: 'Server error. Please try again later.',
    });
    expect(text).not.toContain('secret');
    expectSecurityHeaders(response);
  });

  it('passes HttpError status and message through', async ({ server }) => {
    const response = await fetch(`${server.api}/__test/conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 'error', message: 'Already decided.' });
  });

  it('marks API JSON answers no-store, errors included, and leaves the portal cacheable', async ({
    server,
  }) => {
    const health = await fetch(`${server.api}/health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const missing = await fetch(`${server.api}/no_such_endpoint`);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${server.api}/vendor_dashboard`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the security headers on the socket.io polling transport too', async ({ server }) => {
    const polling = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(200);
    expectSecurityHeaders(polling as Response);
    expect(polling.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=()',
    );
    const csp = polling.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/\bwss?:/);
  });

  it('answers unknown API paths with 404 JSON, never the portal', async ({ server }) => {
    const response = await fetch(`${server.api}/no_such_endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The requested resource was not found.',
    });
    expectSecurityHeaders(response);
  });

  it('serves the portal with SPA fallback for client routes', async ({ server }) => {
    const root = await fetch(`${server.url}/`);
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toContain('text/html');
    expect(await root.text()).toContain('<title>HR Portal</title>');
    expectSecurityHeaders(root);
    const deep = await fetch(`${server.url}/manager/dashboard?tab=1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('id="root"');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets as themselves with long caching, and a missing asset as 404', async ({
    server,
  }) => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("portal")');
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('sends the portal compressed (brotli, else gzip) to clients that accept it', async ({
    server,
  }) => {
    const url = `${server.url}/assets/big-abc123.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(bigScript.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
    const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    // Tiny files are not worth it.
    const small = await rawGet(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log("portal")');
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.0')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
  });

  it('never serves files outside the portal directory', async ({ server }) => {
    const response = await fetch(`${server.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });
});

const host = 'https://intranet.example.com';
const cors = serverTest({ driver: 'pglite', config: { allowedOrigins: [host] } });

describe('CORS for embedding hosts (ALLOWED_ORIGINS)', () => {
  const it = cors;

  it('answers a listed origin, preflight included, and no other', async ({ server }) => {
    const preflight = await fetch(`${server.api}/login/manager`, {
      method: 'OPTIONS',
      headers: {
        Origin: host,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(host);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const listed = await fetch(`${server.api}/health`, { headers: { Origin: host } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(host);
    expect(listed.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    expect(listed.headers.get('vary')).toContain('Origin');

    const other = await fetch(`${server.api}/health`, {
      headers: { Origin: 'https://evil.example.net' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('names the embedding origins in connect-src, and no ws: host', async ({ server }) => {
    const csp = (await fetch(`${server.api}/health`)).headers.get('content-security-policy') ?? '';
    const connect = csp.split(/;\s*/).find((part) => part.startsWith('connect-src')) ?? '';
    expect(connect).toBe(`connect-src 'self' ${host}`);
    expect(csp).not.toMatch(/\bwss?:/);
  });

  it('refuses an entry that is not an origin, naming it', async () => {
    const { parseAllowedOrigins } = await import('../src/http/cors');
    expect(parseAllowedOrigins(' https://a.example.com, http://localhost:3000 ')).toEqual([
      'https://a.example.com',
      'http://localhost:3000',
    ]);
    expect(() => parseAllowedOrigins('*')).toThrow('ALLOWED_ORIGINS: "*" is not an origin');
    expect(() => parseAllowedOrigins('https://a.example.com/path')).toThrow(
      '"https://a.example.com/path" is not an origin',
    );
  });
});
