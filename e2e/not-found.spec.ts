import { expect, test } from './fixtures';

/** The browser logs the document's own 404 status; anything else logged is a real problem. */
const realProblems = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('the server responded with a status of 404'));

for (const path of ['/guide/no-such-page', '/zh/guide/no-such-page', '/zh/404']) {
  test(`${path}: the 404 page hydrates with no error or hydration warning`, async ({ page, health }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText(
      path.startsWith('/zh/') ? '页面未找到' : 'PAGE NOT FOUND',
    );
    expect(realProblems(health.problems)).toEqual([]);
  });
}

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
