/**
 * Issue 8: the client adopts the server's markup instead of rebuilding it. The app's providers
 * hydrate in one task; the layout, nav, sidebar entries, content runs, outline and footer one task
 * each after it (theme/components/DeferredHydration), while their server markup stays on screen.
 */

import { HYDRATED_MARK } from '../theme/components/DeferredHydration/hydration-queue';
import { expect, test } from './fixtures';
import { openSearch } from './search-helpers';

declare global {
  interface Window {
    __detached?: string[];
  }
}

for (const urlPath of ['/guide/start/quick-start', '/zh/config/html/title', '/']) {
  test(`${urlPath}: hydration keeps every element of the static page in place`, async ({ page, health }) => {
    // Any element taken out of the document (a move counts too) from the first byte on.
    await page.addInitScript(() => {
      window.__detached = [];
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && !['script', 'link', 'style'].includes(node.localName)) {
              window.__detached?.push(`${node.localName}.${node.className}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(urlPath);
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, HYDRATED_MARK)).toBe(1);
    expect(await page.evaluate(() => window.__detached)).toEqual([]);
    expect(health.problems).toEqual([]);
  });
}

test('the parts hydrated after the shell work: a sidebar group folds and the nav opens search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/config/output/charset');
  const group = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: /^output$/ });
  const items = group.locator('xpath=following-sibling::div[1]');
  await expect(items.getByRole('link', { name: 'output.charset' })).toBeVisible();
  await group.click();
  await expect.poll(() => items.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);

  await openSearch(page);
});
