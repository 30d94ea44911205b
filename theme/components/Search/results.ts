import type { DefaultMatchResultItem } from '@rspress/core/theme-original';
import { fold, type RankedPage } from './engine';

/** Snippet length of a content hit, as in the default search. */
export const SNIPPET_LENGTH = 100;

/** Highlight lengths are counted the way the default result list slices them: 3 per non-Latin-1 char. */
export function byteLength(text: string): number {
  let length = 0;
  for (const char of text) length += char.charCodeAt(0) > 255 ? 3 : 1;
  return length;
}

function firstHit(text: string, terms: readonly string[]): { at: number; term: string } | undefined {
  const folded = fold(text);
  for (const term of terms) {
    const at = folded.indexOf(term);
    if (at !== -1) return { at, term };
  }
  return undefined;
}

/** One result item for a page the default search did not list: its title, a heading or a snippet. */
export function itemForPage({ page, terms }: RankedPage, query: string): DefaultMatchResultItem {
  const base = { title: page.title, query };
  const inTitle = firstHit(page.title, terms);
  if (inTitle) {
    return {
      ...base,
      type: 'title',
      header: page.title,
      link: page.routePath,
      highlightInfoList: [{ start: inTitle.at, length: byteLength(inTitle.term) }],
    };
  }
  for (const header of page.toc) {
    const hit = firstHit(header.text, terms);
    if (!hit) continue;
    const prefix = `${page.title} > `;
    return {
      ...base,
      type: 'header',
      header: `${prefix}${header.text}`,
      link: `${page.routePath}#${header.id}`,
      highlightInfoList: [{ start: prefix.length + hit.at, length: byteLength(hit.term) }],
    };
  }
  const hit = firstHit(page.content, terms) ?? { at: 0, term: '' };
  const start = Math.max(0, hit.at - 30);
  const statement = page.content.slice(start, start + SNIPPET_LENGTH).replace(/\s+/g, ' ');
  const highlightAt = fold(statement).indexOf(hit.term);
  return {
    ...base,
    type: 'content',
    header: page.title,
    link: page.routePath,
    statement,
    highlightInfoList:
      hit.term && highlightAt !== -1 ? [{ start: highlightAt, length: byteLength(hit.term) }] : [],
  };
}

function pathOf(link: string): string {
  return link.split('#')[0] ?? link;
}

/**
 * The result list in our page order: for each ranked page, the default search's own items for
 * it (kept as they are, with their highlights), or one item of ours when it had none. Pages the
 * default search listed but the ranking did not follow after them.
 */
export function orderResults(
  ranked: readonly RankedPage[],
  defaults: readonly DefaultMatchResultItem[],
  query: string,
): DefaultMatchResultItem[] {
  const byPath = new Map<string, DefaultMatchResultItem[]>();
  for (const item of defaults) {
    const path = pathOf(item.link);
    byPath.set(path, [...(byPath.get(path) ?? []), item]);
  }
  const ordered = ranked.flatMap((entry) => byPath.get(entry.page.routePath) ?? [itemForPage(entry, query)]);
  const rankedPaths = new Set(ranked.map((entry) => entry.page.routePath));
  const rest = defaults.filter((item) => !rankedPaths.has(pathOf(item.link)));
  return [...ordered, ...rest];
}
