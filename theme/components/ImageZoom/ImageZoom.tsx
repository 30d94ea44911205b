import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './ImageZoom.css';

/** The images the default theme's zoom targets. */
export const ZOOM_SELECTOR = '.rspress-doc img';

/**
 * Image zoom as the default `MediumZoom` does it (medium-zoom's defaults, attached 100 ms after
 * each navigation), with medium-zoom loaded only on pages that have images. The default is off
 * (`mediumZoom: false`); as a global UI component, `globalUIComponents: false` hides this one.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attach to the new page's images after each navigation.
  useEffect(() => {
    let zoom: Zoom | undefined;
    let cancelled = false;
    const timeout = setTimeout(() => {
      const images = document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR);
      if (images.length === 0) return;
      import('medium-zoom')
        .then(({ default: mediumZoom }) => {
          if (!cancelled) zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
        })
        .catch((error: unknown) => {
          // Offline or a replaced deployment: the images stay as they are.
          console.warn('[image zoom] not available:', error);
        });
    }, 100);
    return () => {
      cancelled = true;
      clearTimeout(timeout);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);

  return null;
}
