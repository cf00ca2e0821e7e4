'use client';
import {
  type ActiveUserLists,
  type CandidatePage,
  candidatesCacheTtlMs,
  dataStaleTimeMs,
  type HrPortalClient,
  jobsCacheTtlMs,
  type Meeting,
  meetingsCacheTtlMs,
  type PeerReviewItem,
  type Session,
} from '@hrportal/api-client';
import {
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  onlineUsersPollMs,
} from '@hrportal/api-client/contract';
import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { useClient, useSession } from './HrPortalProvider';
import { candidateRecordKey } from './liveUpdates';

/**
 * The SDK reads behind the five meeting kinds: Teams, calls (phone calls and in-person meetings
 * come back together), Zoom and Google Meet.
 */
export const meetingSources = ['teams', 'calls', 'zoom', 'googlemeet'] as const;
/** One of {@link meetingSources}. */
export type MeetingSource = (typeof meetingSources)[number];

/**
 * Query keys: the first element is the root a live event or a mutation makes stale.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: queryKeys.candidates() });
 */
export const queryKeys = {
  candidates: (request?: unknown) =>
    request === undefined ? (['candidates'] as const) : (['candidates', request] as const),
  /** One candidate's record (`client.candidates.record`); without an id, every cached record. */
  candidateRecord: (id?: number | null) =>
    id === undefined ? candidateRecordKey : ([...candidateRecordKey, id] as const),
  peerReview: (reviewer?: string) =>
    reviewer === undefined ? (['peerReview'] as const) : (['peerReview', reviewer] as const),
  users: () => ['users'] as const,
  issueReports: (query?: unknown) =>
    query === undefined ? (['issueReports'] as const) : (['issueReports', query] as const),
  jobs: (username?: string) => ['jobs', username ?? ''] as const,
  job: (id?: number) => (id === undefined ? (['job'] as const) : (['job', id] as const)),
  meetings: (kind?: MeetingSource, userId?: number) =>
    kind === undefined ? (['meetings'] as const) : (['meetings', kind, userId ?? null] as const),
  targets: (
    scope?: 'current' | 'manager' | 'recruiter',
    period?: 'weekly' | 'monthly',
    id?: unknown,
  ) =>
    scope === undefined
      ? (['targets'] as const)
      : (['targets', scope, period ?? null, id ?? null] as const),
  clients: (query?: unknown) =>
    query === undefined ? (['clients'] as const) : (['clients', query] as const),
  chat: (...rest: unknown[]) => ['chat', ...rest] as const,
  careers: (what?: 'registrations' | 'jobs') =>
    what === undefined ? (['careers'] as const) : (['careers', what] as const),
  vendors: () => ['vendors'] as const,
  funnels: (ids?: readonly number[]) =>
    ids === undefined ? (['funnels'] as const) : (['funnels', ids] as const),
  security: (what?: 'auditLog' | 'sessions' | 'settings', query?: unknown) =>
    what === undefined ? (['security'] as const) : (['security', what, query ?? null] as const),
};

/**
 * Options every list read takes: `enabled: false` keeps it from fetching (a table given `rows` by
 * its host must not also read the server).
 */
export interface ReadOptions {
  enabled?: boolean;
}

/** A candidate list's request as a table builds it: without the user, whom the session gives. */
export type CandidatePageRequest = Omit<
  EndpointBody<'candidateDashboard'>,
  'user_id' | 'user_type' | 'user_name'
>;

/**
 * The query of one page of a signed-in user's candidate list (`request` with the session's user):
 * what {@link useCandidatePage} reads, for a host to prefetch with the same key.
 *
 * @example
 * void queryClient.prefetchQuery(candidatePageQuery(client, session, firstPageRequest));
 */
export function candidatePageQuery(
  client: HrPortalClient,
  session: Pick<Session, 'userId' | 'userRole' | 'userName'>,
  request: CandidatePageRequest,
) {
  const body: EndpointBody<'candidateDashboard'> = {
    ...request,
    user_id: session.userId,
    user_type: session.userRole === 'manager' ? 'management' : session.userRole,
    user_name: session.userName,
  };
  return {
    queryKey: queryKeys.candidates(body),
    queryFn: () => client.candidates.list(body),
    // The SDK keeps its own 5-minute cache; the query cache follows the same lifetime.
    staleTime: candidatesCacheTtlMs,
  };
}

