import { type ReactNode, useEffect, useRef } from 'react';
import { kindStyles, type MeetingKind } from '../model/calendar';
import * as css from './calendar.css';

const iconPaths: Record<MeetingKind, string> = {
  // A "T" tile, a camera, a camera with a dot, a handset, a person.
  teams: 'M3 3h10v2.5H9.3V13H6.7V5.5H3z',
  zoom: 'M2 4.5h8v7H2zM10.5 7l3.5-2.2v6.4L10.5 9z',
  googlemeet: 'M2 4.5h8v7H2zM10.5 7l3.5-2.2v6.4L10.5 9zM5 7h2v2H5z',
  call: 'M4.2 2.5l2 2.3-1.1 1.6c.7 1.5 2 2.8 3.5 3.5l1.6-1.1 2.3 2-1.2 2.2C6.7 12.6 3.4 9.3 2 4z',
  inperson:
    'M8 2.5a2.3 2.3 0 110 4.6 2.3 2.3 0 010-4.6zM3.5 13.5c0-2.5 2-4.3 4.5-4.3s4.5 1.8 4.5 4.3z',
};

/** The kind's coloured tile with its icon (decorative: the label is said next to it). */
export function KindIcon({ kind }: { kind: MeetingKind }) {
  return (
    <span className={css.swatch} style={{ background: kindStyles[kind].color }} aria-hidden="true">
      <svg
        width="12"
        height="12"
        viewBox="0 0 16 16"
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
      >
        <path d={iconPaths[kind]} />
      </svg>
    </span>
  );
}

/**
 * A modal on the native `<dialog>` (focus trap, Escape and the top layer come from the browser):
 * no overlay library in the bundle.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {open ? <div className={css.dialogBody}>{children}</div> : null}
    </dialog>
  );
}
