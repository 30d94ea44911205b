import { describe, expect, it } from 'vitest';
import { codeBlocks, escapeHeadingIds, headingAnchors, parseMarkdown } from '../../scripts/check-docs/markdown';

describe('markdown parser', () => {
  it('computes heading ids like Rspress (custom ids, inline code, duplicates)', () => {
    const tree = parseMarkdown(
      '# Title\n\n## Use `source.define`\n\n## Example\n\n## Example\n\n## 使用 {#use-it}\n\n## What\'s new?\n',
      true,
    );
    expect(headingAnchors(tree).map((a) => a.id)).toEqual(['title', 'use-sourcedefine', 'example', 'example-1', 'use-it', 'whats-new']);
  });

  it('escapes {#id} in headings only, keeping lines', () => {
    expect(escapeHeadingIds('## A {#a}\ntext\n')).toBe('## A \\{#a}\ntext\n');
    expect(() => parseMarkdown('## 标题 {#title}\n', true)).not.toThrow();
  });

  it('parses .md without MDX and keeps code out of prose', () => {
    const tree = parseMarkdown('# T\n\n<div>{not an expression}</div>\n\n```ts partial\nconst a = 1;\n```\n', false);
    const blocks = codeBlocks(tree);
    expect(blocks).toEqual([{ lang: 'ts', meta: 'partial', value: 'const a = 1;', line: 5, firstLine: 6 }]);
  });
});
