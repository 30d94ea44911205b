/**
 * Rspress 2 bundles a record of every page (title, route, full outline, frontmatter,
 * description, …) into the entry chunk as `virtual-page-data`, so each page's first load carried
 * the outline and frontmatter of all 372 pages (≈ 68 KB of the 107 KB gzip entry). At runtime
 * the page being shown takes its title, outline and frontmatter from its own route chunk
 * (`initPageData` in @rspress/core dist/runtime), so the shared record only needs what that
 * chunk lacks (route, lang, description, edit path, last-updated time, feeds) plus, for the pages
 * an overview page lists, their headings at the overview's depths (the default theme's
 * `Overview` reads them from `usePages()`). This module removes the rest at build time, for
 * the browser and the static render alike. The search index is written before and keeps all.
 *
 * The description (used for the description and og:description tags) moves the same way: a
 * remark plugin copies the frontmatter description into the route chunk's page meta, which
 * `initPageData` spreads under the shared record, so the shared record can drop it.
 */

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

export interface PageRecord {
  routePath: string;
  toc?: TocEntry[];
  frontmatter?: Record<string, unknown>;
  [key: string]: unknown;
}

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

/** The page records without what the browser never reads from them. */
export function slimPages(pages: PageRecord[]): PageRecord[] {
  const overviews = overviewsOf(pages);
  return pages.map((page) => {
    const { toc, frontmatter, ...rest } = page;
    // The route chunk carries the frontmatter description (remarkDescriptionInPageMeta).
    if (typeof frontmatter?.description === 'string' && rest.description === frontmatter.description) {
      delete rest.description;
    }
    const depths = new Set(
      overviews
        .filter((o) => page.routePath.startsWith(o.prefix) && page.routePath !== o.routePath)
        .flatMap((o) => o.depths),
    );
    const kept = (toc ?? [])
      .filter((entry) => depths.has(entry.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
    return kept.length ? { ...rest, toc: kept } : rest;
  });
}

const MODULE_PATTERN =
  /^\s*export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/;

/** Rewrites the generated `virtual-page-data` module; throws when its shape is not the known one. */
export function slimPageDataModule(code: string): string {
  const match = MODULE_PATTERN.exec(code);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      'slim-page-data: the virtual-page-data module of @rspress/core has an unknown shape; update scripts/build/slim-page-data.ts',
    );
  }
  const pageData = JSON.parse(match[1]) as { pages: PageRecord[] };
  const slim = { ...pageData, pages: slimPages(pageData.pages) };
  return `export const pageData = ${jsonModuleValue(slim)};\nexport const searchIndexHash = ${match[2]};\n`;
}

/**
 * The data as a `JSON.parse` call on a string literal rather than an object literal: V8 parses
 * JSON far faster than the equivalent JavaScript, and the entry chunk evaluates this data on
 * every first load (≈ 170 KB raw for both modules), inside a task that counts as blocking time.
 */
export function jsonModuleValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

/**
 * The site data (`virtual-site-data`, also in the entry chunk) carries the sidebars of both
 * languages, where every item has a `_fileKey` (`en/guide/start/index`) that the node side uses
 * to build them and the browser never reads (checked against @rspress/core 2.0.22: the default
 * `Overview` copies it along but nothing reads it): ≈ 16 KB raw, 1.9 KB gzip on every first load.
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

const SITE_DATA_PATTERN = /^\s*export default ([\s\S]*?);?\s*$/;

/** Rewrites the generated `virtual-site-data` module; throws when its shape is not the known one. */
export function slimSiteDataModule(code: string): string {
  const match = SITE_DATA_PATTERN.exec(code);
  if (!match?.[1]) {
    throw new Error(
      'slim-page-data: the virtual-site-data module of @rspress/core has an unknown shape; update scripts/build/slim-page-data.ts',
    );
  }
  return `export default ${jsonModuleValue(withoutFileKeys(JSON.parse(match[1])))};\n`;
}

/** Minimal shape of the Rsbuild plugin API used here (Rspress 2 bundles its own @rsbuild/core). */
interface TransformApi {
  context: { action?: string };
  transform(
    descriptor: { test: RegExp; order: 'post' },
    handler: (context: { code: string }) => string,
  ): void;
}

/**
 * Rsbuild plugin: runs after Rspress generated the module (`order: 'post'`). Production builds
 * only: in dev, Rspress writes these modules in another shape (and rewrites them on every edit
 * for hot updates), first-load bytes do not matter, and the full records help while writing.
 */
export function pluginSlimPageData() {
  return {
    name: 'rsbuild-docs:slim-page-data',
    setup(api: TransformApi) {
      if (api.context.action === 'dev') return;
      api.transform({ test: /[\\/]virtual-page-data\.js$/, order: 'post' }, ({ code }) =>
        slimPageDataModule(code),
      );
      api.transform({ test: /[\\/]virtual-site-data\.js$/, order: 'post' }, ({ code }) =>
        slimSiteDataModule(code),
      );
    },
  };
}

interface PageMetaProcessor {
  data(key: 'pageMeta'): { frontmatter?: Record<string, unknown>; description?: string } | undefined;
}

/**
 * Remark plugin: puts the frontmatter description into the page meta Rspress compiles into each
 * route chunk (`MDXContent.__RSPRESS_PAGE_META`, see @rspress/core dist/node/mdx/processor.js).
 */
export function remarkDescriptionInPageMeta(this: PageMetaProcessor) {
  return () => {
    const meta = this.data('pageMeta');
    const description = meta?.frontmatter?.description;
    if (meta && typeof description === 'string') meta.description = description;
  };
}
