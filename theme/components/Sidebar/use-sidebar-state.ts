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
 * The default `useSidebarDynamic`'s state (the active page's groups open) derived during render
 * instead of set again in a layout effect, which re-rendered synchronously inside hydration. As in
 * the default, the browser works on the site's sidebar data itself, so a group's fold carries over
 * to the next page; the server render, which renders every page in one process, works on a copy.
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
