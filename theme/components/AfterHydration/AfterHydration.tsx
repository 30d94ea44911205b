import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Its children once hydrated, the placeholder before: the state lives here, so only this
 * component renders again at hydration, not the parent that holds the children.
 */
export function AfterHydration({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : placeholder;
}
