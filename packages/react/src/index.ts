export type { HrPortalProviderProps, SessionState } from './HrPortalProvider';
export { HrPortalProvider, useClient, useSession } from './HrPortalProvider';
export type { InactivityTimer, InactivityTimerOptions } from './inactivity';
export { activityEvents, createInactivityTimer } from './inactivity';
export type { LiveDotMenu, LiveDots } from './liveDots';
export { lightDots, liveDotMenus, menusForEvent, noLiveDots } from './liveDots';
export {
  queryKeys,
  useActiveUsers,
  useCandidatePage,
  useDecidePeerReview,
  useIssueReports,
  usePeerReviews,
  useReportIssue,
  useUpdateCandidateStatus,
  useUserToggle,
} from './queries';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';
export { SessionExpiredDialog, sessionExpiredText } from './SessionExpiredDialog';
export type { LiveFeedView } from './useLiveFeed';
export { useLiveFeed } from './useLiveFeed';
