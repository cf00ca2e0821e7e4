import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRecruiterChoices, storyVendors } from '../shared/storyData';
import { clock, inHost, page } from '../shared/storyHost';
import { VendorsView } from './VendorsPanel';

const meta = {
  title: 'Portal/Org/Vendors',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: VendorsView,
  args: { vendors: storyVendors, isLoading: false, error: null, now: clock },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VendorsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The §3 vendor entries with their roll-ups; View opens a vendor's detail. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Showing 1 to 3 of 3 vendors')).toBeVisible();
    await expect(c.getByText('25.0%')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'View TalentBridge' }));
    const dialog = within(await page().findByRole('dialog', { name: 'TalentBridge' }));
    await waitFor(() => expect(dialog.getByText(/Java Developer — Globex/)).toBeVisible());
    const rollups = within(document.querySelector('dl[aria-label="Roll-ups"]') as HTMLElement);
    await expect(rollups.getByText('Candidates').nextElementSibling).toHaveTextContent('16');
  },
};

/**
 * A manager sets a vendor's recruiters on one of its jobs: the current ones come ticked; Save sends
 * the whole list (unticking Rahul unassigns him).
 */
export const AssignRecruiters: Story = {
  tags: ['!visual'],
  args: { recruiters: storyRecruiterChoices, onAssign: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View TalentBridge' }));
    const dialog = within(await page().findByRole('dialog', { name: 'TalentBridge' }));
    // The dialog fades in: wait until it shows.
    await waitFor(() => expect(dialog.getByText('Recruiters: Rahul Verma')).toBeVisible());
    await userEvent.click(
      dialog.getByRole('button', { name: 'Edit recruiters of #41 Java Developer' }),
    );
    const group = within(
      dialog.getByRole('group', { name: "TalentBridge's recruiters on #41 Java Developer" }),
    );
    await expect(group.getByRole('checkbox', { name: 'Rahul Verma' })).toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'Rahul Verma' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Priya Nair' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save recruiters' }));
    await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith(1, 41, ['reviewer']));
    await waitFor(() =>
      expect(dialog.queryByRole('button', { name: 'Save recruiters' })).toBeNull(),
    );
  },
};

/** The server refuses: its message shows, the ticks stay for another try. */
export const AssignRefused: Story = {
  tags: ['!visual'],
  args: {
    recruiters: storyRecruiterChoices,
    onAssign: fn(async () => {
      throw new Error('Unknown or inactive recruiter: recruiter2');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View TalentBridge' }));
    const dialog = within(await page().findByRole('dialog', { name: 'TalentBridge' }));
    await userEvent.click(
      dialog.getByRole('button', { name: 'Edit recruiters of #37 Data Engineer' }),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Anita Rao' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save recruiters' }));
    await expect(
      await dialog.findByText(/Unknown or inactive recruiter: recruiter2/),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Anita Rao' })).toBeChecked();
  },
};

/** A vendor with no jobs and no candidates. */
export const VendorWithNothing: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View PeopleFirst' }));
    const dialog = within(await page().findByRole('dialog', { name: 'PeopleFirst' }));
    await waitFor(() => expect(dialog.getByText('No candidates yet.')).toBeVisible());
    await expect(dialog.getByText('No jobs linked.')).toBeVisible();
  },
};

/** While the dashboard loads. */
export const Loading: Story = {
  args: { vendors: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading vendors...' }),
    ).toBeVisible();
  },
};

/** No vendors. */
export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No vendors found')).toBeVisible();
  },
};

/** The dashboard failed to load (§8 text). */
export const Failed: Story = {
  args: { vendors: undefined, error: 'Failed to fetch vendor dashboard' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Failed to fetch vendor dashboard'),
    ).toBeVisible();
  },
};
