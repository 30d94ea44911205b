/**
 * Recent searches, as readers of Algolia DocSearch know them: the queries whose result the reader
 * opened, newest first, kept in localStorage per language on the reader's device. Blocked or
 * corrupted storage gives an empty list and a single warning in the console; search works the same.
 */

/** How many recent searches are kept per language. */
const RECENT_SEARCHES_KEPT = 6;

const recentSearchesKey = (lang: string) => `rsbuild-docs:recent-searches:${lang}`;

let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('[search] recent searches are not kept: the browser storage is not available.', error);
}

/** The recent searches of `lang`; what is not a list of strings counts as none. */
export function readRecentSearches(lang: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(recentSearchesKey(lang)) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [];
  } catch (error) {
    // Invalid JSON is a corrupted value: started over on the next write. Anything else is storage.
    if (!(error instanceof SyntaxError)) warnOnce(error);
    return [];
  }
}

function write(lang: string, searches: string[]): string[] {
  try {
    localStorage.setItem(recentSearchesKey(lang), JSON.stringify(searches));
  } catch (error) {
    warnOnce(error);
  }
  return searches;
}

/** Puts `query` first (once), keeping the newest few; returns the new list. */
export function addRecentSearch(lang: string, query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return readRecentSearches(lang);
  const others = readRecentSearches(lang).filter((item) => item !== trimmed);
  return write(lang, [trimmed, ...others].slice(0, RECENT_SEARCHES_KEPT));
}

/** Removes `query`; returns the new list. */
export function removeRecentSearch(lang: string, query: string): string[] {
  return write(
    lang,
    readRecentSearches(lang).filter((item) => item !== query),
  );
}
