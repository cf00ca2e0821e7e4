import type { Plugin } from 'esbuild';

export function reactAriaLocales(locales: readonly string[]): Plugin;
