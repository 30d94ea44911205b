import type { ReactNode } from 'react';

/** About this many elements make one run (they hydrate in a task of a few milliseconds). */
export const ELEMENTS_PER_RUN = 100;

/**
 * One run of a page's blocks (scripts/markdown/rehype-content-runs.ts makes each page import it
 * and wrap its blocks in runs). The build passes the run's elements as a function, not as children:
 * the elements are created when this component renders, which for a run the server rendered is
 * when React hydrates the run's Suspense boundary (ContentInParts), in a task of its own. Creating
 * every element of a long page at once, and compiling the one function that did it, was a single
 * task of 20–40 ms at the start of hydration.
 */
export function ContentRun({ render }: { render: () => ReactNode }) {
  return render();
}
