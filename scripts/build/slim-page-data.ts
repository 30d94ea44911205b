import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import {
  GENERATED_MODULE,
  jsonValue,
  MARKDOWN_ENVIRONMENT,
  PAGE_META_DATA_KEY,
  type PageRecord,
  readPageDataModule,
  readSiteDataModule,
  writePageDataModule,
  writeSiteDataModule,
} from './rspress-internals';

/**
 * Rspress 2 bundles a record of every page (title, route, full outline, frontmatter,
 * description, …) of both languages into the entry chunk as `virtual-page-data`, so each page's
 * first load carried the outline and frontmatter of every page. At runtime the page being shown
 * takes its title, outline and frontmatter from its own route chunk (`initPageData` in
 * @rspress/core dist/runtime), which also spreads the route chunk's page meta under the shared
 * record. So the shared record keeps only what no route chunk can carry (route path, last-updated
 * time, feeds, a description not written in the frontmatter); `remarkPageMeta` moves the
 * description, language, version and source path into each route chunk; and the headings the
 * overview pages list go to a chunk only those pages load (`loadOverviewHeadings`). This runs at
 * build time, for the browser and the static render alike. The search index is written before
 * and keeps all.
 */

interface Overview {
  /** Routes starting with this prefix are listed by the overview. */
  prefix: string;
  routePath: string;
  depths: number[];
}

function overviewsOf(pages: PageRecord[]): Overview[] {
  return pages
    .filter((page) => page.frontmatter?.overview === true)
    .map((page) => {
      const headers = page.frontmatter?.overviewHeaders;
      const depths = Array.isArray(headers) && headers.every((d) => typeof d === 'number') ? headers : [2];
      return { prefix: page.routePath.replace(/overview$/, ''), routePath: page.routePath, depths };
    });
}

/** A page's Markdown source as `<lang>/<path>.md(x)`: Rspress's `_relativePath` for a docs file. */
const DOCS_FILE = /^([a-z]{2}(?:-[A-Za-z]+)?)\/.+\.mdx?$/;

/**
 * Whether the route chunk of this page carries its title, language, version and source path
 * (`remarkPageMeta` puts the last three there; Rspress compiles the title in), so the shared
 * record can drop them: the page was compiled from a docs file and nothing differs from what
 * the remark plugin derives from that file's path.
 */
function metaInRouteChunk(page: PageRecord): boolean {
  const file = typeof page._relativePath === 'string' ? DOCS_FILE.exec(page._relativePath) : null;
  return Boolean(file) && page.lang === file?.[1] && (page.version ?? '') === '';
}

/**
 * The page records without what the browser never reads from them: the frontmatter and outline
 * (the route chunk has the page's own), the title, language, version and source path where the
 * route chunk has them (`metaInRouteChunk`), and an empty feed list (FeedLinks reads a missing
 * one as empty). The headings an overview page lists move to `overviewHeadings`.
 */
export function slimPages(pages: PageRecord[]): PageRecord[] {
  return pages.map((page) => {
    const { toc: _toc, frontmatter, ...rest } = page;
    // The route chunk carries the frontmatter description (remarkPageMeta).
    if (typeof frontmatter?.description === 'string' && rest.description === frontmatter.description) {
      delete rest.description;
    }
    if (metaInRouteChunk(page)) {
      delete rest.title;
      delete rest.lang;
      delete rest.version;
      delete rest._relativePath;
    }
    if (Array.isArray(rest.feeds) && rest.feeds.length === 0) delete rest.feeds;
    return rest;
  });
}

export type OverviewHeadings = Record<string, { id: string; text: string; depth: number }[]>;

/**
 * The headings the overview pages list (the default theme's `Overview` reads them from
 * `usePages()`): for each page under an overview, its headings at that overview's depths, by
 * route. Only overview pages load them (theme/components/Overview), not every first load.
 */
export function overviewHeadings(pages: PageRecord[]): OverviewHeadings {
  const overviews = overviewsOf(pages);
  const headings: OverviewHeadings = {};
  for (const page of pages) {
    const depths = new Set(
      overviews
        .filter((o) => page.routePath.startsWith(o.prefix) && page.routePath !== o.routePath)
        .flatMap((o) => o.depths),
    );
    const kept = (page.toc ?? [])
      .filter((entry) => depths.has(entry.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
    if (kept.length) headings[page.routePath] = kept;
  }
  return headings;
}

/**
 * Writes `value` as a JSON file named by `name` and its content (the web and the server builds
 * both write such files, so the same content never races on one name) and returns its path, for
 * a module to import as a chunk.
 */
export function writeCachedJson(name: string, value: unknown): string {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const file = path.join(CACHE_DIR, `${name}.${hash}.json`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, json);
    renameSync(temporary, file);
  }
  return file;
}

function writeOverviewHeadings(headings: OverviewHeadings): string {
  return writeCachedJson('overview-headings', headings);
}

const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'rsbuild-docs');

/**
 * Rewrites the generated `virtual-page-data` module with slim records, and adds
 * `loadOverviewHeadings`, which imports the overview headings as a chunk of their own
 * (`headingsFile` writes them and returns the path to import).
 */
