import {
  connectivityMessages,
  createClient,
  createMemoryStorage,
  isHrPortalError,
  type Session,
} from '@hrportal/api-client';
import { Button } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents, overlayDocs } from '../../../.storybook/documents';
import { HrPortalProvider, type HrPortalProviderProps, useSession } from './HrPortalProvider';
import { sessionExpiredText } from './SessionExpiredDialog';

const page = {
  background: 'var(--hrp-color-background)',
  color: 'var(--hrp-color-text)',
  padding: 8,
};

/** A signed-in manager, as `auth.login` stores it. */
const priya: Session = {
  isAuthenticated: true,
  userRole: 'manager',
  userName: 'priya',
  name: 'Priya Sharma',
  userEmail: 'priya@example.com',
  userId: 1,
  peerStatus: false,
  avatar: '',
  loginTime: '2026-03-02T04:30:00.000Z',
  token: 'story-token',
};

/** What a host puts inside the provider: who is signed in, Sign in / Sign out. */
function SessionPanel() {
  const { session, login, logout } = useSession();
  const [error, setError] = useState<string | null>(null);
  if (!session)
    return (
      <section>
        <p>Signed out</p>
        <Button
          tone="brand"
          onPress={() =>
            login({ role: 'manager', username: 'manager', password: 'Demo@1234' }).catch(
              (reason: unknown) =>
                setError(isHrPortalError(reason) ? reason.userMessage : String(reason)),
            )
          }
        >
          Sign in
        </Button>
        {error ? <p role="alert">{error}</p> : null}
      </section>
    );
  return (
    <section>
      <p>
        Signed in as {session.name} ({session.userRole})
      </p>
      <Button tone="brand" onPress={() => void logout()}>
        Sign out
      </Button>
    </section>
  );
}

type HarnessProps = Omit<HrPortalProviderProps, 'client' | 'baseUrl' | 'children'> & {
  /** Start signed in (a stored session) or signed out. */
  signedIn?: boolean;
};

/** The provider over an SDK on a closed port: no server, so every call fails as a network error. */
function Harness({ signedIn = false, ...props }: HarnessProps) {
  const client = useMemo(() => {
    const c = createClient({
      baseUrl: 'http://127.0.0.1:9/api',
      storage: createMemoryStorage(),
      retry: { limit: 0 },
    });
    if (signedIn) c.session.set(priya);
    return c;
  }, [signedIn]);
  const storage = useMemo(() => createMemoryStorage(), []);
  return (
    <HrPortalProvider client={client} storage={storage} {...props}>
      {/* The page behind a host's widgets: the theme's colours, so dark text never sits on white. */}
      <div style={page}>
        <SessionPanel />
      </div>
    </HrPortalProvider>
  );
}

const meta = {
  title: 'React/HrPortalProvider',
  ...documents(HrPortalProvider, Harness),
  args: { onSignedOut: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the host's Sign in fails without a server, with the §8 network text. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(connectivityMessages.network);
  },
};

/** A stored session: `useSession` reads it; Sign out clears it even when the server is away. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed in as Priya Sharma (manager)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('Signed out')).toBeVisible();
    await expect(args.onSignedOut).toHaveBeenCalledWith('logout');
  },
};

/** `theme="dark"`: the widgets under the provider take the dark tokens. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-hrp-root]') as HTMLElement;
    const background = getComputedStyle(root).getPropertyValue('--hrp-color-background');
    // The dark background is dark: its red channel is low.
    const probe = document.createElement('div');
    probe.style.color = background;
    root.append(probe);
    const [red] = getComputedStyle(probe).color.match(/\d+/g)?.map(Number) ?? [255];
    probe.remove();
    await expect(red).toBeLessThan(80);
  },
};

/** `tokens`: a host re-brands the widgets (here the brand colour) without CSS of its own. */
export const Tokens: Story = {
  args: { tokens: { color: { brand: '#0b6e4f' } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 110, 79)');
  },
};

/** `sessionTimeout`: after the quiet time the Session Expired dialog shows (here after 1 s). */
export const SessionTimeout: Story = {
  args: { signedIn: true, sessionTimeout: true, inactivityTimeoutMs: 1000 },
  tags: ['!visual'],
  parameters: overlayDocs,
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(sessionExpiredText.title);
    await userEvent.click(within(dialog).getByRole('button', { name: sessionExpiredText.action }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
