/**
 * The build's one seam with Rspress internals: everything the build plugins rely on that is not
 * Rspress's documented API (module ids, the generated modules' content, environment names, the
 * browser entry, the page-meta data key). Callers use what this module returns and never read
 * Rspress's generated code themselves. tests/rspress-internals/build.test.ts runs each reader on
 * the output of the installed @rspress/core's own generators; when it fails, fix this file.
 *
 * The generated modules are read with a JavaScript parser (acorn) and their data as literals, so
 * formatting (quote style, spacing, a compiler's annotations) does not matter; a change of
 * structure throws an `RspressInternalsError` naming the upstream file to read.
 */
import path from 'node:path';
import * as acorn from 'acorn';

/** Thrown when Rspress no longer matches what this module expects. */
export class RspressInternalsError extends Error {
  constructor(upstreamFile: string, detail: string) {
    super(
      `Rspress internals changed: ${detail} (see @rspress/core/${upstreamFile}); update scripts/build/rspress-internals.ts`,
    );
    this.name = 'RspressInternalsError';
  }
}

/** The Rsbuild environments Rspress builds (`dist/node/initRsbuild.js`): the browser bundle. */
export const BROWSER_ENVIRONMENT = 'web';
/** The environment that renders each page to Markdown for llms.txt (`dist/node/initRsbuild.js`). */
export const MARKDOWN_ENVIRONMENT = 'node_md';

/** Ids of the modules Rspress generates (`dist/node/runtimeModule`), for `api.transform`. */
export const GENERATED_MODULE = {
  routes: /[\\/]virtual-routes\.js$/,
  pageData: /[\\/]virtual-page-data\.js$/,
  siteData: /[\\/]virtual-site-data\.js$/,
} as const;

/**
 * The unified-data key under which Rspress's MDX compiler collects the page meta it compiles into
 * each route chunk (`dist/node/mdx/processor.js`); the runtime spreads it under the page record.
 */
export const PAGE_META_DATA_KEY = 'pageMeta';

/** A page record's source path from the docs root (`dist/node/route/extractPageData.js`), which the runtime reads. */
export const RELATIVE_PATH_FIELD = '_relativePath';

/** The key Rspress's auto sidebar gives each item, which only its node side reads (`dist/node/auto-nav-sidebar/normalize.js`). */
export const SIDEBAR_FILE_KEY_FIELD = '_fileKey';

/**
 * What Rspress's `modifySearchIndexData` pages carry besides the index record and leaves out of the file
 * (`dist/node/route/extractPageData.js` fills them, `dist/node/runtimeModule/pageData/createPageData.js`
 * drops them): the page's Markdown with its fragments inlined, and its file, where the fragments' paths start.
 */
export function searchPageSource(page: object): { flattenContent: string; filepath: string | undefined } {
  const fields = page as { _flattenContent?: unknown; _filepath?: unknown };
  return {
    flattenContent: typeof fields._flattenContent === 'string' ? fields._flattenContent : '',
    filepath: typeof fields._filepath === 'string' ? fields._filepath : undefined,
  };
}

/** The theme's pre-entry module (`source.preEntry`, `dist/node/initRsbuild.js`). */
export const THEME_PRE_ENTRY = '@theme';

/**
 * The names the theme's staged entry (theme/entry/staged-client-entry.ts) imports Rspress's
 * start-up modules by, each the alias of a file `browserStartModules` names (declared in env.d.ts).
 */
export const STARTUP_ALIASES = {
  entry: 'rspress-startup/entry',
  pageData: 'rspress-startup/page-data',
} as const;

/**
 * Rspress's browser start-up modules, from the browser environment's entry (`source.entry.index`):
 * the entry, which hydrates the page as a side effect of its evaluation, and the module beside it
 * that initialises the page data (`dist/runtime/ssrClientEntry.js`, `dist/runtime/initPageData.js`).
 */
export function browserStartModules(entry: unknown): Record<keyof typeof STARTUP_ALIASES, string> {
  if (typeof entry !== 'string' || !/[\\/]ssrClientEntry\.js$/.test(entry)) {
    throw new RspressInternalsError(
      'dist/node/initRsbuild.js',
      `expected dist/runtime/ssrClientEntry.js as the browser entry, found ${JSON.stringify(entry)}`,
    );
  }
  return { entry, pageData: path.join(path.dirname(entry), 'initPageData.js') };
}

type Node = acorn.AnyNode;

function parseModule(code: string, upstreamFile: string, onComment?: acorn.Comment[]): acorn.Program {
  try {
    return acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', onComment });
  } catch (error) {
    throw new RspressInternalsError(upstreamFile, `the generated module does not parse (${String(error)})`);
  }
}

