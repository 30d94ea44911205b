import { useSite } from '@rspress/core/runtime';
import { socialIcons } from '../../rspress-internals';
import styles from './SocialLinks.module.css';

/** Accessible names of the social networks the theme has icons for. */
export const SOCIAL_LABELS: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  discord: 'Discord',
  twitter: 'Twitter',
  youtube: 'YouTube',
  bluesky: 'Bluesky',
  npm: 'npm',
};

export function socialLabel(icon: string): string {
  return SOCIAL_LABELS[icon] ?? icon.charAt(0).toUpperCase() + icon.slice(1);
}

interface SocialLinkConfig {
  icon: string | { svg: string };
  mode?: string;
  content: string;
  ariaLabel?: string;
}

/**
 * The nav bar's social links with an accessible name each (the default theme's icon-only
 * links have none: axe `link-name`). Same classes and icons as the default `SocialLinks`;
 * link mode only, which is all the site configures.
 */
export function SocialLinks() {
  const { site } = useSite();
  const links = (site.themeConfig.socialLinks ?? []) as SocialLinkConfig[];
  if (links.length === 0) return null;
  return (
    <div className={`rp-social-links ${styles.links}`}>
      {links.map((link) => {
        const name = typeof link.icon === 'string' ? link.icon : 'link';
        const svg = typeof link.icon === 'string' ? socialIcons[link.icon] : link.icon.svg;
        return (
          <a
            key={link.content}
            href={link.content}
            target="_blank"
            rel="noopener noreferrer"
            className={`rp-social-links__item ${styles.item}`}
          >
            <span className={styles.label}>{link.ariaLabel ?? socialLabel(name)}</span>
            <span
              className={`rp-social-links__icon ${styles.icon}`}
              aria-hidden="true"
              // The theme's own SVG markup for the configured icon (virtual-social-links).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time SVG from the theme, not user input
              dangerouslySetInnerHTML={{ __html: svg ?? '' }}
            />
          </a>
        );
      })}
    </div>
  );
}
