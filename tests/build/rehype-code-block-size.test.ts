import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { countLines, rehypeCodeBlockSize, SIZED_CLASS } from '../../scripts/markdown/rehype-code-block-size';
import { shikiLine, shikiPre } from './shiki-hast';

/** A Shiki code block with one line per text (an empty text: an empty line). */
const shikiBlock = (lines: string[]): Element =>
  shikiPre(
    lines.map((value) => shikiLine({ type: 'text', value })),
    { tabindex: '0' },
  );

function run(...nodes: Element[]): Root {
  const tree: Root = { type: 'root', children: nodes };
  rehypeCodeBlockSize()(tree);
  return tree;
}

describe('rehypeCodeBlockSize', () => {
  it('counts the lines of a block, empty ones included', () => {
    expect(countLines(shikiBlock(['a', '', 'b']))).toBe(3);
    expect(countLines(shikiBlock([]))).toBe(0);
  });

  it('marks a Shiki block with its class and line count, keeping its other properties', () => {
    const [pre] = run(shikiBlock(['import x;', '', 'x();', 'export {};'])).children as Element[];
    expect(pre?.properties).toEqual({
      className: ['shiki', 'css-variables', SIZED_CLASS],
      style: 'background-color:var(--shiki-background);color:var(--shiki-foreground);--code-lines:4',
      tabindex: '0',
    });
  });

  it('leaves a <pre> that Shiki did not write alone', () => {
    const plain: Element = { type: 'element', tagName: 'pre', properties: {}, children: [] };
    run(plain);
    expect(plain.properties).toEqual({});
  });

  it('sizes the placeholder with the line height and padding Rspress gives a block', () => {
    const css = readFileSync(path.resolve('theme/styles/code-layout.css'), 'utf8');
    const rspress = readFileSync(
      path.resolve('node_modules/@rspress/core/dist/theme/components/CodeBlock/index.css'),
      'utf8',
    );
    // <code> carries the font size, a 1.7 line height and 1rem of padding above and below.
    const code = /\.rp-codeblock__content :where\(code\) \{([^}]*)\}/.exec(rspress)?.[1] ?? '';
    expect(code).toContain('font-size: var(--rp-code-font-size)');
    expect(code).toContain('line-height: 1.7');
    expect(code).toContain('padding: 1rem 0');
    expect(/white-space: pre;/.test(rspress)).toBe(true);
    expect(css).toContain(`pre.${SIZED_CLASS}`);
    // Each line as the browser lays it out: 1.7 × the size, rounded down to its 1/64 px unit.
    expect(css).toContain(
      'calc(var(--code-lines) * round(down, var(--rp-code-font-size) * 1.7, 1px / 64) + 2rem)',
    );
  });
});
