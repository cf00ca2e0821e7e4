'use client';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

/** Visual tones of a Button. */
export const buttonTones = ['brand', 'neutral', 'critical'] as const;
/** A Button tone. */
export type ButtonTone = (typeof buttonTones)[number];
/** Button sizes. */
export const buttonSizes = ['small', 'standard'] as const;
/** A Button size. */
export type ButtonSize = (typeof buttonSizes)[number];

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** @default 'neutral' */
  tone?: ButtonTone;
  /** @default 'standard' */
  size?: ButtonSize;
  children?: ReactNode;
}

/**
 * A pressable button (react-aria `Button`): keyboard, touch and screen-reader ready; state is
 * styled through `data-hovered`, `data-pressed`, `data-focus-visible` and `data-disabled`.
 *
 * @example
 * <Button tone="brand" onPress={save}>Save Changes</Button>
 */
export function Button({ tone = 'neutral', size = 'standard', children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={styles.button({ tone, size })}>
      {children}
    </AriaButton>
  );
}

/** Props of {@link NativeButton}. */
interface NativeButtonProps {
  children: ReactNode;
  onPress: () => void;
  /** @default 'neutral' */
  tone?: ButtonTone;
  /** @default 'standard' */
  size?: ButtonSize;
}

/**
 * `Button`'s look on a native `<button>` (Enter, Space and a click press it; `:focus-visible`
 * shows the ring), for the kit's own controls that every table mounts with its first page —
 * `ChipSearch`'s Apply and Clear — where react-aria's press, hover and focus-ring hooks cost
 * render time for no behaviour a native button lacks (issue 24).
 */
export function NativeButton({
  children,
  onPress,
  tone = 'neutral',
  size = 'standard',
}: NativeButtonProps) {
  return (
    <button type="button" className={styles.nativeButton({ tone, size })} onClick={onPress}>
      {children}
    </button>
  );
}
