import { useNav, useSite } from '@rspress/core/runtime';
import { Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import type { ReactNode } from 'react';
import { NavLangs, NavMenu, NavMenuDivider, NavVersions } from '../../rspress-internals';
import { NavHamburger } from '../NavHamburger/NavHamburger';
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
 * The default nav (@rspress/core 2.0.22 `theme/components/Nav`), with one change: the language
 * menu, which the default renders as an `li` straight in a `div` (axe `listitem`), sits in a list
 * of its own that takes no box, and the title is the site's (no duplicate logo id).
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
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={slots.beforeRightNavItems}
          afterNavItems={slots.afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className={styles.langs}>
            <NavLangs />
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
