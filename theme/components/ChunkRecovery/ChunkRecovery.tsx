import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import styles from './ChunkRecovery.module.css';
import {
  isChunkLoadError,
  type Navigation,
  navigationFromClick,
  RELOAD_MARK_KEY,
  recoveryAction,
} from './chunk-recovery';

function readMark(): string | null {
  try {
    return sessionStorage.getItem(RELOAD_MARK_KEY);
  } catch {
    return null;
  }
}

function writeMark(href: string | null): void {
  try {
    if (href === null) sessionStorage.removeItem(RELOAD_MARK_KEY);
    else sessionStorage.setItem(RELOAD_MARK_KEY, href);
  } catch {
    // Without session storage a second failure may reload once more; it cannot loop on one load.
  }
}

/**
 * Watches for page chunks that fail to load. After a link click, the target page is loaded in
 * full; if that page's chunk failed already after a full load, a message with a reload link is
 * shown instead of a stuck or blank page.
 */
export function ChunkRecovery() {
  const t = useT();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // This page loaded; a later failure on it deserves a fresh attempt.
    if (readMark() === window.location.href) writeMark(null);
    let lastNavigation: Navigation | undefined;
    // Leaving the page cancels its pending chunk loads; those failures must not pull the reader back.
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    const onShow = () => {
      leaving = false;
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      lastNavigation =
        navigationFromClick(event, anchor, window.location.origin, Date.now()) ?? lastNavigation;
    };
    const recover = (reason: unknown) => {
      if (leaving || !isChunkLoadError(reason)) return false;
      const action = recoveryAction(lastNavigation, window.location.href, Date.now(), readMark());
      if (action.type === 'message') {
        setFailed(true);
        return true;
      }
      writeMark(action.href);
      window.location.assign(action.href);
      return true;
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (recover(event.reason)) event.preventDefault();
    };
    const onError = (event: ErrorEvent) => {
      if (recover(event.error)) event.preventDefault();
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('click', onClick, { capture: true, signal });
    window.addEventListener('beforeunload', onLeave, { signal });
    window.addEventListener('pagehide', onLeave, { signal });
    window.addEventListener('pageshow', onShow, { signal });
    window.addEventListener('unhandledrejection', onRejection, { signal });
    window.addEventListener('error', onError, { signal });
    return () => listening.abort();
  }, []);

  if (!failed) return null;
  return (
    <div role="alert" className={styles.banner}>
      <span>{t('chunkErrorText')}</span>{' '}
      <a className={styles.reload} href={typeof window === 'undefined' ? '/' : window.location.href}>
        {t('chunkErrorReload')}
      </a>
    </div>
  );
}
