import { HrPortalProvider, useClient, useSession } from '@hrportal/react';
import { ErrorBoundary, Splash } from '@hrportal/shell';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useNavigate } from 'react-router';
import { App } from './App';
import { createLeaveBlocker, LeaveBlockerContext } from './common/leaveBlocker';
import { prefetchStartRoute } from './routeData';

/**
 * Once, as the portal starts signed in: the first data of the screen it starts on, fetched while
 * the splash shows and the screen's chunk loads (routeData.ts).
 */
function PrefetchStartData() {
  const client = useClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [start] = useState(() =>
    session
      ? {
          session,
          location: { pathname: window.location.pathname, search: window.location.search },
        }
      : null,
  );
  useEffect(() => {
    if (start) prefetchStartRoute(start.location, start.session, client, queryClient);
  }, [start, client, queryClient]);
  return null;
}

/** Props of {@link PortalApp}. */
interface PortalAppProps {
  theme: 'light' | 'dark';
  /** When SPEC §1's start-up splash ends (a `performance.now()` time; 0 = already shown). */
  splashUntil: number;
}

/** The provider inside the router, so signing out can navigate. */
function Root({ theme, splashUntil }: PortalAppProps) {
  const navigate = useNavigate();
  const onSignedOut = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  // The splash runs from the page's start, not from this chunk's arrival.
  const [splashMs] = useState(() => Math.max(0, splashUntil - performance.now()));
  return (
    // The portal is its own host: the product's storage keys (SPEC §3), the 30-minute Session
    // Expired dialog, and logout clears the whole page's session storage and cookies (SPEC §4).
    <HrPortalProvider
      baseUrl={import.meta.env.VITE_API_BASE ?? '/api'}
      theme={theme}
      storageKeyPrefix=""
      sessionTimeout
      ownsPage
      onSignedOut={onSignedOut}
    >
      <PrefetchStartData />
      <ErrorBoundary>
        <Splash durationMs={splashMs}>
          <App />
        </Splash>
      </ErrorBoundary>
    </HrPortalProvider>
  );
}

/**
 * The whole portal: the router, the provider (SDK client, session, query client, toasts), every
 * route. Its own chunk, which main.tsx loads at once on any page but a signed-out /login, and
 * there once the user signs in or follows a link.
 */
export function PortalApp(props: PortalAppProps) {
  // A history that can hold a move, so a form with unsaved input asks before it is left
  // (common/LeaveGuard.tsx) — what a data router's `useBlocker` did, at half of react-router's
  // weight (common/leaveBlocker.ts). Created here, after main.tsx has set the address.
  const [blocker] = useState(createLeaveBlocker);
  return (
    <LeaveBlockerContext.Provider value={blocker}>
      <HistoryRouter history={blocker.history}>
        <Root {...props} />
      </HistoryRouter>
    </LeaveBlockerContext.Provider>
  );
}
