import type { ReactNode } from 'react';

/**
 * One run of a page's blocks (scripts/markdown/rehype-content-runs.ts makes each page import it
 * and wrap its blocks in runs). The build passes the run's elements as a function, not as children:
 * the elements are created when this component renders, which for a run the server rendered is
 * when React hydrates the run's Suspense boundary (ContentInParts), in a task of its own, rather
 * than all of the page's elements in the first task of hydration.
 */
export function ContentRun({ render }: { render: () => ReactNode }) {
  return render();
}
