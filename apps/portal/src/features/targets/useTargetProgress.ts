import type { HrPortalClient } from '@hrportal/api-client';
import type { TargetProgressQuery } from '@hrportal/api-client/contract';
import { useClient, useSession } from '@hrportal/react';
import { useQuery } from '@tanstack/react-query';

/** The query of {@link useTargetProgress}, for a prefetch before its screen has loaded. */
export const targetProgressQuery = (
  client: HrPortalClient,
  userId: number | undefined,
  query: TargetProgressQuery,
) => ({
  queryKey: ['targets', 'progress', userId, query],
  meta: { summary: true },
  queryFn: () => client.targets.progress(query),
});

/**
 * Targets with what the server counted (`GET /target_progress`). Under the `targets` root, so the
 * live feed's target events refetch it; a summary (`meta.summary`), so candidate events do too —
 * the bars move without a reload.
 */
export function useTargetProgress(query: TargetProgressQuery, enabled = true) {
  const client = useClient();
  const { session } = useSession();
  return useQuery({
    ...targetProgressQuery(client, session?.userId, query),
    enabled: enabled && session !== null,
  });
}
