import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { classesOf, isShikiPre } from './hast-classes';

/**
 * Run after Shiki (a `markdown.rehypePlugins` entry runs after Rspress's own): a token span styled
 * `color:var(--shiki-token-<name>)` gets the class `tk-<name>` instead (theme/styles/code-tokens.css),
 * a span in the block's own foreground colour is unwrapped into the text around it, and any other
 * style is left as it is. See ARCHITECTURE.md, "Code tokens as classes".
 */

/** The token variables of Rspress's Shiki theme (`--shiki-token-<name>`), each a class in code-tokens.css. */
export const TOKEN_NAMES = [
  'keyword',
  'punctuation',
  'function',
  'string-expression',
  'constant',
  'string',
  'comment',
  'parameter',
  'link',
  'inserted',
  'deleted',
] as const;

const TOKEN_COLOR = /^color:\s*var\(--shiki-(foreground|token-[a-z-]+)\);?$/;

/** The class for an inline token style, `null` for the foreground, `undefined` for any other style. */
export function tokenClass(style: string): string | null | undefined {
  const variable = TOKEN_COLOR.exec(style.trim())?.[1];
  if (variable === 'foreground') return null;
  const name = variable?.slice('token-'.length);
  return TOKEN_NAMES.some((known) => known === name) ? `tk-${name}` : undefined;
}

/** The children of a line with its foreground tokens unwrapped and adjacent texts joined. */
function lineChildren(children: ElementContent[]): ElementContent[] {
  const result: ElementContent[] = [];
  const pushText = (value: string) => {
    const last = result[result.length - 1];
    if (last?.type === 'text') last.value += value;
    else result.push({ type: 'text', value });
  };
  for (const child of children) {
    if (child.type === 'text') {
      pushText(child.value);
      continue;
    }
    if (child.type === 'element' && child.tagName === 'span' && typeof child.properties?.style === 'string') {
      const token = tokenClass(child.properties.style);
      const onlyText = child.children.every((inner) => inner.type === 'text');
      if (token === null && onlyText && Object.keys(child.properties).length === 1) {
        for (const inner of child.children) if (inner.type === 'text') pushText(inner.value);
        continue;
      }
      if (token) {
        const classes = classesOf(child);
        const { style: _style, className: _className, class: _class, ...rest } = child.properties;
        child.properties = { ...rest, className: [...classes, token] };
      }
    }
    result.push(child);
  }
  return result;
}

/** Classes Shiki's notation transformers give a marked line (rspress.config.ts `markdown.shiki`). */
const NOTATION_LINE_CLASSES = ['diff', 'highlighted', 'focused'];

/**
 * Drops the whitespace a notation comment (`const a = 1; // [!code ++]`) leaves at the end of
 * its line once the transformer has removed the comment, so that copying the line does not carry it.
 */
function trimLineEnd(line: Element): void {
  const last = line.children[line.children.length - 1];
  if (last?.type === 'text') {
    last.value = last.value.trimEnd();
    if (!last.value) line.children.pop();
  } else if (last?.type === 'element') trimLineEnd(last);
}

export function rehypeCodeTokenClasses() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!isShikiPre(node)) return;
      visit(node, 'element', (inner) => {
        if (inner.tagName === 'span' || inner.tagName === 'code')
          inner.children = lineChildren(inner.children);
        if (classesOf(inner).some((name) => NOTATION_LINE_CLASSES.includes(name))) trimLineEnd(inner);
      });
      return 'skip';
    });
  };
}
