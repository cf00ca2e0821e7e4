'use client';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import * as field from '../internal/field.css';
import * as styles from './TextField.css';

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the input. */
  description?: string;
  /** Message shown when the field is invalid (`isInvalid` or failed validation). */
  errorMessage?: string;
  placeholder?: string;
  /** `type` of the input. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date';
  /** Stretch to the container's width. @default false */
  isFullWidth?: boolean;
}

/**
 * A labelled single-line text input (react-aria `TextField`) with optional help text and an error
 * message wired to `aria-describedby`.
 *
 * @example
 * <TextField label="Group Name" isRequired value={name} onChange={setName} />
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isFullWidth = false,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={`${field.field}${isFullWidth ? ` ${styles.fullWidth}` : ''}`}
    >
      <Label className={field.label}>{label}</Label>
      <Input className={field.control} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
