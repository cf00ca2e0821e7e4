import type { PipelineFigures, TargetProgress } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useClient, useSession } from '@hrportal/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from './org.css';
import { type PeriodChoice, periodRange, progressText } from './period';

const pctOf = (p: TargetProgress | null) =>
  p && p.target > 0 ? Math.round((p.achieved / p.target) * 100) : null;

/**
 * The period figures' columns (Added … Joins), then weekly and monthly target progress (sorted
 * by share achieved), then the account state — what the recruiters' and managers' tables share.
 */
export function figureColumns<T>(
  row: (r: T) => {
    figures: PipelineFigures;
    weekly: TargetProgress | null;
    monthly: TargetProgress | null;
    is_active: boolean;
  },
  targetHeader: (period: 'Weekly' | 'Monthly') => string,
): DataTableColumn<T>[] {
  const target = (id: 'weekly' | 'monthly', period: 'Weekly' | 'Monthly'): DataTableColumn<T> => ({
    id,
    header: targetHeader(period),
    value: (r) => pctOf(row(r)[id]),
    cell: (r) => <span className={styles.number}>{progressText(row(r)[id])}</span>,
    width: 140,
  });
  return [
    { id: 'added', header: 'Added', value: (r) => row(r).figures.added, width: 80 },
    {
      id: 'submissions',
      header: 'Submissions',
      value: (r) => row(r).figures.submissions,
      width: 110,
    },
    { id: 'interviews', header: 'Interviews', value: (r) => row(r).figures.interviews, width: 100 },
    { id: 'offers', header: 'Offers', value: (r) => row(r).figures.offers, width: 80 },
    { id: 'joins', header: 'Joins', value: (r) => row(r).figures.joins, width: 70 },
    target('weekly', 'Weekly'),
    target('monthly', 'Monthly'),
    {
      id: 'active',
      header: 'Account',
      value: (r) => (row(r).is_active ? 'Active' : 'Inactive'),
      searchable: true,
      match: 'exact',
      width: 90,
    },
  ];
}

/**
 * A figures read for the period the picker holds (default the last 30 days): the previous answer
 * stays on screen while a new period loads, and it refetches with the candidate lists.
 */
export function usePeriodFigures<R>(
  key: readonly unknown[],
  read: (client: ReturnType<typeof useClient>, period: { from: string; to: string }) => Promise<R>,
  enabled = true,
) {
  const client = useClient();
  const { session } = useSession();
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const period = periodRange(choice, new Date());
  const query = useQuery({
    queryKey: ['org', ...key, period],
    queryFn: () => read(client, period),
    enabled: session !== null && enabled,
    meta: { summary: true },
    placeholderData: (previous) => previous,
  });
  return { query, period, choice, setChoice };
}
