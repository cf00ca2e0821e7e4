import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuditTrail } from './AuditTrail';
import { auditEntries, clock, columnTexts, footer, headers, inHost } from './storyFixtures';

const meta = {
  title: 'Tables/AuditTrail',
  component: AuditTrail,
  args: {
    page: { rows: auditEntries, total: 137 },
    now: clock,
    onQueryChange: fn(),
  },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who, action, record, fields from → to, when and IP; newest first, server-paged. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual([
      'When',
      'User',
      'Action',
      'Record',
      'Record ID',
      'Fields (from → to)',
      'IP',
    ]);
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 137 entries');
    const changes = columnTexts(canvasElement, 5);
    await expect(changes[1]).toBe('status: Screening → Interview; comment: — → Called twice');
    await expect(changes[3]).toBe('is_active: true → false');
    await expect(changes[0]).toBe('name: — → Asha Rao; status: — → Screening');
    // An entry without an actor (an anonymous call or the system) says so.
    await expect(columnTexts(canvasElement, 1)[3]).toBe('—');
    await expect(columnTexts(canvasElement, 0)[0]).toMatch(/^31-03-2026 \d{2}:\d{2}$/);
  },
};

/** A chip per filter (user, action, record) and a period become the server's audit filters. */
export const Filters: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const onQueryChange = args.onQueryChange as ReturnType<typeof fn>;
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'user:manager{Enter}');
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'action:delete{Enter}');
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'record:candidates{Enter}');
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onQueryChange).toHaveBeenLastCalledWith({
        page_no: 1,
        page_size: 10,
        user_name: 'manager',
        action: 'delete',
        record_type: 'candidates',
      }),
    );
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page_no: 2 })),
    );
  },
};

/** Export CSV is offered while entries match; nothing to export, no button to press. */
export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No audit entries found')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { page: { rows: [], total: 0 }, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading audit entries...' }),
    ).toBeVisible();
  },
};

/** A refused filter shows the server's own words. */
export const ErrorState: Story = {
  args: { page: { rows: [], total: 0 }, error: 'Action must be one of insert, update, delete' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Action must be one of insert, update, delete'),
    ).toBeVisible();
  },
};
