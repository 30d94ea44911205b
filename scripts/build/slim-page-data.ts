import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import {
  GENERATED_MODULE,
  MARKDOWN_ENVIRONMENT,
  PAGE_META_DATA_KEY,
  type PageRecord,
  RELATIVE_PATH_FIELD,
  readPageDataModule,
  readSiteDataModule,
  SIDEBAR_FILE_KEY_FIELD,
  writePageDataModule,
  writeSiteDataModule,
} from './rspress-internals';

/**
 * The page records in the entry chunk keep only what no route chunk can carry; `remarkPageMeta`
 * puts the rest into each page's route chunk, and the overview headings become a chunk of their
 * own. The search index is written before and keeps all. See ARCHITECTURE.md, "Slim page data".
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

/** A page's Markdown source as `<lang>/<path>.md(x)`: Rspress's `RELATIVE_PATH_FIELD` for a docs file. */
const DOCS_FILE = /^([a-z]{2}(?:-[A-Za-z]+)?)\/.+\.mdx?$/;

/**
 * Whether the page's route chunk carries its title (Rspress compiles it in), language, version and
 * source path (`remarkPageMeta`): a docs file whose record holds what the plugin derives from its path.
 */
function metaInRouteChunk(page: PageRecord): boolean {
  const relativePath = page[RELATIVE_PATH_FIELD];
  const file = typeof relativePath === 'string' ? DOCS_FILE.exec(relativePath) : null;
  return Boolean(file) && page.lang === file?.[1] && (page.version ?? '') === '';
}

/**
 * The page records without what the browser reads from the route chunk instead (frontmatter,
 * outline, and the fields of `metaInRouteChunk`) and without an empty feed list (FeedLinks reads a
 * missing one as empty).
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
      delete rest[RELATIVE_PATH_FIELD];
    }
    if (Array.isArray(rest.feeds) && rest.feeds.length === 0) delete rest.feeds;
    return rest;
  });
}

export type OverviewHeadings = Record<string, { id: string; text: string; depth: number }[]>;

/** By route, the headings of each page under an overview page, at that overview's depths. */
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
 * Writes `value` to a JSON file named by `name` and a hash of the content (the web and server
 * builds both write it, so one name never holds two contents) and returns its path.
 */
function writeCachedJson(name: string, value: unknown): string {
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

const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'rsbuild-docs');

/**
 * The generated `virtual-page-data` module with slim records, and the file of the overview headings
 * the records no longer carry.
 */
export function slimPageDataModule(
  code: string,
  headingsFile = (headings: OverviewHeadings) => writeCachedJson('overview-headings', headings),
): { code: string; headingsFile: string } {
  const { pageData, searchIndexHash } = readPageDataModule(code);
  return {
    code: writePageDataModule({
      pageData: { ...pageData, pages: slimPages(pageData.pages) },
      searchIndexHash,
    }),
    headingsFile: headingsFile(overviewHeadings(pageData.pages)),
  };
}

/**
 * The theme's module the overview takes its headings loader from: `null` as written (dev, the
 * Markdown render, a build without this plugin: the overview reads the page records), a loader of
 * the headings file in the builds this plugin slims.
 */
const OVERVIEW_HEADINGS_MODULE = /[\\/]theme[\\/]data[\\/]overview-headings\.ts$/;

export function overviewHeadingsModule(headingsFile: string): string {
  return `export const loadOverviewHeadings = () => import(/* webpackChunkName: "overview-headings" */ ${JSON.stringify(headingsFile)});\n`;
}

/** The site data without its sidebar items' file keys (`SIDEBAR_FILE_KEY_FIELD`), which only the node side reads. */
export function withoutFileKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFileKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SIDEBAR_FILE_KEY_FIELD)
      .map(([key, item]) => [key, withoutFileKeys(item)]),
  );
}

type SiteData = { themeConfig?: { sidebar?: object; locales?: { sidebar?: object }[] } };

/**
 * The site data with each sidebar's sections in the order of their keys. Rspress's auto sidebar
 * collects the sections of a language in parallel and inserts each when its folder is read, so the
 * order (and the generated module's text) changed from one compilation to the next: in dev an edit
 * of any page's text then changed the site data, which nothing accepts, and the page reloaded. The
 * order has no meaning: Rspress picks a page's section by the longest matching key.
 */
