import { describe, expect, it } from 'vitest';
import { rankNumbers, rankTexts } from './sortRanks';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** A small seeded generator, so a failure names a reproducible case. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Every pair must be ordered by the ranks exactly as the collator orders it (ties included). */
function expectCollatorOrder(values: string[], ranks: Int32Array, by: Intl.Collator = collator) {
  const wrong: string[] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i] as string;
      const b = values[j] as string;
      const byRank = Math.sign((ranks[i] as number) - (ranks[j] as number));
      if (byRank !== Math.sign(by.compare(a, b))) wrong.push(`${JSON.stringify([a, b])}`);
    }
  }
  expect(wrong.slice(0, 5)).toEqual([]);
}

describe('rankTexts', () => {
  it('orders case-insensitively, numbers by value, shorter prefix first, ties share a rank', () => {
    const values = ['b', 'A', 'a10', 'a9', 'a', 'a09', 'Candidate 10', 'candidate 9', ''];
    const ranks = rankTexts(values, collator);
    const sorted = values
      .map((v, i) => [v, ranks[i] as number] as const)
      .sort((x, y) => x[1] - y[1])
      .map(([v, r]) => `${r}:${v}`);
    expect(sorted).toEqual([
      '0:',
      '1:A',
      '1:a',
      '2:a9',
      '2:a09',
      '3:a10',
      '4:b',
      '5:candidate 9',
      '6:Candidate 10',
    ]);
  });

  it('agrees with Intl.Collator on random ASCII text: punctuation, spaces, digit runs, case', () => {
    const next = random(7);
    const alphabet = ' -_.,:;!?\'"()[]{}@*/\\&#%`^+<=>|~$0123456789aAbBcCxXyYzZ';
    const values = Array.from({ length: 400 }, () => {
      let text = '';
      const length = Math.floor(next() * 7);
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(next() * alphabet.length)];
      return text;
    });
    expectCollatorOrder(values, rankTexts(values, collator));
  });

  it('agrees with Intl.Collator when every text shares a prefix (some end inside it)', () => {
    const next = random(3);
    const values = Array.from({ length: 400 }, () => {
      let tail = '';
      const length = Math.floor(next() * 5);
      for (let k = 0; k < length; k++) tail += ' 0123456789aAbZ-'[Math.floor(next() * 16)];
      return `Candidate${tail}`;
    });
    values.push('Candidate', 'Cand', 'candidate', 'Candidatea');
    expectCollatorOrder(values, rankTexts(values, collator));
  });

  it('merges text outside ASCII (accents, other scripts, long digit runs) in collator order', () => {
    const next = random(11);
    const parts = ['a', 'e', 'é', 'É', 'ü', 'ß', 'ss', 'z', 'अ', 'क', '1', '9', '10', ' ', '-'];
    const values = Array.from({ length: 300 }, () => {
      let text = '';
      const length = 1 + Math.floor(next() * 4);
      for (let k = 0; k < length; k++) text += parts[Math.floor(next() * parts.length)];
      return text;
    });
    values.push(`n${'1'.repeat(250)}`, `n${'1'.repeat(249)}`, `n${'2'.repeat(201)}`, 'n5');
    expectCollatorOrder(values, rankTexts(values, collator));
  });

  it('a locale with ASCII contractions (Czech ch after h) is ranked by its collator', () => {
    const czech = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });
    const values = ['chata', 'hrad', 'cena', 'dub', 'Chyba', 'ihned'];
    const ranks = rankTexts(values, czech);
    expectCollatorOrder(values, ranks, czech);
    expect(ranks[0]).toBeGreaterThan(ranks[1] as number);
  });

  it('a long column of few values (ranked once per value) keeps the collator order and ties', () => {
    const few = ['Globex', 'acme', 'ACME', 'Initech 10', 'Initech 9', 'Émile', 'zeta'];
    const values = Array.from({ length: 20_000 }, (_, i) => few[(i * 5) % few.length] as string);
    const ranks = rankTexts(values, collator);
    expectCollatorOrder(
      few,
      Int32Array.from(few, (v) => ranks[values.indexOf(v)] as number),
    );
  });

  it('a column of 100,000 numbered names is ordered by number', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `Candidate ${(i * 7919) % 100_000}`);
    const ranks = rankTexts(values, collator);
    for (let i = 0; i < values.length; i += 997) {
      expect(ranks[i]).toBe((i * 7919) % 100_000);
    }
  });
});

describe('rankNumbers', () => {
  it('dense ascending ranks, ties shared, NaN last', () => {
    expect([...rankNumbers(Float64Array.of(5, Number.NaN, 1, 5, -2))]).toEqual([2, 3, 1, 2, 0]);
    expect([...rankNumbers(new Float64Array(0))]).toEqual([]);
  });
});
