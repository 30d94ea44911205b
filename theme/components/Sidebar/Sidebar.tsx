import { useSidebarDynamic } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { Suspense, useMemo, useState } from 'react';
import { onlyEntry } from './only-entry';
import { useRevealActiveItemOnOpen } from './reveal-active-item';
import { keepWhileEqual, sidebarSignature } from './same-while-equal';

type SidebarData = ReturnType<typeof useSidebarDynamic>[0];

/**
 * The default sidebar's list, in two ways lighter on first load (issue 8):
 *
 * - Each top-level entry (a link or a whole group) is a Suspense boundary of its own, which React
 *   hydrates separately, and first when the reader clicks in it (components/HydrationParts).
 * - One render less on mount: `useSidebarDynamic` sets its state again in a layout effect right
 *   after mounting, with data equal to what was just rendered, which drew all the items a
 *   second time. Equal data keeps the list that is on screen; a group toggle or a new page
 *   changes the data and renders it.
 *
 * On phones it also scrolls the active item into view whenever the sidebar opens (see
 * reveal-active-item.ts).
 */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
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
