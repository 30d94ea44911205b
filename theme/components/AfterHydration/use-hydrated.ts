import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while React hydrates the component, true after that, and true
 * from the start for a component mounted later (after a client-side navigation), so nothing
 * flashes there. React's own way: the server snapshot during hydration, the client one otherwise.
 * A control that does nothing without JavaScript renders a placeholder of its size until then, so
 * the served HTML has no dead button. Keep the component that calls it small: it renders again
 * once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
