import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Peer reviewer', onChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Peer reviewer' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const OnAndDisabled: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch defaultSelected>Active</Switch>
      <Switch isDisabled>Verified</Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Verified' })).toBeDisabled();
  },
};
