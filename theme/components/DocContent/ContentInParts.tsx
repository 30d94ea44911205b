import { createElement, Fragment, type ReactNode, Suspense } from 'react';
import { mdxBlocks } from '../../rspress-internals';
import { hydrationParts } from './content-parts';

/**
 * The MDX `wrapper`: each run of the page's blocks (about 100 elements, made at build time by
 * scripts/markdown/rehype-content-runs.ts) in a Suspense boundary that React hydrates on its own
 * (components/HydrationParts), so a click in one run hydrates that run first, and a run's elements
 * are only created when it hydrates. The markup is the same: no element is added around a run.
 */
export function ContentInParts({ children }: { children?: ReactNode }) {
  const parts = hydrationParts(mdxBlocks(children));
  return (
    <>
      {parts.map((nodes, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one page are fixed
        <Suspense key={index}>{createElement(Fragment, null, ...nodes)}</Suspense>
      ))}
    </>
  );
}
