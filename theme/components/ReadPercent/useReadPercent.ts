import { useEffect, useMemo, useState } from 'react';
import { readPercent } from './read-percent';

/**
 * The default theme's `useReadPercent` with the same result, measured in the next animation frame
 * (once per frame for scroll and resize) instead of in the first effects and a layout effect, which
 * forced a layout and a synchronous re-render inside hydration.
 */
export function useReadPercent(): [number, number] {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(0);
  const [articleHeight, setArticleHeight] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const article = document.querySelector('.rspress-doc');
      if (article) setArticleHeight(article.getBoundingClientRect().height || 0);
      setViewportHeight(window.innerHeight);
      setScrollTop(window.scrollY || document.documentElement.scrollTop);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  const percent = useMemo(
    () => readPercent(scrollTop, viewportHeight, articleHeight),
    [scrollTop, viewportHeight, articleHeight],
  );
  return [percent, scrollTop];
}
