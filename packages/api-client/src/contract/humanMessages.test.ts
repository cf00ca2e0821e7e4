import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoints } from './endpoints';
import { inputError } from './primitives';
import * as socket from './socket';

/**
 * No zod default text reaches a screen (issue 23: "Too small: expected string to have >=1
 * characters" on change password). The walk below visits every string rule of every request schema
 * of the contract (bodies, queries, path params, socket payloads), breaks each one with a value made
 * for it (wrong type, too short, too long, wrong format), parses as the server does (with the
 * contract's `inputError` map) and requires every message to be a sentence for people: the rule's
 * own message or the map's, never zod's English default.
 */

type Step = string | '[]';
type Rule = { path: Step[]; bad: unknown; rule: string };
type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [k: string]: unknown;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function stringRules(def: Def): { bad: unknown; rule: string }[] {
  const rules: { bad: unknown; rule: string }[] = [{ bad: 12345, rule: 'type' }];
  if (typeof def.format === 'string') rules.push({ bad: '@@ not valid @@', rule: def.format });
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') {
      rules.push({ bad: 'x'.repeat(Math.max(0, Number(c.minimum) - 1)), rule: 'min' });
    } else if (c.check === 'max_length') {
      rules.push({ bad: 'x'.repeat(Number(c.maximum) + 1), rule: 'max' });
    } else if (c.check === 'string_format') {
      rules.push({ bad: '@@ not valid @@', rule: String(c.format) });
    }
  }
  return rules;
}

function walk(schema: z.ZodType, path: Step[], out: Rule[], seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case 'string':
      for (const r of stringRules(def)) out.push({ path, ...r });
      seen.delete(schema); // a primitive shared by two fields is checked at both
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        walk(value, [...path, key], out, seen);
      }
      return;
    case 'array':
      walk(inner('element'), [...path, '[]'], out, seen);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(inner('innerType'), path, out, seen);
      return;
    case 'pipe':
      walk(inner('in'), path, out, seen);
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, path, out, seen);
      return;
    case 'intersection':
      walk(inner('left'), path, out, seen);
      walk(inner('right'), path, out, seen);
      return;
    case 'lazy':
      walk((def.getter as () => z.ZodType)(), path, out, seen);
      return;
    default:
      return;
  }
}

/** `{ files: [{ filename: bad }] }` for the path `files[].filename`. */
function inputAt(path: Step[], bad: unknown): unknown {
  if (path.length === 0) return bad;
  const [head, ...rest] = path;
  return head === '[]' ? [inputAt(rest, bad)] : { [head as string]: inputAt(rest, bad) };
}

const english = z.locales.en();
const zodWords =
  /^(Invalid input|Too (small|big)|Invalid (string|option|format|value|element|key|union)|Unrecognized key)/;

/** Every message of a parse as the server runs it, with zod's own default for the same issue. */
function messagesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { error: inputError, reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    zodDefault: english.localeError?.(issue as never),
  }));
}

const isZodText = (m: { message: string; zodDefault: unknown }) =>
  zodWords.test(m.message) ||
  m.message ===
    (typeof m.zodDefault === 'string'
      ? m.zodDefault
      : (m.zodDefault as { message?: string })?.message);

const inputs: [string, z.ZodType][] = [];
for (const [name, endpoint] of Object.entries(endpoints)) {
  for (const part of ['body', 'query', 'params'] as const) {
    const schema = (endpoint as Partial<Record<typeof part, z.ZodType>>)[part];
    if (schema) inputs.push([`${name}.${part}`, schema]);
  }
}
for (const [name, schema] of Object.entries(socket)) {
  if (name.endsWith('Payload') && schema instanceof z.ZodType) inputs.push([name, schema]);
}

describe('human messages on every input rule', () => {
  it('catches zod text and words the gap for people', () => {
    const bare = z.object({ old_password: z.string().min(1), skills: z.string().max(3) });
    const plain = bare.safeParse({ old_password: '', skills: 'abcd' });
    expect(plain.success).toBe(false);
    expect(plain.error?.issues[0]?.message).toBe(
      'Too small: expected string to have >=1 characters',
    );
    const mapped = messagesOf(bare, { old_password: '', skills: 'abcd' });
    expect(mapped.map((m) => m.message)).toEqual([
      'Old password is required',
      'Skills must be at most 3 characters',
    ]);
    expect(mapped.some(isZodText)).toBe(false);
    expect(messagesOf(bare, {}).map((m) => m.message)).toEqual([
      'Old password is required',
      'Skills is required',
    ]);
  });

  it('covers the contract', () => {
    expect(inputs.length).toBeGreaterThan(80);
  });

  it.each(inputs)('%s: every broken string rule reads as a sentence', (_name, schema) => {
    const rules: Rule[] = [];
    walk(schema, [], rules, new Set());
    const zodText: string[] = [];
    const cases = [{}, ...rules.map((r) => inputAt(r.path, r.bad))];
    for (const input of cases) {
      for (const m of messagesOf(schema, input)) {
        if (isZodText(m)) zodText.push(`${m.path}: ${m.message}`);
      }
    }
    expect(zodText).toEqual([]);
  });
});
