'use client';
import { DataTable, type DataTableColumn, type DataTableProps } from '@hrportal/candidate-table';
import { Button, Select } from '@hrportal/ui';
import { type ReactNode, useCallback, useState } from 'react';
import * as css from '../../../portal.css';
import { downloadCsv, toCsv } from './csv';
import * as styles from './org.css';
import { type PeriodChoice, periodChoices } from './period';

/** A page with its heading, an optional line under it and controls on the right. */
export function OrgPage({
  title,
  subtitle,
  controls,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <h1 id="page-title" className={css.pageTitle}>
            {title}
          </h1>
          {subtitle ? <span className={css.muted}>{subtitle}</span> : null}
        </div>
        {controls ? <div className={styles.controls}>{controls}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** The period select of the figures screens. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (value: PeriodChoice) => void;
}) {
  return (
    <Select
      label="Period"
      items={periodChoices}
      value={value}
      onChange={(key) => onChange(key as PeriodChoice)}
    />
  );
}

/** Labelled counts in a dense grid (a description list). */
export function Figures({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; value: ReactNode }[];
}) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{item.label}</dt>
          <dd className={styles.figureValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A `DataTable` held in memory with an `Export CSV` button that saves exactly the rows the chips
 * and sort show (all pages), with the visible columns.
 */
export function ExportableTable<T>({
  csvName,
  toolbar,
  ...props
}: Omit<DataTableProps<T>, 'onResultChange' | 'rows'> & {
  rows: readonly T[];
  /** Download name without the date: `clients` → `clients_2026-03-31.csv`. */
  csvName: string;
  columns: readonly DataTableColumn<T>[];
}) {
  const [shown, setShown] = useState<readonly T[]>([]);
  const onResultChange = useCallback((rows: readonly T[]) => setShown(rows), []);
  const exportCsv = () =>
    downloadCsv(
      `${csvName}_${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(props.columns, shown),
    );
  return (
    <DataTable<T>
      {...props}
      onResultChange={onResultChange}
      toolbar={
        <>
          {toolbar}
          <Button onPress={exportCsv} isDisabled={shown.length === 0}>
            Export CSV
          </Button>
        </>
      }
    />
  );
}
