/**
 * The site survives what browsers throw at it: blocked or corrupted storage, hostile search
 * input, and code chunks or the search index failing to load.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchDialog, searchHits, searchInput } from './search-helpers';
import { waitForHydration } from './support/page-state';

const DOC_WITH_TABS = '/guide/start/quick-start';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Every tab group on the page shows exactly one panel. */
async function expectOnePanelPerTabGroup(page: Page) {
  const groups = page.locator('.rp-tabs');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await expect(
      groups.nth(index).locator('> .rp-tabs__content > .rp-tabs__content__item--active'),
    ).toHaveCount(1);
  }
}

/** Toggles the appearance and switches the first tab group to its second tab. */
async function exerciseToggles(page: Page) {
  const before = await isDark(page);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect.poll(() => isDark(page)).toBe(!before);
  const group = page.locator('.rp-tabs').first();
  await group.locator('.rp-tabs__label__item').nth(1).click();
  await expect(group.locator('.rp-tabs__label__item').nth(1)).toHaveClass(/rp-tabs__label__item--selected/);
  await expectOnePanelPerTabGroup(page);
}

test.describe('blocked storage', () => {
  test('localStorage and sessionStorage that throw on every access', async ({ page, health }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    await page.goto(DOC_WITH_TABS);
    await waitForHydration(page);
    await expect(page.locator('.rp-doc-layout__doc h1')).toBeVisible();
    await expectOnePanelPerTabGroup(page);
    await exerciseToggles(page);
    // The choice holds for the session: client-side navigation keeps the appearance.
    const dark = await isDark(page);
    await page.locator('a.rp-sidebar-item[href="/guide/start/"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    expect(await isDark(page)).toBe(dark);
    expect(health.problems).toEqual([]);
  });

  test('storage whose methods throw (quota exceeded, privacy modes)', async ({ page, health }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await page.goto(DOC_WITH_TABS);
    await waitForHydration(page);
    await exerciseToggles(page);
    expect(health.problems).toEqual([]);
  });
});

test('corrupted stored values for theme, tabs and the first-visit flag', async ({ page, health }) => {
  await page.addInitScript(() => {
    localStorage.setItem('rspress-theme-appearance', '{"mode":"dark"');
    localStorage.setItem('rspress.tabs.package.manager', 'NaN');
    localStorage.setItem('rspress.tabs.framework', '99');
    localStorage.setItem('rspress-visited', '\u0000<garbage>');
  });
  await page.goto(DOC_WITH_TABS);
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`${DOC_WITH_TABS}$`));
  await expectOnePanelPerTabGroup(page);
  await exerciseToggles(page);
  expect(health.problems).toEqual([]);
});

test.describe('hostile search input', () => {
  const payloads = [
    'x'.repeat(10_000),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal regex-metacharacter query.
    '.*+?^${}()|[]\\/ (a+)+$ [^',
    '🚀🔥👩‍💻 emoji 🇨🇳',
    'مرحبا بالعالم שלום עולם',
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '"><svg/onload=window.__xss=1>',
  ];

  test('long, regex, emoji, right-to-left and HTML queries: no hang, no script, shown as text', async ({
    page,
    health,
  }) => {
    test.slow();
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Search Docs/ }).click();
    const input = searchInput(page);
    // Wait for the index: a real query gets results first.
    await input.fill('rspack');
    await expect(searchHits(page).first()).toBeVisible({ timeout: 45_000 });
    for (const query of payloads) {
      const started = Date.now();
      await input.fill(query);
      // The page stays responsive: a round trip to the page completes.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      // The hits, or the "No results for" message.
      const results = searchDialog(page).locator('[role="listbox"], [role="status"]');
      await expect(results).toBeVisible();
      expect(Date.now() - started, `query of ${query.length} chars`).toBeLessThan(15_000);
      if (query.length < 100) {
        // Whatever the panel shows about the query, it shows it as text.
        const text = await results.textContent();
        if (text?.includes('No results')) expect(text).toContain(query);
      }
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('[role="dialog"] img[src="x"], [role="dialog"] svg[onload]')).toHaveCount(0);
    }
    expect(health.problems).toEqual([]);
  });
});

test('a route chunk that fails during client navigation falls back to a full page load', async ({
  page,
  health,
}) => {
  await page.goto('/guide/start/');
  await waitForHydration(page);
  let aborted = 0;
  // The first request for any route chunk fails, as after a deploy that replaced the files.
  await page.route('**/static/js/async/**', (route) => {
    if (aborted === 0) {
      aborted++;
      return route.abort('failed');
    }
    return route.continue();
  });
  // A marker that only survives client-side navigation: its absence proves a full page load.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  const link = page.locator('a.rp-sidebar-item[href="/guide/start/glossary"]');
  await link.click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/, { timeout: 15_000 });
  await expect(page.locator('.rp-doc-layout__doc h1')).toHaveText(/Glossary/i);
  await waitForHydration(page);
  expect(aborted).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBeUndefined();
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
  // The failed request itself is logged by the browser; nothing else may be.
  expect(
    health.problems.filter(
      (problem) => !/Failed to load resource|ChunkLoadError|Loading chunk/.test(problem),
    ),
  ).toEqual([]);
});

test('a search index that fails to load shows a message in the dialog', async ({ page }) => {
  await page.route('**/static/search_index.*', (route) => route.abort('failed'));
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Search Docs/ }).click();
  await searchInput(page).fill('rspack');
  const error = searchDialog(page).getByRole('alert');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error).toHaveText(
    'The search index could not be loaded. Check your connection, then close and reopen search.',
  );
  await expect(searchInput(page)).toBeEditable();
});

test('the search index error is shown in Chinese on /zh pages', async ({ page }) => {
  await page.route('**/static/search_index.*', (route) => route.abort('failed'));
  await page.goto('/zh/guide/start/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /搜索文档/ }).click();
  await searchInput(page).fill('rspack');
  await expect(searchDialog(page).getByRole('alert')).toHaveText(
    '搜索索引加载失败，请检查网络后关闭并重新打开搜索。',
    {
      timeout: 15_000,
    },
  );
});
