/**
 * Plugs our search engine (engine.ts: MiniSearch with typo tolerance, synonyms, stop words and
 * Chinese word segmentation) into the default search dialog.
 *
 * Why this still patches two of Rspress's internal classes instead of using a supported hook:
 * 2.0.22 has no option for another search provider (the dialog always builds a `LocalProvider`),
 * and the `search.searchHooks` (beforeSearch / onSearch / afterSearch) are skipped for a query
 * typed while the index is still loading, and run after the default provider has built three
 * FlexSearch indexes with `tokenize: 'full'` (seconds on a slow machine) that our engine does not
 * need. So, at run time in the browser bundle (node_modules stay untouched):
 *
 * - `LocalProvider.init` builds our engine from the provider's own index download (captured by
 *   wrapping `fetchSearchIndex`: no second fetch) instead of the FlexSearch indexes;
 * - `LocalProvider.search` answers with the engine's pages (the limit of 7 per match call applies,
 *   as in the default provider, to each of the three fields: at most 21 pages);
 * - `PageSearcher.match` keeps its own result items (titles, headings, 100-character snippets with
 *   highlights) and re-orders them in the engine's page order (results.ts), adding an item for a
 *   page it had none for (a typo, a synonym or a question matched it).
 *
 * `search.searchHooks` keep working on top; remote mode (remote-search.ts) replaces the provider's
 * methods instead and leaves the result as the API ordered it.
 *
 * Checked against @rspress/core 2.0.22 (`dist/theme/components/Search/logic`).
 */
import { LocalProvider } from '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js';
import { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
import type { DefaultMatchResult, MatchResult } from '@rspress/core/theme-original';
import { REMOTE_SEARCH } from '../../data/search';
import { type IndexedPage, SearchEngine } from './engine';
import { installRemoteSearch, type SearchProviderMethods } from './remote-search';
import { orderResults } from './results';

const MARK = Symbol.for('rsbuild-docs.search-ranking');

/**
 * The default provider applies the limit (7 per match call) to each of the three fields it
 * searches (title, headings, body), so a broad query lists up to 21 pages; ours keeps that.
 */
const FIELDS_PER_LIMIT = 3;

/** Engines by language, built once per index download. */
const engines = new Map<string, SearchEngine>();
const enginesByPages = new WeakMap<readonly IndexedPage[], SearchEngine>();

/** The engine for `pages` (built on the first call for that download). */
export function engineFor(pages: readonly IndexedPage[], lang: string): SearchEngine {
  let engine = enginesByPages.get(pages);
  if (!engine) {
    engine = new SearchEngine(pages, lang);
    enginesByPages.set(pages, engine);
  }
  engines.set(lang, engine);
  return engine;
}

/** "Did you mean" queries for a query that found nothing, once the language's index is loaded. */
export function suggestQueries(query: string, lang: string): string[] {
  return engines.get(lang)?.suggest(query) ?? [];
}

function isDefaultGroup(group: MatchResult[number]): group is DefaultMatchResult {
  return group.renderType === 'default';
}

/** Re-orders the default group of `result` for `query` with the engine of the current language. */
export async function rerank(result: MatchResult, query: string, lang: string): Promise<MatchResult> {
  const group = result.find(isDefaultGroup);
  const engine = engines.get(lang);
  if (!group || !engine || !query.trim()) return result;
  try {
    group.result = orderResults(engine.search(query, 7 * FIELDS_PER_LIMIT), group.result, query);
  } catch (error) {
    console.error('[search] ranking skipped:', error);
  }
  return result;
}

interface ProviderOptions {
  currentLang: string;
}

type Provider = LocalProvider & { [MARK]?: true };
const engineOf = new WeakMap<object, SearchEngine>();

export function installSearchRanking(): void {
  const provider = LocalProvider.prototype as Provider;
  if (provider[MARK]) return;
  provider[MARK] = true;

  // Remote mode (off unless DOCS_SEARCH_API_URL was set at build time): no index download.
  if (REMOTE_SEARCH) {
    installRemoteSearch(provider as unknown as SearchProviderMethods, REMOTE_SEARCH);
    return;
  }

  provider.init = async function (this: LocalProvider, options) {
    const { currentLang } = options as unknown as ProviderOptions;
    // The index records carry more fields than the engine reads.
    const pages = (await this.fetchSearchIndex(options)) as unknown as IndexedPage[];
    engineOf.set(this, engineFor(pages, currentLang));
  };

  provider.search = async function (this: LocalProvider, { keyword, limit }) {
    const engine = engineOf.get(this);
    const hits = engine ? engine.search(keyword, limit * FIELDS_PER_LIMIT).map((ranked) => ranked.page) : [];
    return [{ index: 'default', hits }] as unknown as Awaited<ReturnType<LocalProvider['search']>>;
  };

  const match = PageSearcher.prototype.match;
  PageSearcher.prototype.match = async function (this: PageSearcher, keyword, limit) {
    const result = await match.call(this, keyword, limit);
    return rerank(result, keyword, document.documentElement.lang || 'en');
  };
}
