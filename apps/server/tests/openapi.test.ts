import { endpoints } from '@hrportal/api-client/contract';
import { describe, expect } from 'vitest';
import { serverTest } from './fixture';

const it = serverTest();

describe('OpenAPI document and docs page', () => {
  it('describes every endpoint of the contract registry with its method, schemas and access', async ({
    server,
  }) => {
    const response = await fetch(`${server.api}/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { operationId: string; security?: unknown[]; requestBody?: unknown }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const ids = new Set(operations.map((o) => o.operationId));
    expect([...ids].sort()).toEqual(Object.keys(endpoints).sort());
    const add = doc.paths['/add_candidate']?.post;
    expect(add?.requestBody).toBeDefined();
    expect(JSON.stringify(add?.requestBody)).toContain('"email"');
    expect(doc.paths['/login/management']?.post?.security).toEqual([]);
    expect(doc.paths['/edit_candidate/{id}']?.post).toBeDefined();
  });

  it('serves a self-contained docs page listing every path', async ({ server }) => {
    const response = await fetch(`${server.api}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/redisdashboard');
    expect(html).toContain('/events/{userId}');
    expect(html).not.toMatch(/<script/);
  });
});
