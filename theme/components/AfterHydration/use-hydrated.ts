import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server render and during hydration, true once the page is hydrated (set in a
 * transition, so no urgent update follows hydration). A control that does nothing without
 * JavaScript renders a placeholder of its size until then, so the served HTML has no dead button.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
