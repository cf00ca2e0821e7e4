// Writes the README's "Portal screens" table from the two sources that decide it: the shell's
// routeTable (every §2 route and its title) and the portal's SCREENS (which routes have a built
// screen). Run by `pnpm check`; under CI=true a stale README fails instead of being rewritten.
// The portal's screen map imports React components and vanilla-extract styles, so it is loaded
// through Vite (the portal's own config) rather than plain Node.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const readmePath = path.join(root, 'README.md');
const start = '<!-- screens:start -->';
const end = '<!-- screens:end -->';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const server = await createServer({
  root: path.join(root, 'apps/portal'),
  configFile: path.join(root, 'apps/portal/vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  ssr: {
    noExternal: [/^@hrportal\//],
    resolve: { conditions: ['@hrportal/source', 'node', 'import', 'default'] },
  },
});
let table;
try {
  const { routeTable } = await server.ssrLoadModule('@hrportal/shell/core');
  const { SCREENS } = await server.ssrLoadModule('/src/screens.tsx');
  table = render(routeTable, SCREENS);
} finally {
  await server.close();
}

const readme = await readFile(readmePath, 'utf8');
const from = readme.indexOf(start);
const to = readme.indexOf(end);
if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
const next = `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`;
if (next === readme) process.exit(0);
if (process.env.CI === 'true') {
  console.error('README.md: the screen table is stale; run `pnpm readme:screens` and commit it.');
  process.exit(1);
}
await writeFile(readmePath, next);
console.log('README.md: screen table rewritten from routeTable and SCREENS');

/** One row per screen title (first-seen order): its routes and whether they are built. */
function render(routes, screens) {
  const byTitle = new Map();
  for (const route of routes) {
    const rows = byTitle.get(route.title) ?? [];
    rows.push(route);
    byTitle.set(route.title, rows);
  }
  const code = (rows) => rows.map((r) => `\`${r.path}\``).join(', ');
  const rows = [...byTitle].map(([title, group]) => {
    const built = group.filter((r) => screens[r.path]);
    const missing = group.filter((r) => !screens[r.path]);
    const state =
      missing.length === 0
        ? 'works'
        : built.length === 0
          ? 'not available yet'
          : `works at ${code(built)}; not available yet at ${code(missing)}`;
    return [title, code(group), state];
  });
  const head = ['screen', 'routes', 'state'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
