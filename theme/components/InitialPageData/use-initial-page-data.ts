import { useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * Hands the hydrated page data to Rspress's page-data cache in the first commit, before `App`'s
 * layout effect (a child's runs first) looks it up there. Otherwise `App` loads the data again and
 * sets a new object into `PageContext`, an urgent update that hydrates every waiting part at once.
 */
export function useInitialPageData(): void {
  const { page } = usePage();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the data of the first render, once.
  useLayoutEffect(() => {
    warmPageData(pathname, page);
  }, []);
}
