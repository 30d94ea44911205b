/**
 * Search-engine and link-preview tags of the built pages, the sitemap and robots.txt.
 * Reads the build output; every page is checked (it is quick), the browser only for a sample.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE } from '../theme/data/site';
import { expect, test } from './fixtures';
import { builtPages, headTags, readBuilt, SITE_DIR, sitemapPaths, urlPathOf } from './support/built-site';

// The 404 pages (`404.html`, `zh/404.html`) are not pages of the site's map.
const pages = builtPages().filter((file) => !/(^|\/)404\.html$/.test(file));
const englishPath = (urlPath: string) => (urlPath === '/zh/' ? '/' : urlPath.replace(/^\/zh\//, '/'));
const chinesePath = (urlPath: string) => (urlPath.startsWith('/zh/') ? urlPath : `/zh${urlPath}`);

test('every page has a canonical URL and en, zh and x-default alternates', () => {
  expect(pages.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const file of pages) {
    const urlPath = urlPathOf(file);
    const links = headTags(readBuilt(file), 'link');
    const href = (predicate: (link: Record<string, string>) => boolean) =>
      links.filter(predicate).map((link) => link.href ?? '');
    const expected: [string, string[], string][] = [
      ['canonical', href((link) => link.rel === 'canonical'), `${SITE.origin}${urlPath}`],
      [
        'en',
        href((link) => link.rel === 'alternate' && link.hreflang === 'en'),
        `${SITE.origin}${englishPath(urlPath)}`,
      ],
      [
        'zh',
        href((link) => link.rel === 'alternate' && link.hreflang === 'zh'),
        `${SITE.origin}${chinesePath(englishPath(urlPath))}`,
      ],
      [
        'x-default',
        href((link) => link.rel === 'alternate' && link.hreflang === 'x-default'),
        `${SITE.origin}${englishPath(urlPath)}`,
      ],
    ];
    for (const [name, found, want] of expected) {
      if (found.length !== 1 || found[0] !== want)
        problems.push(`${file}: ${name} ${JSON.stringify(found)} ≠ ${want}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every page has a description, Open Graph and Twitter card tags with the self-hosted image', () => {
  const problems: string[] = [];
  const descriptions = new Map<string, string[]>();
  for (const file of pages) {
    const metas = headTags(readBuilt(file), 'meta');
    const content = (key: string) =>
      metas.filter((meta) => meta.name === key || meta.property === key).map((meta) => meta.content ?? '');
    const urlPath = urlPathOf(file);
    const [description] = content('description');
    if (!description || description.length < 15)
      problems.push(`${file}: description ${JSON.stringify(description)}`);
    else descriptions.set(description, [...(descriptions.get(description) ?? []), file]);
    const expectations: [string, (value: string) => boolean][] = [
      ['og:title', (value) => value.length > 0],
      ['og:description', (value) => value === description],
      ['og:url', (value) => value === `${SITE.origin}${urlPath}`],
      ['og:image', (value) => value === `${SITE.origin}/og-image.png`],
      ['og:locale', (value) => value === (urlPath.startsWith('/zh/') ? 'zh_CN' : 'en_US')],
      ['twitter:card', (value) => value === 'summary_large_image'],
    ];
    for (const [key, check] of expectations) {
      const values = content(key);
      if (values.length !== 1 || !check(values[0] ?? ''))
        problems.push(`${file}: ${key} ${JSON.stringify(values)}`);
    }
  }
  expect(problems).toEqual([]);
  // Descriptions are meaningful: pages do not share one (the site default) except a few section roots.
  const shared = [...descriptions.entries()].filter(([, files]) => files.length > 2);
  expect(shared.map(([text, files]) => `${text} on ${files.join(', ')}`)).toEqual([]);
  expect(existsSync(path.join(SITE_DIR, 'og-image.png'))).toBe(true);
});

test('the sitemap lists both languages and robots.txt points to it', () => {
  const urls = sitemapPaths();
  const zh = urls.filter((url) => url.startsWith('/zh/'));
  const en = urls.filter((url) => !url.startsWith('/zh/'));
  expect(en.length).toBeGreaterThan(50);
  expect(zh.length).toBe(en.length);
  for (const url of en) expect(zh, url).toContain(chinesePath(url));
  const built = new Set(pages.map(urlPathOf));
  for (const url of urls) expect(built.has(url) || built.has(`${url}/`), url).toBe(true);
  const robots = readBuilt('robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
});

test('the tags survive hydration in the browser', async ({ page }) => {
  for (const urlPath of ['/', '/zh/guide/start/quick-start', '/config/mode']) {
    await page.goto(urlPath);
    await page.waitForLoadState('load');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${SITE.origin}${urlPath}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  }
});
