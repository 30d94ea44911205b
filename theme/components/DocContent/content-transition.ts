/**
 * The doc content's swap on client-side navigation (spec §4), through the View Transitions API
 * unless the browser lacks it or reduced motion is asked for; afterwards `window` receives
 * `RspressReloadContent` (Rspress 1.x's name) for components that decorate rendered content.
 */

export const CONTENT_RELOAD_EVENT = 'RspressReloadContent';

interface TransitionDocument {
  startViewTransition?: (update: () => void) => unknown;
}

/** Whether this browser animates the swap: the API exists and reduced motion is not requested. */
export function canUseViewTransition(doc: Document, win: Window): boolean {
  const api = (doc as Document & TransitionDocument).startViewTransition;
  if (typeof api !== 'function') return false;
  return !win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Runs `update` (which must change the DOM synchronously) inside a view transition when possible.
 * Returns whether a transition was used.
 */
export function swapContent(update: () => void, doc: Document = document, win: Window = window): boolean {
  if (!canUseViewTransition(doc, win)) {
    update();
    return false;
  }
  try {
    (doc as Document & TransitionDocument).startViewTransition?.call(doc, update);
    return true;
  } catch (error) {
    // A transition that cannot start (e.g. the document is hidden) must not lose the new page.
    console.error('[content] view transition failed, swapping without it:', error);
    update();
    return false;
  }
}

/** Tells listeners that the doc content was replaced. */
export function dispatchContentReload(win: Window = window): void {
  win.dispatchEvent(new CustomEvent(CONTENT_RELOAD_EVENT));
}
