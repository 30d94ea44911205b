import type { RemoteSearchConfig } from '../components/Search/remote-search';

/**
 * Remote search (off by default): set `DOCS_SEARCH_API_URL` (and optionally `DOCS_SEARCH_INDEXES`,
 * comma-separated) when building to make the search dialog query that API instead of the local
 * index. rspress.config.ts passes both to the browser bundle through `source.define`. The site's
 * Content-Security-Policy allows requests to its own origin only (`connect-src 'self'`), so an API
 * on another origin also needs deploy/headers.ts adjusted.
 */
export function remoteSearchConfig(
  apiUrl: string | undefined,
  indexes: string | undefined,
): RemoteSearchConfig | undefined {
  if (!apiUrl?.trim()) return undefined;
  return {
    apiUrl: apiUrl.trim(),
    searchIndexes: (indexes ?? '')
      .split(',')
      .map((index) => index.trim())
      .filter(Boolean),
  };
}

export const REMOTE_SEARCH = remoteSearchConfig(
  process.env.DOCS_SEARCH_API_URL,
  process.env.DOCS_SEARCH_INDEXES,
);
