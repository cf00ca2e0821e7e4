import { type ComponentType, lazy } from 'react';

/**
 * A screen loaded on demand (SPEC §2 "Shell"): a failed load is retried up to 3 times (1 s,
 * doubling); after that the page reloads once, so a deploy that replaced the chunks recovers.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { retries = 3, delayMs = 1000 }: { retries?: number; delayMs?: number } = {},
) {
  return lazy(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return { default: await load() };
      } catch (error) {
        if (attempt >= retries) {
          const key = 'hrp-reloaded-after-chunk-error';
          if (!sessionStorage.getItem(key)) {
            sessionStorage.setItem(key, '1');
            window.location.reload();
          }
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
      }
    }
  });
}
