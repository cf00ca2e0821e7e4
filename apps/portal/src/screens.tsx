import type { AppRoute, RouteId } from '@hrportal/shell/core';
import type { ReactNode } from 'react';
import { LoginRoute } from './features/auth/LoginRoute';

/** Renders a screen for its row of the shell's route table (title, path). */
type Render = (route: AppRoute) => ReactNode;

/**
 * How a route's screen arrives: `lazy` in its own chunk on the first visit (every signed-in
 * screen and the public pages besides login), or `eager` in the entry chunk (login only: it loads
 * no frame code and waits for no chunk; Register's Select would add popover and listbox code).
 */
export type Screen =
  | {
      kind: 'lazy';
      load: () => Promise<Render>;
      /**
       * The screen opens with its route's title as the page heading (`css.page` > `h1#page-title`):
       * App shows that heading while the chunk arrives, so the page's largest text (its LCP on the
       * lists) paints with the frame, not a chunk later (issue 24).
       */
      titled?: boolean;
    }
  | { kind: 'eager'; render: Render };

const lazy = <M,>(
  load: () => Promise<M>,
  render: (module: M, route: AppRoute) => ReactNode,
  options: { titled?: boolean } = {},
) =>
  ({
    kind: 'lazy',
    load: () => load().then((m) => (route: AppRoute) => render(m, route)),
    ...options,
  }) as const;
const eager = (render: Render) => ({ kind: 'eager', render }) as const;
/** A lazy screen that opens with its route's title as the page heading (`Screen`'s `titled`). */
const titled = { titled: true };

const accountRequest = (name: 'RegisterScreen' | 'ForgotPasswordScreen' | 'OtpScreen') =>
  lazy(
    () => import('./features/auth/AccountRequestScreens'),
    (m) => {
      const Screen = m[name];
      return <Screen />;
    },
  );

const dashboard = lazy(
  () => import('./features/dashboard/DashboardScreen'),
  (m) => <m.DashboardScreen />,
);
const candidates = lazy(
  () => import('./features/candidates/CandidatesScreen'),
  (m, route) => <m.CandidatesScreen title={route.title} />,
  titled,
);
const talentPool = lazy(
  () => import('./features/candidates/CandidatesScreen'),
  (m, route) => <m.CandidatesScreen title={route.title} pool />,
  titled,
);
const registerCandidate = lazy(
  () => import('./features/candidates/register/CandidateFormScreen'),
  (m, route) => <m.RegisterCandidateScreen title={route.title} />,
  titled,
);
const editCandidate = lazy(
  () => import('./features/candidates/register/CandidateFormScreen'),
  (m, route) => <m.EditCandidateScreen title={route.title} />,
  titled,
);
const jobs = lazy(
  () => import('./features/jobs/JobsScreen'),
  (m, route) => <m.JobsScreen title={route.title} />,
);
const jobsOverview = lazy(
  () => import('./features/jobs/overview/JobsOverviewScreen'),
  (m, route) => <m.JobsOverviewScreen title={route.title} />,
);
const peerReview = lazy(
  () => import('./features/peer-review/PeerReviewScreen'),
  (m) => <m.PeerReviewScreen />,
);
const careers = lazy(
  () => import('./features/careers/CareersScreen'),
  (m, route) => <m.CareersScreen title={route.title} />,
);
const careersBoard = lazy(
  () => import('./features/careers/CareersBoardScreen'),
  (m) => <m.CareersBoardScreen />,
);
const security = lazy(
  () => import('./features/security/SecurityScreen'),
  (m, route) => <m.SecurityScreen title={route.title} />,
);
const settings = lazy(
  () => import('./features/settings/SettingsScreen'),
  (m) => <m.SettingsScreen />,
);
const profileAnalysis = lazy(
  () => import('./features/candidates/analysis/ProfileAnalysisScreen'),
  (m, route) => <m.ProfileAnalysisScreen title={route.title} />,
  titled,
);
const userAccounts = lazy(
  () => import('./features/user-accounts/UserAccountsScreen'),
  (m) => <m.UserAccountsScreen />,
);
const clients = lazy(
  () => import('./features/org/clients/ClientsScreen'),
  (m, route) => <m.ClientsScreen title={route.title} />,
);
const clientDetail = lazy(
  () => import('./features/org/clients/ClientDetailScreen'),
  (m) => <m.ClientDetailScreen />,
);
const recruiters = lazy(
  () => import('./features/org/recruiters/RecruitersScreen'),
  (m, route) => <m.RecruitersScreen title={route.title} />,
);
// SOP & Incentives: its own chunk, the only one with marked + DOMPurify.
const sopIncentives = lazy(
  () => import('./features/sop/SopScreen'),
  (m, route) => <m.SopScreen title={route.title} />,
);
// Analytics & reports (issue 21): its own chunk with the chart library, loaded only here.
const analytics = lazy(
  () => import('./features/analytics/AnalyticsScreen'),
  (m, route) => <m.AnalyticsScreen title={route.title} />,
);
const recruiterDetail = lazy(
  () => import('./features/org/recruiters/RecruiterDetailScreen'),
  (m) => <m.RecruiterDetailScreen />,
);

