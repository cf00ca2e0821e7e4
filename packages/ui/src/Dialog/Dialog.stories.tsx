import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../../../../.storybook/documents';
import { Button } from '../Button/Button';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Dialog, DialogTrigger, Modal } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  // Their props tables, as tabs beside the main one.
  subcomponents: { DialogTrigger, Modal },
  args: { title: 'Logout' },
  parameters: overlayDocs,
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const onLogout = fn();

/** The logout confirmation of SPEC §2: small modal, confirm disabled until a choice is made. */
function LogoutDialog() {
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <DialogTrigger>
      <Button>Logout</Button>
      <Modal size="small">
        <Dialog
          title="Logout"
          footer={(close) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button
                tone="brand"
                isDisabled={!choice}
                onPress={() => {
                  onLogout(choice);
                  close();
                }}
              >
                {choice === 'not-yet' ? 'Stay & Update' : 'Logout'}
              </Button>
            </>
          )}
        >
          <RadioGroup label="Have you updated your work for today?" onChange={setChoice}>
            <Radio value="done">All done</Radio>
            <Radio value="not-yet">Not yet (I'll update now)</Radio>
            <Radio value="anyway">Logout anyway</Radio>
          </RadioGroup>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

export const SmallByKeyboard: Story = {
  render: () => <LogoutDialog />,
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Logout' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    const confirm = within(dialog).getByRole('button', { name: 'Logout' });
    await expect(confirm).toBeDisabled();
    // Focus moves into the dialog and stays there: Close, then the radio group; arrows choose.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'All done' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('button', { name: 'Stay & Update' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onLogout).not.toHaveBeenCalled();
  },
};

export const SmallOpen: Story = {
  render: () => <LogoutDialog />,
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All done' }));
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};

export const Large: Story = {
  render: () => (
    <Modal size="large" defaultOpen>
      <Dialog title="Chats">
        <p>Select a user to start chatting</p>
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chats' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(600);
  },
};

export const AlertDialog: Story = {
  render: () => (
    <Modal defaultOpen isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        title="Session Expired"
        role="alertdialog"
        hideCloseButton
        footer={<Button tone="brand">Continue to Login</Button>}
      >
        Your session has timed out. For security reasons, your session has expired due to
        inactivity. Please log in again to continue using the application.
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Session Expired' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
