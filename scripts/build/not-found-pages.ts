/**
 * A 404 page per language, added as pages (`addPages`): `/<lang>/404` for every other language, so
 * a client hydrating an unknown `/zh/…` path finds the Chinese page it expects (the servers answer
 * unknown paths under `/<lang>/` with it), and `/404` as well, since Rspress's own `/404` is not a
 * page to it and gets none of the config's `head` tags.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** Languages with a 404 page of their own: every locale but the default one. */
export const NOT_FOUND_LANGS = ['zh'] as const;

/** The 404 page of a path: `zh/404.html` under `/zh/`, `404.html` everywhere else. */
export function notFoundPageFor(urlPath: string, langs: readonly string[]): string {
  const first = urlPath.split('/')[1] ?? '';
  return langs.includes(first) ? `${first}/404.html` : '404.html';
}

/** The page: the 404 layout, out of the search index (`search: false`). */
const NOT_FOUND_PAGE = "---\npageType: '404'\ntitle: '404'\nsearch: false\n---\n";

/** The folder of each 404 page in the built site: `''` for the default language, then `<lang>`. */
function notFoundDirs(langs: readonly string[]): string[] {
  return ['', ...langs];
}

/** The URL path of a file in one of those folders: `/404` or `/zh/404.md`. */
function pathIn(dir: string, file: string): string {
  return dir ? `/${dir}/${file}` : `/${file}`;
}

export function pluginNotFoundPages(langs: readonly string[]): RspressPlugin {
  return {
    name: 'rsbuild-docs:not-found-pages',
    addPages: () =>
      notFoundDirs(langs).map((dir) => ({
        routePath: pathIn(dir, '404'),
        content: NOT_FOUND_PAGE,
      })),
  };
}

/**
 * Run after the build (scripts/deploy/generate.ts): drops the added 404 pages from `sitemap.xml` and
 * each language's `llms.txt` and `llms-full.txt`, and deletes their Markdown twins (`404.md`).
 */
export function removeNotFoundPagesFromIndexes(
  siteDir: string,
  origin: string,
  langs: readonly string[],
): void {
  const sitemap = path.join(siteDir, 'sitemap.xml');
  const dirs = notFoundDirs(langs);
  if (existsSync(sitemap)) {
    let xml = readFileSync(sitemap, 'utf8');
    for (const dir of dirs) {
      xml = xml.replace(
        new RegExp(`<url><loc>${escapeRegExp(`${origin}${pathIn(dir, '404')}`)}</loc>.*?</url>`, 'g'),
        '',
      );
    }
    writeFileSync(sitemap, xml);
  }
  for (const dir of dirs) {
    const markdownUrl = `${origin}${pathIn(dir, '404.md')}`;
    const llms = path.join(siteDir, dir, 'llms.txt');
    if (existsSync(llms)) {
      const lines = readFileSync(llms, 'utf8').split('\n');
      writeFileSync(llms, lines.filter((line) => !line.includes(`${markdownUrl})`)).join('\n'));
    }
    const full = path.join(siteDir, dir, 'llms-full.txt');
    if (existsSync(full)) writeFileSync(full, withoutFullSection(readFileSync(full, 'utf8'), markdownUrl));
    rmSync(path.join(siteDir, dir, '404.md'), { force: true });
  }
}

/**
 * `llms-full.txt` without the page whose front matter says `url: <url>`: each page there starts
 * with `---\nurl: …\n---`, so its section runs to the next page's start or the end of the file.
 */
export function withoutFullSection(text: string, url: string): string {
  const start = text.indexOf(`---\nurl: ${url}\n---`);
  if (start === -1) return text;
  const next = text.indexOf('\n---\nurl: ', start + 1);
  return next === -1 ? `${text.slice(0, start).trimEnd()}\n` : text.slice(0, start) + text.slice(next + 1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
