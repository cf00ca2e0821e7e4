'use client';
import type { VendorWithRollup } from '@hrportal/api-client';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useVendorDashboard } from '@hrportal/react';
import { Badge, Dialog, Modal, RowButton } from '@hrportal/ui';
import { useCallback, useState } from 'react';
import { failureText } from '../../../common/errors';
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

/** One vendor: contact, roll-ups, candidates by status and their jobs. */
function VendorDetail({ vendor }: { vendor: VendorWithRollup }) {
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
        <ul>
          {vendor.jobDetails.map((j) => (
            <li key={j.jobId}>
              #{j.jobId} {j.role} — {j.client} <Badge tone={jobTone[j.status]}>{j.status}</Badge>{' '}
              {j.candidates} candidate{j.candidates === 1 ? '' : 's'}
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
}

/** The vendor dashboard table; `View` opens a vendor's detail. */
export function VendorsView({ vendors, isLoading, error, now }: VendorsViewProps) {
  const [open, setOpen] = useState<VendorWithRollup | null>(null);
  const rowActions = useCallback(
    (v: VendorWithRollup) => (
      <RowButton onPress={() => setOpen(v)} aria-label={`View ${v.vendorName}`}>
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
          {open ? <VendorDetail vendor={open} /> : null}
        </Dialog>
      </Modal>
    </>
  );
}

/** The Vendors tab of Clients (managers and leadership). */
export function VendorsPanel() {
  const vendors = useVendorDashboard();
  return (
    <VendorsView
      vendors={vendors.data}
      isLoading={vendors.isPending}
      error={
        vendors.isError ? failureText(vendors.error, 'Failed to fetch vendor dashboard') : null
      }
    />
  );
}
