import { useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * Hands the page data the app hydrated with to Rspress's page-data cache, once, in the commit of
 * the first render. Rspress's `App` looks for the current path in that cache in a layout effect
 * (which runs after this one: a child's layout effects run before its parent's); on the first load
 * it is not there, so `App` loads the same page's data again and sets it into `PageContext` as a new
 * object. That urgent context change at the root makes React hydrate every part still waiting in a
 * `<Suspense>` boundary at once, in one long blocking task (about a second of a throttled phone's
 * main thread on a doc page), instead of in its own time-sliced work. With the data in the cache,
 * `App` sets the very object the context already holds, and React bails out.
 */
export function useInitialPageData(): void {
  const { page } = usePage();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the data of the first render, once.
  useLayoutEffect(() => {
    warmPageData(pathname, page);
  }, []);
}
