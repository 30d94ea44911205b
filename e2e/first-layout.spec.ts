/**
 * What the first layout of a page has to do. Text tagged with a CJK language makes the browser set
 * up that locale's fonts the first time it lays such text out: about 100 ms in a fresh browser
 * (scripts/bench/first-layout.ts). An English page has such elements only in its language menus,
 * and a closed nav dropdown takes no layout, so English readers do not pay for it before the first
 * paint. The crawl checks every English page at desktop width; this file checks the phone and
 * tablet navs, with and without JavaScript, that the menu still opens and fades, and that on
 * phones the closed sidebar and outline take no layout either.
 */

import { expect, test } from './fixtures';
import { renderedCjkTaggedElements, waitForHydration } from './support/page-state';

for (const width of [412, 900, 1366]) {
  test(`English page at ${width} px: no CJK-tagged element is laid out until the language menu opens`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page.locator('body [lang="zh"]').first()).toBeAttached();
    expect(await renderedCjkTaggedElements(page)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the server HTML lays out no CJK-tagged element on an English page', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    expect(await renderedCjkTaggedElements(page)).toEqual([]);
    // The dropdowns still open on hover before (or without) hydration.
    await page.locator('.rp-nav .rp-nav-menu__item__container', { hasText: 'English' }).hover();
    await expect(page.locator('.rp-nav .rp-hover-group__item__link[lang="zh"]')).toBeVisible();
  });
});

test('the language menu fades in when it opens and out when it closes', async ({ page }) => {
  await page.goto('/guide/start/');
  await waitForHydration(page);
  const menu = page.locator('.rp-nav .rp-nav-menu__item .rp-hover-group').filter({ hasText: '简体中文' });
  await expect(menu).toBeHidden();
  await page.locator('.rp-nav .rp-nav-menu__item__container', { hasText: 'English' }).hover();
  await expect(menu).toBeVisible();
  // Opening starts from transparent (@starting-style) and runs the 0.3 s opacity transition.
  const transitions = await menu.evaluate((element) =>
    element.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty),
  );
  expect(transitions).toContain('opacity');
  await expect(menu).toHaveCSS('opacity', '1');
  await page.mouse.move(10, 600);
  // Closing keeps the menu displayed while it fades, then takes it out of the layout.
  await expect(menu).toHaveCSS('display', 'flex');
  await expect(menu).toHaveCSS('display', 'none');
  expect(await renderedCjkTaggedElements(page)).toEqual([]);
});

test('phone: the closed sidebar and outline take no layout; opened, the sidebar shows its active item', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/guide/basic/static-assets');
  await waitForHydration(page);
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const outline = page.locator('.rp-doc-layout__outline');
  const laidOut = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('.rp-doc-layout__sidebar *, .rp-doc-layout__outline *')].filter(
          (element) => element.getClientRects().length > 0,
        ).length,
    );
  expect(await laidOut()).toBe(0);
  await page.locator('.rp-sidebar-menu__left').click();
  await expect(sidebar).toHaveClass(/rp-doc-layout__sidebar--open/);
  await expect(sidebar).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  const [box, item] = await Promise.all([
    sidebar.boundingBox(),
    sidebar.locator('.rp-sidebar-item--active').boundingBox(),
  ]);
  // Centred, as the default theme's scroll on mount left it.
  const middle = (item?.y ?? 0) + (item?.height ?? 0) / 2 - (box?.y ?? 0);
  expect(Math.abs(middle - (box?.height ?? 0) / 2)).toBeLessThan(40);
  // The open sidebar covers the menu bar; a tap beside it closes it.
  await page.mouse.click(370, 500);
  await expect(sidebar).toHaveCSS('display', 'none');
  await page.locator('.rp-sidebar-menu__right').click();
  await expect(outline).toBeVisible();
  await page.locator('.rp-sidebar-menu__right').click();
  await expect(outline).toHaveCSS('display', 'none');
  expect(await laidOut()).toBe(0);
});
