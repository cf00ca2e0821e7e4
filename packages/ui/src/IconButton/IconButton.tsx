'use client';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { IconLabel } from '../IconLabel/IconLabel';
import * as styles from './IconButton.css';

/** Tones of an IconButton. */
export const iconButtonTones = ['neutral', 'brand', 'critical'] as const;
/** An IconButton tone. */
export type IconButtonTone = (typeof iconButtonTones)[number];

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** The accessible name, required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (decorative; mark your SVG `aria-hidden`). */
  icon: ReactNode;
  /** @default 'neutral' */
  tone?: IconButtonTone;
  /** @default 'standard' */
  size?: 'small' | 'standard';
}

/**
 * A quiet, square button showing only an icon (react-aria `Button`), named by `label`.
 * Pair it with a `Tooltip` when sighted users need the name too.
 *
 * @example
 * <IconButton label="Close" icon={<CloseIcon />} onPress={close} />
 */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  size = 'standard',
  ...props
}: IconButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={styles.iconButton({ tone, size })}>
      {icon}
      <IconLabel>{label}</IconLabel>
    </AriaButton>
  );
}

/** Props of {@link NativeIconButton}. */
interface NativeIconButtonProps {
  label: string;
  icon: ReactNode;
  onPress: () => void;
  isDisabled?: boolean;
  size?: 'small' | 'standard';
}

/**
 * `IconButton`'s look and name on a native `<button>` (Enter, Space and a click press it), for the
 * kit's own controls that a table mounts with its first page — `Pagination`'s arrows — where
 * react-aria's press, hover and focus-ring hooks cost render time for no behaviour a native button
 * lacks (issue 24).
 */
export function NativeIconButton({
  label,
  icon,
  onPress,
  isDisabled = false,
  size = 'standard',
}: NativeIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={isDisabled}
      className={styles.nativeIconButton({ size })}
      onClick={onPress}
    >
      {icon}
      <IconLabel>{label}</IconLabel>
    </button>
  );
}
