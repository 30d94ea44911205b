import { useNav, useSite } from '@rspress/core/runtime';
import { Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import type { ReactNode } from 'react';
import { NavMenu, NavMenuDivider, NavMenuItem, NavVersions, useLangsMenu } from '../../rspress-internals';
import { NavHamburger } from '../NavHamburger/NavHamburger';
import { NavMenuGroup } from '../NavMenuGroup/NavMenuGroup';
import { NavTitle } from '../NavTitle/NavTitle';
import styles from './Nav.module.css';

/** The nav's slots. The four item slots exist from Rspress 2.0.22 on; older releases pass none. */
export interface NavSlots {
  beforeNavTitle?: ReactNode;
  navTitle?: ReactNode;
  afterNavTitle?: ReactNode;
  beforeNavMenu?: ReactNode;
  afterNavMenu?: ReactNode;
  beforeLeftNavItems?: ReactNode;
  afterLeftNavItems?: ReactNode;
  beforeRightNavItems?: ReactNode;
  afterRightNavItems?: ReactNode;
}

/**
 * The default nav (@rspress/core 2.0.22 `theme/components/Nav`), with these changes: the language
 * menu, which the default renders as an `li` straight in a `div` (axe `listitem`), sits in a list
 * of its own that takes no box; it and the right-side items with a dropdown (Versions) are the
 * theme's `NavMenuGroup`, which a keyboard opens once hydrated, in place of the default's
 * mouse-only `NavMenuItemWithChildren` (the default's `NavLangs`, `NavMenu`'s items); and the
 * title is the site's (no duplicate logo id).
 */
export function Nav(props: NavSlots) {
  const { beforeNavTitle, afterNavTitle, beforeNavMenu, afterNavMenu, navTitle } = props;
  const slots = {
    beforeLeftNavItems: props.beforeLeftNavItems,
    afterLeftNavItems: props.afterLeftNavItems,
    beforeRightNavItems: props.beforeRightNavItems,
    afterRightNavItems: props.afterRightNavItems,
  };
  const navList = useNav();
  const { site } = useSite();
  const langs = useLangsMenu();
  // The right-side items in the config's order, as the default's `NavMenu` lists them.
  const rightItems = navList
    .filter((item) => (item.position ?? 'right') === 'right')
    .map((item) =>
      'items' in item && item.items.length > 0 ? (
        <NavMenuGroup key={item.text} menuItem={item} />
      ) : (
        <NavMenuItem key={item.text} menuItem={item} />
      ),
    );
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={slots.beforeLeftNavItems}
          afterNavItems={slots.afterLeftNavItems}
        />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        {/* The default `NavMenu`'s right list, written out: its item slots are 2.0.22's, so
            2.0.21 would drop items passed through them. */}
        {(rightItems.length > 0 || slots.beforeRightNavItems != null || slots.afterRightNavItems != null) && (
          <ul className="rp-nav-menu rp-nav-menu--right">
            {slots.beforeRightNavItems}
            {rightItems}
            {slots.afterRightNavItems}
          </ul>
        )}
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className={styles.langs}>
            {langs.items.length > 1 && (
              <NavMenuGroup
                menuItem={{ text: langs.activeValue ?? '', items: langs.items }}
                activeMatcher={(item) => item.text === langs.activeValue}
              />
            )}
          </ul>
          <NavVersions />
          {isDarkModeSwitchEnabled(site.themeConfig.darkMode) && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger {...slots} />
        {afterNavMenu}
      </div>
    </header>
  );
}
