/**
 * Table engine in Node (issues 7, 24): a chip filter (client acme OR hooli, AND skills java) and a
 * sort by name through the engine's index, against the same query in plain array code and through
 * TanStack Table's row models (core, filtered, sorted: the work its `useReactTable` does), in
 * alternating rounds. The index is built once per rows array, as the table keeps it; its build
 * is reported on its own. AG Grid's client-side row model needs a DOM: it is measured in Chromium
 * (`pnpm bench:tables-browser`).
 *
 *   pnpm bench:tables [--rows 100000] [--million] [--smoke]
 */
import { parseArgs } from 'node:util';
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type TableOptionsResolved,
} from '@tanstack/react-table';
import { createRowIndex, filterRows, sortRows } from '../../packages/candidate-table/src/engine';
import { alternate, smoke } from '../harness';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: smoke ? '20000' : '100000' },
    million: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
  },
});
const sizes = [Number(args.rows), ...(args.million ? [1_000_000] : [])];
const rounds = smoke ? 1 : 5;
const samples = smoke ? 1 : 3;

interface Row {
  name: string;
  client: string;
  skills: string;
  applied: number;
}
const clients = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka'];
const skills = ['React', 'Java', 'Go', 'SQL', 'Python', 'Rust', 'Kotlin'];
function makeRows(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `Candidate ${(i * 7919) % n}`,
    client: clients[i % 8] as string,
    skills: `${skills[i % 7]}, ${skills[(i * 3) % 7]}`,
    applied: 1_760_000_000_000 + (i % 90) * 86_400_000,
  }));
}
const columns = [
  { id: 'name', value: (r: Row) => r.name, searchable: true },
  { id: 'client', value: (r: Row) => r.client, searchable: true },
  { id: 'skills', value: (r: Row) => r.skills, searchable: true },
  { id: 'applied', value: (r: Row) => r.applied, date: true },
];
const chips = [
  { column: 'client', value: 'acme' },
  { column: 'client', value: 'hooli' },
  { column: 'skills', value: 'java' },
];

/** TanStack Table's row models over `rows`, with the same filter and sort. */
function tanstack(rows: Row[]) {
  const anyOf =
    (...needles: string[]) =>
    (row: { getValue: (id: string) => unknown }, id: string) =>
      needles.some((n) => String(row.getValue(id)).toLowerCase().includes(n));
  const table = createTable<Row>({
    data: rows,
    columns: [
      { id: 'name', accessorKey: 'name', sortingFn: 'alphanumeric' },
      { id: 'client', accessorKey: 'client', filterFn: anyOf('acme', 'hooli') },
      { id: 'skills', accessorKey: 'skills', filterFn: anyOf('java') },
    ],
    state: {
      columnFilters: [
        { id: 'client', value: 'x' },
        { id: 'skills', value: 'x' },
      ],
      sorting: [{ id: 'name', desc: false }],
    },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  } as unknown as TableOptionsResolved<Row>);
  table.setOptions((prev) => ({ ...prev, state: { ...table.initialState, ...prev.state } }));
  return table.getSortedRowModel().rows.length;
}

for (const n of sizes) {
  const rows = makeRows(n);
  const start = performance.now();
  const index = createRowIndex(rows, columns);
  const expected = sortRows(index, filterRows(index, { chips }), {
    column: 'name',
    direction: 'asc',
  }).length;
  console.log(
    `${n.toLocaleString('en')} rows: index build with its first query ${(performance.now() - start).toFixed(0)} ms (once per rows array); ${expected} matches`,
  );
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const engine = {
    label: 'engine',
    run: () =>
      sortRows(index, filterRows(index, { chips }), { column: 'name', direction: 'asc' }).length,
  };
  const plain = {
    label: 'plain array code',
    run: () =>
      rows
        .filter((r) => {
          const c = r.client.toLowerCase();
          return (
            (c.includes('acme') || c.includes('hooli')) && r.skills.toLowerCase().includes('java')
          );
        })
        .sort((x, y) => collator.compare(x.name, y.name)).length,
  };
  if (plain.run() !== expected) throw new Error('engine and plain array code disagree');
  const label = `chip filter + sort, ${n.toLocaleString('en')} rows`;
  await alternate({
    bench: 'tables',
    name: label,
    subject: engine,
    baseline: plain,
    rounds,
    samples,
    target: '≤ 1.5×',
  });
  // TanStack's row models keep ~5 KB per row: skipped at a million (as in the browser bench).
  if (n <= 200_000) {
    const theirs = tanstack(rows);
    if (theirs !== expected) throw new Error(`TanStack found ${theirs}, the engine ${expected}`);
    await alternate({
      bench: 'tables',
      name: label,
      subject: engine,
      baseline: { label: "TanStack Table's row models", run: () => tanstack(rows) },
      rounds,
      samples: 1,
      target: '≤ 0.2× (5× faster)',
    });
  }
}
