'use client';
import type { ReactNode } from 'react';
import { Popover as AriaPopover, Dialog, Heading } from 'react-aria-components';
import * as overlay from '../internal/overlay.css';
import * as styles from './Popover.css';

/** Where a Popover sits relative to its trigger. */
export const popoverPlacements = ['top', 'bottom', 'start', 'end'] as const;
/** A Popover placement. */
export type PopoverPlacement = (typeof popoverPlacements)[number];

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** A visible heading, also the accessible name. Give this or `label`. */
  title?: string;
  /** The accessible name when there is no visible `title`. */
  label?: string;
  /** @default 'bottom' */
  placement?: PopoverPlacement;
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * Non-modal floating content anchored to its trigger (react-aria `Popover` + `Dialog`), placed
 * inside a `DialogTrigger`. Flips to stay on screen, closes on Escape or a click outside, and
 * returns focus to the trigger.
 *
 * @example
 * <DialogTrigger>
 *   <Button>Group info</Button>
 *   <Popover title="Members">…</Popover>
 * </DialogTrigger>
 */
export function Popover({ placement = 'bottom', title, label, children }: PopoverProps) {
  return (
    <AriaPopover placement={placement} offset={6} className={overlay.surface}>
      <Dialog className={styles.dialog} aria-label={title ? undefined : label}>
        {({ close }) => (
          <>
            {title && (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </Dialog>
    </AriaPopover>
  );
}
