import {
  candidateStatuses,
  type TargetActuals,
  targetMetrics,
} from '@hrportal/api-client/contract';
import { useClient, useMeetings, usePeerReviews, useSession } from '@hrportal/react';
import { EmptyState, Skeleton } from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../common/errors';
import * as css from '../../portal.css';
import { listPath } from '../../screens';
import { targetFailure, targetNumbers, targetOf } from '../targets/metrics';
import { TargetBars } from '../targets/TargetBars';
import { useTargetProgress } from '../targets/useTargetProgress';
import { ActivityList, Card, type DashboardLinks, MeetingsList, TasksList } from './DashboardParts';
import { tasksQuery, weekQuery } from './queries';

/**
 * A count that opens the list it counts; a plain tile where the role has no such list. Memoized:
 * the screen renders again as each query answers, and a tile's link only changes with its count.
 */
const Tile = memo(function Tile({
  label,
  value,
  to,
}: {
  label: string;
  value: number;
  to: string | undefined;
}) {
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
    <div className={css.statTile}>{body}</div>
  );
});

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const zero = (): TargetActuals => ({
  candidates: 0,
  submissions: 0,
  interviews: 0,
  offers: 0,
  joinings: 0,
});

/** The queries of {@link ActNow}, read by the screen too (it waits for their first answers). */
function useActNowData() {
  const client = useClient();
  const { session } = useSession();
  const tasks = useQuery({ ...tasksQuery(client, session?.userId), enabled: session !== null });
  const week = useTargetProgress(weekQuery);
  const meetings = useMeetings();
  return { tasks, week, meetings };
}

/**
 * The act-from part of a dashboard (issue 21): my tasks, today's and tomorrow's meetings, my (or
 * the team's, or for leadership the organisation's) week against its targets, and the team's
 * live activity with links to the records. Every part refetches with the live feed (summaries).
 */
function ActNow({ tasks, week, meetings }: ReturnType<typeof useActNowData>) {
  const { session } = useSession();
  const role = session?.userRole;
  const recruiter = role === 'recruiter';
  const today = isoDay(new Date());
  const tomorrow = isoDay(new Date(Date.now() + 86_400_000));
  const soon = meetings.meetings.filter((m) => m.date === today || m.date === tomorrow);
  // One object per role, so the memoized lists below skip the renders other answers cause.
  const links = useMemo((): DashboardLinks => {
    const candidates = listPath(role, 'candidates');
    return {
      candidate: (id) => (candidates ? `${candidates}?candidate=${id}` : undefined),
      jobs: listPath(role, 'jobs'),
      reviews: listPath(role, 'peerReview'),
      targets: `/${role}/recruiters?tab=targets`,
    };
  }, [role]);
  const rows = week.data?.periods[0]?.rows ?? [];
  const totals = rows.reduce(
    (sum, r) => {
      for (const m of targetMetrics) {
        sum.actual[m] += r.actual[m];
        sum.target[m] += targetOf(r.target, m);
      }
      return sum;
    },
    { actual: zero(), target: zero() },
  );
  const weekTitle = recruiter
    ? 'My targets this week'
    : role === 'leadership'
      ? "The organisation's week"
      : "My team's week";
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
        alignItems: 'start',
      }}
    >
      <Card
        id="my-tasks"
        title="My tasks"
        isLoading={tasks.isPending}
        error={tasks.isError ? failureText(tasks.error) : null}
      >
        {tasks.data ? (
          <TasksList tasks={tasks.data} links={links} showReviews={Boolean(session?.peerStatus)} />
        ) : null}
      </Card>
      <Card
        id="week-targets"
        title={weekTitle}
        isLoading={week.isPending}
        error={week.isError ? targetFailure(week.error) : null}
        action={
          <Link to={links.targets} className={css.actionLink}>
            {recruiter ? 'My targets' : 'Targets'}
          </Link>
        }
      >
        {recruiter && rows[0] ? (
          <TargetBars actual={rows[0].actual} target={targetNumbers(rows[0].target)} />
        ) : (
          <>
            <p className={css.muted}>
              {rows.filter((r) => r.target).length} of {rows.length} recruiters have a target this
              week; bars show everyone's counts against the targets set.
            </p>
            <TargetBars actual={totals.actual} target={totals.target} />
          </>
        )}
      </Card>
      <Card
        id="meetings-soon"
        title="Today and tomorrow"
        isLoading={meetings.isLoading}
        action={
          <Link to="/calendar" className={css.actionLink}>
            Calendar
          </Link>
        }
      >
        <MeetingsList meetings={soon} today={today} />
        {meetings.failed.length ? (
          <p className={css.muted}>
            Some meeting sources did not answer: {meetings.failed.join(', ')}.
          </p>
        ) : null}
      </Card>
      <Card
        id="team-activity"
        title={recruiter ? 'My activity' : 'Team activity'}
        isLoading={tasks.isPending}
        error={tasks.isError ? failureText(tasks.error) : null}
      >
        {tasks.data ? <ActivityList events={tasks.data.activity} links={links} /> : null}
      </Card>
    </div>
  );
}

