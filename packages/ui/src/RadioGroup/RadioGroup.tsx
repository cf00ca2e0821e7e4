'use client';
import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import * as field from '../internal/field.css';
import * as styles from './RadioGroup.css';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** The group's visible label (also its accessible name). */
  label: string;
  description?: string;
  errorMessage?: string;
  /** `Radio` elements. */
  children: ReactNode;
}

/**
 * A labelled set of mutually exclusive choices (react-aria `RadioGroup`): Tab enters the group,
 * arrow keys move and select.
 *
 * @example
 * <RadioGroup label="Before you go" value={choice} onChange={setChoice}>
 *   <Radio value="done">All done</Radio>
 *   <Radio value="not-yet">Not yet (I'll update now)</Radio>
 * </RadioGroup>
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={field.field}>
      <Label className={field.label}>{label}</Label>
      <div className={styles.group} data-orientation={props.orientation ?? 'vertical'}>
        {children}
      </div>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}. */
export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  /** The option's label. */
  children: ReactNode;
}

/**
 * One choice inside a {@link RadioGroup}.
 *
 * @example
 * <Radio value="anyway">Logout anyway</Radio>
 */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
