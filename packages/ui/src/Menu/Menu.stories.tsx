import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  // Their props tables, as tabs beside the main one.
  subcomponents: { MenuTrigger, MenuItem, MenuSeparator },
  args: {
    onAction: fn(),
    children: (
      <>
        <MenuItem id="picture">Change Profile Picture</MenuItem>
        <MenuItem id="password">Change Password</MenuItem>
        <MenuItem id="help">Help &amp; Support</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" tone="critical">
          Logout
        </MenuItem>
      </>
    ),
  },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
  render: (args) => (
    <MenuTrigger>
      <Button>Priya Sharma</Button>
      <Menu {...args} />
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Priya Sharma' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The menu is named by its trigger.
    const menu = await screen.findByRole('menu', { name: 'Priya Sharma' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Change Profile Picture' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('password');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Priya Sharma' }));
    const menu = await screen.findByRole('menu', { name: 'Priya Sharma' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};
