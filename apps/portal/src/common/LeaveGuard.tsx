import { Button, Dialog, Modal } from '@hrportal/ui';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

/** Props of {@link LeaveGuard}. */
export interface LeaveGuardProps {
  /** The form has input that is not saved: leaving asks first. */
  when: boolean;
  /** Said under the question, e.g. that a draft is kept. */
  note?: string;
}

/**
 * Asks before unsaved input is left behind: a move inside the portal (sidebar, links, Back) is
 * held by react-router's `useBlocker` (the portal runs on a data router, `main.tsx`) until the
 * user chooses Stay or Leave; a reload, closing the tab or another site gets the browser's own
 * question (`beforeunload`). Outside a data router (a story's MemoryRouter) only the latter.
 */
export function LeaveGuard({ when, note }: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <InAppGuard when={when} {...(note ? { note } : {})} /> : null;
}

function InAppGuard({ when, note }: LeaveGuardProps) {
  // Another page only: a change of the query or hash on this page (tabs, a record) is no leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <Dialog
        title="Leave this page?"
        role="alertdialog"
        hideCloseButton
        footer={
          <>
            <Button onPress={() => blocker.reset?.()} autoFocus>
              Stay
            </Button>
            <Button tone="critical" onPress={() => blocker.proceed?.()}>
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
