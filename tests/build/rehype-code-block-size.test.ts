import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import {
  lineCells,
  lineTexts,
  rehypeCodeBlockSize,
  SIZED_CLASS,
  widestLine,
} from '../../scripts/markdown/rehype-code-block-size';
import { shikiLine, shikiPre } from './shiki-hast';

/** A Shiki code block with one line per text (an empty text: an empty line). */
const shikiBlock = (lines: string[]): Element =>
  shikiPre(
    lines.map((value) => shikiLine({ type: 'text', value })),
    { tabindex: '0' },
  );

const readText = (file: string) => readFileSync(path.resolve(file), 'utf8');
/** This site's rule for the sized blocks, and Rspress's code block styles it builds on. */
const css = readText('theme/styles/code-layout.css');
const rspress = readText('node_modules/@rspress/core/dist/theme/components/CodeBlock/index.css');

function run(...nodes: Element[]): Root {
  const tree: Root = { type: 'root', children: nodes };
  rehypeCodeBlockSize()(tree);
  return tree;
}

describe('rehypeCodeBlockSize', () => {
  it('reads the text of each line of a block, empty ones included', () => {
    expect(lineTexts(shikiBlock(['a', '', 'b']))).toEqual(['a', '', 'b']);
    expect(lineTexts(shikiBlock([]))).toEqual([]);
  });

  it('marks a Shiki block with its class, line count and widest line, keeping its other properties', () => {
    const [pre] = run(shikiBlock(['import x;', '', 'x();', 'export {};'])).children as Element[];
    expect(pre?.properties).toEqual({
      className: ['shiki', 'css-variables', SIZED_CLASS],
      style:
        'background-color:var(--shiki-background);color:var(--shiki-foreground);--code-lines:4;--code-cols:10;--code-wide:0',
      tabindex: '0',
    });
  });

  it('counts a line in narrow and wide (CJK) character cells', () => {
    expect(lineCells('')).toEqual({ narrow: 0, wide: 0 });
    expect(lineCells("const a = 'b';")).toEqual({ narrow: 14, wide: 0 });
    // Ideographs and full-width punctuation are wide; box drawing and arrows are not.
    expect(lineCells('// 构建产物。')).toEqual({ narrow: 3, wide: 5 });
    expect(lineCells('├── src → dist')).toEqual({ narrow: 14, wide: 0 });
    // An emoji (one code point, two UTF-16 units) is one wide cell.
    expect(lineCells('a🎉')).toEqual({ narrow: 1, wide: 1 });
  });

  it('advances a tab to the next stop of four columns', () => {
    expect(lineCells('\tx')).toEqual({ narrow: 5, wide: 0 });
    expect(lineCells('ab\tx')).toEqual({ narrow: 5, wide: 0 });
    // A wide character takes two columns before the tab: 中 (2) + tab to 4 + x.
    expect(lineCells('中\tx')).toEqual({ narrow: 3, wide: 1 });
  });

  it('takes the widest line, a CJK cell counting as 1/0.6 of a narrow one', () => {
    expect(widestLine([])).toEqual({ narrow: 0, wide: 0 });
    // 12 narrow cells against 2 + 7 wide ones (2 + 7 / 0.6 ≈ 13.7 narrow).
    expect(widestLine(['abcdefghijkl', '//一二三四五六七'])).toEqual({ narrow: 2, wide: 7 });
    expect(widestLine(['abcdefghijklmn', '//一二三四五六七'])).toEqual({ narrow: 14, wide: 0 });
  });

  it('counts the text of every token in a line', () => {
    const line = shikiLine(
      { type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: 'const' }] },
      { type: 'text', value: ' x = 1;' },
    );
    const [pre] = run(shikiPre([line])).children as Element[];
    expect(String(pre?.properties.style)).toContain('--code-cols:12;--code-wide:0');
  });

  it('leaves a <pre> that Shiki did not write alone', () => {
    const plain: Element = { type: 'element', tagName: 'pre', properties: {}, children: [] };
    run(plain);
    expect(plain.properties).toEqual({});
  });

  it('sizes the placeholder with the line height and padding Rspress gives a block', () => {
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

  it('sizes the placeholder width with the widest line and the padding Rspress gives a line', () => {
    // The <pre> is as wide as its content, at least as wide as the block.
    const pre = /\.rp-codeblock__content :where\(pre\) \{([^}]*)\}/.exec(rspress)?.[1] ?? '';
    expect(pre).toContain('width: fit-content');
    expect(pre).toContain('min-width: 100%');
    const shiki = readText('node_modules/@rspress/core/dist/theme/styles/shiki.css');
    // Each line has 1.25rem of padding on either side.
    expect(/\.shiki span\.line \{[^}]*padding: 0 1\.25rem/.test(shiki)).toBe(true);
    expect(css).toContain(
      'contain-intrinsic-inline-size: auto calc(var(--code-cols, 0) * 1ch + var(--code-wide, 0) * 1em + 2.5rem)',
    );
  });
});
