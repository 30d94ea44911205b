/**
 * The search dialog with the keyboard only (issue 47): a modal `<dialog>` that keeps Tab inside,
 * gives focus back to the search button on Escape and on its close button, and leaves the page
 * behind where it was. In both languages, on a phone and on a desktop. Also: the search button's
 * served HTML (before hydration) is no control at all.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchDialog, searchInput } from './search-helpers';
import { tabUntil } from './support/keyboard';
import { waitForHydration } from './support/page-state';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const LANGS = [
  { lang: 'en', path: '/guide/start/quick-start', close: 'Close' },
  { lang: 'zh', path: '/zh/guide/start/quick-start', close: '关闭' },
] as const;

/** Whether focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('dialog[open]')?.contains(document.activeElement)));

/** Whether focus is on the search button the reader sees. */
const focusOnSearchButton = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return Boolean(
      active?.matches('button.rp-search-button, button.rp-search-button--mobile') && active.checkVisibility(),
    );
  });

for (const viewport of VIEWPORTS) {
  for (const { lang, path, close } of LANGS) {
    test.describe(`${lang}, ${viewport.name} (${viewport.width} px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('the shortcut opens it; Tab and Shift+Tab stay inside; Escape gives focus back to the search button', async ({
        page,
      }) => {
        await page.goto(path);
        await expect(async () => {
          await page.keyboard.press('Control+k');
          await expect(searchInput(page)).toBeFocused({ timeout: 2000 });
        }).toPass({ timeout: 30_000 });
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let press = 0; press < 12; press++) {
            await page.keyboard.press(key);
            expect(await focusInDialog(page), `${key} #${press + 1}`).toBe(true);
          }
        }
        await page.keyboard.press('Escape');
        await expect(searchDialog(page)).toHaveCount(0);
        expect(await focusOnSearchButton(page)).toBe(true);
      });

      test('Enter on the search button opens it; its close button gives focus back', async ({ page }) => {
        await page.goto(path);
        // Before hydration the button is a look-alike no Tab can reach, and the real one replaces it
        // just after: tabbing earlier goes past its place.
        await waitForHydration(page);
        await expect(
          page.locator('button.rp-search-button, button.rp-search-button--mobile').filter({ visible: true }),
        ).toHaveCount(1);
        expect(await tabUntil(page, () => focusOnSearchButton(page)), 'Tab reaches the search button').toBe(
          true,
        );
        await page.keyboard.press('Enter');
        await expect(searchInput(page)).toBeFocused({ timeout: 30_000 });
        const onClose = () =>
          page.evaluate((name) => document.activeElement?.getAttribute('aria-label') === name, close);
        expect(await tabUntil(page, onClose, 12), 'Tab reaches the close button').toBe(true);
        await page.keyboard.press('Enter');
        await expect(searchDialog(page)).toHaveCount(0);
        expect(await focusOnSearchButton(page), 'focus back on the search button').toBe(true);
      });

      test('focus stays where Tab put it when the index arrives late', async ({ page }) => {
        // The index parts held back until focus has left the search box.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/static\/search_(index|full)\.\w+\.\w+\.json$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(path);
        await expect(async () => {
          await page.keyboard.press('Control+k');
          await expect(searchInput(page)).toBeFocused({ timeout: 2000 });
        }).toPass({ timeout: 30_000 });
        const onClose = () =>
          page.evaluate((name) => document.activeElement?.getAttribute('aria-label') === name, close);
        expect(await tabUntil(page, onClose, 12), 'Tab reaches the close button').toBe(true);
        release();
        await expect(searchDialog(page)).toHaveAttribute('data-full-text', 'ready');
        expect(await onClose(), 'focus still on the close button').toBe(true);
        await page.keyboard.press('Enter');
        await expect(searchDialog(page)).toHaveCount(0);
      });

      test('the page behind does not scroll while it is open', async ({ page }) => {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, 400));
        // The phone's bars settle after a scroll (the page may move a few pixels): wait for it.
        const scrollY = () => page.evaluate(() => window.scrollY);
        let settled = -1;
        await expect
          .poll(async () => {
            const before = settled;
            settled = await scrollY();
            return before === settled && settled > 300;
          })
          .toBe(true);
        await page.keyboard.press('Control+k');
        await expect(searchInput(page)).toBeFocused({ timeout: 30_000 });
        // The wheel over the backdrop, and keys that scroll a page from a button.
        await page.mouse.move(viewport.width / 2, viewport.height - 20);
        await page.mouse.wheel(0, 600);
        await page.keyboard.press('Tab');
        await page.keyboard.press('PageDown');
        await page.keyboard.press('End');
        await page.waitForTimeout(300);
        expect(await scrollY()).toBe(settled);
        await page.keyboard.press('Escape');
        await expect(searchDialog(page)).toHaveCount(0);
        expect(await scrollY()).toBe(settled);
      });
    });
  }
}

test('the served HTML has no search button, only a look-alike hidden from assistive technology', async ({
  request,
}) => {
  const html = await (await request.get('/guide/start/quick-start')).text();
  const nav = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  expect(nav).not.toMatch(/<button[^>]*rp-search-button/);
  expect(
    nav.match(/<span class="rp-search-button(--mobile)?" aria-hidden="true" data-before-hydration="">/g),
  ).toHaveLength(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the look-alike of the search button is hidden: no control that does nothing', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const visibility = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).visibility));
    const lookAlikes =
      '.rp-search-button[data-before-hydration], .rp-search-button--mobile[data-before-hydration]';
    expect(await visibility(lookAlikes)).toEqual(['hidden', 'hidden']);
    // The other controls' placeholders (theme/components/AfterHydration/Placeholder.tsx) are hidden
    // too; the sidebar bar's stand-in is the bar alone, with nothing in it.
    expect(new Set(await visibility('[data-before-hydration][aria-hidden="true"]'))).toEqual(
      new Set(['hidden']),
    );
    const bars = page.locator('.rp-sidebar-menu[data-before-hydration]');
    expect(await bars.evaluateAll((elements) => elements.map((element) => element.innerHTML))).toEqual(['']);
  });
});
