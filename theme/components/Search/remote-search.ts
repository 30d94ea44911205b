/**
 * Remote search mode (spec §3, §7, §8): off unless a search API URL is configured at build time
 * (`DOCS_SEARCH_API_URL`, see theme/data/search.ts). When on, the dialog (SearchDialog.tsx) never
 * loads the local index; each query becomes `GET <url>?keyword=&limit=&searchIndexes=&lang=` and the
 * answer — a list of groups, each `{ index, hits }` with hits shaped like the local index's page
 * records — is shown group by group (one tab per group when there are several). A failed request or
 * an answer of the wrong shape is logged and shows no results.
 */

import type { IndexedPage } from './index-format';

export interface RemoteSearchConfig {
  /** Absolute URL, or a path on the site's own origin (`/api/search`). */
  apiUrl: string;
  /** Index names the API should search besides the default one (`searchIndexes` parameter). */
  searchIndexes: string[];
}

/** A hit of the API: a page record of the local index's shape (index-format.ts), with what else the API sends. */
type RemoteHit = IndexedPage & { [key: string]: unknown };

interface RemoteGroup {
  index: string;
  hits: RemoteHit[];
}

interface RemoteQuery {
  keyword: string;
  limit: number;
  lang: string;
}

/** The request URL for a query; a relative `apiUrl` resolves against `base` (the page's URL). */
export function remoteSearchUrl(config: RemoteSearchConfig, query: RemoteQuery, base: string): string {
  const url = new URL(config.apiUrl, base);
  url.searchParams.set('keyword', query.keyword);
  url.searchParams.set('limit', String(query.limit));
  url.searchParams.set('searchIndexes', config.searchIndexes.join(','));
  url.searchParams.set('lang', query.lang);
  return url.toString();
}

function isHit(value: unknown): value is RemoteHit {
  if (typeof value !== 'object' || value === null) return false;
  const hit = value as Partial<RemoteHit>;
  return typeof hit.routePath === 'string' && typeof hit.title === 'string';
}

/** The groups of an API answer, with hits normalised; throws on anything that is not a group list. */
export function parseRemoteGroups(body: unknown): RemoteGroup[] {
  if (!Array.isArray(body)) throw new Error('the search API did not answer with a list of groups');
  return body.map((group: unknown, position) => {
    const { index, hits } = (group ?? {}) as { index?: unknown; hits?: unknown };
    if (typeof index !== 'string' || !Array.isArray(hits)) {
      throw new Error(`group ${position} of the search API answer has no "index" name or "hits" list`);
    }
    return {
      index,
      hits: hits.filter(isHit).map((hit) => ({
        ...hit,
        toc: Array.isArray(hit.toc) ? hit.toc : [],
        content: typeof hit.content === 'string' ? hit.content : '',
      })),
    };
  });
}

/** Asks the API; on any failure logs why and returns no groups (the dialog then shows "no results"). */
export async function fetchRemoteGroups(
  config: RemoteSearchConfig,
  query: RemoteQuery,
  base: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteGroup[]> {
  const url = remoteSearchUrl(config, query, base);
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    return parseRemoteGroups(await response.json());
  } catch (error) {
    console.error(`[search] remote search failed for ${url}:`, error);
    return [];
  }
}
