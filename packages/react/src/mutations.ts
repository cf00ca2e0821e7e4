'use client';
import { type PeerReviewItem, peerReviewPriority, toCandidateListItem } from '@hrportal/api-client';
import type { EndpointBody, EndpointResponse } from '@hrportal/api-client/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useClient, useSession } from './HrPortalProvider';
import { invalidateSummaries, patchCandidates, patchJobs, stale } from './liveUpdates';
import { queryKeys } from './queries';

/*
 * Mutation hooks. Where the server answers with the changed record, it goes into every cached list
 * that shows it (`setQueryData`); where it does not (or a list's membership changes in a way the
 * answer cannot place, like a new candidate on a sorted, paged list), the lists are invalidated.
 */

/** Writes `patch(cached)` into every query under `root`; invalidates those it reports stale. */
function patchAll(
  queryClient: QueryClient,
  root: readonly unknown[],
  patch: (cached: unknown) => unknown,
): void {
  for (const [queryKey, cached] of queryClient.getQueriesData({ queryKey: root })) {
    if (cached === undefined) continue;
    const next = patch(cached);
    if (next === stale) void queryClient.invalidateQueries({ queryKey, exact: true });
    else if (next !== cached) queryClient.setQueryData(queryKey, next);
  }
}

type Target =
  | EndpointResponse<'assignWeeklyTarget'>['target']
  | EndpointResponse<'assignMonthlyTarget'>['target'];

/** Puts a target into the cached target lists of its period: replaced by id, else prepended to
 * the lists of its manager and its recruiter. */
function putTarget(queryClient: QueryClient, target: Target, isNew: boolean): void {
  for (const [queryKey, cached] of queryClient.getQueriesData({
    queryKey: queryKeys.targets(),
  })) {
    const [, scope, period, owner] = queryKey as readonly unknown[];
    if (period !== target.period) continue;
    const list = (cached as { targets?: Target[] } | undefined)?.targets;
    if (!Array.isArray(list)) continue;
    const index = list.findIndex((item) => item.id === target.id);
    let targets: Target[] | undefined;
    if (index >= 0) targets = list.map((item) => (item.id === target.id ? target : item));
    else if (
      isNew &&
      ((scope === 'manager' && owner === target.manager_id) ||
        (scope === 'recruiter' && owner === target.recruiter_id))
    ) {
      targets = [target, ...list];
    }
    if (targets) queryClient.setQueryData(queryKey, { ...(cached as object), targets });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.targets('current') });
}

/**
 * Sets a candidate's status and/or appends a comment. The answer's candidate replaces its row in
 * every cached candidate list; the host's summaries refetch.
 *
 * @example
 * const update = useUpdateCandidateStatus();
 * update.mutate({ id: 7, status: 'Selected' });
 */
export function useUpdateCandidateStatus() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & EndpointBody<'updateCandidateStatus'>) =>
      client.candidates.updateStatus(id, body),
    onSuccess: (answer) => {
      const row = toCandidateListItem(answer.candidate);
      patchAll(queryClient, queryKeys.candidates(), (cached) =>
        patchCandidates(cached, row.id, () => row),
      );
      invalidateSummaries(queryClient);
    },
  });
}

/**
 * Deletes a candidate (managers and leadership); the row leaves every cached list.
 *
 * @example
 * useDeleteCandidate().mutate({ id: 7 });
 */
export function useDeleteCandidate() {
  const client = useClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  return useMutation({
    mutationFn: ({ id }: { id: number }) =>
      client.candidates.remove(id, { user_id: session?.userId ?? 0 }),
    onSuccess: (_answer, { id }) => {
      patchAll(queryClient, queryKeys.candidates(), (cached) =>
        patchCandidates(cached, id, 'remove'),
      );
      invalidateSummaries(queryClient);
    },
  });
}

/**
 * Adds a candidate. A new row's place in a sorted, paged list is the server's to decide: the
 * candidate lists refetch.
 *
 * @example
 * useAddCandidate().mutate(body);
 */
export function useAddCandidate() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'addCandidate'>) => client.candidates.add(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidates() });
      invalidateSummaries(queryClient);
    },
  });
}

/**
 * Decides a peer review. The decided profile replaces its row in the cached peer-review lists,
 * the candidate takes its new status in the candidate lists.
 *
 * @example
 * useDecidePeerReview().mutate({ candidate_id: 7, status: 'PR-Approved', reviewer: 'asha' });
 */
