/**
 * The pages the audit adds to the five benchmark pages: in every section of each language
 * (`guide`, `config`, `plugins`, `api`, `community`, …), the page with the largest HTML and the
 * page with the most elements, read from the built site. The audit follows the content as it
 * grows instead of a fixed list.
 */
import { builtPages, readBuilt, urlPathOf } from '../../e2e/support/built-site';
import { BENCH_PAGES, type BenchPage } from '../bench/pages';

export interface PageWeight {
  path: string;
  lang: 'en' | 'zh';
  section: string;
  htmlBytes: number;
  elements: number;
}

/** Size and element count of every built page but the 404 pages. */
export function pageWeights(): PageWeight[] {
  return builtPages()
    .filter((file) => !/(^|\/)404\.html$/.test(file))
    .map((file) => {
      const html = readBuilt(file);
      const path = urlPathOf(file).replace(/\.html$/, '');
      const lang = path.startsWith('/zh/') || path === '/zh' ? 'zh' : 'en';
      const section = path.replace(/^\/zh/, '').split('/')[1] || 'home';
      return {
        path,
        lang,
        section,
        htmlBytes: Buffer.byteLength(html),
        elements: html.match(/<[a-zA-Z]/g)?.length ?? 0,
      } satisfies PageWeight;
    });
}

/** The pages `npm run audit:pages` and `npm run bench:ab` audit: the benchmark pages, then the heaviest others. */
export function auditedPages(): BenchPage[] {
  const heaviest = heaviestPages().filter((page) => !BENCH_PAGES.some((bench) => bench.path === page.path));
  return [...BENCH_PAGES, ...heaviest];
}

/** The heaviest page by HTML bytes and by element count in each language's sections. */
export function heaviestPages(weights: readonly PageWeight[] = pageWeights()): BenchPage[] {
  const picked = new Map<string, BenchPage>();
  const groups = new Map<string, PageWeight[]>();
  for (const weight of weights) {
    const key = `${weight.lang} ${weight.section}`;
    groups.set(key, [...(groups.get(key) ?? []), weight]);
  }
  for (const group of groups.values()) {
    for (const key of ['htmlBytes', 'elements'] as const) {
      const heaviest = group.reduce((a, b) => (b[key] > a[key] ? b : a));
      picked.set(heaviest.path, {
        path: heaviest.path,
        label: `heaviest ${heaviest.lang} ${heaviest.section}`,
        lang: heaviest.lang,
        kind: heaviest.section === 'home' ? 'home' : 'doc',
      });
    }
  }
  return [...picked.values()].sort((a, b) => a.path.localeCompare(b.path));
}
