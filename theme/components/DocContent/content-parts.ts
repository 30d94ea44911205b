import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { ContentRun } from './content-runs';

/**
 * The top-level nodes of an MDX page. MDX hands its `wrapper` component the content as one
 * element, `<_createMdxContent {...props} />`, a plain function component that returns a fragment
 * of the page's blocks; calling it in the wrapper's render gives those blocks (its hook, the
 * MDX components context, then belongs to the wrapper, which calls it on every render).
 */
export function mdxBlocks(children: ReactNode): ReactNode[] {
  if (!isValidElement(children) || typeof children.type !== 'function') return [children];
  const render = children.type as (props: unknown) => ReactNode;
  const content = render(children.props);
  if (isValidElement(content) && content.type === Fragment) {
    return Children.toArray((content.props as { children?: ReactNode }).children);
  }
  return [content];
}

const isRun = (node: ReactNode) => isValidElement(node) && node.type === ContentRun;

/**
 * The page's blocks as hydration parts: each run the build made (`ContentRun`) is a part of its
 * own; anything else (a page without runs) joins the part before it, or starts the first.
 */
export function hydrationParts(blocks: readonly ReactNode[]): ReactNode[][] {
  const parts: ReactNode[][] = [];
  for (const block of blocks) {
    const last = parts.at(-1);
    if (isRun(block) || !last) parts.push([block]);
    else last.push(block);
  }
  return parts;
}
