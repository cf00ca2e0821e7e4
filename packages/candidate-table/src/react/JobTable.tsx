import { type Job, jobStatuses } from '@hrportal/api-client/contract';
import { useClient } from '@hrportal/react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  RowMenuButton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
} from '@hrportal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { DataTable, type DataTableColumn } from './DataTable';
import { actionErrorMessage, errorMessage } from './shared';

type JobStatusName = (typeof jobStatuses)[number];

/** Columns of the job list (issue 7): Job ID, Date Created, Status, Client, Posted By, Recruiter, Role, Positions. */
export const jobColumns: readonly DataTableColumn<Job>[] = [
  { id: 'id', header: 'Job ID', value: (j) => j.id },
  { id: 'date_created', header: 'Date Created', value: (j) => j.date_created, date: true },
  { id: 'job_status', header: 'Status', value: (j) => j.job_status },
  { id: 'client', header: 'Client', value: (j) => j.client, searchable: true },
  { id: 'posted_by', header: 'Posted By', value: (j) => j.posted_by },
  {
    id: 'recruiter',
    header: 'Recruiter',
    // People by name (issue 23), the username on hover.
    value: (j) => (j.recruiter_names ?? j.recruiter).join(', '),
    cell: (j) => (
      <span title={j.recruiter.join(', ')}>{(j.recruiter_names ?? j.recruiter).join(', ')}</span>
    ),
    searchable: true,
  },
  { id: 'role', header: 'Role', value: (j) => j.role, searchable: true },
  { id: 'no_of_positions', header: 'Positions', value: (j) => j.no_of_positions },
];

const tabs = [
  { id: 'job_posts_active', label: 'Active' },
  { id: 'job_posts_hold', label: 'Hold' },
  { id: 'job_posts_closed', label: 'Closed' },
] as const;
type TabKey = (typeof tabs)[number]['id'];

/** Props of {@link JobTable}. */
export interface JobTableProps {
  /** Jobs brought by the host; without them the table loads every job through the SDK. */
  rows?: readonly Job[];
  now?: () => number;
  /** A status change was saved: a host that passes `rows` reloads them. */
  onDataChange?: () => void;
  /** The tab open first (a dashboard tile opens the jobs it counts). @default 'Active' */
  initialStatus?: 'Active' | 'Hold' | 'Closed';
  /**
   * More actions of a row, shown before Change Status (a host's links: the job's detail, "register
   * a candidate for this job"). Read on every render of a row; keep it cheap.
   */
  extraActions?: (job: Job) => ReactNode;
  /** Offer Change Status (one row and in bulk). Off for people who may not change jobs. @default true */
  canChangeStatus?: boolean;
}

const jobId = (j: Job) => String(j.id);
const statusItems = jobStatuses.map((s) => ({ id: s, label: s }));

/**
 * Job Listing: jobs by status (Active, Hold, Closed) with their counts, chip suggestions for
 * client, role and recruiter (at most 10), status changes for one job or the selected ones.
 */
export function JobTable({
  rows,
  now,
  onDataChange,
  initialStatus = 'Active',
  extraActions,
  canChangeStatus = true,
}: JobTableProps) {
  const client = useClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>(
    initialStatus === 'Hold'
      ? 'job_posts_hold'
      : initialStatus === 'Closed'
        ? 'job_posts_closed'
        : 'job_posts_active',
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const query = useQuery({
    queryKey: ['jobs', 'all'],
    queryFn: () => client.jobs.list(undefined, { force: true }),
    enabled: !rows,
  });
  // One array per tab, kept while the jobs are the same (a new array rebuilds the tab's index).
  const lists = useMemo(() => {
    const empty: readonly Job[] = [];
    const of = (key: TabKey): readonly Job[] => {
      if (rows) return rows.filter((j) => `job_posts_${j.job_status.toLowerCase()}` === key);
      return query.data ? query.data[key] : empty;
    };
    return Object.fromEntries(tabs.map((t) => [t.id, of(t.id)])) as Record<TabKey, readonly Job[]>;
  }, [rows, query.data]);
  const byStatus = (key: TabKey) => lists[key];

  const change = async (ids: number[], status: JobStatusName) => {
    try {
      if (ids.length === 1)
        await client.jobs.updateStatus({ job_id: ids[0] as number, job_status: status });
      else await client.jobs.updateStatusBulk({ job_ids: ids, job_status: status });
      toast.show({
        tone: 'positive',
        title: `${ids.length === 1 ? 'Job' : `${ids.length} jobs`} set to ${status}`,
      });
      setSelected(new Set());
      onDataChange?.();
      client.jobs.invalidate();
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
    } catch (failure) {
      toast.show({ tone: 'critical', title: actionErrorMessage(failure) });
    }
  };
  const changeRef = useRef(change);
  changeRef.current = change;
  const extraRef = useRef(extraActions);
  extraRef.current = extraActions;
  // Stable, so a re-render of the table does not re-render every memoized row.
  const rowActions = useCallback(
    (job: Job) => (
      <>
        {extraRef.current?.(job)}
        {canChangeStatus ? (
          <RowMenuButton
            items={statusItems}
            onAction={(status) => void changeRef.current([job.id], status as JobStatusName)}
          >
            Change Status
          </RowMenuButton>
        ) : null}
      </>
    ),
    [canChangeStatus],
  );
  const bulkMenu = (
    <MenuTrigger>
      <Button isDisabled={selected.size === 0}>{`Change Status (${selected.size})`}</Button>
      <Menu onAction={(key) => void change([...selected].map(Number), key as JobStatusName)}>
        {jobStatuses.map((s) => (
          <MenuItem key={s} id={s}>
            {s}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );

  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key) => {
        setTab(key as TabKey);
        setSelected(new Set());
      }}
    >
      <TabList label="Jobs by status">
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id}>
            {`${t.label} (${rows || query.data ? byStatus(t.id).length : '…'})`}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.id} id={t.id}>
          <DataTable<Job>
            label={`${t.label} jobs`}
            noun="jobs"
            columns={jobColumns}
            getRowId={jobId}
            rows={byStatus(t.id)}
            dateColumn="date_created"
            isLoading={!rows && query.isPending}
            error={!rows && query.isError ? errorMessage(query.error) : null}
            emptyText="No jobs found"
            loadingText="Loading jobs..."
            maxSuggestions={10}
            {...(canChangeStatus
              ? {
                  selectable: true,
                  selectedIds: selected,
                  onSelectionChange: setSelected,
                  toolbar: bulkMenu,
                }
              : {})}
            rowActions={rowActions}
            {...(now ? { now } : {})}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}
