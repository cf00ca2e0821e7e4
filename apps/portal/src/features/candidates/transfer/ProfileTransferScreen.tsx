import { ProfileTransfer } from '@hrportal/candidate-table';
import { useActiveUsers, useClient, useRecruiterCandidates } from '@hrportal/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../../common/errors';
import * as css from '../../../portal.css';

/**
 * Profile Transfer (manager): one recruiter's candidates, chosen in a table with chips, moved to
 * another recruiter in one request (`/assign_candidate_new_recuriter`). The server's
 * `candidate_update` events (`transferred`) reach both recruiters, whose lists refetch live.
 */
export function ProfileTransferScreen({ title }: { title: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const users = useActiveUsers();
  const [from, setFrom] = useState<string | null>(null);
  const list = useRecruiterCandidates(from ?? undefined);
  const recruiters = (users.data?.recruiters ?? [])
    .filter((u) => u.isActive)
    .map((u) => ({ id: u.username, label: u.name ? `${u.name} (${u.username})` : u.username }));
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <p className={css.muted}>
        Move candidates from one recruiter to another. Both recruiters see the change at once.
      </p>
      <ProfileTransfer
        recruiters={recruiters}
        from={from}
        onFromChange={setFrom}
        candidates={list.data ?? []}
        isLoading={from !== null && list.isPending}
        error={list.isError ? failureText(list.error, 'Failed to fetch candidates') : null}
        onTransfer={async (ids, to) => {
          const answer = await client.candidates.assignRecruiter({
            candidate_ids: ids,
            recruiter: to,
          });
          await queryClient.invalidateQueries({ queryKey: ['candidates'] });
          return answer;
        }}
      />
    </section>
  );
}
