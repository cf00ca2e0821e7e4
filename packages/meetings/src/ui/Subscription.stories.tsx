import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { documents } from '../../../../.storybook/documents';
import { CalendarSubscription, type CalendarSubscriptionState } from './Subscription';

const address =
  'https://hr.example.com/api/calendar_feed/q3Jx0vYc2m5Lh8TtRb1WkZpN4sAe7UdGfHiKoMlPnQr.ics';
const off: CalendarSubscriptionState = { active: false, createdAt: null, lastFetchedAt: null };

/** The panel over an in-memory subscription, as the widget wires it to the SDK. */
function Harness(props: {
  initial: CalendarSubscriptionState;
  theme?: 'light' | 'dark';
  fails?: string;
}) {
  const [state, setState] = useState(props.initial);
  return (
    <ThemeRoot theme={props.theme ?? 'light'}>
      <div style={{ maxWidth: 720 }}>
        <CalendarSubscription
          state={state}
          locale="en-GB"
          onCreate={async () => {
            if (props.fails) throw new Error(props.fails);
            setState({
              active: true,
              createdAt: '2026-06-10T09:00:00Z',
              lastFetchedAt: null,
              url: address,
            });
          }}
          onRevoke={async () => setState(off)}
        />
      </div>
    </ThemeRoot>
  );
}

const meta = {
  title: 'Meetings/CalendarSubscription',
  ...documents(CalendarSubscription, Harness, { layout: 'padded' }),
  args: { initial: off },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet: one button makes it, and the address is shown once with Copy. */
export const NotSubscribed: Story = {
  play: async ({ canvas }) => {
    expect(
      canvas.getByRole('heading', { name: 'Subscribe in Outlook or Google Calendar' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make my address' }));
    const field = await canvas.findByRole('textbox', { name: 'Calendar subscription address' });
    expect(field).toHaveValue(address);
    expect(canvas.getByText(/It is shown only now/)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Stop subscription' })).toBeEnabled();
  },
};

/** An address exists (made earlier, fetched by a calendar app): a new one, or stop it. */
export const Subscribed: Story = {
  args: {
    initial: {
      active: true,
      createdAt: '2026-06-01T08:30:00Z',
      lastFetchedAt: '2026-06-10T08:45:00Z',
    },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByText(/a calendar app last fetched it/)).toBeVisible();
    expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop subscription' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Make my address' })).toBeVisible(),
    );
  },
};

/** The server refuses: the reason shows in the panel as an alert; nothing else changes. */
export const Failure: Story = {
  args: { fails: 'Service temporarily unavailable. Please try again later.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make my address' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    expect(canvas.getByRole('button', { name: 'Make my address' })).toBeEnabled();
  },
};

/** The address just made, in the dark theme. */
export const DarkWithAddress: Story = {
  args: {
    theme: 'dark',
    initial: { active: true, createdAt: '2026-06-10T09:00:00Z', lastFetchedAt: null, url: address },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Calendar subscription address' })).toHaveValue(
      address,
    );
  },
};
