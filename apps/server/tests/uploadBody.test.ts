import http from 'node:http';
import { messages } from '@hrportal/api-client/contract';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/http/errors';
import { installUploadParser, streamedFile } from '../src/http/uploadBody';
import { tinyPdf } from '../src/seed/files';
import { describeServer } from './fixture';
import type { TestServer } from './helpers';

const MB = 1024 * 1024;

/** POSTs `body` over real HTTP, written in the given pieces (to cut tokens across chunks). */
function post(
  url: string,
  body: string | Buffer,
  options: { token?: string; pieces?: number[]; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(bytes.length),
          'x-forwarded-for': '10.77.0.1',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>,
          }),
        );
      },
    );
    request.on('error', reject);
    let at = 0;
    for (const size of options.pieces ?? []) {
      if (at >= bytes.length) break;
      request.write(bytes.subarray(at, at + size));
      at += size;
    }
    request.end(bytes.subarray(at));
  });
}

describe('the streaming upload parser (a bare Fastify app)', () => {
  const app = Fastify();
  let url = '';
  beforeAll(async () => {
    installErrorHandling(app, 1024 * 1024);
    await app.register(async (child) => {
      installUploadParser(child, { fields: ['resume', 'files[].file'], maxFileBytes: 1000 });
      // Echoes the parsed body with every streamed file replaced by what the handler would see.
      child.post('/echo', { bodyLimit: 4000 }, async (request) =>
        JSON.parse(
          JSON.stringify(request.body, (_key, value: unknown) => {
            const file = typeof value === 'string' ? streamedFile(value) : undefined;
            return file
              ? { size: file.size, base64: file.bytes?.toString('base64') ?? null }
              : value;
          }),
        ),
      );
    });
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/echo`;
  });
  afterAll(() => app.close());

  it('decodes file fields at any chunking and keeps every other value as JSON.parse would', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    const file = fc.uint8Array({ maxLength: 200 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: text,
          resume: file,
          files: fc.array(fc.record({ file, note: text }), { maxLength: 3 }),
          // A `__proto__` key (or `constructor.prototype`) is refused on purpose, as Fastify's own
          // parser does; the last test below holds that.
          extra: fc
            .jsonValue({ maxDepth: 3 })
            .filter((v) => !/"(__proto__|constructor)"/.test(JSON.stringify(v))),
        }),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 200 }),
        fc.boolean(),
        async (value, pieces, escapeKeys) => {
          const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
          let body = JSON.stringify({
            ...value,
            resume: b64(value.resume),
            files: value.files.map((f) => ({ ...f, file: b64(f.file) })),
          });
          // `\u0072esume` is `resume`, `\/` is `/`: both are still the file field.
          if (escapeKeys) body = body.replace('"resume"', '"\\u0072esume"').replaceAll('/', '\\/');
          const answer = await post(url, body, { pieces });
          const expected = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
          const asFile = (bytes: Uint8Array) =>
            bytes.length ? { size: bytes.length, base64: b64(bytes) } : '';
          expect(answer.status).toBe(200);
          expect(answer.body).toEqual({
            ...expected,
            resume: asFile(value.resume),
            files: value.files.map((f) => ({ ...f, file: asFile(f.file) })),
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts a file past its cap without keeping it; stands in for what the contract refuses', async () => {
    const over = await post(url, JSON.stringify({ resume: Buffer.alloc(1500).toString('base64') }));
    expect(over.body).toEqual({ resume: { size: 1500, base64: null } });
    for (const [resume, standIn] of [
      ['data:application/pdf;base64,JVBE', 'data:'],
      ['not base64!', '!'],
      ['QUJD=', '!'],
      ['QUI=QUI=', '!'],
      ['QQ', '!'],
      ['', ''],
    ]) {
      expect((await post(url, JSON.stringify({ resume }))).body).toEqual({ resume: standIn });
    }
    // Not a string: left to the schema.
    expect((await post(url, '{"resume": 12}')).body).toEqual({ resume: 12 });
  });

  it('answers malformed JSON, deep nesting and an over-limit body with 4xx, never 500', async () => {
    const bad = await post(url, '{"resume": "QUJD", "name": ');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/not valid JSON/) },
    });
    const deep = await post(url, `${'['.repeat(100)}${']'.repeat(100)}`);
    expect(deep.status).toBe(400);
    const big = await post(url, JSON.stringify({ name: 'x'.repeat(5000) }));
    expect(big.status).toBe(413);
    const empty = await post(url, '');
    expect(empty.status).toBe(400);
    for (const poisoned of ['{"__proto__": {"admin": true}}', '{"a": {"__proto__": ""}}']) {
      expect((await post(url, poisoned)).status).toBe(400);
    }
  });
});

const pdfOf = (size: number) => {
  const pdf = tinyPdf(['Asha Rao', 'Skills: React, Node.js, PostgreSQL']);
  return Buffer.concat([pdf, Buffer.alloc(Math.max(0, size - pdf.length), 0x0a)]);
};

describeServer(
  'uploads stream into buffers',
  {
    seed: { now: new Date('2026-06-01T09:00:00Z'), candidates: 5, jobs: 2 },
    logins: { manager: 'management', recruiter: 'recruiter' },
    // A 10 MB bytea written through PGlite's worker can pass the 5 s default on a loaded machine.
    database: { statementTimeoutMs: 60_000 },
  },
  (it) => {
    const api = (server: TestServer, path: string) => `${server.api}${path}`;

    it('a 10 MB resume is stored and read back byte for byte', async ({ server, sessions }) => {
      const resume = pdfOf(10 * MB);
      const added = await post(
        api(server, '/add_candidate'),
        JSON.stringify({
          name: 'Big Resume',
          email: 'big.resume@example.com',
          mobile: '9845012399',
          resume: resume.toString('base64'),
          resume_filename: 'big.pdf',
        }),
        { token: sessions.tokens.recruiter },
      );
      expect(added.status).toBe(200);
      const id = (added.body.candidate as { id: number }).id;
      const download = await fetch(api(server, `/view_resume/${id}`), {
        headers: { authorization: `Bearer ${sessions.tokens.recruiter}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);
    });

    it('a file over 10 MB is a 400 with the §5 sentence, whatever its size within the body limit', async ({
      server,
      sessions,
    }) => {
      for (const size of [10 * MB + 1, 10 * MB + 700_000]) {
        const answer = await post(
          api(server, '/extract_resume_text'),
          JSON.stringify({ resume: pdfOf(size).toString('base64'), filename: 'cv.pdf' }),
          { token: sessions.tokens.recruiter },
        );
        expect(answer).toMatchObject({ status: 400, body: { message: messages.aiFileTooLarge } });
      }
    });

    it('bad base64, data: URLs, empty files and malformed JSON are clear 400s; a body past the limit 413', async ({
      server,
      sessions,
    }) => {
      const send = (body: string) =>
        post(api(server, '/extract_resume_text'), body, { token: sessions.tokens.recruiter });
      expect((await send('{"resume": "@@@@"}')).body.message).toBe('Resume must be base64-encoded');
      expect((await send('{"resume": "data:application/pdf;base64,JVBERi0="}')).body.message).toBe(
        'Resume must be base64 content without a data: URL prefix',
      );
      expect((await send('{"resume": ""}')).body.message).toBe('Resume is required');
      expect((await send('{"resume": "JVBE')).status).toBe(400);
      const tooBig = await post(
        api(server, '/extract_resume_text'),
        JSON.stringify({ resume: 'A'.repeat(16 * MB) }),
        { token: sessions.tokens.recruiter },
      );
      expect(tooBig.status).toBe(413);
      const picture = await post(
        api(server, `/upload_user_image/${sessions.ids.recruiter}`),
        JSON.stringify({
          image: Buffer.alloc(5 * MB + 10).toString('base64'),
          filename: 'me.png',
          image_delete_status: false,
        }),
        { token: sessions.tokens.recruiter },
      );
      expect(picture).toMatchObject({
        status: 400,
        body: { message: messages.imageTooLarge('5.00') },
      });
    });

    it('an anonymous upload is refused before its body is read', async ({ server }) => {
      const answer = await post(
        api(server, '/extract_resume_text'),
        JSON.stringify({ resume: pdfOf(MB).toString('base64') }),
      );
      expect(answer.status).toBe(401);
    });
  },
);