export function slimPageDataModule(
  code: string,
  headingsFile: (headings: OverviewHeadings) => string = writeOverviewHeadings,
): string {
  const { pageData, searchIndexHash } = readPageDataModule(code);
  const file = headingsFile(overviewHeadings(pageData.pages));
  return [
    writePageDataModule({ pageData: { ...pageData, pages: slimPages(pageData.pages) }, searchIndexHash }),
    `export const loadOverviewHeadings = () => import(/* webpackChunkName: "overview-headings" */ ${JSON.stringify(file)});`,
    '',
  ].join('\n');
}

/**
 * In dev and in the Markdown render the records keep their outlines (the transform above does not
 * run), and the overview reads them from there: `loadOverviewHeadings` is `null`.
 */
export const FULL_PAGE_DATA_SUFFIX = '\nexport const loadOverviewHeadings = null;\n';

/**
 * The site data (`virtual-site-data`, also in the entry chunk) carries the sidebars of both
 * languages, where every item has a `_fileKey` (`en/guide/start/index`) that the node side uses
 * to build them and the browser never reads: ≈ 16 KB raw, 1.9 KB gzip on every first load.
 */
export function withoutFileKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFileKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_fileKey')
      .map(([key, item]) => [key, withoutFileKeys(item)]),
  );
}

/** Rewrites the generated `virtual-site-data` module without the `_fileKey`s. */
export function slimSiteDataModule(code: string): string {
  return writeSiteDataModule(withoutFileKeys(readSiteDataModule(code)));
}

/** The part of the Rsbuild plugin API the transforms use (Rspress 2 bundles its own @rsbuild/core). */
interface TransformApi {
  context: { action?: string };
  transform(
    descriptor: { test: RegExp; order: 'post' },
    handler: (context: { code: string; environment?: { name: string } }) => string,
  ): void;
}

/**
 * Rsbuild plugin: runs after Rspress generated the modules (`order: 'post'`). Production builds
 * only: in dev, Rspress rewrites these modules on every edit for hot updates, first-load bytes do
 * not matter, and the full records help while writing.
 */
export function pluginSlimPageData() {
  return {
    name: 'rsbuild-docs:slim-page-data',
    setup(api: TransformApi) {
      const dev = api.context.action === 'dev';
      api.transform({ test: GENERATED_MODULE.pageData, order: 'post' }, ({ code, environment }) =>
        dev || environment?.name === MARKDOWN_ENVIRONMENT
          ? code + FULL_PAGE_DATA_SUFFIX
          : slimPageDataModule(code),
      );
      if (dev) return;
      api.transform({ test: GENERATED_MODULE.siteData, order: 'post' }, ({ code }) =>
        slimSiteDataModule(code),
      );
    },
  };
}

interface PageMeta {
  frontmatter?: Record<string, unknown>;
  description?: string;
  lang?: string;
  version?: string;
  _relativePath?: string;
}

interface PageMetaProcessor {
  data(key: typeof PAGE_META_DATA_KEY): PageMeta | undefined;
}

/**
 * Remark plugin: puts into the page meta Rspress compiles into each route chunk
 * (`MDXContent.__RSPRESS_PAGE_META`, see @rspress/core dist/node/mdx/processor.js) what the page
 * otherwise reads from the shared record of every page (`slimPages` drops it there): the
 * frontmatter description, and for a docs file `<lang>/…` under `docsRoot` its language, the
 * (single) version and its path relative to the docs root, as Rspress computes them.
 * `initPageData` (@rspress/core dist/runtime) spreads this meta under the shared record.
 */
export function remarkPageMeta(docsRoot: string | (() => string)) {
  return function plugin(this: PageMetaProcessor) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data(PAGE_META_DATA_KEY);
      if (!meta) return;
      const description = meta.frontmatter?.description;
      if (typeof description === 'string') meta.description = description;
      if (!file.path) return;
      const root = typeof docsRoot === 'function' ? docsRoot() : docsRoot;
      const relative = path.relative(root, file.path).split(path.sep).join('/');
      const docsFile = DOCS_FILE.exec(relative);
      if (!docsFile) return;
      meta._relativePath = relative;
      meta.lang = docsFile[1];
      meta.version = '';
    };
  };
}

/**
 * The Rspress plugin that registers `remarkPageMeta` against the docs root of the config being
 * built, read in the `config` hook. A site that reuses this config with another `root` (the
 * theme-variants fixture) then still gets each page's language in its route chunk; a root fixed
 * when the config module loads left it out there while `slimPages` dropped it from the record,
 * and every page failed to render ("i18n key … not found for language \"\"").
 */
export function pluginPageMeta(): RspressPlugin {
  let docsRoot = path.resolve('docs');
  return {
    name: 'rsbuild-docs:page-meta',
    config(config) {
      if (config.root) docsRoot = path.resolve(config.root);
      return config;
    },
    markdown: { remarkPlugins: [remarkPageMeta(() => docsRoot)] },
  };
}
