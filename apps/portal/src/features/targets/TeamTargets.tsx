'use client';
import type {
  RecruiterTarget,
  TargetPeriod,
  TargetProgressResponse,
  TargetProgressRow,
} from '@hrportal/api-client/contract';
import { targetMetrics } from '@hrportal/api-client/contract';
import { useClient } from '@hrportal/react';
import { Button, Checkbox, EmptyState, Radio, RadioGroup, Skeleton, useToast } from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as portal from '../../portal.css';
import {
  metricLabels,
  noNumbers,
  numbersOf,
  periodName,
  shiftPeriod,
  targetFailure,
  targetFields,
  targetOf,
  today,
} from './metrics';
import { TargetBar } from './TargetBars';
import { TargetDialog, type TargetDraft } from './TargetDialog';
import * as css from './targets.css';
import { useTargetProgress } from './useTargetProgress';

type Period = TargetProgressResponse['periods'][number];

/** What a row's button or the bulk button asks for. */
export type TargetEdit =
  | { kind: 'one'; row: TargetProgressRow }
  | { kind: 'bulk'; recruiterIds: number[] };

/** Props of {@link TeamTargetsView}. */
export interface TeamTargetsViewProps {
  period: TargetPeriod;
  onPeriodChange: (period: TargetPeriod) => void;
  current: Period | undefined;
  isLoading: boolean;
  error: string | null;
  onShift: (steps: number) => void;
  onEdit: (edit: TargetEdit) => void;
  onCopy: () => void;
  copying?: boolean;
}

/**
 * The manager's targets of one week or month: every recruiter with each metric counted against
 * the target (bars), Assign / Edit per row, several rows at once (bulk assign), and last period's
 * targets copied forward.
 */
