import type { CandidateListItem } from '@hrportal/api-client';
import {
  type AssignableCandidateStatus,
  assignableCandidateStatuses,
  bulkMatchingMax,
  type CandidateListFilter,
  messages,
} from '@hrportal/api-client/contract';
import {
  useActiveUsers,
  useCandidatePage,
  useClient,
  useJobs,
  useSession,
  useUpdateCandidateStatus,
} from '@hrportal/react';
import {
  Button,
  Dialog,
  Modal,
  type SearchChip,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
} from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  type CandidateColumnId,
  candidateFilter,
  candidateRequest,
  type candidateServerKeys,
  openingCandidateRequest,
  openingQuery,
} from '../candidateRequest';
import type { QueryState } from '../engine/types';
import { useOnceAfterPaint, usePaintedFirst } from './afterPaint';
import { type BulkAssignment, type BulkMatching, CandidateBulkBar } from './CandidateBulkBar';
import { candidatesCsv } from './candidatesCsv';
import { DataTable, type DataTableColumn, RowActions } from './DataTable';
import {
  actionErrorMessage,
  type DetailField,
  DetailsDialog,
  errorMessage,
  IconAction,
  openFile,
  personTitle,
  ResumeButton,
  SkillChips,
  StatusCommentDialog,
  useResumeOpener,
} from './shared';

/**
 * A candidate column: `sortable: false` exactly where `candidateServerKeys` has no sort key for it
 * (the compiler holds the two together; a top-level call deriving it would keep these columns, and
 * their cells, in a host of the package's one bundle that imports only the engine).
 */
type CandidateColumn = {
  [K in CandidateColumnId]: DataTableColumn<CandidateListItem> & {
    id: K;
  } & ('sort' extends keyof (typeof candidateServerKeys)[K]
      ? { sortable?: true }
      : { sortable: false });
}[CandidateColumnId];

/**
 * The §2 default candidate columns (their server sort keys and chip columns: `candidateServerKeys`).
 * Widths (compact px) sum to 871; with the selection (28) and Actions (110) 1,009: the list fits
 * the 1,040 px its box has in a 1280 px window even with two classic 15 px scrollbars (the page's
 * and the box's), and stretches to fill wider boxes.
 */
const columnSpecs: CandidateColumn[] = [
  {
    id: 'appliedDate',
    width: 78,
    header: 'Applied',
    value: (c) => c.appliedDate,
    date: true,
  },
  {
    id: 'lastUpdated',
    width: 78,
    header: 'Last Updated',
    value: (c) => c.lastUpdated,
    date: true,
  },
  { id: 'jobId', width: 42, header: 'Job ID', value: (c) => c.jobId },
  {
    id: 'name',
    width: 72,
    header: 'Name',
    value: (c) => c.name,
    searchable: true,
  },
  {
    id: 'email',
    width: 56,
    header: 'Email',
    value: (c) => c.email,
    searchable: true,
  },
  {
    id: 'phone',
    width: 85,
    header: 'Phone',
    value: (c) => c.phone,
    searchable: true,
  },
  {
    id: 'client',
    width: 62,
    header: 'Client',
    value: (c) => c.client,
    searchable: true,
  },
  {
    id: 'profile',
    width: 62,
    header: 'Profile',
    value: (c) => c.profile,
    searchable: true,
  },
  {
    id: 'skills',
    width: 64,
    header: 'Skills',
    value: (c) => c.skills.join(', '),
    cell: (c) => <SkillChips skills={c.skills} shown={1} />,
    searchable: true,
  },
  {
    id: 'status',
    width: 66,
    header: 'Status',
    value: (c) => c.status,
    searchable: true,
    // The whole status, as the server matches it: `status:Offer` is not `Offer Declined`.
    match: 'exact',
  },
  {
    id: 'comment',
    width: 68,
    header: 'Comment',
    value: (c) => c.comment,
    searchable: true,
    sortable: false,
  },
  // People: the full name shown, the username (what chips and sorting match, as the server does)
  // with the name on hover and focus.
  {
    id: 'peerReviewer',
    width: 70,
    header: 'Peer Reviewer',
    value: (c) => c.peerReviewer,
    cell: (c) => c.peerReviewerName,
    title: (c) => personTitle(c.peerReviewerName, c.peerReviewer),
    searchable: true,
  },
  {
    id: 'recruiter',
    width: 68,
    header: 'Recruiter',
    value: (c) => c.recruiter,
    cell: (c) => c.recruiterName,
    title: (c) => personTitle(c.recruiterName, c.recruiter),
    searchable: true,
  },
  // Beyond the §2 defaults: shown from the Columns menu.
  {
    id: 'management',
    width: 100,
    header: 'Management',
    value: (c) => c.management,
    cell: (c) => c.managementName,
    title: (c) => personTitle(c.managementName, c.management),
    searchable: true,
    sortable: false,
    hidden: true,
  },
  {
    id: 'currentCompany',
    width: 110,
    header: 'Current Company',
    value: (c) => c.currentCompany,
    searchable: true,
    hidden: true,
  },
  {
    id: 'position',
    width: 100,
    header: 'Position',
    value: (c) => c.position,
    searchable: true,
    hidden: true,
  },
  {
    id: 'currentJobLocation',
    width: 100,
    header: 'Current Location',
    value: (c) => c.currentJobLocation,
    searchable: true,
    sortable: false,
    hidden: true,
  },
  {
    id: 'preferredJobLocation',
    width: 100,
    header: 'Preferred Location',
    value: (c) => c.preferredJobLocation,
    searchable: true,
    sortable: false,
    hidden: true,
  },
  {
    id: 'noticePeriod',
    width: 80,
    header: 'Notice Period',
    value: (c) => c.noticePeriod,
    searchable: true,
    sortable: false,
    hidden: true,
  },
];

