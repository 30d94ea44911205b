import { useWatchToc as useBaseWatchToc } from '@rspress/core/theme-original';
import { startTransition, useCallback } from 'react';

/**
 * The default theme's `useWatchToc` with the article element passed on in a transition: the
 * default sets it from a ref callback inside the commit, a synchronous re-render of the whole doc
 * layout that hydrated every waiting part at once.
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
