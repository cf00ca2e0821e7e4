import { HrPortalProvider } from '@hrportal/react';
import { ErrorBoundary, Splash } from '@hrportal/shell';
import { StrictMode, useCallback, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';
import { App } from './App';

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
// A data router, so a form with unsaved input can hold a move inside the portal (`useBlocker`,
// common/LeaveGuard.tsx); BrowserRouter cannot. One splat route renders the app, whose <Routes>
// (App.tsx, from the shell's route table) match every path as before.
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
