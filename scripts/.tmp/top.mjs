import { build } from 'esbuild';
import { reactAriaLocales } from '../react-aria-locales.mjs';

const r = await build({
  stdin: { contents: "export * from '@hrportal/ui';", resolveDir: 'packages/ui', loader: 'js' },
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  platform: 'browser',
  metafile: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  conditions: ['import', 'module', 'browser', 'default'],
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [reactAriaLocales(['en-US'])],
  logLevel: 'silent',
});
const by = {};
for (const [k, i] of Object.entries(Object.values(r.metafile.outputs)[0].inputs)) {
  const m = k.match(/node_modules\/([^/]+(?:\/[^/]+)?)\/dist\/private\/([^/]+)/) ||
    k.match(/node_modules\/(@[^/]+\/[^/]+|[^/@][^/]*)\//) || [k, k];
  const key = (m[1] || '') + '/' + (m[2] || '');
  by[key] = (by[key] || 0) + i.bytesInOutput;
}
console.log(
  Object.entries(by)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${v}\t${k}`)
    .join('\n'),
);
