import { Spinner } from '@hrportal/ui';
import { type ReactNode, useEffect, useState } from 'react';
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

/**
 * The start-up splash (SPEC §1): `Loading HR Portal` for 1 s, then the app.
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
    const timer = setTimeout(() => setShown(false), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);
  if (!shown) return children;
  return (
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
  );
}
