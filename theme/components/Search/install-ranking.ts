/**
 * Plugs our page ranking (rank.ts) into the default search.
 *
 * The default `PageSearcher.match` keeps a hit only where the whole query occurs literally, so
 * multi-word queries such as "dev server port" come back empty, and it orders pages by FlexSearch
 * field order. The `afterSearch` hook cannot fix this: the dialog skips the hooks for a query typed
 * while the index is still loading. So this wraps `match` itself (at run time, in the browser
 * bundle; node_modules stay untouched) and re-orders its result with `orderResults`. The pages come
 * from the provider’s own index download, captured by wrapping `fetchSearchIndex`: no second fetch.
 * `search.searchHooks` (beforeSearch / onSearch / afterSearch / render) keep working on top.
 *
 * Checked against @rspress/core 2.0.22 (`dist/theme/components/Search/logic`).
 */
import { LocalProvider } from '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js';
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import type { DefaultMatchResult, MatchResult } from '@rspress/core/theme-original';
import { REMOTE_SEARCH } from '../../data/search';
import { type IndexedPage, rankPages } from './rank';
import { installRemoteSearch, type SearchProviderMethods } from './remote-search';
import { orderResults } from './results';

const MARK = Symbol.for('rsbuild-docs.search-ranking');

/** Index downloads by language, as the provider made them. */
const pagesByLang = new Map<string, Promise<IndexedPage[]>>();

function isDefaultGroup(group: MatchResult[number]): group is DefaultMatchResult {
  return group.renderType === 'default';
}

/** Re-orders the default group of `result` for `query` with the pages of the current language. */
export async function rerank(result: MatchResult, query: string, lang: string): Promise<MatchResult> {
  const group = result.find(isDefaultGroup);
  const pages = pagesByLang.get(lang);
  if (!group || !pages || !query.trim()) return result;
  try {
    group.result = orderResults(rankPages(await pages, query), group.result, query);
  } catch (error) {
    console.error('[search] ranking skipped:', error);
  }
  return result;
}

export function installSearchRanking(): void {
  const provider = LocalProvider.prototype as LocalProvider & { [MARK]?: true };
  if (provider[MARK]) return;
  provider[MARK] = true;

  // Remote mode (off unless DOCS_SEARCH_API_URL was set at build time): no index download.
  if (REMOTE_SEARCH) installRemoteSearch(provider as unknown as SearchProviderMethods, REMOTE_SEARCH);

  const fetchSearchIndex = provider.fetchSearchIndex;
  provider.fetchSearchIndex = function (this: LocalProvider, options) {
    const pages = fetchSearchIndex.call(this, options);
    // The index records carry more fields than the ranking reads.
    pagesByLang.set(options.currentLang, pages as Promise<unknown> as Promise<IndexedPage[]>);
    return pages;
  };

  const match = PageSearcher.prototype.match;
  PageSearcher.prototype.match = async function (this: PageSearcher, keyword, limit) {
    const result = await match.call(this, keyword, limit);
    return rerank(result, keyword, document.documentElement.lang || 'en');
  };
}
