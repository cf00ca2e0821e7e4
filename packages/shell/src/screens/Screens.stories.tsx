import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { EditCandidateLoadError, ErrorBoundary, ErrorScreen } from './ErrorScreen';
import { LoadingScreen, Splash } from './Splash';

const meta = {
  title: 'Shell/Screens',
  component: ErrorScreen,
  // Their props tables, as tabs beside the main one.
  subcomponents: { ErrorBoundary, LoadingScreen, Splash },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The general error screen: the §2 title, three ways out and the support address. */
export const GeneralError: Story = {
  args: { supportEmail: 'help@acme.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    for (const name of ['Refresh Page', 'Go Back', 'Go Home'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
  },
};

function Broken(): never {
  throw new globalThis.Error('render failed');
}

/** A render error below the boundary shows the error screen instead of a blank page. */
export const BoundaryCatches: Story = {
  tags: ['!visual'],
  render: () => (
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeVisible();
  },
};

/** The edit-candidate fallback. */
export const EditCandidateFailed: Story = {
  render: () => <EditCandidateLoadError />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Failed to Load Edit Candidate' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  },
};

/** An app that says whether its effects have run. */
function StartingApp() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return <p>{started ? 'The app, started' : 'The app'}</p>;
}

/**
 * The start-up splash, then the app. The app renders hidden under the splash (its code loaded, its
 * screen built) without running its effects, and the same element is then shown, not mounted again.
 */
export const SplashThenApp: Story = {
  tags: ['!visual'],
  render: () => (
    <Splash durationMs={300}>
      <StartingApp />
    </Splash>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Loading HR Portal' })).toBeVisible();
    const app = await waitFor(() => canvas.getByText('The app'));
    await expect(app).not.toBeVisible();
    await waitFor(() => expect(app).toHaveTextContent('The app, started'));
    await expect(app).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Loading HR Portal' })).toBeNull();
  },
};

/** The splash as it shows. */
export const SplashShowing: Story = {
  render: () => <Splash durationMs={60_000} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Loading HR Portal' }),
    ).toBeVisible();
  },
};

/** The generic loading screen. */
export const Loading: Story = {
  render: () => <LoadingScreen label="Loading Candidate Repository" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading Candidate Repository' }),
    ).toBeInTheDocument();
  },
};