/** The value of a literal expression: the JSON data (objects, arrays, strings, numbers, booleans, null) Rspress writes. */
function literalValue(node: Node, upstreamFile: string): unknown {
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp || typeof node.value === 'bigint') break;
      return node.value;
    case 'UnaryExpression':
      if (node.operator === '-') return -(literalValue(node.argument, upstreamFile) as number);
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => (element ? literalValue(element, upstreamFile) : null));
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) {
          throw new RspressInternalsError(upstreamFile, 'expected data, found a computed or spread property');
        }
        const key =
          property.key.type === 'Identifier' ? property.key.name : literalValue(property.key, upstreamFile);
        value[String(key)] = literalValue(property.value, upstreamFile);
      }
      return value;
    }
  }
  throw new RspressInternalsError(upstreamFile, `expected data, found a ${node.type}`);
}

/** The data of the module's exports `names` (`export const name = <data>`, `export default <data>`). */
function exportedData(code: string, upstreamFile: string, names: readonly string[]): Record<string, unknown> {
  const exports = new Map<string, Node>();
  for (const statement of parseModule(code, upstreamFile).body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      exports.set('default', statement.declaration as Node);
      continue;
    }
    if (
      statement.type !== 'ExportNamedDeclaration' ||
      statement.declaration?.type !== 'VariableDeclaration'
    ) {
      continue;
    }
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init) {
        throw new RspressInternalsError(upstreamFile, 'an export without a plain name and value');
      }
      exports.set(declarator.id.name, declarator.init);
    }
  }
  const data: Record<string, unknown> = {};
  for (const name of names) {
    const node = exports.get(name);
    if (!node) {
      throw new RspressInternalsError(
        upstreamFile,
        `no \`${name}\` export among [${[...exports.keys()].join(', ')}]`,
      );
    }
    data[name] = literalValue(node, upstreamFile);
  }
  return data;
}

const PAGE_DATA_FILE = 'dist/node/runtimeModule/pageData/rsbuildPlugin.js';
const SITE_DATA_FILE = 'dist/node/runtimeModule/siteData/index.js';
const ROUTES_FILE = 'dist/node/route/RouteService.js';

/** A page record of `virtual-page-data` (the fields the build reads; the rest is passed through). */
export interface PageRecord {
  routePath: string;
  toc?: { id: string; text: string; depth: number; charIndex?: number }[];
  frontmatter?: Record<string, unknown>;
  [key: string]: unknown;
}

interface PageDataModule {
  pageData: { pages: PageRecord[]; [key: string]: unknown };
  /** Search index hashes by `<version>###<lang>`, which the search reads at runtime. */
  searchIndexHash: unknown;
}

/** Reads the generated `virtual-page-data` module. */
export function readPageDataModule(code: string): PageDataModule {
  const data = exportedData(code, PAGE_DATA_FILE, ['pageData', 'searchIndexHash']);
  const pageData = data.pageData as PageDataModule['pageData'];
  if (!Array.isArray(pageData?.pages))
    throw new RspressInternalsError(PAGE_DATA_FILE, '`pageData.pages` is not a list');
  return { pageData, searchIndexHash: data.searchIndexHash };
}

/** Writes a `virtual-page-data` module with the same exports (data as `JSON.parse`, see `jsonValue`). */
export function writePageDataModule({ pageData, searchIndexHash }: PageDataModule): string {
  return `export const pageData = ${jsonValue(pageData)};\nexport const searchIndexHash = ${jsonValue(searchIndexHash)};\n`;
}

/** Reads the generated `virtual-site-data` module (its default export). */
export function readSiteDataModule(code: string): unknown {
  return exportedData(code, SITE_DATA_FILE, ['default']).default;
}

export function writeSiteDataModule(siteData: unknown): string {
  return `export default ${jsonValue(siteData)};\n`;
}

/**
 * Data as a `JSON.parse` call on a string literal: V8 parses JSON far faster than the same data
 * as an object literal, and the entry chunk evaluates these modules on every first load.
 */
export function jsonValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

/** One page of the generated route table. */
interface RouteRecord {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  /** The `webpackChunkName` Rspress gives the page's chunk. */
  chunkName: string;
  /** The page's source module, which the route imports. */
  source: string;
}

/**
 * Writes a `virtual-routes` module of the records: one `import()` per page (each page keeps its
 * chunk and chunk name) and a table read with `JSON.parse`, from which it builds the route objects
 * `readRoutesModule` reads, as Rspress builds them (`{ path, element, filePath, preload, lang,
 * version }`, with `preload` resolving to the page module), which the runtime's router matches.
 */
