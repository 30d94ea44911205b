import { SidebarList } from '@rspress/core/theme-original';
import { Suspense, useMemo, useState } from 'react';
import { onlyEntry } from './only-entry';
import { useRevealActiveItemOnOpen } from './reveal-active-item';
import { keepWhileEqual, sidebarSignature } from './same-while-equal';
import { type SidebarData, useSidebarState } from './use-sidebar-state';

/**
 * The default sidebar's list, in two ways lighter on first load (issue 8):
 *
 * - Each top-level entry (a link or a whole group) is a Suspense boundary of its own, which React
 *   hydrates separately, and first when the reader clicks in it (components/HydrationParts).
 * - One render on mount: the state comes from `useSidebarState`, which, unlike the default's
 *   `useSidebarDynamic`, does not set it again in a layout effect (a synchronous second render
 *   inside the hydration). A new page whose sidebar data is equal to the last keeps the list on
 *   screen; a group toggle or a different sidebar changes the data and renders it.
 *
 * On phones it also scrolls the active item into view whenever the sidebar opens (see
 * reveal-active-item.ts).
 */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarState();
  const [keep] = useState(() => keepWhileEqual<SidebarData>(sidebarSignature));
  const shown = keep(sidebarData);
  useRevealActiveItemOnOpen();
  return useMemo(
    () => (
      <>
        {shown.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are addressed by index, as in the default list
          <Suspense key={index}>
            <SidebarList sidebarData={onlyEntry(shown, index)} setSidebarData={setSidebarData} />
          </Suspense>
        ))}
      </>
    ),
    [shown, setSidebarData],
  );
}
