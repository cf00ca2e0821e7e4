import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bodyRow, footer, headers, inHost, page, suggestionTexts, users } from './storyFixtures';
import { UserDirectory } from './UserDirectory';

const meta = {
  title: 'Tables/UserDirectory',
  component: UserDirectory,
  args: { rows: users },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserDirectory>;
export default meta;
type Story = StoryObj<typeof meta>;

const search = async (canvasElement: HTMLElement, text: string) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Clear' }));
  await userEvent.type(c.getByRole('combobox', { name: 'Search' }), `${text}{Enter}`);
  await userEvent.click(c.getByRole('button', { name: 'Apply' }));
};

/** The directory: username, Name, email and User Type, each sortable; paged. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 12 users');
    await expect(headers(canvasElement)).toEqual([
      'Username',
      'Name',
      'Email',
      'User Type',
      'Actions',
    ]);
    for (const name of ['Username', 'Name', 'Email', 'User Type']) {
      const header = c.getByRole('columnheader', { name });
      await expect(within(header).getByRole('button')).toBeEnabled();
    }
  },
};

/**
 * Tag filters (SPEC §5): `firstName` matches the full name, text by substring, booleans by
 * equality with `true`/`false`.
 */
export const TagFilters: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await search(canvasElement, 'firstName:rao');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 2 users'));
    await search(canvasElement, 'email:user1');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 3 users'));
    await search(canvasElement, 'isActive:false');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 3 users'));
    await search(canvasElement, 'isActive:fal');
    await waitFor(() => expect(c.getByText('No users found')).toBeVisible());
  },
};

/** Tag suggestions: at most 10. */
export const Suggestions: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'user');
    const all = await suggestionTexts(canvasElement);
    await expect(all).toHaveLength(10);
    await expect(new Set(all).size).toBe(10);
  },
};

/** Every admin action asks first; Cancel changes nothing. */
export const ConfirmedActions: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const row = bodyRow(canvasElement, 0);
    // User 0: not verified, inactive, not a peer reviewer.
    const asks = [
      ['Verify', 'Verify Asha Rao?'],
      ['Activate', 'Activate Asha Rao?'],
      ['Make Peer Reviewer', 'Make Asha Rao a peer reviewer?'],
      ['Delete', 'Delete Asha Rao? This cannot be undone.'],
    ] as const;
    for (const [action, question] of asks) {
      await userEvent.click(row.getByRole('button', { name: action }));
      const dialog = await page().findByRole('dialog', { name: action });
      await expect(dialog).toHaveTextContent(question);
      await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    }
  },
};
