import type { ActivityWeek } from '@hrportal/api-client/contract';
import * as styles from '../shared/org.css';

const width = 480;
const height = 140;
const axis = 18;

/**
 * A client's weekly activity as plain SVG bars: candidates added per week, and the candidates
 * that first reached an offer that week (a narrower bar in front; it may be the taller one). Plain SVG, not a chart library: twelve bars of one series do not earn the 40+ KB
 * gzip a maintained chart library adds to the screen's chunk (see apps/portal/CONTEXT.md). Each
 * bar carries its figures as a `<title>`; the whole chart is one image named by its summary.
 */
export function ActivityChart({ weeks }: { weeks: readonly ActivityWeek[] }) {
  const busiest = Math.max(0, ...weeks.map((w) => w.added));
  const max = Math.max(1, busiest, ...weeks.map((w) => w.offers));
  const slot = width / Math.max(1, weeks.length);
  const bar = Math.max(4, slot * 0.6);
  const scale = (n: number) => (n / max) * (height - axis - 12);
  const added = weeks.reduce((s, w) => s + w.added, 0);
  const offers = weeks.reduce((s, w) => s + w.offers, 0);
  const label = `Candidates added per week over ${weeks.length} weeks: ${added} added, ${offers} reached an offer. Busiest week ${added === 0 ? 'none' : `${busiest} added`}.`;
  return (
    <figure className={styles.chartFigure}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className={styles.chart}
        role="img"
        aria-label={label}
      >
        {weeks.map((w, i) => {
          const x = i * slot + (slot - bar) / 2;
          const h = scale(w.added);
          const ho = scale(w.offers);
          const base = height - axis;
          return (
            <g key={w.week_start}>
              <title>{`Week of ${w.week_start}: ${w.added} added, ${w.offers} offers`}</title>
              <rect className={styles.barAdded} x={x} y={base - h} width={bar} height={h} rx={2} />
              <rect
                className={styles.barOffers}
                x={x + bar / 4}
                y={base - ho}
                width={bar / 2}
                height={ho}
                rx={2}
              />
              {i % 2 === weeks.length % 2 ? null : (
                <text
                  className={styles.axisText}
                  x={x + bar / 2}
                  y={height - 4}
                  textAnchor="middle"
                >
                  {w.week_start.slice(8, 10)}/{w.week_start.slice(5, 7)}
                </text>
              )}
              {w.added > 0 ? (
                <text
                  className={styles.axisText}
                  x={x + bar / 2}
                  y={base - h - 3}
                  textAnchor="middle"
                >
                  {w.added}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchAdded} />
          Added
        </li>
        <li>
          <span className={styles.swatchOffers} />
          Offers
        </li>
      </ul>
    </figure>
  );
}
