import { useSession } from '@hrportal/react';
import {
  type AppRoute,
  entryRoutes,
  guardRoute,
  LoadingScreen,
  lazyWithRetry,
  roleHome,
  routeTable,
  unauthorizedRoute,
} from '@hrportal/shell';
import { Spinner } from '@hrportal/ui';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import {
  createRoutesFromElements,
  Navigate,
  Route,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { UnauthorizedScreen, UnavailableScreen } from './features/status/AccountScreens';
import * as css from './portal.css';
import { SCREENS, type Screen } from './screens';

// Signed-in screens load on demand: the login route ships only what it needs.
// The frame too: the login page needs no header, sidebar, menus or drawer.
const PortalFrame = lazyWithRetry(() => import('./Frame').then((m) => m.PortalFrame));

/** One lazy component per lazily loaded screen, shared by the routes that show it. */
const loaded = new Map<Screen, ComponentType<{ route: AppRoute }>>();
function lazyComponent(screen: Extract<Screen, { kind: 'lazy' }>) {
  let component = loaded.get(screen);
  if (!component) {
    component = lazyWithRetry(() =>
      screen.load().then(
        (render) =>
          ({ route }: { route: AppRoute }) =>
            render(route),
      ),
    );
    loaded.set(screen, component);
  }
  return component;
}

/** The screen of a route-table row (SCREENS), or the "not available yet" page naming it. */
function screenFor(route: AppRoute): ReactNode {
  const screen = SCREENS[route.path as keyof typeof SCREENS];
  if (!screen) return <UnavailableScreen title={route.title} />;
  if (screen.kind === 'eager') return screen.render(route);
  const Loaded = lazyComponent(screen);
  return <Loaded route={route} />;
}

/**
 * The §6 guard of `@hrportal/shell` on the current location: renders `children` when allowed,
 * else redirects (`/login`, `/unauthorized`, a role's home for the entry routes, `/` for unknown
 * paths). Without children it only redirects (the entry routes).
 */
function Guard({ children }: { children?: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  const verdict = guardRoute(location.pathname, {
    signedIn: session !== null,
    role: session?.userRole ?? null,
  });
  if (verdict.kind === 'redirect')
    return <Navigate to={verdict.to} replace state={{ from: location.pathname }} />;
  return children ?? <Navigate to="/" replace />;
}

/**
 * What a signed-in route shows while its screen's chunk arrives: a spinner, under the page heading
 * the screen opens with when SCREENS marks it `titled` (the same markup, so nothing moves when the
 * screen replaces it).
 */
function ScreenLoading({ route }: { route: AppRoute }) {
  const spinner = <Spinner label={`Loading ${route.title}`} />;
  const screen = SCREENS[route.path as keyof typeof SCREENS];
  if (screen?.kind !== 'lazy' || !screen.titled) return spinner;
  return (
    <section className={css.page} aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title" className={css.pageTitle}>
        {route.title}
      </h1>
      {spinner}
    </section>
  );
}

function GuardedScreen({ route }: { route: AppRoute }) {
  return (
    <Guard>
      <Suspense fallback={<ScreenLoading route={route} />}>{screenFor(route)}</Suspense>
    </Guard>
  );
}

/** A public page: a signed-in user with a known role goes home instead. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { role } = useSession();
  const home = roleHome(role);
  return home === '/login' ? children : <Navigate to={home} replace />;
}

/** A route's screen, with a loading screen while its chunk arrives. */
function loadedScreen(route: AppRoute) {
  return (
    <Suspense fallback={<LoadingScreen label={`Loading ${route.title}`} />}>
      {screenFor(route)}
    </Suspense>
  );
}

/**
 * Every route of the shell's route table (SPEC §2), each rendered as SCREENS says: built once at
 * import, not on every render of the router (`<Routes>` walked and keyed ≈ 95 `Route` elements
 * each time; issue 24).
 */
const routes: RouteObject[] = createRoutesFromElements(
  <>
    {routeTable
      .filter((route) => route.access === 'public')
      .map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<PublicOnly>{loadedScreen(route)}</PublicOnly>}
        />
      ))}
    {routeTable
      .filter((route) => route.access === 'open')
      .map((route) => (
        // Open to anyone, signed in or not: no redirect either way.
        <Route key={route.path} path={route.path} element={loadedScreen(route)} />
      ))}
    {entryRoutes.map((path) => (
      <Route key={path} path={path} element={<Guard />} />
    ))}
    <Route
      path={unauthorizedRoute}
      element={
        <Guard>
          <UnauthorizedScreen />
        </Guard>
      }
    />
    <Route
      element={
        <Suspense fallback={<LoadingScreen label="Loading HR Portal" />}>
          <PortalFrame />
        </Suspense>
      }
    >
      {routeTable
        .filter((route) => route.access !== 'public' && route.access !== 'open')
        .map((route) => (
          <Route key={route.path} path={route.path} element={<GuardedScreen route={route} />} />
        ))}
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </>,
);

/** The router's routes. */
export function App() {
  return useRoutes(routes);
}
