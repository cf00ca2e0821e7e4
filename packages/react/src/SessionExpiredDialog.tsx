import { Button, Dialog, Modal } from '@hrportal/ui';

/** The Session Expired dialog's text (SPEC §2), exactly. */
export const sessionExpiredText = {
  title: 'Your session has timed out.',
  body: 'For security reasons, your session has expired due to inactivity. Please log in again to continue using the application.',
  action: 'Continue to Login',
} as const;

/** Props of {@link SessionExpiredDialog}. */
export interface SessionExpiredDialogProps {
  isOpen: boolean;
  /** Continue to Login: the caller clears the session and every stored value, then goes to login. */
  onContinue: () => void;
}

/**
 * The Session Expired dialog of SPEC §2: shown after 30 minutes without activity; it cannot be
 * dismissed, only continued (which signs out).
 *
 * @example
 * <SessionExpiredDialog isOpen={expired} onContinue={() => session.expire()} />
 */
export function SessionExpiredDialog({ isOpen, onContinue }: SessionExpiredDialogProps) {
  return (
    <Modal isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        title={sessionExpiredText.title}
        role="alertdialog"
        hideCloseButton
        footer={
          <Button tone="brand" onPress={onContinue} autoFocus>
            {sessionExpiredText.action}
          </Button>
        }
      >
        <p>{sessionExpiredText.body}</p>
      </Dialog>
    </Modal>
  );
}
