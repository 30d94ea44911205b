import { isValidElement, type ReactNode } from 'react';
import { ContentRun } from './content-runs';

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
