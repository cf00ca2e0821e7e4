'use client';
import { IconLabel } from '@hrportal/ui';
import { type ButtonHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './primitives.css';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** @default 'neutral' */
  tone?: keyof typeof styles.buttonTone;
  /** @default 'standard' */
  size?: keyof typeof styles.buttonSize;
}

/** A native button with the kit's look (`tone`, `size`); `disabled` keeps it out of reach. */
export function Button({ tone = 'neutral', size = 'standard', type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={`${styles.buttonTone[tone]} ${styles.buttonSize[size]}`}
      {...props}
    />
  );
}

/** A button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} onClick={onClick}>
      {icon}
      <IconLabel>{label}</IconLabel>
    </button>
  );
}

/** A native checkbox named by its label's text. */
export function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        className={styles.checkboxInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

/** A labelled one-line text input. */
export function TextField({
  label,
  value,
  onChange,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.fieldInput}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the dialog's first field takes focus as it opens
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
