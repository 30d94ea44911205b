import { NoSSR, useLang, useSite, useVersion } from '@rspress/core/runtime';
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
import { SearchButton } from './SearchButton';
import type { SearchDialogProps } from './SearchDialog';
import { isSearchShortcut } from './search-shortcut';

const importDialog = () => import('./SearchDialog');
const loadDialog = () => lazy(importDialog);
/** Our panel, MiniSearch and our ranking: a separate chunk, fetched on the first open. */
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
 * The nav search: our button (SearchButton.tsx), and our dialog (SearchDialog.tsx), which with the search
 * index (~0.8 MB per language) is only mounted on the first open, so no page view downloads the
 * index. The dialog's code (the panel, the engine and MiniSearch) is a lazily loaded chunk too: a
 * first Ctrl/Cmd+K or click sets `focused`, and the dialog shows open as soon as its chunk arrived.
 * The pointer over the button, or focus on it, fetches the chunk and the index (with its full-text
 * part) ahead, so that the first query already finds rare words.
 *
 * Until the dialog exists this component listens for Ctrl/Cmd+K itself; afterwards the dialog's
 * own key handler takes over (toggle, Escape, arrows, Enter), and it reloads the index when the
 * language changes.
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

  const lang = useLang();
  const version = useVersion();
  const { site } = useSite();
  const prefetch = useCallback(() => {
    importDialog().then(
      (dialog) => dialog.prefetchIndex(lang, version, site),
      () => undefined, // The open tries again, and says so.
    );
  }, [lang, version, site]);

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
      <SearchButton open={() => setFocused(true)} prefetch={prefetch} />
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
