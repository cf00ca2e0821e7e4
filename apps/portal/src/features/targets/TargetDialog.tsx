'use client';
import { targetMetrics } from '@hrportal/api-client/contract';
import { Button, Dialog, Modal, TextArea, TextField } from '@hrportal/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '../../common/FormError';
import * as portal from '../../portal.css';
import { metricLabels, numbersProblem, type TargetNumbers } from './metrics';
import * as css from './targets.css';

/** What the dialog hands back. */
export interface TargetDraft {
  numbers: TargetNumbers;
  notes: string;
}

/** Props of {@link TargetDialog}. */
export interface TargetDialogProps {
  /** Null: closed. */
  title: string | null;
  /** Who and which period, under the title. */
  description: string;
  initial: TargetDraft;
  submitLabel: string;
  /** Resolves on success (the dialog closes); a rejection's text shows in the dialog. */
  onSubmit: (draft: TargetDraft) => Promise<void>;
  onClose: () => void;
  /** The failure text of a rejected submit. */
  failureOf: (error: unknown) => string;
}

/** Assign or edit a target (one recruiter or several): five whole numbers and notes. */
export function TargetDialog({
  title,
  description,
  initial,
  submitLabel,
  onSubmit,
  onClose,
  failureOf,
}: TargetDialogProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A new opening starts from its own values.
  useEffect(() => {
    if (title) {
      setDraft(initial);
      setError('');
    }
  }, [title, initial]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = numbersProblem(draft.numbers);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSubmit(draft);
      onClose();
    } catch (failure) {
      setError(failureOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      isOpen={title !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="large"
    >
      <Dialog title={title ?? ''}>
        <form className={portal.form} onSubmit={submit} noValidate>
          <p className={portal.muted}>{description}</p>
          <div className={css.numbers}>
            {targetMetrics.map((m, i) => (
              <TextField
                key={m}
                label={metricLabels[m]}
                type="number"
                inputMode="numeric"
                value={draft.numbers[m]}
                onChange={(value) =>
                  setDraft((d) => ({ ...d, numbers: { ...d.numbers, [m]: value } }))
                }
                isFullWidth
                autoFocus={i === 0}
              />
            ))}
          </div>
          <TextArea
            label="Notes"
            value={draft.notes}
            onChange={(notes) => setDraft((d) => ({ ...d, notes }))}
            rows={2}
          />
          <FormError message={error || null} />
          <div className={css.toolbar}>
            <Button type="submit" tone="brand" isDisabled={busy}>
              {busy ? 'Saving...' : submitLabel}
            </Button>
            <Button onPress={onClose}>Cancel</Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
