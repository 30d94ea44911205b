/**
 * The only module of the theme that reaches into Rspress's private parts (its `dist/` files and
 * generated virtual modules). Each export says why it cannot use a public API; the contract tests
 * in tests/rspress-internals/ fail, naming the upstream file, when an upgrade changes one of them.
 */
import type { AfterSearch, BeforeSearch, OnSearch, RenderSearchFunction } from '@rspress/core/theme-original';
import { removeTrailingSlash, SEARCH_INDEX_NAME } from '@rspress/shared';
import { searchIndexHash } from 'virtual-page-data';
import * as searchHookModule from 'virtual-search-hooks';

// Search

declare const __webpack_public_path__: string;

/**
 * The search index file of a language and version, as `getSearchIndexURL` in
 * dist/theme/components/Search/logic/providers/LocalProvider.js names it: private because the file's
 * content hash is only published in the generated `virtual-page-data` module (`searchIndexHash`).
 */
export function searchIndexUrl(lang: string, version: string): string | undefined {
  const hash = (searchIndexHash as Record<string, string | undefined>)[`${version}###${lang}`];
  if (!hash) return undefined;
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  const langPart = lang ? `.${lang}` : '';
  return `${removeTrailingSlash(publicPath)}/static/${SEARCH_INDEX_NAME}${versionPart}${langPart}.${hash}.json`;
}

export interface SearchHooks {
  beforeSearch?: BeforeSearch;
  onSearch?: OnSearch;
  afterSearch?: AfterSearch;
  render?: RenderSearchFunction;
}

/**
 * The site's `search.searchHooks` module: private because Rspress only exposes it as the generated
 * `virtual-search-hooks` module (dist/node/runtimeModule/searchHooks.js), with no public accessor.
 */
export const searchHooks: SearchHooks = searchHookModule;
