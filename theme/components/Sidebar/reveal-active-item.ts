import { type RefObject, useEffect } from 'react';
import scrollIntoViewIfNeeded from 'scroll-into-view-if-needed';

/**
 * On phones the closed sidebar takes no layout (theme/styles/layout.css), so the default item's
 * scroll on mount finds nothing to scroll: each time the doc layout opens the sidebar, its active
 * item is scrolled into the middle of it, as the default item scrolls itself (the sidebar is the
 * boundary, the page behind does not move).
 */
export function useRevealActiveItemOnOpen(open: boolean, sidebar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const boundary = sidebar.current;
    const item = open ? boundary?.querySelector('.rp-sidebar-item--active') : null;
    if (item) scrollIntoViewIfNeeded(item, { scrollMode: 'if-needed', block: 'center', boundary });
  }, [open, sidebar]);
}
