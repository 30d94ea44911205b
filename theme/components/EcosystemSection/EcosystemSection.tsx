import { ECOSYSTEM_CARDS, type EcosystemLink, localizeLink } from '@data/ecosystem';
import type { EcosystemLang } from '../../i18n/lang';
import styles from './EcosystemSection.module.css';

export interface EcosystemSectionProps {
  lang: EcosystemLang;
  links?: EcosystemLink[];
}

/** Grid of ecosystem project cards; each card opens the project's site in a new tab. */
export function EcosystemSection({ lang, links = ECOSYSTEM_CARDS }: EcosystemSectionProps) {
  return (
    <ul className={styles.grid}>
      {links.map((link) => {
        const item = localizeLink(link, lang);
        return (
          <li key={item.name}>
            <a className={styles.card} href={item.url} target="_blank" rel="noopener noreferrer">
              <img
                className={styles.logo}
                src={item.logo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                style={item.logoScale ? { transform: `scale(${item.logoScale})` } : undefined}
              />
              <span className={styles.text}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.desc}>{item.desc}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
