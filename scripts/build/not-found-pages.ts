/**
 * A 404 page per language. Rspress renders a single `404.html`, in the default language, for
 * the route `/404`; served for an unknown `/zh/…` path, it would be hydrated by a client that
 * takes its language from the path, and React would find Chinese where the server wrote English
 * (a hydration mismatch, and an English page for a Chinese reader). This plugin adds the route
 * `/<lang>/404` for every other language, rendered with the 404 layout, so `zh/404.html` exists;
 * the servers (scripts/serve.ts, the deploy config) answer unknown paths under `/<lang>/` with it.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The 404 page of a path: `zh/404.html` under `/zh/`, `404.html` everywhere else. */
/** Languages with a 404 page of their own: every locale but the default one. */
export const NOT_FOUND_LANGS = ['zh'] as const;

export function notFoundPageFor(urlPath: string, langs: readonly string[]): string {
  const first = urlPath.split('/')[1] ?? '';
  return langs.includes(first) ? `${first}/404.html` : '404.html';
}

/** The page: the 404 layout, out of the search index (`search: false`). */
const NOT_FOUND_PAGE = "---\npageType: '404'\ntitle: '404'\nsearch: false\n---\n";

export function pluginNotFoundPages(langs: readonly string[]): RspressPlugin {
  return {
    name: 'rsbuild-docs:not-found-pages',
    addPages: () =>
      langs.map((lang) => ({
        routePath: `/${lang}/404`,
        content: NOT_FOUND_PAGE,
      })),
  };
}

/**
 * The added 404 routes are pages to Rspress, so its sitemap plugin and llms.txt list them and a
 * Markdown twin is written; none of that belongs to a 404 page. Run after the build
 * (scripts/deploy/generate.ts): drops them from `sitemap.xml` and `<lang>/llms.txt`, and deletes
 * `<lang>/404.md`. The search index never holds them (`search: false`).
 */
export function removeNotFoundPagesFromIndexes(
  siteDir: string,
  origin: string,
  langs: readonly string[],
): void {
  const sitemap = path.join(siteDir, 'sitemap.xml');
  if (existsSync(sitemap)) {
    let xml = readFileSync(sitemap, 'utf8');
    for (const lang of langs) {
      xml = xml.replace(
        new RegExp(`<url><loc>${escapeRegExp(`${origin}/${lang}/404`)}</loc>.*?</url>`, 'g'),
        '',
      );
    }
    writeFileSync(sitemap, xml);
  }
  for (const lang of langs) {
    const llms = path.join(siteDir, lang, 'llms.txt');
    if (existsSync(llms)) {
      const lines = readFileSync(llms, 'utf8').split('\n');
      writeFileSync(llms, lines.filter((line) => !line.includes(`/${lang}/404.md)`)).join('\n'));
    }
    rmSync(path.join(siteDir, lang, '404.md'), { force: true });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
