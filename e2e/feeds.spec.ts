import { expect, test } from './fixtures';

const FEEDS = [
  { file: 'releases-rss.xml', root: 'rss', entry: 'item', date: 'pubDate', lang: 'en' },
  { file: 'releases-atom.xml', root: 'feed', entry: 'entry', date: 'updated', lang: 'en' },
  { file: 'releases-rss-zh.xml', root: 'rss', entry: 'item', date: 'pubDate', lang: 'zh' },
  { file: 'releases-atom-zh.xml', root: 'feed', entry: 'entry', date: 'updated', lang: 'zh' },
];

const RELEASE_DATES = [
  '2023-11-22',
  '2023-12-11',
  '2024-01-10',
  '2024-02-06',
  '2024-03-19',
  '2024-04-10',
  '2024-05-28',
];

for (const feed of FEEDS) {
  test(`${feed.file} parses as XML with 7 dated release entries`, async ({ page }) => {
    await page.goto('/');
    const result = await page.evaluate(async ({ file, entry, date }) => {
      const text = await (await fetch(`/rss/${file}`)).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const entries = [...doc.getElementsByTagName(entry)];
      return {
        error,
        root: doc.documentElement.nodeName,
        links: entries.map((node) => {
          const link = node.getElementsByTagName('link')[0];
          return link?.getAttribute('href') ?? link?.textContent ?? '';
        }),
        dates: entries.map((node) => node.getElementsByTagName(date)[0]?.textContent ?? ''),
      };
    }, feed);
    expect(result.error).toBeNull();
    expect(result.root).toBe(feed.root);
    expect(result.links).toHaveLength(7);
    const prefix = feed.lang === 'zh' ? '/zh/community/releases/v0-' : '/community/releases/v0-';
    for (const link of result.links) expect(new URL(link).pathname.startsWith(prefix)).toBe(true);
    const days = result.dates.map((value) => new Date(value).toISOString().slice(0, 10)).sort();
    expect(days).toEqual(RELEASE_DATES);
  });
}

for (const lang of ['en', 'zh'] as const) {
  test(`release pages advertise both feeds (${lang})`, async ({ page }) => {
    const prefix = lang === 'zh' ? '/zh' : '';
    const suffix = lang === 'zh' ? '-zh' : '';
    await page.goto(`${prefix}/community/releases/v0-7`);
    const links = page.locator('head link[rel="alternate"][type^="application/"]');
    const hrefs = await links.evaluateAll((nodes) =>
      nodes.map((node) => `${node.getAttribute('type')} ${node.getAttribute('href')}`),
    );
    expect(hrefs).toContain(`application/rss+xml https://rsbuild.dev/rss/releases-rss${suffix}.xml`);
    expect(hrefs).toContain(`application/atom+xml https://rsbuild.dev/rss/releases-atom${suffix}.xml`);
  });
}
