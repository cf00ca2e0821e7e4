'use client';
import type { CareerRegistration } from '@hrportal/api-client/contract';
import { useCareerRegistrations } from '@hrportal/react';
import { Badge, formatDate } from '@hrportal/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DataTable, type DataTableColumn, RowActions } from './DataTable';
import * as styles from './dataTable.css';
import {
  type DetailField,
  DetailsDialog,
  errorMessage,
  IconAction,
  ResumeButton,
  useResumeOpener,
} from './shared';

/** Years of experience as the applicant gave them (`3.5` → `3.5 yrs`); empty when not given. */
const years = (r: CareerRegistration) => (r.experience ? `${r.experience} yrs` : '');

/** Where a converted registration's badge leads: the candidate's record in the host. */
interface CandidateLink {
  candidateHref?: ((candidateId: number) => string) | undefined;
  onOpenCandidate?: ((candidateId: number) => void) | undefined;
}

/** The Name cell: a converted registration says so, linked to its candidate when the host can. */
function NameCell({ row, link }: { row: CareerRegistration; link: CandidateLink }) {
  const id = row.candidate_id;
  if (id === null) return <>{row.name}</>;
  const badge = <Badge tone="positive">Converted</Badge>;
  const href = link.candidateHref?.(id);
  return (
    <>
      {row.name}{' '}
      {href ? (
        <a
          className={styles.badgeLink}
          href={href}
          title={`Open candidate ${id}`}
          aria-label={`Converted: open candidate ${row.name}`}
          onClick={(event) => {
            // A plain click stays in the app (the host routes it); a modified one opens a tab.
            if (!link.onOpenCandidate || event.button !== 0) return;
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            link.onOpenCandidate(id);
          }}
        >
          {badge}
        </a>
      ) : (
        badge
      )}
    </>
  );
}

const noLink: CandidateLink = {};

/**
 * Columns of the careers registrations: Applied, Name, Email, Mobile, Job, Client, Experience,
 * Location. Name, email, job, client and location take search chips.
 */
export const careersColumns: readonly DataTableColumn<CareerRegistration>[] = [
  { id: 'created_at', header: 'Applied', value: (r) => r.created_at, date: true, width: 104 },
  {
    id: 'name',
    header: 'Name',
    value: (r) => r.name,
    // A registration already made into a candidate says so beside the name.
    cell: (r) => <NameCell row={r} link={noLink} />,
    searchable: true,
    width: 190,
  },
  { id: 'email', header: 'Email', value: (r) => r.email, searchable: true, width: 210 },
  { id: 'mobile', header: 'Mobile', value: (r) => r.mobile, searchable: true, width: 140 },
  { id: 'job_role', header: 'Job', value: (r) => r.job_role, searchable: true, width: 170 },
  { id: 'client', header: 'Client', value: (r) => r.client, searchable: true, width: 130 },
  {
    id: 'experience',
    header: 'Experience',
    value: (r) => (r.experience ? Number(r.experience) : null),
    cell: years,
    width: 100,
  },
  {
    id: 'current_location',
    header: 'Location',
    value: (r) => r.current_location,
    searchable: true,
    width: 120,
  },
];

/** The columns with the Name cell's badge linked to the candidate. */
function careersColumnsWith(link: CandidateLink): DataTableColumn<CareerRegistration>[] {
  return careersColumns.map((column) =>
    column.id === 'name' ? { ...column, cell: (r) => <NameCell row={r} link={link} /> } : column,
  );
}

const detailFields: readonly DetailField<CareerRegistration>[] = [
  ['ID', (r) => r.id],
  ['Name', (r) => r.name],
  ['Email', (r) => r.email],
  ['Mobile', (r) => r.mobile],
  ['Job', (r) => (r.job_id === null ? '' : `${r.job_role} (Job ${r.job_id})`)],
  ['Client', (r) => r.client],
  ['Total Experience', years],
  ['Current Location', (r) => r.current_location],
  ['LinkedIn', (r) => r.linkedin],
  ['Message', (r) => r.message],
  ['Resume', (r) => (r.resume_present ? 'Yes' : 'No')],
  ['Applied', (r) => formatDate(r.created_at)],
  ['Candidate', (r) => (r.candidate_id === null ? '' : `Converted (candidate ${r.candidate_id})`)],
];

