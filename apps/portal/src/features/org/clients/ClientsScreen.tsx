'use client';
import type { ClientWithSummary } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useClients, useSession } from '@hrportal/react';
import { Badge, Button, Tab, TabList, TabPanel, Tabs } from '@hrportal/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../common/errors';
import { ExportableTable, OrgPage } from '../shared/OrgParts';
import * as styles from '../shared/org.css';
import { clientStatusTone } from '../shared/tones';
import { VendorsPanel } from '../vendors/VendorsPanel';

// New Client's dialog (and the contract schema it checks with, zod) loads on the first click:
// the Clients page's own chunk stays under its budget (issue 24).
const CreateClientDialog = lazy(() =>
  import('./CreateClientDialog').then((m) => ({ default: m.CreateClientDialog })),
);

/** Columns of the client summary; the name opens the client (`detailPath`). */
export function clientColumns(
  detailPath: (id: number) => string,
): DataTableColumn<ClientWithSummary>[] {
  return [
    {
      id: 'name',
      header: 'Client',
      value: (c) => c.name,
      cell: (c) => (
        <Link className={styles.link} to={detailPath(c.id)}>
          {c.name}
        </Link>
      ),
      searchable: true,
      width: 200,
    },
    {
      id: 'status',
      header: 'Status',
      value: (c) => c.summary_status,
      cell: (c) => <Badge tone={clientStatusTone[c.summary_status]}>{c.summary_status}</Badge>,
      searchable: true,
      match: 'exact',
      width: 100,
    },
    { id: 'active', header: 'Active', value: (c) => c.active, width: 80 },
    { id: 'on_hold', header: 'On Hold', value: (c) => c.on_hold, width: 80 },
    { id: 'closed', header: 'Closed', value: (c) => c.closed, width: 80 },
    { id: 'total', header: 'Total Jobs', value: (c) => c.total, width: 90 },
    {
      id: 'contact',
      header: 'Contact',
      value: (c) => c.contact_person,
      searchable: true,
      width: 150,
    },
    { id: 'email', header: 'Email', value: (c) => c.email, searchable: true, width: 210 },
    {
      id: 'created_by',
      header: 'Created By',
      value: (c) => c.created_by,
      searchable: true,
      width: 130,
    },
    {
      id: 'date_created',
      header: 'Date Created',
      value: (c) => c.date_created,
      date: true,
      width: 120,
    },
  ];
}

/** Props of {@link ClientsView}. */
export interface ClientsViewProps {
  clients: readonly ClientWithSummary[] | undefined;
  isLoading: boolean;
  error: string | null;
  /** `/manager/clients/7` for client 7. */
  detailPath: (id: number) => string;
  /** Offer `New Client` (managers and leadership). */
  canCreate: boolean;
  onCreate?: () => void;
  now?: () => number;
}

/** The client summary table (chips on name, status, contact, email, creator; dates; CSV). */
export function ClientsView({
  clients,
  isLoading,
  error,
  detailPath,
  canCreate,
  onCreate,
  now,
}: ClientsViewProps) {
  return (
    <ExportableTable<ClientWithSummary>
      label="Clients"
      noun="clients"
      csvName="clients"
      columns={clientColumns(detailPath)}
      getRowId={(c) => String(c.id)}
      rows={clients ?? []}
      dateColumn="date_created"
      isLoading={isLoading}
      error={error}
      emptyText="No clients found"
      loadingText="Loading clients..."
      {...(now ? { now } : {})}
      toolbar={
        canCreate ? (
          <Button tone="brand" onPress={onCreate}>
            New Client
          </Button>
        ) : null
      }
    />
  );
}

/**
 * Clients (`/{role}/clients`): the §3 client summary; managers and leadership also create
 * clients and see the Vendors tab (the vendor dashboard: vendors are the agency's other outside
 * party, and `/vendor_dashboard` is theirs only).
 */
export function ClientsScreen({ title }: { title: string }) {
  const { session } = useSession();
  const role = session?.userRole ?? 'recruiter';
  const managerSide = role === 'manager' || role === 'leadership';
  const clients = useClients();
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so closing still animates.
  const [opened, setOpened] = useState(false);
  if (creating && !opened) setOpened(true);
  const table = (
    <ClientsView
      clients={clients.data?.clients}
      isLoading={clients.isPending}
      error={clients.isError ? failureText(clients.error) : null}
      detailPath={(id) => `/${role}/clients/${id}`}
      canCreate={managerSide}
      onCreate={() => setCreating(true)}
    />
  );
  return (
    <OrgPage title={title}>
      {managerSide ? (
        <Tabs>
          <TabList label="Clients and vendors">
            <Tab id="clients">Clients</Tab>
            <Tab id="vendors">Vendors</Tab>
          </TabList>
          <TabPanel id="clients">{table}</TabPanel>
          <TabPanel id="vendors">
            <VendorsPanel />
          </TabPanel>
        </Tabs>
      ) : (
        table
      )}
      {managerSide && opened ? (
        <Suspense fallback={null}>
          <CreateClientDialog isOpen={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </OrgPage>
  );
}
