import { createLoginClient } from '@hrportal/api-client';
import { ErrorBoundary, ErrorScreen, LoadingScreen, lazyWithRetry, Splash } from '@hrportal/shell';
import { ThemeRoot } from '@hrportal/ui';
import { StrictMode, Suspense, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginScreen, type LoginScreenProps } from './features/auth/AuthScreens';

/** SPEC §1's start-up splash (§9: 1 s) counts from here, whichever way the page starts. */
const splashUntil = performance.now() + 1000;

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

// The signed-in app (router, provider, query client, the whole SDK, every route) is a chunk of
// its own: a signed-out /login needs none of it (issue 24: ≤ 120 KB gz on /login).
const loadApp = () => import('./PortalApp');
const PortalApp = lazyWithRetry(() => loadApp().then((m) => m.PortalApp));

// Only the sign-in of the SDK (its transport, session store and login; no route table, no zod):
// the session it stores is the one the app's provider reads (the bare SPEC §3 keys in
// localStorage), and its errors are the SDK's own, so the form shows the same words.
const auth = createLoginClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
  storage: window.localStorage,
});
// The app fetches its chunk while the login request is on its way.
const login: LoginScreenProps['login'] = (input) => {
  void loadApp().catch(() => undefined);
  return auth.login(input);
};

/**
 * A signed-out /login shows the login form with no app behind it; signing in (or a link to
 * Register / Forgot password) mounts the app, which renders the route (the role's home, the
 * link's page). Every other start mounts the app at once behind the splash.
 */
function Portal({ atLogin }: { atLogin: boolean }) {
  const theme = usePreferredTheme();
  const [loginOnly, setLoginOnly] = useState(atLogin);
  if (loginOnly) {
    const navigate: LoginScreenProps['navigate'] = (to, options) => {
      // Signed in (a replace to the role's home): the app mounts on /login and its guard sends
      // the user home, as a signed-in /login always does — so the address changes only once the
      // app, with its session watch (§4 inactivity timer), is running. A link's page: go there.
      if (!options?.replace) window.history.pushState(null, '', to);
      setLoginOnly(false);
    };
    return (
      <ThemeRoot theme={theme}>
        <ErrorBoundary>
          <Splash>
            <LoginScreen login={login} storage={window.localStorage} navigate={navigate} />
          </Splash>
        </ErrorBoundary>
      </ThemeRoot>
    );
  }
  const splashAt = atLogin ? 0 : splashUntil;
  return (
    <ErrorBoundary
      fallback={
        <ThemeRoot theme={theme}>
          <ErrorScreen />
        </ThemeRoot>
      }
    >
      <Suspense
        fallback={
          <ThemeRoot theme={theme}>
            <Splash durationMs={Math.max(0, splashAt - performance.now())}>
              <LoadingScreen label="Loading HR Portal" />
            </Splash>
          </ThemeRoot>
        }
      >
        <PortalApp theme={theme} splashUntil={splashAt} />
      </Suspense>
    </ErrorBoundary>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const atLogin =
  window.location.pathname.replace(/\/+$/, '') === '/login' && auth.session.get() === null;
createRoot(container).render(
  <StrictMode>
    <Portal atLogin={atLogin} />
  </StrictMode>,
);
