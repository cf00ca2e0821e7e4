'use client';
import { useState } from 'react';
import { type DropItem, DropZone, FileTrigger, Text } from 'react-aria-components';
import { Button } from '../Button/Button';
import { UploadIcon } from '../internal/icons';
import * as styles from './FileDrop.css';
import { type FileRules, validateFiles } from './validateFiles';

/** Props of {@link FileDrop}. */
export interface FileDropProps extends FileRules<File> {
  /** What to do, shown in the zone and used as its accessible name. @default 'Drop a file here' */
  label?: string;
  /** The browse button's text. @default 'Browse files' */
  browseLabel?: string;
  /** A hint under the label, e.g. `PDF, DOC or DOCX, up to 10MB`. */
  description?: string;
  /** Take several files at once. @default false */
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  /** Called with the files that passed validation (never with an empty list). */
  onSelect: (files: File[]) => void;
  /**
   * Called with the files that failed and why. The messages are also shown under the zone unless
   * `showErrors` is false (for callers that show one summary message instead).
   */
  onReject?: (rejected: { file: File; message: string }[]) => void;
  /** @default true */
  showErrors?: boolean;
}

async function filesOf(items: DropItem[]): Promise<File[]> {
  const files = items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : []));
  return Promise.all(files);
}

/**
 * A drop zone with a browse button (react-aria `DropZone` + `FileTrigger`): drag files in, or Tab
 * to "Browse files" and press Enter. Files are checked against `accept`, `maxSize` and `validate`;
 * the caller's messages are shown for rejected files.
 *
 * @example
 * <FileDrop
 *   accept={['application/pdf', '.doc', '.docx']}
 *   maxSize={10 * 1024 * 1024}
 *   typeMessage="Please upload a PDF, DOC, or DOCX file"
 *   onSelect={([file]) => upload(file)}
 * />
 */
export function FileDrop({
  label = 'Drop a file here',
  browseLabel = 'Browse files',
  description,
  allowsMultiple = false,
  isDisabled = false,
  onSelect,
  onReject,
  showErrors = true,
  ...rules
}: FileDropProps) {
  const [errors, setErrors] = useState<string[]>([]);

  const take = (incoming: File[]) => {
    const files = allowsMultiple ? incoming : incoming.slice(0, 1);
    const { accepted, rejected } = validateFiles(files, rules);
    setErrors(rejected.map((r) => `${r.file.name}: ${r.message}`));
    if (rejected.length) onReject?.(rejected);
    if (accepted.length) onSelect(accepted);
  };

  return (
    <div className={styles.root}>
      <DropZone
        isDisabled={isDisabled}
        className={styles.zone}
        onDrop={async (event) => take(await filesOf(event.items))}
      >
        <span className={styles.icon} aria-hidden="true">
          <UploadIcon size={24} />
        </span>
        <Text slot="label" className={styles.text}>
          {label}
        </Text>
        {description && <p className={styles.hint}>{description}</p>}
        <FileTrigger
          acceptedFileTypes={rules.accept ? [...rules.accept] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(list ? Array.from(list) : [])}
        >
          <Button size="small" isDisabled={isDisabled}>
            {browseLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {showErrors && errors.length > 0 && (
        <div role="alert">
          <ul className={styles.errors}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
