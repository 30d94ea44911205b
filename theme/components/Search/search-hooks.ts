/**
 * Search hooks (`search.searchHooks` in rspress.config.ts). `afterSearch` re-ranks the default
 * search's hits by page (see rank.ts) and fills in pages it missed, e.g. multi-word queries
 * whose words are not adjacent in any paragraph.
 *
 * The index is the file the dialog itself has just fetched (same URL, taken from the browser
 * cache), so this adds no download. This module is part of the first-load bundle: keep it small.
 */

// The URL helper the default search uses; not re-exported by the theme entry.
import { getSearchIndexURL } from '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js';
import type { AfterSearch, DefaultMatchResult } from '@rspress/core/theme-original';
import { type IndexedPage, rankPages } from './rank';
import { orderResults } from './results';

const indexes = new Map<string, Promise<IndexedPage[]>>();

function loadIndex(url: string): Promise<IndexedPage[]> {
  let pages = indexes.get(url);
  if (!pages) {
    pages = fetch(url, { cache: 'force-cache' }).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${url}`);
      return response.json() as Promise<IndexedPage[]>;
    });
    pages.catch(() => indexes.delete(url));
    indexes.set(url, pages);
  }
  return pages;
}

function isDefaultGroup(group: MatchResultGroup): group is DefaultMatchResult {
  return group.renderType === 'default';
}

type MatchResultGroup = Parameters<AfterSearch>[1][number];

export const afterSearch: AfterSearch = async (query, matchedResult) => {
  const group = matchedResult.find(isDefaultGroup);
  const url = getSearchIndexURL(document.documentElement.lang || 'en', '');
  if (!group || !url || !query.trim()) return;
  try {
    const ranked = rankPages(await loadIndex(url), query);
    group.result = orderResults(ranked, group.result, query);
  } catch (error) {
    console.error('[search] ranking skipped:', error);
  }
};
