import { useEffect } from 'react';

const SIDEBAR = '.rp-doc-layout__sidebar';
const OPEN = 'rp-doc-layout__sidebar--open';

/** Scrolls the sidebar so that its active item sits in the middle, as far as the list allows. */
export function revealActiveItem(sidebar: HTMLElement): void {
  const item = sidebar.querySelector<HTMLElement>('.rp-sidebar-item--active');
  if (!item) return;
  const box = sidebar.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  sidebar.scrollTop += rect.top - box.top - (sidebar.clientHeight - rect.height) / 2;
}

/**
 * On phones the closed sidebar takes no layout (theme/styles/layout.css), so the default item's
 * scroll on mount finds nothing to scroll: reveal the active item each time the sidebar opens.
 */
export function useRevealActiveItemOnOpen(): void {
  useEffect(() => {
    const sidebar = document.querySelector<HTMLElement>(SIDEBAR);
    if (!sidebar) return;
    let open = sidebar.classList.contains(OPEN);
    const observer = new MutationObserver(() => {
      const nowOpen = sidebar.classList.contains(OPEN);
      if (nowOpen && !open) revealActiveItem(sidebar);
      open = nowOpen;
    });
    observer.observe(sidebar, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
}
