import { IconSmallMenu, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n';
import {
  MODAL_CONTAINER_ID,
  NavScreen,
  NavScreenAppearance,
  NavScreenDivider,
  NavScreenLangs,
  NavVersions,
  useNavScreen,
} from '../../rspress-internals';
import { Placeholder } from '../AfterHydration/Placeholder';
import { useHydrated } from '../AfterHydration/use-hydrated';
import type { NavSlots } from '../Nav/Nav';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import styles from './NavHamburger.module.css';

type NavHamburgerProps = Pick<
  NavSlots,
  'beforeLeftNavItems' | 'afterLeftNavItems' | 'beforeRightNavItems' | 'afterRightNavItems'
>;

/**
 * The default theme's hamburgers (nav screen on phones, a settings panel on tablets) with the
 * tablet panel beside its trigger `<button>` instead of inside it, which HTML forbids, in a
 * wrapper that keeps the hover behaviour, the panel in a list item, and no button before hydration.
 */
export function NavHamburger(props: NavHamburgerProps) {
  const t = useT();
  const hydrated = useHydrated();
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    // In a list item: the hover group is a `<ul>`, which may hold only `<li>`s.
    customChildren: (
      <li className={styles.panel}>
        <div className="rp-nav-menu__others-mobile__container">
          <div className="rp-nav-hamburger__md__hover-group">
            <NavScreenAppearance />
            <NavVersions />
            <NavScreenLangs />
            <NavScreenDivider />
            <SocialLinks />
          </div>
        </div>
      </li>
    ),
  });
  const modalContainer = typeof document === 'undefined' ? null : document.getElementById(MODAL_CONTAINER_ID);
  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  if (!hydrated) {
    // The buttons open nothing without JavaScript: until hydration, boxes of their size.
    return (
      <>
        <Placeholder className="rp-nav-hamburger rp-nav-hamburger__sm">
          <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
        </Placeholder>
        <Placeholder className="rp-nav-hamburger rp-nav-hamburger__md">
          <SvgWrapper icon={IconSmallMenu} />
        </Placeholder>
      </>
    );
  }
  return (
    <>
      {isScreenOpen &&
        modalContainer &&
        createPortal(
          <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />,
          modalContainer,
        )}
      <button
        type="button"
        onClick={toggleScreen}
        aria-label={t('navMenuLabel')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only opens what the button inside opens on click and keyboard */}
      <div className={styles.tablet} onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
        <button
          type="button"
          aria-label={t('navMenuLabel')}
          className={`rp-nav-hamburger rp-nav-hamburger__md${active}`}
          onClick={handleMouseEnter}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {hoverGroup}
      </div>
    </>
  );
}