/** Props of {@link CareersTable}. */
export interface CareersTableProps {
  /** Registrations brought by the host; without them the table loads them through the SDK. */
  rows?: readonly CareerRegistration[];
  isLoading?: boolean;
  error?: string | null;
  /** Clock for the date presets (tests). */
  now?: () => number;
  /**
   * "Convert to candidate" was pressed on a registration: the host opens its register form
   * prefilled from it. Without it the action is not shown.
   */
  onConvert?: (registration: CareerRegistration) => void;
  /** The address of a candidate's record: a converted registration's badge links there. */
  candidateHref?: (candidateId: number) => string;
  /** A plain click on that link (the host navigates in the app); without it the link loads. */
  onOpenCandidate?: (candidateId: number) => void;
}

const registrationId = (r: CareerRegistration) => String(r.id);

/**
 * Careers: the applications from the public careers board (newest first) with chip search
 * (name, email, mobile, job, client, location), the date filter on Applied, pages of 10/20/50,
 * and per row the resume (View / Download, SPEC §9 name; disabled without one), View Details and
 * Convert to candidate. A registration already converted shows `Converted`. Loads through
 * `useCareerRegistrations`, which the live feed refreshes when someone applies.
 *
 * @example
 * <CareersTable onConvert={(r) => navigate(`/manager/register-candidate?careersRegistration=${r.id}`)} />
 */
export function CareersTable({
  rows,
  isLoading,
  error,
  now,
  onConvert,
  candidateHref,
  onOpenCandidate,
}: CareersTableProps) {
  const query = useCareerRegistrations({ enabled: !rows });
  const [details, setDetails] = useState<CareerRegistration | null>(null);
  const data = rows ?? query.data ?? [];
  const failure = error ?? (!rows && query.isError ? errorMessage(query.error) : null);
  const resume = useResumeOpener('careers');
  const convertRef = useRef(onConvert);
  convertRef.current = onConvert;
  const canConvert = onConvert !== undefined;
  const linkRef = useRef<CandidateLink>({});
  linkRef.current = { candidateHref, onOpenCandidate };
  const linked = candidateHref !== undefined;
  // Columns change only when a link appears or goes; the link reads the latest callbacks.
  const columns = useMemo(
    () =>
      linked
        ? careersColumnsWith({
            candidateHref: (id) => linkRef.current.candidateHref?.(id) ?? '',
            onOpenCandidate: (id) => linkRef.current.onOpenCandidate?.(id),
          })
        : careersColumns,
    [linked],
  );
  // Stable, so a re-render of the table does not re-render every memoized row.
  const actions = useCallback(
    (row: CareerRegistration) => (
      <RowActions>
        <ResumeButton
          name={row.name}
          hasResume={row.resume_present}
          onChoose={(choice) => void resume(row, choice)}
        />
        <IconAction label="View Details" icon="details" onPress={() => setDetails(row)} />
        {/* An icon (named and titled), so the pinned column stays narrow on a phone; a
            registration already converted has none (its badge links to the candidate). */}
        {canConvert && row.candidate_id === null ? (
          <IconAction
            label={`Convert to candidate: ${row.name}`}
            title="Convert to candidate"
            icon="convert"
            onPress={() => convertRef.current?.(row)}
          />
        ) : null}
      </RowActions>
    ),
    [resume, canConvert],
  );

  return (
    <>
      <DataTable
        label="Careers registrations"
        noun="registrations"
        columns={columns}
        getRowId={registrationId}
        rows={data}
        dateColumn="created_at"
        isLoading={isLoading ?? (!rows && query.isPending)}
        isFetching={!rows && query.isFetching && !query.isPending}
        error={failure}
        emptyText="No registrations found"
        loadingText="Loading registrations..."
        rowActions={actions}
        actionsWidth={6 + 26 * (canConvert ? 3 : 2)}
        initialQuery={{ sort: { column: 'created_at', direction: 'desc' } }}
        {...(now ? { now } : {})}
      />
      <DetailsDialog
        title="Registration Details"
        item={details}
        fields={detailFields}
        onClose={() => setDetails(null)}
      />
    </>
  );
}
