import type { Job } from '@hrportal/api-client/contract';
import { useActiveUsers, useClient, useJobs } from '@hrportal/react';
import {
  Button,
  Checkbox,
  EmptyState,
  FormError,
  Pagination,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  useToast,
} from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../common/errors';
import * as css from '../../../portal.css';
import { allJobs } from '../funnel';
import * as jobsCss from '../jobs.css';

const pageSize = 20;

const statusFilter = [
  { id: 'open', label: 'Active and Hold' },
  { id: 'Active', label: 'Active' },
  { id: 'Hold', label: 'Hold' },
  { id: 'Closed', label: 'Closed' },
  { id: 'all', label: 'All' },
];

/**
 * Job Assignments (`/manager/job-assignments`): pick jobs, then add or set their recruiters
 * (`/assign_recruiter`, one call per job) or change their status in one transaction with a mail to
 * each assigned recruiter (`/update_jobs_status_notification`).
 */
export function JobAssignmentsScreen({ title }: { title: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const jobs = useJobs();
  const users = useActiveUsers();
  const [show, setShow] = useState('open');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [people, setPeople] = useState<ReadonlySet<string>>(new Set());
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const [status, setStatus] = useState<Job['job_status']>('Hold');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const every = useMemo(() => allJobs(jobs.data), [jobs.data]);
  const matching = every.filter((j) =>
    show === 'all' ? true : show === 'open' ? j.job_status !== 'Closed' : j.job_status === show,
  );
  const [page, setPage] = useState(1);
  const pageCount = Math.ceil(matching.length / pageSize);
  const current = Math.min(page, Math.max(pageCount, 1));
  const shown = matching.slice((current - 1) * pageSize, current * pageSize);
  const recruiters = (users.data?.recruiters ?? []).filter((u) => u.isActive);
  const chosen = every.filter((j) => selected.has(j.id));

  const toggle = <T,>(set: ReadonlySet<T>, value: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    void queryClient.invalidateQueries({ queryKey: ['job'] });
  };

  const assign = async () => {
    setError('');
    if (!chosen.length) return setError('Select at least one job');
    if (!people.size && mode === 'add') return setError('Select at least one recruiter');
    setBusy(true);
    let done = 0;
    try {
      for (const job of chosen) {
        await client.jobs.assignRecruiters({ job_id: job.id, recruiters: [...people], mode });
        done++;
      }
      toast.show({
        tone: 'positive',
        title: `Recruiters ${mode === 'add' ? 'added to' : 'set on'} ${done} job(s)`,
      });
    } catch (failure) {
      setError(`${done} of ${chosen.length} jobs saved. ${failureText(failure)}`);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const changeStatus = async () => {
    setError('');
    if (!chosen.length) return setError('Select at least one job');
    setBusy(true);
    try {
      const answer = await client.jobs.updateStatusBulk({
        job_ids: chosen.map((j) => j.id),
        job_status: status,
        notify: true,
      });
      toast.show({
        tone: 'positive',
        title: `${answer.message}: ${answer.updated} job(s), ${answer.notified} recruiter(s) notified`,
      });
      setSelected(new Set());
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  let list: React.ReactNode;
  if (jobs.isPending) list = <Skeleton label="Loading data..." />;
  else if (jobs.isError) list = <EmptyState title={`Error: ${failureText(jobs.error)}`} />;
  else if (!matching.length) list = <EmptyState title="No jobs found" />;
  else
    list = (
      <div className={jobsCss.tableBox}>
        <table className={jobsCss.table} aria-label="Jobs to assign">
          <thead>
            <tr>
              <th className={jobsCss.th} scope="col">
                <Checkbox
                  aria-label="Select every shown job"
                  isSelected={shown.every((j) => selected.has(j.id))}
                  isIndeterminate={
                    shown.some((j) => selected.has(j.id)) && !shown.every((j) => selected.has(j.id))
                  }
                  onChange={(on) => setSelected(on ? new Set(shown.map((j) => j.id)) : new Set())}
                >
                  {''}
                </Checkbox>
              </th>
              {['Job', 'Client', 'Status', 'Positions', 'Recruiters'].map((h) => (
                <th key={h} className={jobsCss.th} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((j) => (
              <tr key={j.id}>
                <td className={jobsCss.td}>
                  <Checkbox
                    aria-label={`Select ${j.role} (${j.client}) #${j.id}`}
                    isSelected={selected.has(j.id)}
                    onChange={(on) => setSelected((s) => toggle(s, j.id, on))}
                  >
                    {''}
                  </Checkbox>
                </td>
                <th className={`${jobsCss.td} ${jobsCss.rowHeader}`} scope="row">
                  <Link className={jobsCss.link} to={`/manager/jobs-overview/${j.id}`}>
                    {j.role}
                  </Link>{' '}
                  #{j.id}
                </th>
                <td className={jobsCss.td}>{j.client}</td>
                <td className={jobsCss.td}>{j.job_status}</td>
                <td className={jobsCss.td}>{j.no_of_positions}</td>
                <td className={jobsCss.td}>
                  {(j.recruiter_names ?? j.recruiter).join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={jobsCss.header}>
          <span className={css.muted}>
            Showing {(current - 1) * pageSize + 1} to{' '}
            {Math.min(current * pageSize, matching.length)} of {matching.length} jobs
          </span>
          <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
        </div>
      </div>
    );

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <div className={`${css.card} ${jobsCss.filters}`}>
        <Select
          label="Show"
          items={statusFilter}
          value={show}
          onChange={(k) => setShow(String(k))}
        />
        <p className={css.muted}>{chosen.length} job(s) selected</p>
      </div>
      <section className={css.card} aria-labelledby="assign-title">
        <h2 id="assign-title" className={jobsCss.section}>
          Recruiters for the selected jobs
        </h2>
        <fieldset className={jobsCss.checkList}>
          <legend className={css.muted}>Recruiters to assign</legend>
          {recruiters.map((r) => (
            <Checkbox
              key={r.username}
              isSelected={people.has(r.username)}
              onChange={(on) => setPeople((p) => toggle(p, r.username, on))}
            >
              {r.name || r.username}
            </Checkbox>
          ))}
        </fieldset>
        <RadioGroup
          label="How"
          orientation="horizontal"
          value={mode}
          onChange={(v) => setMode(v as 'add' | 'replace')}
        >
          <Radio value="add">Add to their recruiters</Radio>
          <Radio value="replace">Replace their recruiters</Radio>
        </RadioGroup>
        <div className={css.row}>
          <Button tone="brand" onPress={assign} isDisabled={busy}>
            Assign recruiters
          </Button>
        </div>
      </section>
      <section className={css.card} aria-labelledby="status-title">
        <h2 id="status-title" className={jobsCss.section}>
          Status of the selected jobs
        </h2>
        <div className={css.row}>
          <Select
            label="New status"
            items={['Active', 'Hold', 'Closed'].map((s) => ({ id: s, label: s }))}
            value={status}
            onChange={(k) => setStatus(k as Job['job_status'])}
          />
          <Button tone="neutral" onPress={changeStatus} isDisabled={busy}>
            Change status and notify
          </Button>
        </div>
      </section>
      <FormError message={error} />
      {list}
    </section>
  );
}
