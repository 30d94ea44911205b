/**
 * Page ranking for the site search, used by the `afterSearch` hook (search-hooks.ts).
 *
 * The default search keeps a result only when the whole query occurs literally in a title,
 * heading or paragraph, and ranks pages in FlexSearch's field order. So "dev server port"
 * finds nothing (no paragraph contains those three words in a row) and "proxy" may list
 * three pages that mention a proxy before `server.proxy`. This ranks every page of the
 * index instead: each query term must occur somewhere in the page; terms count most in the
 * title, then the route, headings and description, then the body; the whole phrase earns a
 * bonus. Pure functions, no DOM.
 */

/** One page of the built search index (`static/search_index.<lang>.<hash>.json`). */
export interface IndexedPage {
  routePath: string;
  title: string;
  content: string;
  description?: string;
  toc: { id: string; text: string; depth: number; charIndex?: number }[];
}

/** Lower case, accents stripped: the same folding as the default search (`normalizeTextCase`). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]/;

/** A term's light English stem: `migrate` → `migrat` (matches `migration`), `files` → `fil`. */
export function stem(term: string): string {
  if (CJK.test(term) || term.length <= 4) return term;
  return term.replace(/(ing|ion|es|e|s)$/, '');
}

/** Words that help ranking but that a page need not contain: English stop words, single CJK characters. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'to',
  'from',
  'in',
  'of',
  'for',
  'with',
  'how',
  'use',
  'using',
]);

/** Whether a page must contain `term` to be listed (see STOP_WORDS). */
export function isRequiredTerm(term: string): boolean {
  if (STOP_WORDS.has(term)) return false;
  return !([...term].length === 1 && CJK.test(term));
}

/** Query terms: whitespace-separated words, folded, without duplicates. */
export function queryTerms(query: string): string[] {
  return [...new Set(fold(query).split(/\s+/).filter(Boolean))];
}

/** Two-character pieces of a CJK term (`快速开始` → 快速, 速开, 开始), used when the whole term matches nowhere. */
export function cjkBigrams(term: string): string[] {
  const chars = [...term];
  if (chars.length <= 2 || !chars.every((char) => CJK.test(char))) return [term];
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
}

interface FoldedPage {
  page: IndexedPage;
  title: string;
  route: string;
  headers: string;
  description: string;
  content: string;
}

function foldPage(page: IndexedPage): FoldedPage {
  return {
    page,
    title: fold(page.title),
    route: fold(page.routePath.replace(/[/-]/g, ' ')),
    headers: fold(page.toc.map((header) => header.text).join(' \n ')),
    description: fold(page.description ?? ''),
    content: fold(page.content),
  };
}

const foldedCache = new WeakMap<readonly IndexedPage[], FoldedPage[]>();

/** The folded copies of an index, computed once per index. */
function foldedPages(pages: readonly IndexedPage[]): FoldedPage[] {
  let folded = foldedCache.get(pages);
  if (!folded) {
    folded = pages.map(foldPage);
    foldedCache.set(pages, folded);
  }
  return folded;
}

function occurrences(haystack: string, needle: string, cap: number): number {
  let count = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1 && count < cap;
    at = haystack.indexOf(needle, at + needle.length)
  ) {
    count += 1;
  }
  return count;
}

/** Score of one term in one page; 0 when the page does not contain it at all. */
function termScore(page: FoldedPage, term: string): number {
  const needle = stem(term);
  const inBody = occurrences(page.content, needle, 16);
  let score = 0;
  if (page.title.includes(needle)) score += 10;
  if (page.route.includes(needle)) score += 4;
  if (page.headers.includes(needle)) score += 4;
  if (page.description.includes(needle)) score += 3;
  if (inBody > 0) score += 1 + Math.log2(inBody);
  return score;
}

/** Bonus for the whole phrase (several terms) or an exact title match. */
function phraseScore(page: FoldedPage, phrase: string, terms: readonly string[]): number {
  const lastTitleSegment = page.title.split('.').pop() ?? page.title;
  let score = 0;
  if (page.title === phrase || lastTitleSegment === phrase.replace(/\s+/g, '')) score += 20;
  if (terms.length > 1) {
    if (page.title.includes(phrase)) score += 15;
    if (page.headers.includes(phrase)) score += 6;
    if (page.description.includes(phrase)) score += 4;
    if (page.content.includes(phrase)) score += 3;
  }
  return score;
}

export interface RankedPage {
  page: IndexedPage;
  score: number;
  /** Terms the ranking used (CJK terms may have been split into two-character pieces). */
  terms: string[];
}

/**
 * Pages for `query`, best first, at most `limit`. Pages must contain every required term; when
 * no page does, the pages that contain the most are kept, so a multi-word query whose words
 * each match some page never comes back empty.
 */
export function rankPages(pages: readonly IndexedPage[], query: string, limit = 7): RankedPage[] {
  const phrase = fold(query.trim()).replace(/\s+/g, ' ');
  if (!phrase) return [];
  const folded = foldedPages(pages);
  const required = new Set<string>();
  const terms = queryTerms(query).flatMap((term) => {
    // A CJK term found nowhere is split into two-character pieces, each of them optional.
    if (!folded.some((page) => termScore(page, term) > 0)) return cjkBigrams(term);
    if (isRequiredTerm(term)) required.add(term);
    return [term];
  });
  const scored = folded.map((page) => {
    const perTerm = terms.map((term) => termScore(page, term));
    const matched =
      terms.filter((term, index) => required.has(term) && (perTerm[index] ?? 0) > 0).length +
      (perTerm.some((score) => score > 0) ? 1 : 0);
    const score = perTerm.reduce((sum, value) => sum + value, 0) + phraseScore(page, phrase, terms);
    return { page: page.page, matched, score };
  });
  const best = Math.max(0, ...scored.map((entry) => entry.matched));
  if (best === 0) return [];
  return scored
    .filter((entry) => entry.matched === best)
    .sort((a, b) => b.score - a.score || a.page.routePath.localeCompare(b.page.routePath))
    .slice(0, limit)
    .map(({ page, score }) => ({ page, score, terms }));
}
