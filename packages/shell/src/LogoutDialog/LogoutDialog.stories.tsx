import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../../../../.storybook/documents';
import { LogoutDialog } from './LogoutDialog';

const meta = {
  title: 'Shell/LogoutDialog',
  component: LogoutDialog,
  args: { isOpen: true, onOpenChange: fn(), onLogout: fn() },
  parameters: overlayDocs,
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof LogoutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Logout' });

/** Three choices; Logout disabled until one is chosen. */
export const ChoiceRequired: Story = {
  play: async () => {
    const d = await dialog();
    await expect(
      within(d)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All done', "Not yet (I'll update now)", 'Logout anyway']);
    await expect(within(d).getByRole('button', { name: 'Logout' })).toBeDisabled();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** "Not yet" turns the button into Stay & Update, which closes without signing out. */
export const NotYetStays: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: "Not yet (I'll update now)" }));
    await userEvent.click(within(d).getByRole('button', { name: 'Stay & Update' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** By keyboard: arrows pick a choice, Tab reaches Logout, Enter signs out. */
export const LogoutByKeyboard: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'All done' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(d).getByRole('radio', { name: 'Logout anyway' })).toBeChecked();
    const logout = within(d).getByRole('button', { name: 'Logout' });
    await waitFor(() => expect(logout).toBeEnabled());
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Cancel closes without signing out. */
export const Cancel: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('radio', { name: 'All done' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
