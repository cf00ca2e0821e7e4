import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';

/** Options of {@link packageBuild} beyond tsup's own. */
export interface PackageBuildOptions {
  /** A React package: keep the `'use client'` directive on every output file. @default true */
  react?: boolean;
  /**
   * Emit one output file per source module (like Rollup's `preserveModules`) instead of one bundle
   * per entry. With `"sideEffects"` in package.json limited to CSS, a consumer's bundler then drops
   * every module the app does not use, even ones with top-level calls (vanilla-extract recipes,
   * `createContext`). Tests, stories, type tests and `.css.ts` files are not entries (styles are
   * compiled into the module that imports them). Type declarations are still emitted for the
   * package's public entries only. @default false
   */
  modules?: boolean;
}

const notModules = [
  '!src/**/*.test.{ts,tsx}',
  '!src/**/*.test-d.ts',
  '!src/**/*.stories.{ts,tsx}',
  '!src/**/*.css.ts',
  '!src/**/*.d.ts',
];

/**
 * The one build convention for every published package: ESM, `.d.ts`, source maps, peer and
 * workspace dependencies kept external, vanilla-extract styles extracted to `dist/index.css`
 * (exported as `./style.css`; the host imports it once).
 */
export function packageBuild(
  overrides: Options = {},
  { react = true, modules = false }: PackageBuildOptions = {},
): Options {
  const entry = overrides.entry ?? ['src/index.ts'];
  return {
    entry: modules ? ['src/**/*.{ts,tsx}', ...notModules] : entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: modules ? { entry } : true,
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
    ...(modules ? { entry: ['src/**/*.{ts,tsx}', ...notModules] } : {}),
  };
}
