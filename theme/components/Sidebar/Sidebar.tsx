import { useSidebarDynamic } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { useMemo, useState } from 'react';
import { DeferredHydration } from '../DeferredHydration/DeferredHydration';
import { keepWhileEqual, sidebarSignature } from './same-while-equal';

/**
 * The default sidebar's list, with one render less on mount: `useSidebarDynamic` sets its state
 * again in a layout effect right after mounting, with data equal to what was just rendered,
 * which drew all the items a second time inside the first render (issue 8). Equal data keeps
 * the list that is on screen; a group toggle or a new page changes the data and renders it.
 */
type SidebarData = ReturnType<typeof useSidebarDynamic>[0];

function SidebarItems() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  const [keep] = useState(() => keepWhileEqual<SidebarData>(sidebarSignature));
  const shown = keep(sidebarData);
  return useMemo(
    () => <SidebarList sidebarData={shown} setSidebarData={setSidebarData} />,
    [shown, setSidebarData],
  );
}

/** Hydrated in the second task after the page shell (see DeferredHydration). */
export function Sidebar() {
  return (
    <DeferredHydration step={2}>
      <SidebarItems />
    </DeferredHydration>
  );
}
