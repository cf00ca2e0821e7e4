'use client';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps as AriaDialogTriggerProps,
  Modal as AriaModal,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../internal/icons';
import * as styles from './Dialog.css';

/** Modal sizes: `small` for confirmations and short forms, `large` for workspaces (chat). */
export const modalSizes = ['small', 'large'] as const;
/** A Modal size. */
export type ModalSize = (typeof modalSizes)[number];

/** Props of {@link DialogTrigger}. */
export type DialogTriggerProps = AriaDialogTriggerProps;

/**
 * Connects a trigger (its first child, usually a `Button`) to a `Modal` or `Popover`: pressing the
 * trigger opens it, closing returns focus to the trigger (react-aria `DialogTrigger`).
 *
 * @example
 * <DialogTrigger>
 *   <Button>Logout</Button>
 *   <Modal><Dialog title="Logout">…</Dialog></Modal>
 * </DialogTrigger>
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

/** Props of {@link Modal}. */
export interface ModalProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children' | 'isDismissable'> {
  /** @default 'small' */
  size?: ModalSize;
  /** Close on a click outside. @default true */
  isDismissable?: boolean;
  /** A `Dialog`. */
  children: ReactNode;
}

/**
 * A modal overlay (react-aria `ModalOverlay` + `Modal`): traps focus, hides the rest of the page
 * from assistive technology, closes on Escape (unless `isKeyboardDismissDisabled`). Open it from a
 * `DialogTrigger` or control it with `isOpen` / `onOpenChange`.
 *
 * @example
 * <Modal size="large" isOpen={open} onOpenChange={setOpen}>
 *   <Dialog title="Chats">…</Dialog>
 * </Modal>
 */
export function Modal({ size = 'small', isDismissable = true, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={styles.modal({ size })}>{children}</AriaModal>
    </ModalOverlay>
  );
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** The body; a function receives `close`. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /** Actions at the bottom (buttons); a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Hide the × button (e.g. when the user must choose an action). @default false */
  hideCloseButton?: boolean;
  /** `alertdialog` for interruptions that need a response (session expired). @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The content of a `Modal`: a titled dialog (react-aria `Dialog`) with a close button, a body that
 * scrolls and an optional footer of actions.
 *
 * @example
 * <Dialog title="Update Status" footer={(close) => <Button onPress={close}>Cancel</Button>}>
 *   …
 * </Dialog>
 */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  role = 'dialog',
}: DialogProps) {
  return (
    <AriaDialog className={styles.dialog} role={role}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {!hideCloseButton && (
              <IconButton label="Close" size="small" icon={<CloseIcon />} onPress={close} />
            )}
          </div>
          <div className={styles.body}>
            {typeof children === 'function' ? children(close) : children}
          </div>
          {footer !== undefined && (
            <div className={styles.footer}>
              {typeof footer === 'function' ? footer(close) : footer}
            </div>
          )}
        </>
      )}
    </AriaDialog>
  );
}
