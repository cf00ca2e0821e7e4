import { endpoints } from '@hrportal/api-client/contract';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import * as z from 'zod';
import { serverTest } from './fixture';
import { recordFigure } from './reliabilityReport';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Any JSON value: what a hostile client may send in place of a field. */
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constant('💥'.repeat(3)),
  // Issue 16: text the database cannot store, and numbers no column holds.
  fc.constant('a\u0000b'),
  fc.constant('x\ud800y'),
  fc.constant('\udc00'),
  fc.constant(1e23), // what JSON 99999999999999999999999 parses to
  fc.constant(2 ** 31),
  fc.constant(-(2 ** 53)),
  fc.constant(1e308),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/**
 * Values shaped by a JSON Schema, each field sometimes replaced by junk or left out: the fuzzer
 * reaches past validation into the handlers as well as hammering the validation itself.
 */
function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return junk;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, depth + 1)));
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), junk);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), junk);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const shaped = (() => {
    switch (type) {
      case 'object': {
        const props = Object.entries(schema.properties ?? {});
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, sub] of props) record[key] = fromSchema(sub, depth + 1);
        return fc.record(record, { requiredKeys: [] });
      }
      case 'array':
        return fc.array(schema.items ? fromSchema(schema.items, depth + 1) : junk, {
          maxLength: 3,
        });
      case 'string':
        return fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom(
            '2026-06-01',
            '10:00',
            'a@b.example',
            'recruiter',
            'Java, Spring',
            'JVBERi0xLjQK',
          ),
        );
      case 'integer':
        return fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.constant(1));
      case 'number':
        return fc.double({ noNaN: true, min: -10, max: 1e6 });
      case 'boolean':
        return fc.boolean();
      default:
        return junk;
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: junk, weight: 1 });
}

/** Routes whose calls would end the fuzzing session itself. */
const skipped = new Set(['logout', 'changePassword']);

const it = serverTest({
  seed: { now: new Date('2026-06-01T09:00:00Z'), candidates: 30, jobs: 5 },
  logins: { manager: 'management' },
});

describe('property-based fuzzing of every implemented route body (fast-check)', () => {
  it('answers every generated body with a 2xx or a 4xx carrying a message — never a 5xx', async ({
    server,
    sessions,
  }) => {
    const token = sessions.tokens.manager;
    let tried = 0;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [key, def] of Object.entries(endpoints)) {
      const body = (def as { body?: z.ZodType }).body;
      if (!body || skipped.has(key)) continue;
      if (def.responseType === 'event-stream') continue;
      const url = `${server.server.config.apiBasePath}${def.path}`;
      if (!server.server.app.hasRoute({ method: def.method, url })) continue;
      const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const path = def.path.replace(/:[A-Za-z_]+/g, '1');
      await fc.assert(
        fc.asyncProperty(fromSchema(schema), async (value) => {
          tried++;
          const response = await fetch(`${server.api}${path}`, {
            method: def.method,
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${token}`,
              // Rate limits count per IP + name: vary the client so they do not hide the handlers.
              'X-Forwarded-For': `10.0.${tried % 250}.${tried % 200}`,
            },
            body: JSON.stringify(value),
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const text = await response.text();
          if (response.status >= 500) {
            failures.push(
              `${key} ${JSON.stringify(value).slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`,
            );
          } else if (response.status >= 400 && def.responseType === 'json') {
            const parsed = JSON.parse(text) as { message?: unknown };
            if (typeof parsed.message !== 'string' || !parsed.message) {
              failures.push(`${key} → ${response.status} without a message`);
            }
          }
        }),
        { numRuns: 25, seed: 20_261_123 },
      );
    }
    console.info(
      `fuzzing: ${tried} bodies tried, ${failures.length} bad answers; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    recordFigure(
      'fuzzing',
      'bodies tried / 5xx or message-less answers',
      `${tried} / ${failures.length}`,
    );
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(500);
  }, 300_000);

  it('answers a 1 MB string in every field of every route with a 4xx and a message, never a 5xx', async ({
    server,
    sessions,
  }) => {
    const token = sessions.tokens.manager;
    const big = 'é'.repeat(512 * 1024); // 1 MB of UTF-8
    let tried = 0;
    const failures: string[] = [];
    for (const [key, def] of Object.entries(endpoints)) {
      const body = (def as { body?: z.ZodType }).body;
      if (!body || skipped.has(key) || def.responseType === 'event-stream') continue;
      const url = `${server.server.config.apiBasePath}${def.path}`;
      if (!server.server.app.hasRoute({ method: def.method, url })) continue;
      const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const fields = Object.keys(schema.properties ?? { value: {} });
      const response = await fetch(`${server.api}${def.path.replace(/:[A-Za-z_]+/g, '1')}`, {
        method: def.method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Forwarded-For': `10.1.${tried % 250}.1`,
        },
        body: JSON.stringify(Object.fromEntries(fields.map((field) => [field, big]))),
      });
      tried++;
      const text = await response.text();
      const message = (() => {
        try {
          return (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          return undefined;
        }
      })();
      if (response.status >= 500 || (response.status >= 400 && !message)) {
        failures.push(`${key} → ${response.status} ${text.slice(0, 200)}`);
      }
    }
    recordFigure(
      'fuzzing',
      'routes given 1 MB strings / 5xx or message-less',
      `${tried} / ${failures.length}`,
    );
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(40);
  }, 300_000);
});
