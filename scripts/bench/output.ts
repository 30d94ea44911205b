import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputStats, PageFirstLoadJs, SearchIndexStats } from './types';

/** Gzip size at level 9, the figure every table in the benchmark uses. */
export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Files, bytes and HTML pages (without 404.html) of a built site. */
export function outputStats(outDir: string): OutputStats {
  const files = walk(outDir);
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    htmlPages: files.filter((file) => file.endsWith('.html') && path.basename(file) !== '404.html').length,
  };
}

/** `search_index[.<version>].<lang>.<hash>.json` → language (empty when the site has one language). */
export function searchIndexLang(fileName: string): string | undefined {
  const match = /^search_index(?:\.[^.]+)*?\.([a-z]{2}(?:-[A-Za-z]+)?)\.[0-9a-f]+\.json$/.exec(fileName);
  if (match) return match[1];
  return /^search_index\.[0-9a-f]+\.json$/.test(fileName) ? '' : undefined;
}

/** Texts only the search dialog's code has: its own chunk, and MiniSearch's. */
const SEARCH_CODE_MARKERS = ['[search] the search index could not be loaded', 'MiniSearch:'];

/** Gzip bytes of the scripts the search dialog loads on its first open (found by their texts). */
export function searchCodeGzip(outDir: string): number {
  return walk(path.join(outDir, 'static/js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(file))
    .filter((data) => SEARCH_CODE_MARKERS.some((marker) => data.includes(marker)))
    .reduce((sum, data) => sum + gzipSize(data), 0);
}

/**
 * Raw and gzip size of each search index the build emitted, with its full-text part (the file its
 * first page names, scripts/build/search-full-text.ts) and the dialog's code: what search downloads.
 */
export function searchIndexStats(outDir: string): SearchIndexStats[] {
  const dir = path.join(outDir, 'static');
  const code = searchCodeGzip(outDir);
  return readdirSync(dir)
    .flatMap((file) => {
      const lang = searchIndexLang(file);
      if (lang === undefined) return [];
      const data = readFileSync(path.join(dir, file));
      const fullTextFile = (JSON.parse(data.toString()) as { fullText?: string }[]).find(
        (page) => page.fullText,
      )?.fullText;
      const fullText = fullTextFile ? readFileSync(path.join(dir, fullTextFile)) : undefined;
      return [
        {
          lang,
          file: `static/${file}`,
          raw: data.length,
          gzip: gzipSize(data),
          fullTextRaw: fullText?.length ?? 0,
          fullTextGzip: fullText ? gzipSize(fullText) : 0,
          codeGzip: code,
        },
      ];
    })
    .sort((a, b) => a.lang.localeCompare(b.lang));
}

/**
 * The scripts a built page loads before it is interactive: the ones its HTML preloads, and its
 * `<script src>` tags (the site has none: scripts-after-paint.ts turns them into preloads; an A/B
 * build without that optimization keeps them).
 */
export function startupScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1]);
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  return [...new Set([...preloads, ...tags].filter((href): href is string => Boolean(href)))];
}

/**
 * First-load JS (gzip) of every HTML page of a built site, heaviest first: the bundle and the
 * page's own route chunk, which the HTML preloads or loads (scripts/build/scripts-after-paint.ts loads the
 * same list). In the browser the benchmark pages load exactly these (npm run bench).
 */
export function firstLoadJsByPage(outDir: string): PageFirstLoadJs[] {
  const sizes = new Map<string, number>();
  const sizeOf = (href: string) => {
    let size = sizes.get(href);
    if (size === undefined) {
      size = gzipSize(readFileSync(path.join(outDir, href)));
      sizes.set(href, size);
    }
    return size;
  };
  return walk(outDir)
    .filter((file) => file.endsWith('.html') && !file.startsWith(path.join(outDir, 'static')))
    .map((file) => {
      const page = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
      const scripts = startupScripts(readFileSync(file, 'utf8'));
      if (scripts.length === 0)
        throw new Error(`${page} loads no script: the first-load check cannot measure it`);
      return { page, jsGzip: scripts.reduce((sum, href) => sum + sizeOf(href), 0) };
    })
    .sort((a, b) => b.jsGzip - a.jsGzip);
}
