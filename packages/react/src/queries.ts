import {
  type ActiveUserLists,
  type CandidatePage,
  candidatesCacheTtlMs,
  dataStaleTimeMs,
  type PeerReviewItem,
} from '@hrportal/api-client';
import type { EndpointBody, EndpointQuery } from '@hrportal/api-client/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient, useSession } from './HrPortalProvider';

/**
 * Query keys: the first element is the root a live event or a mutation makes stale.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: queryKeys.candidates() });
 */
export const queryKeys = {
  candidates: (request?: unknown) =>
    request === undefined ? (['candidates'] as const) : (['candidates', request] as const),
  peerReview: (reviewer?: string) =>
    reviewer === undefined ? (['peerReview'] as const) : (['peerReview', reviewer] as const),
  users: () => ['users'] as const,
  issueReports: (query?: unknown) =>
    query === undefined ? (['issueReports'] as const) : (['issueReports', query] as const),
  jobs: (username?: string) => ['jobs', username ?? ''] as const,
};

/** The paged candidate list of the signed-in user (server-paged, filtered, sorted). */
export function useCandidatePage(
  request: Omit<EndpointBody<'candidateDashboard'>, 'user_id' | 'user_type' | 'user_name'>,
) {
  const client = useClient();
  const { session } = useSession();
  const body = session
    ? {
        ...request,
        user_id: session.userId,
        user_type:
          session.userRole === 'manager'
            ? ('management' as const)
            : (session.userRole as 'recruiter' | 'leadership'),
        user_name: session.userName,
      }
    : undefined;
  return useQuery<CandidatePage>({
    queryKey: queryKeys.candidates(body),
    // The SDK keeps its own 5-minute cache; the query cache follows the same lifetime.
    queryFn: () => client.candidates.list(body as EndpointBody<'candidateDashboard'>),
    enabled: body !== undefined,
    staleTime: candidatesCacheTtlMs,
    placeholderData: (previous) => previous,
  });
}

/** The profiles assigned to the signed-in peer reviewer. */
export function usePeerReviews() {
  const client = useClient();
  const { session } = useSession();
  const reviewer = session?.peerStatus ? session.userName : undefined;
  return useQuery<PeerReviewItem[]>({
    queryKey: queryKeys.peerReview(reviewer),
    queryFn: () => client.peerReview.pending(reviewer as string),
    enabled: reviewer !== undefined,
    staleTime: dataStaleTimeMs,
  });
}

/** The user directory (managers and leadership). */
export function useActiveUsers() {
  const client = useClient();
  return useQuery<ActiveUserLists>({
    queryKey: queryKeys.users(),
    queryFn: () => client.users.listActive(),
  });
}

/** Issue reports (the caller's, or all for managers). */
export function useIssueReports(query?: EndpointQuery<'getIssueReports'>) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.issueReports(query ?? {}),
    queryFn: () => client.support.reports(query),
  });
}

/** Updates a candidate's status and/or adds a comment; refreshes the candidate lists. */
export function useUpdateCandidateStatus() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & EndpointBody<'updateCandidateStatus'>) =>
      client.candidates.updateStatus(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidates() }),
  });
}

/** Decides a peer review; the row takes the new status in place, then lists refresh. */
export function useDecidePeerReview() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'peerApproveCandidate'>) => client.peerReview.decide(body),
    onSuccess: (answer) => {
      queryClient.setQueriesData<PeerReviewItem[]>({ queryKey: queryKeys.peerReview() }, (list) =>
        list?.map((item) =>
          item.id === answer.profile.id ? { ...item, status: answer.profile.status } : item,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.peerReview() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidates() });
    },
  });
}

/** Reports an issue (Help & Support); refreshes the report list. */
export function useReportIssue() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'reportIssue'>) => client.support.report(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.issueReports() }),
  });
}

/** Changes a user's verified, active or peer-reviewer flag (management); refreshes the directory. */
export function useUserToggle() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'verified'; body: EndpointBody<'disableUser'> }
        | { kind: 'active'; body: EndpointBody<'deactivateUser'> }
        | { kind: 'peer'; body: EndpointBody<'updatePeerReviewerStatus'> },
    ) =>
      change.kind === 'verified'
        ? client.users.setVerified(change.body)
        : change.kind === 'active'
          ? client.users.setActive(change.body)
          : client.users.setPeerReviewer(change.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
}
