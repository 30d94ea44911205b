import type { NavItemWithChildren } from '@rspress/core';
import { IconArrowDown, SvgWrapper, Tag, useHoverGroup } from '@rspress/core/theme-original';
import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../AfterHydration/use-hydrated';
import styles from './NavMenuGroup.module.css';

export interface NavMenuGroupProps {
  menuItem: Pick<NavItemWithChildren, 'text' | 'items' | 'icon' | 'tag'>;
  activeMatcher?: (item: NavItemWithChildren['items'][number]) => boolean;
}

/**
 * A nav item with a dropdown (the Versions menu, the language menu): the default's
 * `NavMenuItemWithChildren` (dist/theme/components/Nav/NavMenu.js), whose trigger is a `div` that
 * only a mouse opens. Served and until hydration it is that markup (a CSS hover opens it, and
 * nothing is a control); then the trigger is a disclosure button: Enter or Space toggles it,
 * Escape closes it (opened by the pointer too, which need not move: WCAG 1.4.13) and gives focus
 * back when it was inside, focus leaving the item closes it. The dropdown and the
 * hover timing stay the default's (`useHoverGroup`, which closes 150 ms after it is told to).
 */
export function NavMenuGroup({ menuItem, activeMatcher }: NavMenuGroupProps) {
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    items: menuItem.items,
    activeMatcher,
  });
  const [open, setOpen] = useState(false);
  // Closed by Escape under the pointer: the hover rule (theme/styles/layout.css) stops showing it
  // until the pointer leaves.
  const [dismissed, setDismissed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const show = () => {
    handleMouseEnter();
    setOpen(true);
    setDismissed(false);
  };
  const hide = () => {
    handleMouseLeave();
    setOpen(false);
    setDismissed(false);
  };
  // A click from a pointer opens, as the default's (a tap must not close what its touch opened);
  // a key's click (`detail` 0) toggles.
  const onClick = (event: MouseEvent) => (event.detail === 0 && open ? hide() : show());
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = trigger.current?.parentElement?.contains(document.activeElement);
      handleMouseLeave();
      setOpen(false);
      setDismissed(true);
      if (focusInside) trigger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, handleMouseLeave]);
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) hide();
  };
  const content = (
    <>
      {menuItem.icon && <SvgWrapper icon={menuItem.icon} className="rp-nav-menu__item__leading-icon" />}
      {menuItem.text}
      {menuItem.tag && <Tag tag={menuItem.tag} />}
      <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" />
    </>
  );
  return (
    <li
      className="rp-nav-menu__item"
      data-dismissed={dismissed || undefined}
      onMouseEnter={show}
      onMouseLeave={hide}
      onBlur={onBlur}
    >
      {hydrated ? (
        <button
          ref={trigger}
          type="button"
          className={`rp-nav-menu__item__container ${styles.trigger}`}
          aria-expanded={open}
          onClick={onClick}
        >
          {content}
        </button>
      ) : (
        // Replaced by the button once hydrated (`data-before-hydration`, e2e/hydration.spec.ts).
        <div className="rp-nav-menu__item__container" data-before-hydration="">
          {content}
        </div>
      )}
      {hoverGroup}
    </li>
  );
}
