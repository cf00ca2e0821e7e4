// Engine filter+sort vs plain Array.filter/sort on 100,000 and 1,000,000 rows (Node).
// Run: node bench/tables/run.mjs (bundles the engine source with esbuild first).
import { build } from 'esbuild';

const bundled = await build({
  entryPoints: [
    new URL('../../packages/candidate-table/src/engine/index.ts', import.meta.url).pathname,
  ],
  bundle: true,
  format: 'esm',
  write: false,
  platform: 'node',
});
const { createRowIndex, filterRows, sortRows } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

const clients = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka'];
const skills = ['React', 'Java', 'Go', 'SQL', 'Python', 'Rust', 'Kotlin'];
function makeRows(n) {
  const rows = new Array(n);
  for (let i = 0; i < n; i++) {
    rows[i] = {
      name: `Candidate ${(i * 7919) % n}`,
      client: clients[i % 8],
      skills: `${skills[i % 7]}, ${skills[(i * 3) % 7]}`,
      applied: 1_760_000_000_000 + (i % 90) * 86_400_000,
    };
  }
  return rows;
}
const columns = [
  { id: 'name', value: (r) => r.name, searchable: true },
  { id: 'client', value: (r) => r.client, searchable: true },
  { id: 'skills', value: (r) => r.skills, searchable: true },
  { id: 'applied', value: (r) => r.applied, date: true },
];
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn, runs = 7) {
  const out = [];
  for (let k = 0; k < runs; k++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return median(out);
}
for (const n of [100_000, 1_000_000]) {
  const rows = makeRows(n);
  const t0 = performance.now();
  const index = createRowIndex(rows, columns);
  filterRows(index, {
    chips: [
      { column: 'client', value: 'x' },
      { column: 'skills', value: 'x' },
    ],
  });
  index.ranks('name');
  const build = performance.now() - t0;
  const chips = [
    { column: 'client', value: 'acme' },
    { column: 'client', value: 'hooli' },
    { column: 'skills', value: 'java' },
  ];
  let a = 0,
    b = 0;
  const engine = time(() => {
    a = sortRows(index, filterRows(index, { chips }), { column: 'name', direction: 'asc' }).length;
  });
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const naive = time(() => {
    b = rows
      .filter((r) => {
        const c = r.client.toLowerCase();
        return (
          (c.includes('acme') || c.includes('hooli')) && r.skills.toLowerCase().includes('java')
        );
      })
      .sort((x, y) => collator.compare(x.name, y.name)).length;
  });
  if (a !== b) throw new Error(`mismatch ${a} vs ${b}`);
  console.log(
    `${n} rows: index build ${build.toFixed(0)} ms (once); filter+sort engine ${engine.toFixed(1)} ms, naive ${naive.toFixed(1)} ms, ratio engine/naive ${(engine / naive).toFixed(3)} (${a} matches)`,
  );
}
