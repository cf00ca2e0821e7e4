import type { Rollup } from 'vite';

/**
 * The portal's chunk graph as the build plugins read it (issue 24): `routeBudgets.ts` sums what
 * each route loads, `routePreload.ts` asks for it early. Both count the same sets from here.
 */
export interface ChunkGraph {
  chunks: Map<string, Rollup.OutputChunk>;
  /** `file` and every chunk it imports statically, transitively, added to a copy of `after`. */
  closure(file: string, after?: ReadonlySet<string>): Set<string>;
  /** The chunk whose facade is `src/<path>` (no extension), e.g. `Frame`, `features/x/Screen`. */
  bySource(path: string): Rollup.OutputChunk | undefined;
  /** What /login loads: the entry chunk's closure. */
  login: Set<string>;
  /**
   * What every signed-in page loads before its screen: /login's set, the app chunk (router,
   * provider, SDK) and the frame, with their closures.
   */
  signedIn: Set<string>;
  /** The app chunk (`PortalApp`: router, provider, SDK) and the frame's chunk. */
  app: Rollup.OutputChunk;
  frame: Rollup.OutputChunk;
}

/** The graph of a build's bundle, or why it cannot be read (no entry, app or frame chunk). */
export function chunkGraph(bundle: Rollup.OutputBundle): ChunkGraph | string {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const out of Object.values(bundle)) if (out.type === 'chunk') chunks.set(out.fileName, out);
  const closure = (file: string, after: ReadonlySet<string> = new Set()) => {
    const seen = new Set(after);
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const imported of chunks.get(f)?.imports ?? []) visit(imported);
    };
    visit(file);
    return seen;
  };
  const bySource = (path: string) =>
    [...chunks.values()].find((c) =>
      (c.facadeModuleId ?? '').replace(/\.[tj]sx?$/, '').endsWith(`/src/${path}`),
    );
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const app = bySource('PortalApp');
  const frame = bySource('Frame');
  if (!entry || !app || !frame) return 'no entry, app or frame chunk';
  const login = closure(entry.fileName);
  return {
    chunks,
    closure,
    bySource,
    login,
    signedIn: closure(frame.fileName, closure(app.fileName, login)),
    app,
    frame,
  };
}
