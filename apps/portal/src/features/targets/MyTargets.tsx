'use client';
import type { TargetProgressResponse } from '@hrportal/api-client/contract';
import { targetMetrics } from '@hrportal/api-client/contract';
import { EmptyState, Skeleton } from '@hrportal/ui';
import * as portal from '../../portal.css';
import { metricLabels, periodName, targetFailure, targetNumbers, targetOf } from './metrics';
import { TargetBars } from './TargetBars';
import * as css from './targets.css';
import { useTargetProgress } from './useTargetProgress';

type Periods = TargetProgressResponse['periods'];

/** One period's card: its name, the target's notes and the bars. */
function PeriodCard({ heading, period }: { heading: string; period: Periods[number] | undefined }) {
  const row = period?.rows[0];
  return (
    <section className={portal.card} aria-label={heading}>
      <h2 className={portal.title}>{heading}</h2>
      {period ? (
        <p className={portal.muted}>
          {periodName(period.period, period.period_start, period.period_end)}
        </p>
      ) : null}
      {row ? (
        <>
          {row.target ? null : <p className={portal.muted}>No target set — counted anyway.</p>}
          {row.target?.notes ? <p className={portal.muted}>“{row.target.notes}”</p> : null}
          <TargetBars actual={row.actual} target={targetNumbers(row.target)} />
        </>
      ) : (
        <p className={portal.muted}>Nothing counted yet.</p>
      )}
    </section>
  );
}

/** Past periods: each metric as counted / target. */
function History({ caption, periods }: { caption: string; periods: Periods }) {
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={portal.muted} style={{ textAlign: 'left' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {targetMetrics.map((m) => (
              <th key={m} scope="col">
                {metricLabels[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => {
            const row = p.rows[0];
            return (
              <tr key={p.period_start}>
                <th scope="row">{periodName(p.period, p.period_start, p.period_end)}</th>
                {targetMetrics.map((m) => {
                  const target = targetOf(row?.target ?? null, m);
                  const actual = row?.actual[m] ?? 0;
                  return <td key={m}>{target > 0 ? `${actual} / ${target}` : `${actual}`}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Props of {@link MyTargetsView}. */
export interface MyTargetsViewProps {
  weekly: Periods | undefined;
  monthly: Periods | undefined;
  isLoading: boolean;
  error: string | null;
}

/** A recruiter's targets: this week and this month as bars, then the history of each. */
export function MyTargetsView({ weekly, monthly, isLoading, error }: MyTargetsViewProps) {
  if (isLoading) return <Skeleton rows={5} columns={2} label="Loading targets..." />;
  if (error) return <EmptyState title={`Error: ${error}`} />;
  if (!weekly || !monthly) return null;
  const anyTarget = [...weekly, ...monthly].some((p) => p.rows[0]?.target);
  return (
    <div className={portal.form}>
      {anyTarget ? null : (
        <EmptyState
          title="No targets yet"
          description="Your manager sets weekly and monthly targets; what you do is counted here either way."
        />
      )}
      <div className={css.periods}>
        <PeriodCard heading="This week" period={weekly[0]} />
        <PeriodCard heading="This month" period={monthly[0]} />
      </div>
      <History caption="Weekly history (counted / target)" periods={weekly.slice(1)} />
      <History caption="Monthly history (counted / target)" periods={monthly.slice(1)} />
    </div>
  );
}

/** {@link MyTargetsView} on the server's counts; live (see `useTargetProgress`). */
export function MyTargets() {
  const weekly = useTargetProgress({ period: 'weekly', periods: 8 });
  const monthly = useTargetProgress({ period: 'monthly', periods: 6 });
  const failed = weekly.error ?? monthly.error;
  return (
    <MyTargetsView
      weekly={weekly.data?.periods}
      monthly={monthly.data?.periods}
      isLoading={weekly.isPending || monthly.isPending}
      error={failed ? targetFailure(failed) : null}
    />
  );
}
