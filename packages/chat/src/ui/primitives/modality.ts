/*
 * Modality for the chat's own overlays, on the platform's `inert` attribute instead of react-aria's
 * FocusScope + ariaHideOutside + usePreventScroll chain (about 20 KB gzip): while a modal is open,
 * everything outside it is inert — not focusable, not clickable, hidden from assistive technology —
 * except toast regions (react-aria marks them `data-react-aria-top-layer`), which stay reachable as
 * they do beside react-aria's own modals. Modals stack (Create Group Chat opens over the chat):
 * only the top one answers Escape, and each one undoes exactly what it did.
 */

interface OpenModal {
  dialog: HTMLElement;
  onEscape: () => void;
}

const stack: OpenModal[] = [];
let savedOverflow = '';

const topLayer = '[data-react-aria-top-layer]';

/** Makes `element` inert, or — when it holds a toast region — its children around that region. */
function inertExcept(element: Element, done: Element[]) {
  if (element.hasAttribute('inert') || element.matches(topLayer)) return;
  if (element.querySelector(topLayer)) {
    for (const child of element.children) inertExcept(child, done);
    return;
  }
  element.setAttribute('inert', '');
  done.push(element);
}

function onKeyDown(event: KeyboardEvent) {
  const top = stack[stack.length - 1];
  if (event.key !== 'Escape' || !top || event.defaultPrevented) return;
  event.preventDefault();
  top.onEscape();
}

/**
 * Opens `dialog` as a modal inside `overlay` (its backdrop, the element portalled into the page):
 * the rest of the page goes inert, page scrolling stops, focus moves in (unless something inside
 * already took it, e.g. an `autoFocus` field), Escape and a click on the backdrop call `onDismiss`.
 * Returns the undo: inert and scrolling restored, focus back where it was.
 */
export function openModal(
  overlay: HTMLElement,
  dialog: HTMLElement,
  onDismiss: () => void,
): () => void {
  const restoreFocus = document.activeElement;
  const inerted: Element[] = [];
  for (let node: Element = overlay; node !== document.body && node.parentElement; ) {
    const parent: Element = node.parentElement;
    for (const sibling of parent.children) if (sibling !== node) inertExcept(sibling, inerted);
    node = parent;
  }
  if (stack.length === 0) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
  }
  const entry: OpenModal = { dialog, onEscape: onDismiss };
  stack.push(entry);
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === overlay) onDismiss();
  };
  overlay.addEventListener('click', onBackdrop);
  if (!dialog.contains(document.activeElement)) dialog.focus();

  return () => {
    overlay.removeEventListener('click', onBackdrop);
    stack.splice(stack.indexOf(entry), 1);
    for (const element of inerted) element.removeAttribute('inert');
    if (stack.length === 0) {
      document.documentElement.style.overflow = savedOverflow;
      document.removeEventListener('keydown', onKeyDown);
    }
    if (restoreFocus instanceof HTMLElement && restoreFocus.isConnected) restoreFocus.focus();
  };
}
