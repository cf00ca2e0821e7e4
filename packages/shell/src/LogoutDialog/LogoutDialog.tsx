'use client';
import { Button, Dialog, Modal, Radio, RadioGroup } from '@hrportal/ui';
import { useState } from 'react';
import { type LogoutChoice, logoutChoices, logoutConfirm } from '../core/logout';

/** Props of {@link LogoutDialog}. */
export interface LogoutDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sign out: called after the user confirmed with `Logout`. */
  onLogout: () => void;
  /** The question above the three choices. */
  question?: string;
}

/**
 * The Logout confirmation (SPEC §2): three choices — all done, not yet (I'll update now), logout
 * anyway — and Cancel. The confirm button is disabled until a choice is made; "not yet" turns it
 * into `Stay & Update`, which closes the dialog without signing out.
 *
 * @example
 * <LogoutDialog isOpen={open} onOpenChange={setOpen} onLogout={() => void logout()} />
 */
export function LogoutDialog({
  isOpen,
  onOpenChange,
  onLogout,
  question = 'Have you updated all your candidates and tasks for today?',
}: LogoutDialogProps) {
  const [choice, setChoice] = useState<LogoutChoice | null>(null);
  const confirm = logoutConfirm(choice);
  const close = () => {
    setChoice(null);
    onOpenChange(false);
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <Dialog
        title="Logout"
        footer={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button
              tone={confirm.action === 'stay' ? 'brand' : 'critical'}
              isDisabled={confirm.disabled}
              onPress={() => {
                close();
                if (confirm.action === 'logout') onLogout();
              }}
            >
              {confirm.label}
            </Button>
          </>
        }
      >
        <RadioGroup
          label={question}
          value={choice}
          onChange={(value) => setChoice(value as LogoutChoice)}
        >
          {logoutChoices.map((c) => (
            <Radio key={c.id} value={c.id}>
              {c.label}
            </Radio>
          ))}
        </RadioGroup>
      </Dialog>
    </Modal>
  );
}
