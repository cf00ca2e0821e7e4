import type { CandidateListItem } from '@hrportal/api-client';
import {
  type AssignableCandidateStatus,
  assignableCandidateStatuses,
  type CandidateFilterColumn,
  type CandidateSortKey,
  messages,
} from '@hrportal/api-client/contract';
import { useCandidatePage, useClient, useSession, useUpdateCandidateStatus } from '@hrportal/react';
import {
  Button,
  Dialog,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
} from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryState } from '../engine/types';
import { DataTable, type DataTableColumn, RowActions } from './DataTable';
import {
  type DetailField,
  DetailsDialog,
  errorMessage,
  openFile,
  StatusCommentDialog,
} from './shared';

/** The §2 default candidate columns; `sort` is the server's sort key, `filter` its chip column. */
const columnSpecs: (DataTableColumn<CandidateListItem> & {
  sort?: CandidateSortKey;
  filter?: CandidateFilterColumn;
})[] = [
  {
    id: 'appliedDate',
    header: 'Applied',
    value: (c) => c.appliedDate,
    date: true,
    sort: 'date_created',
  },
  {
    id: 'lastUpdated',
    header: 'Last Updated',
    value: (c) => c.lastUpdated,
    date: true,
    sort: 'data_updated_date',
  },
  { id: 'jobId', header: 'Job ID', value: (c) => c.jobId, sort: 'job_id' },
  {
    id: 'name',
    header: 'Name',
    value: (c) => c.name,
    searchable: true,
    sort: 'name',
    filter: 'name',
  },
  {
    id: 'email',
    header: 'Email',
    value: (c) => c.email,
    searchable: true,
    sort: 'email',
    filter: 'email',
  },
  {
    id: 'phone',
    header: 'Phone',
    value: (c) => c.phone,
    searchable: true,
    sort: 'mobile',
    filter: 'mobile',
  },
  {
    id: 'client',
    header: 'Client',
    value: (c) => c.client,
    searchable: true,
    sort: 'client',
    filter: 'client',
  },
  {
    id: 'profile',
    header: 'Profile',
    value: (c) => c.profile,
    searchable: true,
    sort: 'profile',
    filter: 'profile',
  },
  {
    id: 'skills',
    header: 'Skills',
    value: (c) => c.skills.join(', '),
    searchable: true,
    sort: 'skills',
    filter: 'skills',
  },
  {
    id: 'status',
    header: 'Status',
    value: (c) => c.status,
    searchable: true,
    sort: 'status',
    filter: 'status',
  },
  { id: 'comment', header: 'Comment', value: (c) => c.comment, sortable: false },
  {
    id: 'peerReviewer',
    header: 'Peer Reviewer',
    value: (c) => c.peerReviewer,
    searchable: true,
    sort: 'peer_reviewer_level1',
    filter: 'peer_reviewer_level1',
  },
  {
    id: 'recruiter',
    header: 'Recruiter',
    value: (c) => c.recruiter,
    searchable: true,
    sort: 'recruiter',
    filter: 'recruiter',
  },
];

/** The candidate columns (SPEC §2 defaults) for hosts that build their own candidate lists. */
export const candidateColumns: readonly DataTableColumn<CandidateListItem>[] = columnSpecs;

/** The server request of a table query (chips → filters, dates → preset or range, sort). */
export function candidateRequest(query: QueryState, clientAssigned: boolean) {
  const preset: '24h' | '7d' | '30d' | 'all' =
    query.presetDays === 1
      ? '24h'
      : query.presetDays === 7
        ? '7d'
        : query.presetDays === 30
          ? '30d'
          : 'all';
  const sortKey = query.sort
    ? columnSpecs.find((c) => c.id === query.sort?.column)?.sort
    : undefined;
  return {
    page_no: query.page,
    page_size: query.pageSize,
    client_assigned: clientAssigned,
    filters: query.chips.map((chip) => ({
      column:
        (chip.column ? columnSpecs.find((c) => c.id === chip.column)?.filter : undefined) ??
        ('any' as const),
      value: chip.value,
    })),
    ...(query.range
      ? { date_from: query.range.from, date_to: query.range.to }
      : { date_preset: preset }),
    ...(query.sort && sortKey ? { sort_by: sortKey, sort_dir: query.sort.direction } : {}),
  };
}

