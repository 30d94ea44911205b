import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { type Dispatch, type SetStateAction, useState } from 'react';

export type SidebarData = ReturnType<typeof useSidebar>;
type SidebarEntry = SidebarData[number];

/**
 * Opens every group on the way to the active page (`collapsed = false`, in place; other groups
 * keep their state) and returns the entries in a new array, as the default sidebar does when a
 * page is shown.
 */
export function openActivePath(data: SidebarData, isActive: (link: string) => boolean): SidebarData {
  const containsActive = (entry: SidebarEntry): boolean => {
    // Every child is visited: a group can hold the active page at more than one depth.
    const childActive = 'items' in entry && entry.items.map(containsActive).some(Boolean);
    const selfActive = 'link' in entry && typeof entry.link === 'string' && isActive(entry.link);
    if ('items' in entry && (childActive || selfActive)) entry.collapsed = false;
    return childActive || selfActive;
  };
  const entries = data.filter(Boolean);
  entries.forEach(containsActive);
  return entries;
}

/**
 * The sidebar's state, with the groups of the active page open: what the default theme's
 * `useSidebarDynamic` returns, without its layout effect. That effect sets the state again right
 * after the first render, which React turns into a synchronous second render inside the commit of
 * the hydration. Here a new page or sidebar is picked up during the render that sees it (React's
 * way of deriving state from changing inputs), so mounting renders once.
 *
 * As in the default, the browser works on the site's sidebar data itself, so a group opened or
 * folded stays that way on the next page of the same sidebar; the server render, which renders
 * every page in one process, works on a copy.
 */
export function useSidebarState(): [SidebarData, Dispatch<SetStateAction<SidebarData>>] {
  const sidebar = useSidebar();
  const isActive = useActiveMatcher();
  const [source, setSource] = useState({ sidebar, isActive });
  const [data, setData] = useState(() =>
    openActivePath(typeof window === 'undefined' ? structuredClone(sidebar) : sidebar, isActive),
  );
  if (source.sidebar !== sidebar || source.isActive !== isActive) {
    const next = openActivePath(sidebar, isActive);
    setSource({ sidebar, isActive });
    setData(next);
    return [next, setData];
  }
  return [data, setData];
}
