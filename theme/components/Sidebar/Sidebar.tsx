import { Suspense, useMemo, useState } from 'react';
import { SidebarEntry } from './SidebarGroup';
import { keepWhileEqual, sidebarSignature } from './same-while-equal';
import { type SidebarData, useSidebarState } from './use-sidebar-state';

/**
 * The default sidebar's list (its groups from ./SidebarGroup) with each top-level entry in a
 * Suspense boundary of its own, its state from `useSidebarState` (one render on mount), and the
 * same list kept while the sidebar data stays equal. See ARCHITECTURE.md, "Hydration in parts".
 */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarState();
  const [keep] = useState(() => keepWhileEqual<SidebarData>(sidebarSignature));
  const shown = keep(sidebarData);
  return useMemo(
    () => (
      <>
        {shown.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are addressed by index, as in the default list
          <Suspense key={index}>
            {entry && (
              <SidebarEntry item={entry} id={String(index)} depth={0} setSidebarData={setSidebarData} />
            )}
          </Suspense>
        ))}
      </>
    ),
    [shown, setSidebarData],
  );
}
