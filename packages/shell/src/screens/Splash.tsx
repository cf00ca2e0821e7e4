import { Spinner } from '@hrportal/ui';
import { Activity, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import * as styles from './screens.css';

/** How long the start-up splash shows (SPEC §9: 1 s). */
const splashMs = 1000;

/** A full-page loading screen: a spinner and what is loading. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <main className={styles.page} aria-busy="true">
      <Spinner label={label} />
    </main>
  );
}

/** How many splashes show now, and who listens ({@link useSplashShowing}). */
const showing = { count: 0, listeners: new Set<() => void>() };
const notify = () => {
  for (const listener of showing.listeners) listener();
};
const subscribe = (listener: () => void) => {
  showing.listeners.add(listener);
  return () => showing.listeners.delete(listener);
};

/**
 * True while a start-up {@link Splash} covers the app: work that waits for the first screen a
 * person sees (a chat connection, a live feed) waits for this to turn false.
 */
export function useSplashShowing(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showing.count > 0,
    () => false,
  );
}

/**
 * The start-up splash (SPEC §1): `Loading HR Portal` for 1 s, then the app. The app renders
 * underneath meanwhile, hidden (React's `Activity`): its chunks load and its screen is built at
 * idle priority, but none of its effects run — no request, no socket — until it is shown, as the
 * same tree. Without it the screen's lazy chunks first suspended when the splash ended, and React
 * showed the fallback (an empty page) for at least 300 ms before the screen (issue 24). (Mounting
 * the app visible but `visibility: hidden`, effects and all, was tried and not kept: its requests
 * raised Lighthouse's simulated LCP of the repository from 1.0 to 1.7 s.)
 *
 * @example
 * <Splash><App /></Splash>
 */
export function Splash({
  children,
  durationMs = splashMs,
}: {
  children?: ReactNode;
  durationMs?: number;
}) {
  const [shown, setShown] = useState(durationMs > 0);
  useEffect(() => {
    if (!shown) return;
    showing.count++;
    notify();
    const timer = setTimeout(() => setShown(false), durationMs);
    return () => {
      clearTimeout(timer);
      showing.count--;
      notify();
    };
  }, [shown, durationMs]);
  return (
    <>
      {shown ? (
        <main className={styles.page} aria-busy="true" aria-labelledby="hrp-splash-title">
          <div className={styles.card}>
            <div className={styles.logo} aria-hidden="true">
              HR
            </div>
            <h1 id="hrp-splash-title" className={styles.title}>
              Loading HR Portal
            </h1>
            <Spinner label="Loading HR Portal" />
          </div>
        </main>
      ) : null}
      <Activity mode={shown ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}
