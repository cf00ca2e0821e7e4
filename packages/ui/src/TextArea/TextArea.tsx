'use client';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import * as field from '../internal/field.css';
import * as styles from './TextArea.css';

/** Props of {@link TextArea}. */
export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  /** The visible label (also the accessible name). */
  label: string;
  description?: string;
  /** Message shown when the field is invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** Visible text rows. @default 3 */
  rows?: number;
  /** Stretch to the container's width. @default false */
  isFullWidth?: boolean;
}

/**
 * A labelled multi-line text input (react-aria `TextField` with a `TextArea`), resizable
 * vertically.
 *
 * @example
 * <TextArea label="Comment" value={comment} onChange={setComment} />
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  isFullWidth = false,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      className={`${field.field}${isFullWidth ? ` ${styles.fullWidth}` : ''}`}
    >
      <Label className={field.label}>{label}</Label>
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
