import { defineConfig } from 'tsup';

/**
 * The server is an app, not a library: one ESM bundle per entry for `node dist/main.js`, its npm
 * dependencies left external (resolved from node_modules at run time), workspace packages bundled
 * from source.
 */
export default defineConfig({
  // pgliteWorker: the embedded database's thread, loaded by URL beside the chunks (pgliteWorkerPool).
  entry: { main: 'src/main.ts', seed: 'src/seed/cli.ts', pgliteWorker: 'src/db/pgliteWorker.mjs' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: false,
  splitting: true,
  noExternal: [/^@hrportal\//],
  // The document extraction worker is loaded by URL at run time, not imported: copy it beside
  // the bundle (documents/extract.ts looks for it there).
  async onSuccess() {
    const { cp, mkdir } = await import('node:fs/promises');
    await mkdir('dist/documents', { recursive: true });
    await cp('src/documents/extractWorker.mjs', 'dist/documents/extractWorker.mjs');
  },
  esbuildOptions(options) {
    options.conditions = ['@hrportal/source', 'import', 'module', 'default'];
  },
});
