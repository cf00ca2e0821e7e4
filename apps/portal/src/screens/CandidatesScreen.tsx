import type { CandidateListItem } from '@hrportal/api-client';
import {
  type AssignableCandidateStatus,
  assignableCandidateStatuses,
  type CandidateFilterColumn,
  type CandidateSortKey,
  messages,
} from '@hrportal/api-client/contract';
import { useCandidatePage, useUpdateCandidateStatus } from '@hrportal/react';
import {
  Button,
  type ChipField,
  ChipSearch,
  DateFilter,
  type DateFilterValue,
  Dialog,
  EmptyState,
  formatDate,
  LoadingOverlay,
  Modal,
  PageSizeSelect,
  Pagination,
  type SearchChip,
  Select,
  Skeleton,
  SortableHeader,
  type SortDirection,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  useToast,
} from '@hrportal/ui';
import { useState } from 'react';
import * as css from '../portal.css';
import { failureText } from './errors';

/** Table columns: the §2 default candidate columns, with the wire sort key where sortable. */
const columns: {
  id: string;
  label: string;
  sort?: CandidateSortKey;
  cell: (c: CandidateListItem) => string;
}[] = [
  {
    id: 'appliedDate',
    label: 'Applied',
    sort: 'date_created',
    cell: (c) => formatDate(c.appliedDate),
  },
  {
    id: 'lastUpdated',
    label: 'Last Updated',
    sort: 'data_updated_date',
    cell: (c) => formatDate(c.lastUpdated),
  },
  {
    id: 'jobId',
    label: 'Job ID',
    sort: 'job_id',
    cell: (c) => (c.jobId === null ? '' : String(c.jobId)),
  },
  { id: 'name', label: 'Name', sort: 'name', cell: (c) => c.name },
  { id: 'email', label: 'Email', sort: 'email', cell: (c) => c.email },
  { id: 'phone', label: 'Phone', sort: 'mobile', cell: (c) => c.phone },
  { id: 'client', label: 'Client', sort: 'client', cell: (c) => c.client },
  { id: 'profile', label: 'Profile', sort: 'profile', cell: (c) => c.profile },
  { id: 'skills', label: 'Skills', sort: 'skills', cell: (c) => c.skills.join(', ') },
  { id: 'status', label: 'Status', sort: 'status', cell: (c) => c.status },
  { id: 'comment', label: 'Comment', cell: (c) => c.comment },
  {
    id: 'peerReviewer',
    label: 'Peer Reviewer',
    sort: 'peer_reviewer_level1',
    cell: (c) => c.peerReviewer,
  },
  { id: 'recruiter', label: 'Recruiter', sort: 'recruiter', cell: (c) => c.recruiter },
];

/** Chip columns (table column id → the server's filter column). */
const chipColumns: Record<string, CandidateFilterColumn> = {
  name: 'name',
  email: 'email',
  phone: 'mobile',
  client: 'client',
  profile: 'profile',
  skills: 'skills',
  status: 'status',
  recruiter: 'recruiter',
  peerReviewer: 'peer_reviewer_level1',
};
const chipFields: ChipField<CandidateListItem>[] = Object.keys(chipColumns).map((id) => ({
  id,
  label: columns.find((c) => c.id === id)?.label ?? id,
  value: (row) => (row as unknown as Record<string, unknown>)[id],
}));

const statusItems = assignableCandidateStatuses.map((s) => ({ id: s, label: s }));

