import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileTransfer } from './ProfileTransfer';
import { candidates, clock, inHost, page } from './storyFixtures';

const meta = {
  title: 'Tables/ProfileTransfer',
  component: ProfileTransfer,
  args: {
    recruiters: [
      { id: 'rahul', label: 'Rahul Verma (rahul)' },
      { id: 'kiran', label: 'Kiran Sharma (kiran)' },
    ],
    from: 'rahul',
    onFromChange: fn(),
    candidates: candidates.slice(0, 8),
    onTransfer: fn(async (ids: number[]) => ({ message: 'ok', updated: ids.length })),
    now: clock,
  },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No recruiter chosen yet. */
export const Empty: Story = {
  args: { from: null, candidates: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Choose a recruiter first.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Transfer (0)' })).toBeDisabled();
  },
};

/**
 * Candidates picked in the table show as chips (each removable); Transfer moves them to the
 * chosen recruiter in one request and says how many moved.
 */
export const PickAndTransfer: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 1000' }));
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 1001' }));
    const chips = within(c.getByRole('region', { name: 'Selected candidates' }));
    await expect(chips.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(chips.getByRole('button', { name: `Remove ${candidates[1]?.name}` }));
    await expect(chips.getAllByRole('listitem')).toHaveLength(1);
    await expect(c.getByRole('button', { name: 'Transfer (1)' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: /To recruiter/ }));
    // The source recruiter is not a target.
    await expect(page().queryByRole('option', { name: 'Rahul Verma (rahul)' })).toBeNull();
    await userEvent.click(page().getByRole('option', { name: 'Kiran Sharma (kiran)' }));
    await userEvent.click(c.getByRole('button', { name: 'Transfer (1)' }));
    await expect(args.onTransfer).toHaveBeenCalledWith([1000], 'kiran');
    await waitFor(() =>
      expect(
        c.getByText('1 transferred from Rahul Verma (rahul) to Kiran Sharma (kiran)'),
      ).toHaveAttribute('role', 'status'),
    );
  },
};

/** The server refused (e.g. an inactive recruiter): its words, the selection kept. */
export const Refused: Story = {
  tags: ['!visual'],
  args: {
    onTransfer: fn(async (_ids: number[]): Promise<{ message: string; updated: number }> => {
      throw new Error('Unknown or inactive recruiter: kiran');
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 1000' }));
    await userEvent.click(c.getByRole('button', { name: /To recruiter/ }));
    await userEvent.click(page().getByRole('option', { name: 'Kiran Sharma (kiran)' }));
    await userEvent.click(c.getByRole('button', { name: 'Transfer (1)' }));
    await waitFor(() =>
      expect(c.getByRole('alert')).toHaveTextContent('Unknown or inactive recruiter: kiran'),
    );
    await expect(c.getByRole('button', { name: 'Transfer (1)' })).toBeEnabled();
  },
};