/** The candidate columns (SPEC §2 defaults) for hosts that build their own candidate lists. */
export const candidateColumns: readonly DataTableColumn<CandidateListItem>[] = columnSpecs;

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
  ['Recruiter', (c) => personTitle(c.recruiterName, c.recruiter)],
  ['Peer Reviewer', (c) => personTitle(c.peerReviewerName, c.peerReviewer)],
  ['Management', (c) => personTitle(c.managementName, c.management)],
  ['Comment', (c) => c.comment],
];

function DeleteDialog({
  candidate,
  onClose,
  onDeleted,
}: {
  candidate: CandidateListItem | null;
  onClose: () => void;
  onDeleted?: () => void;
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
      onDeleted?.();
      onClose();
    } catch (failure) {
      toast.show({
        tone: 'critical',
        title: actionErrorMessage(failure, 'Failed to delete candidate'),
      });
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

const candidateId = (c: CandidateListItem) => String(c.id);

/** The rows of a page not yet come: one array, so the table's memoized parts hold. */
const noRows: readonly CandidateListItem[] = [];

/** The tabs of {@link CandidateTable}. */
type ListTab = 'assigned' | 'unassigned';

/** Props of {@link CandidateTable}. */
export interface CandidateTableProps {
  /** Rows brought by the host (held in memory); without them the table pages through the server. */
  rows?: readonly CandidateListItem[];
  /** The Candidate Pool: candidates not assigned to a client, no tabs. @default false */
  pool?: boolean;
  now?: () => number;
  /**
   * A status update or a deletion was saved: a host that passes `rows` reloads them (server-paged
   * lists update themselves).
   */
  onDataChange?: () => void;
  /**
   * Search chips the lists open with, e.g. `[{ column: 'status', value: 'Offer' }]` when a
   * dashboard tile opens the repository filtered by the status it counts.
   */
  initialChips?: readonly SearchChip[];
  /**
   * The row's Edit action: the host opens its edit form (the portal's `/{role}/edit-candidate`).
   * Without it the rows have no Edit action.
   */
  onEdit?: (candidate: CandidateListItem) => void;
  /**
   * View Details of a row: the host opens its own record (the portal's deep-linked panel). Without
   * it the table shows its Candidate Details dialog.
   */
  onViewDetails?: (candidate: CandidateListItem) => void;
}

/** Today as `YYYY-MM-DD` (local), for the §9 download names. */
const today = (now: () => number) => {
  const d = new Date(now());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * The bulk bar of a candidate list wired to the SDK: status and assignment through
 * `/bulk_update_candidates` (one request each), resumes through `/download_resumess`, CSV from the
 * rows held. Recruiters to assign to are listed for managers and leadership only.
 */
function useBulkActions(
  selected: ReadonlySet<string>,
  rows: readonly CandidateListItem[],
  matching: CandidateListFilter | null,
) {
  const client = useClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { role } = useSession();
  const managerLike = role === 'manager' || role === 'leadership';
  // The bulk bar's pickers — every job, and the recruiters for managers — load once a row is
  // selected, not with the list: the jobs are the candidate repository's largest answer, ahead of
  // its first page, and either answer re-drew the whole list as it came (issue 24); and after the
  // selection has been painted, not in its click (~35 ms at a 4× slowed CPU of the first
  // selection, before the row showed it was selected).
  const chosen = useOnceAfterPaint(selected.size > 0 || matching !== null);
  const users = useActiveUsers({ enabled: managerLike && chosen });
  const jobs = useJobs(undefined, { enabled: chosen });
  const ids = [...selected].map(Number);
  // "All N matching": the list's filter instead of the ids, the server finds the rows.
  const which = matching ? { matching } : { candidate_ids: ids };
  const done = async <T,>(answer: T) => {
    await queryClient.invalidateQueries({ queryKey: ['candidates'] });
    return answer;
  };
  return {
    recruiters: managerLike
      ? (users.data?.recruiters ?? []).map((u) => ({ id: u.username, label: u.name || u.username }))
      : undefined,
    jobs: (jobs.data?.job_posts_active ?? []).map((j) => ({
      id: String(j.id),
      label: `${j.role} · ${j.client} (${j.id})`,
    })),
    onChangeStatus: (status: string, comment: string) =>
      client.candidates
        .bulkUpdate({
          ...which,
          status: status as AssignableCandidateStatus,
          ...(comment ? { comment } : {}),
        })
        .then(done),
    onAssign: (assignment: BulkAssignment) =>
      client.candidates.bulkUpdate({ ...which, ...assignment }).then(done),
    onDownload: () =>
      client.files.bulkResumes(ids).then(
        (file) => openFile(file, true),
        (failure) =>
          toast.show({
            tone: 'critical',
            title: errorMessage(failure, messages.downloadResumeFailed),
          }),
      ),
    onExport: (now: () => number) => {
      const chosen = rows.filter((r) => selected.has(String(r.id)));
      const blob = new Blob([candidatesCsv(chosen, columnSpecs)], { type: 'text/csv' });
      openFile({ blob, fileName: `candidates_${today(now)}.csv`, contentType: 'text/csv' }, true);
    },
  };
}

/** Props of a candidate list: {@link CandidateList}'s own, as the tabs give them. */
interface CandidateListProps {
  assigned: boolean;
  onEdit?: ((candidate: CandidateListItem) => void) | undefined;
  rows: readonly CandidateListItem[] | undefined;
  now?: (() => number) | undefined;
  initialChips?: readonly SearchChip[] | undefined;
  onDataChange?: (() => void) | undefined;
  onViewDetails?: ((candidate: CandidateListItem) => void) | undefined;
}

/** A list's page from the server, once it has come. */
type ListPage = ReturnType<typeof useCandidatePage>['data'];

/** Two queries are the same when each field is (chips, dates, sort, page and size). */
const sameQuery = (a: QueryState, b: QueryState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A candidate list's data: its query and the server's page. Everything else is drawn by
 * {@link CandidateListView}, a memoized element, which gets the page only as a deferred value: when a page
 * arrives, the query's own re-render here is urgent and draws nothing else (the view's props are
 * those it had), and the view draws the rows in the transition that follows, sliced, instead of
 * the whole table twice (issue 24).
 */
function CandidateList({
  assigned,
  rows,
  initialChips,
  now,
  onDataChange,
  onEdit,
  onViewDetails,
}: CandidateListProps) {
  const [query, setQuery] = useState<QueryState | null>(null);
  const [allMatching, setAllMatching] = useState(false);
  const opening = useMemo(() => openingQuery(initialChips), [initialChips]);
  const server = useCandidatePage(candidateRequest(query ?? opening, assigned), {
    enabled: !rows,
  });
  // A page that arrives renders in a transition: React draws its rows in slices and yields to the
  // browser between them, instead of one long task (Lighthouse's total blocking time, issue 24).
  const page = useDeferredValue(server.data);
  const pending = useDeferredValue(server.isPending);
  // With the page, so the overlay leaves when the new rows come, not before with the old ones.
  const fetching = useDeferredValue(server.isFetching);
  const onQueryChange = useCallback(
    (next: QueryState) => {
      // The table tells its opening query too, as it mounts: no change, so no second drawing of
      // the whole list while its first page loads.
      setQuery((current) => (sameQuery(current ?? opening, next) ? current : next));
      // Another filter or page: "all matching" meant the old one.
      setAllMatching(false);
    },
    [opening],
  );
  const isLoading = !rows && pending;
  const isFetching = !rows && fetching && !pending;
  const error =
    !rows && server.isError && !page
      ? errorMessage(server.error, 'Failed to fetch candidates')
      : null;
  const shown = query ?? opening;
  // The same element while these are the same: React skips the view (a memoized element, not
  // `memo()`, whose top-level call the package's one bundle would keep with every table in it).
  return useMemo(
    () => (
      <CandidateListView
        assigned={assigned}
        rows={rows}
        now={now}
        onDataChange={onDataChange}
        onEdit={onEdit}
        onViewDetails={onViewDetails}
        opening={opening}
        query={shown}
        page={page}
        isLoading={isLoading}
        isFetching={isFetching}
        error={error}
        onQueryChange={onQueryChange}
        allMatching={allMatching}
        setAllMatching={setAllMatching}
      />
    ),
    [
      assigned,
      rows,
      now,
      onDataChange,
      onEdit,
      onViewDetails,
      opening,
      shown,
      page,
      isLoading,
      isFetching,
      error,
      onQueryChange,
      allMatching,
    ],
  );
}

/** The list's view: see {@link CandidateList}, which memoizes the element. */
function CandidateListView({
  assigned,
  rows,
  now,
  onDataChange,
  onEdit,
  onViewDetails,
  opening,
  query,
  page,
  isLoading,
  isFetching,
  error,
  onQueryChange,
  allMatching,
  setAllMatching,
}: Omit<CandidateListProps, 'initialChips'> & {
  opening: QueryState;
  query: QueryState;
  page: ListPage;
  isLoading: boolean;
  isFetching: boolean;
  error: string | null;
  onQueryChange: (next: QueryState) => void;
  allMatching: boolean;
  setAllMatching: (all: boolean) => void;
}) {
  const { role } = useSession();
  const { isPending: updating, mutateAsync: updateStatus } = useUpdateCandidateStatus();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<CandidateListItem | null>(null);
  const [details, setDetails] = useState<CandidateListItem | null>(null);
  const [deleting, setDeleting] = useState<CandidateListItem | null>(null);
  const onSelectionChange = useCallback(
    (next: Set<string>) => {
      setSelected(next);
      setAllMatching(false);
    },
    [setAllMatching],
  );

  const resume = useResumeOpener();
  const canDelete = role === 'manager' || role === 'leadership';
  // View, resume and status always; Edit and Delete when offered. The pinned column is sized from
  // the icons it holds (26 px each), so a fifth icon is not cut off at the table's edge.
  const actionCount = 3 + Number(Boolean(onEdit)) + Number(canDelete);
  // Stable, so a re-render of the list does not re-render every memoized row.
  const rowActions = useCallback(
    (row: CandidateListItem) => (
      <RowActions>
        <IconAction
          label="View Details"
          icon="details"
          onPress={() => (onViewDetails ? onViewDetails(row) : setDetails(row))}
        />
        <ResumeButton
          name={row.name}
          hasResume={row.resumePresent}
          onChoose={(choice) => void resume(row, choice)}
        />
        {onEdit ? <IconAction label="Edit" icon="edit" onPress={() => onEdit(row)} /> : null}
        <IconAction label="Update Status" icon="status" onPress={() => setEditing(row)} />
        {canDelete ? (
          <IconAction
            label="Delete"
            icon="remove"
            tone="critical"
            onPress={() => setDeleting(row)}
          />
        ) : null}
      </RowActions>
    ),
    [resume, canDelete, onEdit, onViewDetails],
  );
  const held = rows ?? page?.items ?? [];
  // The list's filter without page and sort: what "Select all N matching" sends.
  const filter = useMemo(() => candidateFilter(query, assigned), [query, assigned]);
  const total = page?.total ?? 0;
  const pageSelected = held.filter((r) => selected.has(String(r.id))).length;
  const wholePage = !rows && held.length > 0 && pageSelected === held.length;
  const bulk = useBulkActions(selected, held, allMatching ? filter : null);
  const matching: BulkMatching | undefined =
    wholePage || allMatching
      ? {
          total,
          pageSelected,
          max: bulkMatchingMax,
          all: allMatching,
          onSelectAll: () => setAllMatching(true),
          onClear: () => onSelectionChange(new Set()),
        }
      : undefined;

  // The row dialogs are closed while rows are selected: a memoized element, so a selection does
  // not re-render them (issue 24).
  const dialogs = useMemo(
    () => (
      <>
        <StatusCommentDialog
          isOpen={editing !== null}
          subtitle={editing?.name}
          statuses={assignableCandidateStatuses}
          isPending={updating}
          onClose={() => setEditing(null)}
          onSubmit={(status, comment) =>
            editing
              ? updateStatus({
                  id: editing.id,
                  ...(status ? { status: status as AssignableCandidateStatus } : {}),
                  ...(comment ? { comment } : {}),
                }).then(() => onDataChange?.())
              : Promise.resolve()
          }
        />
        <DetailsDialog
          title="Candidate Details"
          item={details}
          fields={detailFields}
          onClose={() => setDetails(null)}
        />
        <DeleteDialog
          candidate={deleting}
          onClose={() => setDeleting(null)}
          {...(onDataChange ? { onDeleted: onDataChange } : {})}
        />
      </>
    ),
    [editing, details, deleting, updating, updateStatus, onDataChange],
  );
  return (
    <>
      <DataTable<CandidateListItem>
        label={assigned ? 'Candidates assigned to clients' : 'Candidates not assigned to a client'}
        noun="candidates"
        columns={candidateColumns}
        getRowId={candidateId}
        {...(rows
          ? { rows }
          : {
              serverPage: { rows: page?.items ?? noRows, total },
              onQueryChange,
            })}
        dateColumn="appliedDate"
        initialQuery={opening}
        isLoading={isLoading}
        isFetching={isFetching}
        error={error}
        emptyText="No candidates found"
        loadingText="Loading candidates..."
        selectable
        selectedIds={selected}
        onSelectionChange={onSelectionChange}
        actionsWidth={6 + 26 * actionCount}
        toolbar={
          <CandidateBulkBar
            count={allMatching ? total : selected.size}
            matching={matching}
            statuses={assignableCandidateStatuses}
            recruiters={bulk.recruiters}
            jobs={bulk.jobs}
            onChangeStatus={(status, comment) =>
              bulk.onChangeStatus(status, comment).then((answer) => {
                onDataChange?.();
                return answer;
              })
            }
            onAssign={(assignment) =>
              bulk.onAssign(assignment).then((answer) => {
                onDataChange?.();
                return answer;
              })
            }
            onDownload={bulk.onDownload}
            onExport={() => bulk.onExport(now ?? Date.now)}
          />
        }
        rowActions={rowActions}
        {...(now ? { now } : {})}
      />
      {dialogs}
    </>
  );
}

/** A list's query before the reader changes it: the host's chips (a dashboard tile's), or none. */

/**
 * A tab's label with its list's size from the server, whatever the open tab's filters. One list
 * request on load, not three (issue 24): the assigned tab (open first) counts with the total of
 * its list's own first page when that page is unfiltered — the same query, so one answer serves
 * both; the other counts (one row of a list) are asked for once that first page has come, so they
 * do not compete with it. Only this label re-renders when a count comes, not the lists.
 */
function TabCount({
  label,
  assigned,
  initialChips,
}: {
  label: string;
  assigned: boolean;
  initialChips: readonly SearchChip[] | undefined;
}) {
  const first = useCandidatePage(openingCandidateRequest(true, initialChips));
  const shared = assigned && !initialChips?.length;
  // Deferred as the list's page is: the count's request starts once the list has drawn its rows —
  // started with the page's arrival, its loading state interrupted that drawing, which began again.
  const firstPending = useDeferredValue(first.isPending);
  const own = useCandidatePage(
    { page_no: 1, page_size: 1, client_assigned: assigned },
    { enabled: !shared && !firstPending },
  );
  const total = shared ? first.data?.total : own.data?.total;
  return `${label} (${total === undefined ? '…' : String(total)})`;
}

/**
 * The candidate list view of SPEC §2/§3: two tabs split by `client_assigned` with their counts
 * (or the Candidate Pool alone), the default columns, row actions (details, resume view and
 * download, status update with a comment, delete with confirmation for managers and leadership),
 * bulk actions on the selection ({@link CandidateBulkBar}: status with one comment, recruiter or
 * job assignment, a zip of the resumes, CSV), dates day-month-year. Pages through the server with the SDK, or
 * shows `rows` held in memory.
 */
export function CandidateTable({
  rows,
  pool = false,
  now,
  onDataChange,
  initialChips,
  onEdit,
  onViewDetails,
}: CandidateTableProps) {
  const [tab, setTab] = useState<ListTab>('assigned');
  // A list once shown stays mounted (hidden) while the other tab is open: going back to a tab
  // shows it as it was instead of drawing a whole table again (issue 24: 264 ms at a 4× slowed
  // CPU). The first tab is shown from the start; the second, opened for the first time, paints
  // its selection and a skeleton at once and mounts its list in a transition after that paint.
  const [unassignedShown, setUnassignedShown] = useState(false);
  // The tab's selection paints first; its panel follows a painted frame later (issue 24: revealing
  // a kept table — its restyle and paint — was most of a tab switch's latency).
  const shownTab = usePaintedFirst(tab);
  const openTab = (next: ListTab) => {
    setTab(next);
    if (next === 'unassigned' && !unassignedShown) startTransition(() => setUnassignedShown(true));
  };
  const assignedRows = useMemo(() => rows?.filter((r) => r.client_assigned), [rows]);
  const unassignedRows = useMemo(() => rows?.filter((r) => !r.client_assigned), [rows]);
  const extra = {
    ...(now ? { now } : {}),
    ...(onDataChange ? { onDataChange } : {}),
    ...(initialChips ? { initialChips } : {}),
    ...(onEdit ? { onEdit } : {}),
    ...(onViewDetails ? { onViewDetails } : {}),
  };
  if (pool) return <CandidateList assigned={false} rows={unassignedRows} {...extra} />;
  return (
    <Tabs
      selectedKey={tab}
      shownKey={shownTab}
      onSelectionChange={(key) => openTab(key === 'unassigned' ? 'unassigned' : 'assigned')}
    >
      <TabList label="Candidate lists">
        <Tab id="assigned">
          {rows ? (
            `Assigned to clients (${assignedRows?.length ?? 0})`
          ) : (
            <TabCount label="Assigned to clients" assigned initialChips={initialChips} />
          )}
        </Tab>
        <Tab id="unassigned">
          {rows ? (
            `Not assigned (${unassignedRows?.length ?? 0})`
          ) : (
            <TabCount label="Not assigned" assigned={false} initialChips={initialChips} />
          )}
        </Tab>
      </TabList>
      <TabPanel id="assigned" shouldForceMount>
        <CandidateList assigned rows={assignedRows} {...extra} />
      </TabPanel>
      <TabPanel id="unassigned" shouldForceMount={unassignedShown}>
        {unassignedShown ? (
          <CandidateList assigned={false} rows={unassignedRows} {...extra} />
        ) : (
          <Skeleton label="Loading candidates..." />
        )}
      </TabPanel>
    </Tabs>
  );
}
