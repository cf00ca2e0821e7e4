import type { CandidateListItem } from '@hrportal/api-client';
import { describe, expect, it } from 'vitest';
import { candidatesCsv } from './candidatesCsv';
import type { DataTableColumn } from './DataTable';

const columns: DataTableColumn<CandidateListItem>[] = [
  { id: 'name', header: 'Name', value: (c) => c.name },
  { id: 'comment', header: 'Comment', value: (c) => c.comment },
];
const row = (id: number, name: string, comment: string) =>
  ({ id, name, comment }) as CandidateListItem;

describe('candidatesCsv', () => {
  it('writes a header and one quoted-where-needed line per candidate', () => {
    const csv = candidatesCsv(
      [row(1, 'Rao, "Asha"', 'line\nbreak'), row(2, 'Ravi', '=HYPERLINK("x")')],
      columns,
    );
    expect(csv.startsWith('\uFEFFID,Name,Comment\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    // Header, two rows (the embedded line break stays inside its quotes), the final CRLF.
    expect(lines).toEqual([
      'ID,Name,Comment',
      '1,"Rao, ""Asha""","line\nbreak"',
      `2,Ravi,"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });
});
