export interface RetryOptions {
  /** Tries after the first failure (SPEC §2: up to 3). */
  retries?: number;
  /** First delay in ms, doubling each time (SPEC §2: 1 s). */
  delayMs?: number;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** Called when every try failed, before the error is rethrown (e.g. clear cache and reload). */
  onGiveUp?: (error: unknown) => void;
}

/** Delays before each retry: 1000, 2000, 4000 for the defaults. */
export function retryDelays(retries = 3, delayMs = 1000): number[] {
  return Array.from({ length: retries }, (_, i) => delayMs * 2 ** i);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load`, retrying with doubling delays; after the last failure calls `onGiveUp` and rethrows. */
export async function retryLoad<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = 3, delayMs = 1000, sleep = defaultSleep, onGiveUp } = options;
  const delays = retryDelays(retries, delayMs);
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      const wait = delays[attempt];
      if (wait === undefined) break;
      await sleep(wait);
    }
  }
  onGiveUp?.(lastError);
  throw lastError;
}
