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
