import { describe, expect, it } from 'vitest';
import {
  addChip,
  buildSuggestions,
  type ChipField,
  chipLabel,
  chipMatches,
  fieldText,
  matchesChips,
  parseChip,
} from './chipSearch.utils';

interface Profile {
  name: string;
  client: string;
  skills: string[];
  status: string;
}

const fields: ChipField<Profile>[] = [
  { id: 'name', label: 'Name' },
  { id: 'client', label: 'Client' },
  { id: 'skills', label: 'Skills' },
  { id: 'status', label: 'Review Status' },
];

const rows: Profile[] = [
  { name: 'Priya Sharma', client: 'Acme', skills: ['React', 'SQL'], status: 'PR-Pending' },
  { name: 'Arjun Rao', client: 'Acme', skills: ['Java'], status: 'PR-Approved' },
  { name: 'Meera Iyer', client: 'Globex', skills: ['React Native'], status: 'PR-Rejected' },
];

describe('parseChip', () => {
  it('reads column:value by column id or label, any case', () => {
    expect(parseChip('client:Acme', fields)).toEqual({ column: 'client', value: 'Acme' });
    expect(parseChip(' Review Status : PR-Pending ', fields)).toEqual({
      column: 'status',
      value: 'PR-Pending',
    });
  });

  it('makes anything else an any-column chip, and blank text nothing', () => {
    expect(parseChip('react', fields)).toEqual({ column: null, value: 'react' });
    expect(parseChip('unknown:x', fields)).toEqual({ column: null, value: 'unknown:x' });
    expect(parseChip('client:', fields)).toEqual({ column: null, value: 'client:' });
    expect(parseChip('   ', fields)).toBeNull();
  });
});

describe('chipLabel', () => {
  it('shows Column:value, or the bare value for any column', () => {
    expect(chipLabel({ column: 'client', value: 'Acme' }, fields)).toBe('Client:Acme');
    expect(chipLabel({ column: null, value: 'react' }, fields)).toBe('react');
  });
});

describe('fieldText', () => {
  it('joins arrays, stringifies scalars and blanks nullish cells', () => {
    expect(fieldText(rows[0] as Profile, fields[2] as ChipField<Profile>)).toBe('React, SQL');
    expect(fieldText({ n: 3 }, { id: 'n', label: 'N' })).toBe('3');
    expect(fieldText({ n: null }, { id: 'n', label: 'N' })).toBe('');
    expect(fieldText({ a: 1 }, { id: 'x', label: 'X', value: () => true })).toBe('true');
  });
});

describe('buildSuggestions', () => {
  it('suggests matching cell values once per column and value', () => {
    expect(buildSuggestions('ac', rows, fields)).toEqual([
      { column: 'client', value: 'Acme' },
      { column: 'skills', value: 'React, SQL' },
      { column: 'skills', value: 'React Native' },
    ]);
  });

  it('keeps at most 7', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      name: `Candidate ${i}`,
      client: 'C',
      skills: [],
      status: '',
    }));
    expect(buildSuggestions('candidate', many, fields)).toHaveLength(7);
  });

  it('searches one column for column:value text', () => {
    expect(buildSuggestions('status:pr-', rows, fields)).toEqual([
      { column: 'status', value: 'PR-Pending' },
      { column: 'status', value: 'PR-Approved' },
      { column: 'status', value: 'PR-Rejected' },
    ]);
  });

  it('suggests nothing for blank text', () => {
    expect(buildSuggestions('  ', rows, fields)).toEqual([]);
  });
});

describe('matchesChips', () => {
  const names = (chips: Parameters<typeof matchesChips<Profile>>[1]) =>
    rows.filter((row) => matchesChips(row, chips, fields)).map((row) => row.name);

  it('passes every row without chips', () => {
    expect(names([])).toHaveLength(3);
  });

  it('ORs chips of the same column', () => {
    expect(
      names([
        { column: 'status', value: 'PR-Pending' },
        { column: 'status', value: 'PR-Rejected' },
      ]),
    ).toEqual(['Priya Sharma', 'Meera Iyer']);
  });

  it('ANDs chips of different columns', () => {
    expect(
      names([
        { column: 'client', value: 'acme' },
        { column: 'skills', value: 'react' },
      ]),
    ).toEqual(['Priya Sharma']);
  });

  it('lets an any-column chip match any searchable column', () => {
    expect(names([{ column: null, value: 'globex' }])).toEqual(['Meera Iyer']);
    expect(names([{ column: null, value: 'java' }])).toEqual(['Arjun Rao']);
    expect(chipMatches(rows[0] as Profile, { column: null, value: 'zzz' }, fields)).toBe(false);
  });

  it('ANDs the any-column group with column groups', () => {
    expect(
      names([
        { column: null, value: 'react' },
        { column: 'client', value: 'Globex' },
      ]),
    ).toEqual(['Meera Iyer']);
  });
});

describe('addChip', () => {
  it('ignores a duplicate of the same column and value in any case', () => {
    const chips = [{ column: 'client', value: 'Acme' }];
    expect(addChip(chips, { column: 'client', value: 'ACME' })).toEqual(chips);
    expect(addChip(chips, { column: null, value: 'Acme' })).toHaveLength(2);
  });
});
