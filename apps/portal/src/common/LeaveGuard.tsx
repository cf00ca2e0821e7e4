import { Button, Dialog, Modal } from '@hrportal/ui';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { type LeaveBlocker, LeaveBlockerContext } from './leaveBlocker';

/** Props of {@link LeaveGuard}. */
export interface LeaveGuardProps {
  /** The form has input that is not saved: leaving asks first. */
  when: boolean;
  /** Said under the question, e.g. that a draft is kept. */
  note?: string;
}

/**
 * Asks before unsaved input is left behind: a move inside the portal (sidebar, links, Back) is
 * held by the portal's history (`leaveBlocker.ts`, `main.tsx`) until the user chooses Stay or
 * Leave; a reload, closing the tab or another site gets the browser's own question
 * (`beforeunload`). Outside the portal's history (a story's MemoryRouter) only the latter.
 */
export function LeaveGuard({ when, note }: LeaveGuardProps) {
  const blocker = useContext(LeaveBlockerContext);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return blocker ? <InAppGuard when={when} blocker={blocker} {...(note ? { note } : {})} /> : null;
}

function InAppGuard({ when, note, blocker }: LeaveGuardProps & { blocker: LeaveBlocker }) {
  useEffect(
    () =>
      // Another page only: a change of the query or hash on this page (tabs, a record) is no leaving.
      when ? blocker.hold((move) => move.currentPathname !== move.nextPathname) : undefined,
    [when, blocker],
  );
  const held = useSyncExternalStore(blocker.subscribe, blocker.held);
  return (
    <Modal
      isOpen={held !== null}
      onOpenChange={(open) => {
        if (!open) held?.reset();
      }}
    >
      <Dialog
        title="Leave this page?"
        role="alertdialog"
        hideCloseButton
        footer={
          <>
            <Button onPress={() => held?.reset()} autoFocus>
              Stay
            </Button>
            <Button tone="critical" onPress={() => held?.proceed()}>
              Leave
            </Button>
          </>
        }
      >
        <p>Your changes are not saved.{note ? ` ${note}` : ''}</p>
      </Dialog>
    </Modal>
  );
}
