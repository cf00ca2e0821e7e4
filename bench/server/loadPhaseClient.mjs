// The clients of the load phase (`loadPhase.ts`), in a process of their own: autocannon's list
// readers and the health and login probes must not run on the server's event loop (in one process
// their work delayed the server's answers, and the server's work delayed the probes' clocks).
// Plain JavaScript, so it starts without a TypeScript loader. Receives the options as its first
// IPC message; answers with the raw figures and exits.
import autocannon from 'autocannon';

/** Runs `probe` every `everyMs` until `stop()`; collects latencies and failures. */
function probeLoop(probe, everyMs) {
  const times = [];
  let errors = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      let ok = false;
      try {
        ok = await probe(times);
      } catch {
        ok = false;
      }
      if (!ok) errors++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { times, errors };
    },
  };
}

process.once('message', async (options) => {
  const { api, token, body, login, connections, seconds, healthEveryMs, loginEveryMs } = options;
  const floors = options.floors ?? [];
  const health = probeLoop(async (times) => {
    const started = performance.now();
    const response = await fetch(`${api}/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    return response.ok;
  }, healthEveryMs);
  const logoutTimes = [];
  // The floors (routes the bench adds, e.g. scrypt alone) take turns with the login in its loop,
  // so that each sees the same load and never runs beside another.
  const floorRaw = floors.map(() => ({ times: [], errors: 0 }));
  let turn = 0;
  const loginProbe = probeLoop(async (times) => {
    // Turn 0 of each cycle is the login; turn i > 0 is floor i - 1.
    const slot = turn++ % (floors.length + 1);
    const floor = floors[slot - 1];
    const raw = floorRaw[slot - 1];
    if (slot > 0 && floor && raw) {
      const started = performance.now();
      const response = await fetch(`${api}${floor.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(login),
      });
      await response.arrayBuffer();
      raw.times.push(performance.now() - started);
      if (!response.ok) raw.errors++;
      // A failed floor is counted on its own, not as a failed login.
      return true;
    }
    // The login alone is timed; the logout that leaves no session behind is timed on its own.
    const started = performance.now();
    const response = await fetch(`${api}/login/management`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...login, role: 'manager' }),
    });
    const answer = await response.json();
    times.push(performance.now() - started);
    if (answer.session_token) {
      const out = performance.now();
      const loggedOut = await fetch(`${api}/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${answer.session_token}` },
      }).catch(() => undefined);
      await loggedOut?.arrayBuffer();
      logoutTimes.push(performance.now() - out);
    }
    return response.ok;
  }, loginEveryMs);
  const list = await autocannon({
    url: `${api}/redisdashboard`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const [healthRaw, loginRaw] = await Promise.all([health.stop(), loginProbe.stop()]);
  process.send?.(
    {
      list: {
        rps: list.requests.average,
        p50: list.latency.p50,
        p99: list.latency.p99,
        errors: list.errors + list.timeouts,
        non2xx: list.non2xx,
      },
      health: healthRaw,
      login: loginRaw,
      logout: { times: logoutTimes, errors: 0 },
      floors: floorRaw,
    },
    () => process.exit(0),
  );
});
