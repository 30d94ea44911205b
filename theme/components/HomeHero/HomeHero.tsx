import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { renderHtmlOrText } from '../SafeText/safe-text';
import './HomeHero.css';

interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

interface Hero {
  name?: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
  /** A line under the actions (which major version these docs cover); `[text](url)` is a link. */
  notice?: string;
  image?: {
    src: string | { light: string; dark: string };
    alt?: string;
    srcset?: string | string[];
    sizes?: string | string[];
  };
}

export interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
}

function joinList(field: string | string[] | undefined): string | undefined {
  const joined = (Array.isArray(field) ? field : [field]).filter(Boolean).join(', ');
  return joined || undefined;
}

/**
 * The notice's text with its `[text](url)` links as React elements (injected HTML would not
 * hydrate, and its links would stay outside React's tree).
 */
function noticeParts(notice: string): ReactNode[] {
  return notice.split(/(\[[^\]]+\]\([^)\s]+\))/).map((part) => {
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    return link ? (
      <a key={link[2]} href={link[2]}>
        {link[1]}
      </a>
    ) : (
      part
    );
  });
}

/**
 * The default theme's home hero (Rspress 2.0.22 `HomeHero`, same classes and styles) with the
 * brand name as the page's `h1` — the default renders it in a `div`, leaving the home page
 * without a level-one heading (axe `page-has-heading-one`), and with an optional `notice` line under
 * the actions. Badges are not used by the site.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = (frontmatter?.hero ?? {}) as Hero;
  const lines = hero.text ? hero.text.split(/\n/g).filter((line) => line !== '') : [];
  const src =
    typeof hero.image?.src === 'string' ? { light: hero.image.src, dark: hero.image.src } : hero.image?.src;
  return (
    <div className={`rp-home-hero${hero.image ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name ?? '')} />
          </h1>
          {lines.map((line) => (
            <div key={line} className="rp-home-hero__subtitle" {...renderHtmlOrText(line)} />
          ))}
        </div>
        <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline ?? '')} />
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {hero.notice ? <p className="rp-home-hero__notice">{noticeParts(hero.notice)}</p> : null}
        {afterHeroActions}
      </div>
      {hero.image && src ? (
        <div className="rp-home-hero__image">
          {(['light', 'dark'] as const).map((mode) => (
            <img
              key={mode}
              src={normalizeImagePath(src[mode])}
              alt={hero.image?.alt}
              srcSet={joinList(hero.image?.srcset)}
              sizes={joinList(hero.image?.sizes)}
              width={375}
              height={375}
              className={`rp-home-hero__image-img rp-home-hero__image-img--${mode}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
