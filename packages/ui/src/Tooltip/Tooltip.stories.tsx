import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../internal/icons';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Close the chat',
    children: <IconButton label="Close" icon={<CloseIcon />} />,
  },
  decorators: [
    (Story) => (
      <ThemeRoot>
        <div style={{ padding: '48px 16px 16px' }}>{Story()}</div>
      </ThemeRoot>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Close the chat');
    await expect(button).toHaveAccessibleDescription('Close the chat');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const HoverDelay: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    // Let the skip window of a tooltip closed by an earlier story lapse first.
    await new Promise((resolve) => setTimeout(resolve, 350));
    const started = performance.now();
    await userEvent.hover(button);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await screen.findByRole('tooltip', {}, { timeout: 3000 });
    // 700 ms by default (SPEC §9); allow for timer slack, never less.
    await expect(performance.now() - started).toBeGreaterThanOrEqual(690);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const SkipDelayBetweenTriggers: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tooltip content="First tip" delay={args.delay}>
        <Button>First</Button>
      </Tooltip>
      <Tooltip content="Second tip" delay={args.delay}>
        <Button>Second</Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'First' }));
    await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await userEvent.unhover(canvas.getByRole('button', { name: 'First' }));
    await userEvent.hover(canvas.getByRole('button', { name: 'Second' }));
    // Inside the 300 ms skip window the next tooltip shows at once (the first may still be
    // fading out beside it).
    await waitFor(
      () =>
        expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(
          'Second tip',
        ),
      { timeout: 100 },
    );
  },
};

export const NoDelay: Story = {
  args: { delay: 0, content: 'Chat shell tooltips show at once' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(await screen.findByRole('tooltip', {}, { timeout: 100 })).toHaveTextContent(
      'Chat shell tooltips show at once',
    );
  },
};
