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

  const t = useT();
  const dialogLabel = t('searchPlaceholderText');
  const indexErrorText = t('searchIndexErrorText');
  // The default panel is a plain <div> portal outside every landmark: announce the overlay as
  // a modal dialog and its box as a search landmark, so its content sits in a named region.
  useEffect(() => {
    if (!focused) return;
    // The panel mounts a frame or two after `focused` flips (it renders client-only), so look
    // for it on each animation frame until it is there.
    let frame = 0;
    let tries = 0;
    const label = () => {
      const mask = document.querySelector('.rp-search-panel__mask');
      const modal = document.querySelector('.rp-search-panel__modal');
      if (!mask || !modal) {
        if (++tries < 120) frame = requestAnimationFrame(label);
        return;
      }
      mask.setAttribute('role', 'dialog');
      mask.setAttribute('aria-modal', 'true');
      mask.setAttribute('aria-label', dialogLabel);
      modal.setAttribute('role', 'search');
    };
    frame = requestAnimationFrame(label);
    return () => cancelAnimationFrame(frame);
  }, [focused, dialogLabel]);

  // The default panel prints a bare "Error: Failed to fetch" (in English on every page) when the
  // index cannot be downloaded; the cause is still logged to the console by the search provider.
  // Replace it with a clear message in the page's language whenever it appears.
  useEffect(() => {
    if (!showPanel) return;
    const observer = new MutationObserver(() => {
      const error = document.querySelector('.rp-search-panel__error');
      if (error && error.textContent !== indexErrorText) error.textContent = indexErrorText;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [showPanel, indexErrorText]);

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
