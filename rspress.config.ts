import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import {
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import { pluginCompactRoutes } from './scripts/build/compact-routes';
import { NOT_FOUND_LANGS, pluginNotFoundPages } from './scripts/build/not-found-pages';
import { pluginScriptsAfterPaint } from './scripts/build/scripts-after-paint';
import { serveFullTextInDev } from './scripts/build/search-full-text';
import { pluginPageMeta, pluginSlimPageData } from './scripts/build/slim-page-data';
import { pluginStagedStartup } from './scripts/build/staged-startup';
import { pluginTrimSearchIndex } from './scripts/build/trim-search-index';
import { rehypeCodeBlockSize } from './scripts/markdown/rehype-code-block-size';
import { rehypeCodeTokenClasses } from './scripts/markdown/rehype-code-token-classes';
import { rehypeContentRuns } from './scripts/markdown/rehype-content-runs';
import { rehypeHeaderAnchorA11y } from './scripts/markdown/rehype-header-anchor-a11y';
import { remarkPartialCode } from './scripts/markdown/remark-partial-code';
import { FIRST_FRAME_HEAD_TAG } from './theme/components/FirstFrame/first-frame';
import { HIDE_PARTS_INLINE_SCRIPT } from './theme/components/PageChrome/page-chrome';
import { STORAGE_GUARD_INLINE_SCRIPT } from './theme/components/StorageGuard/storage-guard';
import { seoHeadTags } from './theme/data/seo';
import { FEEDS, SITE } from './theme/data/site';

/**
 * Optimizations left out of an A/B build (scripts/bench/ab.ts), by plugin name:
 * `DOCS_WITHOUT=rsbuild-docs:compact-routes,rehypeContentRuns`. Never set for the site itself.
 */
const WITHOUT = new Set(process.env.DOCS_WITHOUT?.split(',') ?? []);

// DOCS_ROOT points the site at another docs folder: the dev-server test (e2e/dev-server.spec.ts)
// runs it on a copy of `docs/` it can edit. The site itself is always built from `docs/`.
const root = process.env.DOCS_ROOT
  ? path.resolve(process.env.DOCS_ROOT)
  : path.join(import.meta.dirname, 'docs');

/**
 * The RSS plugin's own head component marks feed links with `hreflang`, and the head
 * manager then keeps a single alternate link per language. Our `FeedLinks` global
 * component emits the feed links instead (see theme/components/FeedLinks).
 */
function withoutFeedAnnotations(plugin: RspressPlugin): RspressPlugin {
  return { ...plugin, globalUIComponents: [] };
}

export default defineConfig({
  root,
  base: '/',
  lang: 'en',
  title: SITE.title,
  description: SITE.description.en,
  siteOrigin: SITE.origin,
  icon: '/favicon.svg',
  logo: { light: '/logo-nav-light.svg', dark: '/logo-nav-dark.svg' },
  logoText: SITE.title,
  // DOCS_OUT_DIR lets parallel local builds write to separate folders; CI uses the default.
  outDir: process.env.DOCS_OUT_DIR ?? 'doc_build',
  locales: [
    { lang: 'en', label: 'English', title: SITE.title, description: SITE.description.en },
    { lang: 'zh', label: '简体中文', title: SITE.title, description: SITE.description.zh },
  ],
  route: {
    cleanUrls: true,
    exclude: ['**/zh/shared/**', '**/en/shared/**', './theme', './src'],
  },
  multiVersion: { default: '', versions: [] },
  // Static generation is strict in Rspress 2: any SSG error fails the build.
  ssg: true,
  // Code blocks stay out of the first index, to keep it small and the first search fast; their
  // identifiers are in the full-text part (scripts/build/search-full-text.ts).
  search: { codeBlocks: false },
  llms: true,
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    // DOCS_DRAFT=1 relaxes link checks for local previews of unfinished work; builds and tests never set it.
    link: { checkDeadLinks: !process.env.DOCS_DRAFT, checkAnchors: !process.env.DOCS_DRAFT },
    // `// [!code ++]`, `// [!code --]`, `// [!code highlight]` and `// [!code focus]` in code blocks:
    // the notation comment goes, the line gets a class (styled in theme/styles/code-notation.css).
    shiki: {
      transformers: [transformerNotationDiff(), transformerNotationHighlight(), transformerNotationFocus()],
    },
    remarkPlugins: [remarkPartialCode],
    // After Rspress's Shiki: token colours as classes, not inline styles (smaller HTML and route
    // chunks), and each code block's line count for its layout on demand. Last, the page's blocks
    // in runs whose elements are created when each run hydrates.
    rehypePlugins: [
      rehypeHeaderAnchorA11y,
      rehypeCodeTokenClasses,
      rehypeCodeBlockSize,
      rehypeContentRuns,
    ].filter((plugin) => !WITHOUT.has(plugin.name)),
  },
  themeConfig: {
    // No "copy as Markdown / open in ChatGPT" menu and hidden LLM hint on every page: not in the
    // spec, an unnamed button and content outside landmarks for axe, ≈ 3 KB gzip of JS.
    // llms.txt and the per-page .md files are still generated (`llms: true`).
    llmsUI: false,
    hideNavbar: 'auto',
    lastUpdated: true,
    // Our own ScrollToTop (theme/components/ScrollToTop) shows from the first pixel scrolled.
    enableScrollToTop: false,
    editLink: { docRepoBaseUrl: SITE.editBaseUrl },
    footer: { message: SITE.footer },
    socialLinks: [
      { icon: 'github', mode: 'link', content: SITE.social.github },
      { icon: 'x', mode: 'link', content: SITE.social.x },
      { icon: 'discord', mode: 'link', content: SITE.social.discord },
    ],
  },
  builderConfig: {
    // The optimizations that pay for themselves, each with its measured gain in ARCHITECTURE.md.
    plugins: [
      pluginSlimPageData(),
      pluginCompactRoutes(),
      pluginScriptsAfterPaint(),
      pluginStagedStartup(),
    ].filter((plugin) => !WITHOUT.has(plugin.name)),
    // The search index's full-text part (scripts/build/search-full-text.ts), served from memory in dev
    // (before Rsbuild's own middlewares, which would answer with the HTML fallback).
    server: {
      setup: ({ server }) => {
        server.middlewares.use(serveFullTextInDev);
      },
    },
    // Remote search (theme/data/search.ts): off unless these are set at build time.
    source: {
      define: {
        'process.env.DOCS_SEARCH_API_URL': JSON.stringify(process.env.DOCS_SEARCH_API_URL ?? ''),
        'process.env.DOCS_SEARCH_INDEXES': JSON.stringify(process.env.DOCS_SEARCH_INDEXES ?? ''),
      },
    },
  },
  // Image zoom loads medium-zoom only on pages with images (theme/components/ImageZoom); the default one is off.
  mediumZoom: false,
  globalUIComponents: [
    path.join(import.meta.dirname, 'theme/components/FeedLinks/FeedLinks.tsx'),
    path.join(import.meta.dirname, 'theme/components/ImageZoom/ImageZoom.tsx'),
  ],
  head: [
    // First: makes blocked or corrupted localStorage safe before Rspress's own head scripts read it.
    `<script>${STORAGE_GUARD_INLINE_SCRIPT}</script>`,
    `<script>${HIDE_PARTS_INLINE_SCRIPT}</script>`,
    // The first frame waits for the nav and the sidebar bar (theme/components/FirstFrame).
    FIRST_FRAME_HEAD_TAG,
    ['meta', { name: 'theme-color', content: '#0b1120' }],
    ['link', { rel: 'apple-touch-icon', href: '/icon-192.png' }],
    ['link', { rel: 'manifest', href: '/manifest.webmanifest' }],
    // One function per tag: each `head` function returns a single tag for the page.
    ...Array.from({ length: seoHeadTags({ routePath: '/', lang: 'en' }).length }, (_, index) => {
      return (route: { routePath: string; lang: string }) => seoHeadTags(route)[index];
    }),
  ],
  plugins: [
    // Each page's language, version, source path and description in its own route chunk: the other
    // half of slim page data, left out with it (`DOCS_WITHOUT=rsbuild-docs:slim-page-data`).
    ...(WITHOUT.has('rsbuild-docs:slim-page-data') ? [] : [pluginPageMeta()]),
    // `zh/404.html`: unknown Chinese paths get a Chinese 404 page that hydrates without a mismatch.
    pluginNotFoundPages(NOT_FOUND_LANGS),
    // Keeps the start of each section in the search index (< 120 KB gzip per language, issue 8) and
    // writes the rest, with the code's identifiers, as the index's full-text part (issue 37).
    pluginTrimSearchIndex(),
    pluginSitemap({ siteUrl: SITE.origin }),
    withoutFeedAnnotations(
      pluginRss({
        siteUrl: SITE.origin,
        feed: FEEDS.map((feed) => ({
          id: feed.id,
          test: feed.test,
          title: feed.title,
          language: feed.language,
          output: { type: feed.type, filename: feed.filename, dir: 'rss' },
        })),
      }),
    ),
  ],
});
