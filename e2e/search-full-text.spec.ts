/**
 * Full-text search (issue 37): a word that occurs once in the docs, deep in a section or in a code
 * block, is found; the full-text part loads after the dialog opens, never with the page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSearch, search, searchDialog, searchHits } from './search-helpers';
import { rareWords } from './search-rare-words';

/** The seed of the drawn words: change it and the test draws others. */
const SEED = 20261128;
const TOP3_TARGET = 0.95;

async function waitForFullText(page: Page): Promise<void> {
  await expect(searchDialog(page)).toHaveAttribute('data-full-text', 'ready', { timeout: 90_000 });
}

for (const [lang, home, words] of [
  ['en', '/guide/start/', () => rareWords(false, 40, 15, SEED)],
  ['zh', '/zh/guide/start/', () => rareWords(true, 30, 0, SEED)],
] as const) {
  test(`${lang}: words that occur once in the docs are in the top 3 for ≥ ${TOP3_TARGET * 100}%`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const drawn = words();
    expect(drawn.length).toBe(lang === 'en' ? 40 : 30);
    await page.goto(home);
    await openSearch(page);
    await waitForFullText(page);
    const misses: string[] = [];
    for (const { word, page: expected } of drawn) {
      await search(page, word);
      const hrefs = await searchHits(page).evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      const top = [...new Set(hrefs)].slice(0, 3);
      if (!top.includes(expected)) misses.push(`${word} (${expected}) → ${top.join(', ') || '(none)'}`);
    }
    const share = (drawn.length - misses.length) / drawn.length;
    console.log(
      `[rare words ${lang}] ${(share * 100).toFixed(1)}% top-3 of ${drawn.length}; misses:\n  ${misses.join('\n  ')}`,
    );
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(TOP3_TARGET);
  });
}

test('the full-text part loads after the dialog opens, and a deep hit links its section with the word in context', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/guide/start/quick-start');
  expect(requested.filter((path) => path.includes('search_'))).toEqual([]);
  await openSearch(page);
  await waitForFullText(page);
  const files = requested.filter((path) => path.includes('search_'));
  expect(files).toEqual([
    expect.stringMatching(/^\/static\/search_index\.en\.[0-9a-f]+\.json$/),
    expect.stringMatching(/^\/static\/search_full\.en\.[0-9a-f]+\.json$/),
  ]);
  await search(page, 'supportLandscape');
  const first = searchHits(page).first();
  await expect(first).toHaveAttribute('href', /^\/guide\/advanced\/rem#/);
  await expect(first.locator('mark', { hasText: /^supportLandscape$/i })).toHaveCount(1);
  await expect(first.locator('small')).toContainText('supportLandscape');
});

/**
 * Records, in the page, whether the dialog ever said "no results" (a `status` in it) before a hit
 * of `route` was listed.
 */
async function watchFirstAnswer(page: Page, route: string): Promise<void> {
  await page.evaluate((route) => {
    const seen = { noResultsFirst: false, hit: false };
    (window as unknown as { __firstAnswer: typeof seen }).__firstAnswer = seen;
    new MutationObserver(() => {
      if (seen.hit) return;
      if (document.querySelector(`dialog [role="option"][href^="${route}"]`)) seen.hit = true;
      else if (document.querySelector('dialog [role="status"]')) seen.noResultsFirst = true;
    }).observe(document.body, { subtree: true, childList: true });
  }, route);
}

const firstAnswer = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __firstAnswer: { noResultsFirst: boolean; hit: boolean } }).__firstAnswer,
  );

test('with the pointer on the search button first, a rare word finds its page on the first query, the full text already in', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  const fullText = page.waitForResponse((response) => /\/static\/search_full\.en\./.test(response.url()));
  await page.locator('button.rp-search-button').hover();
  await fullText;
  await watchFirstAnswer(page, '/guide/advanced/rem');
  await page.locator('button.rp-search-button').click();
  await expect(searchDialog(page)).toHaveAttribute('data-full-text', 'ready', { timeout: 30_000 });
  await search(page, 'supportLandscape');
  await expect(searchHits(page).first()).toHaveAttribute('href', /^\/guide\/advanced\/rem#/);
  expect(await firstAnswer(page)).toEqual({ noResultsFirst: false, hit: true });
});

for (const [lang, path, query, route, comment] of [
  ['en', '/guide/start/quick-start', 'supportLandscape', '/guide/advanced/rem', 'supportLandscape'],
  ['zh', '/zh/guide/start/quick-start', '一律', '/zh/guide/optimization/inline-assets', '图片一律不自动内联'],
] as const) {
  test(`${lang}: opened by the shortcut and typed at once, "${query}" lists its page without a "no results" first`, async ({
    page,
  }) => {
    await page.goto(path);
    await watchFirstAnswer(page, route);
    await openSearch(page);
    await search(page, query);
    const hit = searchHits(page).filter({ has: page.locator('small', { hasText: comment }) });
    await expect(hit.first()).toHaveAttribute('href', new RegExp(`^${route}#`));
    const top = await searchHits(page).evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    expect([...new Set(top)].slice(0, 3)).toContain(route);
    expect(await firstAnswer(page)).toEqual({ noResultsFirst: false, hit: true });
  });
}
