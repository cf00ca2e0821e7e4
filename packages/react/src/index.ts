export type { HrPortalProviderProps, SessionState } from './HrPortalProvider';
export { HrPortalProvider, useClient, useHrPortalStorage, useSession } from './HrPortalProvider';
export { defaultStorageKeyPrefix, namespacedStorage } from './hostStorage';
export type { InactivityTimer, InactivityTimerOptions } from './inactivity';
export { activityEvents, createInactivityTimer } from './inactivity';
export type { LiveDotMenu, LiveDots } from './liveDots';
export { lightDots, liveDotMenus, menusForEvent, noLiveDots } from './liveDots';
export type { LivePatch, Patched } from './liveUpdates';
export {
  applyLiveEvent,
  candidateRecords,
  invalidateSummaries,
  livePatchesFor,
  patchCandidates,
  patchJobs,
  stale,
  summaries,
} from './liveUpdates';
export {
  useAddCandidate,
  useCreateClient,
  useDecidePeerReview,
  useDeleteCandidate,
  useMeetingChange,
  usePostJob,
  useReportIssue,
  useRevokeSession,
  useSaveOrgSettings,
  useSaveTarget,
  useUpdateCandidateStatus,
  useUpdateJobStatus,
  useUserToggle,
} from './mutations';
export type {
  CandidatePageRequest,
  MeetingSource,
  MeetingsView,
  ReadOptions,
  TargetList,
} from './queries';
export {
  candidatePageQuery,
  meetingQueries,
  meetingSources,
  queryKeys,
  useActiveSessions,
  useActiveUsers,
  useAuditLog,
  useCandidatePage,
  useCareerJobs,
  useCareerRegistrations,
  useChatGroups,
  useChatUsers,
  useClientSummaries,
  useClients,
  useCurrentTargets,
  useDirectMessages,
  useGroupMessages,
  useIssueReports,
  useJob,
  useJobFunnels,
  useJobs,
  useManagerTargets,
  useMeetings,
  useOnlineUsers,
  useOrgSettings,
  usePeerReviews,
  useRecruiterCandidates,
  useRecruiterTargets,
  useVendorDashboard,
} from './queries';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';
export { SessionExpiredDialog, sessionExpiredText } from './SessionExpiredDialog';
export type { LiveFeedOptions, LiveFeedView } from './useLiveFeed';
export { useLiveFeed } from './useLiveFeed';
