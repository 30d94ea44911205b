import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSearch, search } from './search-helpers';
import { EN_QUERIES, type SearchCase, ZH_QUERIES } from './search-queries';

/** Minimum share of queries whose page must be among the first three pages listed. */
const TOP3_TARGET = 0.95;

/** Types a query into the open dialog and returns the first three distinct pages listed. */
async function topPages(page: Page, query: string): Promise<string[]> {
  await search(page, query);
  const hrefs = await page
    .locator('.rp-search-panel__results .rp-suggest-item__link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].slice(0, 3);
}

async function measure(page: Page, home: string, prefix: string, cases: SearchCase[]) {
  await page.goto(home);
  await openSearch(page);
  const misses: string[] = [];
  for (const { query, expect: answers } of cases) {
    const top = await topPages(page, query);
    const wanted = answers.map((path) => `${prefix}${path}`);
    if (!top.some((path) => wanted.includes(path))) misses.push(`${query} → ${top.join(', ') || '(none)'}`);
  }
  return { share: (cases.length - misses.length) / cases.length, misses };
}

for (const [lang, home, prefix, cases] of [
  ['en', '/guide/start/', '', EN_QUERIES],
  ['zh', '/zh/guide/start/', '/zh', ZH_QUERIES],
] as const) {
  test(`search finds the right page in the top 3 for ≥ 95% of ${cases.length} queries (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const { share, misses } = await measure(page, home, prefix, cases);
    console.log(
      `[search relevance ${lang}] ${(share * 100).toFixed(1)}% top-3; misses:\n  ${misses.join('\n  ')}`,
    );
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(TOP3_TARGET);
  });
}
