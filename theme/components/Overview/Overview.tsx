import { isEqualPath, useFrontmatter, usePage, usePages, useSidebar } from '@rspress/core/runtime';
import { Overview as BaseOverview, type Group } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useT } from '../../i18n';
import { buildOverviewGroups, type OverviewPageRecord, type OverviewSidebarEntry } from './overview-groups';

interface OverviewProps {
  content?: ReactNode;
  groups?: Group[];
  overviewHeaders?: number[];
}

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
  const { pages } = usePages();
  const { frontmatter } = useFrontmatter();
  const t = useT();
  const othersTitle = t('overviewOthersGroup');
  const groups = useMemo(
    () =>
      buildOverviewGroups({
        sidebar: sidebar as readonly OverviewSidebarEntry[],
        routePath: page.routePath,
        pages: pages as readonly OverviewPageRecord[],
        propHeaders: props.overviewHeaders,
        frontmatterHeaders: depthList(frontmatter?.overviewHeaders),
        othersTitle,
        isSamePage: isEqualPath,
      }),
    [sidebar, page.routePath, pages, props.overviewHeaders, frontmatter, othersTitle],
  );
  return <BaseOverview {...props} groups={props.groups ?? groups} />;
}
