import { NoSSR } from '@rspress/core/runtime';
import { SearchButton, SearchPanel } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { installSearchRanking } from './install-ranking';
import { isSearchShortcut } from './search-shortcut';

installSearchRanking();

/**
 * The nav search, with the default button and dialog, except that the dialog (and with it the
 * search index, ~0.8 MB per language) is only mounted on the first open. The default `Search`
 * mounts the panel on page load, which prefetches the index on every page view.
 *
 * Until the panel exists this component listens for Ctrl/Cmd+K itself; afterwards the panel's
 * own key handler takes over (toggle, Escape, arrows, Enter), and it refetches the index when
 * the language changes.
 */
export function Search() {
  const [focused, setFocused] = useState(false);
  const [mounted, setMounted] = useState(false);
  const showPanel = mounted || focused;

  useEffect(() => {
    if (focused) setMounted(true);
  }, [focused]);

  const label = useT()('searchPlaceholderText');
  // The default panel is a plain <div> portal; announce it as a modal dialog so assistive
  // technology (and axe's landmark rule) treat its content as one named region.
  useEffect(() => {
    if (!focused) return;
    const frame = requestAnimationFrame(() => {
      const modal = document.querySelector('.rp-search-panel__modal');
      if (!modal) return;
      modal.setAttribute('role', 'dialog');
      modal.setAttribute('aria-modal', 'true');
      modal.setAttribute('aria-label', label);
    });
    return () => cancelAnimationFrame(frame);
  }, [focused, label]);

  useEffect(() => {
    if (showPanel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showPanel]);

  return (
    <>
      <SearchButton setFocused={setFocused} />
      {showPanel && (
        <NoSSR>
          <SearchPanel focused={focused} setFocused={setFocused} />
        </NoSSR>
      )}
    </>
  );
}
