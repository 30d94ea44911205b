import { eastAsianWidth } from 'get-east-asian-width';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { classesOf, isShikiPre } from './hast-classes';

/**
 * Code blocks laid out when they come near the screen, at their real size before that. A code
 * block is the heaviest part of a page to lay out (a span per token, a line box per line), and a
 * long page lays out all of them before its first paint: `/plugins/dev/hooks` had 6,500 layout
 * objects in its first layout, 1,400 once the blocks off screen are skipped.
 *
 * Run after Shiki, this plugin gives each `<pre class="shiki">` the class `code-sized` and, in its
 * inline style, its number of lines (`--code-lines`) and the width of its widest line in character
 * cells: `--code-cols` narrow ones (one `ch` of the monospace font) and `--code-wide` wide ones (a
 * CJK character, one `em`). theme/styles/code-layout.css sets `content-visibility: auto` on it,
 * with a placeholder of that size. The `<pre>` never wraps (`white-space: pre`), so the height is
 * the block's real one (to a tenth of a pixel): the page is as tall before the blocks render as
 * after, so scroll positions, anchor jumps and the outline's active heading are where they would be
 * without the skip. The width matters where the widest line is wider than the block: the skipped
 * block overflows its scroll container as the rendered one does, so the horizontal scrollbar is
 * there from the start instead of appearing, and pushing the rest of the page down, when the block
 * renders.
 */

export const SIZED_CLASS = 'code-sized';

/** Columns between tab stops: Rspress's `tab-size` for code blocks. */
const TAB_SIZE = 4;

/**
 * The width of a CJK character in `ch` of a monospace font: Liberation Mono's, DejaVu Sans Mono's
 * and Menlo's `0` is 0.6 em, a CJK glyph 1 em. Used only to tell which line is the widest.
 */
const WIDE_IN_CH = 1 / 0.6;

/** A line's width in character cells: `narrow` of one `ch`, `wide` of one `em`. */
export interface LineCells {
  narrow: number;
  wide: number;
}

/** The character cells of a line of text (East Asian Wide and Fullwidth characters are wide). */
export function lineCells(text: string): LineCells {
  const cells: LineCells = { narrow: 0, wide: 0 };
  for (const character of text) {
    if (character === '\t') {
      // A tab advances to the next stop; a wide character before it counts as two columns.
      const column = cells.narrow + 2 * cells.wide;
      cells.narrow += TAB_SIZE - (column % TAB_SIZE);
    } else if (eastAsianWidth(character.codePointAt(0) ?? 0, { ambiguousAsWide: false }) === 2) {
      cells.wide++;
    } else {
      cells.narrow++;
    }
  }
  return cells;
}

/** The text of each line Shiki wrote into a `<pre>` (its `span.line` elements). */
export function lineTexts(pre: Element): string[] {
  const lines: string[] = [];
  visit(pre, 'element', (node) => {
    if (node.tagName !== 'span' || !classesOf(node).includes('line')) return;
    let text = '';
    visit(node, 'text', (leaf) => {
      text += leaf.value;
    });
    lines.push(text);
    return 'skip';
  });
  return lines;
}

/** The cells of a block's widest line (none for an empty block). */
export function widestLine(lines: string[]): LineCells {
  const widthOf = ({ narrow, wide }: LineCells) => narrow + wide * WIDE_IN_CH;
  return lines
    .map(lineCells)
    .reduce((widest, cells) => (widthOf(cells) > widthOf(widest) ? cells : widest), { narrow: 0, wide: 0 });
}

export function rehypeCodeBlockSize() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!isShikiPre(node)) return;
      const lines = lineTexts(node);
      const { narrow, wide } = widestLine(lines);
      const style = String(node.properties.style ?? '').replace(/;?\s*$/, '');
      const { class: _class, className: _className, ...rest } = node.properties;
      node.properties = {
        ...rest,
        className: [...classesOf(node), SIZED_CLASS],
        style: `${style ? `${style};` : ''}--code-lines:${lines.length};--code-cols:${narrow};--code-wide:${wide}`,
      };
      return 'skip';
    });
  };
}
