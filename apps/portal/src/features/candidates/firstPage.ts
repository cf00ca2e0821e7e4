import type { HrPortalClient, Session } from '@hrportal/api-client';
import { openingCandidateRequest } from '@hrportal/candidate-table';
import { candidatePageQuery } from '@hrportal/react';
import type { QueryClient } from '@tanstack/react-query';

/** The chips a candidate list opens with: `?status=Offer` (a dashboard tile) → that status. */
export function statusChips(status: string | null) {
  return status ? [{ column: 'status', value: status }] : undefined;
}

/**
 * Starts the first page of the repository's first tab (or of the pool's list) into the cache,
 * before the screen's chunk has arrived (the portal calls it while its start-up splash shows,
 * issue 24). The table asks for the same page, so it finds it in flight or answered.
 */
export function prefetchCandidates(pool: boolean) {
  return (
    client: HrPortalClient,
    queryClient: QueryClient,
    session: Session,
    search: URLSearchParams,
  ) => {
    const request = openingCandidateRequest(!pool, statusChips(search.get('status')));
    void queryClient.prefetchQuery(candidatePageQuery(client, session, request));
  };
}
