import type { TargetActuals } from '@hrportal/api-client/contract';
import { targetMetrics } from '@hrportal/api-client/contract';
import { plainList } from '../../portal.css';
import { metricLabels } from './metrics';
import * as css from './targets.css';

/** One metric: its figures and a bar (a progressbar for assistive technology). */
export function TargetBar({
  label,
  actual,
  target,
  showLabel = true,
}: {
  label: string;
  actual: number;
  target: number;
  /** False in a table cell whose column already names the metric (the bar keeps `label`). */
  showLabel?: boolean;
}) {
  const pct = target > 0 ? Math.min(100, Math.round((actual / target) * 100)) : 0;
  const text =
    target > 0
      ? `${actual} of ${target} (${Math.round((actual / target) * 100)}%)`
      : `${actual}, no target`;
  return (
    <div className={css.barRow}>
      <div className={css.barHead}>
        {showLabel ? <span>{label}</span> : null}
        <span>{target > 0 ? `${actual} / ${target}` : `${actual} (no target)`}</span>
      </div>
      <div
        className={css.barTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={text}
      >
        <div
          className={`${css.barFill} ${pct >= 100 ? css.barDone : ''}`}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

/** Every metric counted against its target: one recruiter's period, or the sums of many. */
export function TargetBars({ actual, target }: { actual: TargetActuals; target: TargetActuals }) {
  return (
    <ul className={plainList}>
      {targetMetrics.map((m) => (
        <li key={m}>
          <TargetBar label={metricLabels[m]} actual={actual[m]} target={target[m]} />
        </li>
      ))}
    </ul>
  );
}
