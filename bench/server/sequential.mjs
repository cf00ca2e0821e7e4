// One timing rule for the list's one-at-a-time figures, ours (`listClient.mjs`, in its own process)
// and the floor's (`dashboard.ts`): 20 unmeasured runs, then the median of `n` run one after another.
// Plain JavaScript, so the client process imports it without a TypeScript loader.

/** The median of `n` calls of `run` made one after another, after 20 unmeasured ones, ms. */
export async function timeSequential(run, n = 200) {
  for (let i = 0; i < 20; i++) await run();
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor((times.length - 1) / 2)];
}
