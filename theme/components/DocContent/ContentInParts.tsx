import { createElement, Fragment, type ReactNode, Suspense } from 'react';
import { mdxBlocks, splitIntoParts } from './content-parts';

/**
 * The MDX `wrapper`: the page's blocks in runs of about 100 elements, each a Suspense boundary
 * that React hydrates on its own (components/HydrationParts), so a click in one run hydrates that
 * run first. The markup is the same: no element is added around a run.
 */
export function ContentInParts({ children }: { children?: ReactNode }) {
  const parts = splitIntoParts(mdxBlocks(children));
  return (
    <>
      {parts.map((nodes, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one page are fixed
        <Suspense key={index}>{createElement(Fragment, null, ...nodes)}</Suspense>
      ))}
    </>
  );
}
