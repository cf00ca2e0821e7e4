import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JobTable } from './JobTable';
import {
  bodyRows,
  clock,
  footer,
  headers,
  inHost,
  jobs,
  page,
  panel,
  suggestionTexts,
} from './storyFixtures';

const meta = {
  title: 'Tables/JobTable',
  component: JobTable,
  args: { rows: jobs, now: clock },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JobTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Jobs by status with counts; the eight columns of the job list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Active (15)' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Hold (6)' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Closed (3)' })).toBeVisible();
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 15 jobs');
    await expect(headers(panel(canvasElement))).toEqual([
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
    await expect(c.getByRole('button', { name: 'Change Status (0)' })).toBeDisabled();
    // People by name, the username on hover.
    const pair = panel(canvasElement).querySelector('td [title="rahul, kiran"]');
    await expect(pair).toHaveTextContent('Rahul Verma, Kiran Sharma');
  },
};

/** Suggestions come from client, role and recruiter only, up to 10. */
export const Suggestions: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'a');
    const all = await suggestionTexts(canvasElement);
    await expect(all).toHaveLength(10);
    for (const column of new Set(all.map((s) => s.split(':')[0]))) {
      await expect(['Client', 'Recruiter', 'Role']).toContain(column);
    }
  },
};

/** One job's status, or the selection's: both offer Active, Closed and Hold. */
export const StatusChanges: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const rows = bodyRows(panel(canvasElement));
    const names = async () =>
      within(await page().findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Change Status' }),
    );
    await expect(await names()).toEqual(['Active', 'Closed', 'Hold']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    for (const row of rows.slice(0, 2)) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(c.getByRole('button', { name: 'Change Status (2)' }));
    await expect(await names()).toEqual(['Active', 'Closed', 'Hold']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A recruiter's view: the host's row action (register a candidate), no status changes. */
export const HostActionsWithoutStatus: Story = {
  args: {
    canChangeStatus: false,
    extraActions: (job) => <a href={`#register-${job.id}`}>{`Register for #${job.id}`}</a>,
  },
  play: async ({ canvasElement }) => {
    const c = within(panel(canvasElement));
    await expect(c.queryAllByRole('button', { name: /Change Status/ })).toHaveLength(0);
    await expect(
      within(canvasElement).queryByRole('button', { name: /Change Status \(/ }),
    ).toBeNull();
    const links = c.getAllByRole('link', { name: /^Register for #\d+$/ });
    await expect(links).toHaveLength(10);
    await expect(c.queryAllByRole('checkbox')).toHaveLength(0);
  },
};
