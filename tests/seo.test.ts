import { describe, expect, it } from 'vitest';
import { absoluteUrl, defaultLangPath, publicPath, seoHeadTags } from '../theme/data/seo';

describe('seo helpers', () => {
  it('publishes index routes with a trailing slash', () => {
    expect(publicPath('/guide/start/index')).toBe('/guide/start/');
    expect(publicPath('/guide/start/')).toBe('/guide/start/');
    expect(publicPath('/config/output/charset')).toBe('/config/output/charset');
  });

  it('maps Chinese routes to their English twins for x-default', () => {
    expect(defaultLangPath('/zh/guide/start/')).toBe('/guide/start/');
    expect(defaultLangPath('/zh/')).toBe('/');
    expect(defaultLangPath('/config/mode')).toBe('/config/mode');
  });

  it('emits canonical, x-default and social tags', () => {
    const tags = seoHeadTags({ routePath: '/zh/config/mode', lang: 'zh' });
    expect(tags).toContainEqual(['link', { rel: 'canonical', href: absoluteUrl('/zh/config/mode') }]);
    expect(tags).toContainEqual([
      'link',
      { rel: 'alternate', hreflang: 'x-default', href: 'https://rsbuild.dev/config/mode' },
    ]);
    expect(tags).toContainEqual(['meta', { property: 'og:locale', content: 'zh_CN' }]);
    expect(tags).toContainEqual(['meta', { name: 'twitter:card', content: 'summary_large_image' }]);
  });
});
