import { type ComponentType, lazy } from 'react';
import { retryLoad } from '../core/retry';

const reloadedKey = 'hrp-reloaded-after-chunk-error';

/**
 * A screen loaded on demand (SPEC §2 "Shell"): a failed load is retried 3 times (1 s, doubling);
 * then the caches are cleared and the page reloads once, so a deploy that replaced the chunks
 * recovers. A second failure after that reload reaches the error boundary.
 *
 * @example
 * const Dashboard = lazyWithRetry(() => import('./Dashboard').then((m) => m.Dashboard));
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { retries?: number; delayMs?: number } = {},
) {
  return lazy(async () => {
    const component = await retryLoad(load, {
      ...options,
      onGiveUp: () => {
        if (typeof window === 'undefined' || sessionStorage.getItem(reloadedKey)) return;
        sessionStorage.setItem(reloadedKey, '1');
        void (
          typeof caches === 'undefined'
            ? Promise.resolve()
            : caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
        ).finally(() => window.location.reload());
      },
    });
    sessionStorage.removeItem(reloadedKey);
    return { default: component };
  });
}