/**
 * The one place that says which screen renders a route of `@hrportal/shell`'s `routeTable`. A
 * route without an entry renders the honest "not available yet" page naming its title. To build a
 * screen: a folder under `features/`, then its routes here.
 */
export const SCREENS: { readonly [id in RouteId]?: Screen } = {
  '/login': eager(() => <LoginRoute />),
  '/register': accountRequest('RegisterScreen'),
  '/forgotpassword': accountRequest('ForgotPasswordScreen'),
  '/otp': accountRequest('OtpScreen'),
  // The public careers board: open to anyone, in its own chunk (the login route stays small).
  '/careers': careersBoard,
  '/careers/:jobId': careersBoard,

  '/change-password': lazy(
    () => import('./features/account/ChangePasswordScreen'),
    (m) => <m.ChangePasswordScreen />,
  ),
  '/calendar': lazy(
    () => import('./features/calendar/CalendarScreen'),
    (m, route) => <m.CalendarScreen title={route.title} />,
  ),
  '/help-and-support': lazy(
    () => import('./features/help-support/HelpSupportScreen'),
    (m) => <m.HelpSupportScreen />,
  ),

  '/manager/dashboard': dashboard,
  '/recruiter/dashboard': dashboard,
  '/leadership/dashboard': dashboard,

  '/manager/candidate': candidates,
  '/recruiter/candidate': candidates,
  '/leadership/candidates': candidates,
  '/manager/talent-pool': talentPool,
  '/recruiter/talent-pool': talentPool,

  '/register-candidate': registerCandidate,
  '/manager/register-candidate': registerCandidate,
  '/manager/register-candidate/:jobId': registerCandidate,
  '/recruiter/register-candidate': registerCandidate,
  '/recruiter/register-candidate/:jobId': registerCandidate,
  '/manager/edit-candidate': editCandidate,
  '/recruiter/edit-candidate': editCandidate,

  '/manager/job-listing': jobs,
  '/recruiter/requirements': jobs,
  '/leadership/jobs': jobs,

  '/manager/edit-job/:jobId': lazy(
    () => import('./features/jobs/form/JobFormScreen'),
    (m) => <m.JobFormScreen />,
  ),
  '/manager/jobs-overview': jobsOverview,
  '/leadership/jobs-overview': jobsOverview,
  '/manager/jobs-overview/:jobId': lazy(
    () => import('./features/jobs/detail/JobDetailScreen'),
    (m) => <m.JobDetailScreen />,
  ),
  '/manager/job-assignments': lazy(
    () => import('./features/jobs/assignments/JobAssignmentsScreen'),
    (m, route) => <m.JobAssignmentsScreen title={route.title} />,
    titled,
  ),

  '/manager/peer-assigned-profiles': peerReview,
  '/recruiter/peer-assigned-profiles': peerReview,

  '/manager/careers': careers,
  '/recruiter/careers': careers,
  '/manager/profile-transfer': lazy(
    () => import('./features/candidates/transfer/ProfileTransferScreen'),
    (m, route) => <m.ProfileTransferScreen title={route.title} />,
    titled,
  ),
  '/manager/filter-candidates': lazy(
    () => import('./features/candidates/filter/FilterCandidatesScreen'),
    (m, route) => <m.FilterCandidatesScreen title={route.title} />,
    titled,
  ),
  '/manager/profile-analysis': profileAnalysis,
  '/recruiter/profile-analysis': profileAnalysis,

  '/manager/user-accounts': userAccounts,
  '/leadership/user-management': userAccounts,
  '/leadership/settings': settings,
  '/leadership/security': security,

  '/manager/clients': clients,
  '/recruiter/clients': clients,
  '/leadership/clients': clients,
  '/manager/clients/:clientId': clientDetail,
  '/recruiter/clients/:clientId': clientDetail,
  '/leadership/clients/:clientId': clientDetail,
  '/manager/recruiters': recruiters,
  '/recruiter/recruiters': recruiters,
  '/leadership/recruiters': recruiters,
  '/manager/recruiters/:recruiterId': recruiterDetail,
  '/recruiter/recruiters/:recruiterId': recruiterDetail,
  '/leadership/recruiters/:recruiterId': recruiterDetail,
  '/manager/sop-incentives': sopIncentives,
  '/recruiter/sop-incentives': sopIncentives,
  '/manager/analytics': analytics,
  '/recruiter/analytics': analytics,
  '/leadership/analytics': analytics,
  '/leadership/reports': analytics,
  '/leadership/managers': lazy(
    () => import('./features/org/managers/ManagersScreen'),
    (m, route) => <m.ManagersScreen title={route.title} />,
  ),
};

const lists = { candidates, jobs, peerReview } as const;

/**
 * Where a role's list of a kind lives (the screen a dashboard tile opens), read from
 * {@link SCREENS}: `listPath('manager', 'candidates')` → `/manager/candidate`.
 */
export function listPath(
  role: string | null | undefined,
  kind: keyof typeof lists,
): string | undefined {
  return Object.entries(SCREENS).find(
    ([path, screen]) => screen === lists[kind] && path.startsWith(`/${role}/`),
  )?.[0];
}
