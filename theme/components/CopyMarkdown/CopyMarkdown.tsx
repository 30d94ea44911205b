import { routePathToMdPath, usePage } from '@rspress/core/runtime';
import { IconCopy, IconSuccess, SvgWrapper } from '@rspress/core/theme-original';
import { useRef, useState } from 'react';
import { type I18nKey, useT } from '../../i18n';
import { Placeholder } from '../AfterHydration/Placeholder';
import { useHydrated } from '../AfterHydration/use-hydrated';
import styles from './CopyMarkdown.module.css';

type Status = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<Exclude<Status, 'idle'>, I18nKey> = {
  copied: 'copyMarkdownDoneText',
  failed: 'copyMarkdownFailedText',
};

/** How long the button shows its tick after a copy. */
const COPIED_SHOWN_MS = 2000;

/**
 * "Copy as Markdown" and "Open as Markdown" above each doc page: the page's Markdown is the `.md`
 * file the build writes next to its HTML (`llms: true`). The copying code is fetched on the
 * first click (./copy-markdown.ts); a live region says whether it worked.
 */
export function CopyMarkdown() {
  const t = useT();
  const { page } = usePage();
  const [status, setStatus] = useState<Status>('idle');
  const hydrated = useHydrated();
  const timer = useRef<number | undefined>(undefined);
  const mdUrl = routePathToMdPath(page.routePath);

  const onCopy = async () => {
    window.clearTimeout(timer.current);
    setStatus('idle');
    const { copyMarkdown } = await import('./copy-markdown');
    const copied = await copyMarkdown(mdUrl);
    setStatus(copied ? 'copied' : 'failed');
    if (copied) timer.current = window.setTimeout(() => setStatus('idle'), COPIED_SHOWN_MS);
  };

  const copyContent = (
    <>
      <SvgWrapper icon={status === 'copied' ? IconSuccess : IconCopy} width="14" height="14" aria-hidden />
      {t('copyMarkdownText')}
    </>
  );
  return (
    <div className={styles.bar}>
      <span role="status" className={styles.status}>
        {status === 'idle' ? '' : t(STATUS_TEXT[status])}
      </span>
      {hydrated ? (
        <button type="button" className={styles.action} onClick={onCopy}>
          {copyContent}
        </button>
      ) : (
        // It copies nothing without JavaScript: until hydration, a box of its size.
        <Placeholder className={styles.action}>{copyContent}</Placeholder>
      )}
      <a className={styles.action} href={mdUrl}>
        {t('openMarkdownText')}
      </a>
    </div>
  );
}
