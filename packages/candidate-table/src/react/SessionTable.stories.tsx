import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SessionTable } from './SessionTable';
import { activeSessions, bodyRow, footer, headers, inHost, page } from './storyFixtures';

const meta = {
  title: 'Tables/SessionTable',
  component: SessionTable,
  args: { rows: activeSessions },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SessionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every signed-in session: whose, last activity, since when, IP and browser; the reader's marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual([
      'User',
      'Name',
      'Last activity',
      'Signed in',
      'IP',
      'Browser',
      'Actions',
    ]);
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 5 of 5 sessions');
    await expect(bodyRow(canvasElement, 0).getByText('leadership (this session)')).toBeVisible();
  },
};

/** Revoke asks first and names whose session ends; Cancel keeps it. */
export const RevokeAsks: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(bodyRow(canvasElement, 1).getByRole('button', { name: 'Revoke' }));
    const dialog = await page().findByRole('dialog', { name: 'Revoke session?' });
    await expect(dialog).toHaveTextContent(
      'Revoke this session of Ravi Kumar? They will be signed out on their next action.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(footer(canvasElement)).toHaveTextContent('of 5 sessions');
  },
};

/** Revoking one's own session says plainly that it signs this browser out. */
export const RevokeOwnSession: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(bodyRow(canvasElement, 0).getByRole('button', { name: 'Revoke' }));
    const dialog = await page().findByRole('dialog', { name: 'Sign out now?' });
    await expect(dialog).toHaveTextContent(
      'This is your current session. Revoking it signs you out of this browser now.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Revoke and sign out' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No active sessions')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading sessions...' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { rows: [], error: 'Access denied. You do not have permission to perform this action.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Error: Access denied. You do not have permission to perform this action.',
      ),
    ).toBeVisible();
  },
};
