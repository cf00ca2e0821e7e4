import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { title: 'Group members', children: 'Priya Sharma, Arjun Rao, Meera Iyer' },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
  render: (args) => (
    <DialogTrigger>
      <Button>Group info</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Group info' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Group members' });
    await expect(dialog).toHaveTextContent('Priya Sharma');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenWithoutTitle: Story = {
  render: () => (
    <DialogTrigger>
      <Button>Group info</Button>
      <Popover label="Quick filters" placement="end">
        Only active jobs
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Group info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick filters' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
