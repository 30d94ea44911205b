import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { classesOf, isShikiPre } from './hast-classes';

/**
 * Code blocks laid out when they come near the screen, at their real height before that. A code
 * block is the heaviest part of a page to lay out (a span per token, a line box per line), and a
 * long page lays out all of them before its first paint: `/plugins/dev/hooks` had 6,500 layout
 * objects in its first layout, 1,400 once the blocks off screen are skipped.
 *
 * Run after Shiki, this plugin gives each `<pre class="shiki">` the class `code-sized` and its
 * number of lines as `--code-lines` in its inline style. theme/styles/code-layout.css sets
 * `content-visibility: auto` on it, with a placeholder height computed from the line count. The
 * `<pre>` never wraps (`white-space: pre`), so that height is the block's real one (to a tenth
 * of a pixel): the page is as tall before the blocks render as after, so scroll positions,
 * anchor jumps and the outline's active heading are where they would be without the skip.
 */

export const SIZED_CLASS = 'code-sized';

/** The number of lines Shiki wrote into a `<pre>`: its `span.line` elements. */
export function countLines(pre: Element): number {
  let lines = 0;
  visit(pre, 'element', (node) => {
    if (node.tagName === 'span' && classesOf(node).includes('line')) {
      lines++;
      return 'skip';
    }
  });
  return lines;
}

export function rehypeCodeBlockSize() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!isShikiPre(node)) return;
      const lines = countLines(node);
      const style = String(node.properties.style ?? '').replace(/;?\s*$/, '');
      const { class: _class, className: _className, ...rest } = node.properties;
      node.properties = {
        ...rest,
        className: [...classesOf(node), SIZED_CLASS],
        style: `${style ? `${style};` : ''}--code-lines:${lines}`,
      };
      return 'skip';
    });
  };
}
