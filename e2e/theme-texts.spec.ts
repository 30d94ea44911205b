import { expect, test } from './fixtures';
import { INDEX_READY_MS, openSearch, searchDialog, searchInput } from './search-helpers';

// The first query waits for the search index to be built.
test.describe.configure({ timeout: 150_000 });

const TEXTS = {
  en: {
    path: '/guide/start/quick-start',
    title: 'Quick Start - Rsbuild',
    prev: 'Previous Page',
    next: 'Next page',
    outline: 'ON THIS PAGE',
    placeholder: 'Search Docs',
    noResults: 'No results for',
    suggestion: 'Please try again with a different keyword',
  },
  zh: {
    path: '/zh/guide/start/quick-start',
    title: '快速上手 - Rsbuild',
    prev: '上一页',
    next: '下一页',
    outline: '目录',
    placeholder: '搜索文档',
    noResults: '没有找到相关结果：',
    suggestion: '请换个关键词再试一次',
  },
} as const;

for (const [lang, text] of Object.entries(TEXTS)) {
  test(`theme texts and document title (${lang})`, async ({ page }) => {
    await page.goto(text.path);
    await expect(page).toHaveTitle(text.title);
    await expect(page.locator('.rp-prev-next-page__prev .rp-prev-next-page__item__desc')).toHaveText(
      text.prev,
    );
    await expect(page.locator('.rp-prev-next-page__next .rp-prev-next-page__item__desc')).toHaveText(
      text.next,
    );
    await expect(
      page.locator('.rp-doc-layout__outline').getByText(text.outline, { exact: true }),
    ).toBeVisible();
    await expect(page.locator('.rp-search-button__word')).toHaveText(text.placeholder);
  });

  test(`search shows the placeholder and the no-results texts (${lang})`, async ({ page }) => {
    await page.goto(text.path);
    await openSearch(page);
    const input = searchInput(page);
    await expect(input).toHaveAttribute('placeholder', text.placeholder);
    await input.fill('zzqqxxjj');
    const empty = searchDialog(page).getByRole('status');
    await expect(empty).toContainText(text.noResults, { timeout: INDEX_READY_MS });
    await expect(empty).toContainText('"zzqqxxjj"');
    await expect(empty).toContainText(text.suggestion);
  });
}
