/**
 * Every link of the built site resolves: each internal `href` (relative, root-relative or on the
 * site's own origin) of every element of every built page names a page or file the server
 * serves (scripts/serve.ts `resolveRequestPath`: clean URLs, `index.html`), and each `#fragment`
 * an element id (or `<a name>`) on the page it points to. External links are not followed.
 * `npx tsx scripts/check-html/built-links.ts [site dir]`; run by `npm test` after the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { SITE } from '../../theme/data/site';
import { resolveRequestPath } from '../serve';
import { htmlFiles } from './validate-pages';

interface PageLinks {
  ids: Set<string>;
  hrefs: string[];
}

/** The ids and the `href`s of one page's elements. */
export function readLinks(html: string): PageLinks {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        if (attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { ids, hrefs };
}

/** The broken links of the site in `dir`, one line each: `page: href (what is missing)`. */
export function brokenLinks(dir: string, origin: string = SITE.origin): string[] {
  const root = path.resolve(dir);
  const pages = new Map<string, PageLinks>();
  for (const file of htmlFiles(root))
    pages.set(path.join(root, file), readLinks(readFileSync(path.join(root, file), 'utf8')));
  const problems: string[] = [];
  for (const [file, { hrefs }] of pages) {
    const page = `/${path.relative(root, file).split(path.sep).join('/')}`;
    for (const href of hrefs) {
      const url = new URL(href, `${origin}${page}`);
      if (url.origin !== origin) continue;
      const target = resolveRequestPath(root, url.pathname);
      const where = `${path.relative(root, file)}: ${href}`;
      if (!target) {
        problems.push(`${where} (no page or file ${url.pathname})`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment === '') continue;
      const ids = pages.get(target)?.ids;
      if (!ids?.has(fragment))
        problems.push(`${where} (no id "${fragment}" in ${path.relative(root, target)})`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.DOCS_OUT_DIR ?? 'doc_build';
  const started = Date.now();
  const problems = brokenLinks(dir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n✖ ${problems.length} broken link(s) in ${dir}/ (${seconds}s).`);
    process.exit(1);
  }
  console.log(
    `Links resolve: every internal href and fragment of ${htmlFiles(dir).length} pages (${seconds}s).`,
  );
}
