/** The median of `n` calls of `run` made one after another, after 20 unmeasured ones, ms. */
export function timeSequential(run: () => Promise<unknown>, n?: number): Promise<number>;
