'use client';
import type { AiStoredDocumentChoice } from '@hrportal/api-client/contract';
import { ComboBox } from '@hrportal/ui';
import { useState } from 'react';
import { documentTypeLabels } from '../model/assistant';

/** What the dialog gives a stored-document picker: the choices, and what to do with the one picked. */
export interface StoredPickerProps {
  /** The stored resumes and JDs the user may read (already filtered by the server). */
  choices: readonly AiStoredDocumentChoice[];
  /** Called with the picked document; the picker then clears itself for the next pick. */
  onPick: (choice: AiStoredDocumentChoice) => void;
  /** Picking is paused (a document is being read). */
  isDisabled?: boolean;
}

const keyOf = (c: AiStoredDocumentChoice) => `${c.type}:${c.id}`;

/**
 * The stored-document picker of `@hrportal/ui`'s ComboBox (react-aria): type a candidate's name or
 * a job's title, arrow keys to move, Enter to pick. Pass it to `AiAssistant`'s `picker` (the
 * portal does): it is apart from the dialog so a host without `@hrportal/ui` keeps the widget
 * small — react-aria's combobox alone is about 56 KB gzip, over the dialog's 35 KB budget.
 *
 * @example
 * ```tsx
 * <AiAssistant onClose={close} picker={StoredDocumentPicker} />
 * ```
 */
export function StoredDocumentPicker({ choices, onPick, isDisabled }: StoredPickerProps) {
  // Remounted after every pick, so the input empties for the next one.
  const [round, setRound] = useState(0);
  const items = choices.map((c) => ({
    id: keyOf(c),
    label: c.label,
    detail: c.detail || documentTypeLabels[c.type],
  }));
  return (
    <ComboBox
      key={round}
      label="Resume or job description"
      placeholder="Type a candidate's name or a job title"
      description={`${choices.length} you may read; the first 10 matches are listed.`}
      items={items}
      value={null}
      isDisabled={isDisabled}
      onChange={(id) => {
        const choice = choices.find((c) => keyOf(c) === id);
        if (!choice) return;
        onPick(choice);
        setRound((r) => r + 1);
      }}
    />
  );
}
