import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from '../PageChrome/page-chrome';
import { activeAnchor, cssPixels, OUTLINE_TRACKING_DELAY_MS } from './active-anchor';

/**
 * The default theme's hook for the outline's active heading with the spec's timing: tracking starts
 * 100 ms after the page or its headings change (after any hash scroll), and runs at most every 200 ms.
 */
export function useActiveAnchor(headers: Header[]): {
  scrolledHeader: Header | undefined;
  activeAnchorId: string | undefined;
} {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<Header>();
  const { hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hash re-measures, as in the default hook.
  useEffect(() => {
    const measure = () => {
      const padding = cssPixels(
        getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top'),
      );
      const offsets = headers.map((header) => ({
        id: header.id,
        top: document.getElementById(header.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      }));
      const state = activeAnchor(offsets, padding - 5, window.innerHeight);
      setActiveAnchorId(state.activeId);
      setScrolledHeader(headers.find((header) => header.id === state.scrolledId));
    };
    const onScroll = throttle(measure, SCROLL_THROTTLE_MS);
    const start = window.setTimeout(() => {
      measure();
      window.addEventListener('scroll', onScroll, { passive: true });
    }, OUTLINE_TRACKING_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [headers, hash]);

  return { scrolledHeader, activeAnchorId };
}
