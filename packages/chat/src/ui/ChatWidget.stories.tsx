import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { HrPortalProvider } from '@hrportal/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../.storybook/documents';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';
import { me } from './storyStore';

type HarnessProps = ChatWidgetProps & {
  /** Start with a stored session (the widget shows) or signed out (it renders nothing). */
  signedIn?: boolean;
  theme?: 'light' | 'dark';
};

const page = {
  background: 'var(--hrp-color-background)',
  color: 'var(--hrp-color-text)',
  padding: 8,
};

/**
 * The widget as a host mounts it: inside `HrPortalProvider`, over an SDK on a closed port. The
 * engine is the real one; with no server it keeps reconnecting, so the states shown are the ones
 * before any data (the ChatDialog stories show every state with data).
 */
function Harness({ signedIn = true, theme = 'light', ...props }: HarnessProps) {
  const client = useMemo(() => {
    const c = createClient({
      baseUrl: 'http://127.0.0.1:9/api',
      storage: createMemoryStorage(),
      retry: { limit: 0 },
    });
    if (signedIn)
      c.session.set({
        isAuthenticated: true,
        userRole: 'manager',
        userName: 'priya',
        name: me.name,
        userEmail: 'priya@example.com',
        userId: me.id,
        peerStatus: false,
        avatar: '',
        loginTime: '2026-03-02T04:30:00.000Z',
        token: 'story-token',
      });
    return c;
  }, [signedIn]);
  const storage = useMemo(() => createMemoryStorage(), []);
  return (
    <HrPortalProvider client={client} storage={storage} theme={theme}>
      {/* The page behind a host's widgets: the theme's colours, so dark text never sits on white. */}
      <div style={page}>
        <p>{signedIn ? 'Host page, signed in' : 'Host page, signed out'}</p>
        <ChatWidget {...props} />
      </div>
    </HrPortalProvider>
  );
}

const meta = {
  title: 'Chat/ChatWidget',
  ...documents(ChatWidget, Harness),
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvas: HTMLElement, name: RegExp | string = 'In-App Chat') =>
  within(canvas).getByRole('button', { name });

/** Signed in: the In-App Chat toggle, no unread badge yet; it opens the chat dialog. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const button = toggle(canvasElement);
    await expect(button).toBeVisible();
    await expect(button).toHaveTextContent(/^In-App Chat$/);
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog', { name: 'In-App Chat' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Signed out: the widget renders nothing (it connects only for a signed-in user). */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Host page, signed out')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** `compact` (a collapsed sidebar): only the icon shows; the name stays for assistive tech. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const button = toggle(canvasElement);
    const text = within(button).getByText('In-App Chat');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** `label`: the host's own words on the toggle. */
export const Label: Story = {
  args: { label: 'Team chat' },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement, 'Team chat')).toBeVisible();
  },
};

/** Dark theme through the provider. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toBeVisible();
  },
};
