import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { useContext } from 'react';
import { useT } from '../../i18n';
import { Placeholder } from '../AfterHydration/Placeholder';
import { useHydrated } from '../AfterHydration/use-hydrated';
import './SwitchAppearance.css';

export interface SwitchAppearanceProps {
  onClick?: () => void;
}

/**
 * The light/dark toggle as a real button with a name (the default theme's is a `div` with a
 * click handler: no keyboard access, no accessible name). Same classes and icons; the site does
 * not enable the default's view-transition animation.
 */
export function SwitchAppearance({ onClick }: SwitchAppearanceProps) {
  const t = useT();
  const { theme, setTheme } = useContext(ThemeContext);
  const hydrated = useHydrated();
  const icons = (
    <>
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
        icon={IconSun}
        fill="currentColor"
      />
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
        icon={IconMoon}
        fill="currentColor"
      />
    </>
  );
  // It switches nothing without JavaScript: until hydration, a box of its size.
  if (!hydrated) {
    return <Placeholder className="rp-switch-appearance">{icons}</Placeholder>;
  }
  return (
    <button
      type="button"
      className="rp-switch-appearance"
      aria-label={t('appearanceToggleLabel')}
      onClick={() => {
        setTheme?.(theme === 'dark' ? 'light' : 'dark');
        onClick?.();
      }}
    >
      {icons}
    </button>
  );
}
