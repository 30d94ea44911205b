/**
 * The groups an overview page lists (spec): the sidebar groups under its route with their pages'
 * headings, and "Others" for the pages outside any group, where Rspress's `Overview` makes each
 * lone page a group of its own. Handed to the default component through its `groups` prop.
 */
import type { Group, GroupItem } from '@rspress/core/theme-original';

export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewPageRecord {
  routePath: string;
  toc?: OverviewHeader[];
}

/** The sidebar shapes the overview reads (structurally the same as Rspress's `SidebarData`). */
export interface OverviewSidebarLink {
  text?: string;
  link?: string;
  overviewHeaders?: number[];
  items?: OverviewSidebarEntry[];
}
export type OverviewSidebarEntry =
  | OverviewSidebarLink
  | { dividerType: string }
  | { sectionHeaderText: string };

export interface OverviewInput {
  sidebar: readonly OverviewSidebarEntry[];
  routePath: string;
  pages: readonly OverviewPageRecord[];
  /** Heading depths to list: the component prop, else the page frontmatter, else per item / group, else [2]. */
  propHeaders?: number[];
  frontmatterHeaders?: number[];
  othersTitle: string;
  pageKey: PageKey;
}

export const DEFAULT_OVERVIEW_DEPTHS = [2];

function isLink(entry: OverviewSidebarEntry): entry is OverviewSidebarLink {
  return !('dividerType' in entry) && !('sectionHeaderText' in entry);
}

/**
 * A page's key: two links name the same page (`/a/b/index.html` and `/a/b/`) when their keys are
 * equal, as the runtime's `isEqualPath` decides. Passed in to keep this module free of the runtime;
 * a key rather than a comparison so each item finds its page in a map (comparing every item with
 * every page took 87 ms on `/zh/config/`).
 */
export type PageKey = (path: string) => string;

function firstLink(entry: OverviewSidebarLink): string {
  if (entry.link) return entry.link;
  const child = entry.items?.find(isLink);
  return child ? firstLink(child) : '';
}

/**
 * The part of the sidebar that belongs to `routePath`: the children of the group whose link is the
 * overview page, or, when the page is a lone entry, its siblings (as the default theme does).
 */
export function sidebarScope(
  entries: readonly OverviewSidebarEntry[],
  routePath: string,
  pageKey: PageKey,
): OverviewSidebarEntry[] {
  const links = entries.filter(isLink);
  const routeKey = pageKey(routePath);
  const isRoute = (link: string | undefined) =>
    link !== undefined && link !== '' && pageKey(link) === routeKey;
  if (isRoute(links[0]?.link)) return [...entries];
  const match = links.find((entry) => isRoute(entry.link));
  if (!match) {
    return links.flatMap((entry) => (entry.items ? sidebarScope(entry.items, routePath, pageKey) : []));
  }
  if (match.items?.length) {
    return match.items.every((item) => !isLink(item) || !item.items)
      ? [match]
      : match.items.filter((item) => !('dividerType' in item));
  }
  return entries.filter((entry) => entry !== match && !('dividerType' in entry));
}

export function buildOverviewGroups(input: OverviewInput): Group[] {
  const { routePath, pages, othersTitle, pageKey } = input;
  const prefix = routePath.replace(/overview$/, '');
  const routeKey = pageKey(routePath);
  const listed = (link: string) => link.startsWith(prefix) && pageKey(link) !== routeKey;
  // The first page with each key, as a scan in page order would find it.
  const pageByKey = new Map<string, OverviewPageRecord>();
  for (const page of pages) {
    const key = pageKey(page.routePath);
    if (!pageByKey.has(key)) pageByKey.set(key, page);
  }

  const toItem = (entry: OverviewSidebarLink, group?: OverviewSidebarLink): GroupItem | undefined => {
    const link = firstLink(entry);
    if (!link || !listed(link)) return undefined;
    const depths =
      input.propHeaders ??
      entry.overviewHeaders ??
      input.frontmatterHeaders ??
      group?.overviewHeaders ??
      DEFAULT_OVERVIEW_DEPTHS;
    const page = pageByKey.get(pageKey(entry.link ?? ''));
    const headers = (page?.toc ?? [])
      .filter((header) => depths.includes(header.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
    return { text: entry.text ?? '', link, headers };
  };

  const groups: Group[] = [];
  const others: GroupItem[] = [];
  for (const entry of sidebarScope(input.sidebar, routePath, pageKey)) {
    if (!isLink(entry)) continue;
    if (entry.items) {
      const items = entry.items
        .filter(isLink)
        .map((item) => toItem(item, entry))
        .filter((item): item is GroupItem => item !== undefined);
      if (items.length > 0) groups.push({ name: entry.text ?? '', items });
      continue;
    }
    const item = toItem(entry);
    if (item) others.push(item);
  }
  if (others.length > 0) groups.push({ name: othersTitle, items: others });
  return groups;
}
