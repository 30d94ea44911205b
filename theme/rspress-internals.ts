/**
 * The theme's one seam with Rspress internals: every piece of the default theme that is not
 * exported from `@rspress/core/theme` or `@rspress/core/runtime`, and every generated module the
 * theme reads. Components import these names from here, never a `@rspress/core/dist` path or a
 * `virtual-*` module themselves. tests/rspress-internals/theme.test.ts checks each against the
 * installed @rspress/core; when it fails, fix this file (see CONTRIBUTING.md, "Upgrading Rspress").
 */

import { NavMenu as UpstreamNavMenu } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { pathnameToRouteService, useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import type { AfterSearch, BeforeSearch, OnSearch, RenderSearchFunction } from '@rspress/core/theme-original';
import { type NavItem, removeTrailingSlash, SEARCH_INDEX_NAME } from '@rspress/shared';
import {
  Children,
  type ComponentType,
  Fragment,
  isValidElement,
  type ReactNode,
  useLayoutEffect,
} from 'react';
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
// valid landmarks and lists (theme/components/Nav, theme/components/DocLayout), and the language
// menu's items and label, for the theme's keyboard-operable menu (theme/components/NavMenuGroup).
export { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
export { NavMenuDivider, NavMenuItem, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
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
// DocLayout: the phone's sidebar and outline bar with its open states, which the recomposed layout renders.
export { useSidebarMenu } from '@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js';

// Sidebar: the default group's parts, for the theme's group with its open state as a class
// (theme/components/Sidebar/SidebarGroup.tsx); the group's own stylesheet goes with them.
import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';

export { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
export { SidebarItem, SidebarItemRaw } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
export { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
export {
  isSidebarDivider,
  isSidebarGroup,
  isSidebarSectionHeader,
} from '@rspress/core/dist/theme/components/Sidebar/utils.js';

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

// Generated modules: `virtual-social-links` maps icon names to SVG markup.
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

// Private names: keys and ids of the default theme and the runtime, and the shapes of what they
// hand over. Each is checked against the installed @rspress/core in tests/rspress-internals/.

export { APPEARANCE_KEY, TAB_KEY_PREFIX, VISITED_KEY } from './rspress-names';

/** The element the default theme portals its panels into (`__rspress_modal_container` in the HTML template). */
export const MODAL_CONTAINER_ID = '__rspress_modal_container';

/** The MDX component name Rspress compiles `:::tip` containers to (dist/node/mdx/remarkPlugins/containerSyntax.js). */
export const CALLOUT_COMPONENT = '$$$callout$$$';

/**
 * Whether this is the render that writes each page as Markdown for llms.txt (`import.meta.env.SSG_MD`,
 * defined per environment by dist/node/initRsbuild.js): it cannot wait for lazy components.
 */
export const IS_MARKDOWN_RENDER: boolean = import.meta.env.SSG_MD === true;

/**
 * The route's content element, taken as `<Content />` takes it (dist/runtime/Content.js): the
 * public `<Content />` renders a new route at once, and a content swap must wait for its view transition.
 */
export function routeElement(pathname: string): ReactNode {
  return pathnameToRouteService(pathname)?.element;
}

/**
 * Hands the hydrated page data to Rspress's page-data cache in the first commit, before `App`'s
 * layout effect (a parent's runs after its children's) looks it up there (dist/runtime/App.js,
 * `consumeCachedPageData`). Otherwise `App` loads the data again and sets a new object into
 * `PageContext`, an urgent update that hydrates every waiting part at once.
 */
export function useInitialPageData(): void {
  const { page } = usePage();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the data of the first render, once.
  useLayoutEffect(() => {
    warmPageData(pathname, page);
  }, []);
}

/**
 * The top-level nodes of an MDX page. MDX (@mdx-js/mdx's generated code) hands its `wrapper`
 * component the content as one element, `<_createMdxContent {...props} />`, a plain function
 * component that returns a fragment of the page's blocks; calling it in the wrapper's render gives
 * those blocks (its hook, the MDX components context, then belongs to the wrapper, which calls it
 * on every render).
 */
export function mdxBlocks(children: ReactNode): ReactNode[] {
  if (!isValidElement(children) || typeof children.type !== 'function') return [children];
  const render = children.type as (props: unknown) => ReactNode;
  const content = render(children.props);
  if (isValidElement(content) && content.type === Fragment) {
    return Children.toArray((content.props as { children?: ReactNode }).children);
  }
  return [content];
}
