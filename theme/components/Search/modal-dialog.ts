import { type RefObject, useLayoutEffect, useRef } from 'react';
import { searchButtons } from './SearchButton';

/** What Tab can reach inside the dialog. */
const TABBABLE = 'a[href], button, input, [tabindex]:not([tabindex="-1"])';

/** Whether an element is rendered (the Cancel button is not on a desktop). */
export const isShown = (element: HTMLElement) => element.checkVisibility?.() !== false;

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(isShown);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const at = document.activeElement;
  const to = event.shiftKey ? (at === first || !dialog.contains(at)) && last : at === last && first;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/**
 * Shows the `<dialog>` as a modal while the component is mounted: the page behind is inert (the
 * browser's `showModal`) and does not scroll, Tab and Shift+Tab cycle inside, Escape calls `close`
 * (also while the search box has text, which the browser would clear first), and on unmount focus
 * goes back where it was, or to the search button when it was nowhere (opened by the shortcut).
 */
export function useModalDialog(close: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const closeLatest = useRef(close);
  closeLatest.current = close;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    const root = document.documentElement.style;
    const before = { overflow: root.overflow, scrollbarGutter: root.scrollbarGutter };
    // A classic scrollbar keeps its room (nothing behind moves); overlay scrollbars have none to keep.
    const gutter =
      window.innerWidth > document.documentElement.clientWidth ? 'stable' : before.scrollbarGutter;
    Object.assign(root, { overflow: 'hidden', scrollbarGutter: gutter });
    dialog.showModal();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepTabInside(dialog, event);
      if (event.key !== 'Escape' || event.isComposing) return;
      event.preventDefault();
      closeLatest.current();
    };
    // Escape with no key event (a close request of the platform, e.g. Android's back).
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeLatest.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
      Object.assign(root, before);
      const back =
        opener instanceof HTMLElement && opener !== document.body && opener.isConnected ? opener : undefined;
      // Without scrolling: the page stays where the reader left it (the nav may have slid away).
      (back ?? searchButtons().find(isShown))?.focus({ preventScroll: true });
    };
  }, []);
  return ref;
}
