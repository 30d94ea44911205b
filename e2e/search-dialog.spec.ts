import { expect, test } from './fixtures';
import { INDEX_READY_MS, openSearch, search, searchDialog, searchHits, searchInput } from './search-helpers';

// The first query waits for the search index to be built.
test.describe.configure({ timeout: 150_000 });

const input = searchInput;
const isIndex = (url: string) => /\/static\/search_index\.[^/]+\.json$/.test(url);

test('the search index is fetched on the first open of the dialog, not on page load', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isIndex(request.url())) fetched.push(request.url());
  });
  await page.goto('/guide/start/');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  expect(await page.locator('link[rel="prefetch"][href*="search_index"]').count()).toBe(0);
  await openSearch(page);
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  expect(fetched.every((url) => url.includes('.en.'))).toBe(true);
});

test('the index of the new language is loaded after switching language', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isIndex(request.url())) fetched.push(request.url());
  });
  await page.goto('/guide/start/');
  await openSearch(page);
  // The panel's key handler is attached in an effect after the input takes focus: on a busy
  // machine a first Escape can land before it (a full e2e run failed once here, the dialog still open).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toBeHidden({ timeout: 1000 });
  }).toPass();
  await page.locator('.rp-nav').getByText('English', { exact: true }).locator('visible=true').first().hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);
  await expect.poll(() => fetched.some((url) => url.includes('.zh.'))).toBe(true);
});

test('Ctrl+K toggles the dialog; Escape and a click on the mask close it', async ({ page }) => {
  await page.goto('/guide/start/');
  await openSearch(page);
  // Cancel is for phones: on a desktop the dialog closes with Escape, the mask or its × button.
  await expect(searchDialog(page).getByRole('button', { name: 'Cancel', exact: true })).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input(page)).toBeHidden();
  await page.locator('.rp-search-button').click();
  await expect(input(page)).toBeVisible();
  // Beside the box: the <dialog> covers the viewport over its backdrop.
  await page.mouse.click(5, 5);
  await expect(input(page)).toBeHidden();
});

test('arrow keys move through the hits and wrap; Enter opens the selected page', async ({ page }) => {
  await page.goto('/guide/start/');
  await openSearch(page);
  await input(page).fill('dev server port');
  const items = searchHits(page);
  const current = searchDialog(page).locator('[role="option"][aria-selected="true"]');
  await expect(items.first()).toBeVisible({ timeout: INDEX_READY_MS });
  await expect(searchDialog(page)).toHaveAttribute('aria-busy', 'false');
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  await expect(items.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(current).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(current).toHaveAttribute('href', /^\/config\/server\/port/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/server\/port/);
  await expect(input(page)).toBeHidden();
});

test('a multi-word query lists a page although no paragraph has the words side by side', async ({ page }) => {
  await page.goto('/guide/start/');
  await openSearch(page);
  await input(page).fill('history api fallback');
  await expect(searchHits(page).first()).toHaveAttribute('href', /^\/config\/server\/history-api-fallback/, {
    timeout: INDEX_READY_MS,
  });
});

test('matching ignores case and accents; an empty query shows no hits', async ({ page }) => {
  await page.goto('/guide/start/');
  await openSearch(page);
  await input(page).fill('DÁTAURILIMIT');
  await expect(searchHits(page).first()).toHaveAttribute('href', /^\/config\/output\/data-uri-limit/, {
    timeout: INDEX_READY_MS,
  });
  await input(page).fill('');
  await expect(searchHits(page)).toHaveCount(0);
  await expect(searchDialog(page).getByRole('status')).toHaveCount(0);
});

test('Chinese queries find Chinese pages on /zh (拆包)', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await openSearch(page);
  await input(page).fill('拆包');
  const hrefs = searchHits(page);
  await expect(hrefs.first()).toHaveAttribute('href', /^\/zh\//, { timeout: INDEX_READY_MS });
  const top = await hrefs.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? '').slice(0, 6),
  );
  expect(top.some((href) => href.startsWith('/zh/guide/optimization/split-chunk'))).toBe(true);
});

test('the shortcut label shows Ctrl off Apple platforms and ⌘ on them', async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL });
  await page.goto('/guide/start/');
  await expect(page.locator('.rp-search-button__hotkey')).toContainText('Ctrl');
  await page.close();
  const mac = await browser.newPage({ baseURL });
  await mac.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
  await mac.goto('/guide/start/');
  await expect(mac.locator('.rp-search-button__hotkey')).toContainText('⌘');
  await mac.close();
});

test('results: at most 7 pages per indexed field and snippets of at most 100 characters', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  await openSearch(page);
  await search(page, 'config');
  const links = await searchHits(page).evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
  // The limit of 7 applies to each of the three indexed fields (title, headings, content).
  expect(new Set(links).size).toBeGreaterThan(7);
  expect(new Set(links).size).toBeLessThanOrEqual(21);
  // A hit's second line is its snippet.
  const snippets = await searchHits(page).evaluateAll((hits) =>
    hits.filter((hit) => hit.children.length > 1).map((hit) => hit.lastElementChild?.textContent ?? ''),
  );
  expect(snippets.length).toBeGreaterThan(0);
  for (const snippet of snippets) expect(snippet.length).toBeLessThanOrEqual(100);
});

for (const [lang, path, cancel] of [
  ['en', '/guide/start/', 'Cancel'],
  ['zh', '/zh/guide/start/', '取消'],
] as const) {
  test(`390 px: the search opens from the nav and Cancel closes it (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await openSearch(page);
    await searchDialog(page).getByRole('button', { name: cancel, exact: true }).click();
    await expect(searchInput(page)).toHaveCount(0);
  });
}

test('a misspelled word finds the page, and a query that finds nothing suggests links that run a search', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  await openSearch(page);
  await search(page, 'minfy');
  await expect(searchHits(page).first()).toHaveAttribute('href', /\/config\/output\/minify/);
  await search(page, 'proxxyyz');
  const noResults = searchDialog(page).getByRole('status');
  const suggestion = noResults.getByRole('button').first();
  await expect(noResults).toContainText('Did you mean');
  await expect(suggestion).toHaveText('proxy');
  await suggestion.click();
  await expect(searchInput(page)).toHaveValue('proxy');
  await expect(searchHits(page).first()).toHaveAttribute('href', /\/config\/server\/proxy/);
});

test('Did you mean is in Chinese on /zh', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await openSearch(page);
  await search(page, 'proxxyyz');
  await expect(searchDialog(page).getByRole('status')).toContainText('你是不是要找');
});

for (const [lang, query, heading] of [
  ['en', 'relation to server.base', 'Relation to server.base'],
  ['zh', 'server.base 的关系', '与 server.base 的关系'],
] as const) {
  test(`a heading with inline code is listed as plain text, without backticks (${lang})`, async ({
    page,
  }) => {
    await page.goto(lang === 'en' ? '/config/' : '/zh/config/');
    await openSearch(page);
    await search(page, query);
    const hit = searchHits(page).filter({ hasText: heading }).first();
    await expect(hit).toHaveAttribute('href', /\/config\/output\/asset-prefix#relation-to-serverbase$/);
    const texts = await searchHits(page).allTextContents();
    expect(texts.join('\n')).not.toContain('`');
  });
}
