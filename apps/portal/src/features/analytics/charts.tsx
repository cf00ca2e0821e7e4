'use client';
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useCallback, useRef, useState } from 'react';
import * as styles from './analytics.css';

/** Series colours: theme contract variables, so light, dark and re-branded themes follow. */
const seriesTones = [
  'brand',
  'brandSoft',
  'info',
  'positive',
  'caution',
  'critical',
  'muted',
] as const;
/** One of {@link seriesTones}. */
type SeriesTone = (typeof seriesTones)[number];

/** A series of a chart: the row field it reads, its legend label and colour. */
export interface ChartSeries {
  key: string;
  label: string;
  tone: SeriesTone;
}

/** A category of a bar chart (a stage, a source, a recruiter) with a value per series key. */
export interface ChartRow {
  label: string;
  values: Readonly<Record<string, number>>;
}

/**
 * The chart's box width in px (a ResizeObserver on it), so an SVG is drawn at its real size and
 * its 11 px labels stay 11 px on a phone instead of shrinking with a scaled viewBox.
 */
function useBoxWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(640);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      const next = Math.max(260, Math.round(entry?.contentRect.width ?? 640));
      setWidth((w) => (Math.abs(w - next) > 2 ? next : w));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}

/** Tick labels as plain `<text>` (visx's default wraps each in its own `<svg>`). */
function Tick({ formattedValue, x, y, textAnchor, dy }: TickRendererProps) {
  return (
    <text className={styles.axisText} x={x} y={y} dy={dy} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}
const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The legend of a chart's series (the table behind the chart names them too). */
function Legend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className={styles.legend} aria-hidden="true">
      {series.map((s) => (
        <li key={s.key}>
          <span className={styles.swatch[s.tone]} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Horizontal bars, one group per row and a bar per series (current vs previous, approved vs
 * rejected). Rows beyond `maxRows` are left to the table behind the chart. The SVG is one image
 * named by `summary`; each bar carries its figure as a `<title>`.
 */
export function HorizontalBars({
  rows,
  series,
  summary,
  maxRows = 12,
}: {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  summary: string;
  maxRows?: number;
}) {
  const [box, width] = useBoxWidth();
  const shown = rows.slice(0, maxRows);
  const labelWidth = Math.min(150, Math.round(width * 0.34));
  const barBand = series.length > 1 ? 22 : 16;
  const height = Math.max(40, shown.length * (barBand + 8) + 24);
  const max = Math.max(1, ...shown.flatMap((r) => series.map((s) => r.values[s.key] ?? 0)));
  const y = scaleBand({
    domain: shown.map((_, i) => String(i)),
    range: [0, height - 24],
    padding: 0.25,
  });
  const x = scaleLinear({ domain: [0, max], range: [0, width - labelWidth - 40], nice: true });
  const inner = scaleBand({
    domain: series.map((s) => s.key),
    range: [0, y.bandwidth()],
    padding: 0.1,
  });
  return (
    <div ref={box}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className={styles.chart}
        role="img"
        aria-label={summary}
      >
        <Group left={labelWidth}>
          {shown.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (two people of one name); the order is the data's
            <Group key={i} top={y(String(i)) ?? 0}>
              <text
                className={styles.axisText}
                x={-8}
                y={y.bandwidth() / 2}
                dy="0.33em"
                textAnchor="end"
              >
                {row.label.length > labelWidth / 6.5
                  ? `${row.label.slice(0, Math.floor(labelWidth / 6.5) - 1)}…`
                  : row.label}
              </text>
              {series.map((s) => {
                const value = row.values[s.key] ?? 0;
                const w = x(value);
                return (
                  <g key={s.key}>
                    <title>{`${row.label}, ${s.label}: ${format(value)}`}</title>
                    <Bar
                      className={styles.fill[s.tone]}
                      x={0}
                      y={inner(s.key) ?? 0}
                      width={Math.max(value > 0 ? 1 : 0, w)}
                      height={inner.bandwidth()}
                      rx={2}
                    />
                    <text
                      className={styles.axisText}
                      x={w + 4}
                      y={(inner(s.key) ?? 0) + inner.bandwidth() / 2}
                      dy="0.33em"
                    >
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </Group>
          ))}
          <AxisBottom
            top={height - 24}
            scale={x}
            numTicks={5}
            axisClassName={styles.axis}
            tickComponent={Tick}
          />
        </Group>
      </svg>
      <Legend series={series} />
    </div>
  );
}

/**
 * Lines over ordered points (the trend per week or month): one line per series, ticks thinned
 * to fit, a dot per point while there are few. One image named by `summary`.
 */
export function TrendLines({
  points,
  series,
  summary,
}: {
  points: readonly { label: string; values: Readonly<Record<string, number>> }[];
  series: readonly ChartSeries[];
  summary: string;
}) {
  const [box, width] = useBoxWidth();
  const height = 220;
  const margin = { left: 40, right: 16, top: 10, bottom: 26 };
  const x = scalePoint({
    domain: points.map((_, i) => `${i}`),
    range: [margin.left, width - margin.right],
    padding: 0.3,
  });
  const max = Math.max(1, ...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0)));
  const y = scaleLinear({
    domain: [0, max],
    range: [height - margin.bottom, margin.top],
    nice: true,
  });
  const every = Math.max(1, Math.ceil(points.length / Math.max(3, Math.floor(width / 80))));
  return (
    <div ref={box}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className={styles.chart}
        role="img"
        aria-label={summary}
      >
        <AxisLeft
          left={margin.left}
          scale={y}
          numTicks={4}
          axisClassName={styles.axis}
          tickComponent={Tick}
        />
        <AxisBottom
          top={height - margin.bottom}
          scale={x}
          tickValues={x.domain().filter((_, i) => i % every === 0)}
          tickFormat={(v) => points[Number(v)]?.label ?? ''}
          axisClassName={styles.axis}
          tickComponent={Tick}
        />
        {series.map((s) => (
          <g key={s.key}>
            <LinePath
              className={styles.stroke[s.tone]}
              data={points.map((p, i) => ({ i, v: p.values[s.key] ?? 0 }))}
              x={(d) => x(`${d.i}`) ?? 0}
              y={(d) => y(d.v)}
            />
            {points.length <= 60
              ? points.map((p, i) => (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: a point is its position on the axis
                    key={i}
                    className={styles.fill[s.tone]}
                    cx={x(`${i}`) ?? 0}
                    cy={y(p.values[s.key] ?? 0)}
                    r={2.5}
                  >
                    <title>{`${p.label}, ${s.label}: ${format(p.values[s.key] ?? 0)}`}</title>
                  </circle>
                ))
              : null}
          </g>
        ))}
      </svg>
      <Legend series={series} />
    </div>
  );
}
