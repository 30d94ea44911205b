import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** About this many elements hydrate in one task (a few milliseconds on a mid-range phone). */
export const ELEMENTS_PER_PART = 100;

/** Elements in a rendered tree, counting each JSX element (HTML or component) once. */
export function countElements(node: ReactNode): number {
  if (Array.isArray(node)) return node.reduce<number>((sum, child) => sum + countElements(child), 0);
  if (!isValidElement(node)) return 0;
  return 1 + countElements((node.props as { children?: ReactNode }).children);
}

/**
 * The content's top-level nodes in runs of about `budget` elements, in order: a run ends before
 * the element that would take it past the budget, so one large element (a long code block) is a
 * run of its own. Text between elements stays with the run before it.
 */
export function splitIntoParts(nodes: readonly ReactNode[], budget = ELEMENTS_PER_PART): ReactNode[][] {
  const parts: ReactNode[][] = [];
  let current: ReactNode[] = [];
  let size = 0;
  for (const node of nodes) {
    const weight = countElements(node);
    if (weight > 0 && size > 0 && size + weight > budget) {
      parts.push(current);
      current = [];
      size = 0;
    }
    current.push(node);
    size += weight;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

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
