import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { id: 'name', header: 'Name', value: (r: { name: string; n: number }) => r.name },
    { id: 'n', header: 'Count, total', value: (r: { name: string; n: number }) => r.n },
    { id: 'x', header: 'Hidden', value: () => 'no', hidden: true },
  ];

  it('writes the visible columns, quoting commas, quotes and line breaks', () => {
    const csv = toCsv(columns, [
      { name: 'Acme, Inc', n: 3 },
      { name: 'Say "hi"\nthere', n: -2 },
    ]);
    expect(csv).toBe('Name,"Count, total"\r\n"Acme, Inc",3\r\n"Say ""hi""\nthere",-2\r\n');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', n: 0 }])).toContain(`"'=HYPERLINK(""x"")"`);
    expect(toCsv(columns, [{ name: '@sum', n: 0 }])).toContain("'@sum");
  });
});
