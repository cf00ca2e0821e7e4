import { candidateStatuses } from '@hrportal/api-client/contract';
import { useClient, usePeerReviews, useSession } from '@hrportal/react';
import { EmptyState, Skeleton } from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { failureText } from '../../common/errors';
import * as css from '../../portal.css';
import { listPath } from '../../screens';

/** A count that opens the list it counts; a plain tile where the role has no such list. */
function Tile({ label, value, to }: { label: string; value: number; to: string | undefined }) {
  const body = (
    <>
      <span className={css.muted}>{label}</span>
      <p className={css.statValue}>{value.toLocaleString('en-IN')}</p>
    </>
  );
  return to ? (
    <Link to={to} className={css.tile}>
      {body}
    </Link>
  ) : (
    <div className={css.card}>{body}</div>
  );
}

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
  const role = session?.userRole;
  const candidatesPath = listPath(role, 'candidates');
  const jobsPath = listPath(role, 'jobs');
  const jobTotal = jobs.data
    ? jobs.data.job_posts_active.length +
      jobs.data.job_posts_hold.length +
      jobs.data.job_posts_closed.length
    : undefined;
  // A new user with nothing yet: say what to do first instead of a wall of zeros.
  const nothingYet = counts.data?.[0]?.value === 0 && jobTotal === 0;

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
        ) : nothingYet ? (
          <EmptyState
            title="No candidates yet"
            description={
              role === 'recruiter'
                ? 'Candidates you add, or that a manager assigns to you, appear here. Start with the jobs assigned to you.'
                : 'Post a job first, assign recruiters to it, and their candidates will be counted here by status.'
            }
            {...(jobsPath
              ? {
                  action: (
                    <Link to={jobsPath} className={css.actionLink}>
                      {role === 'recruiter' ? 'Open Assigned Requirements' : 'Open Job Listing'}
                    </Link>
                  ),
                }
              : {})}
          />
        ) : (
          <div className={css.stats}>
            {counts.data.map((stat, i) => (
              <Tile
                key={stat.label}
                label={stat.label}
                value={stat.value}
                to={
                  candidatesPath &&
                  (i === 0
                    ? candidatesPath
                    : `${candidatesPath}?status=${encodeURIComponent(stat.label)}`)
                }
              />
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
        ) : jobTotal === 0 ? (
          <EmptyState
            title={role === 'recruiter' ? 'No requirements assigned yet' : 'No jobs posted yet'}
            description={
              role === 'recruiter'
                ? 'A manager assigns you to jobs; they appear here and in Assigned Requirements.'
                : 'Jobs you post appear here by status.'
            }
          />
        ) : (
          <div className={css.stats}>
            {(
              [
                ['Active', jobs.data.job_posts_active.length],
                ['Hold', jobs.data.job_posts_hold.length],
                ['Closed', jobs.data.job_posts_closed.length],
              ] as const
            ).map(([label, value]) => (
              <Tile
                key={label}
                label={label}
                value={value}
                to={jobsPath && `${jobsPath}?status=${label}`}
              />
            ))}
          </div>
        )}
      </section>
      {session?.peerStatus ? (
        <section className={css.card} aria-labelledby="reviews">
          <h2 id="reviews" className={css.title}>
            Peer reviews
          </h2>
          <Tile
            label="Profiles waiting for your review"
            value={pending}
            to={listPath(role, 'peerReview')}
          />
        </section>
      ) : null}
    </section>
  );
}
