import { Spinner } from '@hrportal/ui';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
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
 * The start-up splash (SPEC §1): `Loading HR Portal` for 1 s, then the app. The splash paints
 * first, alone; then the app mounts behind it, hidden (`display: none`: not painted, not
 * focusable, not in the accessibility tree) and in a transition (React renders it in slices and
 * yields to the browser between them), so its code and first data load during the second the
 * splash shows instead of after it. When the splash goes, the app is shown in place, state kept.
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
  const [mounted, setMounted] = useState(!shown);
  useEffect(() => startTransition(() => setMounted(true)), []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);
  // The splash stays until the app has mounted, should that take longer than the second.
  const splash = shown || !mounted;
  return (
    <>
      {splash ? (
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
      {/* `contents`: the wrapper makes no box, so the app lays out as the page's own child. */}
      <div style={{ display: splash ? 'none' : 'contents' }}>{mounted ? children : null}</div>
    </>
  );
}
