import { HrPortalProvider } from '@hrportal/react';
import { ErrorBoundary, Splash } from '@hrportal/shell';
import { StrictMode, useCallback, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, useNavigate } from 'react-router';
import { App } from './App';
import { createLeaveBlocker, LeaveBlockerContext } from './common/leaveBlocker';

const darkQuery = '(prefers-color-scheme: dark)';
const subscribeScheme = (onChange: () => void) => {
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** The portal follows the device's light or dark setting. */
function usePreferredTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribeScheme,
    () => (window.matchMedia(darkQuery).matches ? 'dark' : 'light'),
    () => 'light',
  );
}

/** The provider inside the router, so signing out can navigate. */
function Root() {
  const navigate = useNavigate();
  const theme = usePreferredTheme();
  const onSignedOut = useCallback(() => navigate('/login', { replace: true }), [navigate]);
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
      <ErrorBoundary>
        <Splash>
          <App />
        </Splash>
      </ErrorBoundary>
    </HrPortalProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// A history that can hold a move, so a form with unsaved input asks before it is left
// (common/LeaveGuard.tsx) — what a data router's `useBlocker` did, at half of react-router's
// weight on /login (common/leaveBlocker.ts).
const blocker = createLeaveBlocker();
createRoot(container).render(
  <StrictMode>
    <LeaveBlockerContext.Provider value={blocker}>
      <HistoryRouter history={blocker.history}>
        <Root />
      </HistoryRouter>
    </LeaveBlockerContext.Provider>
  </StrictMode>,
);
