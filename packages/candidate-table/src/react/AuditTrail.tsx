import type { AuditEntry, EndpointQuery } from '@hrportal/api-client/contract';
import { useAuditLog, useClient } from '@hrportal/react';
import { Button, formatDate, useToast } from '@hrportal/ui';
import { useCallback, useRef, useState } from 'react';
import { initialQuery } from '../engine/query';
import type { QueryState } from '../engine/types';
import { DataTable, type DataTableColumn, type ServerPage } from './DataTable';
import { actionErrorMessage, openFile } from './shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd-mm-yyyy HH:mm` in the reader's zone (an audit entry needs its minute, not just its day). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** One field value of a change as text: `—` for none, files and fingerprints as the server sent them. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `field: from → to; …`, the fields in the order the server wrote them. */
function changesText(changes: AuditEntry['changes']): string {
  return Object.entries(changes)
    .map(([field, [from, to]]) => `${field}: ${valueText(from)} → ${valueText(to)}`)
    .join('; ');
}

/**
 * Columns of the audit trail: when, who, action, record (table and id), fields from → to, IP.
 * Chips may target User (username), Action, Record (table) and Record ID; the server keeps the
 * order newest first, so no column sorts.
 */
export const auditColumns: readonly DataTableColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'When',
    value: (e) => e.at,
    cell: (e) => formatDateTime(e.at),
    date: true,
    sortable: false,
    width: 128,
  },
  {
    id: 'user',
    header: 'User',
    value: (e) => e.actor_name,
    // No actor: an anonymous call (a sign-in, a careers application) or the system.
    cell: (e) => e.actor_name || '—',
    searchable: true,
    sortable: false,
    width: 120,
  },
  {
    id: 'action',
    header: 'Action',
    value: (e) => e.action,
    searchable: true,
    match: 'exact',
    sortable: false,
    width: 72,
  },
  {
    id: 'record',
    header: 'Record',
    value: (e) => e.record_type,
    searchable: true,
    sortable: false,
    width: 150,
  },
  {
    id: 'recordId',
    header: 'Record ID',
    value: (e) => e.record_id,
    searchable: true,
    match: 'exact',
    sortable: false,
    width: 96,
  },
  {
    id: 'changes',
    header: 'Fields (from → to)',
    value: (e) => changesText(e.changes),
    sortable: false,
    width: 340,
  },
  { id: 'ip', header: 'IP', value: (e) => e.ip, sortable: false, width: 110 },
];

const dayMs = 86_400_000;
/** The local day `YYYY-MM-DD` at its start (`end`: its last millisecond), as an instant. */
const localDay = (day: string, end: boolean) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
};

/**
 * The table's query as the audit filters: chips on User, Action, Record and Record ID (the last
 * chip of a column wins; the server takes one value per filter), an any-column chip as `search`,
 * a preset as the last N × 24 h before `now`, a custom range as whole local days.
 *
 * @example
 * auditRequest({ ...initialQuery, chips: [{ column: 'action', value: 'delete' }] }, Date.now());
 */
export function auditRequest(query: QueryState, now: number): EndpointQuery<'auditLog'> {
  const request: EndpointQuery<'auditLog'> = { page_no: query.page, page_size: query.pageSize };
  for (const chip of query.chips) {
    const value = chip.value.trim();
    if (chip.column === 'user') request.user_name = value;
    else if (chip.column === 'action') request.action = value as 'update';
    else if (chip.column === 'record') request.record_type = value;
    else if (chip.column === 'recordId') request.record_id = value;
    else request.search = value;
  }
  if (query.range) {
    request.from = localDay(query.range.from, false);
    request.to = localDay(query.range.to, true);
  } else if (query.presetDays) {
    request.from = new Date(now - query.presetDays * dayMs).toISOString();
  }
  return request;
}

/** Props of {@link AuditTrail}. */
export interface AuditTrailProps {
  /** A page brought by the host; without it the trail reads `GET /audit_log`. */
  page?: ServerPage<AuditEntry>;
  /** The host's page is loading. */
  isLoading?: boolean;
  /** The host's load failed: its message. */
  error?: string | null;
  /** The host's filters changed (a host that passes `page` loads the matching one). */
  onQueryChange?: (request: EndpointQuery<'auditLog'>) => void;
  /** Clock for the period presets. @default Date.now */
  now?: () => number;
}

const entryId = (e: AuditEntry) => String(e.id);

/**
 * The audit trail (issue 16): every change with who, action, record, fields from → to, when and
 * from which IP, newest first, server-paged; filtered by chips (User, Action, Record, Record ID,
 * or any of them) and a period; Export CSV saves the filtered set (up to 10,000 rows).
 */
export function AuditTrail({
  page,
  isLoading,
  error,
  onQueryChange,
  now = Date.now,
}: AuditTrailProps) {
  const client = useClient();
  const toast = useToast();
  const [request, setRequest] = useState(() => auditRequest(initialQuery, now()));
  const server = useAuditLog(request, { enabled: !page });
  const [exporting, setExporting] = useState(false);
  const hostListener = useRef(onQueryChange);
  hostListener.current = onQueryChange;
  const clock = useRef(now);
  clock.current = now;
  // Stable: the table reports its query whenever this callback changes.
  const queryChanged = useCallback((query: QueryState) => {
    const next = auditRequest(query, clock.current());
    setRequest(next);
    hostListener.current?.(next);
  }, []);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page_no: _page, page_size: _size, ...filters } = request;
      openFile(await client.security.auditLogCsv(filters), true);
    } catch (failure) {
      toast.show({ tone: 'critical', title: actionErrorMessage(failure) });
    } finally {
      setExporting(false);
    }
  };

  const shown: ServerPage<AuditEntry> = page ?? {
    rows: server.data?.entries ?? [],
    total: server.data?.total ?? 0,
  };
  const loadError = page ? error : server.error ? actionErrorMessage(server.error) : null;
  return (
    <DataTable<AuditEntry>
      label="Audit trail"
      noun="entries"
      columns={auditColumns}
      getRowId={entryId}
      serverPage={shown}
      onQueryChange={queryChanged}
      dateColumn="at"
      now={now}
      isLoading={page ? isLoading : server.isPending}
      isFetching={!page && server.isFetching && !server.isPending}
      error={loadError ?? null}
      emptyText="No audit entries found"
      loadingText="Loading audit entries..."
      toolbar={
        <Button onPress={exportCsv} isDisabled={exporting || shown.total === 0}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      }
    />
  );
}
