import { SidebarList } from '@rspress/core/theme-original';
import { Suspense, useMemo, useState } from 'react';
import { onlyEntry } from '../../rspress-internals';
import { useRevealActiveItemOnOpen } from './reveal-active-item';
import { keepWhileEqual, sidebarSignature } from './same-while-equal';
import { type SidebarData, useSidebarState } from './use-sidebar-state';

/**
 * The default sidebar's list with each top-level entry in a Suspense boundary of its own, its state
 * from `useSidebarState` (one render on mount), and the same list kept while the sidebar data stays
 * equal. On phones it reveals the active item whenever the sidebar opens. See ARCHITECTURE.md,
 * "Hydration in parts".
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