/** The paged candidate list of the signed-in user (server-paged, filtered, sorted). */
export function useCandidatePage(request: CandidatePageRequest, options: ReadOptions = {}) {
  const client = useClient();
  const { session } = useSession();
  return useQuery<CandidatePage>({
    ...(session
      ? candidatePageQuery(client, session, request)
      : { queryKey: queryKeys.candidates(), queryFn: skipToken }),
    enabled: session !== null && options.enabled !== false,
    placeholderData: (previous) => previous,
  });
}

/** The profiles assigned to the signed-in peer reviewer. */
export function usePeerReviews(options: ReadOptions = {}) {
  const client = useClient();
  const { session } = useSession();
  const reviewer = session?.peerStatus ? session.userName : undefined;
  return useQuery<PeerReviewItem[]>({
    queryKey: queryKeys.peerReview(reviewer),
    queryFn: () => client.peerReview.pending(reviewer as string),
    enabled: reviewer !== undefined && options.enabled !== false,
    staleTime: dataStaleTimeMs,
  });
}

/** The user directory (managers and leadership). */
export function useActiveUsers(options: ReadOptions = {}) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery<ActiveUserLists>({
    queryKey: queryKeys.users(),
    queryFn: () => client.users.listActive(),
    enabled: signedIn && options.enabled !== false,
  });
}

/** Issue reports (the caller's, or all for managers). */
export function useIssueReports(query?: EndpointQuery<'getIssueReports'>) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.issueReports(query ?? {}),
    queryFn: () => client.support.reports(query),
    enabled: signedIn,
    staleTime: dataStaleTimeMs,
  });
}

/** One job post (`GET /get_job_data/{id}`). */
export function useJob(id: number | undefined) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.job(id),
    queryFn: () => client.jobs.get(id as number),
    enabled: signedIn && id !== undefined,
    staleTime: jobsCacheTtlMs,
  });
}

/**
 * Jobs split by status (`job_posts_active`, `job_posts_closed`, `job_posts_hold`); a manager may
 * pass a recruiter's `username`. Stale after the SDK's jobs cache time (5 minutes); live job
 * events move rows between the lists in place. Every job comes with it (hundreds of KB for a
 * large organisation): `enabled: false` until a screen needs them.
 *
 * @example
 * const { data } = useJobs();
 * data?.job_posts_active.length;
 */
export function useJobs(username?: string, options: ReadOptions = {}) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.jobs(username),
    queryFn: () => client.jobs.list(username ? { username } : {}),
    enabled: signedIn && options.enabled !== false,
    staleTime: jobsCacheTtlMs,
  });
}

/**
 * Candidate funnels of the given jobs (`POST /job_funnels`, at most 1,000): counts by status,
 * filled and open positions. Disabled while `ids` is empty; stale after the §9 data staleness,
 * and refetched with the live summaries (`meta.summary`) when a candidate or job changes.
 *
 * @example
 * const { data } = useJobFunnels([12, 13]);
 * data?.funnels[0]?.counts.Offer;
 */
export function useJobFunnels(ids: readonly number[]) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.funnels(ids),
    queryFn: () => client.jobs.funnels({ job_ids: [...ids] }),
    enabled: signedIn && ids.length > 0,
    meta: { summary: true },
    staleTime: dataStaleTimeMs,
    placeholderData: (previous) => previous,
  });
}

/** Candidates of one recruiter (`/recruiter_candidates`), mapped to list rows. */
export function useRecruiterCandidates(userName: string | undefined) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.candidates({ recruiter: userName }),
    queryFn: () => client.candidates.byRecruiter(userName as string),
    enabled: userName !== undefined,
    staleTime: candidatesCacheTtlMs,
  });
}

/** What {@link useMeetings} returns. */
export interface MeetingsView {
  /** Every meeting of the five kinds, normalised, ordered by date then start time. */
  meetings: Meeting[];
  /** True until every source answered once. */
  isLoading: boolean;
  /** The sources that failed (the others still show). */
  failed: MeetingSource[];
}