export function withSortedSidebars<T>(siteData: T): T {
  const sorted = (sidebar: object | undefined) =>
    sidebar && Object.fromEntries(Object.entries(sidebar).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const { themeConfig } = siteData as SiteData;
  if (!themeConfig) return siteData;
  return {
    ...siteData,
    themeConfig: {
      ...themeConfig,
      ...(themeConfig.sidebar && { sidebar: sorted(themeConfig.sidebar) }),
      ...(themeConfig.locales && {
        locales: themeConfig.locales.map((locale) => ({
          ...locale,
          ...(locale.sidebar && { sidebar: sorted(locale.sidebar) }),
        })),
      }),
    },
  };
}

/** Rewrites the generated `virtual-site-data` module with sorted sidebars and without the sidebar file keys. */
export function slimSiteDataModule(code: string): string {
  return writeSiteDataModule(withoutFileKeys(withSortedSidebars(readSiteDataModule(code))));
}

/** Dev: the generated `virtual-site-data` module with sorted sidebars, otherwise as generated. */
export function stableSiteDataModule(code: string): string {
  return writeSiteDataModule(withSortedSidebars(readSiteDataModule(code)));
}

/** The part of the Rsbuild plugin API the transforms use (Rspress 2 bundles its own @rsbuild/core). */
interface TransformApi {
  context: { action?: string };
  modifyRsbuildConfig(
    modify: (config: { output?: { sourceMap?: boolean | { js?: string | false; css?: boolean } } }) => void,
  ): void;
  transform(
    descriptor: { test: RegExp; order: 'post' },
    handler: (context: { code: string; environment?: { name: string } }) => string | Promise<string>,
  ): void;
}

/**
 * Rsbuild plugin, after Rspress generated the modules (`order: 'post'`). Dev keeps the full records
 * (it regenerates the modules on every edit) and only puts the sidebars in a stable order.
 */
export function pluginSlimPageData() {
  return {
    name: 'rsbuild-docs:slim-page-data',
    setup(api: TransformApi) {
      const dev = api.context.action === 'dev';
      // Dev source maps of the code each loader returns, not of the module's original text: with
      // Rsbuild's default (`cheap-module-source-map`) a module's hash covers its original text, so
      // Rspress's site data, regenerated with its sidebar sections in a new order, counted as
      // changed however it was sorted, and nothing accepts it: every edit of a page reloaded.
      if (dev) {
        api.modifyRsbuildConfig((config) => {
          const sourceMap = typeof config.output?.sourceMap === 'object' ? config.output.sourceMap : {};
          config.output = { ...config.output, sourceMap: { ...sourceMap, js: 'cheap-source-map' } };
        });
      }
      // Each environment's headings file, known once its page data is slimmed; its headings module
      // waits for it (every environment but the Markdown render builds the page data: the runtime
      // imports it).
      const headingsFiles = new Map<string, { promise: Promise<string>; resolve(file: string): void }>();
      const headingsFile = (environment = '') => {
        let deferred = headingsFiles.get(environment);
        if (!deferred) {
          let resolve: (file: string) => void = () => {};
          const promise = new Promise<string>((done) => {
            resolve = done;
          });
          deferred = { promise, resolve };
          headingsFiles.set(environment, deferred);
        }
        return deferred;
      };
      const slims = (environment?: { name: string }) => !dev && environment?.name !== MARKDOWN_ENVIRONMENT;
      api.transform({ test: GENERATED_MODULE.pageData, order: 'post' }, ({ code, environment }) => {
        if (!slims(environment)) return code;
        const slim = slimPageDataModule(code);
        headingsFile(environment?.name).resolve(slim.headingsFile);
        return slim.code;
      });
      api.transform({ test: OVERVIEW_HEADINGS_MODULE, order: 'post' }, async ({ code, environment }) =>
        slims(environment) ? overviewHeadingsModule(await headingsFile(environment?.name).promise) : code,
      );
      api.transform({ test: GENERATED_MODULE.siteData, order: 'post' }, ({ code }) =>
        dev ? stableSiteDataModule(code) : slimSiteDataModule(code),
      );
    },
  };
}

interface PageMeta {
  frontmatter?: Record<string, unknown>;
  description?: string;
  lang?: string;
  version?: string;
  [RELATIVE_PATH_FIELD]?: string;
}

interface PageMetaProcessor {
  data(key: typeof PAGE_META_DATA_KEY): PageMeta | undefined;
}

/**
 * Remark plugin: adds to the page meta of each route chunk what `slimPages` drops from the shared
 * record: the description and, for a docs file `<lang>/…`, its language, version and relative path.
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
      meta[RELATIVE_PATH_FIELD] = relative;
      meta.lang = docsFile[1];
      meta.version = '';
    };
  };
}

/**
 * Registers `remarkPageMeta` against the docs root of the config being built (read in the `config`
 * hook), so a site reusing this config with another `root` (the theme-variants fixture) still gets
 * each page's language; with a fixed root its pages failed to render.
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