export function writeRoutesModule(records: readonly RouteRecord[]): string {
  const loaders = records
    .map(
      ({ chunkName, source }) =>
        `  () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(source)}),`,
    )
    .join('\n');
  const table = records.map(({ path, filePath, lang, version }) => [path, filePath, lang, version]);
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
const loaders = [
${loaders}
];
export const routes = ${jsonValue(table)}.map(([path, filePath, lang, version], index) => {
  const load = loaders[index];
  const Route = lazyWithPreload(load);
  return {
    path,
    element: React.createElement(Route),
    filePath,
    preload: async () => {
      await Route.preload();
      return load();
    },
    lang,
    version,
  };
});
`;
}

const CHUNK_NAME = /webpackChunkName:\s*["']([^"']+)["']/;

/**
 * Reads the generated `virtual-routes` module: per page, a loader `() => import(source)`, a lazy
 * component of it and a route object `{ path, element: createElement(Component), filePath, preload,
 * lang, version }`. Throws on anything else, so no route can be dropped silently.
 */
export function readRoutesModule(code: string): RouteRecord[] {
  const comments: acorn.Comment[] = [];
  const program = parseModule(code, ROUTES_FILE, comments);
  const fail = (detail: string) => new RspressInternalsError(ROUTES_FILE, `routes module: ${detail}`);
  const loaders = new Map<string, { source: string; chunkName: string }>();
  const components = new Map<string, string>();
  let routes: acorn.ArrayExpression | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') continue;
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? statement.declaration
        : statement.type === 'VariableDeclaration'
          ? statement
          : null;
    if (declaration?.type !== 'VariableDeclaration') throw fail(`unexpected ${statement.type}`);
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || !init) throw fail('a declaration without a plain name and value');
      if (statement.type === 'ExportNamedDeclaration') {
        if (id.name !== 'routes' || init.type !== 'ArrayExpression')
          throw fail(`unexpected export ${id.name}`);
        routes = init;
      } else if (init.type === 'ArrowFunctionExpression' && init.body.type === 'ImportExpression') {
        const source = init.body.source;
        if (source.type !== 'Literal' || typeof source.value !== 'string')
          throw fail(`${id.name} imports no literal path`);
        const comment = comments.find(
          (c) => c.start >= init.start && c.end <= init.end && CHUNK_NAME.test(c.value),
        );
        loaders.set(id.name, {
          source: source.value,
          chunkName: CHUNK_NAME.exec(comment?.value ?? '')?.[1] ?? '',
        });
      } else if (init.type === 'CallExpression' && init.arguments[0]?.type === 'Identifier') {
        components.set(id.name, init.arguments[0].name);
      } else {
        throw fail(`unexpected declaration ${id.name}`);
      }
    }
  }
  if (!routes) throw fail('no `export const routes = [...]`');
  const records = routes.elements.map((element): RouteRecord => {
    if (element?.type !== 'ObjectExpression') throw fail('a route that is not an object');
    const fields = new Map<string, Node>();
    for (const property of element.properties) {
      if (property.type !== 'Property' || property.key.type !== 'Identifier')
        throw fail('a route with a computed field');
      fields.set(property.key.name, property.value);
    }
    const text = (name: string) => {
      const node = fields.get(name);
      const value = node ? literalValue(node, ROUTES_FILE) : undefined;
      if (typeof value !== 'string') throw fail(`a route without a string \`${name}\``);
      return value;
    };
    const element_ = fields.get('element');
    const component =
      element_?.type === 'CallExpression'
        ? element_.arguments.find((argument): argument is acorn.Identifier => argument.type === 'Identifier')
        : undefined;
    const loader = loaders.get(components.get(component?.name ?? '') ?? '');
    if (!loader) throw fail(`route ${text('path')} has no lazy component with a loader`);
    const known = new Set(['path', 'element', 'filePath', 'preload', 'lang', 'version']);
    const unknown = [...fields.keys()].filter((key) => !known.has(key));
    if (unknown.length) throw fail(`route ${text('path')} has unknown fields ${unknown.join(', ')}`);
    return {
      path: text('path'),
      filePath: text('filePath'),
      lang: text('lang'),
      version: text('version'),
      ...loader,
    };
  });
  if (records.length !== loaders.size || components.size !== loaders.size) {
    throw fail(`${records.length} routes, ${loaders.size} loaders, ${components.size} components`);
  }
  return records;
}
