/**
 * The theme's one seam with Rspress internals: every piece of the default theme that is not
 * exported from `@rspress/core/theme` or `@rspress/core/runtime`, and every generated module the
 * theme reads. Components import these names from here, never a `@rspress/core/dist` path or a
 * `virtual-*` module themselves. tests/rspress-internals/theme.test.ts checks each against the
 * installed @rspress/core; when it fails, fix this file (see CONTRIBUTING.md, "Upgrading Rspress").
 */

import { NavMenu as UpstreamNavMenu } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import type { AfterSearch, BeforeSearch, OnSearch, RenderSearchFunction } from '@rspress/core/theme-original';
import { type NavItem, removeTrailingSlash, SEARCH_INDEX_NAME } from '@rspress/shared';
import type { ComponentType, ReactNode } from 'react';
import { searchIndexHash } from 'virtual-page-data';
import * as searchHookModule from 'virtual-search-hooks';

// Styles of default components the theme re-implements or re-composes (imported for their side
// effect; they end up in the main stylesheet, as with the default components).
import '@rspress/core/dist/theme/components/DocContent/doc.css';
// The sidebar menu's before the doc layout's, the order of the default layout's imports.
import '@rspress/core/dist/theme/components/SidebarMenu/index.css';
import '@rspress/core/dist/theme/layout/DocLayout/index.css';
import '@rspress/core/dist/theme/components/Nav/index.css';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import '@rspress/core/dist/theme/components/Overview/index.css';
import '@rspress/core/dist/theme/components/OverviewGroup/index.css';

// Nav and DocLayout: the parts the default nav and doc layout are made of, to compose them with
// valid landmarks and lists (theme/components/Nav, theme/components/DocLayout).
export { NavLangs, NavMenuDivider, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
// Typed with the item slots of 2.0.22 (`beforeNavItems`, `afterNavItems`); earlier releases ignore them.
export const NavMenu = UpstreamNavMenu as ComponentType<{
  menuItems: NavItem[];
  position: 'left' | 'right';
  beforeNavItems?: ReactNode;
  afterNavItems?: ReactNode;
}>;
// NavHamburger: the nav screen's parts, to compose a hamburger without a button inside a button.
export { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
export { NavScreen, NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
// PackageManagerTabs: the default icons (the theme's tabs leave out the 4 KB Bun icon).
export { Npm as NpmIcon } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Npm.js';
export { Pnpm as PnpmIcon } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Pnpm.js';
export { Yarn as YarnIcon } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Yarn.js';
// ReadPercent: the default progress ring, around the theme's own (hydration-safe) percentage.
export { ProgressCircle } from '@rspress/core/dist/theme/components/ReadPercent/ProgressCircle.js';
export { useSidebarMenu } from '@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js';

// ThemeState: how the default theme applies light/dark to the document, and its media-query hook.
export { applyThemeToDOM } from '@rspress/core/dist/theme/logic/applyThemeToDOM.js';
export { useMediaQuery } from '@rspress/core/dist/theme/logic/useMediaQuery.js';

// Overview: the default overview and its groups, loaded on demand (their styles are above).
export const loadOverview = () =>
  import('@rspress/core/dist/theme/components/Overview/index.js').then(({ Overview }) => Overview);
export const loadOverviewGroup = () =>
  import('@rspress/core/dist/theme/components/OverviewGroup/index.js').then(
    ({ OverviewGroup }) => OverviewGroup,
  );

// Generated modules. `virtual-page-data` gains `loadOverviewHeadings` in production builds
// (scripts/build/slim-page-data.ts); `virtual-social-links` maps icon names to SVG markup.
export { loadOverviewHeadings } from 'virtual-page-data';
export { default as socialIcons } from 'virtual-social-links';

// Search: the index file's URL and the site's search hooks, for the theme's own dialog.

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
