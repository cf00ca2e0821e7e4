'use client';
import { useOverlayContainer } from '@hrportal/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { openModal } from './modality';
import * as styles from './primitives.css';

/** Props of {@link Overlay}. */
export interface OverlayProps {
  isOpen: boolean;
  /** Escape, a click on the backdrop. */
  onDismiss: () => void;
  /** @default 'small' */
  size?: 'small' | 'large';
  /** The dialog's accessible name: its own text … */
  label?: string;
  /** … or the id of its heading. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog in the theme's overlay layer (`useOverlayContainer`): `role="dialog"` with
 * `aria-modal`, the rest of the page inert while open (see `modality.ts`), Escape or a click
 * outside dismisses, focus returns to where it was.
 */
export function Overlay(props: OverlayProps) {
  const container = useOverlayContainer();
  return props.isOpen ? createPortal(<OpenOverlay {...props} />, container()) : null;
}

function OpenOverlay({
  onDismiss,
  size = 'small',
  label,
  labelledBy,
  className,
  children,
}: OverlayProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useLayoutEffect(
    () =>
      openModal(overlay.current as HTMLElement, dialog.current as HTMLElement, () =>
        dismiss.current(),
      ),
    [],
  );
  return (
    <div ref={overlay} className={styles.overlay}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`${styles.modal[size]}${className ? ` ${className}` : ''}`}
      >
        {children}
      </div>
    </div>
  );
}
