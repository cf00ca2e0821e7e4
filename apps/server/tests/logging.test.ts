// The server's log options: request lines keep what an operator needs (method, URL, status)
// while handler-logged values are redacted and capped.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logging.js';

type LogLine = { msg?: string; req?: unknown; res?: unknown; password?: unknown; note?: unknown };

async function logsOf(run: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
  });
  app.get('/api/things/:id', async (request) => {
    request.log.info({ password: 'hunter2-plain', note: 'y'.repeat(5000) }, 'probe');
    return { ok: true };
  });
  await app.ready();
  try {
    await run(app);
  } finally {
    await app.close();
  }
  return lines.map((line) => JSON.parse(line) as LogLine);
}

describe('loggerOptions', () => {
  it('request and response lines keep the method, URL and status code', async () => {
    const lines = await logsOf(async (app) => {
      await app.inject({
        method: 'GET',
        url: '/api/things/7?x=1',
        headers: { authorization: 'Bearer s3cret' },
      });
    });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/things/7?x=1' });
    expect(completed?.res).toMatchObject({ statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('values a handler logs are still redacted by key and capped', async () => {
    const lines = await logsOf(async (app) => {
      await app.inject({ method: 'GET', url: '/api/things/1' });
    });
    const probe = lines.find((line) => line.msg === 'probe');
    expect(probe?.password).toBe('[redacted]');
    expect(String(probe?.note).length).toBeLessThan(1100);
  });
});
