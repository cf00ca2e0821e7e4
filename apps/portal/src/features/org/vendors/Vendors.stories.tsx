import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyVendors } from '../shared/storyData';
import { clock, inHost, page } from '../shared/storyHost';
import { VendorsView } from './VendorsPanel';

const meta = {
  title: 'Portal/Org/Vendors',
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
