import { describe, expect, it } from 'vitest';
import { findUnsafeText, unsafeTextMessage } from './primitives';

// The rule as a regular expression (what findUnsafeText ran per string before issue 24's fifth
// pass): NUL, a high surrogate not followed by a low one, a low surrogate not preceded by a high.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point
const oracle = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string of up to `length` code units from `units`. */
function strings(units: string[], length: number): string[] {
  let level = [''];
  const all = [''];
  for (let n = 0; n < length; n++) {
    level = level.flatMap((prefix) => units.map((unit) => prefix + unit));
    all.push(...level);
  }
  return all;
}

describe('findUnsafeText', () => {
  it('finds exactly the strings the NUL / lone-surrogate rule refuses, as value and as key', () => {
    const units = ['a', '\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u00E9', '\uFFFD'];
    const all = strings(units, 3);
    expect(all.length).toBe(585);
    let refused = 0;
    for (const text of all) {
      const bad = oracle.test(text);
      if (bad) refused++;
      expect(findUnsafeText(text) !== undefined, JSON.stringify(text)).toBe(bad);
      expect(findUnsafeText({ [text]: 1 }) !== undefined, JSON.stringify(text)).toBe(bad);
    }
    // Both kinds occur: the comparison is not vacuous.
    expect(refused).toBeGreaterThan(100);
    expect(all.length - refused).toBeGreaterThan(50);
  });

  it('names the path of the first unsafe string, through arrays and objects', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'ok', { c: 'x\u0000' }] })).toEqual({
      path: 'b.2.c',
      message: unsafeTextMessage,
    });
    expect(findUnsafeText({ a: { 'k\uDC00': 'ok' } }, ['body'])).toEqual({
      path: 'body.a.k\uDC00',
      message: unsafeTextMessage,
    });
    expect(findUnsafeText(['\uD83D\uDE00', 'fine'])).toBeUndefined();
    expect(findUnsafeText([null, 3, true, 'fine', { x: undefined }])).toBeUndefined();
    expect(findUnsafeText('\uD83D')).toEqual({ path: '', message: unsafeTextMessage });
  });
});
