import { type ReactNode, Suspense } from 'react';
import { clientHydrationQueue } from './hydration-queue';

function Gate({ part, children }: { part: string; children: ReactNode }) {
  const queue = clientHydrationQueue();
  // Suspending while hydrating keeps the server's DOM in place (Preact's Suspense shows no
  // fallback then); the part is hydrated when the queue lets it through.
  if (!queue.isOpen(part)) throw queue.whenOpen(part);
  return <>{children}</>;
}

export interface DeferredHydrationProps {
  /** Names the part in the page's hydration queue; unique within a page. */
  part: string;
  children: ReactNode;
}

/**
 * Hydrates `children` in a later task than the page shell (see hydration-queue.ts). The
 * server's markup stays visible and its links work meanwhile.
 *
 * The static render wraps the part in a Suspense boundary, which React writes as a pair of
 * comments around it and nothing else: no element, so styles and layout see the same tree as
 * without this component. The client turns those comments into the range markers Preact keeps
 * in place, with everything between them, while a part waits (markSuspenseRanges in
 * scripts/build/preact-client.ts).
 */
export function DeferredHydration({ part, children }: DeferredHydrationProps) {
  return (
    <Suspense fallback={null}>
      {typeof window === 'undefined' ? children : <Gate part={part}>{children}</Gate>}
    </Suspense>
  );
}
