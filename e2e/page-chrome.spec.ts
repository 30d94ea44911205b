import { expect, test } from './fixtures';

const LONG_PAGE = '/guide/start/quick-start';

test('hideNavbar auto: the bar hides while scrolling down and returns on scrolling up', async ({ page }) => {
  await page.goto(LONG_PAGE);
  const nav = page.locator('.rp-nav');
  await expect(nav).toBeInViewport();
  await page.mouse.wheel(0, 1200);
  await expect(page.locator('html')).toHaveAttribute('data-navbar-hidden', '');
  await expect(nav).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(page.locator('html')).not.toHaveAttribute('data-navbar-hidden');
  await expect(nav).toBeInViewport();
});

test('query parameters hide the nav bar, sidebar, outline and footer', async ({ page }) => {
  await page.goto(`${LONG_PAGE}?navbar=0&sidebar=0&outline=0&footer=0`);
  await expect(page.locator('.rp-doc h1')).toBeVisible();
  for (const selector of [
    '.rp-nav',
    '.rp-doc-layout__sidebar',
    '.rp-doc-layout__outline',
    '.rp-prev-next-page',
  ]) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
});

test('on a phone ?sidebar=0 hides the sidebar bar, and ?footer=0 hides the home footer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${LONG_PAGE}?sidebar=0`);
  await expect(page.locator('.rp-doc h1')).toBeVisible();
  await expect(page.locator('.rp-doc-layout__menu')).toBeHidden();
  await page.goto('/?footer=0');
  await expect(page.locator('.rp-home-footer')).toBeHidden();
  await page.goto('/');
  await expect(page.locator('.rp-home-footer')).toBeVisible();
});

test('a single query parameter hides only its part', async ({ page }) => {
  await page.goto(`${LONG_PAGE}?outline=0`);
  await expect(page.locator('.rp-doc-layout__outline')).toBeHidden();
  await expect(page.locator('.rp-nav')).toBeVisible();
  await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
  await expect(page.locator('.rp-prev-next-page')).toBeVisible();
});

test('a hash link puts the heading 72 px below the top of the viewport at 1440 px', async ({ page }) => {
  await page.goto(`${LONG_PAGE}#create-an-rsbuild-project`);
  const heading = page.locator('#create-an-rsbuild-project');
  await expect
    .poll(async () => Math.round(await heading.evaluate((element) => element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(70);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(top - 72)).toBeLessThanOrEqual(2);
});

test('a hash with no target logs a warning and nothing worse', async ({ page, health }) => {
  await page.goto(`${LONG_PAGE}#no-such-heading`);
  await expect.poll(() => health.problems.join('\n')).toContain('No element with id "no-such-heading"');
  expect(health.problems.filter((problem) => !problem.includes('no-such-heading'))).toEqual([]);
});
