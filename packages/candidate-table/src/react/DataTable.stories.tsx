import {
  type ActiveUserView,
  type CandidateListItem,
  createClient,
  createMemoryStorage,
  type PeerReviewItem,
} from '@hrportal/api-client';
import type { Job } from '@hrportal/api-client/contract';
import { HrPortalProvider } from '@hrportal/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CandidateTable } from './CandidateTable';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { JobTable } from './JobTable';
import { PeerReviewTable } from './PeerReviewTable';
import { UserDirectory } from './UserDirectory';

interface Person {
  id: number;
  name: string;
  client: string;
  role: string;
  applied: string;
  active: boolean;
}
const clients = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'];
const roles = ['Java Developer', 'Data Engineer', 'QA Analyst', 'Product Manager'];
const first = [
  'Asha',
  'Ravi',
  'Meera',
  'Vikram',
  'Priya',
  'Arjun',
  'Kavya',
  'Rahul',
  'Sneha',
  'Dev',
];
const last = ['Rao', 'Kumar', 'Iyer', 'Singh', 'Nair', 'Shah', 'Menon', 'Gupta'];
/** Fixed "now" of the stories: 2026-03-31 12:00 local time. */
const now = new Date(2026, 2, 31, 12).getTime();
function people(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${first[i % first.length]} ${last[(i * 7) % last.length]}`,
    client: clients[i % clients.length] as string,
    role: roles[(i * 3) % roles.length] as string,
    applied: new Date(now - (i % 60) * 86_400_000).toISOString(),
    active: i % 4 !== 0,
  }));
}
const columns: DataTableColumn<Person>[] = [
  { id: 'id', header: 'ID', value: (p) => p.id },
  { id: 'name', header: 'Name', value: (p) => p.name, searchable: true },
  { id: 'client', header: 'Client', value: (p) => p.client, searchable: true },
  { id: 'role', header: 'Role', value: (p) => p.role, searchable: true },
  { id: 'applied', header: 'Applied', value: (p) => p.applied, date: true },
  { id: 'active', header: 'Active', value: (p) => p.active, hidden: true },
];
const hundred = people(100);

function Host({ children }: { children: ReactNode }) {
  const client = useMemo(
    () =>
      createClient({
        baseUrl: 'http://127.0.0.1:9/api',
        storage: createMemoryStorage(),
        retry: { limit: 0 },
      }),
    [],
  );
  return <HrPortalProvider client={client}>{children}</HrPortalProvider>;
}

function Table(props: Partial<DataTableProps<Person>>) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <Host>
      <DataTable<Person>
        label="People"
        noun="people"
        columns={columns}
        getRowId={(p) => String(p.id)}
        rows={hundred}
        dateColumn="applied"
        now={() => now}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        {...props}
      />
      <p>{selected.size} selected</p>
    </Host>
  );
}

const meta = {
  title: 'Tables/DataTable',
  component: Table,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const footer = (c: HTMLElement) => within(c).getByRole('status');

/** 100 rows in memory, first page of 10, hidden `Active` column, footer per §2. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 100 people');
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(11);
    await expect(within(canvasElement).queryByRole('columnheader', { name: /Active/ })).toBeNull();
  },
};

/** Header sort cycles ascending → descending → none, by keyboard too. */
export const Sorting: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const header = () => c.getByRole('columnheader', { name: /Name/ });
    const button = within(header()).getByRole('button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    const firstName = () =>
      within(c.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[2]?.textContent;
    await expect(firstName()).toBe('Arjun Gupta');
    await userEvent.keyboard('{Enter}');
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName()).toBe('Vikram Singh');
    await userEvent.keyboard('{Enter}');
    await expect(header()).not.toHaveAttribute('aria-sort');
    await expect(firstName()).toBe('Asha Rao');
  },
};

/** A chip for one client; Apply filters and resets to page 1. */
export const ChipFilter: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await expect(footer(canvasElement)).toHaveTextContent('Showing 11 to 20 of 100 people');
    const search = c.getByRole('combobox');
    await userEvent.type(search, 'client:Globex{Enter}');
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 20 people'),
    );
  },
};

/** Last 7 Days keeps the rows applied in the last week. */
export const DateFilterLast7Days: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /All Time/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Last 7 Days' }),
    );
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent(/of 1[0-9] people$/));
  },
};

/** Page size 20 and selection of the whole page. */
export const PageSizeAndSelection: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '20' }));
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 20 of 100 people'),
    );
    await userEvent.click(c.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(c.getByText('20 selected')).toBeVisible();
  },
};

/** Keyboard alone: sort a header, page forward, select a row (Space), page size by keys. */
export const KeyboardOnly: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    within(c.getByRole('columnheader', { name: /Client/ }))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('columnheader', { name: /Client/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    c.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 11 to 20 of 100 people'),
    );
    const firstRow = c.getAllByRole('row')[1] as HTMLElement;
    within(firstRow).getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    await expect(c.getByText('1 selected')).toBeVisible();
    c.getByRole('button', { name: /Rows per page/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 20 of 100 people'),
    );
  },
};

/** Columns: show the hidden `Active` column. */
export const ColumnVisibility: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await within(document.body).findByRole('checkbox', { name: 'Active' }));
    await waitFor(() => expect(c.getByRole('columnheader', { name: /Active/ })).toBeVisible());
  },
};

/** Loading: the skeleton. */
export const Loading: Story = { args: { isLoading: true, rows: [] } };

/** A refetch: the `Loading data...` overlay over the rows. */
export const Fetching: Story = {
  args: { isFetching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading data...')).toBeInTheDocument();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { rows: [], emptyText: 'No people found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No people found')).toBeVisible();
    await expect(footer(canvasElement)).toHaveTextContent('Showing 0 to 0 of 0 people');
  },
};

/** A load error. */
export const ErrorState: Story = {
  args: { error: 'Network error. Please check your connection.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Network error. Please check your connection.'),
    ).toBeVisible();
  },
};

const tenThousand = people(10_000);
/** A page of 10,000 rows is virtualized: only the visible rows are in the DOM. */
export const Virtualized: Story = {
  tags: ['!visual'],
  args: { rows: tenThousand, initialQuery: { pageSize: 10_000 }, pageSizes: [10, 20, 50, 10_000] },
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10000 of 10000 people');
    await expect(within(canvasElement).getAllByRole('row').length).toBeLessThan(80);
  },
};

const profile = (i: number, extra: Partial<PeerReviewItem> = {}): PeerReviewItem =>
  ({
    id: 100 + i,
    job_id: i % 3 === 0 ? null : 40 + i,
    name: `${first[i % first.length]} ${last[i % last.length]}`,
    mobile: '9876543210',
    email: `candidate${i}@example.com`,
    client: clients[i % clients.length],
    current_company: i % 2 ? 'TCS' : '',
    position: 'Senior Engineer',
    profile: roles[i % roles.length],
    skills: 'Java, Spring',
    recruiter: 'Rahul Verma',
    management: 'Maya Menon',
    status: i % 3 === 0 ? 'PR-Approved' : 'PR-Pending',
    remarks: '',
    current_job_location: 'Pune',
    preferred_job_location: 'Bengaluru',
    qualifications: 'B.Tech',
    experience: '5 years',
    relevant_experience: '4 years',
    current_ctc: '12 LPA',
    expected_ctc: '16 LPA',
    notice_period: '30 days',
    linkedin: '',
    holding_offer: 'No',
    last_working_date: null,
    date_created: new Date(now - i * 86_400_000).toISOString().slice(0, 10),
    resume_present: i % 2 === 0,
    review_id: 500 + i,
    reviewer: 'reviewer',
    submitted_status: 'Peer Review',
    assigned_at: new Date(now - i * 86_400_000).toISOString(),
    decided_at: null,
    priority: i % 4 === 0 ? 'High' : 'Normal',
    ...extra,
  }) as PeerReviewItem;
const profiles = Array.from({ length: 14 }, (_, i) => profile(i));

/** Peer Assigned Profiles with its row actions; Update Status only while Pending. */
export const PeerReview: StoryObj<typeof PeerReviewTable> = {
  render: () => (
    <Host>
      <PeerReviewTable rows={profiles} now={() => now} />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 14 profiles');
    const rows = c.getAllByRole('row');
    await expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Update Status' }),
    ).toBeDisabled();
    await expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Update Status' }),
    ).toBeEnabled();
    await expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: /Resume of/ }),
    ).toBeDisabled();
  },
};

/** Row actions by keyboard: View Details opens and Escape closes; the Resume menu opens by keys. */
export const PeerReviewKeyboard: StoryObj<typeof PeerReviewTable> = {
  tags: ['!visual'],
  render: () => (
    <Host>
      <PeerReviewTable rows={profiles} now={() => now} />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    const row = c.getAllByRole('row')[1] as HTMLElement;
    within(row).getByRole('button', { name: 'View Details' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Candidate Details' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: 'Candidate Details' })).toBeNull(),
    );
    within(row)
      .getByRole('button', { name: /Resume of/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    // Opened by keyboard, the menu focuses its first item; arrows move between items.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View Resume' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Download Resume' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** Details: every field, `Not specified` for the empty ones; the Update Status check. */
export const PeerReviewDialogs: StoryObj<typeof PeerReviewTable> = {
  tags: ['!visual'],
  render: () => (
    <Host>
      <PeerReviewTable rows={profiles} now={() => now} />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(
      within(c.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'View Details' }),
    );
    const details = await body.findByRole('dialog', { name: 'Candidate Details' });
    await expect(within(details).getAllByText('Not specified').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(
      within(details).getAllByRole('button', { name: 'Close' })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: 'Candidate Details' })).toBeNull(),
    );
    await userEvent.click(
      within(c.getAllByRole('row')[2] as HTMLElement).getByRole('button', {
        name: 'Update Status',
      }),
    );
    const update = await body.findByRole('dialog', { name: 'Update Status' });
    await userEvent.click(within(update).getByRole('button', { name: 'Update' }));
    await expect(within(update).getByRole('alert')).toHaveTextContent(
      'Please provide either a status or a comment.',
    );
  },
};

/** The three §2 states of the peer table. */
export const PeerReviewEmpty: StoryObj<typeof PeerReviewTable> = {
  render: () => (
    <Host>
      <PeerReviewTable rows={[]} />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No profiles found')).toBeVisible();
  },
};
export const PeerReviewLoading: StoryObj<typeof PeerReviewTable> = {
  render: () => (
    <Host>
      <PeerReviewTable rows={[]} isLoading />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading profiles...' }),
    ).toBeInTheDocument();
  },
};
export const PeerReviewError: StoryObj<typeof PeerReviewTable> = {
  render: () => (
    <Host>
      <PeerReviewTable rows={[]} error="Failed to fetch" />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error: Failed to fetch')).toBeVisible();
  },
};

const candidates = Array.from(
  { length: 30 },
  (_, i) =>
    ({
      id: 1000 + i,
      jobId: 40 + (i % 5),
      name: `${first[i % first.length]} ${last[(i * 3) % last.length]}`,
      email: `c${i}@example.com`,
      phone: `98765${String(10000 + i)}`,
      client: clients[i % clients.length],
      profile: roles[i % roles.length],
      skills: ['Java', 'SQL'],
      status: i % 2 ? 'Internal Screening' : 'Offer',
      appliedDate: new Date(now - i * 86_400_000).toISOString(),
      lastUpdated: new Date(now - i * 43_200_000).toISOString(),
      comment: '',
      peerReviewer: 'Priya Nair',
      recruiter: 'Rahul Verma',
      management: 'Maya Menon',
      client_assigned: i % 3 !== 0,
    }) as unknown as CandidateListItem,
);

/** Candidates held in memory: two tabs split by client assignment with counts; bulk resumes. */
export const Candidates: StoryObj<typeof CandidateTable> = {
  render: () => (
    <Host>
      <CandidateTable rows={candidates} now={() => now} />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Assigned to clients (20)' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Not assigned (10)' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Showing 1 to 10 of 20 candidates');
    const bulk = c.getByRole('button', { name: 'Download Resumes (0)' });
    await expect(bulk).toBeDisabled();
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 1001' }));
    await expect(c.getByRole('button', { name: 'Download Resumes (1)' })).toBeEnabled();
  },
};

const jobs = Array.from(
  { length: 24 },
  (_, i) =>
    ({
      id: 300 + i,
      date_created: new Date(now - i * 86_400_000).toISOString().slice(0, 10),
      job_status: i % 4 === 0 ? 'Hold' : i % 5 === 0 ? 'Closed' : 'Active',
      client: clients[i % clients.length],
      posted_by: 'Maya Menon',
      recruiter: ['Rahul Verma', 'Kiran Sharma'].slice(0, 1 + (i % 2)),
      role: roles[i % roles.length],
      no_of_positions: 1 + (i % 4),
    }) as unknown as Job,
);

/** Jobs by status with counts; one job's or the selection's status can change. */
export const Jobs: StoryObj<typeof JobTable> = {
  render: () => (
    <Host>
      <JobTable rows={jobs} now={() => now} />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Active (15)' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Hold (6)' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Closed (3)' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Change Status (0)' })).toBeDisabled();
    await expect(c.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      '',
      'Job ID',
      'Date Created',
      'Status',
      'Client',
      'Posted By',
      'Recruiter',
      'Role',
      'Positions',
      'Actions',
    ]);
  },
};

const users = Array.from(
  { length: 12 },
  (_, i) =>
    ({
      id: 20 + i,
      username: `user${i}`,
      name: `${first[i % first.length]} ${last[i % last.length]}`,
      firstName: first[i % first.length],
      lastName: last[i % last.length],
      email: `user${i}@example.com`,
      userType: i % 3 === 0 ? 'management' : 'recruiter',
      isVerified: i % 5 !== 0,
      isActive: i % 4 !== 0,
      isPeerReviewer: i % 3 === 1,
    }) as unknown as ActiveUserView,
);

/** The user directory: a boolean tag filter, and every admin action asks first. */
export const Users: StoryObj<typeof UserDirectory> = {
  render: () => (
    <Host>
      <UserDirectory rows={users} />
    </Host>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Showing 1 to 10 of 12 users');
    await userEvent.type(c.getByRole('combobox'), 'isActive:false{Enter}');
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(c.getByRole('status')).toHaveTextContent('Showing 1 to 3 of 3 users'),
    );
    await userEvent.click(c.getAllByRole('button', { name: 'Activate' })[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Activate' });
    await expect(dialog).toHaveTextContent(/Activate \w+ \w+\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};
