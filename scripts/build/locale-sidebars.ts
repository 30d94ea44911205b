/**
 * The sidebars out of every page's first load: Rspress's site data (`virtual-site-data`, in the
 * entry chunk) carries the sidebar of every language, ≈ 3 KB gzip each, and a page shows only its
 * own language's. For the browser build, the site-data transform (slim-page-data.ts) calls
 * `splitLocaleSidebars`: each language's sidebar becomes a JSON file imported as a chunk of its
 * own (`sidebar-<lang>`), and the module hands the loaders to the theme
 * (theme/entry/locale-sidebars.ts), which loads a language's sidebar before a page of it renders.
 * The HTML of each page preloads its language's chunk (`sidebarPreloadTag`, a `head` entry of
 * the site config), so the sidebar downloads with the rest of the bundle.
 *
 * The server render and the Markdown render keep the sidebars in the site data.
 */
import path from 'node:path';

export const LOCALE_SIDEBARS_MODULE = path.join(import.meta.dirname, '../../theme/entry/locale-sidebars.ts');

/** The chunk of a language's sidebar. */
export function sidebarChunkName(lang: string): string {
  return `sidebar-${lang}`;
}

interface SiteDataWithLocales {
  themeConfig?: { locales?: { lang: string; sidebar?: unknown }[] };
}

/**
 * The site-data module for the browser (`code`): the site data without the sidebars (written as a
 * JS expression by `toModuleValue`) and a loader for each language's sidebar, a JSON file that
 * `writeJson` writes (it returns the file's path). `langs`: the languages whose sidebar it split off.
 */
export function splitLocaleSidebars(
  siteData: SiteDataWithLocales,
  writeJson: (name: string, value: unknown) => string,
  toModuleValue: (value: unknown) => string,
): { code: string; langs: string[] } {
  const locales = siteData.themeConfig?.locales ?? [];
  const loaders: string[] = [];
  const langs: string[] = [];
  const withoutSidebars = {
    ...siteData,
    themeConfig: {
      ...siteData.themeConfig,
      locales: locales.map(({ sidebar, ...locale }) => {
        if (sidebar !== undefined) {
          const file = writeJson(sidebarChunkName(locale.lang), sidebar);
          langs.push(locale.lang);
          loaders.push(
            `  ${JSON.stringify(locale.lang)}: () => import(/* webpackChunkName: ${JSON.stringify(sidebarChunkName(locale.lang))} */ ${JSON.stringify(file)}),`,
          );
        }
        return locale;
      }),
    },
  };
  const code = [
    `import { installLocaleSidebars } from ${JSON.stringify(LOCALE_SIDEBARS_MODULE)};`,
    `const siteData = ${toModuleValue(withoutSidebars)};`,
    `installLocaleSidebars(siteData.themeConfig.locales, {\n${loaders.join('\n')}\n});`,
    'export default siteData;',
    '',
  ].join('\n');
  return { code, langs };
}

/** The browser build's files of each sidebar chunk, by language (set once the build has emitted them). */
const chunkFiles = new Map<string, string[]>();

/** Languages whose sidebar the browser build split off: their pages must preload its chunk. */
const splitOff = new Set<string>();

/** Called by the site-data transform with the languages it split off (`splitLocaleSidebars`). */
export function expectSidebarChunks(langs: readonly string[]): void {
  for (const lang of langs) splitOff.add(lang);
}

/** Rspack's compilation, as far as `recordSidebarChunks` reads it. */
export interface ChunkCompilation {
  namedChunks: ReadonlyMap<string, { files: ReadonlySet<string> }>;
  outputOptions: { publicPath?: unknown };
}

/** Records the files of the sidebar chunks of the split-off languages; throws when one is missing. */
export function recordSidebarChunks(compilation: ChunkCompilation): void {
  const prefix =
    typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
  for (const lang of splitOff) {
    const chunk = compilation.namedChunks.get(sidebarChunkName(lang));
    const files = [...(chunk?.files ?? [])].filter((file) => file.endsWith('.js'));
    if (files.length === 0) {
      throw new Error(`locale-sidebars: the browser build emitted no ${sidebarChunkName(lang)} chunk`);
    }
    chunkFiles.set(
      lang,
      files.map((file) => `${prefix}${file}`),
    );
  }
}

/**
 * `head` entry of the site config: a page preloads its language's sidebar chunk, as Rspress
 * preloads the page's own route chunk. Nothing in dev, where the sidebars stay in the site data.
 */
export function sidebarPreloadTag(route: { lang: string }): [string, Record<string, string>] | undefined {
  const href = chunkFiles.get(route.lang)?.[0];
  if (!href && splitOff.has(route.lang)) {
    // The page would load its sidebar one round trip late, and the first-load check would not count it.
    throw new Error(
      `locale-sidebars: a ${route.lang} page was rendered before the browser build recorded its sidebar chunk`,
    );
  }
  return href ? ['link', { rel: 'preload', href, as: 'script' }] : undefined;
}
