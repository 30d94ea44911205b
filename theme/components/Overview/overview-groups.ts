/**
 * The groups an overview page (`overview: true`) lists, as the spec describes them: the sidebar
 * groups under the page's route, each with its pages and their headings, and one default group
 * ("Others") collecting the pages that sit in the sidebar on their own, outside any group.
 *
 * Rspress 2.0.22's `Overview` builds the same groups but turns each lone page into a group of its
 * own, named after the page (`dist/theme/components/Overview/index.js`); this replaces only that
 * part and hands the result to the default component through its `groups` prop.
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
  isSamePage: SamePage;
}

export const DEFAULT_OVERVIEW_DEPTHS = [2];

function isLink(entry: OverviewSidebarEntry): entry is OverviewSidebarLink {
  return !('dividerType' in entry) && !('sectionHeaderText' in entry);
}

/**
 * Whether two links name the same page (`/a/b/index.html` and `/a/b/`, `/a/b.html` and `/a/b`): the
 * runtime's `isEqualPath` in the browser, passed in so this module stays free of the runtime.
 */
export type SamePage = (a: string, b: string) => boolean;

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
  samePath: SamePage,
): OverviewSidebarEntry[] {
  const links = entries.filter(isLink);
  if (links[0]?.link && samePath(links[0].link, routePath)) return [...entries];
  const match = links.find((entry) => entry.link && samePath(entry.link, routePath));
  if (!match) {
    return links.flatMap((entry) => (entry.items ? sidebarScope(entry.items, routePath, samePath) : []));
  }
  if (match.items?.length) {
    return match.items.every((item) => !isLink(item) || !item.items)
      ? [match]
      : match.items.filter((item) => !('dividerType' in item));
  }
  return entries.filter((entry) => entry !== match && !('dividerType' in entry));
}

export function buildOverviewGroups(input: OverviewInput): Group[] {
  const { routePath, pages, othersTitle, isSamePage: samePath } = input;
  const prefix = routePath.replace(/overview$/, '');
  const listed = (link: string) => link.startsWith(prefix) && !samePath(link, routePath);

  const toItem = (entry: OverviewSidebarLink, group?: OverviewSidebarLink): GroupItem | undefined => {
    const link = firstLink(entry);
    if (!link || !listed(link)) return undefined;
    const depths =
      input.propHeaders ??
      entry.overviewHeaders ??
      input.frontmatterHeaders ??
      group?.overviewHeaders ??
      DEFAULT_OVERVIEW_DEPTHS;
    const page = pages.find((candidate) => samePath(candidate.routePath, entry.link ?? ''));
    const headers = (page?.toc ?? [])
      .filter((header) => depths.includes(header.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
    return { text: entry.text ?? '', link, headers };
  };

  const groups: Group[] = [];
  const others: GroupItem[] = [];
  for (const entry of sidebarScope(input.sidebar, routePath, samePath)) {
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
