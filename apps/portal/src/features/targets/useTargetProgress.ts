import type { TargetProgressQuery } from '@hrportal/api-client/contract';
import { useClient, useSession } from '@hrportal/react';
import { useQuery } from '@tanstack/react-query';

/**
 * Targets with what the server counted (`GET /target_progress`). Under the `targets` root, so the
 * live feed's target events refetch it; a summary (`meta.summary`), so candidate events do too —
 * the bars move without a reload.
 */
export function useTargetProgress(query: TargetProgressQuery, enabled = true) {
  const client = useClient();
  const { session } = useSession();
  return useQuery({
    queryKey: ['targets', 'progress', session?.userId, query],
    meta: { summary: true },
    enabled: enabled && session !== null,
    queryFn: () => client.targets.progress(query),
  });
}
