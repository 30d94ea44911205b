import { removeBase, useFrontmatter, usePage, usePages, useSidebar } from '@rspress/core/runtime';
import type { Group } from '@rspress/core/theme-original';
import { normalizeHref, removeHash } from '@rspress/shared';
import type { ReactNode } from 'react';
import { use, useMemo } from 'react';
import { loadOverviewHeadings } from '../../data/overview-headings';
import { useT } from '../../i18n';
import { IS_MARKDOWN_RENDER } from '../../rspress-internals';
import { useHydrated } from '../AfterHydration/use-hydrated';
import { BaseOverview } from './lazy-parts';
import styles from './Overview.module.css';
import { buildOverviewGroups, type OverviewPageRecord, type OverviewSidebarEntry } from './overview-groups';

interface OverviewProps {
  content?: ReactNode;
  groups?: Group[];
  overviewHeaders?: number[];
}

type HeadingsByRoute = Record<string, OverviewPageRecord['toc']>;

let headingsRequest: Promise<HeadingsByRoute> | undefined;

function requestHeadings(load: NonNullable<typeof loadOverviewHeadings>): Promise<HeadingsByRoute> {
  headingsRequest ??= load().then((module) => module.default);
  return headingsRequest;
}

/**
 * The listed pages' headings: in production builds a chunk of their own (scripts/build/slim-page-data.ts),
 * loaded once, the server-rendered overview staying meanwhile; in dev, from the page records.
 */
function useListedHeadings(pages: readonly OverviewPageRecord[]): readonly OverviewPageRecord[] {
  const load = loadOverviewHeadings;
  const byRoute = load ? use(requestHeadings(load)) : null;
  return useMemo(
    () => (byRoute ? pages.map(({ routePath }) => ({ routePath, toc: byRoute[routePath] })) : pages),
    [byRoute, pages],
  );
}

/** The key the runtime's `isEqualPath` compares two paths by (`dist/runtime/utils.js`). */
const pageKey = (path: string) => removeBase(normalizeHref(removeHash(path), true));

function depthList(value: unknown): number[] | undefined {
  return Array.isArray(value) && value.every((depth) => typeof depth === 'number') ? value : undefined;
}

/**
 * The default overview (filter box, cards, "Overview" heading when the page has no title) with
 * the spec's grouping: pages outside any sidebar group are listed together under "Others".
 */
export function Overview(props: OverviewProps) {
  const sidebar = useSidebar();
  const { page } = usePage();
  const pages = useListedHeadings(usePages().pages as readonly OverviewPageRecord[]);
  const { frontmatter } = useFrontmatter();
  const t = useT();
  const othersTitle = t('overviewOthersGroup');
  const groups = useMemo(
    () =>
      buildOverviewGroups({
        sidebar: sidebar as readonly OverviewSidebarEntry[],
        routePath: page.routePath,
        pages,
        propHeaders: props.overviewHeaders,
        frontmatterHeaders: depthList(frontmatter?.overviewHeaders),
        othersTitle,
        pageKey,
      }),
    [sidebar, page.routePath, pages, props.overviewHeaders, frontmatter, othersTitle],
  );
  const overview = <BaseOverview {...props} groups={props.groups ?? groups} />;
  if (IS_MARKDOWN_RENDER) return overview;
  return <FilterAfterHydration>{overview}</FilterAfterHydration>;
}

/** The overview, its filter box (which filters nothing without JavaScript) hidden until hydration. */
function FilterAfterHydration({ children }: { children: ReactNode }) {
  const className = useHydrated() ? styles.overview : `${styles.overview} ${styles.beforeHydration}`;
  return <div className={className}>{children}</div>;
}
