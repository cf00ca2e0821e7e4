import { useSession } from '@hrportal/react';
import { guardRoute, LoadingScreen, lazyWithRetry, roleHome } from '@hrportal/shell';
import { Spinner } from '@hrportal/ui';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { type PortalRoute, portalRoutes } from './routeTable';
import { UnauthorizedScreen, UnavailableScreen } from './screens/AccountScreens';
import {
  ForgotPasswordScreen,
  LoginScreen,
  OtpScreen,
  RegisterScreen,
} from './screens/AuthScreens';

// Signed-in screens load on demand: the login route ships only what it needs.
// The frame too: the login page needs no header, sidebar, menus or drawer.
const PortalFrame = lazyWithRetry(() => import('./Frame').then((m) => m.PortalFrame));
const DashboardScreen = lazyWithRetry(() =>
  import('./screens/DashboardScreen').then((m) => m.DashboardScreen),
);
const CandidatesScreen = lazyWithRetry(() =>
  import('./screens/CandidatesScreen').then((m) => m.CandidatesScreen),
);
const PeerReviewScreen = lazyWithRetry(() =>
  import('./screens/PeerReviewScreen').then((m) => m.PeerReviewScreen),
);
const UserAccountsScreen = lazyWithRetry(() =>
  import('./screens/UserAccountsScreen').then((m) => m.UserAccountsScreen),
);
const HelpSupportScreen = lazyWithRetry(() =>
  import('./screens/HelpSupportScreen').then((m) => m.HelpSupportScreen),
);
const JobsScreen = lazyWithRetry(() => import('./screens/JobsScreen').then((m) => m.JobsScreen));
const ChangePasswordScreen = lazyWithRetry(() =>
  import('./screens/ChangePasswordScreen').then((m) => m.ChangePasswordScreen),
);

function screenFor(route: PortalRoute): ReactNode {
  switch (route.screen) {
    case 'dashboard':
      return <DashboardScreen />;
    case 'candidates':
      return <CandidatesScreen title={route.title} />;
    case 'talentPool':
      return <CandidatesScreen title={route.title} pool />;
    case 'peerReview':
      return <PeerReviewScreen />;
    case 'userAccounts':
      return <UserAccountsScreen />;
    case 'helpSupport':
      return <HelpSupportScreen />;
    case 'changePassword':
      return <ChangePasswordScreen />;
    case 'jobs':
      return <JobsScreen title={route.title} />;
    default:
      return <UnavailableScreen title={route.title} />;
  }
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

function Screen({ route }: { route: PortalRoute }) {
  return (
    <Guard>
      <Suspense fallback={<Spinner label={`Loading ${route.title}`} />}>
        {screenFor(route)}
      </Suspense>
    </Guard>
  );
}

/** A public page: a signed-in user with a known role goes home instead. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { role } = useSession();
  const home = roleHome(role);
  return home === '/login' ? children : <Navigate to={home} replace />;
}

/** Every route of SPEC §2 in one table. */
export function App() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginScreen />
          </PublicOnly>
        }
      />
      <Route
        path="/register"
        element={
          <PublicOnly>
            <RegisterScreen />
          </PublicOnly>
        }
      />
      <Route
        path="/forgotpassword"
        element={
          <PublicOnly>
            <ForgotPasswordScreen />
          </PublicOnly>
        }
      />
      <Route
        path="/otp"
        element={
          <PublicOnly>
            <OtpScreen />
          </PublicOnly>
        }
      />
      {['/', '/dashboard', '/candidate'].map((path) => (
        <Route key={path} path={path} element={<Guard />} />
      ))}
      <Route
        path="/unauthorized"
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
        {portalRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<Screen route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
