import { eastAsianWidth } from 'get-east-asian-width';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { classesOf, isShikiPre } from './hast-classes';

/**
 * Run after Shiki: gives each `<pre class="shiki">` the class `code-sized`, its line count
 * (`--code-lines`) and its widest line in character cells (`--code-cols` of one `ch`, `--code-wide`
 * CJK cells of one `em`), from which theme/styles/code-layout.css sizes the placeholder of a block
 * skipped by `content-visibility: auto`. The counts must stay exact: the page's height and a
 * block's scrollbar before it renders depend on them. See ARCHITECTURE.md, "Code blocks laid out
 * on demand".
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
interface LineCells {
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
