import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunkGraph } from './chunkGraph';

/** apps/portal/route-budgets.json: gzip KB of JavaScript per route (issue 24). */
interface RouteBudgets {
  /** The entry chunk and everything it imports statically: what /login loads. */
  loginKb: number;
  /** A signed-in screen's own JavaScript: its chunk and its static imports beyond login + frame. */
  screenKb: number;
  /** Screens allowed more than `screenKb`, each with its reason. */
  exceptions: Record<string, { kb: number; why: string }>;
}

/** What the build measured; written to `dist/.vite/route-sizes.json` for `pnpm bench`. */
export interface RouteSizes {
  loginKb: number;
  /** What every signed-in page loads beyond /login: the app chunk (router, provider, SDK) and the frame. */
  frameKb: number;
  screens: Record<string, number>;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Fails the portal build when the login route or a signed-in screen outgrows its budget (a
 * screen's own JavaScript: beyond /login, the app chunk and the frame, which every signed-in page
 * loads first): the sizes come from the chunk graph (gzip level 9, as `pnpm bench:portal`
 * measures), so an import that drags a screen's modules into the entry shows up in the next
 * build, not in a later audit.
 */
export function routeBudgets(budgetFile: string): Plugin {
  return {
    name: 'hrportal:route-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as RouteBudgets;
      const graph = chunkGraph(bundle);
      if (typeof graph === 'string') return this.error(`route budgets: ${graph}`);
      const { chunks, closure, login, signedIn: frame } = graph;
      const gz = new Map<string, number>();
      const size = (files: Iterable<string>) => {
        let total = 0;
        for (const file of files) {
          let bytes = gz.get(file);
          if (bytes === undefined) {
            bytes = gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length;
            gz.set(file, bytes);
          }
          total += bytes;
        }
        return total;
      };
      const sizes: RouteSizes = {
        loginKb: kb(size(login)),
        frameKb: kb(size(frame) - size(login)),
        screens: {},
      };
      const over: string[] = [];
      if (sizes.loginKb > budgets.loginKb)
        over.push(`/login loads ${sizes.loginKb} KB gz of JavaScript (budget ${budgets.loginKb})`);
      for (const chunk of chunks.values()) {
        const facade = chunk.facadeModuleId ?? '';
        if (!facade.includes('/src/features/')) continue;
        const name = facade.slice(facade.indexOf('/src/features/') + 1);
        const own = [...closure(chunk.fileName, frame)].filter((f) => !frame.has(f));
        const screenKb = kb(size(own));
        sizes.screens[name] = screenKb;
        const limit = budgets.exceptions[name]?.kb ?? budgets.screenKb;
        if (screenKb > limit)
          over.push(`${name}: ${screenKb} KB gz of its own JavaScript (budget ${limit})`);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-sizes.json',
        source: `${JSON.stringify(sizes, null, 2)}\n`,
      });
      if (over.length)
        this.error(
          `route budgets (apps/portal/route-budgets.json) exceeded:\n  ${over.join('\n  ')}\n` +
            'Load what the route does not show at once lazily (see apps/portal/CONTEXT.md).',
        );
    },
  };
}
