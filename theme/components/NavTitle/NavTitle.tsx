import {
  addLeadingSlash,
  addTrailingSlash,
  normalizeImagePath,
  useLang,
  useSite,
} from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';

/**
 * The default nav title (@rspress/core 2.0.22 `theme/components/NavTitle`) without the `id="logo"`
 * its light and dark logo images both carry (a duplicate id on every page). Same classes.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const locale = site.themeConfig?.locales?.find((item) => item.lang === lang);
  const title = (locale?.title ?? site.title) || 'Home';
  const prefix = lang === (site.lang ?? '') ? '/' : addTrailingSlash(lang);
  const { logo, logoText, logoHref } = site;
  const image = (src: string, variant: string) => (
    <img
      src={normalizeImagePath(src)}
      alt="logo"
      className={`rspress-logo rp-nav__title__logo-image${variant}`}
    />
  );
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || addLeadingSlash(prefix)} className="rp-nav__title__link">
        {logo && (
          <div className="rp-nav__title__logo">
            {typeof logo === 'string' ? (
              image(logo, '')
            ) : (
              <>
                {image(logo.light, ' rp-nav__title__logo-image--light')}
                {image(logo.dark, ' rp-nav__title__logo-image--dark')}
              </>
            )}
          </div>
        )}
        {logoText && <span>{logoText}</span>}
        {!logo && !logoText && <span>{title}</span>}
      </Link>
    </div>
  );
}