/**
 * A user's meetings of all five kinds (Teams, call, in-person, Zoom, Google Meet), normalised by
 * the SDK (`normalizeMeeting`). Each source is its own query, stale after the §9 meetings time (2
 * minutes); a failing source does not hide the others. Defaults to the signed-in user.
 *
 * @example
 * const { meetings } = useMeetings();
 */
export function useMeetings(options: { userId?: number; sources?: readonly MeetingSource[] } = {}) {
  const client = useClient();
  const { session } = useSession();
  const userId = options.userId ?? session?.userId;
  const sources = options.sources ?? meetingSources;
  return useQueries({
    queries: meetingQueries(client, userId, sources),
    combine: (results): MeetingsView => ({
      meetings: results
        .flatMap((result) => result.data ?? [])
        .sort((a, b) =>
          a.date === b.date ? a.startTime.localeCompare(b.startTime) : a.date.localeCompare(b.date),
        ),
      isLoading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      failed: sources.filter((_, index) => results[index]?.isError),
    }),
  });
}

/**
 * The queries {@link useMeetings} runs, one per source: a host can start them before the screen
 * that shows the meetings has loaded (`queryClient.prefetchQuery`), and the screen finds them in
 * the cache.
 *
 * @example
 * for (const query of meetingQueries(client, session.userId)) void queryClient.prefetchQuery(query);
 */
export function meetingQueries(
  client: HrPortalClient,
  userId: number | undefined,
  sources: readonly MeetingSource[] = meetingSources,
) {
  const load = (source: MeetingSource, id: number): Promise<Meeting[]> => {
    switch (source) {
      case 'teams':
        return client.meetings.teams(id);
      case 'calls':
        return client.meetings.calls(id);
      case 'zoom':
        return client.meetings.zoom(id);
      case 'googlemeet':
        return client.meetings.googleMeet(id);
    }
  };
  return sources.map((source) => ({
    queryKey: queryKeys.meetings(source, userId),
    queryFn: () => load(source, userId as number),
    enabled: userId !== undefined,
    staleTime: meetingsCacheTtlMs,
  }));
}

/** The current week's and month's targets (`/recruiter_targets/get`). */
export function useCurrentTargets(query?: EndpointQuery<'getRecruiterTargets'>) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.targets('current', undefined, query ?? {}),
    queryFn: () => client.targets.current(query),
    enabled: signedIn,
    staleTime: dataStaleTimeMs,
  });
}

/** A list of weekly or monthly targets (`{ targets }`). */
export type TargetList =
  | EndpointResponse<'getWeeklyTargets'>
  | EndpointResponse<'getMonthlyTargets'>;

/**
 * Weekly or monthly targets a manager assigned (default: the signed-in manager).
 *
 * @example
 * const { data } = useManagerTargets('weekly');
 */
export function useManagerTargets(period: 'weekly' | 'monthly', managerId?: number) {
  const client = useClient();
  const { session } = useSession();
  const id = managerId ?? session?.userId;
  return useQuery<TargetList>({
    queryKey: queryKeys.targets('manager', period, id),
    queryFn: () =>
      period === 'weekly'
        ? client.targets.weekly(id as number)
        : client.targets.monthly(id as number),
    enabled: id !== undefined,
    staleTime: dataStaleTimeMs,
  });
}

/**
 * A recruiter's weekly or monthly targets (default: the signed-in recruiter).
 *
 * @example
 * const { data } = useRecruiterTargets('monthly');
 */
export function useRecruiterTargets(period: 'weekly' | 'monthly', recruiterId?: number) {
  const client = useClient();
  const { session } = useSession();
  const id = recruiterId ?? session?.userId;
  return useQuery<TargetList>({
    queryKey: queryKeys.targets('recruiter', period, id),
    queryFn: () =>
      period === 'weekly'
        ? client.targets.recruiterWeekly(id as number)
        : client.targets.recruiterMonthly(id as number),
    enabled: id !== undefined,
    staleTime: dataStaleTimeMs,
  });
}

/** Client companies with job counts (`GET /clients`). */
export function useClients() {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.clients({}),
    queryFn: () => client.clients.list(),
    enabled: signedIn,
    staleTime: dataStaleTimeMs,
  });
}

