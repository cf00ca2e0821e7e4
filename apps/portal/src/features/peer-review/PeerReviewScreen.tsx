import { PeerReviewTable } from '@hrportal/candidate-table';
import { useSession } from '@hrportal/react';
import { EmptyState } from '@hrportal/ui';
import * as css from '../../portal.css';

/** Peer Assigned Profiles: the reviewer's assigned profiles (SPEC §2), peer reviewers only. */
export function PeerReviewScreen() {
  const { session } = useSession();
  if (!session?.peerStatus) {
    return (
      <EmptyState
        title="Peer Assigned Profiles"
        description="Only peer reviewers see peer-assigned profiles."
      />
    );
  }
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        Peer Assigned Profiles
      </h1>
      <PeerReviewTable />
    </section>
  );
}
