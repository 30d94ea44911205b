import { SITE } from './site';

/** The route as published with clean URLs: `/guide/start/index` → `/guide/start/`. */
export function publicPath(routePath: string): string {
  return routePath.replace(/\/index$/, '/').replace(/^$/, '/');
}

/** Absolute URL of a route on the production site. */
export function absoluteUrl(routePath: string): string {
  return `${SITE.origin}${publicPath(routePath)}`;
}

/** Route of the English (default language) twin of a page: `/zh/a/b` → `/a/b`, `/zh/` → `/`. */
export function defaultLangPath(routePath: string): string {
  const path = publicPath(routePath);
  return path === '/zh' || path === '/zh/' ? '/' : path.replace(/^\/zh\//, '/');
}

type HeadTag = [string, Record<string, string>];

/** Head tags every page gets for search engines and link previews. */
export function seoHeadTags(route: { routePath: string; lang: string }): HeadTag[] {
  const url = absoluteUrl(route.routePath);
  const lang = route.lang === 'zh' ? 'zh' : 'en';
  return [
    ['link', { rel: 'canonical', href: url }],
    [
      'link',
      { rel: 'alternate', hreflang: 'x-default', href: `${SITE.origin}${defaultLangPath(route.routePath)}` },
    ],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:site_name', content: SITE.title }],
    ['meta', { property: 'og:locale', content: lang === 'zh' ? 'zh_CN' : 'en_US' }],
    ['meta', { property: 'og:image', content: `${SITE.origin}/og-image.png` }],
    ['meta', { property: 'og:image:width', content: '1200' }],
    ['meta', { property: 'og:image:height', content: '630' }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:site', content: '@rspack_dev' }],
  ];
}
