import type { NormalizedSidebarGroup } from '@rspress/core';
import { useActiveMatcher } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper, useLinkNavigate } from '@rspress/core/theme';
import type { Dispatch, SetStateAction } from 'react';
import {
  isSidebarDivider,
  isSidebarGroup,
  isSidebarSectionHeader,
  SidebarDivider,
  SidebarItem,
  SidebarItemRaw,
  SidebarSectionHeader,
} from '../../rspress-internals';
import { useHydrated } from '../AfterHydration/use-hydrated';
import styles from './SidebarGroup.module.css';
import type { SidebarData } from './use-sidebar-state';

type Entry = SidebarData[number];

interface EntryProps {
  item: Entry;
  /** The entry's address in the sidebar state: its indexes, joined by `-`. */
  id: string;
  depth: number;
  setSidebarData: Dispatch<SetStateAction<SidebarData>>;
}

/** One entry of the sidebar, as the default `SidebarList` renders its entries, groups by `SidebarGroup` below. */
export function SidebarEntry({ item, id, depth, setSidebarData }: EntryProps) {
  const className = depth > 0 ? 'rp-sidebar-item--group-item' : undefined;
  if (isSidebarGroup(item)) {
    return (
      <SidebarGroup id={id} item={item} depth={depth} setSidebarData={setSidebarData} className={className} />
    );
  }
  if (isSidebarDivider(item)) return <SidebarDivider depth={depth} dividerType={item.dividerType} />;
  if (isSidebarSectionHeader(item)) {
    return (
      <SidebarSectionHeader icon={item.icon} sectionHeaderText={item.sectionHeaderText} tag={item.tag} />
    );
  }
  return <SidebarItem item={item} depth={depth} className={className} />;
}

/**
 * The default sidebar group (dist/theme/components/Sidebar/SidebarGroup.js) with its open or
 * closed state as a class of its items instead of inline styles, so that the theme's stylesheet
 * gives each state its own transition (theme/styles/layout.css) without overriding inline styles.
 */
function SidebarGroup({
  id,
  item,
  depth,
  setSidebarData,
  className,
}: Omit<EntryProps, 'item'> & { item: NormalizedSidebarGroup; className?: string }) {
  const activeMatcher = useActiveMatcher();
  const navigate = useLinkNavigate();
  const active = Boolean(item.link && activeMatcher(item.link));
  const { collapsed = false, collapsible = true } = item;
  const toggleCollapse = () => {
    setSidebarData((sidebarData) => {
      const data = [...sidebarData];
      const [first, ...rest] = id.split('-').map(Number);
      let current = data[first ?? 0] as Entry;
      for (const index of rest) current = (current as NormalizedSidebarGroup).items[index] as Entry;
      if ('items' in current) current.collapsed = !current.collapsed;
      return data;
    });
  };
  return (
    <>
      <SidebarItemRaw
        active={active}
        link={item.link}
        icon={item.icon}
        tag={item.tag}
        text={item.text}
        context={item.context}
        className={className ? `rp-sidebar-group ${className}` : 'rp-sidebar-group'}
        depth={depth}
        onClick={(event) => {
          if (!active && item.link && !collapsed) return void navigate(item.link);
          event.stopPropagation();
          if (item.link) return void navigate(item.link).then(() => collapsible && toggleCollapse());
          if (collapsible) toggleCollapse();
        }}
        right={collapsible && <GroupToggle collapsed={collapsed} text={item.text} />}
      />
      <div
        className={
          collapsed ? 'rp-sidebar-group__items rp-sidebar-group__items--closed' : 'rp-sidebar-group__items'
        }
      >
        <div style={{ overflow: 'hidden' }}>
          {item.items?.map((child, index) => (
            <SidebarEntry
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are addressed by index, as in the default group
              key={index}
              item={child as Entry}
              id={`${id}-${index}`}
              depth={depth + 1}
              setSidebarData={setSidebarData}
            />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * The group's arrow. Once hydrated it is a disclosure button, so the keyboard can fold the group
 * too: its click bubbles to the row, whose handler folds it. Served, it is the arrow alone
 * (nothing there works without JavaScript), replaced at hydration.
 */
function GroupToggle({ collapsed, text }: { collapsed: boolean; text: string }) {
  const className = collapsed ? styles.toggle : `${styles.toggle} ${styles.open}`;
  const arrow = <SvgWrapper icon={IconArrowRight} />;
  return useHydrated() ? (
    <button type="button" className={className} aria-expanded={!collapsed} aria-label={text}>
      {arrow}
    </button>
  ) : (
    <div className={className} data-before-hydration="">
      {arrow}
    </div>
  );
}
