import { expect, test } from './fixtures';
import type { LayoutShiftEntry } from './support/layout-shift';

test.use({ viewport: { width: 390, height: 844 } });

for (const [lang, path, menu] of [
  ['en', '/guide/start/quick-start', 'Menu'],
  ['zh', '/zh/guide/start/quick-start', '菜单'],
] as const) {
  test(`390 px: the Menu button opens the sidebar, which closes on navigation (${lang})`, async ({
    page,
  }) => {
    await page.goto(path);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar).not.toHaveClass(/rp-doc-layout__sidebar--open/);
    await page.locator('.rp-sidebar-menu__left').filter({ hasText: menu }).click();
    await expect(sidebar).toHaveClass(/rp-doc-layout__sidebar--open/);
    await sidebar.locator('a[href$="/guide/start/features"]').first().click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await expect(sidebar).not.toHaveClass(/rp-doc-layout__sidebar--open/);
  });
}

test('390 px: the hamburger opens the nav screen with the menu items and the appearance switch', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  const screen = page.locator('.rp-nav-screen');
  await page.locator('.rp-nav-hamburger__sm').click();
  await expect(screen).toHaveClass(/rp-nav-screen--open/);
  await expect(screen.getByRole('link', { name: 'Config' })).toBeVisible();
  await expect(screen.locator('.rp-switch-appearance').first()).toBeVisible();
  await page.setViewportSize({ width: 800, height: 844 });
  await expect(page.locator('.rp-nav-screen--open')).toHaveCount(0);
});

for (const [lang, path, heading] of [
  ['en', '/config/output/charset', 'Per environment'],
  ['zh', '/zh/config/output/charset', '按环境配置'],
] as const) {
  test(`390 px: the outline bar opens the outline as a dropdown; choosing a heading goes there (${lang})`, async ({
    page,
  }) => {
    await page.goto(path);
    const outline = page.locator('.rp-doc-layout__outline');
    await expect(outline).toBeHidden();
    await page.locator('.rp-sidebar-menu__right').click();
    await expect(outline).toHaveClass(/rp-doc-layout__outline--open/);
    await expect(outline).toBeVisible();
    await outline.getByRole('link', { name: heading }).click();
    await expect(page).toHaveURL(/#per-environment$/);
    await expect(outline).not.toHaveClass(/rp-doc-layout__outline--open/);
  });
}

for (const path of ['/api/javascript-api/instance', '/zh/guide/basic/html-template']) {
  test(`390 px: nothing in the sidebar bar shifts while its button follows the headings (${path})`, async ({
    page,
    health,
  }) => {
    await page.goto(path);
    const { moved, titles } = await page.evaluate(async () => {
      const moved: string[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          for (const { node } of entry.sources) {
            // The Menu button, the outline button, its icons and the heading's text: a reader's
            // CLS counts shifts while scrolling, so none of them may move as the heading changes.
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest('.rp-sidebar-menu')) {
              moved.push(`${element.nodeName}.${element.getAttribute('class')}: ${entry.value.toFixed(5)}`);
            }
          }
        }
      }).observe({ type: 'layout-shift' });
      const titles = new Set<string>();
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
        window.scrollBy(0, window.innerHeight / 3);
        await frame();
        await frame();
        titles.add(document.querySelector('.rp-sidebar-menu__right__text')?.textContent ?? '');
      }
      await frame();
      return { moved, titles: [...titles] };
    });
    // The button showed one heading after another, of different lengths.
    expect(titles.length).toBeGreaterThan(5);
    expect(moved).toEqual([]);
    expect(health.problems).toEqual([]);
  });
}
