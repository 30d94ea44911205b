import { useWatchToc as useBaseWatchToc } from '@rspress/core/theme-original';
import { startTransition, useCallback } from 'react';

/**
 * The default theme's `useWatchToc` (the doc layout hands it the article element, and it keeps the
 * outline in step with the headings on the page), with the element passed on in a transition.
 * The default keeps the element in state set from a ref callback, which React calls inside the
 * commit: that update is synchronous, so the whole doc layout rendered again in one blocking
 * task, and every part of it still dehydrated had to hydrate at once to take the new props. In a
 * transition the same render is time-sliced and waits for the parts to hydrate on their own.
 */
export function useWatchToc(): ReturnType<typeof useBaseWatchToc> {
  const { rspressDocRef: setDocElement } = useBaseWatchToc();
  const rspressDocRef = useCallback(
    (element: HTMLDivElement | null) => {
      startTransition(() => setDocElement(element));
    },
    [setDocElement],
  );
  return { rspressDocRef };
}
