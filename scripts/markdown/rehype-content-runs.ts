import path from 'node:path';
import type { ArrowFunctionExpression, Expression } from 'estree';
import type { Root, RootContent } from 'hast';
import { toEstree } from 'hast-util-to-estree';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';

/** About this many elements make one run (they hydrate in a task of a few milliseconds). */
export const ELEMENTS_PER_RUN = 100;

/** The module of the run component, which every page with content imports. */
const RUN_MODULE = path.join(import.meta.dirname, '../../theme/components/DocContent/content-runs.ts');
/** The run component's name in the page's module (an import, so MDX uses it as it is). */
const RUN_LOCAL_NAME = '_ContentRun';

/**
 * A page's blocks in runs of about `ELEMENTS_PER_RUN` elements, each created only when React
 * hydrates it. MDX compiles a page into one function that creates every element of the page; the
 * theme hydrated the page in runs (a Suspense boundary each), but the elements of all runs were
 * still created, and that function compiled, in the first task of hydration.
 *
 * Run last, this plugin replaces the page's top-level blocks by one `<ContentRun render={() =>
 * <>…</>} />` per run (theme/components/DocContent/content-runs.ts), imported by the page. The run's blocks are
 * converted to JSX here exactly as MDX converts the whole page (`hast-util-to-estree`, which
 * MDX's rehype-recma calls), so MDX then treats them as its own: Markdown elements take the
 * page's MDX components, and JSX written in the page keeps its meaning. The rendered HTML is the
 * same; imports and exports stay at the top of the module.
 */

/** Elements in a block, itself included (HTML elements and JSX components alike; no text). */
export function countElements(node: RootContent): number {
  const own =
    node.type === 'element' || node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  const children = 'children' in node ? node.children : [];
  return (own ? 1 : 0) + children.reduce((sum, child) => sum + countElements(child as RootContent), 0);
}

/**
 * Blocks in runs of about `budget` elements, in order: a run ends before the block that would take
 * it past the budget, so one large block (a long code block) is a run of its own. Text between
 * blocks stays with the run before it.
 */
export function splitIntoRuns(blocks: readonly RootContent[], budget = ELEMENTS_PER_RUN): RootContent[][] {
  const runs: RootContent[][] = [];
  let current: RootContent[] = [];
  let size = 0;
  for (const block of blocks) {
    const weight = countElements(block);
    if (weight > 0 && size > 0 && size + weight > budget) {
      runs.push(current);
      current = [];
      size = 0;
    }
    current.push(block);
    size += weight;
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** The run's blocks as the JSX fragment MDX would make of them, in a function that returns it. */
function renderFunction(blocks: RootContent[]): ArrowFunctionExpression {
  const program = toEstree({ type: 'root', children: blocks });
  const [statement, ...rest] = program.body;
  if (statement?.type !== 'ExpressionStatement' || rest.length > 0) {
    throw new Error('rehype-content-runs: a run of blocks did not convert to one JSX fragment');
  }
  return {
    type: 'ArrowFunctionExpression',
    params: [],
    body: statement.expression as Expression,
    expression: true,
    async: false,
    generator: false,
  };
}

function runElement(blocks: RootContent[]): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: RUN_LOCAL_NAME,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'render',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{ type: 'ExpressionStatement', expression: renderFunction(blocks) }],
            },
          },
        },
      },
    ],
    children: [],
  };
}

const isWhitespace = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/**
 * A run's element, with the whitespace text at its ends outside it: MDX's conversion drops
 * whitespace at the ends of a fragment, and the HTML between the runs stays as it was.
 */
function withOuterWhitespace(blocks: RootContent[]): RootContent[] {
  const start = blocks.findIndex((node) => !isWhitespace(node));
  const end = blocks.findLastIndex((node) => !isWhitespace(node)) + 1;
  return [...blocks.slice(0, start), runElement(blocks.slice(start, end)), ...blocks.slice(end)];
}

/** `import { ContentRun as _ContentRun } from '…/content-runs.ts'` */
function runImport(): MdxjsEsmHast {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportSpecifier',
                imported: { type: 'Identifier', name: 'ContentRun' },
                local: { type: 'Identifier', name: RUN_LOCAL_NAME },
              },
            ],
            source: { type: 'Literal', value: RUN_MODULE },
            attributes: [],
          },
        ],
      },
    },
  };
}

export function rehypeContentRuns() {
  return (tree: Root) => {
    // Imports and exports are module statements, not content: they stay where MDX hoists them.
    const modules = tree.children.filter((node) => node.type === 'mdxjsEsm');
    const blocks = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    if (!blocks.some((block) => countElements(block) > 0)) return;
    tree.children = [runImport(), ...modules, ...splitIntoRuns(blocks).flatMap(withOuterWhitespace)];
  };
}
