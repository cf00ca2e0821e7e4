import {
  ChatMessagePayload,
  chatMessageMaxLength,
  inputError,
  maxDatabaseId,
} from '@hrportal/api-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainChatMessage } from './chatPayload';

/** Values near every rule of the schema's fields, valid and not. */
const id = fc.oneof(
  fc.integer({ min: 1, max: 1000 }),
  fc.constantFrom(0, -1, 1.5, maxDatabaseId, maxDatabaseId + 1, Number.NaN, Infinity),
  fc.constantFrom('3', null, undefined, true),
);
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('', ' ', ' hi ', '\t\n', 'a\u0000b', '\uD800', '\uD83D\uDE00', '\u00A0x\u00A0'),
  fc
    .constantFrom(chatMessageMaxLength - 1, chatMessageMaxLength, chatMessageMaxLength + 1)
    .map((n) => ` ${'x'.repeat(n)} `.slice(1)),
  fc.constantFrom(3, null, undefined),
);
const clientId = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_.:-]{1,12}$/),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', 'x'.repeat(100), 'x'.repeat(101), 'a b', 7, null, undefined),
);
/** Payloads with each field present or not, and sometimes an unknown field. */
const payload = fc.record(
  {
    sender_id: id,
    receiver_id: id,
    message: text,
    session_token: text,
    reply_to: fc.oneof(id, fc.constant(null)),
    client_id: clientId,
    extra: fc.constantFrom(1, 'x'),
  },
  { requiredKeys: [] },
);
/** Payloads the schema accepts (so the comparison does not sit on refusals only). */
const valid = fc.record(
  {
    sender_id: fc.integer({ min: 1, max: maxDatabaseId }),
    receiver_id: fc.integer({ min: 1, max: maxDatabaseId }),
    message: fc.string({ minLength: 1, maxLength: 40 }).map((s) => ` ${s}x `),
    session_token: fc.string({ minLength: 1, maxLength: 64 }),
    reply_to: fc.oneof(fc.integer({ min: 1, max: maxDatabaseId }), fc.constant(null)),
    client_id: fc.stringMatching(/^[A-Za-z0-9_.:-]{1,100}$/),
  },
  { requiredKeys: ['sender_id', 'receiver_id', 'message', 'session_token'] },
);

describe('plainChatMessage', () => {
  it('accepts only what ChatMessagePayload accepts, with the same output', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(payload, valid), (input) => {
        const plain = plainChatMessage(input);
        if (plain === undefined) return;
        accepted++;
        const parsed = ChatMessagePayload.safeParse(input, { error: inputError });
        expect(parsed.success).toBe(true);
        expect(plain).toStrictEqual(parsed.data);
        expect(Object.keys(plain)).toEqual(Object.keys(parsed.data ?? {}));
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: a good share of the generated payloads take the plain path.
    expect(accepted).toBeGreaterThan(500);
  });

  it('takes every plainly valid payload the schema accepts (the chat SDK’s, a reply, no client id)', () => {
    fc.assert(
      fc.property(valid, (input) => {
        expect(plainChatMessage(input)).toStrictEqual(ChatMessagePayload.parse(input));
      }),
      { numRuns: 1000 },
    );
  });

  it('declines what the schema refuses or words itself, and objects that are not plain', () => {
    const good = { sender_id: 1, receiver_id: 2, message: ' hi ', session_token: 't' };
    expect(plainChatMessage(good)).toEqual({ ...good, message: 'hi' });
    for (const input of [
      { ...good, message: '   ' },
      { ...good, message: 'a\u0000' },
      { ...good, session_token: '' },
      { ...good, receiver_id: maxDatabaseId + 1 },
      { ...good, client_id: 'a b' },
      { ...good, reply_to: undefined },
      { ...good, unknown: 1 },
      Object.assign(Object.create({ inherited: 1 }), good),
      [good],
      null,
      'text',
    ])
      expect(plainChatMessage(input), JSON.stringify(input)).toBeUndefined();
  });
});