function StatusDialog({
  candidate,
  onClose,
}: {
  candidate: CandidateListItem | null;
  onClose: () => void;
}) {
  const update = useUpdateCandidateStatus();
  const toast = useToast();
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setStatus(null);
    setComment('');
    setError('');
    onClose();
  };
  const save = async () => {
    if (!candidate) return;
    if (!status && !comment.trim()) {
      setError(messages.statusOrCommentRequired);
      return;
    }
    try {
      await update.mutateAsync({
        id: candidate.id,
        ...(status ? { status: status as AssignableCandidateStatus } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      toast.show({ tone: 'positive', title: 'Status updated successfully' });
      close();
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  return (
    <Modal isOpen={candidate !== null} onOpenChange={(open) => !open && close()}>
      <Dialog
        title={`Update Status — ${candidate?.name ?? ''}`}
        footer={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button tone="brand" onPress={save} isDisabled={update.isPending}>
              Update
            </Button>
          </>
        }
      >
        <div className={css.form}>
          <Select
            label="Status"
            items={statusItems}
            value={status}
            onChange={(v) => setStatus(String(v))}
          />
          <TextArea label="Comment" value={comment} onChange={setComment} />
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}

function toWireDates(value: DateFilterValue) {
  if (value.preset === 'custom') return { date_from: value.start, date_to: value.end };
  const preset = { all: 'all', '24h': '24h', '7d': '7d', '30d': '30d' } as const;
  return { date_preset: preset[value.preset as keyof typeof preset] ?? 'all' };
}

/**
 * The candidate table on the server-paged list: chips (same column OR, different columns AND),
 * date presets or a custom range, sorting, 10/20/50 per page, status updates with a comment.
 * `pool` shows the Candidate Pool (not assigned to a client); otherwise two tabs split by
 * `client_assigned`.
 */
export function CandidatesScreen({ title, pool = false }: { title: string; pool?: boolean }) {
  const [assigned, setAssigned] = useState(!pool);
  const [chips, setChips] = useState<SearchChip[]>([]);
  const [dates, setDates] = useState<DateFilterValue>({ preset: 'all' });
  const [sort, setSort] = useState<{ key: CandidateSortKey; dir: SortDirection } | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [editing, setEditing] = useState<CandidateListItem | null>(null);

  const base = {
    page_no: page,
    page_size: pageSize,
    filters: chips.map((chip) => ({
      column: chip.column ? (chipColumns[chip.column] ?? 'any') : ('any' as const),
      value: chip.value,
    })),
    ...toWireDates(dates),
    ...(sort
      ? {
          sort_by: sort.key,
          sort_dir: sort.dir === 'ascending' ? ('asc' as const) : ('desc' as const),
        }
      : {}),
  };
  const query = useCandidatePage({ ...base, client_assigned: assigned });
  const other = useCandidatePage({ ...base, page_size: 1, page_no: 1, client_assigned: !assigned });
  const data = query.data;
  const rows = data?.items ?? [];
  const from = data && data.total > 0 ? (page - 1) * pageSize + 1 : 0;
  const to = data ? Math.min(page * pageSize, data.total) : 0;

  const table = (
    <div className={css.tableWrap} style={{ position: 'relative' }}>
      {query.isFetching && data ? <LoadingOverlay /> : null}
      {query.isPending ? (
        <Skeleton rows={8} columns={6} label="Loading candidates..." />
      ) : query.isError && !data ? (
        <EmptyState title={`Error: ${failureText(query.error)}`} />
      ) : rows.length === 0 ? (
        <EmptyState title="No candidates found" description="Try other search chips or dates." />
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              {columns.map((column) =>
                column.sort ? (
                  <SortableHeader
                    key={column.id}
                    label={column.label}
                    direction={sort && sort.key === column.sort ? sort.dir : undefined}
                    onSortChange={(dir) => {
                      setSort(dir && column.sort ? { key: column.sort, dir } : null);
                      setPage(1);
                    }}
                  />
                ) : (
                  <th key={column.id} scope="col">
                    {column.label}
                  </th>
                ),
              )}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.id}>{column.cell(row)}</td>
                ))}
                <td>
                  <Button size="small" onPress={() => setEditing(row)}>
                    Update Status
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <div className={css.row}>
        <ChipSearch
          fields={chipFields}
          rows={rows}
          chips={chips}
          onApply={(next) => {
            setChips(next);
            setDates({ preset: 'all' });
            setPage(1);
          }}
          onClear={() => {
            setChips([]);
            setDates({ preset: 'all' });
            setPage(1);
          }}
        />
        <DateFilter
          value={dates}
          onChange={(value) => {
            setDates(value);
            setChips([]);
            setPage(1);
          }}
        />
      </div>
      {pool ? (
        table
      ) : (
        <Tabs
          selectedKey={assigned ? 'assigned' : 'unassigned'}
          onSelectionChange={(key) => {
            setAssigned(key === 'assigned');
            setPage(1);
          }}
        >
          <TabList label="Candidate lists">
            <Tab id="assigned">
              Assigned to clients ({(assigned ? data?.total : other.data?.total) ?? '…'})
            </Tab>
            <Tab id="unassigned">
              Not assigned ({(assigned ? other.data?.total : data?.total) ?? '…'})
            </Tab>
          </TabList>
          <TabPanel id="assigned">{table}</TabPanel>
          <TabPanel id="unassigned">{table}</TabPanel>
        </Tabs>
      )}
      <div className={css.footer}>
        <p role="status">
          Showing {from} to {to} of {data?.total ?? 0} candidates
        </p>
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
        <Pagination
          page={page}
          pageCount={Math.max(1, data?.totalPages ?? 1)}
          onPageChange={setPage}
        />
      </div>
      <StatusDialog candidate={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
