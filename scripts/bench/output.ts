import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputStats, SearchIndexStats } from './types';

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

/** Raw and gzip size of each search index the build emitted. */
export function searchIndexStats(outDir: string): SearchIndexStats[] {
  const dir = path.join(outDir, 'static');
  return readdirSync(dir)
    .flatMap((file) => {
      const lang = searchIndexLang(file);
      if (lang === undefined) return [];
      const data = readFileSync(path.join(dir, file));
      return [{ lang, file: `static/${file}`, raw: data.length, gzip: gzipSize(data) }];
    })
    .sort((a, b) => a.lang.localeCompare(b.lang));
}
