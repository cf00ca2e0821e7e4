import { afterEach, describe, expect, it } from 'vitest';
import { buildColumnText, cellText, markMatches } from './columnText';
import { createRowIndex, filterRows } from './rowIndex';
import type { Chip, EngineColumn } from './types';

const marked = (hits: Uint8Array) => [...hits.keys()].filter((i) => hits[i]);

describe('column text', () => {
  it('few distinct values: each lower-cased once, a code per row', () => {
    const rows = ['Acme', 'Globex', 'Acme', 'Acme', null, 'Globex'];
    const text = buildColumnText(rows, (r) => r);
    expect(text.kind).toBe('values');
    expect([0, 1, 4].map((i) => cellText(text, i))).toEqual(['acme', 'globex', '']);
    const hits = new Uint8Array(rows.length);
    markMatches(text, 'glob', false, hits);
    markMatches(text, 'acme', true, hits);
    expect(marked(hits)).toEqual([0, 1, 2, 3, 5]);
  });

  it('free text: one blob; a match never spans two rows; exact means the whole cell', () => {
    const rows = ['Ann Lee', 'Leena', '', 'Bob Anne', 'x\u0000ann', 'ANN'];
    const text = buildColumnText(rows, (r) => r);
    expect(text.kind).toBe('blob');
    expect(rows.map((_, i) => cellText(text, i))).toEqual([
      'ann lee',
      'leena',
      '',
      'bob anne',
      'x ann',
      'ann',
    ]);
    const find = (needle: string, exact = false) => {
      const hits = new Uint8Array(rows.length);
      markMatches(text, needle, exact, hits);
      return marked(hits);
    };
    expect(find('ann')).toEqual([0, 3, 4, 5]);
    expect(find('eele')).toEqual([]);
    expect(find('lee')).toEqual([0, 1]);
    expect(find('ann', true)).toEqual([5]);
    expect(find('\u0000')).toEqual([]);
  });

  it('a letter whose lower case is longer (İ) keeps every later row in place', () => {
    const rows = ['İstanbul', 'izmir', 'Ankara', 'Bursa'];
    const text = buildColumnText(rows, (r) => r);
    const hits = new Uint8Array(rows.length);
    markMatches(text, 'ankara', true, hits);
    markMatches(text, 'bur', false, hits);
    expect(marked(hits)).toEqual([2, 3]);
  });
});

describe('filterRows agrees with a plain reading of the chip rules', () => {
  /** A seeded generator, so a failure names a reproducible case. */
  let state = 42;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const word = () =>
    Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick([...'abcAB -'])).join('');

  interface Row {
    name: string;
    client: string;
    active: boolean;
  }
  const rows: Row[] = Array.from({ length: 3000 }, () => ({
    name: word(),
    client: pick(['Acme', 'Globex', 'ACME Labs', 'Initech']),
    active: next() < 0.5,
  }));
  const columns: EngineColumn<Row>[] = [
    { id: 'name', value: (r) => r.name, searchable: true },
    { id: 'client', value: (r) => r.client, searchable: true },
    { id: 'active', value: (r) => String(r.active), searchable: true, match: 'exact' },
  ];
  const index = createRowIndex(rows, columns);

  /** Same column OR, different columns AND, any-column chips one OR group (SPEC §2); blank chips count for nothing. */
  function reference(all: Chip[]): number[] {
    const chips = all.filter((chip) => chip.value.trim() !== '');
    const cell = (row: Row, id: string) => String(columns.find((c) => c.id === id)?.value(row));
    const test = (row: Row, chip: Chip) => {
      const needle = chip.value.trim().toLowerCase();
      if (chip.column === null) {
        return columns.some((c) => cell(row, c.id).toLowerCase().includes(needle));
      }
      const text = cell(row, chip.column).toLowerCase();
      return chip.column === 'active' ? text === needle : text.includes(needle);
    };
    const groups = new Map<string | null, Chip[]>();
    for (const chip of chips) groups.set(chip.column, [...(groups.get(chip.column) ?? []), chip]);
    return rows
      .map((row, i) => [row, i] as const)
      .filter(([row]) => [...groups.values()].every((group) => group.some((c) => test(row, c))))
      .map(([, i]) => i);
  }

  it('on 200 random chip sets over both text shapes', () => {
    expect(index.text('name').kind).toBe('blob');
    expect(index.text('client').kind).toBe('values');
    for (let k = 0; k < 200; k++) {
      const chips: Chip[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        const column = pick(['name', 'client', 'active', null]);
        const value =
          column === 'active' ? pick(['true', 'FALSE', 'tru']) : word().slice(0, 3) || 'a';
        return { column, value };
      });
      expect([...filterRows(index, { chips })], JSON.stringify(chips)).toEqual(reference(chips));
    }
  });
});

describe('dates without a time', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('a bare YYYY-MM-DD is that local day, also west of UTC', () => {
    process.env.TZ = 'America/New_York';
    const rows = [{ day: '2026-01-10' }, { day: '2026-01-11' }];
    const index = createRowIndex(rows, [{ id: 'day', value: (r) => r.day, date: true }]);
    const range = { from: '2026-01-10', to: '2026-01-10' };
    expect([...filterRows(index, { dateColumn: 'day', range, now: 0 })]).toEqual([0]);
  });
});
