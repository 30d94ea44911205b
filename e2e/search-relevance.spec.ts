import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSearch, search, searchHits } from './search-helpers';
import { EN_QUERIES, HARD_EN_QUERIES, HARD_ZH_QUERIES, type SearchCase, ZH_QUERIES } from './search-queries';

/**
 * Minimum share of queries whose page must be among the first three pages listed: plain queries
 * (the words of the docs) and hard ones (misspellings, questions, synonyms, mixed zh/en; issue 19).
 */
const TOP3_TARGET = { plain: 0.97, hard: 0.9 } as const;
const MIN_CASES = { plain: 60, hard: 40 } as const;

/** Types a query into the open dialog and returns the first three distinct pages listed. */
async function topPages(page: Page, query: string): Promise<string[]> {
  await search(page, query);
  const hrefs = await searchHits(page).evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
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

for (const [lang, kind, home, prefix, cases] of [
  ['en', 'plain', '/guide/start/', '', EN_QUERIES],
  ['zh', 'plain', '/zh/guide/start/', '/zh', ZH_QUERIES],
  ['en', 'hard', '/guide/start/', '', HARD_EN_QUERIES],
  ['zh', 'hard', '/zh/guide/start/', '/zh', HARD_ZH_QUERIES],
] as const) {
  test(`search finds the right page in the top 3 for ≥ ${TOP3_TARGET[kind] * 100}% of ${cases.length} ${kind} queries (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES[kind]);
    const { share, misses } = await measure(page, home, prefix, cases);
    console.log(
      `[search relevance ${lang} ${kind}] ${(share * 100).toFixed(1)}% top-3 of ${cases.length}; misses:\n  ${misses.join('\n  ')}`,
    );
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(TOP3_TARGET[kind]);
  });
}
