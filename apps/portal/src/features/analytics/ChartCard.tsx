'use client';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { Button } from '@hrportal/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { downloadCsv, toCsv } from '../org/shared/csv';
import * as styles from './analytics.css';

/** What a chart card shows: its data loading, a failure, or the data. */
export type ChartState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready' };

/**
 * True while the page prints: the tables behind the charts are drawn then (and when opened), not
 * kept hidden in the page — a report of thousands of rows would weigh on every render.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // flushSync: the browser lays the page out for print right after `beforeprint` returns.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/** Props of {@link ChartCard}. */
export interface ChartCardProps<T> {
  title: string;
  /** One line saying what the chart shows (also the chart image's name). */
  summary: string;
  state: ChartState;
  rows: readonly T[];
  /** The table behind the chart and the CSV's columns. */
  columns: readonly DataTableColumn<T>[];
  /** Download name without the date: `funnel` → `funnel_2026-03-31.csv`. */
  csvName: string;
  /** The chart, drawn when there are rows. */
  chart: ReactNode;
  emptyText?: string;
}

/**
 * A report section: its title, a one-line summary, the chart, and behind it the same numbers as
 * a table (folded on screen, reached by Tab when open; always printed) and as a CSV download.
 */
export function ChartCard<T>({
  title,
  summary,
  state,
  rows,
  columns,
  csvName,
  chart,
  emptyText = 'No data for this period',
}: ChartCardProps<T>) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const headingId = useId();
  const printing = usePrinting();
  const ready = state.kind === 'ready' && rows.length > 0;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        <div className={`${styles.cardActions} ${styles.noPrint}`}>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={open ? tableId : undefined}
            isDisabled={!ready}
            onPress={() => setOpen((o) => !o)}
          >
            {open ? 'Hide table' : 'Show table'}
          </Button>
          <Button
            size="small"
            aria-label={`Export CSV of ${title}`}
            isDisabled={!ready}
            onPress={() =>
              downloadCsv(
                `${csvName}_${new Date().toISOString().slice(0, 10)}.csv`,
                toCsv(columns, rows),
              )
            }
          >
            Export CSV
          </Button>
        </div>
      </div>
      {state.kind === 'loading' ? (
        <div className={styles.state} role="status" aria-label={`Loading ${title}...`}>
          Loading data...
        </div>
      ) : state.kind === 'error' ? (
        <div className={styles.stateError} role="alert">
          Error: {state.message}
        </div>
      ) : rows.length === 0 ? (
        <div className={styles.state}>{emptyText}</div>
      ) : (
        <>
          <p className={styles.summary}>{summary}</p>
          {chart}
        </>
      )}
      {ready && (open || printing) ? (
        <div
          id={tableId}
          className={`${styles.tableBox} ${styles.printTable}`}
          // The table scrolls in its box: keyboard users reach it too (axe
          // scrollable-region-focusable; the table has nothing else to focus).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
          tabIndex={0}
        >
          <table className={styles.table} aria-label={`${title} data`}>
            <thead>
              <tr>
                {columns
                  .filter((c) => !c.hidden)
                  .map((c) => (
                    <th key={c.id} scope="col">
                      {c.header}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a report have no id; their order is fixed
                <tr key={i}>
                  {columns
                    .filter((c) => !c.hidden)
                    .map((c, j) =>
                      j === 0 ? (
                        <th key={c.id} scope="row">
                          {String(c.value(row) ?? '')}
                        </th>
                      ) : (
                        <td key={c.id}>{String(c.value(row) ?? '')}</td>
                      ),
                    )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
