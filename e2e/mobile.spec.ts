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

test('390 px: the outline button and its icons stay put while the button follows the headings', async ({
  page,
  health,
}) => {
  await page.goto('/api/javascript-api/instance');
  const { moved, titles } = await page.evaluate(async () => {
    const moved: string[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        for (const { node } of entry.sources) {
          // The heading's text is content that changes (Chromium reports it too when it is set);
          // the button, its icons and the Menu button must not move.
          const box = node instanceof Element && !node.matches('.rp-sidebar-menu__right__text');
          if (box && node.closest('.rp-sidebar-menu')) {
            moved.push(`${node.nodeName}.${node.getAttribute('class')}`);
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
