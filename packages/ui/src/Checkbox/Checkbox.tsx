'use client';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../internal/icons';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label beside the box (also the accessible name). */
  children: ReactNode;
}

/**
 * A checkbox with its label (react-aria `Checkbox`): Space toggles it; `isIndeterminate` shows a
 * dash (for "select all" over a partial selection).
 *
 * @example
 * <Checkbox isSelected={checked} onChange={setChecked}>Priya Sharma</Checkbox>
 */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon size={12} />
            ) : isSelected ? (
              <CheckIcon size={12} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
