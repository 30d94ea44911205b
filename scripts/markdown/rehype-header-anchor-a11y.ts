import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { classesOf } from './hast-classes';

/**
 * The default theme puts a `#` link with `aria-hidden="true"` in every heading. A hidden element
 * must not be focusable (axe `aria-hidden-focus`), so these links leave the tab order: the
 * heading itself is what assistive technology announces, and the link stays clickable.
 */
export function rehypeHeaderAnchorA11y() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'a' && classesOf(node).includes('rp-header-anchor')) {
        node.properties = { ...node.properties, tabIndex: -1 };
      }
    });
  };
}