export function TeamTargetsView({
  period,
  onPeriodChange,
  current,
  isLoading,
  error,
  onShift,
  onEdit,
  onCopy,
  copying = false,
}: TeamTargetsViewProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = current?.rows ?? [];
  const all = rows.length > 0 && rows.every((r) => selected.has(r.recruiter_id));
  const some = rows.some((r) => selected.has(r.recruiter_id));
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const word = period === 'weekly' ? 'week' : 'month';
  return (
    <section className={portal.form} aria-label="Targets">
      <div className={css.toolbar}>
        <RadioGroup
          label="Period"
          orientation="horizontal"
          value={period}
          onChange={(v) => onPeriodChange(v as TargetPeriod)}
        >
          <Radio value="weekly">Weekly</Radio>
          <Radio value="monthly">Monthly</Radio>
        </RadioGroup>
        <Button onPress={() => onShift(-1)}>Previous {word}</Button>
        <Button onPress={() => onShift(0)}>This {word}</Button>
        <Button onPress={() => onShift(1)}>Next {word}</Button>
        <span className={css.periodLabel} aria-live="polite">
          {current ? periodName(period, current.period_start, current.period_end) : ''}
        </span>
      </div>
      <div className={css.toolbar}>
        <Button
          tone="brand"
          isDisabled={!some}
          onPress={() =>
            onEdit({
              kind: 'bulk',
              recruiterIds: rows
                .filter((r) => selected.has(r.recruiter_id))
                .map((r) => r.recruiter_id),
            })
          }
        >
          {`Assign to selected (${rows.filter((r) => selected.has(r.recruiter_id)).length})`}
        </Button>
        <Button onPress={onCopy} isDisabled={copying || !current}>
          {copying ? 'Copying...' : `Copy last ${word}'s targets`}
        </Button>
      </div>
      {isLoading ? (
        <Skeleton rows={6} columns={7} label="Loading targets..." />
      ) : error ? (
        <EmptyState title={`Error: ${error}`} />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No recruiters yet"
          description="Recruiter accounts appear here once they sign up and are verified."
        />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={portal.muted} style={{ textAlign: 'left' }}>
              Counted by the server from candidates and their status changes; bars fill toward each
              target.
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Checkbox
                    isSelected={all}
                    isIndeterminate={some && !all}
                    onChange={(on) =>
                      setSelected(on ? new Set(rows.map((r) => r.recruiter_id)) : new Set())
                    }
                  >
                    <span className={portal.muted}>All</span>
                  </Checkbox>
                </th>
                <th scope="col">Recruiter</th>
                {targetMetrics.map((m) => (
                  <th key={m} scope="col">
                    {metricLabels[m]}
                  </th>
                ))}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.recruiter_id}>
                  <td>
                    <Checkbox
                      isSelected={selected.has(row.recruiter_id)}
                      onChange={(on) => toggle(row.recruiter_id, on)}
                      aria-label={`Select ${row.recruiter_name}`}
                    >
                      {''}
                    </Checkbox>
                  </td>
                  <th scope="row">{row.recruiter_name}</th>
                  {targetMetrics.map((m) => (
                    <td key={m}>
                      <div className={css.cellFigure}>
                        <TargetBar
                          label={`${row.recruiter_name}: ${metricLabels[m]}`}
                          actual={row.actual[m]}
                          target={targetOf(row.target, m)}
                          showLabel={false}
                        />
                      </div>
                    </td>
                  ))}
                  <td>
                    <Button size="small" onPress={() => onEdit({ kind: 'one', row })}>
                      {row.target ? `Edit target` : `Assign target`}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The calls behind the dialog: §7 assign/edit for one recruiter, bulk assign for several. */
function useSaveTargets(period: TargetPeriod, start: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return async (edit: TargetEdit, draft: TargetDraft) => {
    const fields = { ...targetFields(draft.numbers), notes: draft.notes };
    let message: string;
    if (edit.kind === 'bulk') {
      message = (
        await client.targets.bulkAssign({
          period,
          period_start: start,
          recruiter_ids: edit.recruiterIds,
          ...fields,
        })
      ).message;
    } else if (edit.row.target) {
      const id = edit.row.target.id;
      message = (
        period === 'weekly'
          ? await client.targets.editWeekly(id, fields)
          : await client.targets.editMonthly(id, fields)
      ).message;
    } else {
      const body = { recruiter_id: edit.row.recruiter_id, period_start: start, ...fields };
      message = (
        period === 'weekly'
          ? await client.targets.assignWeekly(body)
          : await client.targets.assignMonthly(body)
      ).message;
    }
    await queryClient.invalidateQueries({ queryKey: ['targets'] });
    return message;
  };
}

/** {@link TeamTargetsView} with its period, the server's counts and the dialog. */
export function TeamTargets() {
  const [period, setPeriod] = useState<TargetPeriod>('weekly');
  const [day, setDay] = useState(today);
  const progress = useTargetProgress({ period, date: day });
  const current = progress.data?.periods[0];
  const start = current?.period_start ?? day;
  const save = useSaveTargets(period, start);
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [edit, setEdit] = useState<TargetEdit | null>(null);
  const [copying, setCopying] = useState(false);
  const initial = useMemo<TargetDraft>(
    () =>
      edit?.kind === 'one'
        ? {
            numbers: numbersOf(edit.row.target as RecruiterTarget | null),
            notes: edit.row.target?.notes ?? '',
          }
        : { numbers: noNumbers, notes: '' },
    [edit],
  );
  const when = current ? periodName(period, current.period_start, current.period_end) : '';
  const copy = async () => {
    setCopying(true);
    try {
      const answer = await client.targets.copyLastPeriod({ period, period_start: start });
      await queryClient.invalidateQueries({ queryKey: ['targets'] });
      toast.show({
        tone: answer.targets.length ? 'positive' : 'neutral',
        title: answer.targets.length ? answer.message : 'Nothing to copy',
        ...(answer.skipped.length
          ? { description: `${answer.skipped.length} recruiter(s) left as they were` }
          : {}),
      });
    } catch (failure) {
      toast.show({ tone: 'critical', title: targetFailure(failure) });
    } finally {
      setCopying(false);
    }
  };
  return (
    <>
      <TeamTargetsView
        period={period}
        onPeriodChange={(p) => setPeriod(p)}
        current={current}
        isLoading={progress.isPending}
        error={progress.isError ? targetFailure(progress.error) : null}
        onShift={(steps) => setDay(steps === 0 ? today() : shiftPeriod(period, day, steps))}
        onEdit={setEdit}
        onCopy={copy}
        copying={copying}
      />
      <TargetDialog
        title={
          edit === null
            ? null
            : edit.kind === 'bulk'
              ? `Assign ${period} target to ${edit.recruiterIds.length} recruiter${edit.recruiterIds.length === 1 ? '' : 's'}`
              : `${edit.row.target ? 'Edit' : 'Assign'} ${period} target`
        }
        description={
          edit?.kind === 'one'
            ? `${edit.row.recruiter_name}, ${when}`
            : `${when}. Recruiters who already have a target for it get these numbers.`
        }
        initial={initial}
        submitLabel={edit?.kind === 'one' && edit.row.target ? 'Save target' : 'Assign target'}
        onSubmit={async (draft) => {
          if (!edit) return;
          toast.show({ tone: 'positive', title: await save(edit, draft) });
        }}
        onClose={() => setEdit(null)}
        failureOf={targetFailure}
      />
    </>
  );
}
