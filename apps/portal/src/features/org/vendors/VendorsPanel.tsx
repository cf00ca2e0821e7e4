'use client';
import type { VendorWithRollup } from '@hrportal/api-client';
import type { VendorJobDetail } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { queryKeys, useActiveUsers, useClient, useVendorDashboard } from '@hrportal/react';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  FormError,
  Modal,
  RowButton,
  useToast,
} from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { failureText } from '../../../common/errors';
import * as portal from '../../../portal.css';
import * as jobsCss from '../../jobs/jobs.css';
import { ExportableTable, Figures } from '../shared/OrgParts';
import * as styles from '../shared/org.css';

const pct = (n: number) => `${n.toFixed(1)}%`;

/** Columns of the vendor dashboard: the §3 entry and its derived roll-ups. */
const vendorColumns: readonly DataTableColumn<VendorWithRollup>[] = [
  { id: 'vendorName', header: 'Vendor', value: (v) => v.vendorName, searchable: true, width: 180 },
  {
    id: 'contactPerson',
    header: 'Contact',
    value: (v) => v.contactPerson,
    searchable: true,
    width: 140,
  },
  { id: 'email', header: 'Email', value: (v) => v.email, searchable: true, width: 200 },
  { id: 'activeJobs', header: 'Active Jobs', value: (v) => v.rollup.activeJobs, width: 90 },
  { id: 'onHoldJobs', header: 'On Hold', value: (v) => v.rollup.onHoldJobs, width: 80 },
  { id: 'closedJobs', header: 'Closed', value: (v) => v.rollup.closedJobs, width: 80 },
  { id: 'total', header: 'Candidates', value: (v) => v.rollup.total, width: 100 },
  { id: 'screening', header: 'Screening', value: (v) => v.rollup.screening, width: 90 },
  { id: 'interview', header: 'Interview', value: (v) => v.rollup.interview, width: 90 },
  { id: 'offer', header: 'Offer', value: (v) => v.rollup.offer, width: 70 },
  { id: 'joined', header: 'Joined', value: (v) => v.rollup.joined, width: 70 },
  { id: 'rejected', header: 'Rejected', value: (v) => v.rollup.rejected, width: 80 },
  {
    id: 'successRate',
    header: 'Success Rate',
    value: (v) => v.successRate,
    cell: (v) => <span className={styles.number}>{pct(v.successRate)}</span>,
    width: 100,
  },
  { id: 'avg', header: 'Avg / Job', value: (v) => v.avgCandidatesPerJob, width: 80 },
  {
    id: 'memberSince',
    header: 'Member Since',
    value: (v) => v.memberSince,
    date: true,
    width: 120,
  },
];

const jobTone = { Active: 'positive', 'On Hold': 'caution', Closed: 'neutral' } as const;

/** A recruiter who can be put on a vendor's job. */
interface VendorRecruiterChoice {
  username: string;
  name: string;
}

/** Sets a vendor's recruiters on a job (the whole list); rejects with what the server said. */
export type AssignVendorRecruiters = (
  vendorId: number,
  jobId: number,
  recruiters: readonly string[],
) => Promise<void>;

/**
 * A vendor's recruiters on one job: their names, and (for a manager) Edit recruiters, which opens
 * the active recruiters as checkboxes; Save sends the whole list (a name unticked is unassigned).
 */