/** Jobs of one client or all visible, summarised per client. */
export function useClientSummaries(query?: EndpointQuery<'viewClientJobs'>) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.clients({ summaries: query ?? {} }),
    queryFn: () => client.clients.summaries(query),
    enabled: signedIn,
    staleTime: dataStaleTimeMs,
  });
}

/** Active users with conversation info and unread counts (default: the signed-in user). */
export function useChatUsers(userId?: number) {
  const client = useClient();
  const { session } = useSession();
  const id = userId ?? session?.userId;
  return useQuery({
    queryKey: queryKeys.chat('users', id),
    queryFn: () => client.chat.usersWithConversations(id as number),
    enabled: id !== undefined,
    staleTime: dataStaleTimeMs,
  });
}

/** Direct-message history between the signed-in user and `otherUserId`. */
export function useDirectMessages(
  otherUserId: number | undefined,
  query?: EndpointQuery<'chatMessages'>,
) {
  const client = useClient();
  const { session } = useSession();
  const id = session?.userId;
  return useQuery({
    queryKey: queryKeys.chat('direct', id, otherUserId, query ?? {}),
    queryFn: () => client.chat.messages(id as number, otherUserId as number, query),
    enabled: id !== undefined && otherUserId !== undefined,
    staleTime: dataStaleTimeMs,
  });
}

/** Group-message history. */
export function useGroupMessages(
  groupId: number | undefined,
  query?: EndpointQuery<'chatGroupMessages'>,
) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.chat('group', groupId, query ?? {}),
    queryFn: () => client.chat.groupMessages(groupId as number, query),
    enabled: signedIn && groupId !== undefined,
    staleTime: dataStaleTimeMs,
  });
}

/** The user's chat groups with unread counts (default: the signed-in user). */
export function useChatGroups(userId?: number) {
  const client = useClient();
  const { session } = useSession();
  const id = userId ?? session?.userId;
  return useQuery({
    queryKey: queryKeys.chat('groups', id),
    queryFn: () => client.chat.userGroups(id as number),
    enabled: id !== undefined,
    staleTime: dataStaleTimeMs,
  });
}

/** Presence of every active user, polled every 30 s while mounted (SPEC §9). */
export function useOnlineUsers() {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.chat('online'),
    queryFn: () => client.chat.onlineUsers(),
    enabled: signedIn,
    staleTime: onlineUsersPollMs,
    refetchInterval: onlineUsersPollMs,
  });
}

/**
 * Registrations from the public careers board. The live feed's `careers_application` refetches it,
 * so a new application appears without a reload.
 */
export function useCareerRegistrations(options: ReadOptions = {}) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.careers('registrations'),
    queryFn: () => client.careers.registrations(),
    enabled: signedIn && options.enabled !== false,
    staleTime: dataStaleTimeMs,
  });
}

/** Jobs posted to the careers board (public: works signed out). */
export function useCareerJobs() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.careers('jobs'),
    queryFn: () => client.careers.jobs(),
    staleTime: dataStaleTimeMs,
  });
}

/** Vendors with their jobs and roll-ups. */
export function useVendorDashboard() {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.vendors(),
    queryFn: () => client.vendors.dashboard(),
    enabled: signedIn,
    staleTime: dataStaleTimeMs,
  });
}

/** A page of the audit trail (leadership, issue 16); the last page stays shown while the next loads. */
export function useAuditLog(query: EndpointQuery<'auditLog'>, options: ReadOptions = {}) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.security('auditLog', query),
    queryFn: ({ signal }) => client.security.auditLog(query, { signal }),
    enabled: signedIn && options.enabled !== false,
    placeholderData: (previous) => previous,
  });
}

/** The signed-in sessions of every user (leadership, issue 16), newest activity first. */
export function useActiveSessions(options: ReadOptions = {}) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.security('sessions'),
    queryFn: ({ signal }) => client.security.sessions({}, { signal }),
    enabled: signedIn && options.enabled !== false,
  });
}

/** The organisation settings in force (leadership, issue 16). */
export function useOrgSettings(options: ReadOptions = {}) {
  const client = useClient();
  const signedIn = useSession().session !== null;
  return useQuery({
    queryKey: queryKeys.security('settings'),
    queryFn: ({ signal }) => client.security.settings({ signal }),
    enabled: signedIn && options.enabled !== false,
  });
}
