import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';

/**
 * The one build convention for every published package: ESM, `.d.ts`, source maps, peer and
 * workspace dependencies kept external, vanilla-extract styles extracted to `dist/index.css`
 * (exported as `./style.css`; the host imports it once).
 */
export function packageBuild(overrides: Options = {}, { react = true } = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: false,
    minify: true,
    splitting: true,
    outDir: 'dist',
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    // Bundling drops module-level directives; React packages must stay client modules for Next.js hosts.
    ...(react ? { banner: { js: "'use client';" } } : {}),
    esbuildOptions(options) {
      options.conditions = ['import', 'module', 'default'];
    },
    ...overrides,
  };
}
