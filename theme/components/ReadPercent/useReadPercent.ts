import { useEffect, useMemo, useState } from 'react';
import { readPercent } from './read-percent';

/**
 * The default theme's `useReadPercent` (the progress circle of the outline and the mobile menu
 * bar) with the same result, but every measurement, the viewport's height included, happens in
 * the next animation frame instead of inside the first effects. Measuring there forced a layout
 * of the whole page within hydration, the page's longest task (issue 8); the default's
 * `useWindowSize` also reads `window.innerWidth` in a layout effect and sets state there, which
 * forces a layout and a synchronous re-render inside the hydration of the part that shows the
 * circle. Scroll and resize events are folded into one measurement per frame.
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
