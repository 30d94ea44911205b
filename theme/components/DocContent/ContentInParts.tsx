import { createElement, Fragment, type ReactNode } from 'react';
import { DeferredHydration } from '../DeferredHydration/DeferredHydration';
import { mdxBlocks, splitIntoParts } from './content-parts';

/**
 * The MDX `wrapper`: the page's blocks in a few runs, each hydrated in its own task after the
 * page shell (issue 8). The markup is the same: no element is added around a run.
 */
export function ContentInParts({ children }: { children?: ReactNode }) {
  const parts = splitIntoParts(mdxBlocks(children));
  return (
    <>
      {parts.map((nodes, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one page are fixed
        <DeferredHydration key={index} part={`content-${index}`}>
          {createElement(Fragment, null, ...nodes)}
        </DeferredHydration>
      ))}
    </>
  );
}
