import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../../../.storybook/documents';
import { SessionExpiredDialog, sessionExpiredText } from './SessionExpiredDialog';

const meta = {
  title: 'React/SessionExpiredDialog',
  component: SessionExpiredDialog,
  args: { isOpen: true, onContinue: fn() },
  parameters: overlayDocs,
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
} satisfies Meta<typeof SessionExpiredDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown after 30 minutes without activity: the exact §2 text, only Continue to Login. */
export const Open: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(sessionExpiredText.title);
    await expect(dialog).toHaveTextContent(sessionExpiredText.body);
    // Escape does not dismiss it; the button has focus and Enter continues.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    const button = body.getByRole('button', { name: sessionExpiredText.action });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

function Controlled() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'expired' : 'signed out'}</p>
      <SessionExpiredDialog isOpen={open} onContinue={() => setOpen(false)} />
    </>
  );
}

/** Continue to Login closes it (the provider then clears the session and goes to login). */
export const ContinueCloses: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: sessionExpiredText.action }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('signed out')).toBeInTheDocument();
  },
};
