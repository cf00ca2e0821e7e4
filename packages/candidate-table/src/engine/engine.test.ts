import { describe, expect, it } from 'vitest';
import {
  createRowIndex,
  type EngineColumn,
  filterRows,
  footerText,
  initialQuery,
  pageWindow,
  queryReducer,
  runQuery,
  sortRows,
} from './index';

interface Row {
  name: string;
  client: string;
  skills: string;
  applied: string;
}
const rows: Row[] = [
  { name: 'Ann Lee', client: 'Acme', skills: 'React', applied: '2026-01-10T09:00:00' },
  { name: 'bob Stone', client: 'Globex', skills: 'Java', applied: '2026-01-14T23:59:00' },
  { name: 'Cara Diaz', client: 'Acme', skills: 'Java, SQL', applied: '2026-01-15T00:00:00' },
  { name: 'Dan Roe', client: 'Initech', skills: 'Go', applied: '' },
];
const columns: EngineColumn<Row>[] = [
  { id: 'name', value: (r) => r.name, searchable: true },
  { id: 'client', value: (r) => r.client, searchable: true },
  { id: 'skills', value: (r) => r.skills, searchable: true },
  { id: 'applied', value: (r) => r.applied, date: true },
];
const index = createRowIndex(rows, columns);
const names = (ids: Int32Array) => [...ids].map((i) => rows[i]?.name);
const now = new Date('2026-01-15T12:00:00').getTime();

describe('chip filtering', () => {
  it('same column ORs, case-insensitive substring', () => {
    const ids = filterRows(index, {
      chips: [
        { column: 'client', value: 'ACME' },
        { column: 'client', value: 'glob' },
      ],
    });
    expect(names(ids)).toEqual(['Ann Lee', 'bob Stone', 'Cara Diaz']);
  });
  it('different columns AND', () => {
    const ids = filterRows(index, {
      chips: [
        { column: 'client', value: 'acme' },
        { column: 'skills', value: 'java' },
      ],
    });
    expect(names(ids)).toEqual(['Cara Diaz']);
  });
  it('any-column chip searches searchable columns, never across a column boundary', () => {
    expect(names(filterRows(index, { chips: [{ column: null, value: 'go' }] }))).toEqual([
      'Dan Roe',
    ]);
    expect(names(filterRows(index, { chips: [{ column: null, value: 'leeacme' }] }))).toEqual([]);
  });
  it('any-column chips are one group: either may match, and it ANDs with column chips', () => {
    const anyOf = [
      { column: null, value: 'go' },
      { column: null, value: 'ann' },
    ];
    expect(names(filterRows(index, { chips: anyOf }))).toEqual(['Ann Lee', 'Dan Roe']);
    expect(
      names(filterRows(index, { chips: [...anyOf, { column: 'client', value: 'acme' }] })),
    ).toEqual(['Ann Lee']);
  });
  it('blank chips are ignored', () => {
    expect(filterRows(index, { chips: [{ column: 'client', value: '  ' }] })).toHaveLength(4);
  });
  it('an exact column matches the whole text only (booleans by equality with their text)', () => {
    const flags = [{ active: true }, { active: false }, { active: true }];
    const flagIndex = createRowIndex(flags, [
      { id: 'active', value: (r) => String(r.active), searchable: true, match: 'exact' },
    ]);
    expect([...filterRows(flagIndex, { chips: [{ column: 'active', value: 'FALSE' }] })]).toEqual([
      1,
    ]);
    expect([...filterRows(flagIndex, { chips: [{ column: 'active', value: 'fal' }] })]).toEqual([]);
    expect([...filterRows(flagIndex, { chips: [{ column: null, value: 'tru' }] })]).toEqual([0, 2]);
  });
  it('unknown column is a clear error', () => {
    expect(() => filterRows(index, { chips: [{ column: 'nope', value: 'x' }] })).toThrow(
      "Unknown column 'nope'",
    );
  });
});

