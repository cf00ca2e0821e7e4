import { candidateStatuses } from '@hrportal/api-client/contract';
import { useClient, usePeerReviews, useSession } from '@hrportal/react';
import { EmptyState, Skeleton } from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { failureText } from '../../common/errors';
import * as css from '../../portal.css';

/**
 * A role's dashboard: live counts of candidates by status (one count per status from the paged
 * list, refreshed by the live feed) and, for peer reviewers, the profiles waiting for them.
 */
export function DashboardScreen() {
  const client = useClient();
  const { session } = useSession();
  const reviews = usePeerReviews();
  const counts = useQuery({
    queryKey: ['dashboard', 'candidatesByStatus', session?.userId],
    // A summary of the candidate lists: @hrportal/react refetches it when they change.
    meta: { summary: true },
    enabled: session !== null,
    queryFn: async () => {
      if (!session) return [];
      const userType = session.userRole === 'manager' ? 'management' : session.userRole;
      const request = (statuses?: (typeof candidateStatuses)[number][]) =>
        client.candidates.list(
          {
            user_id: session.userId,
            user_type: userType,
            user_name: session.userName,
            page_no: 1,
            page_size: 1,
            ...(statuses ? { statuses } : {}),
          },
          { force: true },
        );
      const statuses = candidateStatuses.filter((s) => !s.startsWith('PR-') && s !== 'Updated');
      const [all, ...each] = await Promise.all([request(), ...statuses.map((s) => request([s]))]);
      return [
        { label: 'All candidates', value: all?.total ?? 0 },
        ...statuses
          .map((label, i) => ({ label, value: each[i]?.total ?? 0 }))
          .filter((s) => s.value > 0),
      ];
    },
  });
  const jobs = useQuery({
    queryKey: ['jobs', 'dashboard', session?.userId],
    enabled: session !== null,
    queryFn: () => client.jobs.list(undefined, { force: true }),
  });
  const pending = reviews.data?.filter((r) => r.status === 'PR-Pending').length ?? 0;

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        Welcome, {session?.name || session?.userName}
      </h1>
      <section className={css.card} aria-labelledby="by-status">
        <h2 id="by-status" className={css.title}>
          Candidates by status
        </h2>
        {counts.isPending ? (
          <Skeleton rows={2} columns={4} label="Loading counts..." />
        ) : counts.isError ? (
          <EmptyState title={`Error: ${failureText(counts.error)}`} />
        ) : (
          <div className={css.stats}>
            {counts.data.map((stat) => (
              <div key={stat.label} className={css.card}>
                <span className={css.muted}>{stat.label}</span>
                <p className={css.statValue}>{stat.value.toLocaleString('en-IN')}</p>
              </div>
            ))}
          </div>
        )}
      </section>
      <section className={css.card} aria-labelledby="jobs-by-status">
        <h2 id="jobs-by-status" className={css.title}>
          {session?.userRole === 'recruiter' ? 'My requirements by status' : 'Jobs by status'}
        </h2>
        {jobs.isPending ? (
          <Skeleton rows={1} columns={3} label="Loading jobs..." />
        ) : jobs.isError ? (
          <EmptyState title={`Error: ${failureText(jobs.error)}`} />
        ) : (
          <div className={css.stats}>
            {(
              [
                ['Active', jobs.data.job_posts_active.length],
                ['Hold', jobs.data.job_posts_hold.length],
                ['Closed', jobs.data.job_posts_closed.length],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={css.card}>
                <span className={css.muted}>{label}</span>
                <p className={css.statValue}>{value.toLocaleString('en-IN')}</p>
              </div>
            ))}
          </div>
        )}
      </section>
      {session?.peerStatus ? (
        <section className={css.card} aria-labelledby="reviews">
          <h2 id="reviews" className={css.title}>
            Peer reviews
          </h2>
          <p className={css.statValue}>{pending}</p>
          <span className={css.muted}>profiles waiting for your review</span>
        </section>
      ) : null}
    </section>
  );
}