/**
 * A role's dashboard: what to act on now ({@link ActNow}), then candidates by status (counted by
 * `/my_tasks` under the unfiltered list's condition, refreshed by the live feed) and jobs by
 * status (counted by `/my_tasks` too, as `/view_all_jobs` splits them). Shown once every first
 * answer is in, so no card grows and pushes the others down.
 */
export function DashboardScreen() {
  const { session } = useSession();
  const reviews = usePeerReviews();
  const actNow = useActNowData();
  // Candidates by status come with my tasks (one grouped count on the server, under the
  // unfiltered list's condition), so the tiles agree with the lists they open.
  const counts = useMemo(() => {
    const data = actNow.tasks.data?.candidates;
    if (!data) return undefined;
    const statuses = candidateStatuses.filter((s) => !s.startsWith('PR-') && s !== 'Updated');
    return [
      { label: 'All candidates', value: data.total },
      ...statuses
        .map((label) => ({ label, value: data.by_status[label] ?? 0 }))
        .filter((s) => s.value > 0),
    ];
  }, [actNow.tasks.data]);
  // Jobs by status come with my tasks too (one grouped count): loading every job to count them
  // was the dashboard's largest answer (351 KB with the demo data) and held its first paint.
  const jobs = actNow.tasks.data?.jobs;
  const pending = reviews.data?.filter((r) => r.status === 'PR-Pending').length ?? 0;
  const role = session?.userRole;
  const candidatesPath = listPath(role, 'candidates');
  const jobsPath = listPath(role, 'jobs');
  const jobTotal = jobs ? jobs.active + jobs.hold + jobs.closed : undefined;
  // A new user with nothing yet: say what to do first instead of a wall of zeros.
  const nothingYet = counts?.[0]?.value === 0 && jobTotal === 0;
  // The cards show together once every first answer is in (or failed): a card that filled in on
  // its own grew and pushed the cards below it down the page (Lighthouse's layout shift 0.33).
  const ready = !actNow.tasks.isPending && !actNow.week.isPending && !actNow.meetings.isLoading;

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        Welcome, {session?.name || session?.userName}
      </h1>
      {ready ? null : <Skeleton rows={6} columns={2} label="Loading dashboard..." />}
      {/* Laid out but hidden until ready, so the queries run and nothing moves when it shows. */}
      <div className={css.page} style={ready ? undefined : { display: 'none' }}>
        <ActNow {...actNow} />
        <section className={css.card} aria-labelledby="by-status">
          <h2 id="by-status" className={css.title}>
            Candidates by status
          </h2>
          {/* Hidden until `ready`: no loading state of its own. */}
          {!counts ? (
            <EmptyState title={`Error: ${failureText(actNow.tasks.error)}`} />
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
              {counts.map((stat, i) => (
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
          {!jobs ? (
            <EmptyState title={`Error: ${failureText(actNow.tasks.error)}`} />
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
                  ['Active', jobs.active],
                  ['Hold', jobs.hold],
                  ['Closed', jobs.closed],
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
      </div>
    </section>
  );
}