const detailFields: readonly DetailField<CandidateListItem>[] = [
  ['ID', (c) => c.id],
  ['Job ID', (c) => c.jobId],
  ['Name', (c) => c.name],
  ['Email', (c) => c.email],
  ['Phone', (c) => c.phone],
  ['Client', (c) => c.client],
  ['Profile', (c) => c.profile],
  ['Skills', (c) => c.skills.join(', ')],
  ['Status', (c) => c.status],
  ['Current Company', (c) => c.currentCompany],
  ['Position', (c) => c.position],
  ['Current Job Location', (c) => c.currentJobLocation],
  ['Preferred Location', (c) => c.preferredJobLocation],
  ['Total Experience', (c) => c.experience],
  ['Relevant Experience', (c) => c.relevantExperience],
  ['Current CTC', (c) => c.currentCTC],
  ['Expected CTC', (c) => c.expectedCTC],
  ['Recruiter', (c) => c.recruiter],
  ['Peer Reviewer', (c) => c.peerReviewer],
  ['Management', (c) => c.management],
  ['Comment', (c) => c.comment],
];

function DeleteDialog({
  candidate,
  onClose,
}: {
  candidate: CandidateListItem | null;
  onClose: () => void;
}) {
  const client = useClient();
  const { session } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!candidate || !session) return;
    setBusy(true);
    try {
      await client.candidates.remove(candidate.id, { user_id: session.userId });
      await queryClient.invalidateQueries({ queryKey: ['candidates'] });
      toast.show({ tone: 'positive', title: `${candidate.name} was deleted` });
      onClose();
    } catch (failure) {
      toast.show({ tone: 'critical', title: errorMessage(failure, 'Failed to delete candidate') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal isOpen={candidate !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title="Delete Candidate"
        footer={
          <>
            <Button onPress={onClose}>Cancel</Button>
            <Button tone="critical" isDisabled={busy} onPress={() => void remove()}>
              Delete
            </Button>
          </>
        }
      >
        <p>Delete {candidate?.name}? This cannot be undone.</p>
      </Dialog>
    </Modal>
  );
}

/** Props of {@link CandidateTable}. */
export interface CandidateTableProps {
  /** Rows brought by the host (held in memory); without them the table pages through the server. */
  rows?: readonly CandidateListItem[];
  /** The Candidate Pool: candidates not assigned to a client, no tabs. @default false */
  pool?: boolean;
  now?: () => number;
}

function CandidateList({
  assigned,
  rows,
  now,
  onCount,
}: {
  assigned: boolean;
  rows: readonly CandidateListItem[] | undefined;
  now?: () => number;
  onCount?: (total: number) => void;
}) {
  const client = useClient();
  const toast = useToast();
  const { role } = useSession();
  const update = useUpdateCandidateStatus();
  const [query, setQuery] = useState<QueryState | null>(null);
  const server = useCandidatePage(
    candidateRequest(
      query ??
        ({
          chips: [],
          presetDays: null,
          range: null,
          sort: null,
          page: 1,
          pageSize: 10,
        } as QueryState),
      assigned,
    ),
    { enabled: !rows },
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<CandidateListItem | null>(null);
  const [details, setDetails] = useState<CandidateListItem | null>(null);
  const [deleting, setDeleting] = useState<CandidateListItem | null>(null);
  const onQueryChange = useCallback((next: QueryState) => setQuery(next), []);
  const total = rows ? rows.length : (server.data?.total ?? 0);
  useEffect(() => onCount?.(total), [onCount, total]);

  const resume = (row: CandidateListItem, download: boolean) =>
    client.files.resume(row.id, row.name).then(
      (file) => {
        openFile(file, download);
        if (download) toast.show({ tone: 'positive', title: messages.resumeDownloaded(row.name) });
      },
      () =>
        toast.show({
          tone: 'critical',
          title: download ? messages.downloadResumeFailed : messages.viewResumeFailed,
        }),
    );
  const bulk = () =>
    client.files.bulkResumes([...selected].map(Number)).then(
      (file) => openFile(file, true),
      (failure) =>
        toast.show({
          tone: 'critical',
          title: errorMessage(failure, messages.downloadResumeFailed),
        }),
    );

  return (
    <>
      <DataTable<CandidateListItem>
        label={assigned ? 'Candidates assigned to clients' : 'Candidates not assigned to a client'}
        noun="candidates"
        columns={candidateColumns}
        getRowId={(c) => String(c.id)}
        {...(rows
          ? { rows }
          : {
              serverPage: { rows: server.data?.items ?? [], total: server.data?.total ?? 0 },
              onQueryChange,
            })}
        dateColumn="appliedDate"
        isLoading={!rows && server.isPending}
        isFetching={!rows && server.isFetching && !server.isPending}
        error={
          !rows && server.isError && !server.data
            ? errorMessage(server.error, 'Failed to fetch candidates')
            : null
        }
        emptyText="No candidates found"
        loadingText="Loading candidates..."
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        toolbar={
          <Button isDisabled={selected.size === 0} onPress={() => void bulk()}>
            {`Download Resumes (${selected.size})`}
          </Button>
        }
        rowActions={(row) => (
          <RowActions>
            <Button size="small" onPress={() => setDetails(row)}>
              View Details
            </Button>
            <MenuTrigger>
              <Button size="small" aria-label={`Resume of ${row.name}`}>
                Resume
              </Button>
              <Menu onAction={(key) => void resume(row, key === 'download')}>
                <MenuItem id="view">View Resume</MenuItem>
                <MenuItem id="download">Download Resume</MenuItem>
              </Menu>
            </MenuTrigger>
            <Button size="small" onPress={() => setEditing(row)}>
              Update Status
            </Button>
            {role === 'manager' || role === 'leadership' ? (
              <Button size="small" tone="critical" onPress={() => setDeleting(row)}>
                Delete
              </Button>
            ) : null}
          </RowActions>
        )}
        {...(now ? { now } : {})}
      />
      <StatusCommentDialog
        isOpen={editing !== null}
        subtitle={editing?.name}
        statuses={assignableCandidateStatuses}
        isPending={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(status, comment) =>
          editing
            ? update.mutateAsync({
                id: editing.id,
                ...(status ? { status: status as AssignableCandidateStatus } : {}),
                ...(comment ? { comment } : {}),
              })
            : Promise.resolve()
        }
      />
      <DetailsDialog
        title="Candidate Details"
        item={details}
        fields={detailFields}
        onClose={() => setDetails(null)}
      />
      <DeleteDialog candidate={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/**
 * The candidate list view of SPEC §2/§3: two tabs split by `client_assigned` with their counts
 * (or the Candidate Pool alone), the default columns, row actions (details, resume view and
 * download, status update with a comment, delete with confirmation for managers and leadership),
 * a zip of the selected resumes, dates day-month-year. Pages through the server with the SDK, or
 * shows `rows` held in memory.
 */
export function CandidateTable({ rows, pool = false, now }: CandidateTableProps) {
  const [tab, setTab] = useState<'assigned' | 'unassigned'>('assigned');
  const [counts, setCounts] = useState<{ assigned?: number; unassigned?: number }>({});
  const assignedRows = useMemo(() => rows?.filter((r) => r.client_assigned), [rows]);
  const unassignedRows = useMemo(() => rows?.filter((r) => !r.client_assigned), [rows]);
  const countOf = useCallback(
    (key: 'assigned' | 'unassigned') => (total: number) =>
      setCounts((c) => (c[key] === total ? c : { ...c, [key]: total })),
    [],
  );
  const onAssigned = useMemo(() => countOf('assigned'), [countOf]);
  const onUnassigned = useMemo(() => countOf('unassigned'), [countOf]);
  const otherCount = useCandidatePage(
    { page_no: 1, page_size: 1, client_assigned: tab !== 'assigned' },
    { enabled: !rows && !pool },
  );
  if (pool)
    return <CandidateList assigned={false} rows={unassignedRows} {...(now ? { now } : {})} />;
  const label = (key: 'assigned' | 'unassigned') => {
    const n = rows
      ? key === 'assigned'
        ? assignedRows?.length
        : unassignedRows?.length
      : key === tab
        ? counts[key]
        : otherCount.data?.total;
    return n === undefined ? '…' : String(n);
  };
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key) => setTab(key === 'unassigned' ? 'unassigned' : 'assigned')}
    >
      <TabList label="Candidate lists">
        <Tab id="assigned">{`Assigned to clients (${label('assigned')})`}</Tab>
        <Tab id="unassigned">{`Not assigned (${label('unassigned')})`}</Tab>
      </TabList>
      <TabPanel id="assigned">
        <CandidateList
          assigned
          rows={assignedRows}
          onCount={onAssigned}
          {...(now ? { now } : {})}
        />
      </TabPanel>
      <TabPanel id="unassigned">
        <CandidateList
          assigned={false}
          rows={unassignedRows}
          onCount={onUnassigned}
          {...(now ? { now } : {})}
        />
      </TabPanel>
    </Tabs>
  );
}
