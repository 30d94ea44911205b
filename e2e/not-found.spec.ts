import { expect, test } from './fixtures';

test('an unknown English path answers 404 with a link home', async ({ page }) => {
  const response = await page.goto('/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.rp-home-hero__title')).toBeVisible();
});

test('an unknown Chinese path leads back to the Chinese home page', async ({ page }) => {
  const response = await page.goto('/zh/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('页面未找到')).toBeVisible();
  const home = page.getByRole('link', { name: '返回首页' });
  await expect(home).toHaveAttribute('href', '/zh/');
  await home.click();
  await expect(page).toHaveURL(/\/zh\/$/);
});
