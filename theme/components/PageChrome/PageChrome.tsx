import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import {
  applyHiddenParts,
  FEED_LINK_SELECTOR,
  globalUIHiddenByQuery,
  type HideNavbarMode,
  hashTargetId,
  hiddenPartsFromQuery,
  SCROLL_THROTTLE_MS,
  shouldHideNavbar,
  throttle,
} from './page-chrome';
import './PageChrome.css';

/** Keeps `?navbar=0`-style switches in sync on client-side navigation. */
function useQuerySwitches(search: string) {
  useEffect(() => {
    applyHiddenParts(document.documentElement, hiddenPartsFromQuery(search));
  }, [search]);
}

/**
 * `?globalUIComponents=0`: Rspress then skips the global components (image zoom, FeedLinks) on the
 * client, but the feed links the static render put in the head stay; remove them too.
 */
function useGlobalUISwitch(search: string) {
  useEffect(() => {
    if (!globalUIHiddenByQuery(search)) return;
    for (const link of document.head.querySelectorAll(FEED_LINK_SELECTOR)) link.remove();
  }, [search]);
}

/** Implements the theme's `hideNavbar` setting (never / always / auto). */
function useHideNavbar(mode: HideNavbarMode) {
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-navbar-hidden', mode === 'always');
    if (mode !== 'auto') return;
    // Read in the next frame: during hydration's effects it would force a layout of the whole page.
    let previousY = 0;
    const frame = requestAnimationFrame(() => {
      previousY = window.scrollY;
    });
    const onScroll = throttle(() => {
      const nav = document.querySelector<HTMLElement>('.rp-nav');
      const currentY = window.scrollY;
      root.toggleAttribute(
        'data-navbar-hidden',
        shouldHideNavbar(mode, previousY, currentY, nav?.offsetHeight ?? 64),
      );
      previousY = currentY;
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      root.removeAttribute('data-navbar-hidden');
    };
  }, [mode]);
}

/** Logs a warning when the location hash names no element on the page. */
function useMissingHashWarning(pathname: string, hash: string) {
  useEffect(() => {
    const id = hashTargetId(hash);
    if (!id) return;
    // Give the page content a moment to render before looking the target up.
    const timer = window.setTimeout(() => {
      if (!document.getElementById(id)) {
        console.warn(`[rsbuild-docs] No element with id "${id}" on ${pathname}; the link target is missing.`);
      }
    }, 100);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}

/** Page-level behaviour that the default theme lacks: query switches, hiding nav bar, hash checks. */
export function PageChrome() {
  const { pathname, search, hash } = useLocation();
  const { site } = useSite();
  const mode: HideNavbarMode = site.themeConfig.hideNavbar ?? 'never';
  useQuerySwitches(search);
  useGlobalUISwitch(search);
  useHideNavbar(mode);
  useMissingHashWarning(pathname, hash);
  return null;
}
