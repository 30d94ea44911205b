import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built site folder the tests read (`doc_build/`, or DOCS_OUT_DIR). */
export const SITE_DIR = process.env.DOCS_OUT_DIR ?? 'doc_build';

/** Paths of the built HTML pages relative to the site folder, e.g. `guide/start/index.html`. */
export function builtPages(): string[] {
  if (!existsSync(SITE_DIR)) throw new Error(`No built site in ${SITE_DIR}/. Run "npm run build" first.`);
  return readdirSync(SITE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function readBuilt(file: string): string {
  return readFileSync(path.join(SITE_DIR, file), 'utf8');
}

/** The clean URL path of a built page: `guide/start/index.html` → `/guide/start/`, `a/b.html` → `/a/b`. */
export function urlPathOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** URL paths listed in the built sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = readBuilt('sitemap.xml');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** All tags of a kind in the head, with their attributes. */
export function headTags(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of match[0].matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
      attributes[attribute[1] ?? ''] = (attribute[2] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    }
    return attributes;
  });
}
