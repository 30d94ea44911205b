/**
 * Layout constants of spec §4 and §9, measured in the browser on the built site
 * (theme/styles/layout.css, theme/components/ScrollToTop).
 */
import { expect, test } from './fixtures';

const DOC = '/config/output/charset';

test('desktop layout above 1024 px: sidebar, content and outline side by side, no menu bar', async ({
  page,
}) => {
  for (const width of [1025, 1100, 1279, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(DOC);
    await expect(page.locator('.rp-doc-layout__outline'), `outline at ${width}px`).toBeVisible();
    await expect(page.locator('.rp-sidebar-menu'), `menu bar at ${width}px`).toBeHidden();
    await expect(page.locator('.rp-doc-layout__sidebar'), `sidebar at ${width}px`).toBeVisible();
    const content = await page.locator('.rp-doc-layout__doc-container .rspress-doc').boundingBox();
    // The text column stays readable at the narrowest desktop width.
    expect(content?.width ?? 0, `text width at ${width}px`).toBeGreaterThan(480);
  }
});

test('1024 px and below: the menu bar appears and the outline becomes a dropdown that animates in 300 ms', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(DOC);
  const outline = page.locator('.rp-doc-layout__outline');
  await expect(page.locator('.rp-sidebar-menu')).toBeVisible();
  await expect(outline).toBeHidden();
  expect(await outline.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(
    /^0\.3s(, 0\.3s)*$/,
  );
  await page.locator('.rp-sidebar-menu__right').click();
  await expect(outline).toHaveClass(/rp-doc-layout__outline--open/);
  await expect(outline).toBeVisible();
});

test('sidebar: 18 px of indent per level', async ({ page }) => {
  await page.goto(DOC);
  const textLeft = async (depth: number) =>
    page
      .locator(`.rp-doc-layout__sidebar .rp-sidebar-item[data-depth="${depth}"] .rp-sidebar-item__left`)
      .first()
      .evaluate((element) => element.getBoundingClientRect().left);
  const top = await textLeft(0);
  expect(await textLeft(1)).toBe(top + 18);
});

test('sidebar groups collapse in 0.5 s and expand in 0.3 s; the group of the current page starts expanded', async ({
  page,
}) => {
  await page.goto(DOC);
  const group = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: /^output$/ });
  const items = group.locator('xpath=following-sibling::div[1]');
  await expect(items).toHaveCSS('grid-template-rows', /px$/);
  await expect(items.getByRole('link', { name: 'output.charset' })).toBeVisible();
  const duration = () => items.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(await duration()).toBe('0.3s');
  const height = () => items.evaluate((element) => element.getBoundingClientRect().height);
  const open = await height();
  expect(open).toBeGreaterThan(100);
  await group.click();
  expect(await duration()).toBe('0.5s');
  await expect.poll(height).toBe(0);
  await group.click();
  expect(await duration()).toBe('0.3s');
  await expect.poll(height).toBe(open);
});

test('nav dropdown: opens on hover 52 px below its item with z-index 100, closes when the pointer leaves', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  const versions = page.locator('.rp-nav').getByText('Versions', { exact: true });
  await versions.hover();
  const menu = page.locator('.rp-nav .rp-hover-group').filter({ hasText: 'Changelog' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('top', '52px');
  await expect(menu).toHaveCSS('z-index', '100');
  await page.mouse.move(10, 500);
  await expect(menu).toBeHidden();
});

test('scroll-to-top: appears once the page is scrolled at all and takes the reader back up', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  const button = page.locator('.rp-scroll-to-top');
  await expect(page.locator('.rp-doc h1')).toBeVisible();
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1));
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the nav bar is sticky on desktop and scrolls away with the page on phones', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect(page.locator('.rp-nav')).toHaveCSS('position', 'sticky');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.rp-nav')).toHaveCSS('position', 'relative');
});

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the body does not scroll while the sidebar is open', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(page.locator('.rp-doc-layout__sidebar')).toHaveClass(/rp-doc-layout__sidebar--open/);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the nav screen closes when the window becomes 768 px wide or wider', async ({ page }) => {
    await page.goto('/guide/start/');
    const screen = page.locator('.rp-nav-screen');
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(screen).toHaveClass(/rp-nav-screen--open/);
    await page.setViewportSize({ width: 800, height: 844 });
    await expect(page.locator('.rp-nav-screen--open')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.rp-nav-screen--open')).toHaveCount(0);
  });
});

test('the outline highlights the heading being read, following the scroll', async ({ page }) => {
  await page.goto(DOC);
  const active = page.locator('.rp-doc-layout__outline .rp-toc-item--active');
  await expect(active).toHaveText('Values');
  await page.evaluate(() => document.getElementById('per-environment')?.scrollIntoView({ block: 'start' }));
  await expect(active).toHaveText('Per environment');
  await page.evaluate(() => document.getElementById('ascii')?.scrollIntoView({ block: 'start' }));
  await expect(active).toHaveText('ascii');
});
