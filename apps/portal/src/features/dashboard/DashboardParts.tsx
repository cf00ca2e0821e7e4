import type { Meeting } from '@hrportal/api-client';
import type { LiveEvent, MyTasksResponse } from '@hrportal/api-client/contract';
import { EmptyState, Skeleton } from '@hrportal/ui';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as css from '../../portal.css';
import { link } from '../org/shared/org.css';

/** A dashboard card: heading, then its loading, error or content. */
export function Card({
  id,
  title,
  isLoading,
  error,
  children,
  action,
}: {
  id: string;
  title: string;
  isLoading?: boolean;
  error?: string | null;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={css.card} aria-labelledby={id}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <h2 id={id} className={css.title}>
          {title}
        </h2>
        {action}
      </div>
      {isLoading ? (
        <Skeleton rows={3} columns={2} label={`Loading ${title.toLowerCase()}...`} />
      ) : error ? (
        <EmptyState title={`Error: ${error}`} headingLevel={3} />
      ) : (
        children
      )}
    </section>
  );
}

/** Where the records of the dashboard live for this role (from `screens.tsx`). */
export interface DashboardLinks {
  candidate: (id: number) => string | undefined;
  jobs: string | undefined;
  reviews: string | undefined;
  targets: string;
}

/** Props of {@link TasksList}. */
export interface TasksListProps {
  tasks: MyTasksResponse;
  links: DashboardLinks;
  showReviews: boolean;
}

/**
 * My tasks: reviews waiting, stuck candidates (each a link), jobs with no submissions this week.
 * Memoized, as is {@link ActivityList}: the dashboard renders again as each of its queries
 * answers, and these lists of links only change with their own answer.
 */
export const TasksList = memo(function TasksList({ tasks, links, showReviews }: TasksListProps) {
  const nothing =
    (!showReviews || tasks.pending_reviews === 0) &&
    tasks.stuck.total === 0 &&
    tasks.idle_jobs.total === 0;
  if (nothing) return <p className={css.muted}>Nothing waiting for you. Well done.</p>;
  return (
    <div className={css.form}>
      {showReviews && tasks.pending_reviews > 0 ? (
        <p>
          {links.reviews ? (
            <Link to={links.reviews} className={css.actionLink}>
              {tasks.pending_reviews} peer review{tasks.pending_reviews === 1 ? '' : 's'} waiting
              for you
            </Link>
          ) : (
            `${tasks.pending_reviews} peer reviews waiting for you`
          )}
        </p>
      ) : null}
      {tasks.stuck.total > 0 ? (
        <div className={css.group}>
          <h3 className={css.muted}>
            {tasks.stuck.total.toLocaleString('en-IN')} candidate
            {tasks.stuck.total === 1 ? '' : 's'} with no change for {tasks.stuck_days} days or more
          </h3>
          <ul className={css.list}>
            {tasks.stuck.candidates.slice(0, 5).map((c) => {
              const to = links.candidate(c.id);
              const text = `${c.name} — ${c.status}, ${c.days} days${c.client ? `, ${c.client}` : ''}`;
              return (
                <li key={c.id}>
                  {to ? (
                    <Link className={link} to={to}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {tasks.idle_jobs.total > 0 ? (
        <div className={css.group}>
          <h3 className={css.muted}>
            {tasks.idle_jobs.total} active job{tasks.idle_jobs.total === 1 ? '' : 's'} with no
            submission this week
          </h3>
          <ul className={css.list}>
            {tasks.idle_jobs.jobs.slice(0, 5).map((j) => {
              const text = `${j.role} at ${j.client}${j.recruiter ? ` (${j.recruiter})` : ''}`;
              return (
                <li key={j.id}>
                  {links.jobs ? (
                    <Link className={link} to={links.jobs}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
});

const dayLabel = (date: string, today: string) => (date === today ? 'Today' : 'Tomorrow');

/** Today's and tomorrow's meetings, by time; each joins by its link when it has one. */
export function MeetingsList({ meetings, today }: { meetings: readonly Meeting[]; today: string }) {
  if (meetings.length === 0) return <p className={css.muted}>No meetings today or tomorrow.</p>;
  return (
    <ul className={css.list}>
      {meetings.map((m) => (
        <li key={`${m.type}-${m.id}`}>
          <strong>
            {dayLabel(m.date, today)} {m.startTime}–{m.endTime}
          </strong>{' '}
          {m.title}
          {m.joinUrl ? (
            <>
              {' '}
              <a className={link} href={m.joinUrl} target="_blank" rel="noopener noreferrer">
                Join {m.title}
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const eventWords: Record<string, string> = {
  candidate_added: 'added',
  candidate_updated: 'updated',
  candidate_update: 'updated',
  candidate_editing: 'being edited',
  profile_update: 'profile updated',
  peer_review_assigned: 'peer review assigned',
  peer_review_status_updated: 'peer review decided',
  job_created: 'job posted',
  job_updated: 'job updated',
  job_update: 'job updated',
  job_editing: 'job being edited',
  weekly_target_assigned: 'weekly target assigned',
  weekly_target_updated: 'weekly target updated',
  monthly_target_assigned: 'monthly target assigned',
  monthly_target_updated: 'monthly target updated',
  careers_application: 'careers application',
  system_message: 'message',
};

/** One live event as a line with a link to its record. */
function activityLine(
  event: LiveEvent,
  links: DashboardLinks,
): { text: string; to: string | undefined } {
  const d = event.data as Record<string, unknown>;
  const what = eventWords[event.type] ?? event.type.replaceAll('_', ' ');
  const who = typeof d.updatedBy === 'string' && d.updatedBy ? ` by ${d.updatedBy}` : '';
  const name = typeof d.name === 'string' && d.name ? `${d.name}: ` : '';
  const status = typeof d.status === 'string' && d.status ? ` (${d.status})` : '';
  const text =
    event.type === 'system_message' ? String(d.message ?? '') : `${name}${what}${status}${who}`;
  let to: string | undefined;
  if (event.type.includes('target')) to = links.targets;
  else if (event.type.startsWith('peer_review')) to = links.reviews;
  else if (typeof d.candidateId === 'number') to = links.candidate(d.candidateId);
  else if (typeof d.jobId === 'number') to = links.jobs;
  return { text, to };
}

/** The team's newest live events, newest first, each linking to its record. */
export const ActivityList = memo(function ActivityList({
  events,
  links,
}: {
  events: readonly LiveEvent[];
  links: DashboardLinks;
}) {
  if (events.length === 0) return <p className={css.muted}>No activity yet.</p>;
  return (
    <ol className={css.list}>
      {events.map((e) => {
        const { text, to } = activityLine(e, links);
        const time = new Date(e.timestamp).toLocaleTimeString('en-GB', {
          hour: '2-digit',
          minute: '2-digit',
        });
        return (
          <li key={e.id}>
            <span className={css.muted}>{time}</span>{' '}
            {to ? (
              <Link className={link} to={to}>
                {text}
              </Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ol>
  );
});
