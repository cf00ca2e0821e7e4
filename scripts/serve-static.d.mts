export declare function serveStatic(
  dir: string,
  port?: number,
): Promise<{ url: string; close: () => Promise<void> }>;
