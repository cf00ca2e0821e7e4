import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const code = process.argv[2] ?? "export { Button } from '@hrportal/ui';";
const r = await build({
  stdin: { contents: code, resolveDir: 'packages/ui', loader: 'js' },
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  platform: 'browser',
  metafile: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  conditions: ['import', 'module', 'browser', 'default'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
});
const ins = Object.entries(Object.values(r.metafile.outputs)[0].inputs)
  .filter(([, i]) => i.bytesInOutput > 0)
  .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
for (const [k, i] of ins.filter(([k]) => k.includes('packages/ui')))
  console.log(i.bytesInOutput, k.replace(/.*node_modules\//, ''));
const js = new TextDecoder().decode(r.outputFiles[0].contents);
console.log(
  'gzip KB',
  (gzipSync(js, { level: 9 }).length / 1024).toFixed(2),
  'modules',
  ins.length,
  'recipes',
  (js.match(/defaultClassName/g) || []).length,
);
