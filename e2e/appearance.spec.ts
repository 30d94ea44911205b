import { expect, test } from './fixtures';

const isDark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the appearance toggle persists across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/start/');
  expect(await isDark(page)).toBe(false);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  // React applies the theme in a render after the click's event handler.
  await expect.poll(() => isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
  await page.reload();
  expect(await isDark(page)).toBe(true);
});

test('the appearance syncs across tabs', async ({ context, page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/zh/');
  expect(await isDark(other)).toBe(false);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect.poll(() => isDark(other)).toBe(true);
});

test('an unknown stored appearance falls back to the system preference', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'purple'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await isDark(page)).toBe(true);
});
