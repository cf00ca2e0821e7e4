import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ThemeRoot } from '../theme/ThemeRoot';
import { type ToastOptions, ToastProvider, toastTones, useToast } from './Toast';
import { toastDurations } from './toastDurations';

function Trigger({ label, options }: { label: string; options: ToastOptions[] }) {
  const toast = useToast();
  return (
    <Button
      onPress={() => {
        for (const option of options) toast.show(option);
      }}
    >
      {label}
    </Button>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  decorators: [
    (Story) => (
      <ThemeRoot>
        <ToastProvider>{Story()}</ToastProvider>
      </ThemeRoot>
    ),
  ],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Trigger
      label="Show toasts"
      options={toastTones.map((tone) => ({
        tone,
        title: `A ${tone} toast`,
        description: tone === 'critical' ? 'Server error. Please try again later.' : undefined,
        timeout: 0,
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toasts' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(5));
    await expect(
      within(region).getByRole('alertdialog', { name: 'A critical toast' }),
    ).toHaveAccessibleDescription('Server error. Please try again later.');
  },
};

export const CloseByKeyboard: Story = {
  render: () => (
    <Trigger
      label="Save"
      options={[{ tone: 'positive', title: 'Status updated successfully', timeout: 0 }]}
    />
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: 'Status updated successfully' });
    // The toast layer follows the page in tab order: Tab reaches the toast, then its Close.
    const close = within(toast).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const AutoCloseAndPauseOnHover: Story = {
  tags: ['!visual'],
  render: () => <Trigger label="Notify" options={[{ title: 'Candidate updated', timeout: 400 }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Candidate updated' });
    // Hovering pauses the timer: still there well after its 400 ms.
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 2000 });
  },
};

export const BottomRight: Story = {
  render: () => (
    <Trigger
      label="Receive message"
      options={[
        {
          placement: 'bottom-right',
          title: 'Arjun Rao',
          description: 'Can we move the interview to 3 pm?',
          timeout: 0,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Receive message' }));
    const region = await screen.findByRole('region', { name: 'Messages' });
    await waitFor(() =>
      expect(within(region).getByRole('alertdialog', { name: 'Arjun Rao' })).toBeVisible(),
    );
    const { bottom } = region.getBoundingClientRect();
    await expect(window.innerHeight - bottom).toBeLessThan(40);
  },
};

export const Durations: Story = {
  render: () => (
    <dl>
      {Object.entries(toastDurations).map(([name, ms]) => (
        <div key={name} style={{ display: 'flex', gap: 8 }}>
          <dt>{name}</dt>
          <dd style={{ margin: 0 }}>{ms} ms</dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('networkError')).toBeVisible();
    await expect(toastDurations.networkError).toBe(8000);
    await expect(toastDurations.default).toBe(5000);
  },
};
