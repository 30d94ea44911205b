import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import type { Element, ElementContent, Root } from 'hast';
import { codeToHast, createCssVariablesTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { classesOf } from '../../scripts/markdown/hast-classes';
import {
  rehypeCodeTokenClasses,
  TOKEN_NAMES,
  tokenClass,
} from '../../scripts/markdown/rehype-code-token-classes';
import { shikiLine, shikiPre } from './shiki-hast';

const text = (value: string): ElementContent => ({ type: 'text', value });
const token = (style: string, value: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { style },
  children: [text(value)],
});
/** A code block as Rspress's Shiki (css-variables theme) writes it. */
function shikiBlock(): Element {
  return shikiPre([
    shikiLine(
      token('color:var(--shiki-token-keyword)', 'const'),
      token('color:var(--shiki-foreground)', ' config '),
      token('color:var(--shiki-token-keyword)', '='),
      token('color:var(--shiki-foreground)', ' '),
      token('color:var(--shiki-token-function)', 'defineConfig'),
      token('color:var(--shiki-foreground)', '({});'),
    ),
    shikiLine(token('color:var(--shiki-token-comment);font-style:italic', '// note')),
  ]);
}

const html = (node: ElementContent): string => {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const attrs = Object.entries(node.properties)
    .map(([key, value]) => ` ${key}="${Array.isArray(value) ? value.join(' ') : String(value)}"`)
    .join('');
  return `<${node.tagName}${attrs}>${node.children.map(html).join('')}</${node.tagName}>`;
};

describe('rehypeCodeTokenClasses', () => {
  it('turns token colours into classes, unwraps foreground tokens and leaves other styles', () => {
    const pre = shikiBlock();
    rehypeCodeTokenClasses()({ type: 'root', children: [pre] });
    expect(html(pre)).toBe(
      '<pre class="shiki css-variables" style="background-color:var(--shiki-background);color:var(--shiki-foreground)"><code>' +
        '<span class="line"><span className="tk-keyword">const</span> config <span className="tk-keyword">=</span> ' +
        '<span className="tk-function">defineConfig</span>({});</span>\n' +
        '<span class="line"><span style="color:var(--shiki-token-comment);font-style:italic">// note</span></span>' +
        '</code></pre>',
    );
  });

  it('joins the unwrapped text with its neighbours into one text node', () => {
    const pre = shikiBlock();
    rehypeCodeTokenClasses()({ type: 'root', children: [pre] });
    const firstLine = ((pre.children[0] as Element).children[0] as Element).children;
    expect(firstLine.map((child) => child.type)).toEqual([
      'element',
      'text',
      'element',
      'text',
      'element',
      'text',
    ]);
  });

  it('drops the space a notation comment leaves at the end of a marked line, and only there', async () => {
    const code = 'const a = 1; // [!code ++]\nconst b = 2; // [!code highlight]\nconst c = 3; ';
    const tree = (await codeToHast(code, {
      lang: 'ts',
      theme: createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-' }),
      transformers: [transformerNotationDiff(), transformerNotationHighlight()],
    })) as Root;
    rehypeCodeTokenClasses()(tree);
    const pre = tree.children[0] as Element;
    const lines = ((pre.children[0] as Element).children as Element[]).filter(
      (node) => node.type === 'element',
    );
    const lineText = (node: ElementContent): string =>
      node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(lineText).join('') : '';
    expect(lines.map((line) => [classesOf(line).join(' '), lineText(line)])).toEqual([
      ['line diff add', 'const a = 1;'],
      ['line highlighted', 'const b = 2;'],
      // An unmarked line keeps what its author wrote.
      ['line', 'const c = 3; '],
    ]);
  });

  it('leaves spans outside Shiki code blocks alone', () => {
    const span = token('color:var(--shiki-token-keyword)', 'x');
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', properties: {}, children: [span] }],
    };
    rehypeCodeTokenClasses()(tree);
    expect(span.properties).toEqual({ style: 'color:var(--shiki-token-keyword)' });
  });
});

describe('tokenClass and code-tokens.css', () => {
  it('maps only known token variables', () => {
    expect(tokenClass('color:var(--shiki-token-string-expression)')).toBe('tk-string-expression');
    expect(tokenClass('color:var(--shiki-foreground)')).toBeNull();
    expect(tokenClass('color:var(--shiki-token-unknown)')).toBeUndefined();
    expect(tokenClass('margin-left:6px')).toBeUndefined();
  });

  it('has a rule with the same colour for every class the plugin writes', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../theme/styles/code-tokens.css'), 'utf8');
    for (const name of TOKEN_NAMES) {
      expect(css).toMatch(new RegExp(`\\.tk-${name} \\{\\s*color: var\\(--shiki-token-${name}\\);\\s*\\}`));
    }
  });
});
