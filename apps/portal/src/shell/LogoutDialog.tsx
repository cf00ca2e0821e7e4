import { Button, Dialog, Modal, Radio, RadioGroup } from '@hrportal/ui';
import { useState } from 'react';

/** The three choices of the Logout confirmation dialog (SPEC §2). */
export const logoutChoices = [
  { id: 'done', label: 'All done, my updates are complete' },
  { id: 'update', label: "Not yet, I'll update now" },
  { id: 'anyway', label: 'Logout anyway' },
] as const;
type LogoutChoice = (typeof logoutChoices)[number]['id'];

/**
 * Logout confirmation: a choice is required; "not yet" turns the button into `Stay & Update`
 * (closes without signing out), the others into `Logout`.
 */
export function LogoutDialog({
  isOpen,
  onClose,
  onLogout,
}: {
  isOpen: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const [choice, setChoice] = useState<LogoutChoice | null>(null);
  const close = () => {
    setChoice(null);
    onClose();
  };
  const stay = choice === 'update';
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog
        title="Logout"
        footer={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button
              tone={stay ? 'brand' : 'critical'}
              isDisabled={choice === null}
              onPress={() => {
                if (stay) close();
                else {
                  setChoice(null);
                  onLogout();
                }
              }}
            >
              {stay ? 'Stay & Update' : 'Logout'}
            </Button>
          </>
        }
      >
        <RadioGroup
          label="Have you updated all your candidates and tasks for today?"
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
