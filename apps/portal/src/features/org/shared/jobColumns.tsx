import type { OrgJobRow } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { Badge } from '@hrportal/ui';
import { clientStatusTone } from './tones';

/** Columns of a job with its candidate counts (client detail, recruiter detail). */
export const orgJobColumns: readonly DataTableColumn<OrgJobRow>[] = [
  { id: 'id', header: 'Job ID', value: (j) => j.id, width: 80 },
  { id: 'role', header: 'Role', value: (j) => j.role, searchable: true, width: 180 },
  { id: 'client', header: 'Client', value: (j) => j.client, searchable: true, width: 160 },
  {
    id: 'job_status',
    header: 'Status',
    value: (j) => j.job_status,
    cell: (j) => <Badge tone={clientStatusTone[j.job_status]}>{j.job_status}</Badge>,
    searchable: true,
    match: 'exact',
    width: 90,
  },
  {
    id: 'date_created',
    header: 'Date Created',
    value: (j) => j.date_created,
    date: true,
    width: 120,
  },
  { id: 'positions', header: 'Positions', value: (j) => j.no_of_positions, width: 90 },
  { id: 'candidates', header: 'Candidates', value: (j) => j.candidates, width: 100 },
  { id: 'offers', header: 'Offers', value: (j) => j.offers, width: 80 },
  { id: 'joins', header: 'Joined', value: (j) => j.joins, width: 80 },
];
