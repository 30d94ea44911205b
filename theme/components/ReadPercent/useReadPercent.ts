import { useWindowSize } from '@rspress/core/runtime';
import { useEffect, useMemo, useState } from 'react';
import { readPercent } from './read-percent';

/**
 * The default theme's `useReadPercent` (the progress circle of the outline and the mobile menu
 * bar) with the same result, but it measures in the next animation frame instead of inside the
 * first effects. Measuring there forced a layout of the whole page within the first client
 * render, the page's longest task (issue 8). Scroll events are also folded into one
 * measurement per frame.
 */
export function useReadPercent(): [number, number] {
  const [scrollTop, setScrollTop] = useState(0);
  const [articleHeight, setArticleHeight] = useState(0);
  const { height } = useWindowSize();

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const article = document.querySelector('.rspress-doc');
      if (article) setArticleHeight(article.getBoundingClientRect().height || 0);
      setScrollTop(window.scrollY || document.documentElement.scrollTop);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  const percent = useMemo(
    () => readPercent(scrollTop, height, articleHeight),
    [scrollTop, height, articleHeight],
  );
  return [percent, scrollTop];
}
