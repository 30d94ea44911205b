import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { MDXProvider } from '@mdx-js/react';
import type { Element, Root, RootContent } from 'hast';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import {
  countElements,
  ELEMENTS_PER_RUN,
  rehypeContentRuns,
  splitIntoRuns,
} from '../../scripts/markdown/rehype-content-runs';
import { ContentRun } from '../../theme/components/DocContent/content-runs';
import { mdxBlocks } from '../../theme/rspress-internals';

const element = (tagName: string, children: RootContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: children as Element['children'],
});
const text = (value: string): RootContent => ({ type: 'text', value });
const list = (items: number) =>
  element(
    'ul',
    Array.from({ length: items }, (_, index) => element('li', [text(`item ${index}`)])),
  );

describe('countElements', () => {
  it('counts every element of a block once, JSX components included, and no text', () => {
    expect(countElements(text('x'))).toBe(0);
    expect(countElements(list(3))).toBe(4);
    const note: RootContent = {
      type: 'mdxJsxFlowElement',
      name: 'Note',
      attributes: [],
      children: [list(2)],
    };
    expect(countElements(note)).toBe(1 + 3);
  });
});

describe('splitIntoRuns', () => {
  it('cuts the blocks into runs of about the budget, in order, text staying with the run before', () => {
    const blocks = [element('h1'), text('\n'), list(5), text('\n'), list(5), text('\n'), element('p')];
    const runs = splitIntoRuns(blocks, 8);
    expect(runs.map((run) => run.map(countElements))).toEqual([
      [1, 0, 6, 0],
      [6, 0, 1],
    ]);
    expect(runs.flat()).toEqual(blocks);
  });

  it('gives a block larger than the budget a run of its own, and keeps a short page in one run', () => {
    expect(splitIntoRuns([element('p'), list(ELEMENTS_PER_RUN + 10), element('p')])).toHaveLength(3);
    expect(splitIntoRuns([element('p'), text('\n'), element('p')])).toHaveLength(1);
  });

  it('leaves a page without elements as it is', () => {
    const tree: Root = { type: 'root', children: [text('\n')] };
    rehypeContentRuns()(tree);
    expect(tree.children).toEqual([text('\n')]);
  });
});

/** A page with module statements, a component from the provider, an expression and a long list. */
const PAGE = [
  "export const version = '1.7';",
  '',
  '# Title',
  '',
  'Version {version} for {props.reader}, with *emphasis* and `code`.',
  '',
  '<Note kind="tip">A **note**.</Note>',
  '',
  ...Array.from({ length: 3 }, (_, section) => [
    `## Section ${section}`,
    '',
    ...Array.from({ length: 60 }, (_, item) => `- item ${section}.${item}`),
    '',
  ]).flat(),
  '<div className="raw">JSX as written</div>',
].join('\n');

type MdxModule = { default: ComponentType<{ reader: string; components?: object }> };
// Inside the project, so that the compiled page's imports (react, @mdx-js/react) resolve.
const cacheDir = path.join(import.meta.dirname, '../../node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(path.join(cacheDir, 'rehype-content-runs-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The page compiled as Rspress compiles it (components from @mdx-js/react), then imported. */
async function compilePage(withRuns: boolean): Promise<MdxModule> {
  const code = await compile(PAGE, {
    providerImportSource: '@mdx-js/react',
    rehypePlugins: withRuns ? [rehypeContentRuns] : [],
  });
  const file = path.join(workDir, `page-${withRuns ? 'runs' : 'plain'}.jsx`);
  writeFileSync(file, String(code));
  return (await import(/* @vite-ignore */ file)) as MdxModule;
}

const components = {
  Note: ({ kind, children }: { kind: string; children?: ReactNode }) => (
    <aside className={kind}>{children}</aside>
  ),
  p: ({ children }: { children?: ReactNode }) => <p className="provided">{children}</p>,
};

describe('rehypeContentRuns on a compiled page', () => {
  it('renders the same markup as the page without runs, MDX components and expressions included', async () => {
    const [plain, runs] = await Promise.all([compilePage(false), compilePage(true)]);
    const render = ({ default: Content }: MdxModule) =>
      renderToStaticMarkup(
        <MDXProvider components={components}>
          <Content reader="you" />
        </MDXProvider>,
      );
    const html = render(runs);
    expect(html).toBe(render(plain));
    expect(html).toContain('<p class="provided">Version 1.7 for you, with <em>emphasis</em>');
    expect(html).toContain('<aside class="tip">A <strong>note</strong>.</aside>');
    expect(html).toContain('<div class="raw">JSX as written</div>');
  });

  it('hands the wrapper runs whose elements are not created until a run renders', async () => {
    const { default: Content } = await compilePage(true);
    let blocks: ReactNode[] = [];
    const wrapper = ({ children }: { children?: ReactNode }) => {
      blocks = mdxBlocks(children);
      return null;
    };
    renderToStaticMarkup(<Content reader="you" components={{ ...components, wrapper }} />);
    // Lists of 61 elements: one per run, with the heading after each and the blocks before the first.
    // Between the runs, only the line breaks MDX keeps between blocks.
    const runs = blocks.filter((block) => typeof block !== 'string');
    expect(runs).toHaveLength(3);
    for (const run of runs) {
      expect(run).toMatchObject({ type: ContentRun, props: { render: expect.any(Function) } });
    }
    expect(blocks.filter((block) => typeof block === 'string')).toEqual(['\n', '\n']);
  });
});
