/**
 * The desktop nav's dropdowns with the keyboard only (issue 47): the Versions menu and the language
 * menu (theme/components/NavMenuGroup). Once hydrated their trigger is a disclosure button: Tab
 * reaches it, Enter opens it, Tab goes on into its links, Escape closes it and focus is back on the
 * trigger. Served, they are the default's markup: no button, and a mouse hover opens them without
 * JavaScript.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './support/keyboard';

const LANGS = [
  {
    lang: 'en',
    path: '/guide/start/quick-start',
    versions: 'Versions',
    latest: 'Rsbuild 2.x Docs (latest)',
    current: 'English',
    other: '简体中文',
    otherPath: '/zh/guide/start/quick-start',
  },
  {
    lang: 'zh',
    path: '/zh/guide/start/quick-start',
    versions: '版本',
    latest: 'Rsbuild 2.x 文档（最新）',
    current: '简体中文',
    other: 'English',
    otherPath: '/guide/start/quick-start',
  },
] as const;

/** The nav item whose trigger reads `text`. */
const menuItem = (page: Page, text: string) =>
  page
    .locator('header .rp-nav-menu__item')
    .filter({ has: page.locator(':scope > .rp-nav-menu__item__container', { hasText: text }) });
const trigger = (page: Page, text: string) => menuItem(page, text).locator('> button');
const dropdown = (item: Locator) => item.locator('> .rp-hover-group');

test.use({ viewport: { width: 1440, height: 900 } });

for (const { lang, path, versions, latest, current, other, otherPath } of LANGS) {
  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      // Before hydration the triggers are no controls: tabbing earlier goes past them.
      await expect(page.locator('header button.rp-nav-menu__item__container')).toHaveCount(2);
    });

    test(`Enter on "${versions}" opens it, Tab reaches the 2.x link, Escape closes it back on the trigger`, async ({
      page,
      health,
    }) => {
      const item = menuItem(page, versions);
      const button = trigger(page, versions);
      await expect(dropdown(item)).toBeHidden();
      expect(await tabTo(page, button), 'Tab reaches the trigger').toBe(true);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown(item)).toBeVisible();
      const link = dropdown(item).getByRole('link', { name: latest });
      expect(await tabTo(page, link, 5), 'Tab reaches the 2.x link').toBe(true);
      await expect(link).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(dropdown(item)).toBeHidden();
      // Space opens it too; Tab past its last link closes it.
      await page.keyboard.press('Space');
      await expect(dropdown(item)).toBeVisible();
      const links = await dropdown(item).getByRole('link').count();
      for (let press = 0; press <= links; press++) await page.keyboard.press('Tab');
      await expect(dropdown(item)).toBeHidden();
      expect(health.problems).toEqual([]);
    });

    test(`Enter on the language menu opens it and Enter on "${other}" goes to that page`, async ({
      page,
    }) => {
      const item = menuItem(page, current);
      const button = trigger(page, current);
      expect(await tabTo(page, button), 'Tab reaches the trigger').toBe(true);
      await page.keyboard.press('Enter');
      await expect(dropdown(item)).toBeVisible();
      const link = dropdown(item).getByRole('link', { name: other });
      expect(await tabTo(page, link, 3), `Tab reaches "${other}"`).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(otherPath);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'zh' : 'en');
    });

    test(`Escape closes "${versions}" opened by the pointer, which stays on it (WCAG 1.4.13)`, async ({
      page,
    }) => {
      const item = menuItem(page, versions);
      await item.hover();
      await expect(dropdown(item)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dropdown(item)).toBeHidden();
      await page.waitForTimeout(400);
      await expect(dropdown(item)).toBeHidden();
      // Leaving and coming back opens it again.
      await page.mouse.move(0, 800);
      await item.hover();
      await expect(dropdown(item)).toBeVisible();
    });

    test('Escape closes the language menu and focus is back on its trigger', async ({ page }) => {
      const item = menuItem(page, current);
      const button = trigger(page, current);
      expect(await tabTo(page, button)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(dropdown(item)).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(dropdown(item)).toBeHidden();
    });
  });
}

test('the served HTML of the header has no button for these menus: the default markup', async ({
  request,
}) => {
  for (const { path, versions, current } of LANGS) {
    const html = await (await request.get(path)).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).not.toMatch(/<button[^>]*rp-nav-menu__item__container/);
    for (const text of [versions, current]) {
      expect(header).toContain(
        `<li class="rp-nav-menu__item"><div class="rp-nav-menu__item__container" data-before-hydration="">${text}<`,
      );
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, versions, latest, current, other } of LANGS) {
    test(`${path}: hovering opens the Versions and language menus`, async ({ page }) => {
      await page.goto(path);
      for (const [text, link] of [
        [versions, latest],
        [current, other],
      ] as const) {
        const item = menuItem(page, text);
        await expect(item.locator('> .rp-nav-menu__item__container')).toBeVisible();
        await expect(dropdown(item)).toBeHidden();
        await item.hover();
        await expect(dropdown(item).getByRole('link', { name: link })).toBeVisible();
        await page.mouse.move(0, 800);
        await expect(dropdown(item)).toBeHidden();
      }
    });
  }
});
