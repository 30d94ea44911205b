import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeAfterNotation,
  codeBlocks,
  docFileFor,
  escapeHeadingIds,
  headingAnchors,
  maskToProse,
  notationMarks,
  parseDoc,
  parseMarkdown,
} from '../../scripts/check-docs/markdown';
import { FIXTURES } from './helpers';

describe('markdown parser', () => {
  it('computes heading ids like Rspress (custom ids, inline code, duplicates)', () => {
    const tree = parseMarkdown(
      "# Title\n\n## Use `source.define`\n\n## Example\n\n## Example\n\n## 使用 {#use-it}\n\n## What's new?\n",
      true,
    );
    expect(headingAnchors(tree).map((a) => a.id)).toEqual([
      'title',
      'use-sourcedefine',
      'example',
      'example-1',
      'use-it',
      'whats-new',
    ]);
  });

  it('escapes {#id} in headings only, keeping lines', () => {
    expect(escapeHeadingIds('## A {#a}\ntext\n')).toBe('## A \\{#a}\ntext\n');
    expect(() => parseMarkdown('## 标题 {#title}\n', true)).not.toThrow();
  });

  it('parses .md without MDX and keeps code out of prose', () => {
    const tree = parseMarkdown(
      '# T\n\n<div>{not an expression}</div>\n\n```ts partial\nconst a = 1;\n```\n',
      false,
    );
    const blocks = codeBlocks(tree);
    expect(blocks).toEqual([{ lang: 'ts', meta: 'partial', value: 'const a = 1;', line: 5, firstLine: 6 }]);
  });

  it("reads Shiki's notation comments and gives the code a diff leads to", () => {
    const code = [
      'export default defineConfig({',
      '  source: { alias: {} }, // [!code --]',
      '  resolve: { alias: {} }, // [!code ++]',
      '  html: {}, /* [!code highlight] */',
      'export FOO=1 # [!code focus]',
      '<div /> <!-- [!code ++] -->',
      '});',
    ].join('\n');
    expect(notationMarks(code)).toEqual(['2:--', '3:++', '4:highlight', '5:focus', '6:++']);
    expect(codeAfterNotation(code).split('\n')).toEqual([
      'export default defineConfig({',
      '',
      '  resolve: { alias: {} },',
      '  html: {},',
      'export FOO=1',
      '<div />',
      '});',
    ]);
    // A `#` or `//` that is not a notation stays.
    expect(codeAfterNotation("const url = 'https://x.dev/#a'; // a comment")).toBe(
      "const url = 'https://x.dev/#a'; // a comment",
    );
  });

  it('masks everything but English prose for the spell checker, keeping lines', () => {
    const root = path.join(FIXTURES, 'good');
    const file = docFileFor(root, path.join(root, 'en/guide/index.mdx'));
    if (!file) throw new Error('fixture missing');
    const doc = parseDoc(file);
    const masked = maskToProse(doc);
    expect(masked.split('\n')).toHaveLength(doc.source.split('\n').length);
    expect(masked).toContain('An introduction page that links to the other pages of the tree.');
    expect(masked).toContain('Rsbuild is a build tool based on Rspack.');
    expect(masked).toContain('quick start');
    for (const hidden of [
      'description:',
      'import',
      'Note',
      '/guide/quick-start',
      'npm run dev',
      'https://rspack.rs',
      '{#links}',
      'localhost',
    ]) {
      expect(masked).not.toContain(hidden);
    }
  });
});
