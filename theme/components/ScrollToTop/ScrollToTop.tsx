import { useI18n } from '@rspress/core/runtime';
import { IconScrollToTop, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from '../PageChrome/page-chrome';

/** Whether the scroll-to-top button shows: as soon as the page is scrolled at all (spec §4). */
export function isScrolled(scrollY: number): boolean {
  return scrollY > 0;
}

/**
 * The outline's "Back to top" row. The default one appears only after 100 px of scrolling; this one
 * appears once the page is scrolled beyond 0 (`themeConfig.enableScrollToTop` is off so the default
 * is not rendered too).
 */
export function ScrollToTop() {
  const t = useI18n();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = throttle(() => setVisible(isScrolled(window.scrollY)), SCROLL_THROTTLE_MS);
    // Read in the next frame: during hydration's effects it would force a layout of the whole page.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <div className="rp-outline__bottom">
      <button
        type="button"
        className="rp-outline__action-row rp-scroll-to-top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <SvgWrapper icon={IconScrollToTop} width="16" height="16" />
        <span>{t('scrollToTopText')}</span>
      </button>
    </div>
  );
}