describe('date filters', () => {
  it('preset last 1 day from a fixed now', () => {
    const ids = filterRows(index, { dateColumn: 'applied', presetDays: 1, now });
    expect(names(ids)).toEqual(['bob Stone', 'Cara Diaz']);
  });
  it('presets 7 and 30 days reach back that many days from now', () => {
    const at = (days: number) =>
      names(filterRows(index, { dateColumn: 'applied', presetDays: days, now }));
    // Ann applied 5 days and 3 hours before now.
    expect(at(7)).toEqual(['Ann Lee', 'bob Stone', 'Cara Diaz']);
    expect(at(30)).toEqual(['Ann Lee', 'bob Stone', 'Cara Diaz']);
    // Exactly 7 × 24 hours: Ann (2026-01-10 09:00) is in at 09:00 seven days on, out a minute later.
    const week = (at: string) =>
      names(filterRows(index, { dateColumn: 'applied', presetDays: 7, now: new Date(at) }));
    expect(week('2026-01-17T09:00:00')).toContain('Ann Lee');
    expect(week('2026-01-17T09:01:00')).not.toContain('Ann Lee');
    // 30 days before 2026-02-14 00:00 is 2026-01-15 00:00: Cara just in, bob a minute out.
    const muchLater = new Date('2026-02-14T00:00:00').getTime();
    expect(
      names(filterRows(index, { dateColumn: 'applied', presetDays: 30, now: muchLater })),
    ).toEqual(['Cara Diaz']);
    expect(
      names(filterRows(index, { dateColumn: 'applied', presetDays: 7, now: muchLater })),
    ).toEqual([]);
  });
  it('All Time keeps every row, with or without a date', () => {
    expect(filterRows(index, { dateColumn: 'applied', presetDays: null, now })).toHaveLength(4);
  });
  it('custom range has an inclusive end day and skips rows without a date', () => {
    const ids = filterRows(index, {
      dateColumn: 'applied',
      range: { from: '2026-01-10', to: '2026-01-14' },
      now,
    });
    expect(names(ids)).toEqual(['Ann Lee', 'bob Stone']);
  });
});

describe('sort', () => {
  it('ascending case-insensitive, descending, stable ties', () => {
    const all = filterRows(index, {});
    expect(names(sortRows(index, all, { column: 'name', direction: 'asc' }))).toEqual([
      'Ann Lee',
      'bob Stone',
      'Cara Diaz',
      'Dan Roe',
    ]);
    expect(names(sortRows(index, all, { column: 'client', direction: 'desc' }))).toEqual([
      'Dan Roe',
      'bob Stone',
      'Ann Lee',
      'Cara Diaz',
    ]);
  });
});

describe('paging and footer', () => {
  it('clamps pages and writes the footer', () => {
    expect(pageWindow(95, 10, 10)).toEqual({ page: 10, pageCount: 10, start: 90, end: 95 });
    expect(pageWindow(0, 3, 10)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
    expect(footerText(90, 95, 95, 'profiles')).toBe('Showing 91 to 95 of 95 profiles');
    expect(footerText(0, 0, 0, 'profiles')).toBe('Showing 0 to 0 of 0 profiles');
  });
  it('runQuery returns the page rows', () => {
    const r = runQuery(index, {
      ...initialQuery,
      pageSize: 2,
      page: 2,
      sort: { column: 'name', direction: 'asc' },
    });
    expect(r.pageRows.map((x) => x.name)).toEqual(['Cara Diaz', 'Dan Roe']);
    expect(r.total).toBe(4);
  });
});

describe('queryReducer', () => {
  it('chips clear date filters and reset the page', () => {
    const s = queryReducer(
      { ...initialQuery, presetDays: 7, page: 3 },
      {
        type: 'applyChips',
        chips: [{ column: null, value: 'x' }],
      },
    );
    expect(s).toMatchObject({ presetDays: null, range: null, page: 1, chips: [{ value: 'x' }] });
  });
  it('a date filter clears chips and the other date filter', () => {
    const withChips = { ...initialQuery, chips: [{ column: null, value: 'x' }], presetDays: 7 };
    const s = queryReducer(withChips, {
      type: 'setRange',
      range: { from: '2026-01-01', to: '2026-01-02' },
    });
    expect(s).toMatchObject({ chips: [], presetDays: null, range: { from: '2026-01-01' } });
    expect(queryReducer(s, { type: 'setPreset', days: 30 })).toMatchObject({
      range: null,
      presetDays: 30,
    });
  });
  it('page size resets to page 1; sort cycles asc, desc, none', () => {
    expect(
      queryReducer({ ...initialQuery, page: 4 }, { type: 'setPageSize', pageSize: 50 }),
    ).toMatchObject({ page: 1, pageSize: 50 });
    let s = queryReducer(initialQuery, { type: 'sort', column: 'name' });
    expect(s.sort).toEqual({ column: 'name', direction: 'asc' });
    s = queryReducer(s, { type: 'sort', column: 'name' });
    expect(s.sort?.direction).toBe('desc');
    expect(queryReducer(s, { type: 'sort', column: 'name' }).sort).toBeNull();
  });
});