function JobRecruiters({
  vendor,
  job,
  choices,
  onAssign,
}: {
  vendor: VendorWithRollup;
  job: VendorJobDetail;
  choices: readonly VendorRecruiterChoice[];
  onAssign: AssignVendorRecruiters | undefined;
}) {
  const current = job.recruiters ?? [];
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const open = () => {
    setPicked(new Set(current.map((r) => r.username)));
    setError('');
    setEditing(true);
  };
  const save = async () => {
    if (!onAssign) return;
    setSaving(true);
    setError('');
    try {
      await onAssign(vendor.vendorId, job.jobId, [...picked]);
      setEditing(false);
    } catch (failure) {
      // The choice stays as ticked; only the message is new.
      setError(failureText(failure, 'The recruiters could not be saved'));
    } finally {
      setSaving(false);
    }
  };
  const label = `#${job.jobId} ${job.role}`;
  return (
    <div className={styles.vendorJobRecruiters}>
      <span className={portal.muted}>
        Recruiters: {current.length ? current.map((r) => r.name).join(', ') : 'none'}
      </span>
      {onAssign && !editing ? (
        <RowButton onPress={open} aria-label={`Edit recruiters of ${label}`}>
          Edit recruiters
        </RowButton>
      ) : null}
      {editing ? (
        <>
          <fieldset className={`${jobsCss.checkList} ${styles.vendorChecklist}`}>
            <legend className={portal.muted}>
              {`${vendor.vendorName}'s recruiters on ${label}`}
            </legend>
            {choices.length ? (
              choices.map((r) => (
                <Checkbox
                  key={r.username}
                  isSelected={picked.has(r.username)}
                  onChange={(on) =>
                    setPicked((now) => {
                      const next = new Set(now);
                      if (on) next.add(r.username);
                      else next.delete(r.username);
                      return next;
                    })
                  }
                >
                  {r.name || r.username}
                </Checkbox>
              ))
            ) : (
              <p>No active recruiters.</p>
            )}
          </fieldset>
          <FormError message={error} />
          <div className={styles.controls}>
            <Button tone="brand" onPress={() => void save()} isDisabled={saving}>
              {saving ? 'Saving...' : 'Save recruiters'}
            </Button>
            <Button onPress={() => setEditing(false)} isDisabled={saving}>
              Cancel
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** One vendor: contact, roll-ups, candidates by status and their jobs with their recruiters. */
function VendorDetail({
  vendor,
  choices,
  onAssign,
}: {
  vendor: VendorWithRollup;
  choices: readonly VendorRecruiterChoice[];
  onAssign: AssignVendorRecruiters | undefined;
}) {
  const r = vendor.rollup;
  const byStatus = Object.entries(vendor.candidatesByStatus ?? {}).filter(
    ([status, n]) => status !== 'Total' && (n ?? 0) > 0,
  );
  return (
    <div className={styles.headerText}>
      <p>
        {vendor.contactPerson || 'No contact person'} · {vendor.email || 'No email'} · member since{' '}
        {vendor.memberSince}
      </p>
      <Figures
        label="Roll-ups"
        items={[
          { label: 'Active jobs', value: r.activeJobs },
          { label: 'On hold', value: r.onHoldJobs },
          { label: 'Closed', value: r.closedJobs },
          { label: 'Candidates', value: r.total },
          { label: 'Success rate', value: pct(vendor.successRate) },
          { label: 'Avg per job', value: vendor.avgCandidatesPerJob },
        ]}
      />
      <h3>Candidates by status</h3>
      {byStatus.length ? (
        <Figures
          label="Candidates by status"
          items={byStatus.map(([label, value]) => ({ label, value }))}
        />
      ) : (
        <p>No candidates yet.</p>
      )}
      <h3>Jobs</h3>
      {vendor.jobDetails.length ? (
        <ul className={styles.vendorJobs}>
          {vendor.jobDetails.map((j) => (
            <li key={j.jobId}>
              #{j.jobId} {j.role} — {j.client} <Badge tone={jobTone[j.status]}>{j.status}</Badge>{' '}
              {j.candidates} candidate{j.candidates === 1 ? '' : 's'}
              <JobRecruiters vendor={vendor} job={j} choices={choices} onAssign={onAssign} />
            </li>
          ))}
        </ul>
      ) : (
        <p>No jobs linked.</p>
      )}
    </div>
  );
}

/** Props of {@link VendorsView}. */
export interface VendorsViewProps {
  vendors: readonly VendorWithRollup[] | undefined;
  isLoading: boolean;
  error: string | null;
  now?: () => number;
  /** The active recruiters a manager may put on a vendor's job. */
  recruiters?: readonly VendorRecruiterChoice[];
  /** Sets a vendor's recruiters on a job; without it the detail only shows them. */
  onAssign?: AssignVendorRecruiters;
}

const noChoices: readonly VendorRecruiterChoice[] = [];

/** The vendor dashboard table; `View` opens a vendor's detail (recruiters editable per job). */
export function VendorsView({
  vendors,
  isLoading,
  error,
  now,
  recruiters = noChoices,
  onAssign,
}: VendorsViewProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  // The detail follows the list, so a saved assignment shows once the dashboard is refetched.
  const open = vendors?.find((v) => v.vendorId === openId) ?? null;
  const setOpen = (v: VendorWithRollup | null) => setOpenId(v?.vendorId ?? null);
  const rowActions = useCallback(
    (v: VendorWithRollup) => (
      <RowButton onPress={() => setOpenId(v.vendorId)} aria-label={`View ${v.vendorName}`}>
        View
      </RowButton>
    ),
    [],
  );
  return (
    <>
      <ExportableTable<VendorWithRollup>
        label="Vendors"
        noun="vendors"
        csvName="vendors"
        columns={vendorColumns}
        getRowId={(v) => String(v.vendorId)}
        rows={vendors ?? []}
        dateColumn="memberSince"
        isLoading={isLoading}
        error={error}
        emptyText="No vendors found"
        loadingText="Loading vendors..."
        rowActions={rowActions}
        actionsWidth={80}
        {...(now ? { now } : {})}
      />
      <Modal isOpen={open !== null} onOpenChange={(o) => !o && setOpen(null)} size="large">
        <Dialog title={open?.vendorName ?? 'Vendor'}>
          {open ? <VendorDetail vendor={open} choices={recruiters} onAssign={onAssign} /> : null}
        </Dialog>
      </Modal>
    </>
  );
}

/** The Vendors tab of Clients (managers and leadership): the dashboard, recruiters per job. */
export function VendorsPanel() {
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const vendors = useVendorDashboard();
  const users = useActiveUsers();
  const recruiters = useMemo(
    () =>
      (users.data?.recruiters ?? [])
        .filter((u) => u.isActive)
        .map((u) => ({ username: u.username, name: u.name || u.username })),
    [users.data],
  );
  const assign = useCallback<AssignVendorRecruiters>(
    async (vendorId, jobId, names) => {
      const answer = await client.vendors.assignRecruiters({
        vendor_id: vendorId,
        job_id: jobId,
        recruiters: [...names],
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.vendors() });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      toast.show({ tone: 'positive', title: answer.message });
    },
    [client, queryClient, toast],
  );
  return (
    <VendorsView
      vendors={vendors.data}
      isLoading={vendors.isPending}
      error={
        vendors.isError ? failureText(vendors.error, 'Failed to fetch vendor dashboard') : null
      }
      recruiters={recruiters}
      onAssign={assign}
    />
  );
}
