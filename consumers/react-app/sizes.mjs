// What a host pays: one Vite production build per `src/sizes/*.tsx` entry (React alone, React with
// the provider, the provider with each widget), with the locale plugin of our quick start; prints
// the gzip bytes of each build's JS and CSS as JSON. Run by scripts/consumers.mjs.
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const sizes = {};
for (const file of readdirSync('src/sizes')) {
  const name = file.replace(/\.tsx$/, '');
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' }],
    build: { write: false, rollupOptions: { input: `src/sizes/${file}` } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const gz = (kind) =>
    outputs
      .filter((o) => o.fileName.endsWith(kind))
      .reduce(
        (sum, o) => sum + gzipSync(o.type === 'chunk' ? o.code : o.source, { level: 9 }).length,
        0,
      );
  sizes[name] = { js: gz('.js'), css: gz('.css') };
}
console.log(JSON.stringify(sizes));