export function useDecidePeerReview() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'peerApproveCandidate'>) => client.peerReview.decide(body),
    onSuccess: (answer) => {
      queryClient.setQueriesData<PeerReviewItem[]>({ queryKey: queryKeys.peerReview() }, (list) =>
        list?.map((item) =>
          item.review_id === answer.profile.review_id
            ? { ...item, ...answer.profile, priority: peerReviewPriority(answer.profile.status) }
            : item,
        ),
      );
      const row = toCandidateListItem(answer.candidate);
      patchAll(queryClient, queryKeys.candidates(), (cached) =>
        patchCandidates(cached, row.id, () => row),
      );
      invalidateSummaries(queryClient);
    },
  });
}

/**
 * Sets the status of one job or several (several: with notifications). The answer's jobs move to
 * their status's list in every cached job list.
 *
 * @example
 * useUpdateJobStatus().mutate({ jobIds: [12], status: 'Closed' });
 */
export function useUpdateJobStatus() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      jobIds,
      status,
    }: {
      jobIds: number[];
      status: EndpointBody<'updateJobStatus'>['job_status'];
    }) => {
      if (jobIds.length === 1) {
        const answer = await client.jobs.updateStatus({
          job_id: jobIds[0] as number,
          job_status: status,
        });
        return [answer.job];
      }
      return (await client.jobs.updateStatusBulk({ job_ids: jobIds, job_status: status })).jobs;
    },
    onSuccess: (jobs) => {
      for (const job of jobs) {
        patchAll(queryClient, ['jobs'], (cached) => patchJobs(cached, job.id, job.job_status, job));
        queryClient.setQueryData(queryKeys.job(job.id), (cached: unknown) =>
          cached && typeof cached === 'object' ? { ...cached, job } : cached,
        );
      }
      invalidateSummaries(queryClient);
    },
  });
}

/**
 * Posts a job; it joins its status's list in every cached job list.
 *
 * @example
 * usePostJob().mutate(body);
 */
export function usePostJob() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'postJob'>) => client.jobs.post(body),
    onSuccess: (answer) => {
      patchAll(queryClient, ['jobs'], (cached) =>
        patchJobs(cached, answer.job.id, answer.job.job_status, answer.job),
      );
    },
  });
}

/**
 * Assigns or edits a weekly or monthly target. The answer's target replaces its row (edit) or
 * joins its manager's and recruiter's cached lists (assign).
 *
 * @example
 * useSaveTarget().mutate({ period: 'weekly', body: { recruiter_id: 5, period_start: '2026-06-01' } });
 */
export function useSaveTarget() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { period: 'weekly'; body: EndpointBody<'assignWeeklyTarget'> }
        | { period: 'monthly'; body: EndpointBody<'assignMonthlyTarget'> }
        | { period: 'weekly'; id: number; body: EndpointBody<'editWeeklyTarget'> }
        | { period: 'monthly'; id: number; body: EndpointBody<'editMonthlyTarget'> },
    ): Promise<{ target: Target; isNew: boolean }> => {
      if ('id' in change) {
        const answer =
          change.period === 'weekly'
            ? await client.targets.editWeekly(change.id, change.body)
            : await client.targets.editMonthly(change.id, change.body);
        return { target: answer.target, isNew: false };
      }
      const answer =
        change.period === 'weekly'
          ? await client.targets.assignWeekly(change.body)
          : await client.targets.assignMonthly(change.body);
      return { target: answer.target, isNew: true };
    },
    onSuccess: ({ target, isNew }) => putTarget(queryClient, target, isNew),
  });
}

/**
 * Schedules, edits or deletes a meeting of any kind: pass the SDK call. The SDK drops its meeting
 * caches; the meeting lists refetch (a meeting's normalised form comes from the list reads).
 *
 * @example
 * const change = useMeetingChange();
 * change.mutate((meetings) => meetings.createCall(body));
 */
export function useMeetingChange() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: (meetings: typeof client.meetings) => Promise<unknown>) =>
      call(client.meetings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.meetings() }),
  });
}

/**
 * Creates a client company; the client lists refetch (their job counts come from the server).
 *
 * @example
 * useCreateClient().mutate({ name: 'Acme' });
 */
export function useCreateClient() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'createClient'>) => client.clients.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients() }),
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

/**
 * Ends one session (leadership, issue 16); the sessions list reloads and the audit trail with it.
 * Revoking the caller's own session signs this browser out on its next call.
 */
export function useRevokeSession() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => client.security.revokeSession(sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security() }),
  });
}

/** Saves the organisation settings (leadership); the answer is the settings in force. */
export function useSaveOrgSettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'saveOrgSettings'>) => client.security.saveSettings(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.security('settings'), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.security('auditLog') });
    },
  });
}
