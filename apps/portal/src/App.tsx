import { useSession } from '@hrportal/react';
import { lazyWithRetry } from '@hrportal/shell';
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
import { AppFrame } from './shell/AppFrame';
import { guardRoute, homeFor } from './shell/guard';

// Signed-in screens load on demand: the login route ships only what it needs.
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
  import('./screens/AccountScreens').then((m) => m.ChangePasswordScreen),
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

/** Applies the §6 guard to one route. */
function Guarded({ route }: { route: PortalRoute }) {
  const { role } = useSession();
  const location = useLocation();
  const verdict = guardRoute(role, route.access);
  if (!verdict.allow)
    return <Navigate to={verdict.redirect} replace state={{ from: location.pathname }} />;
  return (
    <Suspense fallback={<Spinner label={`Loading ${route.title}`} />}>{screenFor(route)}</Suspense>
  );
}

/** `/`, `/dashboard`, `/candidate`: each role to its home; no session or an unknown role → login. */
function EntryRedirect({ entry }: { entry: 'home' | 'candidate' }) {
  const { role } = useSession();
  return <Navigate to={homeFor(role, entry)} replace />;
}

/** A public page: a signed-in user goes home instead. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { role } = useSession();
  return role ? <Navigate to={homeFor(role)} replace /> : children;
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
      <Route path="/" element={<EntryRedirect entry="home" />} />
      <Route path="/dashboard" element={<EntryRedirect entry="home" />} />
      <Route path="/candidate" element={<EntryRedirect entry="candidate" />} />
      <Route path="/unauthorized" element={<UnauthorizedScreen />} />
      <Route element={<AppFrame />}>
        {portalRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<Guarded route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
