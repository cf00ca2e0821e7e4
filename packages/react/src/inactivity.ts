import { sessionInactivityTimeoutMs } from '@hrportal/api-client';

/** The DOM events that count as activity (SPEC §4 "Session"). */
export const activityEvents = [
  'mousedown',
  'mousemove',
  'keypress',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/** Options of {@link createInactivityTimer}. */
export interface InactivityTimerOptions {
  /** Quiet time before `onExpire`. @default 30 minutes (SPEC §9) */
  timeoutMs?: number;
  /** Called once when the quiet time has passed. */
  onExpire: () => void;
  /** Injected for tests. @default globalThis.setTimeout / clearTimeout */
  timers?: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
}

/** The inactivity timer: `activity()` restarts it; `pause()` while the expiry dialog shows. */
export interface InactivityTimer {
  /** Restarts the countdown (ignored while paused or stopped). */
  activity(): void;
  /** Stops counting and ignores activity (the dialog is showing). */
  pause(): void;
  /** Counts again from zero. */
  resume(): void;
  /** Stops for good (sign-out, unmount). */
  stop(): void;
}

/**
 * A timer that calls `onExpire` after `timeoutMs` without `activity()`. Pure: the DOM wiring is
 * {@link activityEvents} in the provider.
 *
 * @example
 * const timer = createInactivityTimer({ onExpire: () => setExpired(true) });
 * window.addEventListener('keydown', () => timer.activity());
 */
export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const timeoutMs = options.timeoutMs ?? sessionInactivityTimeoutMs;
  const timers = options.timers ?? {
    setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle: unknown) =>
      globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let handle: unknown;
  let state: 'running' | 'paused' | 'stopped' = 'running';
  const arm = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = undefined;
      if (state !== 'running') return;
      state = 'paused';
      options.onExpire();
    }, timeoutMs);
  };
  const disarm = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  arm();
  return {
    activity() {
      if (state === 'running') arm();
    },
    pause() {
      if (state === 'stopped') return;
      state = 'paused';
      disarm();
    },
    resume() {
      if (state === 'stopped') return;
      state = 'running';
      arm();
    },
    stop() {
      state = 'stopped';
      disarm();
    },
  };
}

/** How often, at most, activity in the page is reported to the server. */
const keepAliveEveryMs = 5 * 60_000;

/**
 * Tells the server about activity it cannot see. The server's session slides only on requests the
 * user makes (background polls and streams never slide it), so someone typing a long form for 30
 * minutes without a request would come back to a dead session and lose the form. `activity()` calls
 * `ping` when the last call is at least `everyMs` old; a failed ping is tried again on the next
 * activity.
 */
export function createKeepAlive(options: {
  ping: () => Promise<unknown>;
  everyMs?: number;
  now?: () => number;
}): { activity(): void } {
  const everyMs = options.everyMs ?? keepAliveEveryMs;
  const now = options.now ?? Date.now;
  // Signing in was itself a request: the first ping is due one interval later.
  let last = now();
  let inFlight = false;
  return {
    activity() {
      if (inFlight || now() - last < everyMs) return;
      inFlight = true;
      const started = now();
      options.ping().then(
        () => {
          last = started;
          inFlight = false;
        },
        () => {
          inFlight = false;
        },
      );
    },
  };
}
