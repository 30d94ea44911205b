import { useI18n, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { FirstFrameMarker } from '../FirstFrame/FirstFrameMarker';
import styles from './NotFoundLayout.module.css';

/** Home page of a language: `/` for the default language, `/<lang>/` otherwise. */
export function homePathFor(lang: string, defaultLang: string): string {
  return lang && lang !== defaultLang ? `/${lang}/` : '/';
}

/**
 * 404 page: the code, a title and a link back to the home page of the current language.
 * Unlike the default layout, the link's accessible name is its visible text.
 */
export function NotFoundLayout() {
  const t = useI18n();
  const lang = useLang();
  const { site } = useSite();
  return (
    <main className={styles.root}>
      <FirstFrameMarker />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('notFoundText')}</h1>
      <div className={styles.divider} />
      <Link className={styles.home} href={homePathFor(lang, site.lang || 'en')}>
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
