import { NoSSR } from '@rspress/core/runtime';
import { SearchButton } from '@rspress/core/theme-original';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useT } from '../../i18n';
import type { SearchDialogProps } from './SearchDialog';
import { isSearchShortcut } from './search-shortcut';
import './SearchButton.css';

const loadDialog = () => lazy(() => import('./SearchDialog'));
/** The panel, MiniSearch and our ranking: a separate chunk, fetched on the first open. */
let SearchDialog: ComponentType<SearchDialogProps> = loadDialog();

/**
 * Keeps a failed download of the dialog's chunk (offline, a deploy that replaced it) from
 * unmounting the page: the search closes and the next open tries the download again.
 */
class DialogBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[search] the search dialog could not be loaded:', error);
    SearchDialog = loadDialog();
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The nav search, with the default button and dialog, except that the dialog (and with it the
 * search index, ~0.8 MB per language) is only mounted on the first open. The default `Search`
 * mounts the panel on page load, which prefetches the index on every page view. The dialog's
 * code (the panel, its search logic and MiniSearch, ≈ 32 KB gzip) is a lazily loaded chunk too: a first
 * Ctrl/Cmd+K or click sets `focused`, and the dialog shows open as soon as its chunk arrived.
 *
 * Until the panel exists this component listens for Ctrl/Cmd+K itself; afterwards the panel's
 * own key handler takes over (toggle, Escape, arrows, Enter), and it refetches the index when
 * the language changes.
 */
export function Search() {
  const [focused, setFocusedState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const showPanel = mounted || focused;
  // Opening mounts the panel for good (it keeps its index); set together, so that a failed
  // download (DialogBoundary) can unmount it again without an effect re-mounting it.
  const setFocused = useCallback((value: boolean) => {
    setFocusedState(value);
    if (value) setMounted(true);
  }, []);

  const t = useT();
  const dialogLabel = t('searchPlaceholderText');
  const indexErrorText = t('searchIndexErrorText');
  // The default panel is a plain <div> portal outside every landmark: announce the overlay as
  // a modal dialog and its box as a search landmark, so its content sits in a named region.
  // The default panel also prints a bare "Error: Failed to fetch" (in English on every page) when
  // the index cannot be downloaded; the cause is still logged to the console by the search
  // provider. Replace it with a clear message in the page's language whenever it appears.
  // The panel mounts whenever its lazy chunk has arrived (and re-renders its portal on each
  // open), so both patches run on every DOM change while it exists.
  useEffect(() => {
    if (!showPanel) return;
    const patch = () => {
      const mask = document.querySelector('.rp-search-panel__mask');
      const modal = document.querySelector('.rp-search-panel__modal');
      if (mask && mask.getAttribute('aria-label') !== dialogLabel) {
        mask.setAttribute('role', 'dialog');
        mask.setAttribute('aria-modal', 'true');
        mask.setAttribute('aria-label', dialogLabel);
      }
      if (modal && modal.getAttribute('role') !== 'search') modal.setAttribute('role', 'search');
      const error = document.querySelector('.rp-search-panel__error');
      if (error && error.textContent !== indexErrorText) error.textContent = indexErrorText;
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [showPanel, dialogLabel, indexErrorText]);

  useEffect(() => {
    if (showPanel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showPanel, setFocused]);

  return (
    <>
      <SearchButton setFocused={setFocused} />
      {showPanel && (
        <NoSSR>
          <DialogBoundary
            onError={() => {
              setFocusedState(false);
              setMounted(false);
            }}
          >
            <Suspense fallback={null}>
              <SearchDialog focused={focused} setFocused={setFocused} />
            </Suspense>
          </DialogBoundary>
        </NoSSR>
      )}
    </>
  );
}
