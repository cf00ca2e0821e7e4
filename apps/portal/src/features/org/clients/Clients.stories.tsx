import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClients } from '../shared/storyData';
import { clock, csvOf, inHost, page, rowsOf } from '../shared/storyHost';
import { ClientsView } from './ClientsScreen';
import { CreateClientDialog } from './CreateClientDialog';

const meta = {
  title: 'Portal/Org/Clients',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: ClientsView,
  args: {
    clients: storyClients,
    isLoading: false,
    error: null,
    detailPath: (id: number) => `/manager/clients/${id}`,
    canCreate: true,
    now: clock,
  },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClientsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The §3 summary: derived status chips, counts, each name opens the client; CSV of the shown rows. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Showing 1 to 10 of 12 clients')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Globex' })).toHaveAttribute(
      'href',
      '/manager/clients/2',
    );
    // Acme Corp (id 1) has no active and no on-hold job: Closed.
    const acme = within(rowsOf(canvasElement)[0] as HTMLElement);
    await expect(acme.getByText('Closed')).toBeVisible();
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'status:Hold{Enter}');
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    const expected = storyClients.filter((x) => x.summary_status === 'Hold');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(expected.length));
    const csv = await csvOf(() => userEvent.click(c.getByRole('button', { name: 'Export CSV' })));
    const lines = csv.trim().split('\r\n');
    await expect(lines[0]).toBe(
      'Client,Status,Active,On Hold,Closed,Total Jobs,Contact,Email,Created By,Date Created',
    );
    await expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(expected.map((x) => x.name).sort());
    await expect(lines).toHaveLength(expected.length + 1);
    await expect(lines.slice(1).every((l) => l.split(',')[1] === 'Hold')).toBe(true);
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { clients: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading clients...' }),
    ).toBeVisible();
  },
};

/** No clients yet; nothing to export. */
export const Empty: Story = {
  args: { clients: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No clients found')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** The list failed to load. */
export const Failed: Story = {
  args: { clients: undefined, error: 'Server error. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Server error. Please try again later.'),
    ).toBeVisible();
  },
};

/** A recruiter: no New Client. */
export const RecruiterView: Story = {
  tags: ['!visual'],
  args: { canCreate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New Client' })).toBeNull();
  },
};

/** New Client: the contract's messages under each field before anything is sent. */
export const CreateValidation: Story = {
  render: () => <CreateClientDialog isOpen onOpenChange={() => {}} />,
  play: async () => {
    const p = page();
    const dialog = within(await p.findByRole('dialog', { name: 'New Client' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Client' }));
    // Waited for as a whole (found and visible in one check), not found once and then inspected.
    await waitFor(() => expect(dialog.getByText('Client name is required')).toBeVisible());
    await userEvent.type(dialog.getByLabelText('Email'), 'not-an-email');
    // Checked as typed (after React's render), so wait for it rather than read it once.
    await waitFor(() =>
      expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Client name/ }), 'Orbit Labs');
    await waitFor(() => expect(dialog.queryByText('Client name is required')).toBeNull());
  },
};
